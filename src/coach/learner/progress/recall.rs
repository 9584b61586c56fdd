//! The memory model replayed over the answers given at a table, read from the database and from
//! the answers it does not hold yet: what the home and a progress page say is due.
//!
//! A long history is not replayed at every read: the database keeps the replay of a table's
//! answers ([`store::memory_replays`], a [`Snapshot`] of each item's memory), and a read resumes
//! it, replaying only the answers saved since and those not saved yet, while the answers settle
//! on the model it was replayed through ([`MemoryReplay::holds`]). Otherwise, or when the kept
//! replay is missing, damaged or does not count the answers the summaries count, every answer is
//! replayed, and the replay kept again once it reads [`KEEP_REPLAY_AFTER`] answers or more.

use super::notice::StoreError;
use super::{Reading, Store};
use crate::coach::learner::memory::MemoryReplay;
use crate::coach::learner::memory::resume::Snapshot;
use crate::coach::learner::record::AnswerRecord;
use crate::coach::learner::store;

/// The answers a read replays at most before it keeps its replay for the next (a kept replay is
/// written in a transaction of its own, which waits for the disk; below this a replay takes
/// less than a millisecond or two).
pub const KEEP_REPLAY_AFTER: usize = 1000;

impl Store {
    /// The answers given at `table` (of `drill` alone, when given), oldest first, with those of
    /// `reading` the database does not hold, replayed through the memory model one at a time (a
    /// million answers are never held at once), its parameters those kept from an earlier read
    /// while they stand ([`Store::settle_memory`]); resumed from the replay the database keeps
    /// when it can (see the module's notes).
    pub fn memory_at(
        &self,
        reading: &Reading,
        table: &str,
        drill: Option<&str>,
    ) -> Result<MemoryReplay, StoreError> {
        self.memory_keeping(reading, table, drill, KEEP_REPLAY_AFTER)
    }

    /// [`Store::memory_at`], keeping the replay once it reads `keep_after` answers or more.
    pub fn memory_keeping(
        &self,
        reading: &Reading,
        table: &str,
        drill: Option<&str>,
        keep_after: usize,
    ) -> Result<MemoryReplay, StoreError> {
        let of_drill = |d: &str| drill.is_none_or(|x| x == d);
        let unsaved: Vec<&AnswerRecord> =
            reading.unsaved.iter().filter(|a| a.table == table && of_drill(&a.drill) && a.counts()).collect();
        // The summaries say whether the table has answers: a table without any reads none.
        let saved_here = reading.standing.answered_at(table);
        let conn = saved_here.then(|| self.summaries(reading)).transpose()?.flatten();
        // Saved first answers the summaries count there.
        let saved = reading.standing.first_answers_at(table, drill).saturating_sub(unsaved.len());
        let keeps = !reading.damaged && reading.problem.is_none();
        if let Some(conn) = &conn
            && let Some(replay) =
                self.resumed_memory(conn, (table, drill), &unsaved, saved, keep_after, keeps)
        {
            return Ok(replay);
        }
        let mut replay = MemoryReplay::new();
        let mut last = None;
        if let Some(conn) = &conn {
            store::each_first_answer_at(conn, table, |a| {
                last = Some(a.id);
                if of_drill(a.drill) {
                    replay.review(table, a.key, a.drill, a.correct, a.at);
                }
            })
            .map_err(|e| self.db_error(e))?;
        }
        let read = replay.answers();
        for a in &unsaved {
            replay.add(a);
        }
        self.settle_memory(&mut replay, Some(table), drill);
        // Kept when it is the replay of the saved answers alone.
        if let Some(last) = last
            && keeps
            && unsaved.is_empty()
            && read >= keep_after
            && read == saved
        {
            self.keep_memory_replay(table, drill, last, &replay.snapshot());
        }
        Ok(replay)
    }

