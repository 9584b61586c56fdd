//! Progress over time as small terminal charts: for each family of drills, bars of its accuracy and
//! median answer time, one column a day, and the leak at the end of each day, with the axis values
//! labelled and the days named under their columns. Plain block characters, fitting the width.

use std::io::{self, Write};

use super::Painter;
use crate::coach::learner::report::{ACCURACY_AXIS_TOP, time_axis};
use crate::coach::learner::stage_name_in;
use crate::coach::learner::trend::{FamilyTrend, LeakDay};
use crate::lang::{Arg, Lang};

/// The rows of one bar chart: each row holds eight steps of a bar.
const ROWS: usize = 3;
/// The columns before the bars: indent, the measure's name and the axis value.
const LEFT: usize = 21;
/// The columns each day takes when many days are drawn: its bar and a gap.
const STEP: usize = 2;
/// The columns each day takes when few are: a bar three wide, and room to name every day.
const WIDE_STEP: usize = 6;
const WIDE_BAR: usize = 3;
/// The width of a day's label under its column (`MM-DD`).
const LABEL: usize = 5;
/// Eighths of a cell, from empty to full.
const BLOCKS: [char; 9] = [' ', '▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'];

/// How many days fit in `width` columns, the last day's label included.
pub fn days_that_fit(width: usize) -> usize {
    (width.saturating_sub(LEFT + LABEL) / STEP + 1).max(1)
}

/// The columns of each day and of its bar: wide bars, each day named, when `days` fit so.
fn layout(days: usize, width: usize) -> (usize, usize) {
    if LEFT + days * WIDE_STEP <= width { (WIDE_STEP, WIDE_BAR) } else { (STEP, 1) }
}

/// One measure drawn: its name, the labels of the top and bottom of its axis, and each day's
/// height between them in eighths of a row (`None`: nothing to draw that day), `step` columns a
/// day and `bar` columns a bar.
struct Bars {
    step: usize,
    bar: usize,
    name: String,
    top: String,
    bottom: String,
    heights: Vec<Option<usize>>,
}

/// The height of `value` on an axis from `low` to `high`, in eighths: at least one, so that
/// every day drawn shows.
fn height(value: f64, low: f64, high: f64) -> usize {
    let share = if high > low { ((value - low) / (high - low)).clamp(0.0, 1.0) } else { 1.0 };
    ((share * (ROWS * 8) as f64).round() as usize).max(1)
}

fn draw_bars(w: &mut dyn Write, p: Painter, bars: &Bars) -> io::Result<()> {
    for row in (0..ROWS).rev() {
        let (name, value) = match row {
            r if r == ROWS - 1 => (bars.name.as_str(), bars.top.as_str()),
            0 => ("", bars.bottom.as_str()),
            _ => ("", ""),
        };
        let tick = if value.is_empty() { '│' } else { '┤' };
        // Pushed into one string: a string made for each cell's blocks and gap was most of what
        // drawing the bars cost.
        let mut cells = String::with_capacity(bars.heights.len() * bars.step * 3);
        for h in &bars.heights {
            let fill = h.map_or(0, |h| h.saturating_sub(row * 8).min(8));
            cells.extend(std::iter::repeat_n(BLOCKS[fill], bars.bar));
            cells.extend(std::iter::repeat_n(' ', bars.step - bars.bar));
        }
        let line = format!("    {name:<9}{value:>6} {tick}{}", p.accent(cells.trim_end()));
        writeln!(w, "{}", line.trim_end())?;
    }
    Ok(())
}

/// The day axis: a tick under each day named, and the names (`MM-DD`) under their ticks, the
/// first and the last always, others where they fit.
fn draw_days(w: &mut dyn Write, days: &[String], step: usize) -> io::Result<()> {
    let n = days.len();
    let mut named = vec![false; n];
    named[0] = true;
    named[n - 1] = true;
    let mut end = LABEL; // where the last name placed ends, in columns from the first day's
    for (k, slot) in named.iter_mut().enumerate().take(n.saturating_sub(1)).skip(1) {
        let at = k * step;
        if at > end && at + LABEL < (n - 1) * step {
            *slot = true;
            end = at + LABEL;
        }
    }
    let ticks: String =
        named.iter().map(|&t| format!("{}{}", if t { '┬' } else { '─' }, "─".repeat(step - 1))).collect();
    writeln!(w, "{:>width$}└{}", "", ticks.trim_end_matches('─'), width = LEFT - 1)?;
    let mut labels = String::new();
    for (k, day) in days.iter().enumerate().filter(|(k, _)| named[*k]) {
        let at = k * step;
        let short = day.get(5..).unwrap_or(day);
        labels.push_str(&" ".repeat(at.saturating_sub(labels.chars().count())));
        labels.push_str(short);
    }
    writeln!(w, "{:>width$}{labels}", "", width = LEFT)
}

