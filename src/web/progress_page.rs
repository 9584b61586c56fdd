//! `bjcoach stats --format html`: a learner's progress as one self-contained HTML page (style
//! inline, no script, nothing fetched): an SVG plot of accuracy and median answer time per day for
//! each stage of the path, the leak at the end of each day, the mistake heat map as a coloured
//! chart grid, the learning path with its stages, and where the edge went over the latest
//! counting sessions of play ([`edges_html`]), and the memory model's figures at the table
//! ([`memory_html`]): the items due, retention and predicted against observed recall, as a table
//! and a plot. Every text is escaped where it is written.

use std::fmt::Write;

use super::escape;
use crate::coach::learner::cells::ChartRecord;
use crate::coach::learner::figures::FollowedPlan;
use crate::coach::learner::figures::saved_words;
use crate::coach::learner::learning_path::{self, LearningPath, StageStatus};
use crate::coach::learner::memory::{Answered, DUE_BELOW, MemoryReport};
use crate::coach::learner::record::{Retries, situation_words};
use crate::coach::learner::report::{
    ACCURACY_AXIS_TOP, Miss, chips_figure, heat_sections, leak_chips, stage_state, time_axis,
};
use crate::coach::learner::trend::{FamilyTrend, LeakDay};
use crate::coach::play::recent_edge::{RecentEdge, recent_edge_words};
use crate::strategy::chart::DEALER_ORDER;

/// Everything the page shows.
pub struct Page<'a> {
    /// The table of the chart, the leak and the path.
    pub table: &'a str,
    /// The one drill shown, if only one.
    pub drill: Option<&'a str>,
    /// Questions answered (of that drill, or all), by their first answers.
    pub answers: usize,
    /// How the retries went.
    pub retries: Retries,
    /// Each stage's days.
    pub trends: &'a [FamilyTrend],
    /// The leak at the end of each day.
    pub leak_days: &'a [LeakDay],
    /// The bet the leak is counted in chips at.
    pub bet: u64,
    /// The record on the table's chart, when the table has a chart.
    pub record: Option<&'a ChartRecord>,
    /// The learning path.
    pub path: &'static LearningPath,
    /// Where the learner stands on each of its stages.
    pub statuses: &'a [StageStatus],
}

/// The page's own layout, when it stands alone.
const PAGE_STYLE: &str = "body { font-family: Helvetica, Arial, sans-serif; font-size: 11pt; margin: 1em auto; max-width: 760px; color: #111; }\n\
h1 { font-size: 16pt; } h2 { font-size: 13pt; margin-top: 1.5em; } h3 { font-size: 11pt; margin: 1em 0 0.2em; }\n";

/// The style of the plots, the heat map and the path, wherever the page's body is shown.
pub const STYLE: &str = "svg.family, svg.leak { display: block; max-width: 100%; height: auto; } svg.family text, svg.leak text { font-size: 11px; fill: #333; }\n\
.bar { fill: #4a7fb5; } .time { fill: #d08a2e; } .leak { fill: #b54a4a; } .axis { stroke: #777; stroke-width: 1; }\n\
.grid { stroke: #ddd; stroke-width: 1; }\n\
table.heat { border-collapse: collapse; margin-bottom: 0.6em; }\n\
table.heat th, table.heat td { border: 1px solid #999; padding: 1px 4px; text-align: center; min-width: 2.2em; }\n\
table.heat tbody th { text-align: left; white-space: nowrap; background: #eee; }\n\
td.never { background: #bfe5c2; } td.sometimes { background: #f7e08a; } td.often { background: #f29a9a; }\n\
td.not-asked { color: #999; }\n\
table.edge { border-collapse: collapse; margin-bottom: 0.4em; } table.edge caption { text-align: left; font-weight: bold; }\n\
table.recall { border-collapse: collapse; } table.recall th, table.recall td { padding: 1px 10px 1px 0; text-align: right; }\n\
svg.calibration { display: block; max-width: 100%; height: auto; } svg.calibration text { font-size: 11px; fill: #333; }\n\
.ideal { stroke: #999; stroke-dasharray: 4 3; } .observed { fill: #4a7fb5; fill-opacity: 0.8; }\n\
table.edge th { text-align: left; font-weight: normal; padding: 1px 12px 1px 0; } table.edge td { text-align: right; }\n\
.mastered, .placed { color: #1d7a2e; } .re-test { color: #a35f00; } .open { color: #1f5f9e; } .later { color: #777; }\n";

