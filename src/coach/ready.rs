//! What a plan to be ready by a date says, in the same words at the terminal and in a browser:
//! its aim, its items, the time it takes, today's reviews and the leak on the day; each sentence
//! built from the plan's own figures ([`crate::coach::learner::readiness`]).

use crate::coach::learner::figures::FollowedPlan;
use crate::coach::learner::readiness::{INTERVAL, ReadyPlan, date_of_day};
use crate::coach::learner::report::{chips_figure, leak_chips};
use crate::lang::Lang;

/// The plural ending for `n` of something.
fn plural_s(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}

/// A share as a whole percent, as English writes it: `90%`.
pub fn percent(share: f64) -> String {
    Lang::En.percent(share * 100.0, 0)
}

/// Minutes as a learner reads them: one decimal.
fn minutes(m: f64) -> String {
    format!("{m:.1}")
}

/// The plan's aim: `Ready at quebec-h17 by 2027-03-14, 469 days from today (2025-11-30): every
/// item at a predicted recall of 90% or more on that day, by the memory model (FSRS-6, its
/// default parameters).`
pub fn aim(plan: &ReadyPlan, table: &str) -> String {
    let days = plan.by.saturating_sub(plan.today);
    format!(
        "Ready at {table} by {}, {days} day{} from today ({}): every item at a predicted recall of {} or \
         more on that day, by the memory model ({}).",
        date_of_day(plan.by),
        plural_s(days as usize),
        date_of_day(plan.today),
        percent(plan.level),
        plan.model.words()
    )
}

/// Its items: the chart's cells, answered or new, and the other items answered.
pub fn items(plan: &ReadyPlan) -> String {
    let cells = plan.items.iter().filter(|i| i.chart_cell).count();
    let new = plan.items.iter().filter(|i| i.chart_cell && i.new).count();
    let others = plan.items.len() - cells;
    let cells_words = if cells == 0 {
        "no chart at this table".to_string()
    } else if new == 0 {
        format!("{cells} cells of the chart, every one answered before")
    } else {
        let last_intro = plan.items.iter().filter(|i| i.new).filter_map(|i| i.reviews.first()).max();
        format!(
            "{cells} cells of the chart, {} answered before and {new} new, introduced costliest first{}",
            cells - new,
            last_intro.map_or_else(String::new, |d| format!(" by {}", date_of_day(*d)))
        )
    };
    let others_words = if others == 0 {
        String::new()
    } else {
        format!(
            "; and {others} other item{} you have answered (hand totals, payouts, counts...), without a cost in \
             chips, kept at {} all the same",
            plural_s(others),
            percent(plan.level)
        )
    };
    format!("Items: {cells_words}{others_words}.")
}

/// The time it takes: minutes a day, the busiest day, and the seconds a review with where that
/// figure comes from.
pub fn time(plan: &ReadyPlan, table: &str) -> String {
    let pace = match plan.pace.measured_over {
        Some(n) => format!(
            "{:.1} s a review: the median time of your {n} timed first answer{} at {table}, reading the \
             verdicts not counted",
            plan.pace.seconds,
            plural_s(n)
        ),
        None => format!(
            "{} s a review, an assumption: your answers at {table} have no times yet",
            plan.pace.seconds
        ),
    };
    let busiest = plan
        .busiest()
        .filter(|d| d.reviews > 0)
        .map(|d| {
            format!(" ({} on the busiest day, {})", minutes(plan.pace.minutes(d.reviews)), date_of_day(d.day))
        })
        .unwrap_or_default();
    format!(
        "Time: about {} minutes a day{busiest}, {} reviews in all, at {pace}.",
        minutes(plan.minutes_a_day()),
        plan.total_reviews()
    )
}

/// Today's reviews: how many, how many new, the minutes; or when the next are.
pub fn today(plan: &ReadyPlan) -> String {
    let day = plan.days.iter().find(|d| d.day == plan.today);
    match day.filter(|d| d.reviews > 0) {
        Some(d) => format!(
            "Today: {} review{}, {} of them new, about {} minutes.",
            d.reviews,
            plural_s(d.reviews),
            d.new,
            minutes(plan.pace.minutes(d.reviews))
        ),
        None => match plan.days.iter().find(|d| d.reviews > 0) {
            Some(next) => {
                format!("Today: nothing to review; the next reviews are on {}.", date_of_day(next.day))
            }
            None => "Nothing to review before that day: every item is at the level already.".to_string(),
        },
    }
}

/// The leak on the day at `bet`, with its interval, against the leak with no review.
pub fn leak(plan: &ReadyPlan, bet: u64) -> String {
    let chips = |points: f64| chips_figure(leak_chips(points, bet));
    let f = &plan.forecast;
    format!(
        "Your leak on that day: {} chips per 100 rounds at a bet of {bet} expected ({} interval {} to {}, \
         by which items you forget that day), against {} with no review from today.",
        chips(f.expected),
        percent(INTERVAL.1 - INTERVAL.0),
        chips(f.low),
        chips(f.high),
        chips(plan.without.expected)
    )
}

