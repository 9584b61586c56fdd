//! Card-counting systems, read from `counts/*.yaml`: the tag of every card, whether the count is
//! balanced, where an unbalanced count starts, how a running count becomes a true count, and the
//! shoe a true count stands for (what the index computation solves).

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::data::{DataErrors, Problems, Reason, parse_yaml};
use crate::game::card::{Card, Rank};
use crate::strategy::solver::{Composition, RANKS, VALUES};

/// The version of the counting-system file format this build reads.
pub const COUNT_FORMAT_VERSION: u32 = 1;

/// The largest tag a card may carry (level-three counts go this far).
pub const MAX_TAG: i8 = 3;

/// A counting system as written in its file, before it is checked.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct CountFile {
    /// File format version: 1.
    version: u32,
    /// The name used on the command line (`hi-lo`).
    id: String,
    /// The name people know it by (`Hi-Lo`).
    name: String,
    /// Where the system is published.
    source: String,
    /// `balanced` (a deck's tags sum to zero) or `unbalanced`.
    balance: Balance,
    /// How a running count is turned into a true count: `floor`, `truncate` or `round`; required
    /// for a balanced count, absent for an unbalanced one (played on its running count).
    #[serde(default)]
    true_count: Option<TrueCountRule>,
    /// Whether Aces are counted on the side: `kept` or `none`.
    ace_side_count: AceSideCount,
    /// One entry per card value: `A`, `2` to `9`, and `T` for every ten-value card.
    tags: Vec<TagEntry>,
    /// Unbalanced counts only: the count at the start of a shoe, per number of decks.
    #[serde(default)]
    initial_running_count: Vec<InitialCount>,
}

/// One card value's tag, as written.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct TagEntry {
    /// The card value: `A`, `2` to `9`, or `T` for every ten-value card.
    card: Rank,
    /// The tag of every card of this value.
    #[serde(default)]
    tag: Option<i8>,
    /// The tag of the red cards of this value, when the colour matters (with `black`).
    #[serde(default)]
    red: Option<i8>,
    /// The tag of the black cards of this value, when the colour matters (with `red`).
    #[serde(default)]
    black: Option<i8>,
}

/// Where an unbalanced count starts for a number of decks, as written.
#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(deny_unknown_fields)]
struct InitialCount {
    /// The number of decks in the shoe.
    decks: u8,
    /// The running count before the first card.
    count: i32,
}

/// Whether a full deck's tags sum to zero.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Balance {
    /// A deck's tags sum to zero: the running count is divided by the decks left.
    Balanced,
    /// They do not: the count starts below zero and is played as it runs.
    Unbalanced,
}

/// How a running count divided by the decks left becomes a whole true count.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TrueCountRule {
    /// Down to the whole number below: -0.5 is -1.
    Floor,
    /// Toward zero: -0.5 and +0.5 are both 0.
    Truncate,
    /// To the nearest whole number, halves away from zero.
    Round,
}

impl TrueCountRule {
    /// The name used in files.
    pub const fn name(self) -> &'static str {
        match self {
            TrueCountRule::Floor => "floor",
            TrueCountRule::Truncate => "truncate",
            TrueCountRule::Round => "round",
        }
    }

    /// Applies the rule to an exact quotient.
    pub fn apply(self, exact: f64) -> i32 {
        let whole = match self {
            TrueCountRule::Floor => exact.floor(),
            TrueCountRule::Truncate => exact.trunc(),
            TrueCountRule::Round => exact.round(),
        };
        whole as i32
    }

    /// Which whole true count an exact one falls in: the interval `[low, high)` of exact values
    /// that give `k` (for truncation, 0 takes `(-1, 1)`; the open end is of no consequence to a
    /// probability).
    pub fn interval(self, k: i32) -> (f64, f64) {
        let k = f64::from(k);
        match self {
            TrueCountRule::Floor => (k, k + 1.0),
            TrueCountRule::Round => (k - 0.5, k + 0.5),
            TrueCountRule::Truncate if k > 0.0 => (k, k + 1.0),
            TrueCountRule::Truncate if k < 0.0 => (k - 1.0, k),
            TrueCountRule::Truncate => (-1.0, 1.0),
        }
    }
}

