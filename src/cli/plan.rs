//! `bjcoach plan`: ready at a table by a date. Makes the plan of reviews from the learner's
//! answers there (the coach's [`crate::coach::learner::readiness`]), says what it takes and the
//! leak expected on the day, and saves it as the plan the home follows; without `--by`, the plan
//! followed, made again from today's answers.

use std::io::Write;

use clap::Args;

use super::args::{KnownNames, LangArg, TextOrJson};
use super::progress::{calendar, plan_json, read, store_error};
use super::{CliError, Config, Out};
use crate::coach::learner::progress::ready_by::{Goal, PLAN_FORMAT_VERSION};
use crate::coach::learner::readiness::{DEFAULT_RECALL, ReadyPlan, date_of_day, day_of_date};
use crate::coach::play::default_bet;
use crate::coach::ready;
use crate::game::rules::{PresetError, TableRules, preset};
use crate::lang::{Arg, Lang};

/// The days of the plan shown one by one.
const DAYS_SHOWN: usize = 7;

/// `bjcoach plan --table quebec-h17 --by 2027-03-14`.
#[derive(Debug, Args)]
pub struct PlanArgs {
    /// The table to be ready at: a preset (see `bjcoach tables`), in any case.
    #[arg(long, short = 't', value_parser = KnownNames::TABLES, hide_possible_values = true)]
    table: Option<String>,
    /// The date to be ready by, YYYY-MM-DD (UTC), after today; the plan is saved for the home to
    /// follow. Without it, the plan you follow, made again from your answers.
    #[arg(long, value_name = "YYYY-MM-DD")]
    by: Option<String>,
    /// The predicted recall to reach on that day on every item, from 0.7 to 0.97 (or 70% to 97%).
    #[arg(long, value_name = "R")]
    recall: Option<String>,
    /// Stop following the saved plan.
    #[arg(long, conflicts_with_all = ["table", "by", "recall"])]
    stop: bool,
    /// Text for people, or JSON for programs.
    #[arg(long, value_enum, default_value_t = TextOrJson::Text)]
    format: TextOrJson,
    /// The language of the text: en, fr or it (by default BJCOACH_LANG, else the locale, else
    /// English); JSON is the same in every language.
    #[arg(long, value_enum)]
    lang: Option<LangArg>,
}

/// The command that makes a plan, as the errors suggest it.
const EXAMPLE: &str = "bjcoach plan --table quebec-h17 --by 2027-03-14";

/// A recall level as typed: `0.9` or `90%` ([`ready::recall_typed`]).
fn recall_level(text: &str) -> Result<f64, CliError> {
    ready::recall_typed(text).ok_or_else(|| {
        let field = format!("--recall {}", crate::data::shown(text, crate::data::QUOTED_MOST));
        CliError::said(move |lang| ready::recall_refused_in(&field, lang))
    })
}

/// The day a date names, after `today` (days since 1970).
fn target_day(text: &str, today: u64) -> Result<u64, CliError> {
    let shown = crate::data::shown(text, crate::data::QUOTED_MOST);
    let Some(day) = day_of_date(text) else {
        return Err(CliError::said(move |lang| {
            lang.text("plan-error-date", &[("field", Arg::Text(&format!("--by {shown}")))])
        }));
    };
    if day <= today {
        let when = if day == today { "today" } else { "passed" };
        let today = date_of_day(today);
        return Err(CliError::said(move |lang| {
            let field = format!("--by {shown}");
            let args =
                [("field", Arg::Text(&field)), ("when", Arg::Text(when)), ("today", Arg::Text(&today))];
            lang.text("plan-error-day-gone", &args)
        }));
    }
    Ok(day)
}

fn table_rules(name: &str) -> Result<TableRules, CliError> {
    preset(name).map_err(|e| match e {
        PresetError::Unknown(u) => CliError::said(move |lang| u.words_in(lang)),
        PresetError::Invalid(d) => CliError::BadData(d),
    })
}

