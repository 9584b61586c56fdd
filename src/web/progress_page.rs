//! `bjcoach stats --format html`: a learner's progress as one self-contained HTML page (style
//! inline, no script, nothing fetched): an SVG plot of accuracy and median answer time per day for
//! each stage of the path, the leak at the end of each day, the mistake heat map as a coloured
//! chart grid, the learning path with its stages, and where the edge went over the latest
//! counting sessions of play ([`edges_html`]), and the memory model's figures at the table
//! ([`memory_html`]): the items due, retention and predicted against observed recall, as a table
//! and a plot. Every text is escaped where it is written.

use std::fmt::Write;

use super::escape;
use crate::coach::drill::strategy::situation_words_in;
use crate::coach::learner::cells::ChartRecord;
use crate::coach::learner::figures::FollowedPlan;
use crate::coach::learner::figures::saved_words_in;
use crate::coach::learner::learning_path::{self, LearningPath, StageStatus};
use crate::coach::learner::memory::{Answered, DUE_BELOW, MemoryReport};
use crate::coach::learner::record::Retries;
use crate::coach::learner::report::{
    ACCURACY_AXIS_TOP, Miss, chips_figure, heat_sections_in, leak_chips, stage_state, stage_state_in,
    time_axis,
};
use crate::coach::learner::stage_name_in;
use crate::coach::learner::trend::{FamilyTrend, LeakDay};
use crate::coach::play::recent_edge::{RecentEdge, recent_edge_words_in};
use crate::game::action::Action;
use crate::lang::{Arg, Lang};
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
    /// The language of the page's words; its figures are written as the language writes them.
    pub lang: Lang,
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
    let lang = page.lang;
    let title = progress_title(page.table, page.drill, lang);
    let _ = writeln!(html, "<!DOCTYPE html>");
    let _ = writeln!(html, "<html lang=\"{}\">", lang.code());
    let _ = writeln!(html, "<head>");
    let _ = writeln!(html, "<meta charset=\"utf-8\">");
    let _ = writeln!(html, "<title>{}</title>", escape(&title));
    let _ = writeln!(html, "<style>\n{PAGE_STYLE}{STYLE}</style>");
    let _ = writeln!(html, "</head>");
    let _ = writeln!(html, "<body>");
    let _ = writeln!(html, "<h1>{}</h1>", escape(&title));
    // A file stands apart from the coach: the way to start is the command.
    html.push_str(&body(page, &escape("bjcoach drill hand-totals")));
    html.push_str(&edges_html(edges, lang));
    html.push_str(&memory_html(memory, lang));
    html.push_str(&plan_html(followed, page.table, page.bet, lang));
    let _ = writeln!(html, "</body>");
    let _ = writeln!(html, "</html>");
    html
}

/// The page's title in `lang`: `Your progress at book`, `Your progress in strategy at book`.
pub fn progress_title(table: &str, drill: Option<&str>, lang: Lang) -> String {
    match drill {
        Some(d) => {
            lang.text("page-progress-title-drill", &[("drill", Arg::Text(d)), ("table", Arg::Text(table))])
        }
        None => lang.text("page-progress-title", &[("table", Arg::Text(table))]),
    }
}

/// The page without its head and title: the saved answers, the plots, the heat map and the path.
/// With no answers, `start` (HTML) says where practice starts: the command in a file, a link on
/// the coach's page.
pub fn body(page: &Page<'_>, start: &str) -> String {
    let mut html = String::new();
    let lang = page.lang;
    let saved = format!("{}.", saved_words_in(page.answers, page.retries, lang));
    let _ = writeln!(html, "<p>{}</p>", escape(&saved));
    if page.answers == 0 {
        // The link stands in the escaped sentence where its mark was.
        const MARK: &str = "\u{1}start\u{1}";
        let words = escape(&lang.text("page-progress-nothing", &[("start", Arg::Text(MARK))]));
        let _ = writeln!(html, "<p>{}</p>", words.replace(MARK, start));
    } else {
        trends(&mut html, page.trends, lang);
        leak(&mut html, page);
    }
    if let Some(record) = page.record {
        heat_map(&mut html, record, lang);
    }
    path(&mut html, page);
    html
}