/// Whether Aces are counted on the side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AceSideCount {
    /// The Aces seen are counted apart, for betting and insurance.
    Kept,
    /// No side count.
    None,
}

/// The tags of one card value, by colour (equal unless the colour matters).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tag {
    /// The tag of a red card (hearts, diamonds).
    pub red: i8,
    /// The tag of a black card (spades, clubs).
    pub black: i8,
}

impl Tag {
    /// The mean tag of a card of this value (red and black are equally many).
    pub fn mean(self) -> f64 {
        (f64::from(self.red) + f64::from(self.black)) / 2.0
    }
}

/// A checked counting system.
#[derive(Debug, Clone, PartialEq)]
pub struct CountingSystem {
    /// The name used on the command line.
    pub id: String,
    /// The name people know it by.
    pub name: String,
    /// Where it is published.
    pub source: String,
    /// Balanced or not.
    pub balance: Balance,
    /// The rule for the true count (balanced counts).
    pub true_count: Option<TrueCountRule>,
    /// Whether Aces are counted on the side.
    pub ace_side_count: AceSideCount,
    /// The tag of each card value, Ace first, ten-value cards last.
    pub tags: [Tag; RANKS],
    /// Unbalanced counts: the starting count per number of decks.
    initial: Vec<(u8, i32)>,
}

impl fmt::Display for CountingSystem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name)
    }
}

/// The cards of each value in one deck, Ace first.
const PER_DECK: [u32; RANKS] = [4, 4, 4, 4, 4, 4, 4, 4, 4, 16];

impl CountingSystem {
    /// Reads and checks a counting-system file, reporting every problem with its line and field.
    pub fn from_yaml(origin: &str, text: &str) -> Result<CountingSystem, DataErrors> {
        CountingSystem::checked(parse_yaml(origin, text)?, origin, text)
    }

