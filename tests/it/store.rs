//! The learner's store when the disk fails it: a damaged database heals, keeping every answer
//! that can still be read, and what it tells the learner is true.

use std::io::{Seek, SeekFrom, Write};
use std::path::Path;

use bjcoach::coach::learner::progress::Store;
use bjcoach::coach::learner::record::AnswerRecord;

use crate::cli::{NOW, Run, flat};

/// Answer `n` of a history, each told apart by its answer text (kept in the answers alone).
pub(crate) fn answer(n: usize) -> AnswerRecord {
    AnswerRecord {
        drill: "hand-totals".into(),
        table: "book".into(),
        key: format!("total {}", n % 17),
        answer: format!("answer #{n:05}"),
        expected: "12".into(),
        correct: !n.is_multiple_of(4),
        mistake: None,
        cost_percent: None,
        response_ms: Some(1500 + (n as u64 % 7) * 100),
        at: NOW - 86_400 * 3 + n as u64 * 60,
        retry: false,
    }
}

/// A store of `n` answers, saved a session of 25 at a time.
pub(crate) fn history(dir: &Path, n: usize) -> Vec<AnswerRecord> {
    let all: Vec<AnswerRecord> = (0..n).map(answer).collect();
    let store = Store::new(dir);
    for session in all.chunks(25) {
        store.append(session).unwrap();
    }
    all
}

/// Writes 4 KiB of 0xFF over the page at this offset, as a failing disk might.
pub(crate) fn overwrite_page(db: &Path, offset: u64) {
    let mut file = std::fs::OpenOptions::new().write(true).open(db).unwrap();
    file.seek(SeekFrom::Start(offset)).unwrap();
    file.write_all(&[0xFF; 4096]).unwrap();
    file.sync_all().unwrap();
}

/// A drill of two answers in this data folder; returns its standard error.
pub(crate) fn drill(dir: &Path, code: i32) -> String {
    let answers = dir.join("answers.txt");
    std::fs::write(&answers, "12\n13\n").unwrap();
    let args =
        ["drill", "hand-totals", "--count", "2", "--seed", "1", "--answers", answers.to_str().unwrap()];
    flat(&Run::new(&args).data_dir(dir).expect(code).1)
}

