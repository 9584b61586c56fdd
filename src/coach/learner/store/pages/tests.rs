use std::path::Path;

use rusqlite::Connection;
use rusqlite::types::Value;

use super::*;

/// Every row SQLite reads of `table`, by rowid, with the record's values as the pages hold them
/// (`id` first, empty, as an INTEGER PRIMARY KEY is kept).
fn by_sqlite(db: &Path, table: &str) -> Vec<(i64, Vec<Value>)> {
    let conn = Connection::open(db).unwrap();
    let mut q = conn.prepare(&format!("SELECT * FROM {table} ORDER BY id")).unwrap();
    let n = q.column_count();
    q.query_map([], |r| {
        let mut values = vec![Value::Null];
        for c in 1..n {
            values.push(r.get(c)?);
        }
        Ok((r.get(0)?, values))
    })
    .unwrap()
    .collect::<Result<_, _>>()
    .unwrap()
}

/// Every row the page reader finds, by rowid.
fn by_pages(db: &Path) -> (Vec<(i64, Vec<Value>)>, Walk) {
    let mut rows = Vec::new();
    let walk = PageFile::open(db)
        .unwrap()
        .each_row(|rowid, values| -> io::Result<()> {
            // The table's own rows, not those of SQLite's list of tables (its first column is
            // the kind of entry; a table's key column is kept empty).
            if values.first() == Some(&Value::Null) {
                rows.push((rowid, values));
            }
            Ok(())
        })
        .unwrap();
    rows.sort_by_key(|(id, _)| *id);
    (rows, walk)
}

/// A table of `n` rows at this page size, some long enough to need overflow pages, some with a
/// whole number in a REAL column (kept as an integer on the page), negatives and nulls.
fn table(db: &Path, page_size: usize, n: i64) {
    let mut conn = Connection::open(db).unwrap();
    conn.execute_batch(&format!(
        "PRAGMA page_size = {page_size};
         CREATE TABLE t(id INTEGER PRIMARY KEY, name TEXT NOT NULL, x REAL, k INTEGER, b BLOB);"
    ))
    .unwrap();
    let tx = conn.transaction().unwrap();
    let mut q = tx.prepare("INSERT INTO t(id, name, x, k, b) VALUES (?1, ?2, ?3, ?4, ?5)").unwrap();
    for id in 1..=n {
        let long = if id % 97 == 0 { "é".repeat(3000 + id as usize) } else { format!("row {id}") };
        let x = if id % 3 == 0 { Some(id as f64) } else { Some(id as f64 + 0.25) };
        let k = [0, 1, -1, 127, -129, 40_000, -8_000_000, 1 << 40, i64::MIN][id as usize % 9];
        let b = (id % 5 == 0).then(|| vec![id as u8; 7]);
        q.execute(rusqlite::params![id, long, x.filter(|_| id % 11 != 0), k, b]).unwrap();
    }
    drop(q);
    tx.commit().unwrap();
}

/// The pages give every row SQLite reads, each value the same (a whole REAL read as the integer
/// the page keeps), at the usual page size and the smallest, with rows over many overflow pages.
#[test]
fn the_pages_give_every_row_sqlite_reads() {
    for page_size in [4096, 512] {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("t.db");
        table(&db, page_size, 3_000);
        let (rows, walk) = by_pages(&db);
        let expected = by_sqlite(&db, "t");
        assert_eq!(rows.len(), 3_000);
        assert_eq!(walk.skipped, 0);
        for ((id, values), (sqlite_id, sqlite_values)) in rows.iter().zip(&expected) {
            assert_eq!(id, sqlite_id);
            for (v, s) in values.iter().zip(sqlite_values) {
                match (v, s) {
                    (Value::Integer(i), Value::Real(x)) => assert_eq!(*i as f64, *x),
                    _ => assert_eq!(v, s, "row {id}"),
                }
            }
        }
        assert_eq!(PageFile::open(&db).unwrap().page_size(), page_size);
    }
}

/// Rows deleted stay on their pages until the pages are used again; those pages are on the
/// list of free pages, and the reader leaves them out.
#[test]
fn deleted_rows_on_free_pages_are_not_read() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    table(&db, 4096, 3_000);
    let conn = Connection::open(&db).unwrap();
    conn.execute("DELETE FROM t WHERE id > 100", []).unwrap();
    let free: i64 = conn.query_row("PRAGMA freelist_count", [], |r| r.get(0)).unwrap();
    drop(conn);
    assert!(free > 10, "{free} free pages");
    let (rows, _) = by_pages(&db);
    assert_eq!(rows.iter().map(|(id, _)| *id).collect::<Vec<_>>(), (1..=100).collect::<Vec<_>>());
}

/// A damaged header (the first page overwritten): the page size is found from the pages, and
/// every row on the other pages is still read.
#[test]
fn a_damaged_first_page_leaves_the_other_pages_readable() {
    for page_size in [1024, 4096] {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("t.db");
        table(&db, page_size, 2_000);
        let expected = by_sqlite(&db, "t");
        let mut bytes = std::fs::read(&db).unwrap();
        bytes[..page_size].fill(0xA5);
        std::fs::write(&db, bytes).unwrap();
        let file = PageFile::open(&db).unwrap();
        assert!(!file.header_read);
        assert_eq!(file.page_size(), page_size);
        let (rows, _) = by_pages(&db);
        // The table's root is page 2: no row was on page 1.
        assert_eq!(rows.len(), expected.len());
    }
}

/// Varints of one to nine bytes, and records of each serial type, as the file format gives
/// them.
#[test]
fn varints_and_records_read_as_the_format_says() {
    assert_eq!(varint(&[0x05]), Some((5, 1)));
    assert_eq!(varint(&[0x81, 0x00]), Some((128, 2)));
    assert_eq!(varint(&[0xff; 9]), Some((u64::MAX, 9)));
    assert_eq!(varint(&[0x81]), None);
    // A header of 8 bytes (its length, then NULL, 1-byte int, 0, 1, text of 2, blob of 1,
    // 2-byte int), then the bodies.
    let payload = [8, 0, 1, 8, 9, 17, 14, 2, 0xfe, b'h', b'i', 0xAB, 0x01, 0x00];
    assert_eq!(
        record(&payload),
        Some(vec![
            Value::Null,
            Value::Integer(-2),
            Value::Integer(0),
            Value::Integer(1),
            Value::Text("hi".into()),
            Value::Blob(vec![0xAB]),
            Value::Integer(256),
        ])
    );
    // Bodies longer or shorter than the payload, a reserved type, text that is not UTF-8.
    assert_eq!(record(&payload[..13]), None);
    assert_eq!(record(&[2, 10]), None);
    assert_eq!(record(&[2, 15, 0xff]), None);
    assert_eq!(record(&[3, 1, 1, 5, 6]), Some(vec![Value::Integer(5), Value::Integer(6)]));
    assert_eq!(record(&[3, 1, 1, 5, 6, 7]), None);
}