    /// Checks a counting system as read from `text`, its file, and placed in it.
    fn checked(file: CountFile, origin: &str, text: &str) -> Result<CountingSystem, DataErrors> {
        let mut problems = Problems::new(origin, text);
        if file.version != COUNT_FORMAT_VERSION {
            problems.field("version", Reason::version_unread(file.version, COUNT_FORMAT_VERSION));
        }
        if file.id.is_empty()
            || !file.id.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        {
            problems.field("id", Reason::new("data-reason-name-id").with("id", file.id.as_str()));
        }
        for (field, value) in [("name", &file.name), ("source", &file.source)] {
            if value.trim().is_empty() {
                problems.field(field, Reason::new("data-reason-must-not-be-empty"));
            }
        }
        let mut tags: [Option<Tag>; RANKS] = [None; RANKS];
        for entry in &file.tags {
            let field = format!("tags[{}]", entry.card);
            if matches!(entry.card, Rank::Jack | Rank::Queen | Rank::King) {
                problems.field(
                    "tags",
                    Reason::new("data-reason-count-ten-cards").with("card", entry.card.to_string()),
                );
                continue;
            }
            let tag = match (entry.tag, entry.red, entry.black) {
                (Some(t), None, None) => Tag { red: t, black: t },
                (None, Some(red), Some(black)) => Tag { red, black },
                _ => {
                    problems.field(
                        "tags",
                        Reason::new("data-reason-count-tag-or-colours").with("card", entry.card.to_string()),
                    );
                    continue;
                }
            };
            if [tag.red, tag.black].iter().any(|t| t.abs() > MAX_TAG) {
                problems.field(
                    "tags",
                    Reason::new("data-reason-count-tag-range")
                        .with("card", entry.card.to_string())
                        .with("most", MAX_TAG.to_string()),
                );
            }
            let slot = &mut tags[entry.card.value_index()];
            if slot.is_some() {
                problems.field(
                    "tags",
                    Reason::new("data-reason-count-tagged-twice")
                        .with("card", entry.card.to_string())
                        .with("field", field),
                );
            }
            *slot = Some(tag);
        }
        let missing: Vec<String> =
            (0..RANKS).filter(|&i| tags[i].is_none()).map(|i| VALUES[i].to_string()).collect();
        if !missing.is_empty() {
            problems
                .field("tags", Reason::new("data-reason-count-no-tag").with("values", missing.join(", ")));
        }
        let tags = tags.map(|t| t.unwrap_or(Tag { red: 0, black: 0 }));
        let deck_sum = deck_sum(&tags);
        match file.balance {
            Balance::Balanced => {
                if missing.is_empty() && deck_sum != 0 {
                    problems.field(
                        "balance",
                        Reason::new("data-reason-count-not-balanced").with("sum", format!("{deck_sum:+}")),
                    );
                }
                if file.true_count.is_none() {
                    problems.field("balance", Reason::new("data-reason-count-balanced-needs-rule"));
                }
                if !file.initial_running_count.is_empty() {
                    problems.field(
                        "initial_running_count",
                        Reason::new("data-reason-count-balanced-starts-at-zero"),
                    );
                }
            }
            Balance::Unbalanced => {
                if missing.is_empty() && deck_sum == 0 {
                    problems.field("balance", Reason::new("data-reason-count-balanced"));
                }
                if file.true_count.is_some() {
                    problems.field("true_count", Reason::new("data-reason-count-unbalanced-no-rule"));
                }
                if file.initial_running_count.is_empty() {
                    problems.field("balance", Reason::new("data-reason-count-unbalanced-needs-start"));
                }
            }
        }
        let mut initial = Vec::new();
        for start in &file.initial_running_count {
            if !(1..=8).contains(&start.decks) {
                problems.field(
                    "initial_running_count",
                    Reason::new("data-reason-count-start-decks").with("decks", start.decks.to_string()),
                );
            } else if initial.iter().any(|&(d, _)| d == start.decks) {
                problems.field(
                    "initial_running_count",
                    Reason::new("data-reason-count-decks-twice").with("decks", start.decks.to_string()),
                );
            } else {
                initial.push((start.decks, start.count));
            }
        }
        problems.finish()?;
        Ok(CountingSystem {
            id: file.id,
            name: file.name,
            source: file.source,
            balance: file.balance,
            true_count: file.true_count,
            ace_side_count: file.ace_side_count,
            tags,
            initial,
        })
    }

    /// The tag of a card (its colour counts for the systems where it matters).
    pub fn tag(&self, card: Card) -> i8 {
        let tag = self.tags[card.rank.value_index()];
        if card.suit.is_red() { tag.red } else { tag.black }
    }

    /// The sum of the tags of a full deck: 0 for a balanced count.
    pub fn deck_sum(&self) -> i32 {
        deck_sum(&self.tags)
    }

    /// The level of the count: its largest tag, in absolute value.
    pub fn level(&self) -> i8 {
        self.tags.iter().map(|t| t.red.abs().max(t.black.abs())).max().unwrap_or(0)
    }

    /// The running count before the first card of a shoe of this many decks: 0 for a balanced
    /// count, the file's value for an unbalanced one (`None` when the file gives none).
    pub fn initial_running_count(&self, decks: u8) -> Option<i32> {
        match self.balance {
            Balance::Balanced => Some(0),
            Balance::Unbalanced => self.initial.iter().find(|&&(d, _)| d == decks).map(|&(_, c)| c),
        }
    }

    /// The true count of a running count with this many decks left (as a player estimates them),
    /// by the system's rule; `None` for an unbalanced count or no decks left.
    pub fn true_count(&self, running: i32, decks_left: f64) -> Option<i32> {
        let rule = self.true_count?;
        if decks_left <= 0.0 {
            return None;
        }
        Some(rule.apply(f64::from(running) / decks_left))
    }

