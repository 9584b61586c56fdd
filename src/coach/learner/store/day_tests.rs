//! The summaries kept per day ([`super::day_cells`], [`super::family_medians`]) checked against
//! the figures worked out from every answer, saved as the store saves them: apart from the
//! summaries, so that they need not import the saves that keep them.

mod leak {
    use rusqlite::Connection;

    use crate::coach::learner::cells::ChartRecord;
    use crate::coach::learner::record::AnswerRecord;
    use crate::coach::learner::store::days::leak_days;
    use crate::coach::learner::store::standing::{Standing, append, load_standing};
    use crate::coach::learner::store::tests::answer;
    use crate::coach::learner::store::{begin_write, open_to_write};

    use crate::coach::learner::store::day_cells::{Kept, build, cells_of, keep};
    use crate::coach::learner::trend::LeakDay;
    use crate::game::rules::preset;
    use crate::strategy::chart::shipped;

    /// Every row kept, by table and day.
    fn rows(conn: &Connection) -> Vec<(String, i64, i64, Vec<u8>)> {
        let mut q =
            conn.prepare("SELECT tbl, day, answers, cells FROM summary_day_cells ORDER BY tbl, day").unwrap();
        q.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)))
            .unwrap()
            .map(Result::unwrap)
            .collect()
    }

    /// A seeded random history over several days, drills and tables, with costs that are not
    /// round (so a sum taken in another order shows in the last bits).
    fn history(seed: u64) -> Vec<AnswerRecord> {
        let mut state = seed;
        let mut next = |n: u64| {
            state = state.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
            (state >> 33) % n
        };
        let drills = ["strategy", "hard-decisions", "soft-decisions", "hand-totals", "split-decisions"];
        let ups = ["2", "5", "9", "ten", "Ace"];
        (0..900u64)
            .map(|n| {
                let up = ups[next(5) as usize];
                let key = match next(6) {
                    0 => format!("play hard {} v {up}", 12 + next(5)),
                    1 => format!("play soft {} v {up}", 15 + next(4)),
                    2 => format!("play contrast hard {} v {up}", 12 + next(5)),
                    3 => format!("play casino-fr hard {} v {up}", 12 + next(5)),
                    4 => format!("total {}", 4 + next(17)),
                    _ => format!("play 8-8 v {up}"),
                };
                let table = ["book", "casino-fr"][usize::from(next(4) == 0)];
                let correct = next(3) != 0;
                let mut a =
                    answer(&key, table, correct, 400 + next(40) * 50, 1_000_000 + n * 3_000 + next(2_000));
                a.drill = drills[next(drills.len() as u64) as usize].into();
                a.cost_percent = (!correct && next(5) != 0).then(|| next(100_000) as f64 / 7_919.0);
                a.retry = next(10) == 0;
                a
            })
            .collect()
    }

    /// The leak at the end of each day, each from every answer up to that day's end.
    fn from_every_answer(all: &[AnswerRecord], table: &str, latest: usize) -> Vec<LeakDay> {
        let rules = preset(table).unwrap();
        let chart = shipped(table).unwrap().unwrap();
        let mut standing = Standing::default();
        let mut days: Vec<u64> = Vec::new();
        for a in all.iter().filter(|a| a.counts()) {
            let mut one = Standing::default();
            one.add(a);
            if one.cell_tallies(table, None).keys().any(|k| k.starts_with("play "))
                && !days.contains(&(a.at / 86_400))
            {
                days.push(a.at / 86_400);
            }
            standing.add(a);
        }
        let shown = &days[days.len().saturating_sub(latest)..];
        shown
            .iter()
            .map(|day| {
                let up_to: Vec<AnswerRecord> =
                    all.iter().filter(|a| a.at / 86_400 <= *day).cloned().collect();
                let of_day: Vec<&AnswerRecord> =
                    all.iter().filter(|a| a.at / 86_400 == *day && a.counts()).collect();
                let mut one = Standing::default();
                of_day.iter().for_each(|a| one.add(a));
                let answers = one
                    .cell_tallies(table, None)
                    .iter()
                    .filter(|(k, _)| k.starts_with("play "))
                    .map(|(_, t)| t.seen)
                    .sum();
                LeakDay {
                    day: crate::coach::learner::history::day_of(day * 86_400),
                    answers,
                    leak_points: ChartRecord::new(&rules, &chart, &up_to).leak_points(),
                }
            })
            .collect()
    }

    /// The leak of each day read from the database with `unsaved` after it.
    fn read(
        conn: &Connection,
        all: &[AnswerRecord],
        unsaved: &[AnswerRecord],
        table: &str,
        latest: usize,
    ) -> Vec<LeakDay> {
        let rules = preset(table).unwrap();
        let chart = shipped(table).unwrap().unwrap();
        let standing = Standing::of(all);
        leak_days(Some(conn), &standing, &rules, &chart, None, latest, unsaved).unwrap()
    }

    /// Seeded random histories saved in several sessions, with answers not yet saved: the leak of
    /// each day read from the kept days is, to the last bit, the one read from the answers of the
    /// days (the rows taken away), and the one worked out from every answer up to each day's end;
    /// a database brought to the layout that keeps them builds them from its answers, and a save
    /// after a row is lost or damaged builds them again.
    #[test]
    fn the_kept_days_give_the_leak_of_every_answer() {
        for seed in 1..=4u64 {
            let all = history(seed);
            let (saved, unsaved) = all.split_at(800);
            let dir = tempfile::tempdir().unwrap();
            let mut conn = open_to_write(&dir.path().join("p.db")).unwrap();
            let mut from = 0;
            for (k, size) in [1, 37, 200, 5, 90, 300, 167].iter().enumerate() {
                let to = (from + size).min(saved.len());
                let tx = begin_write(&mut conn).unwrap();
                append(&tx, &saved[from..to]).unwrap();
                tx.commit().unwrap();
                from = to;
                assert!(k < 6 || from == saved.len());
            }
            let kept = rows(&conn);
            assert!(kept.len() > 10, "seed {seed}: {} rows", kept.len());
            // The rows add up to the chart answers counted at each table.
            let (standing, _) = load_standing(&mut conn).unwrap();
            for (t, (_, plays)) in &standing.tables {
                let n: i64 = kept.iter().filter(|r| r.0 == *t).map(|r| r.2).sum();
                assert_eq!(n as u64, *plays, "seed {seed}, table {t}");
            }
            for table in ["book", "casino-fr"] {
                assert!(Kept::of(&conn, table).unwrap().is_some(), "the rows are read");
                for latest in [usize::MAX, 4, 1] {
                    let expected = from_every_answer(&all, table, latest);
                    let with = read(&conn, &all, unsaved, table, latest);
                    assert_eq!(with.len(), expected.len(), "seed {seed}, {table}, latest {latest}");
                    assert!(!with.is_empty());
                    for (w, e) in with.iter().zip(&expected) {
                        assert_eq!((&w.day, w.answers), (&e.day, e.answers));
                        assert!((w.leak_points - e.leak_points).abs() < 1e-9, "{w:?} vs {e:?}");
                    }
                    // From the answers of the days, the rows of the table taken away: the same bits.
                    conn.execute("DELETE FROM summary_day_cells WHERE tbl = ?1", [table]).unwrap();
                    assert_eq!(read(&conn, &all, unsaved, table, latest), with, "seed {seed}, {table}");
                    // Built again from every answer, the rows are the ones the saves kept.
                    let tx = begin_write(&mut conn).unwrap();
                    build(&tx).unwrap();
                    tx.commit().unwrap();
                    assert_eq!(rows(&conn), kept);
                }
            }
            // A row lost or damaged is not read, and the next save builds every row again (a
            // row whose cells do not add up to its count is not read either).
            let book = |conn: &Connection| read(conn, &all, unsaved, "book", usize::MAX);
            let with = book(&conn);
            for damage in [
                "DELETE FROM summary_day_cells WHERE (tbl, day) IN (SELECT tbl, day FROM summary_day_cells LIMIT 1)",
                "UPDATE summary_day_cells SET answers = answers + 1 WHERE day % 2 = 0",
                // One more cell, `play hard 9 v 2` answered once, right.
                "UPDATE summary_day_cells SET cells = CAST(cells || x'0f706c61792068617264203920762032010000' AS BLOB)",
                "DROP TABLE summary_day_cells; PRAGMA user_version = 5;",
            ] {
                conn.execute_batch(damage).unwrap();
                let whole = Kept::of(&conn, "book").unwrap().is_some();
                assert_eq!(whole, damage.contains("SET cells"), "{damage}");
                assert_eq!(book(&conn), with, "{damage}");
                // A save (of answers of no day here): the rows are built again from the answers.
                let tx = begin_write(&mut conn).unwrap();
                if damage.starts_with("UPDATE summary_day_cells SET cells") {
                    build(&tx).unwrap();
                } else {
                    keep(&tx, []).unwrap();
                }
                tx.commit().unwrap();
                assert_eq!(rows(&conn), kept, "{damage}");
                assert_eq!(book(&conn), with);
            }
        }
    }

    /// A database of layout 6, its days' tallies kept as text, reads them as they are, and its
    /// first write keeps them as bytes (those that read, to the bit; one that does not is built
    /// again from the answers), every answer kept.
    #[test]
    fn the_tallies_kept_as_text_are_kept_as_bytes_by_the_first_write() {
        let all = history(5);
        let (saved, unsaved) = all.split_at(850);
        let dir = tempfile::tempdir().unwrap();
        let mut conn = open_to_write(&dir.path().join("p.db")).unwrap();
        let tx = begin_write(&mut conn).unwrap();
        append(&tx, saved).unwrap();
        tx.commit().unwrap();
        let kept = rows(&conn);
        let answers = |conn: &Connection| -> i64 {
            conn.query_row("SELECT count(*) FROM answers", [], |r| r.get(0)).unwrap()
        };
        let before = answers(&conn);
        let leak = read(&conn, &all, unsaved, "book", usize::MAX);
        // The rows as layout 6 wrote them: a line a cell, its numbers as text.
        let text_of = |answers: i64, bytes: &[u8]| {
            let mut text = String::new();
            let cells = (answers as usize, super::super::day_cells::KeptCells::Bytes(bytes.to_vec()));
            let read = cells_of(Some(&cells), |k, t| {
                text.push_str(&format!("{k}\t{}\t{}\t{}\t{}\n", t.seen, t.wrong, t.costed, t.cost_sum));
            });
            assert_eq!(read, Some(answers as usize));
            text
        };
        for (t, day, n, bytes) in &kept {
            conn.execute(
                "UPDATE summary_day_cells SET cells = ?3 WHERE tbl = ?1 AND day = ?2",
                rusqlite::params![t, day, text_of(*n, bytes)],
            )
            .unwrap();
        }
        conn.execute_batch("PRAGMA user_version = 6").unwrap();
        let texts: i64 = conn
            .query_row("SELECT count(*) FROM summary_day_cells WHERE typeof(cells) = 'text'", [], |r| {
                r.get(0)
            })
            .unwrap();
        assert_eq!(texts as usize, kept.len());
        assert!(Kept::of(&conn, "book").unwrap().is_some());
        assert_eq!(read(&conn, &all, unsaved, "book", usize::MAX), leak, "read as text");
        // The first write: every row as bytes, the same bytes the saves kept.
        let tx = begin_write(&mut conn).unwrap();
        tx.commit().unwrap();
        assert_eq!(rows(&conn), kept);
        assert_eq!(read(&conn, &all, unsaved, "book", usize::MAX), leak);
        assert_eq!(answers(&conn), before);
        // A row of layout 6 that does not read: dropped by the first write, every row built again.
        conn.execute_batch(
            "UPDATE summary_day_cells SET cells = 'play hard 9 v 2' || char(9) || 'x'
                 WHERE day = (SELECT max(day) FROM summary_day_cells);
             PRAGMA user_version = 6;",
        )
        .unwrap();
        let tx = begin_write(&mut conn).unwrap();
        tx.commit().unwrap();
        assert_eq!(rows(&conn), kept);
        assert_eq!(read(&conn, &all, unsaved, "book", usize::MAX), leak);
        assert_eq!(answers(&conn), before);
    }
}