/// The page, with where the edge went over the latest counting sessions of play, per system.
/// With the memory's figures and the plan the learner follows, when one is.
pub fn render(
    page: &Page<'_>,
    edges: &[RecentEdge],
    memory: &MemoryReport,
    followed: Option<&FollowedPlan>,
) -> String {
    let mut html = String::new();
    let scope = page.drill.map(|d| format!(" in {d}")).unwrap_or_default();
    let title = format!("Your progress{scope} at {}", page.table);
    let _ = writeln!(html, "<!DOCTYPE html>");
    let _ = writeln!(html, "<html lang=\"en\">");
    let _ = writeln!(html, "<head>");
    let _ = writeln!(html, "<meta charset=\"utf-8\">");
    let _ = writeln!(html, "<title>{}</title>", escape(&title));
    let _ = writeln!(html, "<style>\n{PAGE_STYLE}{STYLE}</style>");
    let _ = writeln!(html, "</head>");
    let _ = writeln!(html, "<body>");
    let _ = writeln!(html, "<h1>{}</h1>", escape(&title));
    // A file stands apart from the coach: the way to start is the command.
    html.push_str(&body(page, &escape("bjcoach drill hand-totals")));
    html.push_str(&edges_html(edges));
    html.push_str(&memory_html(memory));
    html.push_str(&plan_html(followed, page.table, page.bet));
    let _ = writeln!(html, "</body>");
    let _ = writeln!(html, "</html>");
    html
}

/// The page without its head and title: the saved answers, the plots, the heat map and the path.
/// With no answers, `start` (HTML) says where practice starts: the command in a file, a link on
/// the coach's page.
pub fn body(page: &Page<'_>, start: &str) -> String {
    let mut html = String::new();
    let saved = format!("{}.", saved_words(page.answers, page.retries));
    let _ = writeln!(html, "<p>{}</p>", escape(&saved));
    if page.answers == 0 {
        let _ =
            writeln!(html, "<p>Nothing to draw yet: answers are saved as you practise, e.g. {start}.</p>");
    } else {
        trends(&mut html, page.trends);
        leak(&mut html, page);
    }
    if let Some(record) = page.record {
        heat_map(&mut html, record);
    }
    path(&mut html, page);
    html
}

/// A share as a whole percent, as English writes it.
fn percent(share: f64) -> String {
    crate::lang::Lang::En.percent(share * 100.0, 0)
}

/// Answers and the share right, or `none yet`.
fn answered_words(a: &Answered) -> String {
    if a.answers == 0 {
        "none yet".to_string()
    } else {
        let s = if a.answers == 1 { "" } else { "s" };
        format!("{} answer{s}, {} right", a.answers, percent(a.accuracy()))
    }
}

/// The plan to be ready by a date the learner follows, in the words `stats` writes it; nothing
/// without a plan.
pub fn plan_html(followed: Option<&FollowedPlan>, table: &str, bet: u64) -> String {
    let mut html = String::new();
    let Some(f) = followed else { return html };
    let _ = writeln!(html, "<h2 id=\"plan\">The plan you follow</h2>");
    for line in crate::coach::ready::followed(f, table, bet) {
        let _ = writeln!(html, "<p>{}</p>", escape(&line));
    }
    html
}