/// A share as a whole percent, as `lang` writes it.
fn percent(share: f64, lang: Lang) -> String {
    lang.percent(share * 100.0, 0)
}

/// Answers and the share right, or `none yet`, in `lang`.
fn answered_words(a: &Answered, lang: Lang) -> String {
    if a.answers == 0 {
        lang.text("stats-retention-none", &[])
    } else {
        let right = percent(a.accuracy(), lang);
        lang.text("stats-retention-massed", &[("answers", Arg::Int(a.answers)), ("right", Arg::Text(&right))])
    }
}

/// The plan to be ready by a date the learner follows, in the words `stats` writes it in `lang`;
/// nothing without a plan.
pub fn plan_html(followed: Option<&FollowedPlan>, table: &str, bet: u64, lang: Lang) -> String {
    let mut html = String::new();
    let Some(f) = followed else { return html };
    let _ = writeln!(html, "<h2 id=\"plan\">{}</h2>", escape(&lang.text("page-plan-title", &[])));
    for line in crate::coach::ready::followed_in(f, table, bet, lang) {
        let _ = writeln!(html, "<p>{}</p>", escape(&line));
    }
    html
}

/// The memory model's figures, as `stats` writes them in `lang`: the items due now, predicted
/// recall, retention a day or more later against the same day, and predicted against observed
/// recall by bins (a table and a plot, each bin a dot its answers' size, the dashed line where
/// they would agree). Nothing before the first answer.
pub fn memory_html(r: &MemoryReport, lang: Lang) -> String {
    let mut html = String::new();
    if r.items == 0 {
        return html;
    }
    let text = |id: &str| lang.text(id, &[]);
    let pct = |share: f64| percent(share, lang);
    let _ = writeln!(html, "<h2 id=\"memory\">{}</h2>", escape(&text("page-memory-title")));
    let model = r.parameters.words_in(lang);
    let note = lang.text("page-memory-note", &[("model", Arg::Text(&model))]);
    let _ = writeln!(html, "<p class=\"note\">{}</p>", escape(&note));
    let spaced = if r.spaced.answers > 0 {
        let (right, predicted) = (pct(r.spaced.accuracy()), pct(r.spaced_predicted()));
        lang.text(
            "stats-retention-spaced",
            &[
                ("answers", Arg::Int(r.spaced.answers)),
                ("right", Arg::Text(&right)),
                ("predicted", Arg::Text(&predicted)),
            ],
        )
    } else {
        answered_words(&r.spaced, lang)
    };
    let (below, recall) = (pct(DUE_BELOW), pct(r.recall_now));
    let rows = [
        (text("stats-memory-items"), r.items.to_string()),
        (
            text("stats-memory-due-label"),
            lang.text("stats-memory-due", &[("due", Arg::Int(r.due as u64)), ("below", Arg::Text(&below))]),
        ),
        (
            text("stats-memory-recall-label"),
            lang.text("stats-memory-recall", &[("recall", Arg::Text(&recall))]),
        ),
        (text("stats-retention-spaced-label"), spaced),
        (text("stats-retention-massed-label"), answered_words(&r.massed, lang)),
    ];
    let _ = write!(html, "<table class=\"edge\" id=\"memory-figures\">");
    for (label, value) in rows {
        let _ = write!(html, "<tr><th scope=\"row\">{}</th><td>{}</td></tr>", escape(&label), escape(&value));
    }
    let _ = writeln!(html, "</table>");
    let (Some(log_loss), Some(rmse)) = (r.log_loss, r.rmse_bins) else { return html };
    let _ = writeln!(html, "<h3>{}</h3>", escape(&text("page-calibration-title")));
    let (predicted, answers, observed) = (
        escape(&text("stats-calibration-predicted")),
        escape(&text("stats-calibration-answers")),
        escape(&text("stats-calibration-observed")),
    );
    let _ = write!(
        html,
        "<table class=\"recall\"><tr><th>{predicted}</th><th>{answers}</th><th>{}</th><th>{observed}</th></tr>",
        escape(&text("page-calibration-mean"))
    );
    let bins: Vec<_> = r.bins.iter().filter(|b| b.answered.answers > 0).collect();
    for b in &bins {
        let _ = write!(
            html,
            "<tr><td>{}–{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
            escape(&pct(b.from)),
            escape(&pct(b.to)),
            b.answered.answers,
            escape(&pct(b.predicted())),
            escape(&pct(b.answered.accuracy()))
        );
    }
    let _ = writeln!(html, "</table>");
    // The plot: predicted recall across, observed up, both from 0 to 100 %.
    let (size, pad) = (220.0, 30.0);
    let at = |share: f64| pad + share.clamp(0.0, 1.0) * (size - pad - 10.0);
    let _ = write!(
        html,
        "<svg class=\"calibration\" xmlns=\"http://www.w3.org/2000/svg\" width=\"{size}\" height=\"{size}\" \
         viewBox=\"0 0 {size} {size}\" role=\"img\" aria-label=\"{}\">\
         <line class=\"axis\" x1=\"{pad}\" y1=\"{y0}\" x2=\"{x1}\" y2=\"{y0}\"/>\
         <line class=\"axis\" x1=\"{pad}\" y1=\"{y0}\" x2=\"{pad}\" y2=\"10\"/>\
         <line class=\"ideal\" x1=\"{pad}\" y1=\"{y0}\" x2=\"{x1}\" y2=\"10\"/>\
         <text x=\"{pad}\" y=\"{label_y}\">{predicted}</text><text x=\"2\" y=\"10\">{observed}</text>",
        escape(&text("page-calibration-label")),
        y0 = size - at(0.0),
        x1 = at(1.0),
        label_y = size - 4.0,
    );
    let most = bins.iter().map(|b| b.answered.answers).max().unwrap_or(1).max(1) as f64;
    for b in &bins {
        let radius = 3.0 + 5.0 * (b.answered.answers as f64 / most).sqrt();
        let (predicted, observed) = (pct(b.predicted()), pct(b.answered.accuracy()));
        let tip = lang.text(
            "page-calibration-dot",
            &[
                ("answers", Arg::Int(b.answered.answers)),
                ("predicted", Arg::Text(&predicted)),
                ("observed", Arg::Text(&observed)),
            ],
        );
        let _ = write!(
            html,
            "<circle class=\"observed\" cx=\"{:.1}\" cy=\"{:.1}\" r=\"{radius:.1}\"><title>{}</title></circle>",
            at(b.predicted()),
            size - at(b.answered.accuracy()),
            escape(&tip)
        );
    }
    let _ = writeln!(html, "</svg>");
    let (loss, rmse) = (lang.decimal(log_loss, 3), lang.decimal(rmse, 3));
    let scores =
        lang.text("stats-calibration-scores", &[("loss", Arg::Text(&loss)), ("rmse", Arg::Text(&rmse))]);
    let _ = writeln!(html, "<p class=\"note\">{}</p>", escape(&scores));
    html
}