pub(crate) fn stats_answers(dir: &Path) -> (u64, String) {
    let (out, err) = Run::new(&["stats", "--format", "json"]).data_dir(dir).expect(0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    (v["answers"].as_u64().unwrap(), flat(&err))
}

/// The answers of a database that can be read one by one, by id: counted apart from the way
/// the store recovers them (in ranges, cut in two around what cannot be read).
fn readable_one_by_one(db: &Path, highest: usize) -> Vec<String> {
    let conn = rusqlite::Connection::open_with_flags(db, rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY).unwrap();
    (1..=highest as i64)
        .filter_map(|id| conn.query_row("SELECT answer FROM answers WHERE id = ?1", [id], |r| r.get(0)).ok())
        .collect()
}

/// The answers the progress database holds, oldest first.
pub(crate) fn saved(db: &Path) -> Vec<AnswerRecord> {
    let conn = rusqlite::Connection::open(db).unwrap();
    let mut answers = Vec::new();
    bjcoach::coach::learner::store::each_answer(&conn, |a| {
        answers.push(a);
        Ok(())
    })
    .unwrap();
    answers
}

/// The page of the file that holds these bytes first.
pub(crate) fn page_holding(db: &Path, text: &str) -> u64 {
    let bytes = std::fs::read(db).unwrap();
    let at = bytes.windows(text.len()).position(|w| w == text.as_bytes()).unwrap();
    (at as u64 / 4096) * 4096
}

/// What the learner is told when the store heals: how many answers were kept and where the
/// damaged file is.
pub(crate) fn healed(kept: &Path, readable: usize, held: usize) -> String {
    let of = if readable == held {
        format!("all {held} of its answers")
    } else {
        format!("{readable} of its {held} answers")
    };
    format!(
        "your saved progress was damaged (database disk image is malformed): {of} could still be read and are kept in a new database; the damaged file is kept as {}",
        kept.display()
    )
}

/// The answers recovered are those that could be read, in their order, each as it was saved.
fn assert_recovered(saved: &[AnswerRecord], readable: &[String], all: &[AnswerRecord]) {
    let texts: Vec<&str> = saved.iter().map(|a| a.answer.as_str()).collect();
    assert_eq!(texts[..readable.len()], readable.iter().map(String::as_str).collect::<Vec<_>>()[..]);
    for a in &saved[..readable.len()] {
        let n: usize = a.answer["answer #".len()..].parse().unwrap();
        assert_eq!(a, &all[n]);
    }
}

/// The reproduction: a few hundred answers, then 4 KiB of 0xFF over the fourth page (4096×3),
/// which holds the table of journals already saved. Every save used to fail with "database
/// disk image is malformed" and the file was never set aside; now the next drill, or `stats`,
/// keeps the damaged file, moves every answer into a new database, and says so (a drill before
/// its first question, as it reads the learner's standing); `stats`, drills and `stats --reset`
/// work afterwards.
#[test]
fn a_damaged_page_is_healed_by_the_next_drill_keeping_every_answer_that_can_be_read() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let all = history(&data, 300);
    let db = data.join("progress.db");
    overwrite_page(&db, 4096 * 3);
    let damaged = std::fs::read(&db).unwrap();
    let readable = readable_one_by_one(&db, 300);
    assert_eq!(readable.len(), 300, "the page holds no answer");
    // The same damaged folder, for `stats` to heal.
    let other = dir.path().join("other");
    std::fs::create_dir(&other).unwrap();
    std::fs::copy(&db, other.join("progress.db")).unwrap();
    let (n, err) = stats_answers(&other);
    assert_eq!((n, err), (300, format!("note: {}", healed(&other.join("progress.db.damaged"), 300, 300))));
    assert_recovered(&saved(&other.join("progress.db")), &readable, &all);

    let err = drill(&data, 0);
    let kept = data.join("progress.db.damaged");
    assert!(err.starts_with(&format!("note: {}", healed(&kept, 300, 300))), "{err}");
    assert!(std::fs::read(&kept).unwrap() == damaged, "the damaged file is kept as it was");
    let now = saved(&db);
    assert_recovered(&now, &readable, &all);
    assert_eq!(now.len(), 302);
    assert!(now[300..].iter().all(|a| a.answer == "12" || a.answer == "13"), "{:?}", &now[300..]);
    // Everything works afterwards: stats, the next session, a reset.
    assert_eq!(stats_answers(&data), (302, String::new()));
    assert_eq!(drill(&data, 0), "");
    assert_eq!(stats_answers(&data).0, 304);
    let out = Run::new(&["stats", "--reset", "--yes"]).data_dir(&data).ok();
    assert!(out.contains("Your progress (304 answers) was reset"), "{out}");
    assert_eq!(stats_answers(&data).0, 0);
}

/// A page of the answers themselves overwritten: the summaries still read and a drill still
/// saves (its answers go at the end), but `stats --reset` cannot back the answers up. It heals
/// the store first, keeping every answer that can still be read (counted here one by one, apart
/// from the store's way of reading them in ranges), backs those up and resets.
#[test]
fn a_damaged_page_of_answers_is_healed_by_a_reset_that_backs_up_what_can_be_read() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let all = history(&data, 300);
    let db = data.join("progress.db");
    overwrite_page(&db, page_holding(&db, "answer #00150"));
    let readable = readable_one_by_one(&db, 300);
    assert!((200..300).contains(&readable.len()), "{} readable", readable.len());
    assert!(!readable.iter().any(|a| a == "answer #00150"));
    assert_eq!(drill(&data, 0), "");
    assert_eq!(stats_answers(&data).0, 302);
    let damaged = std::fs::read(&db).unwrap();

    let (out, err) = Run::new(&["stats", "--reset", "--yes"]).data_dir(&data).expect(0);
    let kept = data.join("progress.db.damaged");
    assert!(flat(&err).ends_with(&healed(&kept, readable.len() + 2, 302)), "{err}");
    assert!(std::fs::read(&kept).unwrap() == damaged, "the damaged file is kept as it was");
    let n = readable.len() + 2;
    assert!(out.contains(&format!("Your progress ({n} answers) was reset")), "{out}");
    let backup = data.join(format!("progress.json.reset-{NOW}"));
    let backed_up: bjcoach::coach::learner::progress::Progress =
        serde_json::from_str(&std::fs::read_to_string(backup).unwrap()).unwrap();
    assert_recovered(&backed_up.answers, &readable, &all);
    assert_eq!(backed_up.answers.len(), n);
    assert_eq!(stats_answers(&data), (0, String::new()));
    assert_eq!(drill(&data, 0), "");
    assert_eq!(stats_answers(&data).0, 2);
}