/// The memory model's figures, as `stats` writes them: the items due now, predicted recall,
/// retention a day or more later against the same day, and predicted against observed recall by
/// bins (a table and a plot, each bin a dot its answers' size, the dashed line where they would
/// agree). Nothing before the first answer.
pub fn memory_html(r: &MemoryReport) -> String {
    let mut html = String::new();
    if r.items == 0 {
        return html;
    }
    let _ = writeln!(html, "<h2 id=\"memory\">Memory</h2>");
    let _ = writeln!(
        html,
        "<p class=\"note\">{}; a right first answer is a recall, a wrong one a lapse.</p>",
        r.parameters.words()
    );
    let mut spaced = answered_words(&r.spaced);
    if r.spaced.answers > 0 {
        spaced.push_str(&format!(" (the model predicted {})", percent(r.spaced_predicted())));
    }
    let rows = [
        ("Items answered", r.items.to_string()),
        ("Due now", format!("{} (predicted recall below {})", r.due, percent(DUE_BELOW))),
        ("Predicted recall now", format!("{} on average", percent(r.recall_now))),
        ("A day or more later", spaced),
        ("The same day", answered_words(&r.massed)),
    ];
    let _ = write!(html, "<table class=\"edge\" id=\"memory-figures\">");
    for (label, value) in rows {
        let _ = write!(html, "<tr><th scope=\"row\">{}</th><td>{}</td></tr>", escape(label), escape(&value));
    }
    let _ = writeln!(html, "</table>");
    let (Some(log_loss), Some(rmse)) = (r.log_loss, r.rmse_bins) else { return html };
    let _ = writeln!(html, "<h3>Predicted against observed recall, answers a day or more later</h3>");
    let _ = write!(
        html,
        "<table class=\"recall\"><tr><th>predicted</th><th>answers</th><th>mean predicted</th><th>observed</th></tr>"
    );
    let bins: Vec<_> = r.bins.iter().filter(|b| b.answered.answers > 0).collect();
    for b in &bins {
        let _ = write!(
            html,
            "<tr><td>{}–{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
            percent(b.from),
            percent(b.to),
            b.answered.answers,
            percent(b.predicted()),
            percent(b.answered.accuracy())
        );
    }
    let _ = writeln!(html, "</table>");
    // The plot: predicted recall across, observed up, both from 0 to 100 %.
    let (size, pad) = (220.0, 30.0);
    let at = |share: f64| pad + share.clamp(0.0, 1.0) * (size - pad - 10.0);
    let _ = write!(
        html,
        "<svg class=\"calibration\" xmlns=\"http://www.w3.org/2000/svg\" width=\"{size}\" height=\"{size}\" \
         viewBox=\"0 0 {size} {size}\" role=\"img\" aria-label=\"Predicted against observed recall\">\
         <line class=\"axis\" x1=\"{pad}\" y1=\"{y0}\" x2=\"{x1}\" y2=\"{y0}\"/>\
         <line class=\"axis\" x1=\"{pad}\" y1=\"{y0}\" x2=\"{pad}\" y2=\"10\"/>\
         <line class=\"ideal\" x1=\"{pad}\" y1=\"{y0}\" x2=\"{x1}\" y2=\"10\"/>\
         <text x=\"{pad}\" y=\"{label_y}\">predicted</text><text x=\"2\" y=\"10\">observed</text>",
        y0 = size - at(0.0),
        x1 = at(1.0),
        label_y = size - 4.0,
    );
    let most = bins.iter().map(|b| b.answered.answers).max().unwrap_or(1).max(1) as f64;
    for b in &bins {
        let radius = 3.0 + 5.0 * (b.answered.answers as f64 / most).sqrt();
        let _ = write!(
            html,
            "<circle class=\"observed\" cx=\"{:.1}\" cy=\"{:.1}\" r=\"{radius:.1}\"><title>{} answers: predicted {}, observed {}</title></circle>",
            at(b.predicted()),
            size - at(b.answered.accuracy()),
            b.answered.answers,
            percent(b.predicted()),
            percent(b.answered.accuracy())
        );
    }
    let _ = writeln!(html, "</svg>");
    let _ = writeln!(
        html,
        "<p class=\"note\">Log loss {log_loss:.3}; RMSE over the bins {rmse:.3} (weighted by answers).</p>"
    );
    html
}

/// Where the edge went over the latest counting sessions of play, per counting system, in the
/// words `stats` writes: a table of each breakdown, its notes and its top leak. Nothing without a
/// counting session saved. Shown after the page's [`body`].
pub fn edges_html(edges: &[RecentEdge]) -> String {
    let mut html = String::new();
    if edges.is_empty() {
        return html;
    }
    let _ = writeln!(html, "<h2 id=\"edge-went\">Where the edge went</h2>");
    for edge in edges {
        let words = recent_edge_words(edge);
        let _ = write!(
            html,
            "<table class=\"edge\" data-system=\"{}\"><caption>{}</caption>",
            escape(&edge.system),
            escape(&words.heading)
        );
        for (part, chips) in &words.rows {
            let _ =
                write!(html, "<tr><th scope=\"row\">{}</th><td>{}</td></tr>", escape(part), escape(chips));
        }
        let _ = writeln!(html, "</table>");
        for note in &words.notes {
            let _ = writeln!(html, "<p class=\"note\">{}</p>", escape(note));
        }
        if let Some(top) = &words.top {
            let _ = writeln!(html, "<p class=\"top-leak\">{}</p>", escape(top));
        }
    }
    html
}

