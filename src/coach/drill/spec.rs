//! The drill file format: one YAML file per drill in `drills/`, embedded in the binary, plus any
//! file a learner adds with `--drill-file`.
//!
//! A drill names the generator that deals its situations (with the generator's filters), the
//! forms its answers take, and the mistakes it can diagnose, which must all be in the catalogue.

use std::borrow::Cow;

use serde::{Deserialize, Serialize};

use super::answer::AnswerKind;
use super::mistakes::{Catalogue, is_name};
use crate::data::{DataErrors, Problems, Reason, ReasonArg, parse_yaml};
use crate::lang::Lang;

/// The version of the drill file format this build reads.
pub const DRILL_FORMAT_VERSION: u32 = 1;

/// Which hands a hand-total drill deals.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum HandMix {
    /// Any hand the shoe deals.
    #[default]
    Any,
    /// Soft hands only (an Ace counted 11).
    Soft,
    /// Hard hands only.
    Hard,
}

/// Which hands a strategy drill deals.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DecisionHand {
    /// Two cards making a hard total.
    Hard,
    /// Two cards making a soft total.
    Soft,
    /// A pair.
    Pair,
    /// Three cards or more, hard.
    HardMulti,
    /// Three cards or more, soft.
    SoftMulti,
    /// A hand made by a split, with its second card (doubling and splitting again may be refused).
    PostSplit,
}

/// The action a strategy drill aims at: only cells whose chart code holds it (a drill file's
/// `focus:`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Aim {
    /// Cells where doubling is the chart's play or its first choice.
    Double,
    /// Cells where surrender is in the chart's code.
    Surrender,
    /// Pairs the chart splits, and pairs it does not.
    Split,
}

/// How a drill's situations are dealt, and the filters that aim them at a target.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "generator", rename_all = "kebab-case", deny_unknown_fields)]
pub enum Deal {
    /// Hands of `min_cards` to `max_cards` cards drawn from the shoe, to be counted.
    HandTotals {
        /// The fewest cards in a hand (2 or more).
        min_cards: u8,
        /// The most cards in a hand (at most 6).
        max_cards: u8,
        /// Which hands to keep.
        #[serde(default)]
        hands: HandMix,
    },
    /// Hands holding an Ace, to be called soft or hard with their total.
    SoftHands {
        /// The most cards in a hand (2 to 6).
        max_cards: u8,
    },
    /// Hands of 21: naturals, 21s of three or more cards, and 21s made on split hands.
    Naturals {},
    /// The dealer's cards part-way through his turn: does he draw or stand?
    DealerPlay {},
    /// A hand at some moment of play: which actions are allowed now?
    LegalMoves {},
    /// Finished hands and rounds to settle in chips.
    Payouts {},
    /// A round and the dealer's settlement of it, with one of the dealer's errors that can be
    /// made at the table, or none: call a foul or accept.
    CatchTheDealer {},
    /// The insurance side bet: stake, settlement, what it is worth, and whether to take it.
    Insurance {},
    /// Questions about what the table allows.
    TableRules {},
    /// Playing decisions scored against the table's chart.
    Decisions {
        /// The hands dealt.
        hands: Vec<DecisionHand>,
        /// Only the cells where this action is in play.
        #[serde(default)]
        focus: Option<Aim>,
    },
    /// Neighbouring chart cells with different plays, asked back to back.
    Contrasts {},
    /// Only the chart cells and rules that differ between the table and the one it is compared with.
    TableDifferences {},
    /// Rounds dealt from the table's shoe, card by card: the running count of the learner's
    /// counting system, asked at the end of a round or part-way through one.
    RunningCount {
        /// The most rounds dealt for one question (1 to 6).
        max_rounds: u8,
    },
    /// A running count and the decks in the discard tray: the true count, by the system's rule.
    TrueCount {},
    /// A hand, an up card and a true count: the play by the indices computed for the table, and
    /// insurance by its index.
    Deviations {},
    /// A true count: the bet of the learner's ramp.
    Bet {},
    /// A discard tray of quarter decks, shown for a moment: the decks in it, or left in the shoe,
    /// to the half deck.
    DeckEstimation {},
    /// A deck's worth of cards from a shuffled shoe, less a few, shown one or two at a time:
    /// their running count, timed from the first card.
    DeckCountdown {},
    /// A few of the hardest questions of each stage of the learning path, dealt by the stages'
    /// own drills: where a new learner is placed on the path (see `placement`).
    Placement {},
}

