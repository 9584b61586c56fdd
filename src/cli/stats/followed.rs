//! The plan to be ready by a date that the learner follows, as `stats` shows it: in the plan's
//! own words ([`crate::coach::ready::followed`]) as text, and as `bjcoach plan` writes it in JSON.

use std::io::{self, Write};

use serde_json::json;

use super::super::Painter;
use super::super::progress::plan_json;
use crate::coach::learner::figures::FollowedPlan;
use crate::coach::ready;

/// The plan's lines at `table`, after a blank line; nothing without a plan. From the menu, the
/// home's plan entry takes the place of the commands.
pub(super) fn lines(
    w: &mut dyn Write,
    p: Painter,
    followed: Option<&FollowedPlan>,
    table: &str,
    bet: u64,
    in_menu: bool,
) -> io::Result<()> {
    let Some(f) = followed else { return Ok(()) };
    writeln!(w)?;
    writeln!(w, "{}", p.bold("The plan you follow:"))?;
    for line in ready::followed(f, table, bet) {
        writeln!(w, "{line}")?;
    }
    if !in_menu {
        let see = match &f.plan {
            Some(_) => "`bjcoach plan` shows its days; `bjcoach plan --stop` stops it.".to_string(),
            None if f.goal.table != table => format!("`bjcoach stats --table {}` shows it.", f.goal.table),
            None => format!("`bjcoach plan --table {table} --by YYYY-MM-DD` makes another."),
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
