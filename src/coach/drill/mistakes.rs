//! The catalogue of mistakes a wrong answer can be diagnosed as: data in `drills/mistakes.yaml`,
//! each with a short explanation and the rule document it comes from. Strategy errors also say
//! which chart cells and which wrong plays they cover, so that a missed playing decision is
//! named by data rather than by code ([`mistake_for_cost`]).

use std::borrow::Cow;
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use crate::data::{DataErrors, Problems, Reason, parse_yaml};
use crate::game::action::Action;
use crate::game::card::Rank;
use crate::game::legal::Refusal;
use crate::game::rules::{DoubleOn, EnhcLoss, HoleCard, TableRules};
use crate::lang::Lang;
use crate::strategy::chart::{Cell, CellKind, PlayerCell};

/// The mistake of a playing decision no catalogue entry covers.
pub const STRATEGY_MISPLAY: &str = "strategy-misplay";

/// The version of the mistake catalogue format this build reads.
pub const MISTAKES_FORMAT_VERSION: u32 = 1;

/// The shipped catalogue.
pub const MISTAKES_YAML: &str = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/drills/mistakes.yaml"));

/// The shipped catalogue as the build readied it (JSON, see `build.rs`); a test holds it to
/// [`MISTAKES_YAML`].
const READIED_MISTAKES: &str = include_str!(concat!(env!("OUT_DIR"), "/drills/mistakes.json"));

/// Where the shipped catalogue is said to come from in messages.
pub const MISTAKES_ORIGIN: &str = "drills/mistakes.yaml";

/// The mistake a learner makes by taking an action the rules refuse, named by the rule that
/// refuses it: a rule some other table lacks is another table's rule applied; a rule every table
/// keeps (doubling or splitting only the first two cards, splitting only a pair) has its own name.
pub fn mistake_for_refusal(refusal: Refusal) -> &'static str {
    match refusal {
        Refusal::Bust => "bust-wins-when-dealer-busts",
        Refusal::DoubledDone => "card-after-double",
        Refusal::Natural | Refusal::DrawAt21 | Refusal::DoubleAt21 => "drawing-at-21",
        Refusal::DoubleOn21 => "double-on-two-card-21",
        Refusal::SplitAcesDone | Refusal::ResplitAces => "other-table-split-aces",
        Refusal::DoubleTotal { allowed: "9, 10 or 11" } => "double-outside-nine-to-eleven",
        Refusal::SurrenderAgainstAce => "surrender-against-ace",
        Refusal::DoubleNotFirstTwo => "double-after-drawing",
        Refusal::SplitNotTwoCards => "split-after-drawing",
        Refusal::NotAPair { .. } => "split-not-a-pair",
        Refusal::SplitLimit { .. } => "split-past-the-limit",
        Refusal::SurrenderTooLate | Refusal::SurrenderAfterSplit => "surrender-after-a-move",
        Refusal::DoubleTotal { .. }
        | Refusal::DoubleAfterSplit
        | Refusal::NotSameRank
        | Refusal::NoSplitting
        | Refusal::NoSurrender => "other-table-rules",
    }
}

/// The kind of hand a strategy error is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum HandKind {
    /// A hard total, of two cards or more (not a pair).
    Hard,
    /// A soft total, of two cards or more.
    Soft,
    /// A pair, read in the pair rows.
    Pair,
}

impl HandKind {
    /// Does a chart cell of this kind hold hands of this kind?
    fn holds(self, kind: CellKind) -> bool {
        matches!(
            (self, kind),
            (HandKind::Hard, CellKind::Hard | CellKind::Hard3Plus)
                | (HandKind::Soft, CellKind::Soft | CellKind::Soft3Plus)
                | (HandKind::Pair, CellKind::Pair)
        )
    }

    /// The totals a hand of this kind may have (for a pair: the value of its card, 11 an Ace).
    const fn players(self) -> (u8, u8) {
        match self {
            HandKind::Hard => (4, 21),
            HandKind::Soft => (12, 21),
            HandKind::Pair => (2, 11),
        }
    }
}