/// Runs `bjcoach plan`.
pub fn run(args: &PlanArgs, config: &Config, out: &mut Out<'_>) -> Result<(), CliError> {
    let store = config.store()?;
    let lang = LangArg::or_run(args.lang, config.lang);
    if args.stop {
        store.set_goal(None).map_err(store_error)?;
        writeln!(out.w, "{}", lang.text("plan-stopped", &[]))?;
        return Ok(());
    }
    let now = calendar()?.now();
    let today = now / 86_400;
    let (rules, goal, saving) = match &args.by {
        Some(by) => {
            let Some(table) = &args.table else {
                return Err(CliError::said(|lang| {
                    lang.text("plan-error-by-needs-table", &[("example", Arg::Text(EXAMPLE))])
                }));
            };
            let rules = table_rules(table)?;
            let day = target_day(by, today)?;
            let recall = args.recall.as_deref().map(recall_level).transpose()?.unwrap_or(DEFAULT_RECALL);
            let goal =
                Goal { version: PLAN_FORMAT_VERSION, table: rules.id.clone(), by: date_of_day(day), recall };
            (rules, goal, true)
        }
        None => {
            let Some(mut goal) = store.goal().map_err(store_error)? else {
                return Err(CliError::said(|lang| {
                    lang.text("plan-error-none", &[("example", Arg::Text(EXAMPLE))])
                }));
            };
            let rules = table_rules(&goal.table)?;
            if let Some(table) = &args.table
                && table_rules(table)?.id != rules.id
            {
                let (followed, table) = (rules.id.clone(), table.clone());
                return Err(CliError::said(move |lang| {
                    let args = [("followed", Arg::Text(&followed)), ("table", Arg::Text(&table))];
                    lang.text("plan-error-other-table", &args)
                }));
            }
            if let Some(recall) = &args.recall {
                goal.recall = recall_level(recall)?;
            }
            let (by, table) = (goal.by.clone(), rules.id.clone());
            target_day(&goal.by, today).map_err(move |_| {
                CliError::said(move |lang| {
                    let args = [
                        ("by", Arg::Text(&by)),
                        ("table", Arg::Text(&table)),
                        ("example", Arg::Text(EXAMPLE)),
                    ];
                    lang.text("plan-error-day-come", &args)
                })
            })?;
            let saving = args.recall.is_some();
            (rules, goal, saving)
        }
    };
    let by = day_of_date(&goal.by).unwrap_or(today + 1);
    let reading = read(&store)?;
    let chart =
        crate::coach::drill::shipped_chart(&rules.id).map_err(|e| CliError::BadInput(e.to_string()))?;
    let plan =
        store.ready_plan(&reading, &rules, chart.as_ref(), by, goal.recall, now).map_err(store_error)?;
    if saving {
        store.set_goal(Some(&goal)).map_err(store_error)?;
    }
    let bet = default_bet(&rules);
    if args.format == TextOrJson::Json {
        out.for_programs()?;
        writeln!(out.w, "{}", plan_json(&plan, &rules.id, bet))?;
        return Ok(());
    }
    text(&plan, (&rules.id, bet), saving, lang, out)
}

/// The plan as text in `lang`.
fn text(
    plan: &ReadyPlan,
    (table, bet): (&str, u64),
    saved: bool,
    lang: Lang,
    out: &mut Out<'_>,
) -> Result<(), CliError> {
    let p = out.paint;
    let w = &mut out.w;
    writeln!(w, "{}", p.bold(ready::aim_in(plan, table, lang)))?;
    writeln!(w)?;
    writeln!(w, "{}", ready::items_in(plan, lang))?;
    writeln!(w, "{}", ready::time_in(plan, table, lang))?;
    writeln!(w, "{}", ready::leak_in(plan, bet, lang))?;
    if let Some(short) = ready::short_in(plan, lang) {
        writeln!(w, "{}", p.warn(short))?;
    }
    writeln!(w)?;
    writeln!(w, "{}", p.bold(ready::today_in(plan, lang)))?;
    let by_drill = ready::today_by_drill(plan);
    for (drill, n) in &by_drill {
        // The decisions of play and the count kept in play are reviewed by playing (with a
        // hidden count): neither is a drill.
        use crate::coach::play::{HIDDEN_COUNT_DRILL, HIDDEN_COUNT_SYSTEM, PLAY_DRILL};
        let command = match drill.as_str() {
            PLAY_DRILL => format!("`bjcoach play --table {table}`"),
            HIDDEN_COUNT_DRILL => {
                format!("`bjcoach play --table {table} --count {HIDDEN_COUNT_SYSTEM} --hidden`")
            }
            _ => format!("`bjcoach drill {drill} --table {table} --focus plan`"),
        };
        let n = format!("{n:>4}");
        let args =
            [("reviews", Arg::Text(&n)), ("drill", Arg::Text(drill)), ("command", Arg::Text(&command))];
        writeln!(w, "  {}", lang.text("plan-drill-today", &args))?;
    }
    writeln!(w)?;
    writeln!(w, "{}", p.bold(lang.text("plan-first-days", &[])))?;
    // Each column as wide as its heading in the language, at least as wide as its figures.
    let heads = ["plan-column-day", "plan-column-reviews", "plan-column-new", "plan-column-minutes"]
        .map(|id| lang.text(id, &[]));
    let least = [10, 7, 4, 7];
    let widths: [usize; 4] = std::array::from_fn(|i| heads[i].chars().count().max(least[i]));
    let row = |cells: [String; 4]| {
        let [a, b, c, d] = cells;
        let [wa, wb, wc, wd] = widths;
        format!("  {a:<wa$}  {b:>wb$}  {c:>wc$}  {d:>wd$}")
    };
    writeln!(w, "{}", row(heads.clone()))?;
    for d in plan.days.iter().take(DAYS_SHOWN) {
        let shown = [
            date_of_day(d.day),
            d.reviews.to_string(),
            d.new.to_string(),
            lang.decimal(plan.pace.minutes(d.reviews), 1),
        ];
        writeln!(w, "{}", row(shown))?;
    }
    if plan.days.len() > DAYS_SHOWN {
        let rest = &plan.days[DAYS_SHOWN..];
        let reviews: usize = rest.iter().map(|d| d.reviews).sum();
        let args = [("days", Arg::Int(rest.len() as u64)), ("reviews", Arg::Int(reviews as u64))];
        writeln!(w, "  {}", lang.text("plan-more-days", &args))?;
    }
    writeln!(w)?;
    writeln!(w, "{}", lang.text(if saved { "plan-saved" } else { "plan-not-saved" }, &[]))?;
    Ok(())
}