    /// The sum over a deck of each card's tag squared: how far a true count of 1 moves the shoe
    /// (see [`CountingSystem::shoe_at`]).
    pub fn deck_square_sum(&self) -> f64 {
        (0..RANKS)
            .map(|i| {
                let t = self.tags[i];
                f64::from(PER_DECK[i]) / 2.0 * (f64::from(t.red).powi(2) + f64::from(t.black).powi(2))
            })
            .sum()
    }

    /// The shoe a true count stands for, with `cards_left` cards left: each value's share of a
    /// full deck moved against its tag, in proportion to it (`n × (1 − tc × tag / Σ n·tag²)` per
    /// deck, which puts the tags of the cards left at `−tc` per deck left), then rounded to whole
    /// cards keeping the total. `None` for an unbalanced count, or a true count too high for
    /// the cards (a value would go below none).
    pub fn shoe_at(&self, true_count: f64, cards_left: u32) -> Option<Composition> {
        if self.balance != Balance::Balanced {
            return None;
        }
        let squares = self.deck_square_sum();
        if squares <= 0.0 {
            return None;
        }
        let decks_left = f64::from(cards_left) / 52.0;
        let mut exact = [0.0f64; RANKS];
        for i in 0..RANKS {
            let share = 1.0 - true_count * self.tags[i].mean() / squares;
            if share < 0.0 {
                return None;
            }
            exact[i] = f64::from(PER_DECK[i]) * decks_left * share;
        }
        // Largest remainders: whole cards that keep the total.
        let mut counts = exact.map(|x| x.floor() as u32);
        let short = cards_left.saturating_sub(counts.iter().sum());
        let mut order: Vec<usize> = (0..RANKS).collect();
        order.sort_by(|&a, &b| (exact[b] - exact[b].floor()).total_cmp(&(exact[a] - exact[a].floor())));
        for &i in order.iter().take(short as usize) {
            counts[i] += 1;
        }
        // Rounding each value alone can miss the count by a card or two: move single cards
        // between values, the moves that stray least from the exact shares first, until the
        // tags of the cards left are as near the count as whole cards allow.
        let tag = |i: usize| self.tags[i].mean();
        let target = -true_count * decks_left;
        for _ in 0..2 * RANKS {
            let error: f64 = (0..RANKS).map(|i| f64::from(counts[i]) * tag(i)).sum::<f64>() - target;
            let mut best: Option<(f64, usize, usize)> = None;
            for from in (0..RANKS).filter(|&i| counts[i] > 0) {
                for to in 0..RANKS {
                    let step = tag(to) - tag(from);
                    if (error + step).abs() >= error.abs() - 1e-9 {
                        continue;
                    }
                    let drift = |i: usize, n: f64| (n - exact[i]).powi(2);
                    let (cf, ct) = (f64::from(counts[from]), f64::from(counts[to]));
                    let cost = drift(from, cf - 1.0) - drift(from, cf) + drift(to, ct + 1.0) - drift(to, ct);
                    if best.is_none_or(|(c, _, _)| cost < c) {
                        best = Some((cost, from, to));
                    }
                }
            }
            let Some((_, from, to)) = best else { break };
            counts[from] -= 1;
            counts[to] += 1;
        }
        let counts = counts.map(|n| u16::try_from(n).unwrap_or(u16::MAX));
        Composition::from_counts(counts).ok()
    }
}

fn deck_sum(tags: &[Tag; RANKS]) -> i32 {
    (0..RANKS)
        .map(|i| {
            let half = PER_DECK[i] as i32 / 2;
            half * i32::from(tags[i].red) + half * i32::from(tags[i].black)
        })
        .sum()
}