/// A playing action, as the catalogue names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Play {
    /// Take a card.
    Hit,
    /// Take no more cards.
    Stand,
    /// Double the bet for one card.
    Double,
    /// Split the pair.
    Split,
    /// Give up half the bet.
    Surrender,
}

impl Play {
    /// The game's action.
    pub const fn action(self) -> Action {
        match self {
            Play::Hit => Action::Hit,
            Play::Stand => Action::Stand,
            Play::Double => Action::Double,
            Play::Split => Action::Split,
            Play::Surrender => Action::Surrender,
        }
    }
}

/// The chart cells a strategy error is about.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Cells {
    /// `hard`, `soft` or `pair`; hard and soft include hands of three cards or more.
    pub kind: HandKind,
    /// The player's totals (hard 4 to 21, soft 12 to 21), or for a pair the value of its card
    /// (2 to 10, 11 for Aces).
    pub players: Vec<u8>,
    /// The dealer's up cards by value: 2 to 10, 11 for an Ace.
    pub dealers: Vec<u8>,
    /// Only at tables with this hole-card rule (`peek` or `enhc`); at every table when left out.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hole_card: Option<HoleCard>,
    /// Only at tables that allow doubling on these totals (`any`, `nine-to-eleven`,
    /// `ten-to-eleven`), for words that speak of a double; at every table when left out.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub double_on: Option<DoubleOn>,
    /// Only at no-hole-card tables where a dealer blackjack takes these bets (`all` or
    /// `original`), for words that say what it takes; at every table when left out.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub enhc_blackjack_takes: Option<EnhcLoss>,
}

/// The value of a card as the catalogue writes it: 2 to 10, 11 for an Ace.
fn value_of(rank: Rank) -> u8 {
    if rank.is_ace() { 11 } else { rank.points() }
}

impl Cells {
    /// Does this cell, at this table, fall among these cells?
    pub fn contain(&self, rules: &TableRules, kind: CellKind, player: PlayerCell, up: Rank) -> bool {
        let player = match player {
            PlayerCell::Total(t) => t,
            PlayerCell::Pair(r) => value_of(r),
        };
        self.kind.holds(kind)
            && self.players.contains(&player)
            && self.dealers.contains(&value_of(up))
            && self.hole_card.is_none_or(|h| h == rules.hole_card)
            && self.double_on.is_none_or(|d| d == rules.double_on)
            && self.enhc_blackjack_takes.is_none_or(|e| Some(e) == rules.enhc_blackjack_takes)
    }
}

/// One frequent error.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Mistake {
    /// Short name used by drills and in JSON output (`ace-always-eleven`).
    pub id: String,
    /// The mistake in a few words.
    pub title: String,
    /// What is right instead, and why, in a sentence or two.
    pub explanation: String,
    /// The rule document that warns about it.
    pub source: String,
    /// For a strategy error: the chart cells it is about, one block per kind of hand.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cells: Vec<Cells>,
    /// For a strategy error: the plays that make it (with `cells`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub wrong: Vec<Play>,
    /// For a strategy error: it is made only where the table's play is one of these (every cell
    /// of `cells` where a `wrong` play is wrong, when left out).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub right: Vec<Play>,
    /// For a strategy error: the rule to remember, in one line.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rule_of_thumb: Option<String>,
}

impl Mistake {
    /// Is playing `wrong` where the table's play is `right` (they differ), in this cell at this
    /// table, this error?
    pub fn covers(&self, rules: &TableRules, cell: &Cell, wrong: Action, right: Action) -> bool {
        wrong != right
            && self.wrong.iter().any(|p| p.action() == wrong)
            && (self.right.is_empty() || self.right.iter().any(|p| p.action() == right))
            && self.cells.iter().any(|c| c.contain(rules, cell.kind, cell.player, cell.dealer))
    }

    /// Is this a strategy error (an entry with chart cells)?
    pub fn is_strategy_error(&self) -> bool {
        !self.cells.is_empty()
    }

