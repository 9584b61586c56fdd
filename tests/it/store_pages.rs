//! A damaged page of the answers table loses no answer the file still holds: the store reads
//! its pages directly when SQLite cannot read past one, and every read (`stats`, the exports)
//! heals it first. Each count is checked against one made apart from the store: SQLite's own
//! count before the damage, and the answers a damaged page held, found in its bytes.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use bjcoach::coach::learner::progress::Store;
use bjcoach::coach::learner::record::AnswerRecord;

use crate::cli::{Run, flat};
use crate::store::{answer, drill, healed, overwrite_page, saved, stats_answers};

/// The size of the store of the reproduction (issue 30, 4).
const HELD: usize = 17_641;

/// Answer `n`, its answer text long enough (160 bytes) that the answers table is three pages
/// deep, so that it has interior pages below its root.
fn long_answer(n: usize) -> AnswerRecord {
    AnswerRecord { answer: format!("{:-<160}", format!("answer #{n:05} ")), ..answer(n) }
}

/// The number `n` of the answer whose text this is.
fn number(text: &str) -> usize {
    text["answer #".len().."answer #".len() + 5].parse().unwrap()
}

/// One store of [`HELD`] answers saved in one session, built once for every test here, and
/// its answers.
fn built() -> &'static (tempfile::TempDir, Vec<AnswerRecord>) {
    static BUILT: OnceLock<(tempfile::TempDir, Vec<AnswerRecord>)> = OnceLock::new();
    BUILT.get_or_init(|| {
        let dir = tempfile::tempdir().unwrap();
        let all: Vec<AnswerRecord> = (0..HELD).map(long_answer).collect();
        Store::new(dir.path()).append(&all).unwrap();
        (dir, all)
    })
}

/// A data folder of its own holding a copy of the built store, and the database's path.
fn copy_of_store() -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("progress.db");
    std::fs::copy(built().0.path().join("progress.db"), &db).unwrap();
    // The independent count: SQLite's own, before any damage.
    let conn = rusqlite::Connection::open(&db).unwrap();
    let count: i64 = conn.query_row("SELECT count(*) FROM answers", [], |r| r.get(0)).unwrap();
    assert_eq!(count as usize, HELD);
    (dir, db)
}

/// The bytes of page `n` (from 1) of a database of 4 KiB pages.
fn page(db: &Path, n: u64) -> Vec<u8> {
    std::fs::read(db).unwrap()[(n as usize - 1) * 4096..n as usize * 4096].to_vec()
}

/// The page the answers table's tree starts from, as SQLite names it.
fn root_of_answers(db: &Path) -> u64 {
    let conn = rusqlite::Connection::open(db).unwrap();
    conn.query_row("SELECT rootpage FROM sqlite_master WHERE name = 'answers'", [], |r| r.get(0)).unwrap()
}

/// The numbers of the answers whose text is in these bytes (a page of the table).
fn answers_in(bytes: &[u8]) -> Vec<usize> {
    let mut found: Vec<usize> = bytes
        .windows(14)
        .filter(|w| w.starts_with(b"answer #") && w[8..13].iter().all(u8::is_ascii_digit))
        .map(|w| number(std::str::from_utf8(w).unwrap()))
        .collect();
    found.sort_unstable();
    found.dedup();
    found
}

/// Whether SQLite can count the answers of this database.
fn sqlite_counts(db: &Path) -> bool {
    let conn = rusqlite::Connection::open_with_flags(db, rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY).unwrap();
    // Counted on the table itself: SQLite would count the entries of its index instead.
    conn.query_row("SELECT count(*) FROM answers NOT INDEXED", [], |r| r.get::<_, i64>(0)).is_ok()
}

/// The answers now saved are `all` but those numbered in `lost`, in order, each as it was
/// saved, followed by `after` more.
fn assert_kept(db: &Path, all: &[AnswerRecord], lost: &[usize], after: usize) {
    let now = saved(db);
    let expected: Vec<&AnswerRecord> =
        all.iter().enumerate().filter(|(n, _)| !lost.contains(n)).map(|(_, a)| a).collect();
    assert_eq!(now.len(), expected.len() + after);
    for (got, want) in now.iter().zip(&expected) {
        assert_eq!(&got, want);
    }
}

/// The reproduction: page 2, the answers table's root, overwritten in a store of 17,641
/// answers. A drill said the file was kept as `progress.db.unreadable` and a new one started,
/// 0 answers kept, though every answer was still on its page. Now the drill keeps all 17,641
/// (SQLite's count before the damage), each as it was saved, and says so.
#[test]
fn a_damaged_root_of_the_answers_loses_no_answer() {
    let (dir, db) = copy_of_store();
    assert_eq!(root_of_answers(&db), 2);
    overwrite_page(&db, 4096);
    assert!(!sqlite_counts(&db), "SQLite reads past the damaged root");
    // The drill heals the store as it reads the learner's standing, before its first question.
    let err = drill(dir.path(), 0);
    assert_eq!(err, format!("note: {}", healed(&dir.path().join("progress.db.damaged"), HELD, HELD)));
    assert_kept(&db, &built().1, &[], 2);
    assert_eq!(stats_answers(dir.path()), (HELD as u64 + 2, String::new()));
}

