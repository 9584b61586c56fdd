//! A table's strategy chart as a printable card (`bjcoach chart --format html`): one HTML page with
//! its style inline and nothing to fetch, the cells coloured by action with a legend, the table's
//! rules in one line and the house edge, in the language asked for. Every text is escaped where
//! it is written.

use std::fmt::Write;

use super::escape;
use crate::game::action::{ACTIONS, Action};
use crate::lang::{Arg, Lang};
use crate::strategy::chart::{Chart, DEALER_ORDER, SECTIONS, fallback_legend, row_label, section_title};

/// The CSS class of an action's colour.
pub fn action_class(action: Action) -> String {
    format!("act-{}", action.name())
}

/// Each action's background: light enough to print and read the letter on, told apart in grey
/// too (hit darkest, stand lightest).
const COLOURS: [(Action, &str); 5] = [
    (Action::Hit, "#f4a3a3"),
    (Action::Stand, "#fbeaa0"),
    (Action::Double, "#9fd9a8"),
    (Action::Split, "#a6cdf2"),
    (Action::Surrender, "#d5b8ee"),
];

/// The page's style: an A4 page in two columns, cells coloured by action.
pub fn style() -> String {
    let mut css = String::from(
        "@page { size: A4; margin: 10mm; }\n\
         * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }\n\
         body { font-family: Helvetica, Arial, sans-serif; font-size: 9pt; margin: 0 auto; max-width: 190mm; color: #111; }\n\
         h1 { font-size: 14pt; margin: 0 0 1mm; }\n\
         p { margin: 0.5mm 0; }\n\
         main { column-count: 2; column-gap: 6mm; margin-top: 2mm; }\n\
         section { break-inside: avoid; margin-bottom: 2mm; }\n\
         h2 { font-size: 10pt; margin: 0 0 0.5mm; }\n\
         footer { margin-top: 2mm; }\n",
    );
    css.push_str(&chart_style());
    css
}

/// The style of the chart's tables and its legend, wherever they are shown: cells coloured by
/// action.
pub fn chart_style() -> String {
    // The labels' column is measured in the font's own size (a soft row's `A,7 (18)`, in bold, is
    // about 4.6 em wide), so that it holds them on a phone's page, a laptop's and the printed card.
    let mut css = String::from(
        "table.chart { border-collapse: collapse; width: 100%; table-layout: fixed; }\n\
         table.chart thead th:first-child { width: 5.6em; }\n\
         table.chart th, table.chart td { border: 1px solid #777; padding: 0 1mm; text-align: center; height: 4.2mm; }\n\
         table.chart th { background: #eee; font-weight: bold; }\n\
         table.chart tbody th { text-align: left; white-space: nowrap; }\n\
         ul.legend { list-style: none; padding: 0; margin: 0; }\n\
         ul.legend li { display: inline-block; margin-right: 4mm; }\n\
         ul.legend span { display: inline-block; min-width: 6mm; text-align: center; border: 1px solid #777; }\n",
    );
    for (action, colour) in COLOURS {
        let _ = writeln!(css, ".{} {{ background: {colour}; }}", action_class(action));
    }
    css
}

/// The card of `chart` in `lang`: titled by the table's name and id, with its rules in one line
/// and any `notes` on the shoe it was solved for (each already in `lang`).
pub fn render(chart: &Chart, title: &str, rules_line: &str, notes: &[String], lang: Lang) -> String {
    let mut html = String::new();
    let heading =
        lang.text("chart-card-title", &[("title", Arg::Text(title)), ("table", Arg::Text(&chart.table))]);
    let _ = writeln!(html, "<!DOCTYPE html>");
    let _ = writeln!(html, "<html lang=\"{}\">", lang.code());
    let _ = writeln!(html, "<head>");
    let _ = writeln!(html, "<meta charset=\"utf-8\">");
    let _ = writeln!(html, "<title>{}</title>", escape(&heading));
    let _ = writeln!(html, "<style>\n{}</style>", style());
    let _ = writeln!(html, "</head>");
    let _ = writeln!(html, "<body>");
    let _ = writeln!(html, "<header>");
    let _ = writeln!(html, "<h1>{}</h1>", escape(&heading));
    let _ = writeln!(html, "<p class=\"rules\">{}</p>", escape(rules_line));
    for note in notes {
        let _ = writeln!(html, "<p class=\"shoe\">{}</p>", escape(note));
    }
    let _ = writeln!(html, "<p class=\"edge\">{}</p>", escape(&chart.edge_sentence_in(lang)));
    let _ = writeln!(html, "</header>");
    let _ = writeln!(html, "<main>");
    html.push_str(&sections_in(chart, lang));
    let _ = writeln!(html, "</main>");
    let _ = writeln!(html, "<footer>");
    html.push_str(&legend_in(lang));
    let _ = writeln!(html, "</footer>");
    let _ = writeln!(html, "</body>");
    let _ = writeln!(html, "</html>");
    html
}

