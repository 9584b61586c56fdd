//! `bjcoach chart --format html`: the printable strategy card, read back by a small HTML reader
//! that refuses what is not well formed (a tag closed out of order or never, a stray `<` or `&`),
//! then checked cell by cell against the chart.

use bjcoach::game::action::ACTIONS;
use bjcoach::game::describe::one_line;
use bjcoach::game::rules::preset;
use bjcoach::strategy::chart::{DEALER_ORDER, SECTIONS, row_label, shipped};
use bjcoach::web::chart_card::action_class;

use crate::cli::Run;

/// An element read from the page.
#[derive(Debug, Default)]
pub(crate) struct Element {
    name: String,
    attributes: Vec<(String, String)>,
    children: Vec<Node>,
}

#[derive(Debug)]
pub(crate) enum Node {
    Element(Element),
    Text(String),
}

/// Elements of HTML that have no end tag.
const VOID: [&str; 4] = ["meta", "br", "hr", "link"];

/// Text with its entities read; a `&` that starts no entity this page uses, or a `<` or `>`
/// standing alone, is refused.
fn unescape(text: &str) -> Result<String, String> {
    if text.contains(['<', '>']) {
        return Err(format!("a bare < or > in text: {text:?}"));
    }
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find('&') {
        out.push_str(&rest[..at]);
        let entity = &rest[at..];
        let (with, by) = [("&amp;", '&'), ("&lt;", '<'), ("&gt;", '>'), ("&quot;", '"'), ("&#39;", '\'')]
            .into_iter()
            .find(|(e, _)| entity.starts_with(e))
            .ok_or_else(|| format!("a bare & in text: {text:?}"))?;
        out.push(by);
        rest = &entity[with.len()..];
    }
    out.push_str(rest);
    Ok(out)
}

/// Reads a whole page: a doctype, then elements that each close in order.
pub(crate) fn parse(html: &str) -> Result<Element, String> {
    let mut rest = html.strip_prefix("<!DOCTYPE html>").ok_or("no doctype")?;
    let mut stack = vec![Element { name: "#document".into(), ..Element::default() }];
    while !rest.is_empty() {
        if let Some(after) = rest.strip_prefix("</") {
            let end = after.find('>').ok_or("an end tag never closed")?;
            let name = &after[..end];
            let element = stack.pop().ok_or("an end tag with nothing open")?;
            if element.name != name {
                return Err(format!("</{name}> closes <{}>", element.name));
            }
            stack.last_mut().ok_or("an end tag past the document")?.children.push(Node::Element(element));
            rest = &after[end + 1..];
        } else if let Some(after) = rest.strip_prefix('<') {
            let end = after.find('>').ok_or("a tag never closed")?;
            let tag = &after[..end];
            // An element of SVG may close itself (`<line ... />`).
            let (tag, closed) = match tag.strip_suffix('/') {
                Some(open) => (open.trim_end(), true),
                None => (tag, false),
            };
            let (name, mut attrs) = tag.split_once(' ').unwrap_or((tag, ""));
            let mut element = Element { name: name.to_string(), ..Element::default() };
            while !attrs.trim().is_empty() {
                let (key, value) =
                    attrs.trim().split_once("=\"").ok_or(format!("an unquoted attribute: {tag}"))?;
                let close = value.find('"').ok_or(format!("an attribute never closed: {tag}"))?;
                element.attributes.push((key.to_string(), unescape(&value[..close])?));
                attrs = &value[close + 1..];
            }
            rest = &after[end + 1..];
            if name == "style" {
                // Style sheets are raw text up to their end tag.
                let end = rest.find("</style>").ok_or("a style never closed")?;
                element.children.push(Node::Text(rest[..end].to_string()));
                rest = &rest[end..];
                stack.push(element);
            } else if VOID.contains(&name) || closed {
                stack.last_mut().ok_or("no parent")?.children.push(Node::Element(element));
            } else {
                stack.push(element);
            }
        } else {
            let end = rest.find('<').unwrap_or(rest.len());
            let text = unescape(&rest[..end])?;
            if !text.trim().is_empty() {
                stack.last_mut().ok_or("no parent")?.children.push(Node::Text(text));
            }
            rest = &rest[end..];
        }
    }
    match <[Element; 1]>::try_from(stack) {
        Ok([document]) => Ok(document),
        Err(open) => Err(format!("never closed: {:?}", open.iter().map(|e| &e.name).collect::<Vec<_>>())),
    }
}

impl Element {
    /// Every element below this one named `name`, in document order.
    pub(crate) fn all(&self, name: &str) -> Vec<&Element> {
        let mut found = Vec::new();
        for child in &self.children {
            if let Node::Element(e) = child {
                if e.name == name {
                    found.push(e);
                }
                found.extend(e.all(name));
            }
        }
        found
    }

    pub(crate) fn one(&self, name: &str) -> &Element {
        let all = self.all(name);
        assert_eq!(all.len(), 1, "one <{name}> expected");
        all[0]
    }