/// An interior page below the root overwritten: SQLite reads none of the answers under it
/// (21,410 were lost that way in a store of a million); the pages give every one back.
#[test]
fn a_damaged_interior_page_of_the_answers_loses_no_answer() {
    let (dir, db) = copy_of_store();
    let root = page(&db, root_of_answers(&db));
    assert_eq!(root[0], 0x05, "the root is an interior page");
    // The root's first cell starts with the page number of its left child.
    let first_cell = u16::from_be_bytes([root[12], root[13]]) as usize;
    let child = u32::from_be_bytes(root[first_cell..first_cell + 4].try_into().unwrap());
    assert_eq!(page(&db, u64::from(child))[0], 0x05, "the table is three pages deep");
    overwrite_page(&db, (u64::from(child) - 1) * 4096);
    assert!(!sqlite_counts(&db));
    // The answers under it are the oldest: no save reaches them, the export does.
    assert_eq!(drill(dir.path(), 0), "");
    let (exported, err) = export_json(dir.path());
    assert_eq!(err, format!("note: {}", healed(&dir.path().join("progress.db.damaged"), HELD + 2, HELD + 2)));
    assert_kept(&db, &built().1, &[], 2);
    assert_eq!(exported.answers, saved(&db));
}

/// `stats --export json` to a file, read back, and what it said.
fn export_json(dir: &Path) -> (bjcoach::coach::learner::progress::Progress, String) {
    let json = dir.join("export.json");
    let (_, err) =
        Run::new(&["stats", "--export", "json", "-o", json.to_str().unwrap()]).data_dir(dir).expect(0);
    (serde_json::from_str(&std::fs::read_to_string(json).unwrap()).unwrap(), flat(&err))
}

/// A page of answers overwritten: only the answers it held are lost (found in its bytes before
/// the damage), every other one kept. No save reaches that page (answers are added at the end),
/// and the learner's standing is read from the summaries: the export reads every answer, and
/// heals the store first.
#[test]
fn a_damaged_leaf_page_loses_only_its_own_answers() {
    let (dir, db) = copy_of_store();
    let at = crate::store::page_holding(&db, "answer #09000");
    let bytes = page(&db, at / 4096 + 1);
    let on_page = answers_in(&bytes);
    assert!(on_page.contains(&9000) && on_page.len() > 5, "{on_page:?}");
    // The page's header counts its rows too.
    assert_eq!((bytes[0], u16::from_be_bytes([bytes[3], bytes[4]]) as usize), (0x0D, on_page.len()));
    overwrite_page(&db, at);
    assert_eq!(drill(dir.path(), 0), "");
    let (exported, err) = export_json(dir.path());
    let kept = HELD - on_page.len();
    assert_eq!(err, format!("note: {}", healed(&dir.path().join("progress.db.damaged"), kept + 2, HELD + 2)));
    assert_kept(&db, &built().1, &on_page, 2);
    assert_eq!(exported.answers, saved(&db));
}

/// `stats` on a damaged store failed on every run (no save came to heal it). It heals it
/// first now, says what was kept, and counts every answer.
#[test]
fn stats_heals_a_damaged_store_first() {
    let (dir, db) = copy_of_store();
    overwrite_page(&db, 4096);
    let (n, err) = stats_answers(dir.path());
    assert_eq!(n as usize, HELD);
    assert!(err.contains(&format!("all {HELD} of its answers could still be read")), "{err}");
    assert!(err.contains("the damaged file is kept as"), "{err}");
    assert_kept(&db, &built().1, &[], 0);
    assert_eq!(stats_answers(dir.path()), (HELD as u64, String::new()));
}

/// `stats --export csv` on a damaged store wrote the answers up to the damaged page with exit
/// 0. It heals the store first now and writes every answer kept, to a file or to standard
/// output, each once.
#[test]
fn an_export_of_a_damaged_store_heals_it_first_and_writes_every_answer_kept() {
    for to_file in [true, false] {
        let (dir, db) = copy_of_store();
        let at = crate::store::page_holding(&db, "answer #03000");
        let on_page = answers_in(&page(&db, at / 4096 + 1));
        overwrite_page(&db, at);
        let csv = dir.path().join("progress.csv");
        let mut args = vec!["stats", "--export", "csv"];
        if to_file {
            args.extend(["-o", csv.to_str().unwrap()]);
        }
        let (out, err) = Run::new(&args).data_dir(dir.path()).expect(0);
        let kept = HELD - on_page.len();
        let text = if to_file {
            assert_eq!(out, format!("Wrote {kept} answers to {}.\n", csv.display()));
            std::fs::read_to_string(&csv).unwrap()
        } else {
            out
        };
        let err = flat(&err);
        assert!(err.contains(&format!("{kept} of its {HELD} answers could still be read")), "{err}");
        let written: Vec<usize> =
            text.lines().skip(1).map(|line| number(&line[line.find("answer #").unwrap()..])).collect();
        let expected: Vec<usize> = (0..HELD).filter(|n| !on_page.contains(n)).collect();
        assert_eq!(written, expected);
    }
}
