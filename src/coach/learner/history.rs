//! Accuracy and speed per drill over time: one line per drill and day, or for a long history the
//! latest days with the earlier ones in one line.

use std::collections::BTreeMap;

use serde::Serialize;

use crate::coach::learner::record::AnswerRecord;

/// One drill on one day.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct DrillDay {
    /// The drill.
    pub drill: String,
    /// The day, `YYYY-MM-DD` (UTC), or for days put together `YYYY-MM-DD to YYYY-MM-DD`.
    pub day: String,
    /// Answers given.
    pub answers: usize,
    /// Right answers.
    pub correct: usize,
    /// Right answers in percent.
    pub accuracy_percent: f64,
    /// The median answer time, in milliseconds, when times were kept.
    pub median_ms: Option<u64>,
}

/// Every drill's answers grouped by day, drills by name and days in order.
pub fn by_drill_and_day(answers: &[AnswerRecord]) -> Vec<DrillDay> {
    by_drill_latest_days(answers, usize::MAX)
}

/// Like [`by_drill_and_day`], but a drill practised on more than `latest` days shows its `latest`
/// last days, after one line for all the days before them (labelled `FIRST to LAST`).
pub fn by_drill_latest_days(answers: &[AnswerRecord], latest: usize) -> Vec<DrillDay> {
    let mut groups: BTreeMap<&str, BTreeMap<String, Vec<&AnswerRecord>>> = BTreeMap::new();
    for a in answers.iter().filter(|a| a.counts()) {
        groups.entry(a.drill.as_str()).or_default().entry(day_of(a.at)).or_default().push(a);
    }
    let mut rows = Vec::new();
    for (drill, days) in groups {
        let earlier = days.len().saturating_sub(latest);
        let mut days = days.into_iter();
        if earlier > 0 {
            let mut first = String::new();
            let mut last = String::new();
            let mut list = Vec::new();
            for (day, answers) in days.by_ref().take(earlier) {
                if first.is_empty() {
                    first = day.clone();
                }
                last = day;
                list.extend(answers);
            }
            rows.push(row(drill, format!("{first} to {last}"), &list));
        }
        rows.extend(days.map(|(day, list)| row(drill, day, &list)));
    }
    rows
}

fn row(drill: &str, day: String, list: &[&AnswerRecord]) -> DrillDay {
    let correct = list.iter().filter(|a| a.correct).count();
    let mut times: Vec<u64> = list.iter().filter_map(|a| a.response_ms).collect();
    times.sort_unstable();
    DrillDay {
        drill: drill.to_string(),
        day,
        answers: list.len(),
        correct,
        accuracy_percent: correct as f64 * 100.0 / list.len().max(1) as f64,
        median_ms: median(&times),
    }
}

/// The median of sorted times (the mean of the two middle ones for an even count).
pub fn median(sorted: &[u64]) -> Option<u64> {
    match sorted.len() {
        0 => None,
        n if n % 2 == 1 => Some(sorted[n / 2]),
        n => Some((sorted[n / 2 - 1] + sorted[n / 2]) / 2),
    }
}

/// A time in milliseconds in seconds to the tenth, half a tenth rounded up: how a median is
/// said, in a session's summary and in `stats` alike.
pub fn tenths_of_seconds(ms: u64) -> f64 {
    (ms.saturating_add(50) / 100) as f64 / 10.0
}

/// The UTC day of a moment, `YYYY-MM-DD`.
pub fn day_of(secs: u64) -> String {
    // Days to a civil date (H. Hinnant's algorithm), for days since 1970-01-01.
    let z = (secs / 86_400) as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!("{y:04}-{m:02}-{d:02}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answer(drill: &str, correct: bool, ms: u64, at: u64) -> AnswerRecord {
        AnswerRecord { drill: drill.into(), correct, response_ms: Some(ms), at, ..AnswerRecord::sample() }
    }

    #[test]
    fn a_long_history_shows_its_latest_days_after_one_line_for_the_rest() {
        let day = 86_400;
        let mut history: Vec<AnswerRecord> =
            (0..10).map(|d| answer("strategy", d % 2 == 0, 1000 + d * 100, (20 + d) * day)).collect();
        history.push(answer("payouts", true, 500, 20 * day));
        let rows = by_drill_latest_days(&history, 7);
        let strategy: Vec<&DrillDay> = rows.iter().filter(|r| r.drill == "strategy").collect();
        assert_eq!(strategy.len(), 8);
        assert_eq!(strategy[0].day, format!("{} to {}", day_of(20 * day), day_of(22 * day)));
        assert_eq!((strategy[0].answers, strategy[0].correct, strategy[0].median_ms), (3, 2, Some(1100)));
        assert_eq!(strategy[1].day, day_of(23 * day));
        assert_eq!(strategy.iter().map(|r| r.answers).sum::<usize>(), 10);
        // A short history is shown day by day, as in full.
        assert_eq!(rows.iter().filter(|r| r.drill == "payouts").count(), 1);
        assert_eq!(by_drill_latest_days(&history, usize::MAX), by_drill_and_day(&history));
    }

    #[test]
    fn days_are_civil_dates() {
        assert_eq!(day_of(0), "1970-01-01");
        assert_eq!(day_of(951_782_400), "2000-02-29");
        assert_eq!(day_of(1_764_460_800 + 86_399), "2025-11-30");
    }

    #[test]
    fn answers_are_grouped_by_drill_and_day() {
        let day = 86_400;
        let history = [
            answer("soft-hands", true, 1000, 10 * day),
            answer("hand-totals", false, 3000, 10 * day + 5),
            answer("hand-totals", true, 1000, 10 * day + 6),
            answer("hand-totals", true, 2000, 11 * day),
        ];
        let days = by_drill_and_day(&history);
        let summary: Vec<(&str, &str, usize, f64, Option<u64>)> = days
            .iter()
            .map(|d| (d.drill.as_str(), d.day.as_str(), d.answers, d.accuracy_percent, d.median_ms))
            .collect();
        assert_eq!(
            summary,
            [
                ("hand-totals", "1970-01-11", 2, 50.0, Some(2000)),
                ("hand-totals", "1970-01-12", 1, 100.0, Some(2000)),
                ("soft-hands", "1970-01-11", 1, 100.0, Some(1000)),
            ]
        );
    }
}