/// The items the days left are too few to bring to the level, when there are some.
pub fn short(plan: &ReadyPlan) -> Option<String> {
    let n = plan.short();
    (n > 0).then(|| {
        format!(
            "{n} item{} cannot reach {} by then, even reviewed every day: a later date or a lower recall \
             brings {} there.",
            plural_s(n),
            percent(plan.level),
            if n == 1 { "it" } else { "them" }
        )
    })
}

/// What a progress page at `table` says of the plan the learner follows, a sentence a line: at
/// its table, its aim, today's reviews, the leak on the day at `bet` and the items it cannot bring
/// to the level; elsewhere or past its day, where and when it was.
pub fn followed(f: &FollowedPlan, table: &str, bet: u64) -> Vec<String> {
    match &f.plan {
        Some(plan) => {
            let mut lines = vec![aim(plan, table), today(plan), leak(plan, bet)];
            lines.extend(short(plan));
            lines
        }
        None if f.goal.table != table => vec![format!(
            "You follow a plan to be ready at {} by {}, another table than this one.",
            f.goal.table, f.goal.by
        )],
        None => vec![format!(
            "The day of your plan at {table}, {}, has come: make another to keep reviewing by a date.",
            f.goal.by
        )],
    }
}

/// Today's reviews by the drill that asks them, most first (then by name).
pub fn today_by_drill(plan: &ReadyPlan) -> Vec<(String, usize)> {
    let mut by: Vec<(String, usize)> = Vec::new();
    for item in plan.reviews_on(plan.today) {
        match by.iter_mut().find(|(d, _)| *d == item.drill) {
            Some((_, n)) => *n += 1,
            None => by.push((item.drill.clone(), 1)),
        }
    }
    by.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    by
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::coach::learner::fsrs::Fsrs;
    use crate::coach::learner::memory::ModelParameters;
    use crate::coach::learner::readiness::{Memory, Pace, ReadyItem};

    const DAY: u64 = 86_400;

    fn plan(pace: Pace) -> ReadyPlan {
        let now = 20_000 * DAY;
        let items = vec![
            ReadyItem {
                key: "play hard 16 v ten".into(),
                cost_points: 0.4,
                memory: Some(Memory { stability: 2.0, difficulty: 5.0, last: now - 3 * DAY }),
                drill: "hard-decisions".into(),
                chart_cell: true,
            },
            ReadyItem {
                key: "play soft 18 v 9".into(),
                cost_points: 0.1,
                memory: None,
                drill: "strategy".into(),
                chart_cell: true,
            },
            ReadyItem {
                key: "payout natural".into(),
                cost_points: 0.0,
                memory: Some(Memory { stability: 30.0, difficulty: 5.0, last: now - DAY }),
                drill: "payouts".into(),
                chart_cell: false,
            },
        ];
        ReadyPlan::make((&Fsrs::default(), ModelParameters::Default), &items, now, 20_000 + 30, 0.9, pace)
    }

    /// Each sentence states the plan's own figures.
    #[test]
    fn the_words_state_the_plans_figures() {
        let p = plan(Pace { seconds: 6.0, measured_over: Some(12) });
        assert_eq!(
            aim(&p, "book"),
            "Ready at book by 2024-11-03, 30 days from today (2024-10-04): every item at a predicted recall of \
             90% or more on that day, by the memory model (FSRS-6, its default parameters)."
        );
        assert!(items(&p).starts_with("Items: 2 cells of the chart, 1 answered before and 1 new, introduced costliest first by 2024-10-04; and 1 other item"), "{}", items(&p));
        let today_reviews = p.reviews_on(p.today).len();
        assert_eq!(today_reviews, 2, "the forgotten cell and the new one");
        assert_eq!(today(&p), "Today: 2 reviews, 1 of them new, about 0.2 minutes.");
        assert!(
            time(&p, "book")
                .contains("6.0 s a review: the median time of your 12 timed first answers at book")
        );
        assert!(
            time(&plan(Pace { seconds: 8.0, measured_over: None }), "book")
                .contains("8 s a review, an assumption")
        );
        let words = leak(&p, 10);
        assert!(
            words.contains(&format!(
                "{} chips per 100 rounds",
                chips_figure(leak_chips(p.forecast.expected, 10))
            )),
            "{words}"
        );
        assert!(words.contains("90% interval"));
        assert_eq!(today_by_drill(&p), [("hard-decisions".to_string(), 1), ("strategy".to_string(), 1)]);
        assert_eq!(short(&p), None);
    }
}