/// What each colour and letter of the chart means, and how it was computed, in English.
pub fn legend() -> String {
    legend_in(Lang::En)
}

/// What each colour and letter of the chart means, and how it was computed, in `lang` (the
/// letters are the keys typed in that language).
pub fn legend_in(lang: Lang) -> String {
    let mut html = String::new();
    let _ = writeln!(html, "<ul class=\"legend\">");
    for action in ACTIONS {
        let _ = writeln!(
            html,
            "<li><span class=\"{}\">{}</span> {}</li>",
            action_class(action),
            action.key_in(lang).to_ascii_uppercase(),
            escape(&action.name_in(lang))
        );
    }
    let _ = writeln!(html, "</ul>");
    let mut fallback = fallback_legend(lang);
    if let Some(first) = fallback.get_mut(0..1) {
        first.make_ascii_uppercase();
    }
    let _ = writeln!(html, "<p>{}</p>", escape(&fallback));
    let _ = writeln!(html, "<p>{}</p>", escape(&lang.text("chart-card-computed", &[])));
    html
}

/// The chart's sections (hard totals, soft totals, pairs...) as tables, each cell coloured by its
/// play; the printable card and the coach's chart page both show them.
pub fn sections(chart: &Chart) -> String {
    sections_in(chart, Lang::En)
}

/// The chart's sections as [`sections`] draws them, their words in `lang`.
pub fn sections_in(chart: &Chart, lang: Lang) -> String {
    let mut html = String::new();
    let you = escape(&lang.text("chart-card-you", &[]));
    for (_, kind) in SECTIONS {
        let name = section_title(kind, lang);
        let rows = chart.rows(kind);
        if rows.is_empty() {
            continue;
        }
        let _ = writeln!(html, "<section>");
        let _ = writeln!(html, "<h2>{}</h2>", escape(&name));
        let _ = writeln!(html, "<table class=\"chart\">");
        let header: String =
            DEALER_ORDER.iter().map(|d| format!("<th scope=\"col\">{}</th>", escape(d.symbol()))).collect();
        let _ = writeln!(html, "<thead><tr><th scope=\"col\">{you}</th>{header}</tr></thead>");
        let _ = writeln!(html, "<tbody>");
        for player in rows {
            let mut row = format!("<tr><th scope=\"row\">{}</th>", escape(&row_label(kind, player)));
            for dealer in DEALER_ORDER {
                match chart.cell(kind, player, dealer) {
                    Some(cell) => {
                        let code = Action::code_in(&cell.action.to_string(), lang);
                        let _ = write!(
                            row,
                            "<td class=\"{}\">{}</td>",
                            action_class(cell.action.first()),
                            escape(&code)
                        );
                    }
                    None => row.push_str("<td>-</td>"),
                }
            }
            let _ = writeln!(html, "{row}</tr>");
        }
        let _ = writeln!(html, "</tbody>");
        let _ = writeln!(html, "</table>");
        let _ = writeln!(html, "</section>");
    }
    html
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_title_with_markup_is_shown_as_text() {
        let chart = crate::strategy::chart::shipped("book").unwrap().unwrap();
        let html = render(&chart, "<script>alert(1)</script>", "1 deck & more", &[], Lang::En);
        assert!(!html.contains("<script>"), "{html}");
        assert!(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"));
        assert!(html.contains("<p class=\"rules\">1 deck &amp; more</p>"));
    }

    #[test]
    fn every_action_has_a_colour() {
        for action in ACTIONS {
            assert!(COLOURS.iter().any(|(a, _)| *a == action), "{action}");
        }
    }
}