    /// The mistake in a few words, in `lang`.
    pub fn title_in(&self, lang: Lang) -> Cow<'_, str> {
        self.words_in(lang, "title", &self.title)
    }

    /// What is right instead, and why, in `lang`.
    pub fn explanation_in(&self, lang: Lang) -> Cow<'_, str> {
        self.words_in(lang, "explanation", &self.explanation)
    }

    /// The rule to remember, in `lang`, for an entry that has one.
    pub fn rule_of_thumb_in(&self, lang: Lang) -> Option<Cow<'_, str>> {
        let english = self.rule_of_thumb.as_deref()?;
        Some(self.words_in(lang, "rule", english))
    }

    /// One of the entry's texts in `lang`: English is the catalogue's own; another language's is
    /// its message `mistake-ID-PART`, or the English should it lack one (a test checks that none
    /// does). A long message goes on over lines in its file, as the catalogue's do, and is read
    /// as one line.
    fn words_in<'a>(&self, lang: Lang, part: &str, english: &'a str) -> Cow<'a, str> {
        if lang == Lang::En {
            return Cow::Borrowed(english);
        }
        lang.own_text(&format!("mistake-{}-{part}", self.id), &[])
            .map_or(Cow::Borrowed(english), |text| Cow::Owned(text.replace('\n', " ")))
    }
}

/// Every mistake bjcoach knows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Catalogue {
    /// File format version; this build reads version 1.
    pub version: u32,
    /// The mistakes, in the order they are listed.
    pub mistakes: Vec<Mistake>,
}

impl Catalogue {
    /// Reads a catalogue and checks it, reporting every problem.
    pub fn from_yaml(origin: &str, text: &str) -> Result<Catalogue, DataErrors> {
        let catalogue: Catalogue = parse_yaml(origin, text)?;
        let mut p = Problems::new(origin, text);
        if catalogue.version != MISTAKES_FORMAT_VERSION {
            p.field("version", Reason::version_unknown(catalogue.version, MISTAKES_FORMAT_VERSION));
        }
        let lines: Vec<&str> = text.lines().collect();
        // Each entry's line, found in one pass: the first line that reads `id: ID`.
        let id_lines: Vec<(usize, &str)> = lines
            .iter()
            .enumerate()
            .filter_map(|(n, l)| {
                Some((n, l.trim_start().trim_start_matches("- ").trim().strip_prefix("id: ")?))
            })
            .collect();
        let line_of = |id: &str| id_lines.iter().find(|(_, named)| *named == id).map(|(n, _)| *n);
        let mut seen: Vec<&str> = Vec::new();
        for (i, m) in catalogue.mistakes.iter().enumerate() {
            let line = line_of(&m.id).map_or(1, |l| l + 1);
            let field = format!("mistakes[{i}]");
            if !is_name(&m.id) {
                p.at_line(
                    line,
                    &format!("{field}.id"),
                    Reason::new("data-reason-mistake-id").with("id", m.id.as_str()),
                );
            }
            if seen.contains(&m.id.as_str()) {
                p.at_line(
                    line,
                    &format!("{field}.id"),
                    Reason::new("data-reason-listed-twice").with("name", m.id.as_str()),
                );
            }
            seen.push(&m.id);
            for (name, value) in [("title", &m.title), ("explanation", &m.explanation), ("source", &m.source)]
            {
                if value.trim().is_empty() {
                    p.at_line(line, &format!("{field}.{name}"), Reason::new("data-reason-must-not-be-empty"));
                }
            }
            check_strategy_fields(&mut p, &lines, line, &field, m);
        }
        p.finish()?;
        Ok(catalogue)
    }

    /// The shipped catalogue.
    pub fn shipped() -> Result<Catalogue, DataErrors> {
        read_shipped().clone()
    }

    /// The shipped catalogue as read once a run, not copied.
    pub fn shipped_once() -> Result<&'static Catalogue, DataErrors> {
        read_shipped().as_ref().map_err(Clone::clone)
    }

    /// A mistake by id.
    pub fn get(&self, id: &str) -> Option<&Mistake> {
        self.mistakes.iter().find(|m| m.id == id)
    }

    /// Is there a mistake with this id?
    pub fn contains(&self, id: &str) -> bool {
        self.get(id).is_some()
    }

    /// The first strategy error that playing `wrong` in this cell is, where `right` is the play.
    pub fn for_play(
        &self,
        rules: &TableRules,
        cell: &Cell,
        wrong: Action,
        right: Action,
    ) -> Option<&Mistake> {
        self.mistakes.iter().find(|m| m.covers(rules, cell, wrong, right))
    }
}