/// A number of seconds as an axis reads it in `lang`: `2.0 s`, `2,0 s`.
fn seconds(ms: f64, lang: Lang) -> String {
    format!("{} s", lang.decimal(ms / 1000.0, 1))
}

/// One family's chart, `width` columns at most.
pub fn family(
    w: &mut dyn Write,
    p: Painter,
    trend: &FamilyTrend,
    width: usize,
    lang: Lang,
) -> io::Result<()> {
    let days = &trend.days;
    let (step, bar) = layout(days.len(), width);
    let (Some(first), Some(last)) = (days.first(), days.last()) else { return Ok(()) };
    let span = if first.day == last.day {
        lang.text("trend-on", &[("day", Arg::Text(&first.day))])
    } else {
        lang.text("trend-span", &[("first", Arg::Text(&first.day)), ("last", Arg::Text(&last.day))])
    };
    let shown = if trend.days_practised > days.len() {
        lang.text(
            "trend-latest",
            &[("shown", Arg::Int(days.len() as u64)), ("practised", Arg::Int(trend.days_practised as u64))],
        )
    } else {
        lang.text("trend-days", &[("days", Arg::Int(days.len() as u64))])
    };
    let (name, drills) = (p.bold(stage_name_in(&trend.family.name, lang)), trend.drills_answered.join(", "));
    writeln!(w)?;
    let heading = lang.text(
        "trend-heading",
        &[
            ("family", Arg::Text(&name)),
            ("drills", Arg::Text(&drills)),
            ("answers", Arg::Int(trend.answers as u64)),
            ("shown", Arg::Text(&shown)),
            ("span", Arg::Text(&span)),
        ],
    );
    writeln!(w, "  {heading}")?;
    draw_bars(
        w,
        p,
        &Bars {
            step,
            bar,
            name: lang.text("trend-right", &[]),
            top: lang.percent(ACCURACY_AXIS_TOP, 0),
            bottom: lang.percent(0.0, 0),
            heights: days.iter().map(|d| Some(height(d.accuracy_percent, 0.0, ACCURACY_AXIS_TOP))).collect(),
        },
    )?;
    let slowest = time_axis(days);
    draw_bars(
        w,
        p,
        &Bars {
            step,
            bar,
            name: lang.text("trend-median", &[]),
            top: seconds(slowest, lang),
            bottom: seconds(0.0, lang),
            heights: days.iter().map(|d| d.median_ms.map(|ms| height(ms as f64, 0.0, slowest))).collect(),
        },
    )?;
    draw_days(w, &days.iter().map(|d| d.day.clone()).collect::<Vec<_>>(), step)
}

