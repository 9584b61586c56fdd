//! What a plan to be ready by a date says, in the same words at the terminal and in a browser:
//! its aim, its items, the time it takes, today's reviews and the leak on the day; each sentence
//! built from the plan's own figures ([`crate::coach::learner::readiness`]), in any language
//! (`locales/LANG/plan.ftl`): each `x` is `x_in` said in English.

use crate::coach::learner::figures::FollowedPlan;
use crate::coach::learner::readiness::{INTERVAL, RECALL_LEVELS, ReadyPlan, date_of_day};
use crate::coach::learner::report::{chips_figure, leak_chips};
use crate::lang::{Arg, Lang};

/// A count as a message's value.
fn int(n: usize) -> Arg<'static> {
    Arg::Int(n as u64)
}

/// A share as a whole percent, as English writes it: `90%`.
pub fn percent(share: f64) -> String {
    percent_in(share, Lang::En)
}

/// A share as a whole percent in `lang`: `90%`, `90 %`.
pub fn percent_in(share: f64, lang: Lang) -> String {
    lang.percent(share * 100.0, 0)
}

/// A recall level as a learner types it, at the terminal or in a form: `0.9` (`0,9` as French
/// and Italian write it) or `90%`, within [`RECALL_LEVELS`]; `None` when the text is not one.
pub fn recall_typed(text: &str) -> Option<f64> {
    let t = text.trim().replace(',', ".");
    let t = t.as_str();
    let value = match t.strip_suffix('%') {
        Some(p) => p.trim().parse::<f64>().map(|v| v / 100.0),
        None => t.parse::<f64>(),
    };
    value.ok().filter(|v| (RECALL_LEVELS.0..=RECALL_LEVELS.1).contains(v))
}

/// Why a recall level is refused, in `lang`: `field` names where and what was typed
/// (`--recall 2`, a form's field).
pub fn recall_refused_in(field: &str, lang: Lang) -> String {
    let (low, high) = (lang.number(&RECALL_LEVELS.0.to_string()), lang.number(&RECALL_LEVELS.1.to_string()));
    let (low_percent, high_percent) = (percent_in(RECALL_LEVELS.0, lang), percent_in(RECALL_LEVELS.1, lang));
    let example = lang.number("0.9");
    let args = [
        ("field", Arg::Text(field)),
        ("low", Arg::Text(&low)),
        ("high", Arg::Text(&high)),
        ("low_percent", Arg::Text(&low_percent)),
        ("high_percent", Arg::Text(&high_percent)),
        ("example", Arg::Text(&example)),
    ];
    lang.text("plan-error-recall", &args)
}

/// Minutes as a learner reads them: one decimal, as `lang` writes it.
fn minutes(m: f64, lang: Lang) -> String {
    lang.decimal(m, 1)
}

/// The plan's aim: `Ready at quebec-h17 by 2027-03-14, 469 days from today (2025-11-30): every
/// item at a predicted recall of 90% or more on that day, by the memory model (FSRS-6, its
/// default parameters).`
pub fn aim(plan: &ReadyPlan, table: &str) -> String {
    aim_in(plan, table, Lang::En)
}

/// [`aim`] in `lang`.
pub fn aim_in(plan: &ReadyPlan, table: &str, lang: Lang) -> String {
    let days = plan.by.saturating_sub(plan.today);
    let (by, today) = (date_of_day(plan.by), date_of_day(plan.today));
    let (level, model) = (percent_in(plan.level, lang), plan.model.words_in(lang));
    lang.text(
        "plan-aim",
        &[
            ("table", Arg::Text(table)),
            ("by", Arg::Text(&by)),
            ("days", Arg::Int(days)),
            ("today", Arg::Text(&today)),
            ("level", Arg::Text(&level)),
            ("model", Arg::Text(&model)),
        ],
    )
}

/// Its items: the chart's cells, answered or new, and the other items answered.
pub fn items(plan: &ReadyPlan) -> String {
    items_in(plan, Lang::En)
}