/// The shipped catalogue as read, once a run: the drills and the diagnosis of a play share it.
fn read_shipped() -> &'static Result<Catalogue, DataErrors> {
    static SHIPPED: OnceLock<Result<Catalogue, DataErrors>> = OnceLock::new();
    SHIPPED.get_or_init(|| crate::data::parse_readied(MISTAKES_ORIGIN, READIED_MISTAKES))
}

/// The shipped catalogue, read once; `None` if it does not load (`bjcoach validate` says why).
pub fn shipped() -> Option<&'static Catalogue> {
    read_shipped().as_ref().ok()
}

/// A costly play no catalogue entry of its cell covers: named by what it costs, never as a close
/// call.
pub const COSTLY_MISPLAY: &str = "costly-misplay";

/// A figure asked in percent given as a share of one (0.31 for 31 %).
pub const PERCENT_AS_FRACTION: &str = "percent-as-fraction";

/// The row's play of a hand of three cards or more, made where the hand's own cards call for the
/// other play by more than a close call.
pub const ROW_PLAY_OVER_OWN_CARDS: &str = "row-play-over-own-cards";

/// The mistake of playing `wrong` in this cell at this table, where `right` is the play (the
/// chart's, or an index play at a count) and `wrong` gives away `cost` percent of a bet: within a
/// close call ([`CLOSE_CALL`], half a percent) the close call; beyond, the first catalogue entry
/// that covers it, else [`COSTLY_MISPLAY`]. Every drill that judges a play, and play mode, name a
/// wrong play through this one function.
///
/// [`CLOSE_CALL`]: super::question::CLOSE_CALL
pub fn mistake_for_cost(
    rules: &TableRules,
    cell: Option<&Cell>,
    (wrong, right): (Action, Action),
    cost: f64,
) -> &'static str {
    if cost.abs() <= super::question::CLOSE_CALL {
        return STRATEGY_MISPLAY;
    }
    let entry = cell.zip(shipped()).and_then(|(cell, c)| c.for_play(rules, cell, wrong, right));
    entry.map_or(COSTLY_MISPLAY, |m| m.id.as_str())
}

/// The line of the `nth` `key:` (from 0) within the entry that starts at `start` (1-based), also
/// inside a flow mapping (`cells: [{kind: hard, players: [12]}]`), or the entry's line.
fn line_in_entry(lines: &[&str], start: usize, key: &str, nth: usize) -> usize {
    let want = format!("{key}:");
    let entry: Vec<(usize, &&str)> = lines
        .iter()
        .enumerate()
        .skip(start)
        .take_while(|(_, l)| !l.trim_start().starts_with("- id:"))
        .collect();
    let in_flow = |l: &str| l.contains(&format!("{{{want}")) || l.contains(&format!(" {want}"));
    let block = |l: &str| l.trim_start().trim_start_matches("- ").starts_with(&want);
    let found: Vec<usize> =
        entry.iter().filter(|(_, l)| block(l) || in_flow(l)).map(|(i, _)| i + 1).collect();
    found.get(nth).or(found.first()).copied().unwrap_or(start)
}