    /// Its text, children's included.
    pub(crate) fn text(&self) -> String {
        self.children
            .iter()
            .map(|c| match c {
                Node::Text(t) => t.clone(),
                Node::Element(e) => e.text(),
            })
            .collect()
    }

    pub(crate) fn attribute(&self, key: &str) -> Option<&str> {
        self.attributes.iter().find(|(k, _)| k == key).map(|(_, v)| v.as_str())
    }
}

#[test]
fn the_reader_refuses_what_is_not_well_formed() {
    assert!(parse("<!DOCTYPE html><html><body><p>x</p></body></html>").is_ok());
    for bad in [
        "<!DOCTYPE html><html><p>x</html>",
        "<!DOCTYPE html><html><p>x</b></p></html>",
        "<!DOCTYPE html><html><p>a < b</p></html>",
        "<!DOCTYPE html><html><p>Tom & Jerry</p></html>",
        "<!DOCTYPE html><html><p class=x>y</p></html>",
        "<html></html>",
    ] {
        assert!(parse(bad).is_err(), "{bad}");
    }
}

#[test]
fn the_card_is_well_formed_and_shows_every_cell_the_legend_and_the_edge() {
    for table in bjcoach::game::rules::preset_names() {
        let html = Run::new(&["chart", "--table", table, "--format", "html"]).ok();
        let page = parse(&html).unwrap_or_else(|e| panic!("{table}: {e}"));
        let rules = preset(table).unwrap();
        let chart = shipped(table).unwrap().unwrap();
        let html_element = page.one("html");
        assert_eq!(html_element.attribute("lang"), Some("en"));
        // Self-contained: no script, no link, nothing fetched.
        assert!(page.all("script").is_empty() && page.all("link").is_empty() && page.all("img").is_empty());
        assert!(!html.contains("http"), "{table}: something to fetch");
        assert!(page.one("style").text().contains(".act-double"));
        assert_eq!(page.one("h1").text(), format!("Strategy card: {} ({table})", rules.title));
        let paragraphs = page.all("p");
        let class = |c: &str| paragraphs.iter().find(|p| p.attribute("class") == Some(c)).unwrap().text();
        assert_eq!(class("rules"), one_line(&rules));
        assert_eq!(class("edge"), chart.edge_sentence());
        assert!(class("edge").contains(&format!("{:.3} %", chart.house_edge_percent)));
        // Every cell, in its section, row and column, with its action and its action's colour.
        let sections = page.all("section");
        let drawn: Vec<_> = SECTIONS.iter().filter(|(_, kind)| !chart.rows(*kind).is_empty()).collect();
        assert_eq!(sections.len(), drawn.len(), "{table}");
        let mut cells = 0;
        for (section, (_, kind)) in sections.iter().zip(drawn) {
            let title = bjcoach::strategy::chart::section_title(*kind, bjcoach::lang::Lang::En);
            assert_eq!(section.one("h2").text(), title);
            let head: Vec<String> = section.one("thead").all("th").iter().map(|th| th.text()).collect();
            let mut expected = vec!["You".to_string()];
            expected.extend(DEALER_ORDER.iter().map(|d| d.symbol().to_string()));
            assert_eq!(head, expected);
            let rows = section.one("tbody").all("tr");
            assert_eq!(rows.len(), chart.rows(*kind).len(), "{table} {title}");
            for (tr, player) in rows.iter().zip(chart.rows(*kind)) {
                assert_eq!(tr.one("th").text(), row_label(*kind, player));
                let tds = tr.all("td");
                assert_eq!(tds.len(), DEALER_ORDER.len());
                for (td, dealer) in tds.iter().zip(DEALER_ORDER) {
                    let cell = chart.cell(*kind, player, dealer).unwrap();
                    assert_eq!(td.text(), cell.action.to_string(), "{table} {title} {player} v {dealer}");
                    assert_eq!(td.attribute("class"), Some(action_class(cell.action.first()).as_str()));
                    cells += 1;
                }
            }
        }
        assert_eq!(cells, chart.cells.len(), "{table}: every cell once");
        // The legend: each action's letter in its colour, and its name.
        let legend = page.all("ul").into_iter().find(|u| u.attribute("class") == Some("legend")).unwrap();
        let items = legend.all("li");
        assert_eq!(items.len(), ACTIONS.len());
        for (li, action) in items.iter().zip(ACTIONS) {
            let span = li.one("span");
            assert_eq!(span.attribute("class"), Some(action_class(action).as_str()));
            assert_eq!(li.text(), format!("{} {}", action.letter(), action.name()));
        }
    }
}

#[test]
fn the_card_of_a_shoe_with_cards_out_says_so() {
    let html = Run::new(&["chart", "--table", "book", "--format", "html", "--removed", "T,T,5"]).ok();
    let page = parse(&html).unwrap();
    let shoe = page.all("p").into_iter().find(|p| p.attribute("class") == Some("shoe")).unwrap().text();
    assert!(shoe.starts_with("With 3 cards out of the shoe"), "{shoe}");
}

#[test]
fn a_card_of_casino_fr() {
    insta::assert_snapshot!(Run::new(&["chart", "--table", "casino-fr", "--format", "html"]).ok());
}