/// The leak's chart, `width` columns at most: chips per 100 rounds at `bet`, at the end of each
/// day; `chips` turns a leak in percent of the bet into chips, `figure` writes them.
pub fn leak(
    w: &mut dyn Write,
    p: Painter,
    days: &[LeakDay],
    width: usize,
    chips: impl Fn(f64) -> f64,
    figure: impl Fn(f64) -> String,
    lang: Lang,
) -> io::Result<()> {
    if days.is_empty() {
        return Ok(());
    }
    let (step, bar) = layout(days.len(), width);
    let values: Vec<f64> = days.iter().map(|d| chips(d.leak_points)).collect();
    let most = values.iter().copied().fold(0.0, f64::max);
    // A top that reads well: 1, 2 or 5 times a power of ten.
    let top = if most <= 0.0 {
        1.0
    } else {
        let power = 10f64.powf(most.log10().floor());
        [1.0, 2.0, 5.0, 10.0].iter().map(|m| m * power).find(|t| *t >= most).unwrap_or(10.0 * power)
    };
    writeln!(w)?;
    draw_bars(
        w,
        p,
        &Bars {
            step,
            bar,
            name: lang.text("trend-chips", &[]),
            top: lang.number(&figure(top)),
            bottom: "0".to_string(),
            heights: values.iter().map(|v| (*v > 0.0).then(|| height(*v, 0.0, top))).collect(),
        },
    )?;
    draw_days(w, &days.iter().map(|d| d.day.clone()).collect::<Vec<_>>(), step)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::coach::learner::trend::Day;
    use crate::coach::learner::trend::Family;

    fn trend(n: usize) -> FamilyTrend {
        let days: Vec<Day> = (0..n as u64)
            .map(|k| Day::new(20_000 + k, 10, (5 + k % 6) as usize, Some(1000 + 300 * k)))
            .collect();
        FamilyTrend {
            family: Family { name: "Count hands".into(), drills: vec!["hand-totals".into()] },
            drills_answered: vec!["hand-totals".into()],
            days_practised: n,
            answers: n * 10,
            days,
        }
    }

    #[test]
    fn the_chart_fits_the_width_and_names_its_first_and_last_day() {
        for width in [60, 80] {
            let n = days_that_fit(width);
            let mut out = Vec::new();
            family(&mut out, Painter::plain(), &trend(n), width, Lang::En).unwrap();
            let text = String::from_utf8(out).unwrap();
            let lines: Vec<&str> = text.lines().collect();
            let longest = lines.iter().skip(2).map(|l| l.chars().count()).max().unwrap();
            assert!(longest <= width, "{longest} > {width}\n{text}");
            let names = lines.last().unwrap();
            assert!(names.trim_start().starts_with("10-04"), "{text}");
            assert!(names.ends_with(&Day::new(20_000 + n as u64 - 1, 1, 1, None).day[5..]), "{text}");
            // One more day would not fit.
            assert!(LEFT + (n) * STEP + LABEL - 1 > width, "{n} at {width}");
        }
    }

    #[test]
    fn few_days_are_drawn_wide_and_each_named() {
        let mut out = Vec::new();
        family(&mut out, Painter::plain(), &trend(3), 60, Lang::En).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert_eq!(text.lines().last().unwrap().trim(), "10-04 10-05 10-06", "{text}");
        assert!(text.contains("███"), "{text}");
    }

    #[test]
    fn a_bar_is_as_high_as_its_value_on_the_axis() {
        assert_eq!(height(100.0, 50.0, 100.0), ROWS * 8);
        assert_eq!(height(75.0, 50.0, 100.0), ROWS * 4);
        assert_eq!(height(50.0, 50.0, 100.0), 1);
        let days = [Day::new(1, 4, 3, Some(1200)), Day::new(2, 3, 3, Some(2600))];
        assert_eq!(time_axis(&days), 3000.0);
    }

    /// The columns of the first bar of each day in a chart's rows (top row first), read back
    /// from the drawing: each day's height in eighths of a row.
    fn drawn_heights(text: &str, days: usize, step: usize) -> Vec<usize> {
        let rows: Vec<Vec<char>> = text.lines().skip(2).take(ROWS).map(|l| l.chars().collect()).collect();
        (0..days)
            .map(|k| {
                rows.iter()
                    .map(|row| {
                        let c = row.get(LEFT + k * step).copied().unwrap_or(' ');
                        BLOCKS.iter().position(|b| *b == c).unwrap_or(0)
                    })
                    .sum()
            })
            .collect()
    }

    #[test]
    fn accuracy_bars_start_at_zero() {
        // A day at 40 % and a day at 50 %: bars of 40 and 50 hundredths of the axis's height,
        // not an empty one beside a full one.
        let days = vec![Day::new(20_000, 10, 4, Some(1000)), Day::new(20_001, 10, 5, Some(1000))];
        let t = FamilyTrend { days, days_practised: 2, answers: 20, ..trend(0) };
        // The axis runs from 0 to 100 %, not over the ten points the days span.
        for width in [60, 80] {
            let mut out = Vec::new();
            family(&mut out, Painter::plain(), &t, width, Lang::En).unwrap();
            let text = String::from_utf8(out).unwrap();
            let full = ROWS * 8;
            let heights = drawn_heights(&text, 2, WIDE_STEP);
            let expected: Vec<usize> =
                [40.0, 50.0].iter().map(|p| (p * full as f64 / 100.0_f64).round() as usize).collect();
            assert_eq!(heights, expected, "{text}");
            assert_eq!(expected, [10, 12]);
            assert!(text.lines().nth(2).unwrap().contains("100% ┤"), "{text}");
            assert!(text.lines().nth(1 + ROWS).unwrap().contains("0% ┤"), "{text}");
            // The heading is wrapped by the writer, as every line is; the chart is laid out here.
            assert!(text.lines().skip(2).all(|l| l.chars().count() <= width), "{text}");
        }
    }
}
