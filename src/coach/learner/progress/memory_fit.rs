//! The memory model's parameters fitted to the learner's answers, kept between reads in
//! `memory_fit.json` beside the answers' database, whose layout it leaves alone: a fit takes a
//! fifth of a second or more (the README's figures), and the home replays the answers at every
//! read. The file only spares work: one missing, damaged or of another version is fitted again
//! and replaced, and one that cannot be written means fitting again at the next read, said to
//! no one; the answers themselves are never touched.

use std::fs;
use std::path::Path;
use std::process;
use std::sync::atomic::{AtomicU64, Ordering};

use serde::{Deserialize, Serialize};

use super::Store;
use crate::coach::learner::memory::{KeptFit, MemoryReplay};
use crate::coach::learner::store::read_bounded;

/// The file that keeps the fits, in the data folder.
pub const FIT_FILE: &str = "memory_fit.json";

/// The version of that file this build writes and reads: another one is fitted again.
pub const FIT_FORMAT_VERSION: u32 = 1;

/// The largest file read: a fit takes under a kilobyte, one for each table and drill read alone,
/// so a file past this is not one this build wrote.
const FIT_FILE_LIMIT: u64 = 1 << 20;

/// The fits kept, as saved.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct FitFile {
    /// The file's format version ([`FIT_FORMAT_VERSION`]).
    version: u32,
    /// One fit for each set of answers read.
    fits: Vec<ScopedFit>,
}

/// A fit, and the answers it was fitted to.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct ScopedFit {
    /// The table whose answers were read, none for every table's.
    table: Option<String>,
    /// The drill whose answers alone were read, none for every drill's.
    drill: Option<String>,
    fit: KeptFit,
}

impl ScopedFit {
    fn of(&self, table: Option<&str>, drill: Option<&str>) -> bool {
        self.table.as_deref() == table && self.drill.as_deref() == drill
    }
}

/// Tells apart the files being written by one process's threads (the server's requests).
static WRITES: AtomicU64 = AtomicU64::new(0);

/// The fits kept at `path`: none when the file is missing, cannot be read, is damaged or is of
/// another version.
fn read_fits(path: &Path) -> Vec<ScopedFit> {
    let Ok(Some(bytes)) = read_bounded(path, FIT_FILE_LIMIT) else { return Vec::new() };
    match serde_json::from_slice::<FitFile>(&bytes) {
        Ok(file) if file.version == FIT_FORMAT_VERSION => file.fits,
        _ => Vec::new(),
    }
}

/// Writes `fits` whole to a file of its own, then puts it in place, so a reader finds the old
/// file or the new one, never half of one. A failure leaves the old file, or none.
fn write_fits(dir: &Path, fits: Vec<ScopedFit>) {
    let Ok(text) = serde_json::to_string_pretty(&FitFile { version: FIT_FORMAT_VERSION, fits }) else {
        return;
    };
    let temp =
        dir.join(format!("{FIT_FILE}.{}-{}.new", process::id(), WRITES.fetch_add(1, Ordering::Relaxed)));
    let written = fs::write(&temp, text + "\n").and_then(|()| fs::rename(&temp, dir.join(FIT_FILE)));
    if written.is_err() {
        let _ = fs::remove_file(&temp);
    }
}

