//! A reader of the SQLite file format of its own, for a database SQLite cannot read through: it
//! walks every page of the file in turn, not the tree from its root, so that the rows of a
//! table survive a damaged root or interior page, and hands over each row of every table leaf
//! page that is not on the list of free pages. The bundled SQLite has no recovery of its own
//! (its `recover` extension is not part of the amalgamation), hence this one. The format is
//! <https://www.sqlite.org/fileformat2.html>; what a page cannot be read as is skipped.

use std::fs::File;
use std::io::{self, Read, Seek, SeekFrom};
use std::path::Path;

use rusqlite::types::Value;

/// The first bytes of every SQLite database.
const MAGIC: &[u8; 16] = b"SQLite format 3\0";

/// The page sizes SQLite may use, tried in turn when the file's header is damaged.
const PAGE_SIZES: [usize; 8] = [512, 1024, 2048, 4096, 8192, 16384, 32768, 65536];

/// The page size SQLite uses unless told otherwise: the first one tried.
const DEFAULT_PAGE_SIZE: usize = 4096;

/// A b-tree page holding rows of a rowid table (a table leaf).
const TABLE_LEAF: u8 = 0x0D;

/// The longest row read: SQLite's own default limit on a string or blob (1e9 bytes), so that a
/// damaged length never asks for more memory than a real row could take.
const LONGEST_ROW: u64 = 1_000_000_000;

/// A database file opened to be read page by page.
pub struct PageFile {
    file: File,
    page_size: usize,
    /// The bytes of a page that hold b-tree content (the page size less the bytes reserved at
    /// the end of each page).
    usable: usize,
    /// How many pages to read.
    pages: u32,
    /// Pages on the list of free pages: what they hold was deleted.
    free: std::collections::HashSet<u32>,
    /// Whether the header could be read (when not, the page size is a guess and free pages
    /// cannot be told apart).
    pub header_read: bool,
}

/// What a walk through the pages found.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Walk {
    /// Table leaf pages read.
    pub leaves: usize,
    /// Rows handed over.
    pub rows: usize,
    /// Rows of those pages that could not be read (a cell or its overflow pages damaged).
    pub skipped: usize,
}

/// A SQLite variable-length integer at the start of `bytes`, and how many bytes it takes.
fn varint(bytes: &[u8]) -> Option<(u64, usize)> {
    let mut v: u64 = 0;
    for (n, b) in bytes.iter().take(9).enumerate() {
        if n == 8 {
            return Some(((v << 8) | u64::from(*b), 9));
        }
        v = (v << 7) | u64::from(b & 0x7f);
        if b & 0x80 == 0 {
            return Some((v, n + 1));
        }
    }
    None
}

fn u16_at(bytes: &[u8], at: usize) -> Option<usize> {
    Some(usize::from(u16::from_be_bytes(bytes.get(at..at + 2)?.try_into().ok()?)))
}

fn u32_at(bytes: &[u8], at: usize) -> Option<u32> {
    Some(u32::from_be_bytes(bytes.get(at..at + 4)?.try_into().ok()?))
}

/// The values of a record (a row's payload): its header of serial types, then their bodies.
/// `None` when the bytes are not a record.
pub fn record(payload: &[u8]) -> Option<Vec<Value>> {
    let (header_len, mut at) = varint(payload)?;
    let header_len = usize::try_from(header_len).ok()?;
    if header_len < at || header_len > payload.len() {
        return None;
    }
    let mut body = header_len;
    let mut values = Vec::new();
    while at < header_len {
        let (serial, n) = varint(&payload[at..header_len])?;
        at += n;
        let int = |len: usize, body: usize| -> Option<i64> {
            let bytes = payload.get(body..body + len)?;
            // Big-endian two's complement, sign-extended from its first byte.
            let first = i64::from(bytes[0] as i8);
            Some(bytes[1..].iter().fold(first, |v, b| (v << 8) | i64::from(*b)))
        };
        let (value, len) = match serial {
            0 => (Value::Null, 0),
            1..=4 => (Value::Integer(int(serial as usize, body)?), serial as usize),
            5 => (Value::Integer(int(6, body)?), 6),
            6 => (Value::Integer(int(8, body)?), 8),
            7 => (Value::Real(f64::from_bits(int(8, body)? as u64)), 8),
            8 => (Value::Integer(0), 0),
            9 => (Value::Integer(1), 0),
            10 | 11 => return None,
            n => {
                let len = usize::try_from((n - 12) / 2).ok()?;
                let bytes = payload.get(body..body.checked_add(len)?)?;
                if n % 2 == 0 {
                    (Value::Blob(bytes.to_vec()), len)
                } else {
                    (Value::Text(String::from_utf8(bytes.to_vec()).ok()?), len)
                }
            }
        };
        body = body.checked_add(len)?;
        if body > payload.len() {
            return None;
        }
        values.push(value);
    }
    // A record's bodies end where its payload does.
    (body == payload.len()).then_some(values)
}