/// [`items`] in `lang`.
pub fn items_in(plan: &ReadyPlan, lang: Lang) -> String {
    let cells = plan.items.iter().filter(|i| i.chart_cell).count();
    let new = plan.items.iter().filter(|i| i.chart_cell && i.new).count();
    let others = plan.items.len() - cells;
    let cells_words = if cells == 0 {
        lang.text("plan-items-no-chart", &[])
    } else if new == 0 {
        lang.text("plan-items-all-answered", &[("cells", int(cells))])
    } else {
        let last_intro = plan.items.iter().filter(|i| i.new).filter_map(|i| i.reviews.first()).max();
        let args = [("cells", int(cells)), ("answered", int(cells - new)), ("new", int(new))];
        match last_intro {
            Some(d) => {
                let by = date_of_day(*d);
                let mut args = args.to_vec();
                args.push(("by", Arg::Text(&by)));
                lang.text("plan-items-new-by", &args)
            }
            None => lang.text("plan-items-new", &args),
        }
    };
    let others_words = if others == 0 {
        String::new()
    } else {
        let level = percent_in(plan.level, lang);
        lang.text("plan-items-others", &[("others", int(others)), ("level", Arg::Text(&level))])
    };
    lang.text("plan-items", &[("cells", Arg::Text(&cells_words)), ("others", Arg::Text(&others_words))])
}

/// The time it takes: minutes a day, the busiest day, and the seconds a review with where that
/// figure comes from.
pub fn time(plan: &ReadyPlan, table: &str) -> String {
    time_in(plan, table, Lang::En)
}

/// [`time`] in `lang`.
pub fn time_in(plan: &ReadyPlan, table: &str, lang: Lang) -> String {
    let pace = match plan.pace.measured_over {
        Some(n) => {
            let seconds = lang.decimal(plan.pace.seconds, 1);
            lang.text(
                "plan-time-pace-measured",
                &[("seconds", Arg::Text(&seconds)), ("answers", int(n)), ("table", Arg::Text(table))],
            )
        }
        None => {
            let seconds = lang.number(&plan.pace.seconds.to_string());
            lang.text(
                "plan-time-pace-assumed",
                &[("seconds", Arg::Text(&seconds)), ("table", Arg::Text(table))],
            )
        }
    };
    let a_day = minutes(plan.minutes_a_day(), lang);
    let mut args = vec![
        ("minutes", Arg::Text(&a_day)),
        ("reviews", int(plan.total_reviews())),
        ("pace", Arg::Text(&pace)),
    ];
    let busiest = plan
        .busiest()
        .filter(|d| d.reviews > 0)
        .map(|d| (minutes(plan.pace.minutes(d.reviews), lang), date_of_day(d.day)));
    match &busiest {
        Some((most, day)) => {
            args.extend([("most", Arg::Text(most)), ("day", Arg::Text(day))]);
            lang.text("plan-time-busiest", &args)
        }
        None => lang.text("plan-time", &args),
    }
}

/// Today's reviews: how many, how many new, the minutes; or when the next are.
pub fn today(plan: &ReadyPlan) -> String {
    today_in(plan, Lang::En)
}

/// [`today`] in `lang`.
pub fn today_in(plan: &ReadyPlan, lang: Lang) -> String {
    let day = plan.days.iter().find(|d| d.day == plan.today);
    match day.filter(|d| d.reviews > 0) {
        Some(d) => {
            let m = minutes(plan.pace.minutes(d.reviews), lang);
            lang.text(
                "plan-today",
                &[("reviews", int(d.reviews)), ("new", int(d.new)), ("minutes", Arg::Text(&m))],
            )
        }
        None => match plan.days.iter().find(|d| d.reviews > 0) {
            Some(next) => {
                let day = date_of_day(next.day);
                lang.text("plan-today-nothing", &[("day", Arg::Text(&day))])
            }
            None => lang.text("plan-today-at-level", &[]),
        },
    }
}