mod family_medians {
    use crate::coach::learner::record::AnswerRecord;
    use crate::coach::learner::store::days::family_days;
    use crate::coach::learner::store::standing::append;
    use crate::coach::learner::store::tests::answer;
    use crate::coach::learner::store::{begin_write, open_to_write};
    use crate::coach::learner::trend::families;

    /// Seeded random histories saved in several sessions, with answers not yet saved: the
    /// families' days read with the kept medians, without them (the table gone, or a row kept
    /// from other answers) and from every answer in memory are the same; a database brought to
    /// the layout that keeps them builds them from its answers.
    #[test]
    fn the_kept_medians_give_the_figures_of_every_answer() {
        let drills = ["hard-decisions", "soft-decisions", "soft-hands", "naturals", "strategy", "bet"];
        for seed in 1..=4u64 {
            let mut state = seed;
            let mut next = |n: u64| {
                state = state.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
                (state >> 33) % n
            };
            let all: Vec<AnswerRecord> = (0..400u64)
                .map(|n| {
                    let mut a =
                        answer("play hard 16 v ten", "book", next(4) != 0, 500 + next(3000), n * 9_000);
                    a.drill = drills[next(drills.len() as u64) as usize].into();
                    a.retry = next(9) == 0;
                    if next(7) == 0 {
                        a.response_ms = None;
                    }
                    a
                })
                .collect();
            let (saved, unsaved) = all.split_at(340);
            let dir = tempfile::tempdir().unwrap();
            let mut conn = open_to_write(&dir.path().join("p.db")).unwrap();
            for chunk in saved.chunks(1 + next(60) as usize) {
                let tx = begin_write(&mut conn).unwrap();
                append(&tx, chunk).unwrap();
                tx.commit().unwrap();
            }
            let answered: Vec<String> = drills.iter().map(|d| d.to_string()).collect();
            let fams = families(&crate::coach::learner::learning_path::PATHS[0], &answered);
            for latest in [usize::MAX, 5, 1, 0] {
                let from_every_answer = family_days(None, &fams, None, latest, &all).unwrap();
                let kept = family_days(Some(&conn), &fams, None, latest, unsaved).unwrap();
                assert_eq!(kept, from_every_answer, "seed {seed}, latest {latest}");
                let saved_only = family_days(None, &fams, None, latest, saved).unwrap();
                assert_eq!(family_days(Some(&conn), &fams, None, latest, &[]).unwrap(), saved_only);
                // Of one drill's answers: its days and answers alone, counted in the database.
                for drill in drills {
                    assert_eq!(
                        family_days(Some(&conn), &fams, Some(drill), latest, unsaved).unwrap(),
                        family_days(None, &fams, Some(drill), latest, &all).unwrap(),
                        "seed {seed}, latest {latest}, {drill}"
                    );
                }
            }
            // Answers not yet saved on the first day saved (not among the latest days read) and on a
            // day after the last one saved: the first counted once, the other once more.
            let mut later: Vec<AnswerRecord> = unsaved.to_vec();
            for (n, at) in [(0, 10), (1, 10), (2, 400 * 9_000 + 86_400 * 3)].iter().copied() {
                let mut a = answer("play hard 16 v ten", "book", n != 1, 900 + n * 100, at);
                a.drill = drills[n as usize].into();
                later.push(a);
            }
            let every: Vec<AnswerRecord> = saved.iter().chain(&later).cloned().collect();
            for latest in [usize::MAX, 3] {
                assert_eq!(
                    family_days(Some(&conn), &fams, None, latest, &later).unwrap(),
                    family_days(None, &fams, None, latest, &every).unwrap(),
                    "seed {seed}, latest {latest}"
                );
            }
            let kept_rows: i64 =
                conn.query_row("SELECT count(*) FROM summary_family_days", [], |r| r.get(0)).unwrap();
            assert!(kept_rows > 0);
            let with = family_days(Some(&conn), &fams, None, 5, &[]).unwrap();
            // A row lost: a family's days are counted from its drills' rows instead.
            conn.execute(
                "DELETE FROM summary_family_days WHERE (family, day) IN
                 (SELECT family, day FROM summary_family_days ORDER BY day DESC LIMIT 1)",
                [],
            )
            .unwrap();
            assert_eq!(family_days(Some(&conn), &fams, None, 5, &[]).unwrap(), with);
            // A row kept from other answers is not read.
            conn.execute("UPDATE summary_family_days SET answers = answers + 1, median = 1", []).unwrap();
            assert_eq!(family_days(Some(&conn), &fams, None, 5, &[]).unwrap(), with);
            // Without the table (an older layout), then brought to this one.
            conn.execute_batch("DROP TABLE summary_family_days; PRAGMA user_version = 5;").unwrap();
            assert_eq!(family_days(Some(&conn), &fams, None, 5, &[]).unwrap(), with);
            begin_write(&mut conn).unwrap().commit().unwrap();
            let rebuilt: i64 =
                conn.query_row("SELECT count(*) FROM summary_family_days", [], |r| r.get(0)).unwrap();
            assert_eq!(rebuilt, kept_rows);
            conn.execute("UPDATE summary_family_days SET median = 1", []).unwrap();
            let misread = family_days(Some(&conn), &fams, None, 5, &[]).unwrap();
            assert_ne!(misread, with, "the kept medians are read");
            // A family's days are its kept rows: one more, of no answer, is counted.
            conn.execute(
                "INSERT INTO summary_family_days(family, day, answers, median)
                 VALUES ('hard-decisions,soft-decisions', 99999, 0, NULL)",
                [],
            )
            .unwrap();
            let practised = |trends: &[crate::coach::learner::trend::FamilyTrend]| {
                trends.iter().map(|t| t.days_practised).collect::<Vec<_>>()
            };
            let counted = family_days(Some(&conn), &fams, None, 5, &[]).unwrap();
            assert_ne!(practised(&counted), practised(&with), "the kept days are counted");
        }
    }
}