impl Deal {
    /// The generator's name as written in files.
    pub fn name(&self) -> &'static str {
        match self {
            Deal::HandTotals { .. } => "hand-totals",
            Deal::SoftHands { .. } => "soft-hands",
            Deal::Naturals {} => "naturals",
            Deal::DealerPlay {} => "dealer-play",
            Deal::LegalMoves {} => "legal-moves",
            Deal::Payouts {} => "payouts",
            Deal::CatchTheDealer {} => "catch-the-dealer",
            Deal::Insurance {} => "insurance",
            Deal::TableRules {} => "table-rules",
            Deal::Decisions { .. } => "decisions",
            Deal::Contrasts {} => "contrasts",
            Deal::TableDifferences {} => "table-differences",
            Deal::RunningCount { .. } => "running-count",
            Deal::TrueCount {} => "true-count",
            Deal::Deviations {} => "deviations",
            Deal::Bet {} => "bet",
            Deal::DeckEstimation {} => "deck-estimation",
            Deal::DeckCountdown {} => "deck-countdown",
            Deal::Placement {} => "placement",
        }
    }

    /// Does the generator need the table's strategy chart?
    pub fn needs_chart(&self) -> bool {
        matches!(
            self,
            Deal::Decisions { .. }
                | Deal::Contrasts {}
                | Deal::TableDifferences {}
                | Deal::Deviations {}
                | Deal::Placement {}
        )
    }

    /// The kinds of answer this generator's questions take.
    pub fn answer_kinds(&self) -> &'static [AnswerKind] {
        match self {
            Deal::HandTotals { .. } | Deal::SoftHands { .. } => &[AnswerKind::Total],
            Deal::Naturals {} => &[AnswerKind::Total, AnswerKind::Chips],
            Deal::DealerPlay {} => &[AnswerKind::Action, AnswerKind::YesNo],
            Deal::LegalMoves {} => &[AnswerKind::Actions],
            Deal::Payouts {} => &[AnswerKind::Chips],
            Deal::CatchTheDealer {} => &[AnswerKind::Call],
            Deal::Insurance {} => &[AnswerKind::Chips, AnswerKind::Percent, AnswerKind::YesNo],
            Deal::TableRules {} => &[AnswerKind::YesNo, AnswerKind::Chips],
            Deal::Decisions { .. } | Deal::Contrasts {} => &[AnswerKind::Action],
            Deal::TableDifferences {} => &[AnswerKind::Action, AnswerKind::YesNo, AnswerKind::Chips],
            Deal::RunningCount { .. } | Deal::TrueCount {} | Deal::DeckCountdown {} => &[AnswerKind::Count],
            Deal::Deviations {} => &[AnswerKind::Action, AnswerKind::YesNo],
            Deal::Bet {} => &[AnswerKind::Chips],
            Deal::DeckEstimation {} => &[AnswerKind::Decks],
            Deal::Placement {} => &[
                AnswerKind::Total,
                AnswerKind::Chips,
                AnswerKind::Action,
                AnswerKind::YesNo,
                AnswerKind::Actions,
                AnswerKind::Call,
                AnswerKind::Percent,
                AnswerKind::Count,
                AnswerKind::Decks,
            ],
        }
    }

    /// Does the generator ask about card counting (and so use the learner's counting system)?
    pub fn is_card_counting(&self) -> bool {
        matches!(
            self,
            Deal::RunningCount { .. }
                | Deal::TrueCount {}
                | Deal::Deviations {}
                | Deal::Bet {}
                | Deal::DeckCountdown {}
        )
    }
}

/// One drill, as written in its file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DrillSpec {
    /// File format version; this build reads version 1.
    pub version: u32,
    /// Short name used on the command line (`hand-totals`).
    pub id: String,
    /// The drill's title.
    pub title: String,
    /// What it teaches, in a sentence or two, in words for any face.
    pub teaches: String,
    /// What the command line adds for it (its options, a command that shows more), which only
    /// the terminal says: a page offers the same as fields and links.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub at_the_terminal: Option<String>,
    /// How its situations are dealt.
    pub deal: Deal,
    /// The forms its answers take (they must be those its generator asks for).
    pub answers: Vec<AnswerKind>,
    /// Whether the response time is shown after each answer (it is always recorded).
    #[serde(default)]
    pub timed: bool,
    /// The mistakes it can diagnose, by id in `drills/mistakes.yaml`.
    pub mistakes: Vec<String>,
}

