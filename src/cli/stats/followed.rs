//! The plan to be ready by a date that the learner follows, as `stats` shows it: in the plan's
//! own words ([`crate::coach::ready::followed`]) as text, and as `bjcoach plan` writes it in JSON.

use std::io::{self, Write};

use serde_json::json;

use super::super::Painter;
use super::super::progress::plan_json;
use crate::coach::learner::figures::FollowedPlan;
use crate::coach::ready;
use crate::lang::{Arg, Lang};

/// The plan's lines at `table` in `lang`, after a blank line; nothing without a plan. From the
/// menu, the home's plan entry takes the place of the commands.
pub(super) fn lines(
    w: &mut dyn Write,
    p: Painter,
    followed: Option<&FollowedPlan>,
    table: &str,
    bet: u64,
    (in_menu, lang): (bool, Lang),
) -> io::Result<()> {
    let Some(f) = followed else { return Ok(()) };
    writeln!(w)?;
    writeln!(w, "{}", p.bold(lang.text("plan-followed-title", &[])))?;
    for line in ready::followed_in(f, table, bet, lang) {
        writeln!(w, "{line}")?;
    }
    if !in_menu {
        let see = match &f.plan {
            Some(_) => lang.text("plan-followed-see", &[]),
            None if f.goal.table != table => {
                lang.text("plan-followed-see-elsewhere", &[("table", Arg::Text(&f.goal.table))])
            }
            None => lang.text("plan-followed-see-passed", &[("table", Arg::Text(table))]),
        };
        writeln!(w, "{see}")?;
    }
    Ok(())
}

/// The plan as JSON: what was saved, and the plan made again when it is at `table` (as
/// `bjcoach plan --format json` writes it); `null` without a plan.
pub(super) fn json(followed: Option<&FollowedPlan>, bet: u64) -> serde_json::Value {
    let Some(f) = followed else { return serde_json::Value::Null };
    json!({
        "table": f.goal.table,
        "by": f.goal.by,
        "recall": f.goal.recall,
        "made_today": f.plan.as_ref().map(|plan| plan_json(plan, &f.goal.table, bet)),
    })
}
