//! The key a strategy question is saved under, typed ([`StrategyKey`]): written by the strategy
//! drills, read back by the learner's chart, schedule and habits, one form for both.

use std::fmt;
use std::str::FromStr;

use crate::game::card::Rank;
use crate::strategy::chart::{Cell, CellKind, DEALER_ORDER, PlayerCell};

/// What the key of every strategy question begins with, and the key of no other question.
pub const PREFIX: &str = "play ";

/// Is this the key of a strategy question (does it begin with [`PREFIX`])? Whether it reads as a
/// [`StrategyKey`] is another matter: a key of this form that does not is about no chart cell.
pub fn is_strategy_key(key: &str) -> bool {
    key.starts_with(PREFIX)
}

/// A strategy question's key as a learner reads it, without [`PREFIX`] (`hard 16 v ten`); any
/// other key as it is.
pub fn situation_words(key: &str) -> &str {
    key.strip_prefix(PREFIX).unwrap_or(key)
}

/// The key of one strategy question, as saved with its answer: the chart cell it asks (`hard 16`
/// against a ten), and how it was asked: as one of a contrast, at a table it names, on a hand
/// made by a split.
///
/// It is written `play [contrast ][TABLE ]ROW v UP[ split]`, as the first saved answers were:
/// ROW is `hard 16`, `soft 18`, a pair `8-8` (`T-T` for any two ten-value cards, `A-A`),
/// `hard 14 of three cards or more` or `soft 17 of three cards or more`; UP is `2` to `9`, `ten`
/// or `Ace`. For example `play hard 16 v ten`, `play 8-8 v Ace split`, `play contrast soft 18 v 3`,
/// `play contrast quebec-s17 hard 16 v ten`, `play book soft 17 v 2`.
///
/// A table is told from the hand by reading from the end: the row is one of the forms above, and
/// whatever stands between `play ` (or `play contrast `) and the row is the table's name, so the
/// id of a table file reads as well as a preset's, even one named `hard` or `8-8`. The one name
/// that cannot be told apart is `contrast` in a key that is not a contrast's: `play contrast
/// hard 16 v ten` is read as a contrast asked at the table the answer was given at.
///
/// ```
/// use bjcoach::coach::learner::record::StrategyKey;
/// use bjcoach::game::card::Rank;
/// use bjcoach::strategy::chart::{CellKind, PlayerCell};
///
/// let key: StrategyKey = "play contrast my-club hard 16 v ten".parse().unwrap();
/// assert_eq!(key.table(), Some("my-club"));
/// assert_eq!(key.counted_at("book"), "my-club");
/// assert_eq!(key.cell(), StrategyKey::new(CellKind::Hard, PlayerCell::Total(16), Rank::King));
/// assert_eq!(key.cell().to_string(), "play hard 16 v ten");
/// assert!("payout natural".parse::<StrategyKey>().is_err());
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct StrategyKey {
    /// The chart section of the cell.
    kind: CellKind,
    /// The player's side of the cell: a total, or a pair's rank (any ten-value pair is `T`).
    player: PlayerCell,
    /// The dealer's up card, by value (any ten-value card is `T`).
    up: Rank,
    /// The table the question names, whose chart it is asked on; none for the table the answer
    /// was given at.
    table: Option<String>,
    /// Whether it was asked as one of a contrast.
    contrast: bool,
    /// Whether the hand was made by a split.
    split: bool,
}

/// A key that is not a strategy question's, or not in its form.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("not the key of a strategy question (`play hard 16 v ten`)")]
pub struct NotAStrategyKey;

/// A rank by its value: any ten-value card is the Ten.
fn by_value(rank: Rank) -> Rank {
    Rank::from_points(rank.points()).unwrap_or(rank)
}

impl StrategyKey {
    /// The key of the chart cell `kind`, `player` against `up`, asked plainly at the answer's
    /// table. Ten-value ranks are taken by value. A chart pairs a pair's section with a rank and
    /// every other section with a total; a key made otherwise is written as before but reads back
    /// as no key.
    pub fn new(kind: CellKind, player: PlayerCell, up: Rank) -> StrategyKey {
        let player = match player {
            PlayerCell::Pair(r) => PlayerCell::Pair(by_value(r)),
            total => total,
        };
        StrategyKey { kind, player, up: by_value(up), table: None, contrast: false, split: false }
    }