impl DrillSpec {
    /// The drill's title in `lang`: English is the drill file's own; another language's is the
    /// message `drill-title-ID`, or the English for a drill that has none (one of the learner's
    /// own files).
    pub fn title_in(&self, lang: Lang) -> Cow<'_, str> {
        if lang == Lang::En {
            return Cow::Borrowed(&self.title);
        }
        lang.own_text(&format!("drill-title-{}", self.id), &[]).map_or(Cow::Borrowed(&self.title), Cow::Owned)
    }

    /// What the drill teaches in `lang`: English is the drill file's own; another language's is
    /// the message `drill-teaches-ID`, or the English for a drill that has none.
    pub fn teaches_in(&self, lang: Lang) -> Cow<'_, str> {
        if lang == Lang::En {
            return Cow::Borrowed(&self.teaches);
        }
        lang.own_text(&format!("drill-teaches-{}", self.id), &[])
            .map_or(Cow::Borrowed(&self.teaches), Cow::Owned)
    }

    /// What the command line adds for the drill, in `lang`, if anything: English is the drill
    /// file's own; another language's is the message `drill-at-terminal-ID`, or the English for
    /// a drill that has none.
    pub fn at_the_terminal_in(&self, lang: Lang) -> Option<Cow<'_, str>> {
        let english = self.at_the_terminal.as_deref()?;
        if lang == Lang::En {
            return Some(Cow::Borrowed(english));
        }
        Some(
            lang.own_text(&format!("drill-at-terminal-{}", self.id), &[])
                .map_or(Cow::Borrowed(english), Cow::Owned),
        )
    }

    /// Reads a drill file and checks it against the catalogue, reporting every problem.
    pub fn from_yaml(origin: &str, text: &str, catalogue: &Catalogue) -> Result<DrillSpec, DataErrors> {
        let spec: DrillSpec = parse_yaml(origin, text)?;
        let mut p = Problems::new(origin, text);
        if spec.version != DRILL_FORMAT_VERSION {
            p.field("version", Reason::version_unknown(spec.version, DRILL_FORMAT_VERSION));
        }
        if !is_name(&spec.id) {
            p.field("id", Reason::new("data-reason-drill-id").with("id", spec.id.as_str()));
        }
        for (field, value) in [("title", &spec.title), ("teaches", &spec.teaches)] {
            if value.trim().is_empty() {
                p.field(field, Reason::new("data-reason-must-not-be-empty"));
            }
        }
        match spec.deal {
            Deal::HandTotals { min_cards, max_cards, .. } => {
                if !(2..=6).contains(&min_cards) {
                    p.field("deal.min_cards", Reason::out_of_range(min_cards, 2, 6));
                }
                if !(2..=6).contains(&max_cards) || max_cards < min_cards {
                    p.field(
                        "deal.max_cards",
                        Reason::new("data-reason-drill-max-cards").with("value", max_cards.to_string()),
                    );
                }
            }
            Deal::SoftHands { max_cards } if !(2..=6).contains(&max_cards) => {
                p.field("deal.max_cards", Reason::out_of_range(max_cards, 2, 6));
            }
            Deal::RunningCount { max_rounds } if !(1..=6).contains(&max_rounds) => {
                p.field("deal.max_rounds", Reason::out_of_range(max_rounds, 1, 6));
            }
            Deal::Decisions { ref hands, .. } if hands.is_empty() => {
                p.field("deal.hands", Reason::new("data-reason-drill-no-hands"));
            }
            _ => {}
        }
        let wanted = spec.deal.answer_kinds();
        let mut given = spec.answers.clone();
        given.sort_by_key(|k| *k as u8);
        given.dedup();
        let mut expected = wanted.to_vec();
        expected.sort_by_key(|k| *k as u8);
        if given != expected {
            let names: Vec<String> = wanted.iter().map(|k| format!("`{}`", kind_name(*k))).collect();
            // `a` and `b` and `c`: each kind joined to the ones after it.
            let asked = names.into_iter().rev().fold(None, |after: Option<ReasonArg>, name| {
                Some(match after {
                    None => name.into(),
                    Some(after) => {
                        Reason::new("data-reason-both").with("first", name).with("last", after).into()
                    }
                })
            });
            p.field(
                "answers",
                Reason::new("data-reason-drill-answers")
                    .with("deal", spec.deal.name())
                    .with("asked", asked.unwrap_or_else(|| "".into())),
            );
        }
        for id in &spec.mistakes {
            if !catalogue.contains(id) {
                p.field("mistakes", Reason::new("data-reason-drill-unknown-mistake").with("id", id.as_str()));
            }
        }
        p.finish()?;
        Ok(spec)
    }
}

/// An answer kind's name as written in files.
pub fn kind_name(kind: AnswerKind) -> String {
    serde_json::to_value(kind).ok().and_then(|v| v.as_str().map(str::to_string)).unwrap_or_default()
}