/// Sessions on a small file system of their own (a tmpfs of 1 MiB, mounted in a user and mount
/// namespace, so no privilege is needed) that fills up under them. Run by `bash` inside
/// `unshare`, with the binary and a folder for what each step leaves: its standard error, exit
/// code, the files of the data folder, the answer at which the journal failed, and `stats`.
const FULL_DISK: &str = r#"
set -u
BIN=$1; OUT=$2; MNT=$OUT/mnt
mount -t tmpfs -o size=1m tmpfs "$MNT" || exit 99
export BJCOACH_DATA_DIR=$MNT/data NO_COLOR=1 COLUMNS=80 BJCOACH_NOW=1795996800
mkdir "$BJCOACH_DATA_DIR"
wait_for() { for _ in $(seq 600); do if eval "$1"; then return 0; fi; sleep 0.1; done; echo "timed out: $1" >&2; exit 98; }
lines() { cat "$BJCOACH_DATA_DIR"/journal-*.jsonl 2>/dev/null | wc -l; }
told() { grep -c memory "$OUT/$NAME.err"; }
# A drill answered one line at a time; the disk fills after the first answer (another program
# takes the space), answers go on until the journal cannot be written, then one more: with the
# space back when $2 is yes, on a full disk when not. Then the answers stop.
session() {
  NAME=$1
  rm -f "$OUT/in"; mkfifo "$OUT/in"
  "$BIN" drill hand-totals --count 40 --seed 1 <"$OUT/in" >/dev/null 2>"$OUT/$NAME.err" &
  pid=$!
  exec 3>"$OUT/in"
  echo 12 >&3
  wait_for '[ "$(lines)" = 1 ]'
  dd if=/dev/zero of="$MNT/filler" bs=4k 2>/dev/null
  n=1
  while [ "$(told)" = 0 ]; do
    n=$((n + 1)); echo 12 >&3
    wait_for '[ "$(lines)" = $n ] || [ "$(told)" != 0 ]'
  done
  echo "$n" > "$OUT/$NAME.failed_at"
  if [ "$2" = yes ]; then
    rm "$MNT/filler"; n=$((n + 1)); echo 12 >&3
    wait_for '[ "$(lines)" = $n ]'
  else
    n=$((n + 1)); echo 12 >&3
  fi
  exec 3>&-
  wait $pid; echo $? > "$OUT/$NAME.code"
  ls -A "$BJCOACH_DATA_DIR" > "$OUT/$NAME.files"
  rm -f "$MNT/filler"
  "$BIN" stats --format json > "$OUT/$NAME.stats"
}
session returns yes
session stays no
# The disk already full when a session starts: 32 KiB left, less than a session's journal.
dd if=/dev/zero of="$MNT/filler" bs=4k 2>/dev/null
truncate -s -32K "$MNT/filler"
NAME=full
printf '12\n13\n' | "$BIN" drill hand-totals --count 2 --seed 1 >/dev/null 2>"$OUT/full.err"
echo $? > "$OUT/full.code"
ls -A "$BJCOACH_DATA_DIR" > "$OUT/full.files"
rm "$MNT/filler"
"$BIN" stats --format json > "$OUT/full.stats"
"#;