    /// The key of a chart's cell, asked plainly at the answer's table.
    pub fn of_cell(cell: &Cell) -> StrategyKey {
        StrategyKey::new(cell.kind, cell.player, cell.dealer)
    }

    /// The same question asked at `table`, whose name the key carries.
    pub fn naming(mut self, table: &str) -> StrategyKey {
        self.table = Some(table.to_string());
        self
    }

    /// The same question asked as one of a contrast.
    pub fn in_contrast(mut self) -> StrategyKey {
        self.contrast = true;
        self
    }

    /// The same question, on a hand made by a split or not.
    pub fn after_split(mut self, split: bool) -> StrategyKey {
        self.split = split;
        self
    }

    /// The chart section of the cell asked.
    pub fn kind(&self) -> CellKind {
        self.kind
    }

    /// The player's side of the cell asked.
    pub fn player(&self) -> PlayerCell {
        self.player
    }

    /// The dealer's up card, by value.
    pub fn up(&self) -> Rank {
        self.up
    }

    /// The table the question names, if it names one.
    pub fn table(&self) -> Option<&str> {
        self.table.as_deref()
    }

    /// Was it asked as one of a contrast?
    pub fn is_contrast(&self) -> bool {
        self.contrast
    }

    /// Was the hand made by a split?
    pub fn is_after_split(&self) -> bool {
        self.split
    }

    /// The key of the chart cell alone, however the question was asked: a contrast, a question
    /// naming a table and a split hand all count for the cell they play as
    /// (`play contrast book 8-8 v Ace` counts as `play 8-8 v Ace`).
    pub fn cell(&self) -> StrategyKey {
        StrategyKey::new(self.kind, self.player, self.up)
    }

    /// The table whose chart the question is about: the one it names, else `asked_at`, the table
    /// the answer was given at.
    pub fn counted_at<'a>(&'a self, asked_at: &'a str) -> &'a str {
        self.table.as_deref().unwrap_or(asked_at)
    }
}

// The words below are the saved form and never change, whatever words the drills' sentences use
// for the same rows and up cards: a key written once must read the same ever after.

/// An up card as a key writes it: `2` to `9`, `ten`, `Ace`.
fn up_word(rank: Rank) -> &'static str {
    if rank.is_ten_value() {
        "ten"
    } else if rank.is_ace() {
        "Ace"
    } else {
        rank.symbol()
    }
}

/// The words after which a row's total is of three cards or more.
const THREE_OR_MORE: &str = " of three cards or more";

impl StrategyKey {
    /// The key as it is saved (its `Display`), written into room for a chart's keys so that it
    /// does not grow as it is written: a session writes the keys of a whole chart, and growing
    /// each one took more than writing it.
    pub fn text(&self) -> String {
        use fmt::Write;
        let mut text = String::with_capacity(48);
        // Writing into a string cannot fail.
        let _ = write!(text, "{self}");
        text
    }
}

impl fmt::Display for StrategyKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(PREFIX)?;
        if self.contrast {
            f.write_str("contrast ")?;
        }
        if let Some(table) = &self.table {
            write!(f, "{table} ")?;
        }
        match (self.kind, self.player) {
            (CellKind::Pair, PlayerCell::Pair(r)) => write!(f, "{r}-{r}")?,
            (CellKind::Hard, p) => write!(f, "hard {p}")?,
            (CellKind::Soft, p) => write!(f, "soft {p}")?,
            (CellKind::Hard3Plus, p) => write!(f, "hard {p}{THREE_OR_MORE}")?,
            (CellKind::Soft3Plus, p) => write!(f, "soft {p}{THREE_OR_MORE}")?,
            (CellKind::Pair, p) => write!(f, "{p}")?,
        }
        write!(f, " v {}", up_word(self.up))?;
        if self.split {
            f.write_str(" split")?;
        }
        Ok(())
    }
}

/// `text` parted at its last space: what comes before (none without a space) and the last word.
fn last_word(text: &str) -> (Option<&str>, &str) {
    match text.rsplit_once(' ') {
        Some((before, last)) => (Some(before), last),
        None => (None, text),
    }
}

/// The rank of a pair as a key writes it (`8-8`, `T-T`, `A-A`).
fn pair_rank(word: &str) -> Option<Rank> {
    let (a, b) = word.split_once('-')?;
    DEALER_ORDER.into_iter().find(|r| a == r.symbol() && b == r.symbol())
}