impl PageFile {
    /// Opens the database at `path` to read its pages. Its header gives the page size and the
    /// free pages; a damaged header leaves the page size to be guessed from the pages
    /// themselves.
    pub fn open(path: &Path) -> io::Result<PageFile> {
        let mut file = File::open(path)?;
        let len = file.metadata()?.len();
        let mut header = [0u8; 100];
        let header_read = file.read_exact(&mut header).is_ok() && &header[..16] == MAGIC;
        let size_in_header = match u16_at(&header, 16) {
            Some(1) => 65_536,
            Some(n) => n,
            None => 0,
        };
        let mut reader = if header_read && PAGE_SIZES.contains(&size_in_header) {
            let usable = size_in_header.saturating_sub(usize::from(header[20]));
            let mut pages = len / size_in_header as u64;
            // The page count in the header is valid when written by the same change as the
            // header's check number; pages past it are left over from a rolled-back change.
            let counted = u64::from(u32_at(&header, 28).unwrap_or(0));
            if counted > 0 && header[24..28] == header[92..96] {
                pages = pages.min(counted);
            }
            PageFile {
                file,
                page_size: size_in_header,
                usable,
                pages: u32::try_from(pages).unwrap_or(u32::MAX),
                free: Default::default(),
                header_read: true,
            }
        } else {
            let page_size = Self::guess_page_size(&mut file, len)?;
            PageFile {
                file,
                page_size,
                usable: page_size,
                pages: u32::try_from(len / page_size as u64).unwrap_or(u32::MAX),
                free: Default::default(),
                header_read: false,
            }
        };
        if reader.header_read
            && let (Some(trunk), Some(count)) = (u32_at(&header, 32), u32_at(&header, 36))
        {
            reader.read_free_list(trunk, count);
        }
        Ok(reader)
    }

    /// The page size whose pages most often begin as b-tree pages do, over the first pages of
    /// the file; SQLite's default when none does.
    fn guess_page_size(file: &mut File, len: u64) -> io::Result<usize> {
        let mut best = (0, DEFAULT_PAGE_SIZE);
        for size in PAGE_SIZES {
            let mut page = vec![0u8; size];
            let mut looks_right = 0;
            // Page 1 is the damaged one, or holds the header: from page 2, up to 64 pages.
            for n in 2..=(len / size as u64).min(65) {
                file.seek(SeekFrom::Start((n - 1) * size as u64))?;
                if file.read_exact(&mut page).is_ok() && btree_page_looks_right(&page, 0) {
                    looks_right += 1;
                }
            }
            if looks_right > best.0 {
                best = (looks_right, size);
            }
        }
        Ok(best.1)
    }

    /// Notes the pages of the list of free pages starting at trunk page `trunk` (`count` pages
    /// in all, trunks included); stops at a page out of the file or seen before.
    fn read_free_list(&mut self, mut trunk: u32, count: u32) {
        let mut page = vec![0u8; self.page_size];
        while trunk != 0 && self.free.len() < count as usize {
            if !self.free.insert(trunk) || self.read_page(trunk, &mut page).is_err() {
                return;
            }
            let leaves = u32_at(&page, 4).unwrap_or(0) as usize;
            for n in 0..leaves.min(self.usable / 4 - 2) {
                if let Some(leaf) = u32_at(&page, 8 + 4 * n).filter(|&p| p >= 1 && p <= self.pages) {
                    self.free.insert(leaf);
                }
            }
            trunk = u32_at(&page, 0).unwrap_or(0);
            if trunk > self.pages {
                return;
            }
        }
    }

    /// Reads page `n` (from 1) into `page`.
    fn read_page(&mut self, n: u32, page: &mut [u8]) -> io::Result<()> {
        self.file.seek(SeekFrom::Start(u64::from(n - 1) * self.page_size as u64))?;
        self.file.read_exact(page)
    }