/// Where the edge went over the latest counting sessions of play, per counting system, in the
/// words `stats` writes in `lang`: a table of each breakdown, its notes and its top leak. Nothing
/// without a counting session saved. Shown after the page's [`body`].
pub fn edges_html(edges: &[RecentEdge], lang: Lang) -> String {
    let mut html = String::new();
    if edges.is_empty() {
        return html;
    }
    let _ = writeln!(html, "<h2 id=\"edge-went\">{}</h2>", escape(&lang.text("page-edge-title", &[])));
    for edge in edges {
        let words = recent_edge_words_in(edge, lang);
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

fn trends(html: &mut String, trends: &[FamilyTrend], lang: Lang) {
    let _ = writeln!(html, "<h2>{}</h2>", escape(&lang.text("stats-pictures-title", &[])));
    let _ = writeln!(html, "<p>{}</p>", escape(&lang.text("stats-pictures-about", &[])));
    for t in trends {
        let (Some(first), Some(last)) = (t.days.first(), t.days.last()) else { continue };
        let _ = writeln!(html, "<section class=\"family\">");
        let heading = format!("{} ({})", stage_name_in(&t.family.name, lang), t.drills_answered.join(", "));
        let _ = writeln!(html, "<h3>{}</h3>", escape(&heading));
        let shown = if t.days_practised > t.days.len() {
            lang.text(
                "page-trend-latest",
                &[("shown", Arg::Int(t.days.len() as u64)), ("practised", Arg::Int(t.days_practised as u64))],
            )
        } else {
            lang.text("page-trend-days", &[("days", Arg::Int(t.days.len() as u64))])
        };
        let line = lang.text(
            "page-trend-line",
            &[
                ("answers", Arg::Int(t.answers as u64)),
                ("shown", Arg::Text(&shown)),
                ("first", Arg::Text(&first.day)),
                ("last", Arg::Text(&last.day)),
            ],
        );
        let _ = writeln!(html, "<p>{}</p>", escape(&line));
        let slowest = time_axis(&t.days);
        let seconds = |ms: f64| lang.decimal(ms / 1000.0, 1);
        let panels = [
            Panel {
                title: lang.text("page-trend-right-title", &[]),
                class: "bar",
                high: ACCURACY_AXIS_TOP,
                ticks: [0.0, ACCURACY_AXIS_TOP / 2.0, ACCURACY_AXIS_TOP]
                    .into_iter()
                    .map(|v| (v, lang.percent(v, 0)))
                    .collect(),
                values: t
                    .days
                    .iter()
                    .map(|d| {
                        let share = lang.percent(d.accuracy_percent, 1);
                        let tip = lang.text(
                            "page-trend-right-tip",
                            &[
                                ("day", Arg::Text(&d.day)),
                                ("right", Arg::Int(d.correct as u64)),
                                ("answers", Arg::Int(d.answers as u64)),
                                ("percent", Arg::Text(&share)),
                            ],
                        );
                        Some((d.accuracy_percent, tip))
                    })
                    .collect(),
            },
            Panel {
                title: lang.text("page-trend-time-title", &[]),
                class: "time",
                high: slowest,
                ticks: [0.0, slowest / 2.0, slowest]
                    .into_iter()
                    .map(|ms| (ms, lang.text("page-seconds", &[("seconds", Arg::Text(&seconds(ms)))])))
                    .collect(),
                values: t
                    .days
                    .iter()
                    .map(|d| {
                        d.median_ms.map(|ms| {
                            let median = seconds(ms as f64);
                            let args = [("day", Arg::Text(&d.day)), ("seconds", Arg::Text(&median))];
                            (ms as f64, lang.text("page-trend-time-tip", &args))
                        })
                    })
                    .collect(),
            },
        ];
        plot(html, "family", &panels, &t.days.iter().map(|d| d.day.clone()).collect::<Vec<_>>());
        let _ = writeln!(html, "</section>");
    }
}

fn leak(html: &mut String, page: &Page<'_>) {
    let (days, lang) = (page.leak_days, page.lang);
    if days.is_empty() {
        return;
    }
    let title = lang.text("page-leak-title", &[("table", Arg::Text(page.table))]);
    let _ = writeln!(html, "<h2>{}</h2>", escape(&title));
    let words = lang.text("page-leak-about", &[("bet", Arg::Int(page.bet))]);
    let _ = writeln!(html, "<p>{}</p>", escape(&words));
    let chips: Vec<f64> = days.iter().map(|d| leak_chips(d.leak_points, page.bet)).collect();
    let most = chips.iter().copied().fold(0.0, f64::max);
    let high = if most > 0.0 { most * 1.1 } else { 1.0 };
    let figure = |c: f64| lang.number(&chips_figure(c));
    let panel = Panel {
        title: lang.text("page-leak-panel", &[]),
        class: "leak",
        high,
        ticks: [0.0, high / 2.0, high].into_iter().map(|c| (c, figure(c))).collect(),
        values: days
            .iter()
            .zip(&chips)
            .map(|(d, c)| {
                let (chips, share) = (figure(*c), lang.percent(d.leak_points, 3));
                let tip = lang.text(
                    "page-leak-tip",
                    &[
                        ("day", Arg::Text(&d.day)),
                        ("chips", Arg::Text(&chips)),
                        ("percent", Arg::Text(&share)),
                    ],
                );
                Some((*c, tip))
            })
            .collect(),
    };
    plot(html, "leak", &[panel], &days.iter().map(|d| d.day.clone()).collect::<Vec<_>>());
}

fn heat_map(html: &mut String, record: &ChartRecord, lang: Lang) {
    let title = lang.text("page-heat-title", &[("table", Arg::Text(&record.table))]);
    let _ = writeln!(html, "<h2>{}</h2>", escape(&title));
    for section in heat_sections_in(record, lang) {
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
                            let code = Action::code_in(&c.facts.cell.action.to_string(), lang);
                            format!("{code}{}", miss.mark()).trim_end().to_string()
                        };
                        let cell = situation_words_in(&c.facts.key, lang);
                        let tip = if miss == Miss::NotAsked {
                            lang.text("page-heat-never-asked", &[("cell", Arg::Text(&cell))])
                        } else {
                            lang.text(
                                "page-heat-wrong",
                                &[
                                    ("cell", Arg::Text(&cell)),
                                    ("wrong", Arg::Int(c.wrong as u64)),
                                    ("seen", Arg::Int(c.seen as u64)),
                                ],
                            )
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
    let (unmarked, sometimes, often) = (
        lang.text("page-heat-green", &[]),
        lang.text("page-heat-yellow", &[]),
        lang.text("page-heat-red", &[]),
    );
    let legend = lang.text(
        "stats-heat-legend",
        &[
            ("unmarked", Arg::Text(&unmarked)),
            ("sometimes", Arg::Text(&sometimes)),
            ("often", Arg::Text(&often)),
            ("never", Arg::Text("·")),
        ],
    );
    let _ = writeln!(html, "<p>{}</p>", escape(&legend));
}

fn path(html: &mut String, page: &Page<'_>) {
    let lang = page.lang;
    let title = lang.text("page-path-title", &[("table", Arg::Text(page.table))]);
    let _ = writeln!(html, "<h2>{}</h2>", escape(&title));
    let about = lang.text("page-path-about", &[("about", Arg::Text(&page.path.about_in(lang)))]);
    let _ = writeln!(html, "<p>{}</p>", escape(&about));
    let _ = writeln!(html, "<ol class=\"path\">");
    for s in page.statuses {
        let (name, drills) = (stage_name_in(s.stage.name, lang), s.stage.drills.join(", "));
        let args = [
            ("stage", Arg::Text(&name)),
            ("drills", Arg::Text(&drills)),
            ("seconds", Arg::Int(s.stage.seconds)),
        ];
        let words = match s.recent_accuracy_percent {
            Some(acc) => {
                let (stage, right) = (lang.text("page-path-stage", &args), lang.percent(acc, 0));
                let last = s.answers.min(learning_path::MASTERY_WINDOW);
                lang.text(
                    "page-path-stage-detail",
                    &[
                        ("stage", Arg::Text(&stage)),
                        ("answers", Arg::Int(s.answers as u64)),
                        ("percent", Arg::Text(&right)),
                        ("last", Arg::Int(last as u64)),
                    ],
                )
            }
            None => lang.text("page-path-stage", &args),
        };
        let _ = writeln!(
            html,
            "<li><strong class=\"{}\">{}</strong> {}</li>",
            stage_state(s),
            escape(&stage_state_in(s, lang)),
            escape(&words)
        );
    }
    let _ = writeln!(html, "</ol>");
    let percent = lang.percent(learning_path::MASTERY_ACCURACY_PERCENT as f64, 0);
    let rule = lang.text(
        "page-path-mastery",
        &[
            ("percent", Arg::Text(&percent)),
            ("window", Arg::Int(learning_path::MASTERY_WINDOW as u64)),
            ("table", Arg::Text(page.table)),
        ],
    );
    let _ = writeln!(html, "<p>{}</p>", escape(&rule));
    if let Some(shared) = page.path.sharing_sentence_in(lang) {
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
            lang: Lang::En,
        };
        let heights = accuracy_bar_heights(&render(&page, &[], &MemoryReplay::new().report(0), None));
        let expected: Vec<f64> = trend.days.iter().map(|d| d.accuracy_percent / 100.0 * PANEL).collect();
        assert_eq!(heights, expected);
        assert_eq!(expected, [36.0, 45.0]);
    }
}