/// A total as a key writes it: digits, no sign, no leading zero.
fn total(word: &str) -> Option<u8> {
    word.parse::<u8>().ok().filter(|t| t.to_string() == word)
}

/// The row at the end of `hand` (what comes before `v`): its section and player's side, and what
/// stands before it (none when the row is all there is).
fn row_at_end(hand: &str) -> Option<(Option<&str>, CellKind, PlayerCell)> {
    let (hand, three) = match hand.strip_suffix(THREE_OR_MORE) {
        Some(hand) => (hand, true),
        None => (hand, false),
    };
    let (before, last) = last_word(hand);
    if !three && let Some(r) = pair_rank(last) {
        return Some((before, CellKind::Pair, PlayerCell::Pair(r)));
    }
    let points = total(last)?;
    let (before, word) = last_word(before?);
    let kind = match (word, three) {
        ("hard", false) => CellKind::Hard,
        ("soft", false) => CellKind::Soft,
        ("hard", true) => CellKind::Hard3Plus,
        ("soft", true) => CellKind::Soft3Plus,
        _ => return None,
    };
    Some((before, kind, PlayerCell::Total(points)))
}

impl FromStr for StrategyKey {
    type Err = NotAStrategyKey;

    /// Reads every form a strategy question's key was ever saved in (see [`StrategyKey`]).
    fn from_str(key: &str) -> Result<StrategyKey, NotAStrategyKey> {
        let rest = key.strip_prefix(PREFIX).ok_or(NotAStrategyKey)?;
        let (rest, contrast) = match rest.strip_prefix("contrast ") {
            Some(rest) => (rest, true),
            None => (rest, false),
        };
        let (rest, split) = match rest.strip_suffix(" split") {
            Some(rest) => (rest, true),
            None => (rest, false),
        };
        let (hand, up) = rest.rsplit_once(" v ").ok_or(NotAStrategyKey)?;
        let up = DEALER_ORDER.into_iter().find(|r| up_word(*r) == up).ok_or(NotAStrategyKey)?;
        let (before, kind, player) = row_at_end(hand).ok_or(NotAStrategyKey)?;
        let table = match before {
            None => None,
            Some("") => return Err(NotAStrategyKey),
            Some(table) => Some(table.to_string()),
        };
        Ok(StrategyKey { kind, player, up, table, contrast, split })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The key as the strategy drill wrote it before it was typed, kept as the reference every
    /// saved answer was written by: `cell_key` and `question_with_legal`'s `format!`, then
    /// `replacen("play ", "play contrast ", 1)` for a contrast.
    fn written_before(cell: &Cell, table: Option<&str>, contrast: bool, split: bool) -> String {
        fn up_word(rank: Rank) -> String {
            if rank.is_ten_value() {
                "ten".to_string()
            } else if rank.is_ace() {
                "Ace".to_string()
            } else {
                rank.symbol().to_string()
            }
        }
        fn row_name(kind: CellKind, player: PlayerCell) -> String {
            match (kind, player) {
                (CellKind::Pair, PlayerCell::Pair(r)) => {
                    let s = if r.is_ten_value() { "T" } else { r.symbol() };
                    format!("{s}-{s}")
                }
                (CellKind::Hard, p) => format!("hard {p}"),
                (CellKind::Soft, p) => format!("soft {p}"),
                (CellKind::Hard3Plus, p) => format!("hard {p} of three cards or more"),
                (CellKind::Soft3Plus, p) => format!("soft {p} of three cards or more"),
                (_, p) => p.to_string(),
            }
        }
        let key = format!(
            "play {}{} v {}{}",
            table.map(|t| format!("{t} ")).unwrap_or_default(),
            row_name(cell.kind, cell.player),
            up_word(cell.dealer),
            if split { " split" } else { "" }
        );
        if contrast { key.replacen("play ", "play contrast ", 1) } else { key }
    }

    fn key_of(cell: &Cell, table: Option<&str>, contrast: bool, split: bool) -> StrategyKey {
        let mut key = StrategyKey::of_cell(cell).after_split(split);
        if let Some(t) = table {
            key = key.naming(t);
        }
        if contrast { key.in_contrast() } else { key }
    }

    /// Every cell of every preset's chart, in every form a key takes, at a preset, at a table
    /// file's id and at none: written as before, and read back as itself.
    #[test]
    fn every_key_of_every_chart_reads_back_as_written_before() {
        let tables = [None, Some("book"), Some("quebec-s17"), Some("my-club-6d"), Some("hard"), Some("8-8")];
        let mut checked = 0;
        for name in crate::game::rules::preset_names() {
            let chart = crate::strategy::chart::shipped(name).unwrap().unwrap();
            assert!(chart.cells.len() > 200, "{name}");
            for cell in &chart.cells {
                for table in tables {
                    for contrast in [false, true] {
                        for split in [false, true] {
                            let key = key_of(cell, table, contrast, split);
                            let written = key.to_string();
                            assert_eq!(written, written_before(cell, table, contrast, split));
                            assert_eq!(written.parse::<StrategyKey>(), Ok(key.clone()), "{written}");
                            assert_eq!(key.counted_at("book"), table.unwrap_or("book"));
                            assert_eq!(key.cell().to_string(), written_before(cell, None, false, false));
                            checked += 1;
                        }
                    }
                }
            }
        }
        assert!(checked > 6 * 24 * 200, "{checked}");
    }

    proptest::proptest! {
        /// A table file's id (lower-case letters, digits and `-`) reads back from any key naming
        /// it, but `contrast` outside a contrast (see [`StrategyKey`]).
        #[test]
        fn any_table_id_reads_back(
            id in "[a-z0-9-]{1,20}",
            cell in 0usize..400,
            contrast: bool,
            split: bool,
        ) {
            let chart = crate::strategy::chart::shipped("book").unwrap().unwrap();
            let cell = &chart.cells[cell % chart.cells.len()];
            let key = key_of(cell, Some(&id), contrast, split);
            let written = key.to_string();
            proptest::prop_assert_eq!(&written, &written_before(cell, Some(&id), contrast, split));
            if contrast || id != "contrast" {
                proptest::prop_assert_eq!(written.parse::<StrategyKey>(), Ok(key.clone()));
                proptest::prop_assert_eq!(key.counted_at("book"), id.as_str());
            }
        }
    }

    #[test]
    fn the_keys_saved_so_far_read_as_what_they_ask() {
        let read = |k: &str| k.parse::<StrategyKey>();
        let sixteen = StrategyKey::new(CellKind::Hard, PlayerCell::Total(16), Rank::Ten);
        assert_eq!(read("play hard 16 v ten"), Ok(sixteen.clone()));
        assert_eq!(
            read("play contrast quebec-s17 hard 16 v ten"),
            Ok(sixteen.clone().naming("quebec-s17").in_contrast())
        );
        assert_eq!(
            read("play 8-8 v Ace split"),
            Ok(StrategyKey::new(CellKind::Pair, PlayerCell::Pair(Rank::Eight), Rank::Ace).after_split(true))
        );
        assert_eq!(
            read("play book soft 17 v 2"),
            Ok(StrategyKey::new(CellKind::Soft, PlayerCell::Total(17), Rank::Two).naming("book"))
        );
        assert_eq!(
            read("play hard 14 of three cards or more v ten"),
            Ok(StrategyKey::new(CellKind::Hard3Plus, PlayerCell::Total(14), Rank::King))
        );
        // A table file named like a hand is still told from the hand.
        assert_eq!(read("play contrast 8-8 hard 16 v ten"), Ok(sixteen.clone().naming("8-8").in_contrast()));
        assert_eq!(read("play hard 8-8 v ten").map(|k| k.table().map(String::from)), Ok(Some("hard".into())));
        // `contrast` first is always the contrast.
        assert_eq!(read("play contrast hard 16 v ten"), Ok(sixteen.clone().in_contrast()));
        // J-J and K v Q are by value.
        assert_eq!(
            StrategyKey::new(CellKind::Pair, PlayerCell::Pair(Rank::Jack), Rank::Queen).to_string(),
            "play T-T v ten"
        );
        assert_eq!(situation_words("play hard 16 v ten"), "hard 16 v ten");
        assert_eq!(situation_words("payout natural"), "payout natural");
        for not in [
            "payout natural",
            "Play hard 12 v 4",
            "play hard 16 v T",
            "play hard 16",
            "play  hard 16 v ten",
            "play hard 016 v ten",
            "play medium 16 v ten",
            "play 8-9 v ten",
            "play hard 16 v ten split split",
            "deviation hard 16 v ten at +0",
            "play",
        ] {
            assert_eq!(read(not), Err(NotAStrategyKey), "{not}");
        }
    }
}
