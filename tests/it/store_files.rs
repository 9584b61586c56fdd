//! Files of the store that are not what they should be: a link to a device, a FIFO or a folder
//! where a file should be is named before anything hangs, fills memory or loses a session; a
//! rollback journal of garbage is cleared as SQLite clears it, without a false note.

use std::ffi::CString;
use std::path::Path;
use std::time::Duration;

use crate::cli::{Run, flat};
use crate::store::{drill, history, stats_answers};

/// Long enough for a slow machine, far shorter than a hang: a command that waited on a FIFO or
/// read /dev/zero on would be stopped here, failing the test.
const PATIENCE: Duration = Duration::from_secs(60);

/// A FIFO at `path`.
fn fifo(path: &Path) {
    let name = CString::new(path.to_str().unwrap()).unwrap();
    // SAFETY: a valid, NUL-terminated path.
    assert_eq!(unsafe { libc::mkfifo(name.as_ptr(), 0o600) }, 0);
}

/// What `stats` says and its exit code, within [`PATIENCE`].
fn stats(dir: &Path) -> (Option<i32>, String) {
    let out = Run::new(&["stats"]).data_dir(dir).timeout(PATIENCE).output();
    (out.status.code(), flat(&String::from_utf8_lossy(&out.stderr)))
}

/// A progress.json, a database or a rollback journal that is a link to /dev/zero or a FIFO: a
/// command hung on the FIFO, or read /dev/zero until memory ran out (4.3 GB in 5 s). `stats`
/// now names the file and exits 1 at once; a drill says before its first question that nothing
/// will be saved, and why.
#[test]
fn a_store_file_that_is_a_device_or_a_fifo_is_named_not_read() {
    for name in ["progress.json", "progress.db", "progress.db-journal"] {
        for kind in ["/dev/zero", "FIFO"] {
            let dir = tempfile::tempdir().unwrap();
            if name != "progress.json" {
                history(dir.path(), 30);
            }
            let path = dir.path().join(name);
            let _ = std::fs::remove_file(&path);
            let what = if kind == "FIFO" {
                fifo(&path);
                "a FIFO"
            } else {
                std::os::unix::fs::symlink(kind, &path).unwrap();
                "a character device"
            };
            let said = format!("{}: not a regular file but {what}", path.display());
            let (code, err) = stats(dir.path());
            assert_eq!((code, err.as_str()), (Some(1), format!("error: {said}").as_str()), "{name} {kind}");
            let out = Run::new(&["drill", "hand-totals", "--count", "2", "--seed", "1"])
                .data_dir(dir.path())
                .stdin("12\n13\n")
                .timeout(PATIENCE)
                .output();
            let err = flat(&String::from_utf8_lossy(&out.stderr));
            assert_eq!(out.status.code(), Some(0), "{name} {kind}: {err}");
            assert!(
                err.starts_with(&format!(
                    "note: nothing of this session will be saved: your answers cannot be written ({said})"
                )),
                "{name} {kind}: {err}"
            );
        }
    }
}

/// The journal of a session that ended without saving, a link to /dev/zero or a FIFO: reading
/// it hung. It is left in place with a note naming it, and every other answer is counted and
/// saved.
#[test]
fn a_session_journal_that_is_a_device_or_a_fifo_is_left_with_a_note() {
    for kind in ["/dev/zero", "FIFO"] {
        let dir = tempfile::tempdir().unwrap();
        history(dir.path(), 30);
        let journal = dir.path().join("journal-1795996000-42-0badcafe.jsonl");
        let what = if kind == "FIFO" {
            fifo(&journal);
            "a FIFO"
        } else {
            std::os::unix::fs::symlink(kind, &journal).unwrap();
            "a character device"
        };
        let note = format!(
            "note: {}: this journal of an unsaved session could not be read (not a regular file but {what}); it was left in place",
            journal.display()
        );
        let (code, err) = stats(dir.path());
        assert_eq!((code, err), (Some(0), note.clone()));
        // Said as the drill reads the standing, and again by its save.
        assert_eq!(drill(dir.path(), 0), format!("{note} {note}"));
        assert_eq!(stats_answers(dir.path()), (32, note));
    }
}

/// A `progress.lock` or a `progress.db-journal` that is a folder passed the check before the
/// first question, and the session's answers were lost at its end. The check says it now.
#[test]
fn a_lock_or_journal_that_is_a_folder_is_said_before_the_first_question() {
    for name in ["progress.lock", "progress.db-journal"] {
        let dir = tempfile::tempdir().unwrap();
        history(dir.path(), 30);
        let path = dir.path().join(name);
        let _ = std::fs::remove_file(&path);
        std::fs::create_dir(&path).unwrap();
        let (out, err) = Run::new(&["drill", "hand-totals", "--count", "2", "--seed", "1"])
            .data_dir(dir.path())
            .stdin("12\n13\n")
            .expect(0);
        let err = flat(&err);
        assert!(
            err.starts_with(&format!(
                "note: nothing of this session will be saved: your answers cannot be written ({}: not a regular file but a folder)",
                path.display()
            )),
            "{name}: {err}"
        );
        // Said before the first question, as the terminal shows them: stderr before stdout.
        assert!(out.starts_with("\nQuestion 1 of 2") || out.starts_with("Question 1 of 2"), "{out}");
        assert!(err.ends_with("note: as said at the start, your 2 answers of this session were not saved"));
    }
}

/// A `progress.db-journal` of garbage (no rollback journal's header): `stats` and drills said
/// the progress could not be read ("attempt to write a readonly database") and that it would
/// be kept aside, which no save did. SQLite clears such a journal when it opens the database to
/// write, and finds nothing to play back: every answer reads, and nothing is said.
#[test]
fn a_garbage_rollback_journal_is_cleared_without_a_note() {
    let dir = tempfile::tempdir().unwrap();
    history(dir.path(), 30);
    let journal = dir.path().join("progress.db-journal");
    std::fs::write(&journal, "pages of nothing at all ".repeat(100)).unwrap();
    assert_eq!(stats_answers(dir.path()), (30, String::new()));
    assert_eq!(std::fs::metadata(&journal).map(|m| m.len()).unwrap_or(0), 0);
    std::fs::write(&journal, "pages of nothing at all ".repeat(100)).unwrap();
    assert_eq!(drill(dir.path(), 0), "");
    assert_eq!(stats_answers(dir.path()), (32, String::new()));
    let names: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    assert!(!names.iter().any(|n| n.contains("damaged") || n.contains("unreadable")), "{names:?}");
}

#[test]
fn a_read_only_data_folder_is_told_before_the_first_question() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("read-only");
    std::fs::create_dir(&folder).unwrap();
    std::fs::set_permissions(&folder, std::fs::Permissions::from_mode(0o555)).unwrap();
    // Permissions do not stop root; sysfs refuses new files to everyone.
    let probe = folder.join("probe");
    let folder =
        if std::fs::write(&probe, "").is_ok() { Path::new("/sys/kernel").to_path_buf() } else { folder };
    let (out, err) = Run::new(&["drill", "hand-totals", "--seed", "1", "--count", "2"])
        .data_dir(&folder)
        .stdin("12\n13\n")
        .expect(0);
    assert!(err.starts_with("note: nothing of this session will be saved"), "{err}");
    assert!(out.contains("Question 2"), "{out}");
    assert!(err.contains("your 2 answers of this session were not saved"), "{err}");
    assert!(!folder.join("progress.db").exists());
}