    /// The page size the file is read with.
    pub fn page_size(&self) -> usize {
        self.page_size
    }

    /// Hands `each` the rowid and values of every row of every table leaf page that is not free,
    /// in the order of the pages; a cell that cannot be read is skipped and counted. Stops at the
    /// first error of `each`, or of reading the file.
    pub fn each_row<E: From<io::Error>>(
        &mut self,
        mut each: impl FnMut(i64, Vec<Value>) -> Result<(), E>,
    ) -> Result<Walk, E> {
        let mut walk = Walk::default();
        let mut page = vec![0u8; self.page_size];
        // The page holding SQLite's lock bytes, at 1 GiB, holds nothing.
        let locks = (1u64 << 30) / self.page_size as u64 + 1;
        for n in 1..=self.pages {
            if self.free.contains(&n) || u64::from(n) == locks {
                continue;
            }
            self.read_page(n, &mut page)?;
            let start = if n == 1 { 100 } else { 0 };
            if page[start] != TABLE_LEAF || !btree_page_looks_right(&page[..self.usable], start) {
                continue;
            }
            walk.leaves += 1;
            let cells = u16_at(&page, start + 3).unwrap_or(0);
            for c in 0..cells {
                let row = u16_at(&page, start + 8 + 2 * c).and_then(|at| self.cell(&page, at).transpose());
                match row {
                    Some(Ok((rowid, payload))) => match record(&payload) {
                        Some(values) => {
                            walk.rows += 1;
                            each(rowid, values)?;
                        }
                        None => walk.skipped += 1,
                    },
                    Some(Err(e)) => return Err(e.into()),
                    None => walk.skipped += 1,
                }
            }
        }
        Ok(walk)
    }

    /// The rowid and payload of the table leaf cell at `at` of `page`, its overflow pages read;
    /// `Ok(None)` when the cell or its overflow pages cannot be read as such.
    fn cell(&mut self, page: &[u8], at: usize) -> io::Result<Option<(i64, Vec<u8>)>> {
        let usable = self.usable;
        let Some(cell) = page.get(at..usable) else { return Ok(None) };
        let Some((len, a)) = varint(cell) else { return Ok(None) };
        let Some((rowid, b)) = varint(&cell[a..]) else { return Ok(None) };
        if len > LONGEST_ROW {
            return Ok(None);
        }
        let len = len as usize;
        // How much of the payload the page holds (the rest is on overflow pages), as SQLite
        // decides it for a table leaf.
        let most = usable - 35;
        let least = (usable - 12) * 32 / 255 - 23;
        let local = if len <= most {
            len
        } else {
            let k = least + (len - least) % (usable - 4);
            if k <= most { k } else { least }
        };
        let body = a + b;
        let Some(here) = cell.get(body..body + local) else { return Ok(None) };
        let mut payload = Vec::with_capacity(len);
        payload.extend_from_slice(here);
        if local < len {
            let Some(mut next) = u32_at(cell, body + local) else { return Ok(None) };
            let mut overflow = vec![0u8; self.page_size];
            // Each overflow page is read once: a chain that loops or leaves the file is damaged.
            let mut seen = std::collections::HashSet::new();
            while payload.len() < len {
                if next < 2 || next > self.pages || !seen.insert(next) {
                    return Ok(None);
                }
                self.read_page(next, &mut overflow)?;
                let take = (len - payload.len()).min(usable - 4);
                payload.extend_from_slice(&overflow[4..4 + take]);
                next = u32_at(&overflow, 0).unwrap_or(0);
            }
        }
        Ok(Some((rowid as i64, payload)))
    }
}

/// Whether `page` holds a b-tree page header at `start` whose cell count and pointers fit in
/// it: a page of garbage almost never does.
fn btree_page_looks_right(page: &[u8], start: usize) -> bool {
    let kind = page[start];
    let header = match kind {
        0x0D | 0x0A => 8,
        0x05 | 0x02 => 12,
        _ => return false,
    };
    let Some(cells) = u16_at(page, start + 3) else { return false };
    let pointers_end = start + header + 2 * cells;
    if pointers_end > page.len() {
        return false;
    }
    (0..cells)
        .all(|c| u16_at(page, start + header + 2 * c).is_some_and(|at| at >= pointers_end && at < page.len()))
}

#[cfg(test)]
mod tests;