/// A counting system shipped in the binary: its name and YAML text.
pub struct CountSource {
    /// The system's name.
    pub id: &'static str,
    /// The YAML text: the source, which `bjcoach validate` and the tests read, and where a
    /// problem is placed.
    pub yaml: &'static str,
    /// The same file as the build readied it (JSON, see `build.rs`), which is what the program
    /// reads and checks; a test holds it to the YAML text.
    readied: &'static str,
}

macro_rules! count_source {
    ($id:literal) => {
        CountSource {
            id: $id,
            yaml: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/counts/", $id, ".yaml")),
            readied: include_str!(concat!(env!("OUT_DIR"), "/counts/", $id, ".json")),
        }
    };
}

/// The shipped systems, in the order they are listed.
pub const COUNT_SOURCES: [CountSource; 6] = [
    count_source!("hi-lo"),
    count_source!("ko"),
    count_source!("hi-opt-i"),
    count_source!("omega-ii"),
    count_source!("zen"),
    count_source!("red-7"),
];

/// A counting system asked for by a name no shipped system has: the name, the nearest one when
/// it is near enough to be a slip, and the names, said in any language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownSystem {
    /// The name asked for.
    pub name: String,
    /// The shipped system nearest to it.
    pub nearest: Option<String>,
    /// The shipped systems' names.
    pub known: Vec<String>,
}

impl UnknownSystem {
    /// The refusal in `lang`: the name asked for, the nearest system, and the systems.
    pub fn words_in(&self, lang: crate::lang::Lang) -> String {
        let (mean, known) = (lang.did_you_mean(self.nearest.as_deref()), self.known.join(", "));
        let text = crate::lang::Arg::Text;
        lang.text(
            "error-no-system",
            &[("name", text(&self.name)), ("mean", text(&mean)), ("known", text(&known))],
        )
    }
}

impl std::fmt::Display for UnknownSystem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.words_in(crate::lang::Lang::En))
    }
}

/// The shipped system a name asks for (in any case), or why there is none.
pub fn shipped_source(id: &str) -> Result<&'static CountSource, UnknownSystem> {
    let names: Vec<&str> = COUNT_SOURCES.iter().map(|s| s.id).collect();
    let unknown = |nearest: Option<&str>| UnknownSystem {
        name: id.to_string(),
        nearest: nearest.map(str::to_string),
        known: names.iter().map(|n| n.to_string()).collect(),
    };
    let found = crate::data::find_name(id, &names).map_err(unknown)?;
    COUNT_SOURCES.iter().find(|s| s.id == found).ok_or_else(|| unknown(None))
}