/// One panel of a plot: a bar per day from zero to `high`, its axis labelled at `ticks`.
struct Panel<'a> {
    title: String,
    class: &'a str,
    high: f64,
    ticks: Vec<(f64, String)>,
    /// Each day's value and the words of its tooltip; `None`: nothing that day.
    values: Vec<Option<(f64, String)>>,
}

const WIDTH: f64 = 720.0;
const LEFT: f64 = 64.0;
const RIGHT: f64 = 12.0;
const PANEL: f64 = 90.0;
const TITLE: f64 = 22.0;
const DAYS: f64 = 22.0;

/// An SVG of panels over the same days, named under the last panel.
fn plot(html: &mut String, class: &str, panels: &[Panel<'_>], days: &[String]) {
    let height = panels.len() as f64 * (PANEL + TITLE) + DAYS;
    let _ = writeln!(
        html,
        "<svg class=\"{class}\" xmlns=\"http://www.w3.org/2000/svg\" width=\"{WIDTH}\" height=\"{height}\" viewBox=\"0 0 {WIDTH} {height}\">"
    );
    let slot = (WIDTH - LEFT - RIGHT) / days.len().max(1) as f64;
    for (k, panel) in panels.iter().enumerate() {
        let top = k as f64 * (PANEL + TITLE) + TITLE;
        let y = |v: f64| top + PANEL - (v / panel.high).clamp(0.0, 1.0) * PANEL;
        let _ = writeln!(html, "<text x=\"{LEFT}\" y=\"{:.1}\">{}</text>", top - 8.0, escape(&panel.title));
        for (v, label) in &panel.ticks {
            let _ = writeln!(
                html,
                "<line class=\"grid\" x1=\"{LEFT}\" y1=\"{0:.1}\" x2=\"{1:.1}\" y2=\"{0:.1}\"/><text x=\"{2:.1}\" y=\"{3:.1}\" text-anchor=\"end\">{4}</text>",
                y(*v),
                WIDTH - RIGHT,
                LEFT - 4.0,
                y(*v) + 4.0,
                escape(label)
            );
        }
        for (d, value) in panel.values.iter().enumerate() {
            let Some((v, tip)) = value else { continue };
            let x = LEFT + d as f64 * slot + slot * 0.15;
            let _ = writeln!(
                html,
                "<rect class=\"{}\" x=\"{x:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{:.1}\"><title>{}</title></rect>",
                panel.class,
                y(*v),
                slot * 0.7,
                top + PANEL - y(*v),
                escape(tip)
            );
        }
        let _ = writeln!(
            html,
            "<line class=\"axis\" x1=\"{LEFT}\" y1=\"{top:.1}\" x2=\"{LEFT}\" y2=\"{0:.1}\"/><line class=\"axis\" x1=\"{LEFT}\" y1=\"{0:.1}\" x2=\"{1:.1}\" y2=\"{0:.1}\"/>",
            top + PANEL,
            WIDTH - RIGHT
        );
    }
    // The days, named where there is room: every `every`-th from the last.
    let every = (44.0 / slot).ceil().max(1.0) as usize;
    let base = panels.len() as f64 * (PANEL + TITLE) + 14.0;
    for (d, day) in days.iter().enumerate().filter(|(d, _)| (days.len() - 1 - d).is_multiple_of(every)) {
        let x = LEFT + (d as f64 + 0.5) * slot;
        let short = day.get(5..).unwrap_or(day);
        let _ = writeln!(
            html,
            "<text x=\"{x:.1}\" y=\"{base:.1}\" text-anchor=\"middle\">{}</text>",
            escape(short)
        );
    }
    let _ = writeln!(html, "</svg>");
}

fn trends(html: &mut String, trends: &[FamilyTrend]) {
    let _ = writeln!(html, "<h2>Accuracy and speed by stage of the path, day by day</h2>");
    let _ = writeln!(
        html,
        "<p>{}</p>",
        escape(
            "Each bar is one day you practised the stage (UTC): above, the share of its answers that were right; below, their median time."
        )
    );
    for t in trends {
        let (Some(first), Some(last)) = (t.days.first(), t.days.last()) else { continue };
        let _ = writeln!(html, "<section class=\"family\">");
        let heading = format!("{} ({})", t.family.name, t.drills_answered.join(", "));
        let _ = writeln!(html, "<h3>{}</h3>", escape(&heading));
        let shown = if t.days_practised > t.days.len() {
            format!("the latest {} of {} days practised", t.days.len(), t.days_practised)
        } else {
            format!("{} day{}", t.days.len(), if t.days.len() == 1 { "" } else { "s" })
        };
        let line = format!("{} answers; {shown}, {} to {}.", t.answers, first.day, last.day);
        let _ = writeln!(html, "<p>{}</p>", escape(&line));
        let slowest = time_axis(&t.days);
        let panels = [
            Panel {
                title: "Right, in percent of the day's answers".to_string(),
                class: "bar",
                high: ACCURACY_AXIS_TOP,
                ticks: [0.0, ACCURACY_AXIS_TOP / 2.0, ACCURACY_AXIS_TOP]
                    .into_iter()
                    .map(|v| (v, format!("{v:.0}%")))
                    .collect(),
                values: t
                    .days
                    .iter()
                    .map(|d| {
                        let tip = format!(
                            "{}: {} of {} right ({:.1}%)",
                            d.day, d.correct, d.answers, d.accuracy_percent
                        );
                        Some((d.accuracy_percent, tip))
                    })
                    .collect(),
            },
            Panel {
                title: "Median answer time, in seconds".to_string(),
                class: "time",
                high: slowest,
                ticks: [0.0, slowest / 2.0, slowest]
                    .into_iter()
                    .map(|ms| (ms, format!("{:.1} s", ms / 1000.0)))
                    .collect(),
                values: t
                    .days
                    .iter()
                    .map(|d| {
                        d.median_ms
                            .map(|ms| (ms as f64, format!("{}: median {:.1} s", d.day, ms as f64 / 1000.0)))
                    })
                    .collect(),
            },
        ];
        plot(html, "family", &panels, &t.days.iter().map(|d| d.day.clone()).collect::<Vec<_>>());
        let _ = writeln!(html, "</section>");
    }
}

fn leak(html: &mut String, page: &Page<'_>) {
    let days = page.leak_days;
    if days.is_empty() {
        return;
    }
    let _ = writeln!(html, "<h2>{}</h2>", escape(&format!("Your leak at {}", page.table)));
    let words = format!(
        "Chips given away per 100 rounds at a bet of {}, at the end of each day you played the chart: from every strategy answer up to that day.",
        page.bet
    );
    let _ = writeln!(html, "<p>{}</p>", escape(&words));
    let chips: Vec<f64> = days.iter().map(|d| leak_chips(d.leak_points, page.bet)).collect();
    let most = chips.iter().copied().fold(0.0, f64::max);
    let high = if most > 0.0 { most * 1.1 } else { 1.0 };
    let panel = Panel {
        title: "Chips per 100 rounds".to_string(),
        class: "leak",
        high,
        ticks: [0.0, high / 2.0, high].into_iter().map(|c| (c, chips_figure(c))).collect(),
        values: days
            .iter()
            .zip(&chips)
            .map(|(d, c)| {
                let tip = format!(
                    "{}: {} chips per 100 rounds ({:.3}% of every bet)",
                    d.day,
                    chips_figure(*c),
                    d.leak_points
                );
                Some((*c, tip))
            })
            .collect(),
    };
    plot(html, "leak", &[panel], &days.iter().map(|d| d.day.clone()).collect::<Vec<_>>());
}

fn heat_map(html: &mut String, record: &ChartRecord) {
    let _ = writeln!(html, "<h2>{}</h2>", escape(&format!("Your mistakes on the {} chart", record.table)));
    for section in heat_sections(record) {
        let _ = writeln!(html, "<table class=\"heat\">");
        let _ = write!(html, "<thead><tr><th>{}</th>", escape(&section.title));
        for d in DEALER_ORDER {
            let _ = write!(html, "<th>{}</th>", escape(d.symbol()));
        }
        let _ = writeln!(html, "</tr></thead>");
        let _ = writeln!(html, "<tbody>");
        for (label, cells) in &section.rows {
            let _ = write!(html, "<tr><th>{}</th>", escape(label));
            for cell in cells {
                match cell {
                    None => html.push_str("<td></td>"),
                    Some(c) => {
                        let miss = Miss::of(c);
                        let class = match miss {
                            Miss::NotAsked => "not-asked",
                            Miss::Never => "never",
                            Miss::Sometimes => "sometimes",
                            Miss::Often => "often",
                        };
                        let text = if miss == Miss::NotAsked {
                            miss.mark().to_string()
                        } else {
                            format!("{}{}", c.facts.cell.action, miss.mark()).trim_end().to_string()
                        };
                        let cell = situation_words(&c.facts.key);
                        let tip = if miss == Miss::NotAsked {
                            format!("{cell}: never asked")
                        } else {
                            format!("{cell}: wrong {} of {}", c.wrong, c.seen)
                        };
                        let _ = write!(
                            html,
                            "<td class=\"{class}\" title=\"{}\">{}</td>",
                            escape(&tip),
                            escape(&text)
                        );
                    }
                }
            }
            let _ = writeln!(html, "</tr>");
        }
        let _ = writeln!(html, "</tbody>");
        let _ = writeln!(html, "</table>");
    }
    let _ = writeln!(
        html,
        "<p>{}</p>",
        escape(
            "Each cell you were asked shows the chart's play: green always right, yellow (!) missed sometimes, red (✗) missed half the time or more; · never asked."
        )
    );
}

fn path(html: &mut String, page: &Page<'_>) {
    let _ = writeln!(html, "<h2>{}</h2>", escape(&format!("Learning path at {}", page.table)));
    let _ = writeln!(html, "<p>{}</p>", escape(&format!("The path: {}.", page.path.about())));
    let _ = writeln!(html, "<ol class=\"path\">");
    for s in page.statuses {
        let state = stage_state(s);
        let mut words =
            format!("{} ({}), {} s an answer", s.stage.name, s.stage.drills.join(", "), s.stage.seconds);
        if let Some(acc) = s.recent_accuracy_percent {
            let _ = write!(
                words,
                ": {} answers, {acc:.0}% right in time over the last {}",
                s.answers,
                s.answers.min(learning_path::MASTERY_WINDOW)
            );
        }
        let _ = writeln!(
            html,
            "<li><strong class=\"{state}\">{}</strong> {}</li>",
            escape(state),
            escape(&words)
        );
    }
    let _ = writeln!(html, "</ol>");
    let rule = format!(
        "A stage is mastered when {}% of its last {} answers at {} are right within its time; the next stage then opens. Any drill may be practised at any time.",
        learning_path::MASTERY_ACCURACY_PERCENT,
        learning_path::MASTERY_WINDOW,
        page.table
    );
    let _ = writeln!(html, "<p>{}</p>", escape(&rule));
    if let Some(shared) = page.path.sharing_sentence() {
        let _ = writeln!(html, "<p>{}</p>", escape(&shared));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::coach::learner::memory::MemoryReplay;
    use crate::coach::learner::trend::{Day, Family};

    /// The heights of the accuracy bars drawn, in the page's units, day by day.
    fn accuracy_bar_heights(html: &str) -> Vec<f64> {
        html.lines()
            .filter(|l| l.starts_with("<rect class=\"bar\""))
            .map(|l| {
                let at = l.find(" height=\"").unwrap() + " height=\"".len();
                l[at..].split('"').next().unwrap().parse().unwrap()
            })
            .collect()
    }

    #[test]
    fn accuracy_bars_start_at_zero() {
        // A day at 40 % and a day at 50 %: bars of 40 and 50 hundredths of the panel.
        let days = vec![Day::new(20_000, 10, 4, Some(1000)), Day::new(20_001, 10, 5, Some(1000))];
        let trend = FamilyTrend {
            family: Family { name: "Count hands".into(), drills: vec!["hand-totals".into()] },
            drills_answered: vec!["hand-totals".into()],
            days_practised: 2,
            answers: 20,
            days,
        };
        let page = Page {
            table: "book",
            drill: None,
            answers: 20,
            retries: Retries::default(),
            trends: std::slice::from_ref(&trend),
            leak_days: &[],
            bet: 10,
            record: None,
            path: &learning_path::PATHS[0],
            statuses: &[],
        };
        let heights = accuracy_bar_heights(&render(&page, &[], &MemoryReplay::new().report(0), None));
        let expected: Vec<f64> = trend.days.iter().map(|d| d.accuracy_percent / 100.0 * PANEL).collect();
        assert_eq!(heights, expected);
        assert_eq!(expected, [36.0, 45.0]);
    }
}