/// A strategy error's fields: cells, wrong plays and a rule of thumb go together, and the cells
/// name real totals and up cards.
fn check_strategy_fields(p: &mut Problems<'_>, lines: &[&str], line: usize, field: &str, m: &Mistake) {
    let at = |key: &str| line_in_entry(lines, line, key, 0);
    let at_block = |key: &str, i: usize| line_in_entry(lines, line, key, i);
    if m.cells.is_empty() {
        for (key, given) in [
            ("wrong", !m.wrong.is_empty()),
            ("right", !m.right.is_empty()),
            ("rule_of_thumb", m.rule_of_thumb.is_some()),
        ] {
            if given {
                p.at_line(at(key), &format!("{field}.{key}"), Reason::new("data-reason-mistake-needs-cells"));
            }
        }
        return;
    };
    if m.wrong.is_empty() {
        p.at_line(at("cells"), &format!("{field}.wrong"), Reason::new("data-reason-mistake-needs-wrong"));
    }
    if m.rule_of_thumb.as_ref().is_none_or(|r| r.trim().is_empty()) {
        p.at_line(
            at("cells"),
            &format!("{field}.rule_of_thumb"),
            Reason::new("data-reason-mistake-needs-rule"),
        );
    }
    if m.wrong.iter().any(|w| m.right.contains(w)) {
        p.at_line(at("right"), &format!("{field}.right"), Reason::new("data-reason-mistake-wrong-and-right"));
    }
    for (i, cells) in m.cells.iter().enumerate() {
        let (lo, hi) = cells.kind.players();
        if cells.players.is_empty() || cells.players.iter().any(|t| !(lo..=hi).contains(t)) {
            p.at_line(
                at_block("players", i),
                &format!("{field}.cells[{i}].players"),
                Reason::new("data-reason-mistake-players")
                    .with("kind", cells.kind.name())
                    .with("low", u64::from(lo))
                    .with("high", u64::from(hi)),
            );
        }
        if cells.dealers.is_empty() || cells.dealers.iter().any(|d| !(2..=11).contains(d)) {
            p.at_line(
                at_block("dealers", i),
                &format!("{field}.cells[{i}].dealers"),
                Reason::new("data-reason-mistake-dealers"),
            );
        }
        if cells.enhc_blackjack_takes.is_some() && cells.hole_card != Some(HoleCard::Enhc) {
            p.at_line(
                at_block("enhc_blackjack_takes", i),
                &format!("{field}.cells[{i}].enhc_blackjack_takes"),
                Reason::new("data-reason-mistake-takes-needs-enhc"),
            );
        }
    }
}

impl HandKind {
    /// The name used in the catalogue.
    const fn name(self) -> &'static str {
        match self {
            HandKind::Hard => "hard",
            HandKind::Soft => "soft",
            HandKind::Pair => "pair",
        }
    }
}