/// The leak on the day at `bet`, with its interval, against the leak with no review.
pub fn leak(plan: &ReadyPlan, bet: u64) -> String {
    leak_in(plan, bet, Lang::En)
}

/// [`leak`] in `lang`.
pub fn leak_in(plan: &ReadyPlan, bet: u64, lang: Lang) -> String {
    let chips = |points: f64| lang.number(&chips_figure(leak_chips(points, bet)));
    let f = &plan.forecast;
    let (expected, low, high, without) =
        (chips(f.expected), chips(f.low), chips(f.high), chips(plan.without.expected));
    let interval = percent_in(INTERVAL.1 - INTERVAL.0, lang);
    lang.text(
        "plan-leak",
        &[
            ("expected", Arg::Text(&expected)),
            ("bet", Arg::Int(bet)),
            ("interval", Arg::Text(&interval)),
            ("low", Arg::Text(&low)),
            ("high", Arg::Text(&high)),
            ("without", Arg::Text(&without)),
        ],
    )
}

/// The items the days left are too few to bring to the level, when there are some.
pub fn short(plan: &ReadyPlan) -> Option<String> {
    short_in(plan, Lang::En)
}

/// [`short`] in `lang`.
pub fn short_in(plan: &ReadyPlan, lang: Lang) -> Option<String> {
    let n = plan.short();
    (n > 0).then(|| {
        let level = percent_in(plan.level, lang);
        lang.text("plan-short", &[("items", int(n)), ("level", Arg::Text(&level))])
    })
}

/// What a progress page at `table` says of the plan the learner follows, a sentence a line: at
/// its table, its aim, today's reviews, the leak on the day at `bet` and the items it cannot bring
/// to the level; elsewhere or past its day, where and when it was.
pub fn followed(f: &FollowedPlan, table: &str, bet: u64) -> Vec<String> {
    followed_in(f, table, bet, Lang::En)
}

/// [`followed`] in `lang`.
pub fn followed_in(f: &FollowedPlan, table: &str, bet: u64, lang: Lang) -> Vec<String> {
    match &f.plan {
        Some(plan) => {
            let mut lines = vec![aim_in(plan, table, lang), today_in(plan, lang), leak_in(plan, bet, lang)];
            lines.extend(short_in(plan, lang));
            lines
        }
        None if f.goal.table != table => vec![lang.text(
            "plan-followed-elsewhere",
            &[("table", Arg::Text(&f.goal.table)), ("by", Arg::Text(&f.goal.by))],
        )],
        None => vec![
            lang.text("plan-followed-passed", &[("table", Arg::Text(table)), ("by", Arg::Text(&f.goal.by))]),
        ],
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
    /// A recall level is read as a share or a percent, the bounds included, and nothing else;
    /// the refusal names the field and the bounds in the language.
    #[test]
    fn a_recall_level_is_a_share_or_a_percent_within_the_levels() {
        assert_eq!(recall_typed("0.9"), Some(0.9));
        assert_eq!(recall_typed(" 90% "), Some(0.9));
        assert_eq!(recall_typed("70 %"), Some(0.7));
        assert_eq!(recall_typed("0.97"), Some(0.97));
        assert_eq!(recall_typed("0,9"), Some(0.9));
        for refused in ["2", "0.5", "99%", "", "ninety", "0,9,1"] {
            assert_eq!(recall_typed(refused), None, "{refused}");
        }
        let said = recall_refused_in("--recall 2", Lang::Fr);
        assert!(
            said.contains("--recall 2") && said.contains("0,7 à 0,97") && said.contains("par ex. 0,9"),
            "{said}"
        );
        let said = recall_refused_in("--recall 2", Lang::En);
        assert!(said.ends_with("expected a recall from 0.7 to 0.97 (or 70% to 97%), e.g. 0.9"), "{said}");
    }

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