impl Store {
    /// Works out `replay`'s model, from the fit kept for the same answers (those at `table`,
    /// every table's when none, of `drill` alone when given) while it still stands for them
    /// ([`KeptFit::stands_for`]), else fitted again and kept for the next read. A fit that
    /// cannot be kept costs the next read a fit, and nothing else: it is not said.
    pub fn settle_memory(&self, replay: &mut MemoryReplay, table: Option<&str>, drill: Option<&str>) {
        let mut fits = read_fits(&self.dir().join(FIT_FILE));
        replay.keep_fit(fits.iter().find(|f| f.of(table, drill)).map(|f| f.fit.clone()));
        let Some(fit) = replay.fitted_here() else { return };
        fits.retain(|f| !f.of(table, drill));
        fits.push(ScopedFit { table: table.map(str::to_string), drill: drill.map(str::to_string), fit });
        // Into the folder as it is: making it is the first save's work, not a cache's.
        write_fits(self.dir(), fits);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::coach::learner::memory::ModelParameters;
    use crate::coach::learner::record::AnswerRecord;

    const DAY: u64 = 86_400;
    const NOW: u64 = 40 * DAY;

    /// `items` items at `book` answered once on each of `days`: right but when the item's number
    /// and the day say otherwise; a kept fit of `store`'s for the answers at `book` when given.
    fn replay(store: Option<&Store>, items: usize, days: &[u64]) -> MemoryReplay {
        let mut replay = MemoryReplay::new();
        for &d in days {
            for i in 0..items {
                let correct = !(i as u64 * 7 + d * 3).is_multiple_of(5);
                let key = format!("item {i}");
                replay.add(&AnswerRecord { key, correct, at: d * DAY + i as u64, ..AnswerRecord::sample() });
            }
        }
        if let Some(store) = store {
            store.settle_memory(&mut replay, Some("book"), None);
        }
        replay
    }

    const DAYS: [u64; 8] = [0, 2, 4, 7, 11, 16, 22, 29];

    fn text(store: &Store) -> String {
        fs::read_to_string(store.dir().join(FIT_FILE)).unwrap()
    }

    /// A fit is kept, read again instead of fitting the same answers and a few more (the file
    /// unchanged, the report a fresh fit's), and made again once they grow a quarter.
    #[test]
    fn a_fit_is_kept_until_the_answers_grow_a_quarter() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::new(dir.path());
        let first = replay(Some(&store), 120, &DAYS[..6]);
        let written = text(&store);
        assert!(first.fitted_here().is_some() && written.contains("\"of\": 600"), "{written}");
        let fresh = replay(None, 120, &DAYS[..6]);
        let again = replay(Some(&store), 120, &DAYS[..6]);
        assert_eq!(again.fitted_here(), None, "read, not fitted");
        assert_eq!(again.report(NOW), fresh.report(NOW), "the report a fresh fit gives");
        assert_eq!(text(&store), written);
        // 120 more reviews, a fifth more: the kept fit still predicts, said of all 720.
        let grown = replay(Some(&store), 120, &DAYS[..7]);
        assert_eq!(grown.fitted_here(), None);
        let ModelParameters::Fitted { parameters, .. } = fresh.parameters() else { panic!() };
        assert_eq!(
            grown.parameters(),
            &ModelParameters::Fitted { reviews: 600, of: 720, parameters: *parameters }
        );
        assert_eq!(text(&store), written);
        // 240 more, two fifths: fitted again, and kept.
        let refitted = replay(Some(&store), 120, &DAYS);
        let fit = refitted.fitted_here().expect("fitted again");
        assert_eq!((fit.of, fit.reviews), (840, 840));
        assert_eq!(refitted.report(NOW), replay(None, 120, &DAYS).report(NOW));
        assert!(text(&store).contains("\"of\": 840"), "{}", text(&store));
        assert_eq!(replay(Some(&store), 120, &DAYS).fitted_here(), None);
    }

    /// A file damaged, of another version or holding parameters no fit gives is fitted again
    /// and replaced; one that cannot be written costs the next read a fit, and nothing else.
    #[test]
    fn a_damaged_or_unwritable_file_is_fitted_again() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::new(dir.path());
        let path = dir.path().join(FIT_FILE);
        let fresh = replay(None, 120, &DAYS[..6]).report(NOW);
        let good = {
            replay(Some(&store), 120, &DAYS[..6]);
            text(&store)
        };
        let versioned = good.replace("\"version\": 1", "\"version\": 9");
        let mut wild: FitFile = serde_json::from_str(&good).unwrap();
        wild.fits[0].fit.parameters[0] = 1e6;
        let wild = serde_json::to_string(&wild).unwrap();
        for damaged in ["not json".to_string(), versioned, "{}".to_string(), String::new(), wild] {
            fs::write(&path, &damaged).unwrap();
            let r = replay(Some(&store), 120, &DAYS[..6]);
            assert!(r.fitted_here().is_some(), "{damaged}");
            assert_eq!(r.report(NOW), fresh);
            assert_eq!(text(&store), good, "replaced");
        }
        fs::remove_file(&path).unwrap();
        fs::create_dir(&path).unwrap();
        assert_eq!(replay(Some(&store), 120, &DAYS[..6]).report(NOW), fresh, "a folder in its place");
        let leftovers = fs::read_dir(dir.path()).unwrap().count();
        assert_eq!(leftovers, 1, "no file half written left behind");
        let nowhere = Store::new(dir.path().join("none"));
        assert_eq!(replay(Some(&nowhere), 120, &DAYS[..6]).report(NOW), fresh);
        assert!(!nowhere.dir().exists(), "a cache makes no folder");
    }

    /// Each set of answers read keeps a fit of its own: every table's, one table's, one drill's.
    #[test]
    fn each_set_of_answers_keeps_its_own_fit() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::new(dir.path());
        for (table, drill) in [(Some("book"), None), (None, None), (Some("book"), Some("strategy"))] {
            let mut r = replay(None, 120, &DAYS[..6]);
            store.settle_memory(&mut r, table, drill);
            assert!(r.fitted_here().is_some(), "{table:?} {drill:?}");
        }
        assert_eq!(text(&store).matches("\"of\": 600").count(), 3, "{}", text(&store));
        let mut r = replay(None, 120, &DAYS[..6]);
        store.settle_memory(&mut r, None, None);
        assert_eq!(r.fitted_here(), None);
    }
}