/// Is this a valid short name (lower-case letters, digits and `-`)?
pub fn is_name(s: &str) -> bool {
    !s.is_empty() && s.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_catalogue_readied_by_the_build_is_the_catalogue_its_file_holds() {
        let from_file = Catalogue::from_yaml(MISTAKES_ORIGIN, MISTAKES_YAML).unwrap();
        assert_eq!(Catalogue::shipped().unwrap(), from_file);
        assert_eq!(shipped(), Some(&from_file));
    }

    #[test]
    fn the_shipped_catalogue_loads_and_covers_tables_md() {
        let c = Catalogue::shipped().unwrap();
        for id in [
            "ace-always-eleven",
            "card-after-double",
            "split-21-as-natural",
            "dealer-has-a-choice",
            "other-table-soft-17",
            "other-table-split-aces",
            "bust-wins-when-dealer-busts",
            "three-card-21-as-natural",
            "drawing-at-21",
            "surrender-against-ace",
            "double-outside-nine-to-eleven",
            "double-on-two-card-21",
            "insurance-as-full-bet",
            "insurance-covers-21",
            "enhc-takes-all-bets",
        ] {
            assert!(c.contains(id), "{id}");
        }
    }

    /// The dealer's weak cards are his 2 to 6: an entry whose name, said of the cell at hand,
    /// calls his card weak covers no other. 7-7 not split against a 7 was "A low pair not split
    /// against a weak card".
    #[test]
    fn a_card_called_weak_is_a_two_to_six() {
        let c = Catalogue::shipped().unwrap();
        for m in c.mistakes.iter().filter(|m| m.title.contains("weak")) {
            let dealers: Vec<u8> = m.cells.iter().flat_map(|cell| cell.dealers.clone()).collect();
            assert!(dealers.iter().all(|d| (2..=6).contains(d)), "{}: {dealers:?}: {}", m.id, m.title);
        }
        for table in crate::game::rules::preset_names() {
            let rules = crate::game::rules::preset(table).unwrap();
            let chart = crate::strategy::chart::shipped(table).unwrap().unwrap();
            let sevens = chart.cell(CellKind::Pair, PlayerCell::Pair(Rank::Seven), Rank::Seven).unwrap();
            if sevens.action.first() != Action::Split {
                continue;
            }
            let id = mistake_for_cost(&rules, Some(sevens), (Action::Hit, Action::Split), 5.0);
            let named = c.get(id).unwrap();
            assert!(!named.title.contains("weak"), "{table}: 7-7 v 7 hit named {}", named.title);
        }
    }

    /// Every strategy error of the catalogue is made somewhere: some cell of a preset's chart
    /// that it covers, where its wrong play is worth less than the chart's play by more than a
    /// close call (which is named as one instead).
    #[test]
    fn every_strategy_error_covers_a_cell_where_its_play_is_wrong() {
        let c = Catalogue::shipped().unwrap();
        let strategy: Vec<&Mistake> = c.mistakes.iter().filter(|m| m.is_strategy_error()).collect();
        assert!(strategy.len() >= 12, "{}", strategy.len());
        for m in strategy {
            let found = crate::game::rules::preset_names().into_iter().any(|name| {
                let rules = crate::game::rules::preset(name).unwrap();
                let chart = crate::strategy::chart::shipped(name).unwrap().unwrap();
                chart.cells.iter().any(|cell| {
                    let right = cell.action.first();
                    m.wrong.iter().any(|w| {
                        let (w, ev) = (w.action(), &cell.ev);
                        m.covers(&rules, cell, w, right)
                            && ev.get(w).zip(ev.get(right)).is_some_and(|(bad, good)| {
                                100.0 * (good - bad) > crate::coach::drill::question::CLOSE_CALL
                            })
                    })
                })
            });
            assert!(found, "`{}` covers no cell of any preset where its play is wrong", m.id);
        }
    }

    /// A wrong play is named by what it gives away: within half a percent a close call, beyond
    /// it the catalogue's entry, and a costly play no entry covers by its cost, never as a close
    /// call.
    #[test]
    fn a_wrong_play_is_named_by_its_cost() {
        let rules = crate::game::rules::preset("casino-fr").unwrap();
        let chart = crate::strategy::chart::shipped("casino-fr").unwrap().unwrap();
        let sixteen = chart.cell(CellKind::Hard, PlayerCell::Total(16), Rank::Ten).unwrap();
        let tens = chart.cell(CellKind::Pair, PlayerCell::Pair(Rank::Ten), Rank::Six).unwrap();
        let name = |cell, (wrong, right), cost| mistake_for_cost(&rules, Some(cell), (wrong, right), cost);
        assert_eq!(name(sixteen, (Action::Stand, Action::Surrender), 0.5), STRATEGY_MISPLAY);
        assert_eq!(name(sixteen, (Action::Stand, Action::Surrender), 0.51), "stand-16-v-ten");
        // Hitting a pair of tens where the count splits them: no entry names it, its cost does.
        assert_eq!(name(tens, (Action::Hit, Action::Split), 158.8), COSTLY_MISPLAY);
        assert_eq!(mistake_for_cost(&rules, None, (Action::Hit, Action::Split), 0.2), STRATEGY_MISPLAY);
        let c = Catalogue::shipped().unwrap();
        assert!(c.contains(COSTLY_MISPLAY));
        // The close call's words hold wherever it is named: they do not say which play is right,
        // the comparison beside them does.
        assert!(!c.get(STRATEGY_MISPLAY).unwrap().explanation.contains("chart"));
    }

    #[test]
    fn a_strategy_error_without_its_parts_is_refused_at_its_line() {
        let text = "version: 1\nmistakes:\n  - id: a\n    title: t\n    explanation: e\n    source: s\n    cells: [{kind: soft, players: [9], dealers: [12]}]\n  - id: b\n    title: t\n    explanation: e\n    source: s\n    wrong: [hit]\n";
        let err = Catalogue::from_yaml("m.yaml", text).unwrap_err().to_string();
        assert!(err.contains("m.yaml:7:5: field `mistakes[0].wrong`"), "{err}");
        assert!(err.contains("field `mistakes[0].rule_of_thumb`"), "{err}");
        assert!(err.contains("m.yaml:7:5: field `mistakes[0].cells[0].players`: a soft hand"), "{err}");
        assert!(err.contains("field `mistakes[0].cells[0].dealers`"), "{err}");
        assert!(err.contains("m.yaml:12:5: field `mistakes[1].wrong`: belongs to a strategy error"), "{err}");
        let err = Catalogue::from_yaml("m.yaml", "version: 1\nmistakes:\n  - id: a\n    title: t\n    explanation: e\n    source: s\n    wrong: [fold]\n").unwrap_err();
        assert!(err.to_string().contains("fold"), "{err}");
    }

    /// A block of cells bound to a rule names a rule value the tables know, and a no-hole-card
    /// rule only with the no-hole-card condition.
    #[test]
    fn a_block_bound_to_a_rule_is_checked() {
        let entry = |cells: &str| {
            format!(
                "version: 1\nmistakes:\n  - id: a\n    title: t\n    explanation: e\n    source: s\n    cells:\n      - {cells}\n    wrong: [stand]\n    rule_of_thumb: r\n"
            )
        };
        let err = Catalogue::from_yaml(
            "m.yaml",
            &entry("{kind: soft, players: [17], dealers: [2], double_on: sometimes}"),
        )
        .unwrap_err()
        .to_string();
        assert!(err.contains("sometimes") && err.contains("nine-to-eleven"), "{err}");
        let err = Catalogue::from_yaml(
            "m.yaml",
            &entry("{kind: pair, players: [8], dealers: [10], enhc_blackjack_takes: all}"),
        )
        .unwrap_err()
        .to_string();
        assert!(err.contains("m.yaml:8:7: field `mistakes[0].cells[0].enhc_blackjack_takes`"), "{err}");
        let c = Catalogue::from_yaml(
            "m.yaml",
            &entry("{kind: soft, players: [17], dealers: [5], double_on: any}"),
        )
        .unwrap();
        let cell = |table: &str| {
            let chart = crate::strategy::chart::shipped(table).unwrap().unwrap();
            *chart.cell(CellKind::Soft, PlayerCell::Total(17), Rank::Five).unwrap()
        };
        let (fr, it) = (
            crate::game::rules::preset("casino-fr").unwrap(),
            crate::game::rules::preset("casino-it").unwrap(),
        );
        assert!(c.mistakes[0].covers(&fr, &cell("casino-fr"), Action::Stand, Action::Double));
        assert!(!c.mistakes[0].covers(&it, &cell("casino-it"), Action::Stand, Action::Hit));
    }

    #[test]
    fn a_bad_catalogue_reports_every_problem() {
        let text = "version: 2\nmistakes:\n  - id: Bad Id\n    title: t\n    explanation: e\n    source: s\n  - id: x\n    title: ''\n    explanation: e\n    source: s\n  - id: x\n    title: t\n    explanation: e\n    source: s\n";
        let err = Catalogue::from_yaml("m.yaml", text).unwrap_err().to_string();
        assert!(err.contains("m.yaml:1:1: field `version`"), "{err}");
        assert!(err.contains("m.yaml:3:3: field `mistakes[0].id`"), "{err}");
        assert!(err.contains("field `mistakes[1].title`: must not be empty"), "{err}");
        assert!(err.contains("`x` is listed twice"), "{err}");
        let err =
            Catalogue::from_yaml("m.yaml", "version: 1\nmistakes:\n  - id: a\n    titel: t\n").unwrap_err();
        assert!(err.to_string().contains("unknown field `titel`"), "{err}");
    }

    /// The message files of the languages besides English, as built in.
    const TRANSLATIONS: [(Lang, &str); 2] = [
        (Lang::Fr, include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/locales/fr/mistakes.ftl"))),
        (Lang::It, include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/locales/it/mistakes.ftl"))),
    ];

    /// Every mistake is said in French and Italian (its rule of thumb exactly where the catalogue
    /// gives one), and their files name no mistake the catalogue lacks.
    #[test]
    fn every_mistake_is_worded_in_french_and_italian() {
        let c = Catalogue::shipped().unwrap();
        for (lang, file) in TRANSLATIONS {
            for m in &c.mistakes {
                for part in ["title", "explanation"] {
                    let id = format!("mistake-{}-{part}", m.id);
                    let text = lang.own_text(&id, &[]).unwrap_or_default();
                    assert!(!text.trim().is_empty(), "{}: {id}", lang.code());
                }
                let rule = lang.own_text(&format!("mistake-{}-rule", m.id), &[]);
                assert_eq!(rule.is_some(), m.rule_of_thumb.is_some(), "{}: {}", lang.code(), m.id);
                assert_ne!(m.title_in(lang), m.title, "{}: {}", lang.code(), m.id);
                assert!(
                    !m.explanation_in(lang).contains('\n'),
                    "{}: {}, read as one line",
                    lang.code(),
                    m.id
                );
            }
            let resource = fluent_syntax::parser::parse(file)
                .unwrap_or_else(|(_, errors)| panic!("{}/mistakes.ftl: {errors:?}", lang.code()));
            for entry in resource.body {
                if let fluent_syntax::ast::Entry::Message(message) = entry {
                    let id = message.id.name;
                    let named = ["title", "explanation", "rule"].iter().any(|part| {
                        c.mistakes.iter().any(|m| {
                            id == format!("mistake-{}-{part}", m.id)
                                && (*part != "rule" || m.rule_of_thumb.is_some())
                        })
                    });
                    assert!(named, "{}/mistakes.ftl: {id} names no mistake of the catalogue", lang.code());
                    let uses_values = message
                        .value
                        .iter()
                        .flat_map(|v| &v.elements)
                        .any(|e| matches!(e, fluent_syntax::ast::PatternElement::Placeable { .. }));
                    assert!(!uses_values, "{}: {id} is static, as the catalogue's words", lang.code());
                }
            }
        }
        // English is the catalogue's own.
        let m = c.get("split-tens").unwrap();
        assert_eq!(m.title_in(Lang::En), m.title);
        assert_eq!(m.rule_of_thumb_in(Lang::En).as_deref(), m.rule_of_thumb.as_deref());
        assert_eq!(m.title_in(Lang::Fr), "Des dix séparés");
        assert_eq!(m.title_in(Lang::It), "Dieci divisi");
    }

    /// The numbers of a text, sorted: each run of digits, a decimal comma read as a point
    /// (`1,5` is `1.5`; `9, 10` is two numbers).
    fn numbers(text: &str) -> Vec<String> {
        let chars: Vec<char> = text.chars().collect();
        let mut found = Vec::new();
        let mut number = String::new();
        for (i, &ch) in chars.iter().enumerate() {
            let between_digits = matches!(ch, '.' | ',')
                && !number.is_empty()
                && chars.get(i + 1).is_some_and(char::is_ascii_digit);
            if ch.is_ascii_digit() {
                number.push(ch);
            } else if between_digits {
                number.push('.');
            } else if !number.is_empty() {
                found.push(std::mem::take(&mut number));
            }
        }
        found.extend((!number.is_empty()).then_some(number));
        found.sort();
        found
    }

    /// A translation keeps every number of the English: the totals, cards, counts and payouts
    /// (`3 to 2` is `3 pour 2`, `3 a 2`) are the facts, and only the words around them move.
    #[test]
    fn every_translation_keeps_the_numbers_of_the_english() {
        assert_eq!(
            numbers("-1,5 donne -2 ; 9, 10 ou 11 (4/13) 3 pour 2."),
            ["1.5", "10", "11", "13", "2", "2", "3", "4", "9"]
        );
        let c = Catalogue::shipped().unwrap();
        for lang in [Lang::Fr, Lang::It] {
            for m in &c.mistakes {
                let pairs =
                    [(m.title.as_str(), m.title_in(lang)), (m.explanation.as_str(), m.explanation_in(lang))];
                let rule = m.rule_of_thumb.as_deref().zip(m.rule_of_thumb_in(lang));
                for (english, said) in pairs.into_iter().chain(rule) {
                    assert_eq!(
                        numbers(&said),
                        numbers(english),
                        "{}: {}\n{english}\n{said}",
                        lang.code(),
                        m.id
                    );
                }
            }
        }
    }
}