/// A drill file shipped in the binary.
pub struct DrillSource {
    /// The drill's id.
    pub id: &'static str,
    /// Its YAML text: the source, which `bjcoach validate` and the tests read.
    pub yaml: &'static str,
    /// The same drill as the build readied it (JSON, see `build.rs`), which is what the program
    /// reads; a test holds it to the YAML text.
    readied: &'static str,
}

/// The shipped drills from their ids, each with its YAML file and its readied form.
macro_rules! drill_sources {
    ($($id:literal),*) => {
        [$(DrillSource {
            id: $id,
            yaml: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/drills/", $id, ".yaml")),
            readied: include_str!(concat!(env!("OUT_DIR"), "/drills/", $id, ".json")),
        }),*]
    };
}

/// The shipped drills, in the order they are listed: a learning path from hand totals to strategy.
pub const DRILL_SOURCES: [DrillSource; 24] = drill_sources!(
    "hand-totals",
    "soft-hands",
    "naturals",
    "dealer-play",
    "table-rules",
    "legal-moves",
    "payouts",
    "catch-the-dealer",
    "insurance",
    "hard-decisions",
    "soft-decisions",
    "split-decisions",
    "double-decisions",
    "surrender-decisions",
    "strategy",
    "contrasts",
    "table-differences",
    "running-count",
    "true-count",
    "deviations",
    "bet",
    "deck-estimation",
    "deck-countdown",
    "placement"
);

/// Every shipped drill, as the build readied it: the checks of [`DrillSpec::from_yaml`] are made
/// on the YAML files by `bjcoach validate` and the tests, which hold each readied drill to its
/// file (the mistakes it names among them, in the shipped catalogue).
pub fn shipped() -> Result<Vec<DrillSpec>, DataErrors> {
    let mut all = Vec::new();
    let mut problems = Vec::new();
    for source in &DRILL_SOURCES {
        match crate::data::parse_readied::<DrillSpec>(&format!("drills/{}.yaml", source.id), source.readied) {
            Ok(spec) => all.push(spec),
            Err(e) => problems.extend(e.0),
        }
    }
    if problems.is_empty() { Ok(all) } else { Err(DataErrors(problems)) }
}