    /// The replay kept at `scope` (a table, and a drill or every one) resumed over the answers
    /// saved since and `unsaved`, and kept again when it read `keep_after` or more and `keeps`;
    /// none when none is kept, it cannot be read or resumed, it and the answers read since are
    /// not the `saved` answers the summaries count, or the answers no longer settle on its model.
    fn resumed_memory(
        &self,
        conn: &rusqlite::Connection,
        (table, drill): (&str, Option<&str>),
        unsaved: &[&AnswerRecord],
        saved: usize,
        keep_after: usize,
        keeps: bool,
    ) -> Option<MemoryReplay> {
        let (through, value) = store::memory_replays::memory_replay(conn, table, drill).ok()??;
        let snapshot: Snapshot = serde_json::from_str(&value).ok()?;
        let mut replay = MemoryReplay::resume(snapshot)?;
        let (mut last, mut read) = (through, 0);
        store::memory_replays::each_first_answer_after(conn, through, |tbl, a| {
            last = a.id;
            read += 1;
            if tbl == table && drill.is_none_or(|d| d == a.drill) {
                replay.review(table, a.key, a.drill, a.correct, a.at);
            }
        })
        .ok()?;
        if replay.answers() != saved {
            return None;
        }
        let kept = (keeps && read >= keep_after).then(|| replay.snapshot());
        for a in unsaved {
            replay.add(a);
        }
        self.settle_memory(&mut replay, Some(table), drill);
        if !replay.holds() {
            return None;
        }
        if let Some(kept) = kept {
            self.keep_memory_replay(table, drill, last, &kept);
        }
        Some(replay)
    }