/// A full disk loses nothing it could keep, and says only what is true. Found with the data
/// folder on a nearly full file system: no warning came before the first question (the check
/// made an empty file, which a full disk allows), every answer of the session was lost, and the
/// message said they "will be recovered". Now: a disk too full for a session's journal is said
/// before the first question, with the offer to go on unsaved; a journal that cannot be written
/// mid-session is said once, the answers kept in memory and written again when space returns,
/// then saved; and when the save at the end fails, the message counts the answers the journal
/// really holds, which the next run recovers.
#[test]
fn a_full_disk_loses_nothing_it_can_keep_and_says_what_is_true() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path();
    std::fs::create_dir(out.join("mnt")).unwrap();
    // A user namespace needs no privilege; where they are turned off, a root user can still make
    // a mount namespace of its own. The script mounts before it writes anything (exit 99 when it
    // cannot), so a first try that fails leaves nothing behind for the second.
    let in_namespace = |how: &[&str]| {
        std::process::Command::new("unshare")
            .args(how)
            .args(["bash", "-c", FULL_DISK, "bash"])
            .arg(env!("CARGO_BIN_EXE_bjcoach"))
            .arg(out)
            .output()
            .expect("unshare (util-linux) runs")
    };
    let mut run = in_namespace(&["--user", "--map-root-user", "--mount"]);
    let no_mount = |run: &std::process::Output| {
        run.status.code() == Some(99) || String::from_utf8_lossy(&run.stderr).contains("unshare failed")
    };
    if !run.status.success() && no_mount(&run) {
        let first = run;
        run = in_namespace(&["--mount"]);
        assert!(run.status.success(), "no size-limited file system could be mounted: {first:?} then {run:?}");
    }
    assert!(run.status.success(), "{run:?}");
    let read = |name: &str| std::fs::read_to_string(out.join(name)).unwrap();
    let number = |name: &str| read(name).trim().parse::<usize>().unwrap();
    let answers = |name: &str| {
        let v: serde_json::Value = serde_json::from_str(&read(name)).unwrap();
        v["answers"].as_u64().unwrap() as usize
    };
    let data = out.join("mnt/data");
    let once = "your answers are kept in memory until the journal can be written again: each new one tries again, and the session tries to save them all when it ends";

    // Space returns: the answers kept in memory are written with the next one, and all saved.
    let (err, failed_at) = (flat(&read("returns.err")), number("returns.failed_at"));
    assert!(failed_at > 2, "the journal's first page held the first answers");
    assert_eq!(err.matches(once).count(), 1, "{err}");
    assert!(err.contains("No space left on device"), "{err}");
    // The database's rollback journal is kept, emptied, between saves.
    assert_eq!(
        (number("returns.code"), read("returns.files")),
        (0, "progress.db\nprogress.db-journal\nprogress.lock\n".into())
    );
    assert_eq!(answers("returns.stats"), failed_at + 1);

    // The disk stays full: the save at the end fails, and the message counts what the journal
    // holds (every answer before the one whose line could not be written), recovered next time.
    let (err, failed_at) = (flat(&read("stays.err")), number("stays.failed_at"));
    assert_eq!(err.matches(once).count(), 1, "{err}");
    let files = read("stays.files");
    let journal = files.lines().find(|f| f.starts_with("journal-")).unwrap();
    let expected = format!(
        "error: your {} answers of this session could not be saved: {}: database or disk is full; {} of them are in {} and will be recovered next time, the other 2 are lost",
        failed_at + 1,
        data.join("progress.db").display(),
        failed_at - 1,
        data.join(journal).display()
    );
    assert!(err.ends_with(&expected), "{err}\n{expected}");
    assert_eq!(number("stays.code"), 1);
    assert_eq!(answers("stays.stats"), answers("returns.stats") + failed_at - 1);

    // Full before the first question: said then, with nothing written, and said again at the end.
    let err = flat(&read("full.err"));
    assert!(
        err.starts_with(&format!(
            "note: nothing of this session will be saved: your answers cannot be written ({}: No space left on device (os error 28))",
            data.display()
        )),
        "{err}"
    );
    assert!(
        err.ends_with("note: as said at the start, your 2 answers of this session were not saved"),
        "{err}"
    );
    assert_eq!(number("full.code"), 0);
    // Nothing written: the folder as the session before left it (its journal not yet
    // recovered), no new journal, no check file left.
    assert_eq!(read("full.files"), files);
    assert_eq!(answers("full.stats"), answers("stays.stats"));
}

/// What a bjcoach killed while checking the folder or while healing left behind is put right by
/// the next drill, nothing lost: the check's file deleted, and an unfinished new database
/// deleted beside the database still in place.
#[test]
fn a_drill_clears_what_a_killed_check_or_heal_left() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::new(dir.path());
    let all = history(dir.path(), 30);
    std::fs::write(dir.path().join(".write-check-4242-0badcafe"), "\n".repeat(4096)).unwrap();
    std::fs::write(dir.path().join("progress.db.recovering"), "half a database").unwrap();
    std::fs::write(dir.path().join("progress.db.recovering-journal"), "half a journal").unwrap();
    assert_eq!(drill(dir.path(), 0), "");
    let mut names: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names, ["answers.txt", "progress.db", "progress.db-journal", "progress.lock"]);
    let kept = saved(&store.path());
    assert_eq!(kept[..30], all[..]);
    assert_eq!(kept.len(), 32);
    assert_eq!(stats_answers(dir.path()), (32, String::new()));
}