/// The shipped drill of this id, as the build readied it (see [`shipped`]), read alone; `None`
/// when no shipped drill has this id.
pub fn shipped_one(id: &str) -> Option<Result<DrillSpec, DataErrors>> {
    let source = DRILL_SOURCES.iter().find(|s| s.id == id)?;
    Some(crate::data::parse_readied::<DrillSpec>(&format!("drills/{}.yaml", source.id), source.readied))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn catalogue() -> Catalogue {
        Catalogue::shipped().unwrap()
    }

    /// Every shipped drill has its title in every language, French and Italian its own; every
    /// title message names a shipped drill.
    #[test]
    fn every_shipped_drill_has_its_title_in_every_language() {
        let drills = shipped().unwrap();
        for spec in &drills {
            assert_eq!(spec.title_in(Lang::En), spec.title);
            for lang in [Lang::Fr, Lang::It] {
                let id = format!("drill-title-{}", spec.id);
                assert!(lang.own_text(&id, &[]).is_some(), "{}: {id}", lang.code());
                assert_ne!(spec.title_in(lang), spec.title, "{}: {}", lang.code(), spec.id);
            }
        }
        for (lang, file) in [
            (Lang::Fr, include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/locales/fr/drill_titles.ftl"))),
            (Lang::It, include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/locales/it/drill_titles.ftl"))),
        ] {
            for id in file.lines().filter_map(|l| l.split(" = ").next()?.strip_prefix("drill-title-")) {
                assert!(
                    drills.iter().any(|d| d.id == id),
                    "{}: drill-title-{id} names no drill",
                    lang.code()
                );
            }
        }
        let mut own = drills[0].clone();
        own.id = "my-own".to_string();
        assert_eq!(own.title_in(Lang::Fr), own.title);
    }

    /// Every shipped drill says what it teaches in French and Italian, and what the command line
    /// adds where it adds something; every such message names a shipped drill that has it, once.
    #[test]
    fn every_shipped_drill_says_what_it_teaches_in_every_language() {
        let drills = shipped().unwrap();
        for spec in &drills {
            assert_eq!(spec.teaches_in(Lang::En), spec.teaches);
            assert_eq!(spec.at_the_terminal_in(Lang::En).as_deref(), spec.at_the_terminal.as_deref());
            for lang in [Lang::Fr, Lang::It] {
                let id = format!("drill-teaches-{}", spec.id);
                assert!(lang.own_text(&id, &[]).is_some(), "{}: {id}", lang.code());
                assert_ne!(spec.teaches_in(lang), spec.teaches, "{}: {}", lang.code(), spec.id);
                let id = format!("drill-at-terminal-{}", spec.id);
                assert_eq!(
                    lang.own_text(&id, &[]).is_some(),
                    spec.at_the_terminal.is_some(),
                    "{}: {id}",
                    lang.code()
                );
                if let Some(english) = &spec.at_the_terminal {
                    assert_ne!(
                        spec.at_the_terminal_in(lang).unwrap(),
                        *english,
                        "{}: {}",
                        lang.code(),
                        spec.id
                    );
                }
            }
        }
        for (lang, file) in [
            (Lang::Fr, include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/locales/fr/drill_texts.ftl"))),
            (Lang::It, include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/locales/it/drill_texts.ftl"))),
        ] {
            let ids: Vec<&str> = file
                .lines()
                .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
                .filter_map(|l| l.split(" = ").next())
                .collect();
            let mut once = ids.clone();
            once.sort_unstable();
            once.dedup();
            assert_eq!(once.len(), ids.len(), "{}: a message given twice", lang.code());
            for id in ids {
                let has = |d: &&DrillSpec| match id.strip_prefix("drill-teaches-") {
                    Some(name) => d.id == name,
                    None => {
                        id.strip_prefix("drill-at-terminal-") == Some(&d.id) && d.at_the_terminal.is_some()
                    }
                };
                assert!(drills.iter().any(|d| has(&d)), "{}: {id} names no drill that has it", lang.code());
            }
        }
        let mut own = drills.iter().find(|d| d.at_the_terminal.is_some()).unwrap().clone();
        own.id = "my-own".to_string();
        assert_eq!(own.teaches_in(Lang::Fr), own.teaches);
        assert_eq!(own.at_the_terminal_in(Lang::It).as_deref(), own.at_the_terminal.as_deref());
    }

    #[test]
    fn every_shipped_drill_loads_and_names_itself() {
        let drills = shipped().unwrap();
        assert_eq!(drills.len(), DRILL_SOURCES.len());
        for (spec, source) in drills.iter().zip(DRILL_SOURCES.iter()) {
            assert_eq!(spec.id, source.id);
        }
    }

    #[test]
    fn every_drill_readied_by_the_build_is_the_drill_its_file_holds() {
        // Each file checked as `bjcoach validate` checks it, against the catalogue's own file.
        let catalogue = Catalogue::from_yaml(
            crate::coach::drill::mistakes::MISTAKES_ORIGIN,
            crate::coach::drill::mistakes::MISTAKES_YAML,
        )
        .unwrap();
        for (readied, source) in shipped().unwrap().iter().zip(DRILL_SOURCES.iter()) {
            let from_file =
                DrillSpec::from_yaml(&format!("drills/{}.yaml", source.id), source.yaml, &catalogue).unwrap();
            assert_eq!(readied, &from_file, "{}", source.id);
        }
    }

    #[test]
    fn a_bad_drill_reports_every_problem_with_its_line() {
        let text = "version: 1\nid: Mine\ntitle: t\nteaches: t\ndeal:\n  generator: hand-totals\n  min_cards: 1\n  max_cards: 9\nanswers: [action]\nmistakes: [no-such-mistake]\n";
        let err = DrillSpec::from_yaml("mine.yaml", text, &catalogue()).unwrap_err().to_string();
        assert!(err.contains("mine.yaml:2:1: field `id`"), "{err}");
        assert!(
            err.contains("mine.yaml:7:3: field `deal.min_cards`: 1: accepted values are 2 to 6"),
            "{err}"
        );
        assert!(err.contains("mine.yaml:8:3: field `deal.max_cards`"), "{err}");
        assert!(
            err.contains("mine.yaml:9:1: field `answers`: the `hand-totals` generator asks for `total`"),
            "{err}"
        );
        assert!(err.contains("mine.yaml:10:1: field `mistakes`: `no-such-mistake`"), "{err}");
    }

    #[test]
    fn unknown_fields_and_generators_are_named() {
        let text = "version: 1\nid: x\ntitle: t\nteaches: t\ndeal:\n  generator: naturals\n  colour: red\nanswers: [total, chips]\nmistakes: []\n";
        let err = DrillSpec::from_yaml("x.yaml", text, &catalogue()).unwrap_err().to_string();
        assert!(err.contains("unknown field `colour`"), "{err}");
        assert!(err.starts_with("x.yaml:"), "{err}");
        let text = text.replace("naturals\n  colour: red", "poker");
        let err = DrillSpec::from_yaml("x.yaml", &text, &catalogue()).unwrap_err().to_string();
        assert!(err.contains("unknown variant `poker`"), "{err}");
    }
}