/// A shipped system by name; the error lists the names.
pub fn shipped(id: &str) -> Result<CountingSystem, String> {
    let source = shipped_source(id).map_err(|e| e.to_string())?;
    let origin = format!("counts/{}.yaml", source.id);
    crate::data::parse_readied(&origin, source.readied)
        .and_then(|file| CountingSystem::checked(file, &origin, source.yaml))
        .map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::card::Suit;

    fn all() -> Vec<CountingSystem> {
        COUNT_SOURCES.iter().map(|s| shipped(s.id).unwrap()).collect()
    }

    #[test]
    fn every_system_readied_by_the_build_is_the_system_its_file_holds() {
        for source in &COUNT_SOURCES {
            let from_file =
                CountingSystem::from_yaml(&format!("counts/{}.yaml", source.id), source.yaml).unwrap();
            assert_eq!(shipped(source.id).unwrap(), from_file, "{}", source.id);
        }
    }

    #[test]
    fn every_shipped_system_loads() {
        assert_eq!(all().len(), COUNT_SOURCES.len());
    }

    /// The deck sums the books state: balanced counts 0; KO +4 (Vancura and Fuchs, Knock-Out
    /// Blackjack, 1998: "the 7 counted as a low card makes the count unbalanced by +4 per deck");
    /// Red Seven +2 (Snyder, Blackbelt in Blackjack: the two red sevens).
    #[test]
    fn tags_sum_over_a_deck_as_documented() {
        for system in all() {
            let by_cards: i32 =
                crate::game::shoe::fresh_deck().iter().map(|&c| i32::from(system.tag(c))).sum();
            assert_eq!(by_cards, system.deck_sum(), "{}", system.id);
            let expected = match system.id.as_str() {
                "ko" => 4,
                "red-7" => 2,
                _ => 0,
            };
            assert_eq!(system.deck_sum(), expected, "{}", system.id);
            assert_eq!(system.balance == Balance::Balanced, expected == 0, "{}", system.id);
        }
    }

    /// Published levels and starting counts: Hi-Lo level 1, Omega II and Zen level 2; KO starts
    /// 6 decks at -20 (4 - 4 x 6), Red Seven at -12 (-2 x 6).
    #[test]
    fn levels_and_starting_counts() {
        let level = |id: &str| shipped(id).unwrap().level();
        assert_eq!(level("hi-lo"), 1);
        assert_eq!(level("hi-opt-i"), 1);
        assert_eq!(level("omega-ii"), 2);
        assert_eq!(level("zen"), 2);
        assert_eq!(shipped("ko").unwrap().initial_running_count(6), Some(-20));
        assert_eq!(shipped("red-7").unwrap().initial_running_count(6), Some(-12));
        assert_eq!(shipped("hi-lo").unwrap().initial_running_count(6), Some(0));
        let red7 = shipped("red-7").unwrap();
        assert_eq!(red7.tag(Card::new(Rank::Seven, Suit::Hearts)), 1);
        assert_eq!(red7.tag(Card::new(Rank::Seven, Suit::Spades)), 0);
    }

    #[test]
    fn true_count_rules() {
        let hilo = shipped("hi-lo").unwrap();
        assert_eq!(hilo.true_count(-3, 2.0), Some(-2));
        assert_eq!(hilo.true_count(11, 2.0), Some(5));
        assert_eq!(TrueCountRule::Truncate.apply(-1.5), -1);
        assert_eq!(TrueCountRule::Round.apply(2.5), 3);
        assert_eq!(shipped("ko").unwrap().true_count(4, 2.0), None);
    }

    /// The shoe built for a true count has that true count: the tags of the cards left sum to
    /// minus the true count per deck left, within the rounding to whole cards.
    #[test]
    fn a_shoe_built_for_a_true_count_has_it() {
        for system in all().into_iter().filter(|s| s.balance == Balance::Balanced) {
            for tc in -10..=10 {
                let shoe = system.shoe_at(f64::from(tc), 156).unwrap();
                assert_eq!(shoe.total(), 156);
                let left: f64 = (0..RANKS).map(|i| f64::from(shoe.counts()[i]) * system.tags[i].mean()).sum();
                let measured = -left / 3.0;
                assert!((measured - f64::from(tc)).abs() <= 0.2, "{} tc {tc}: {measured}", system.id);
            }
        }
    }

    #[test]
    fn every_problem_is_reported_with_its_field() {
        let text = "version: 2\nid: Bad Name\nname: x\nsource: y\nbalance: balanced\nace_side_count: none\ntags:\n  - { card: \"A\", tag: 5 }\n  - { card: \"A\", tag: 1 }\n  - { card: \"K\", tag: 1 }\n";
        let err = CountingSystem::from_yaml("mine.yaml", text).unwrap_err().to_string();
        for needle in [
            "mine.yaml:1:1: field `version`",
            "field `id`",
            "between -3 and 3",
            "tagged twice",
            "written `T`",
            "no tag for 2, 3",
            "needs `true_count`",
        ] {
            assert!(err.contains(needle), "{needle} in:\n{err}");
        }
        let err = CountingSystem::from_yaml("m.yaml", "version: 1\nbalance: even\n").unwrap_err().to_string();
        assert!(err.contains("m.yaml:2:") && err.contains("balanced"), "{err}");
    }
}