    /// Keeps `snapshot`, the replay at `table` (of `drill` alone, when given) up to the answer of
    /// id `through`, for the next read. It only spares work: one that cannot be written costs
    /// the next read a longer replay, and is not said.
    fn keep_memory_replay(&self, table: &str, drill: Option<&str>, through: i64, snapshot: &Snapshot) {
        let Ok(value) = serde_json::to_string(snapshot) else { return };
        let Ok(mut conn) = store::open_to_write(&self.path()) else { return };
        let Ok(tx) = store::begin_write(&mut conn) else { return };
        if store::memory_replays::keep_memory_replay(&tx, table, drill, through, &value).is_ok() {
            let _ = tx.commit();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::coach::learner::memory::ModelParameters;

    const DAY: u64 = 86_400;
    const TABLES: [&str; 2] = ["book", "casino-fr"];
    const DRILLS: [&str; 3] = ["strategy", "hand-totals", "soft-hands"];

    /// A fixed stream of pseudo-random numbers.
    struct Lcg(u64);

    impl Lcg {
        fn below(&mut self, n: u64) -> u64 {
            self.0 = self.0.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
            (self.0 >> 33) % n
        }
    }

    /// `n` answers from `at` on, over two tables, three drills and a few keys, minutes to days
    /// apart, some retries; `at` moved past them.
    fn answers(rng: &mut Lcg, at: &mut u64, n: usize) -> Vec<AnswerRecord> {
        (0..n)
            .map(|_| {
                *at += if rng.below(6) == 0 { DAY / 2 + rng.below(3 * DAY) } else { 60 + rng.below(3600) };
                AnswerRecord {
                    table: TABLES[usize::from(rng.below(5) == 0)].to_string(),
                    drill: DRILLS[rng.below(3) as usize].to_string(),
                    key: format!("item {}", rng.below(40)),
                    correct: rng.below(4) != 0,
                    retry: rng.below(12) == 0,
                    at: *at,
                    ..AnswerRecord::sample()
                }
            })
            .collect()
    }

    /// Every answer at `table` (of `drill`) replayed, the saved ones read from the database and
    /// then `reading`'s unsaved ones, as a read did before replays were kept.
    fn replayed(store: &Store, reading: &Reading, table: &str, drill: Option<&str>) -> MemoryReplay {
        let mut replay = MemoryReplay::new();
        let conn = store::open_to_read(&store.path()).unwrap();
        store::each_first_answer_at(&conn, table, |a| {
            if drill.is_none_or(|d| a.drill == d) {
                replay.review(table, a.key, a.drill, a.correct, a.at);
            }
        })
        .unwrap();
        for a in reading.unsaved.iter().filter(|a| a.table == table && drill.is_none_or(|d| a.drill == d)) {
            replay.add(a);
        }
        store.settle_memory(&mut replay, Some(table), drill);
        replay
    }

    /// Seeded histories saved in many sessions, some left in journals unsaved, read at each step
    /// at every table and drill: a read resumed from the kept replay says what a replay of every
    /// answer says, to the last digit (what is due, recall, calibration, the model), while the
    /// fit changes as the answers grow, the kept replay is damaged or dropped, and the answers
    /// are reset.
    #[test]
    fn a_resumed_replay_says_what_a_replay_of_every_answer_says() {
        let scopes = [("book", None), ("book", Some("strategy")), ("casino-fr", None)];
        let (mut resumed, mut reads, mut fitted, mut with_unsaved) = (0, 0, 0, 0);
        for seed in 1..=3 {
            let dir = tempfile::tempdir().unwrap();
            let store = Store::new(dir.path());
            let mut rng = Lcg(seed);
            let mut at = 1_700_000_000;
            for step in 0..24 {
                let n = 20 + rng.below(120) as usize;
                let session = answers(&mut rng, &mut at, n);
                match rng.below(10) {
                    // A session cut short: its answers in a journal the database does not hold.
                    0 | 1 => {
                        let mut journal = store.open_journal(at).unwrap();
                        for a in &session {
                            journal.record(a).unwrap();
                        }
                    }
                    _ => {
                        store.append(&session).unwrap();
                    }
                }
                let conn = || rusqlite::Connection::open(store.path()).unwrap();
                match (step, rng.below(12)) {
                    (12, _) if seed == 2 => {
                        store.reset(at).unwrap();
                        let left: i64 = conn()
                            .query_row("SELECT count(*) FROM memory_replays", [], |r| r.get(0))
                            .unwrap();
                        assert_eq!(left, 0, "a reset empties the kept replays");
                    }
                    (_, 0) => {
                        conn().execute("UPDATE memory_replays SET value = 'not json'", []).map(drop).unwrap()
                    }
                    (_, 1) => conn()
                        .execute("UPDATE memory_replays SET through = through - 7", [])
                        .map(drop)
                        .unwrap(),
                    (_, 2) => conn().execute("DELETE FROM memory_replays", []).map(drop).unwrap(),
                    (_, 3) => {
                        let _ = std::fs::remove_file(dir.path().join(super::super::memory_fit::FIT_FILE));
                    }
                    _ => {}
                }
                let reading = store.read().unwrap();
                with_unsaved += usize::from(!reading.unsaved.is_empty());
                let now = at + rng.below(5 * DAY);
                for (table, drill) in scopes {
                    let keep_after = rng.below(200) as usize;
                    let fast = store.memory_keeping(&reading, table, drill, keep_after).unwrap();
                    let full = replayed(&store, &reading, table, drill);
                    let why = format!("seed {seed}, step {step}, {table} {drill:?}");
                    assert_eq!(fast.report(now), full.report(now), "{why}");
                    assert_eq!(fast.due_at(table, now), full.due_at(table, now), "{why}");
                    assert_eq!(fast.recall_at(table, now), full.recall_at(table, now), "{why}");
                    assert_eq!(fast.remembered_at(table), full.remembered_at(table), "{why}");
                    assert_eq!(fast.model(), full.model(), "{why}");
                    reads += 1;
                    resumed += usize::from(fast.is_resumed());
                    fitted += usize::from(matches!(fast.parameters(), ModelParameters::Fitted { .. }));
                }
            }
        }
        assert!(resumed * 2 > reads, "most reads resume: {resumed} of {reads}");
        assert!(fitted > 10 && fitted < reads, "fitted and default models both read: {fitted} of {reads}");
        assert!(with_unsaved > 3, "unsaved answers read: {with_unsaved}");
    }
}
