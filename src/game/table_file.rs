//! A table file as written ([`RawTable`]: every field loose, nothing checked) and its validation
//! into [`TableRules`], which reports every problem of the file at its own line, with the field
//! and the accepted values.
//!
//! The split follows a chess library's unchecked setup validated into a position: a field of the
//! wrong shape, a missing field, an unknown or a repeated key never hide the problems of the other
//! fields, and a rule that ties two fields together is checked whenever both could be read.

use serde::de::DeserializeOwned;
use std::collections::{BTreeMap, BTreeSet};

use crate::data::{DataErrors, Problems, Reason, ReasonArg, YamlNode, locate_repeats, parse_yaml};
use crate::game::rules::{
    BankRules, BankTopUp, BetRules, BetSizing, EnhcLoss, HoleCard, MAX_CHIPS, OtherBoxBets, Ratio, Reshuffle,
    SessionRules, Surrender, TABLE_FORMAT_VERSION, TableRules, rule_field_name, whole_payout_step,
};

impl TableRules {
    /// Reads a table from YAML and checks it, reporting every problem found.
    pub fn from_yaml(origin: &str, text: &str) -> Result<TableRules, DataErrors> {
        RawTable::parse(origin, text)?.validate(origin, text)
    }
}

/// The fields of a table file, in the order `bjcoach rules --format yaml` writes them.
const TABLE_FIELDS: [&str; 33] = [
    "version",
    "id",
    "title",
    "summary",
    "source",
    "document",
    "language",
    "decks",
    "dealer_soft_17",
    "hole_card",
    "enhc_blackjack_takes",
    "pair_rule",
    "max_hands",
    "resplit_aces",
    "split_aces",
    "split_21",
    "double_on",
    "double_on_21",
    "double_after_split",
    "surrender",
    "insurance",
    "blackjack_pays",
    "at_21",
    "reshuffle",
    "penetration_percent",
    "empty_stock",
    "split_order",
    "dealer_draw",
    "vacant_boxes",
    "other_box_bets",
    "bets_per_box",
    "session",
    "assumed",
];

/// The fields of `session`.
const SESSION_FIELDS: [&str; 6] = ["seats", "starting_chips", "bank", "bet", "rounds", "goal"];

/// The fields of `session.bank`.
const BANK_FIELDS: [&str; 2] = ["reserve", "top_up"];

/// The fields of `session.bet`.
const BET_FIELDS: [&str; 4] = ["min", "max", "unit", "sizing"];

/// One mapping of a table file as written: each known field's value, not yet given a type.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct RawFields {
    /// Where the mapping sits (`""` for the top level, `session`, `session.bet`).
    pub path: String,
    /// The value of each known field present (the first one when a key is repeated).
    pub values: BTreeMap<&'static str, YamlNode>,
}

/// A table file as written: the top-level fields and the `session` mapping, every value loose.
///
/// [`RawTable::parse`] fails only when the text is not YAML at all (or is too large or too
/// deep); everything else is left to [`RawTable::validate`], so that it can report every problem.
#[derive(Debug, Clone, PartialEq)]
pub struct RawTable {
    /// The whole document.
    pub root: YamlNode,
}

impl RawTable {
    /// Reads the YAML text, without checking any field.
    pub fn parse(origin: &str, text: &str) -> Result<RawTable, DataErrors> {
        Ok(RawTable { root: parse_yaml(origin, text)? })
    }

    /// Checks every field and every rule tying fields together: the table, or every problem found,
    /// each at its line in `text` (the file the table was read from).
    pub fn validate(&self, origin: &str, text: &str) -> Result<TableRules, DataErrors> {
        let mut p = Problems::new(origin, text);
        let rules = Checker { p: &mut p, text, slips: BTreeSet::new() }.table(&self.root);
        p.finish()?;
        // Every problem was recorded above, so a table is there whenever nothing was.
        rules.ok_or_else(|| {
            let mut p = Problems::new(origin, text);
            p.missing("version", Reason::new("data-reason-no-table"));
            p.finish().err().unwrap_or(DataErrors(Vec::new()))
        })
    }
}

/// Reads the fields of one file into their types, recording each problem as it goes.
struct Checker<'p, 'a> {
    p: &'p mut Problems<'a>,
    text: &'a str,
    /// The fields an unknown key was said to be a slip for (`deks`: did you mean `decks`?): the
    /// slip is reported once, so such a field is not reported missing as well.
    slips: BTreeSet<String>,
}

impl Checker<'_, '_> {
    /// A field missing, unless an unknown key was already pointed out as a slip for it.
    fn missing(&mut self, path: &str, message: Reason) {
        if !self.slips.contains(path) {
            self.p.missing(path, message);
        }
    }

    /// The known fields of a mapping; unknown and repeated keys are recorded.
    fn fields(&mut self, path: &str, node: &YamlNode, known: &[&'static str]) -> Option<RawFields> {
        let YamlNode::Map(entries) = node else {
            let message = Reason::new("data-reason-not-a-mapping")
                .with("fields", quoted(known))
                .with("found", shape(node));
            if path.is_empty() {
                self.missing("version", message);
            } else {
                self.p.field(path, message);
            }
            return None;
        };
        let mut raw = RawFields { path: path.to_string(), values: BTreeMap::new() };
        let mut repeats: BTreeMap<&'static str, usize> = BTreeMap::new();
        // The fields of the mapping are listed with its first unknown field only.
        let mut listed = false;
        for (key, value) in entries {
            let Some(name) = key.as_str() else {
                self.missing(
                    &join(path, "?"),
                    Reason::new("data-reason-key-not-a-name").with("found", shape(key)),
                );
                continue;
            };
            let full = join(path, name);
            let Some(&known_name) = known.iter().find(|k| **k == name) else {
                // A field name must be exact (files are read by programs too), but a slip is
                // pointed out before the list of every field.
                let nearest = match crate::data::find_name(name, known) {
                    Ok(other_case) => Some(other_case),
                    Err(nearest) => nearest,
                };
                let meant: ReasonArg = match nearest {
                    Some(name) => Reason::new("error-did-you-mean").with("name", name).into(),
                    None => "".into(),
                };
                let unknown = if listed {
                    Reason::new("data-reason-unknown-field-listed")
                } else {
                    Reason::new("data-reason-unknown-field").with("fields", quoted(known))
                };
                listed = true;
                if let Some(meant) = nearest {
                    self.slips.insert(join(path, meant));
                }
                self.p.field(&full, unknown.with("name", name).with("meant", meant));
                continue;
            };
            if raw.values.contains_key(known_name) {
                let seen = repeats.entry(known_name).or_insert(0);
                *seen += 1;
                let message = Reason::new("data-reason-repeated-key").with("name", name);
                match locate_repeats(self.text, &full).get(*seen) {
                    Some(&place) => self.p.at(place, &full, message),
                    None => self.p.field(&full, message),
                }
                continue;
            }
            raw.values.insert(known_name, value.clone());
        }
        Some(raw)
    }

    /// A field that must be present, given its type.
    fn required<T: DeserializeOwned>(&mut self, raw: &RawFields, name: &str, accepted: &Reason) -> Option<T> {
        let path = join(&raw.path, name);
        match raw.values.get(name) {
            None | Some(YamlNode::Null) => {
                self.missing(&path, missing(accepted.clone()));
                None
            }
            Some(node) => self.typed(&path, node, accepted),
        }
    }

    /// Text a learner reads as it is written: a tab or any other control character but a line
    /// end (a tab can come from a quoted `\t`, which the file check lets through) is refused.
    fn plain_text(&mut self, path: &str, text: String) -> Option<String> {
        match text.chars().find(|c| c.is_control() && *c != '\n') {
            Some(c) => {
                self.p.field(
                    path,
                    Reason::new("data-reason-control-in-text")
                        .with("character", c.escape_default().to_string()),
                );
                None
            }
            None => Some(text),
        }
    }

    /// A payout ratio that must be present: a text `WIN:STAKE`; anything else is refused quoting the
    /// value as written in the file (`1e308`, not the 309 digits of the number it reads as).
    fn ratio(&mut self, raw: &RawFields, name: &str) -> Option<Ratio> {
        let path = join(&raw.path, name);
        let refused = match raw.values.get(name) {
            None | Some(YamlNode::Null) => {
                self.missing(&path, missing(Reason::new("data-reason-write-ratio")));
                return None;
            }
            Some(YamlNode::Str(text)) => match text.parse() {
                Ok(ratio) => return Some(ratio),
                Err(refusal) => refusal,
            },
            Some(other) => match self.written(&path) {
                Some(written) => Ratio::refusal(&written),
                None => Ratio::refusal_of(shape(other)),
            },
        };
        self.p.field(&path, refused);
        None
    }

    /// The value of a one-line field as written after its key, without a comment.
    fn written(&self, path: &str) -> Option<String> {
        let (line, column) = crate::data::locate_key(self.text, path)?;
        let text = self.text.lines().nth(line - 1)?;
        let key = path.rsplit('.').next().unwrap_or(path);
        let rest = text.get(column - 1..)?.strip_prefix(key)?.strip_prefix(':')?;
        let value = rest.split(" #").next().unwrap_or(rest).trim();
        (!value.is_empty()).then(|| value.to_string())
    }

    /// A field that may be left out (or set to `~`).
    fn optional<T: DeserializeOwned>(
        &mut self,
        raw: &RawFields,
        name: &str,
        accepted: &Reason,
    ) -> Option<Option<T>> {
        match raw.values.get(name) {
            None | Some(YamlNode::Null) => Some(None),
            Some(node) => self.typed(&join(&raw.path, name), node, accepted).map(Some),
        }
    }

    fn typed<T: DeserializeOwned>(&mut self, path: &str, node: &YamlNode, accepted: &Reason) -> Option<T> {
        match node.to_typed::<T>() {
            Ok(value) => Some(value),
            Err(e) => {
                // serde's own words already list the accepted names of a choice.
                let message = if e.contains("expected") && e.starts_with("unknown variant") {
                    crate::data::parser_reason(&e)
                } else {
                    Reason::new("data-reason-refused-then-accepted")
                        .with("why", crate::data::parser_reason(&e))
                        .with("accepted", accepted.clone())
                };
                self.p.field(path, message);
                None
            }
        }
    }

    /// A whole number within `range`, or the problem recorded with `out_of_range`'s words.
    fn whole<T: TryFrom<u64>>(
        &mut self,
        raw: &RawFields,
        name: &str,
        range: std::ops::RangeInclusive<u64>,
        out_of_range: impl Fn(i128) -> Reason,
    ) -> Option<Option<T>> {
        let path = join(&raw.path, name);
        let node = match raw.values.get(name) {
            None | Some(YamlNode::Null) => return Some(None),
            Some(node) => node,
        };
        let YamlNode::Int(n) = node else {
            self.p.field(
                &path,
                Reason::new("data-reason-not-whole")
                    .with("found", shape(node))
                    .with("low", *range.start())
                    .with("high", *range.end()),
            );
            return None;
        };
        match u64::try_from(*n).ok().filter(|n| range.contains(n)).and_then(|n| T::try_from(n).ok()) {
            Some(value) => Some(Some(value)),
            None => {
                self.p.field(&path, out_of_range(*n));
                None
            }
        }
    }

    /// Like [`Checker::whole`] for a field that must be present.
    fn whole_required<T: TryFrom<u64>>(
        &mut self,
        raw: &RawFields,
        name: &str,
        range: std::ops::RangeInclusive<u64>,
        out_of_range: impl Fn(i128) -> Reason,
    ) -> Option<T> {
        let accepted =
            Reason::new("data-reason-accepted-range").with("low", *range.start()).with("high", *range.end());
        match self.whole(raw, name, range, out_of_range) {
            Some(Some(value)) => Some(value),
            Some(None) => {
                self.missing(&join(&raw.path, name), missing(accepted));
                None
            }
            None => None,
        }
    }

    fn table(&mut self, root: &YamlNode) -> Option<TableRules> {
        let raw = self.fields("", root, &TABLE_FIELDS)?;
        let text = &Reason::new("data-reason-write-text");
        let version = self.whole_required::<u32>(&raw, "version", 0..=u64::from(u32::MAX), |n| {
            unknown_version(&n.to_string())
        });
        if let Some(v) = version
            && v != TABLE_FORMAT_VERSION
        {
            self.p.field("version", unknown_version(&v.to_string()));
        }
        let id: Option<String> = self.required(&raw, "id", text);
        if let Some(id) = &id
            && (id.is_empty()
                || !id.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'))
        {
            self.p.field("id", Reason::new("data-reason-table-id").with("id", id.as_str()));
        }
        let title = self.required(&raw, "title", text).and_then(|t| self.plain_text("title", t));
        let summary = self.required(&raw, "summary", text).and_then(|t| self.plain_text("summary", t));
        let source = self.required(&raw, "source", text).and_then(|t| self.plain_text("source", t));
        let document: Option<Option<String>> = self
            .optional(&raw, "document", text)
            .map(|d: Option<String>| d.and_then(|t| self.plain_text("document", t)));
        let language: Option<Option<crate::lang::Lang>> =
            self.optional(&raw, "language", &choice(&["en", "fr", "it"]));
        let decks = self.whole_required::<u8>(&raw, "decks", 1..=8, |n| {
            Reason::new("data-reason-decks").with("count", n.to_string())
        });
        let dealer_soft_17 = self.required(&raw, "dealer_soft_17", &choice(&["stands", "hits"]));
        let hole_card = self.required(&raw, "hole_card", &choice(&["peek", "enhc"]));
        let enhc_blackjack_takes: Option<Option<EnhcLoss>> =
            self.optional(&raw, "enhc_blackjack_takes", &choice(&["all", "original"]));
        let pair_rule = self.required(&raw, "pair_rule", &choice(&["same-rank", "same-value"]));
        let max_hands = self.whole_required::<u8>(&raw, "max_hands", 1..=4, |n| {
            Reason::new("data-reason-hands").with("count", n.to_string())
        });
        let permission = choice(&["allowed", "forbidden"]);
        let resplit_aces = self.required(&raw, "resplit_aces", &permission);
        let split_aces = self.required(&raw, "split_aces", &choice(&["one-card"]));
        let split_21 = self.required(&raw, "split_21", &choice(&["pays-even"]));
        let double_on =
            self.required(&raw, "double_on", &choice(&["any", "nine-to-eleven", "ten-to-eleven"]));
        let double_on_21 = self.required(&raw, "double_on_21", &permission);
        let double_after_split = self.required(&raw, "double_after_split", &permission);
        let surrender = self.required(&raw, "surrender", &choice(&["none", "late", "enhc-unless-ace"]));
        let insurance = self.required(&raw, "insurance", &choice(&["none", "up-to-half", "half"]));
        let blackjack_pays = self.ratio(&raw, "blackjack_pays");
        let at_21 = self.required(&raw, "at_21", &choice(&["stands"]));
        let reshuffle = self.required(&raw, "reshuffle", &choice(&["every-round", "cut-card"]));
        let penetration_percent: Option<Option<u8>> =
            self.whole(&raw, "penetration_percent", 10..=95, |n| Reason::out_of_range(n, 10, 95));
        let empty_stock = self.required(&raw, "empty_stock", &choice(&["backup-deck", "shuffle-discards"]));
        let split_order = self.required(&raw, "split_order", &choice(&["left-to-right", "right-to-left"]));
        let dealer_draw = self.required(&raw, "dealer_draw", &choice(&["always", "against-standing-hands"]));
        let vacant_boxes = self.required(&raw, "vacant_boxes", &choice(&["forbidden", "playable"]));
        let other_box_bets: Option<OtherBoxBets> =
            self.required(&raw, "other_box_bets", &choice(&["forbidden", "behind", "on-any-box"]));
        let bets_per_box: Option<Option<u8>> = self.whole(&raw, "bets_per_box", 1..=7, |n| {
            Reason::new("data-reason-bets-per-box").with("count", n.to_string())
        });
        if let (Some(OtherBoxBets::OnAnyBox), Some(None)) = (other_box_bets, bets_per_box) {
            self.p.field("other_box_bets", Reason::new("data-reason-any-box-needs-limit"));
        }
        let session = match raw.values.get("session") {
            Some(node) => self.session(node, blackjack_pays, insurance),
            None => {
                self.missing("session", missing(mapping_of(&SESSION_FIELDS)));
                None
            }
        };
        let assumed: Option<Vec<_>> = match raw.values.get("assumed") {
            None | Some(YamlNode::Null) => Some(Vec::new()),
            Some(node) => self.typed("assumed", node, &Reason::new("data-reason-list-rules")),
        };
        if let Some(assumed) = &assumed {
            let mut seen = Vec::new();
            for field in assumed {
                if seen.contains(field) {
                    self.p.field(
                        "assumed",
                        Reason::new("data-reason-listed-twice").with("name", rule_field_name(*field)),
                    );
                }
                seen.push(*field);
            }
        }

        // Rules that tie fields together, checked whenever their fields could be read.
        if let (Some(hole), Some(takes)) = (hole_card, enhc_blackjack_takes) {
            match (hole, takes) {
                (HoleCard::Enhc, None) => {
                    self.p.field("hole_card", Reason::new("data-reason-enhc-needs-takes"))
                }
                (HoleCard::Peek, Some(_)) => {
                    self.p.field("enhc_blackjack_takes", Reason::new("data-reason-takes-needs-enhc"))
                }
                _ => {}
            }
        }
        if let (Some(surrender), Some(hole)) = (surrender, hole_card) {
            match (surrender, hole) {
                (Surrender::Late, HoleCard::Enhc) => {
                    self.p.field("surrender", Reason::new("data-reason-late-needs-peek"))
                }
                (Surrender::EnhcUnlessAce, HoleCard::Peek) => {
                    self.p.field("surrender", Reason::new("data-reason-enhc-surrender-needs-enhc"))
                }
                _ => {}
            }
        }
        if let (Some(hands), Some(resplit)) = (max_hands, resplit_aces)
            && hands <= 2
            && crate::game::rules::Permission::is_allowed(resplit)
        {
            self.p.field("resplit_aces", Reason::new("data-reason-resplit-aces-needs-hands"));
        }
        if let (Some(reshuffle), Some(pen)) = (reshuffle, penetration_percent) {
            match (reshuffle, pen) {
                (Reshuffle::CutCard, None) => {
                    self.p.field("reshuffle", Reason::new("data-reason-cut-card-needs-penetration"))
                }
                (Reshuffle::EveryRound, Some(_)) => {
                    self.p.field("penetration_percent", Reason::new("data-reason-penetration-needs-cut-card"))
                }
                _ => {}
            }
        }

        Some(TableRules {
            version: version?,
            id: id?,
            title: title?,
            summary: summary?,
            source: source?,
            document: document?,
            language: language?,
            decks: decks?,
            dealer_soft_17: dealer_soft_17?,
            hole_card: hole_card?,
            enhc_blackjack_takes: enhc_blackjack_takes?,
            pair_rule: pair_rule?,
            max_hands: max_hands?,
            resplit_aces: resplit_aces?,
            split_aces: split_aces?,
            split_21: split_21?,
            double_on: double_on?,
            double_on_21: double_on_21?,
            double_after_split: double_after_split?,
            surrender: surrender?,
            insurance: insurance?,
            blackjack_pays: blackjack_pays?,
            at_21: at_21?,
            reshuffle: reshuffle?,
            penetration_percent: penetration_percent?,
            empty_stock: empty_stock?,
            split_order: split_order?,
            dealer_draw: dealer_draw?,
            vacant_boxes: vacant_boxes?,
            other_box_bets: other_box_bets?,
            bets_per_box: bets_per_box?,
            session: session?,
            assumed: assumed?,
        })
    }

    fn session(
        &mut self,
        node: &YamlNode,
        blackjack_pays: Option<Ratio>,
        insurance: Option<crate::game::rules::Insurance>,
    ) -> Option<SessionRules> {
        let raw = self.fields("session", node, &SESSION_FIELDS)?;
        let seats = self.whole_required::<u8>(&raw, "seats", 1..=7, |n| {
            Reason::new("data-reason-seats").with("count", n.to_string())
        });
        let starting_chips: Option<u64> =
            self.whole_required(&raw, "starting_chips", 0..=MAX_CHIPS, chips("data-reason-chips-start"));
        let bank = match raw.values.get("bank") {
            Some(node) => self.bank(node),
            None => {
                self.missing("session.bank", missing(mapping_of(&BANK_FIELDS)));
                None
            }
        };
        let bet = match raw.values.get("bet") {
            Some(node) => self.bet(node),
            None => {
                self.missing("session.bet", missing(mapping_of(&BET_FIELDS)));
                None
            }
        };
        let rounds: Option<Option<u32>> = self.whole(&raw, "rounds", 0..=u64::from(u32::MAX), |n| {
            Reason::new("data-reason-rounds").with("count", n.to_string()).with("most", u64::from(u32::MAX))
        });
        if rounds == Some(Some(0)) {
            self.p.field("session.rounds", Reason::new("data-reason-no-rounds"));
        }
        let goal = self.required(&raw, "goal", &choice(&["most-chips", "chip-ranking", "open"]));

        if let Some(bet) = &bet {
            if let (Some(pays), Some(insurance)) = (blackjack_pays, insurance) {
                let step = whole_payout_step(pays, insurance);
                if !bet.min.is_multiple_of(step) {
                    self.p.field(
                        "session.bet.min",
                        Reason::new("data-reason-bet-not-payable")
                            .with("bet", bet.min)
                            .with("pays", pays.to_string()),
                    );
                }
            }
            if let Some(start) = starting_chips
                && start < bet.min
            {
                self.p.field(
                    "session.starting_chips",
                    Reason::new("data-reason-start-below-bet").with("start", start).with("bet", bet.min),
                );
            }
        }
        Some(SessionRules {
            seats: seats?,
            starting_chips: starting_chips?,
            bank: bank?,
            bet: bet?,
            rounds: rounds?,
            goal: goal?,
        })
    }

    fn bank(&mut self, node: &YamlNode) -> Option<BankRules> {
        let raw = self.fields("session.bank", node, &BANK_FIELDS)?;
        let reserve: Option<Option<u64>> =
            self.whole(&raw, "reserve", 0..=MAX_CHIPS, chips("data-reason-chips-reserve"));
        let top_up: Option<BankTopUp> =
            self.required(&raw, "top_up", &choice(&["notional-chips", "house-covers"]));
        match (reserve, top_up) {
            (Some(None), Some(BankTopUp::NotionalChips)) => {
                self.p.field("session.bank", Reason::new("data-reason-notional-needs-reserve"))
            }
            (Some(Some(_)), Some(BankTopUp::HouseCovers)) => {
                self.p.field("session.bank", Reason::new("data-reason-reserve-needs-notional"))
            }
            _ => {}
        }
        Some(BankRules { reserve: reserve?, top_up: top_up? })
    }

    fn bet(&mut self, node: &YamlNode) -> Option<BetRules> {
        let raw = self.fields("session.bet", node, &BET_FIELDS)?;
        let min: Option<u64> =
            self.whole_required(&raw, "min", 0..=MAX_CHIPS, chips("data-reason-chips-min"));
        let max: Option<Option<u64>> = self.whole(&raw, "max", 0..=MAX_CHIPS, chips("data-reason-chips-max"));
        let unit: Option<u64> =
            self.whole_required(&raw, "unit", 0..=MAX_CHIPS, chips("data-reason-chips-unit"));
        let sizing: Option<BetSizing> = self.required(&raw, "sizing", &choice(&["fixed", "free"]));
        if let Some(unit) = unit {
            if unit == 0 {
                self.p.field("session.bet.unit", Reason::new("data-reason-unit-zero"));
            } else {
                if let Some(min) = min
                    && (min == 0 || !min.is_multiple_of(unit))
                {
                    self.p.field(
                        "session.bet.min",
                        Reason::new("data-reason-min-not-multiple").with("min", min).with("unit", unit),
                    );
                }
                if let (Some(min), Some(Some(max))) = (min, max)
                    && (max < min || !max.is_multiple_of(unit))
                {
                    self.p.field(
                        "session.bet.max",
                        Reason::new("data-reason-max-not-multiple")
                            .with("max", max)
                            .with("unit", unit)
                            .with("min", min),
                    );
                }
            }
        }
        if let (Some(BetSizing::Fixed), Some(min), Some(Some(max))) = (sizing, min, max)
            && max != min
        {
            self.p.field("session.bet.max", Reason::new("data-reason-fixed-bet-max"));
        }
        Some(BetRules { min: min?, max: max?, unit: unit?, sizing: sizing? })
    }
}

fn join(path: &str, name: &str) -> String {
    if path.is_empty() { name.to_string() } else { format!("{path}.{name}") }
}

/// A value in a few words, to say what was found where something else was expected: a text or
/// a yes-no quoted as written, anything else named.
fn shape(node: &YamlNode) -> ReasonArg {
    match node {
        YamlNode::Null => Reason::new("data-reason-found-nothing").into(),
        YamlNode::Bool(b) => format!("`{b}`").into(),
        YamlNode::Int(n) => Reason::new("data-reason-found-number").with("number", n.to_string()).into(),
        YamlNode::Float(x) => {
            Reason::new("data-reason-found-number").with("number", ReasonArg::Number(x.to_string())).into()
        }
        YamlNode::Str(text) => format!("`{text}`").into(),
        YamlNode::Seq(_) => Reason::new("data-reason-found-list").into(),
        YamlNode::Map(_) => Reason::new("data-reason-found-mapping").into(),
        YamlNode::Tagged(tag, _) => Reason::new("data-reason-found-tagged").with("tag", tag.as_str()).into(),
    }
}

/// `missing; ` and what is accepted.
fn missing(accepted: Reason) -> Reason {
    Reason::new("data-reason-missing").with("accepted", accepted)
}

/// What a choice accepts: `write one of `a`, `b` or `c``.
fn choice(names: &[&str]) -> Reason {
    let quoted: Vec<String> = names.iter().map(|n| format!("`{n}`")).collect();
    let names: ReasonArg = match quoted.split_last() {
        Some((last, first)) if !first.is_empty() => Reason::new("data-reason-either")
            .with("first", first.join(", "))
            .with("last", last.as_str())
            .into(),
        _ => quoted.join("").into(),
    };
    Reason::new("data-reason-write-one-of").with("names", names)
}

/// What a mapping holds: ``a mapping of `seats`, `bank`, …``.
fn mapping_of(fields: &[&str]) -> Reason {
    Reason::new("data-reason-mapping-of").with("fields", quoted(fields))
}

/// Field names as a file writes them, each between backticks: `` `min`, `max` ``.
fn quoted(fields: &[&str]) -> String {
    fields.iter().map(|k| format!("`{k}`")).collect::<Vec<_>>().join(", ")
}

/// A version this build does not read.
fn unknown_version(version: &str) -> Reason {
    Reason::version_unknown(version, TABLE_FORMAT_VERSION)
}

/// A number of chips out of range, `what` naming the amount (`data-reason-chips-min`).
fn chips(what: &'static str) -> impl Fn(i128) -> Reason {
    move |n| {
        Reason::new("data-reason-chips")
            .with("count", n.to_string())
            .with("what", Reason::new(what))
            .with("most", MAX_CHIPS)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::rules::PRESET_SOURCES;

    fn feral() -> String {
        PRESET_SOURCES.iter().find(|p| p.id == "feral").unwrap().yaml.to_string()
    }

    fn line_of(text: &str, start: &str) -> usize {
        text.lines().position(|l| l.trim_start().starts_with(start)).unwrap() + 1
    }

    fn problems(text: &str) -> Vec<String> {
        let raw = RawTable::parse("t.yaml", text).unwrap();
        raw.validate("t.yaml", text).unwrap_err().0.iter().map(ToString::to_string).collect()
    }

    #[test]
    fn bad_ratios_are_reported_at_their_own_line_with_the_field() {
        for bad in ["\"0:1\"", "\"-1:1\"", "1e308", "\"4294967295:1\"", "\"3:101\""] {
            let text = feral().replace("blackjack_pays: \"3:2\"", &format!("blackjack_pays: {bad}"));
            let line = line_of(&text, "blackjack_pays:");
            let found = problems(&text);
            assert_eq!(found.len(), 1, "{bad}: {found:?}");
            assert!(found[0].starts_with(&format!("t.yaml:{line}:1: field `blackjack_pays`: ")), "{found:?}");
            assert_eq!(found[0].matches("WIN:STAKE").count(), 1, "{found:?}");
        }
    }

    #[test]
    fn a_ratio_that_is_not_text_is_quoted_as_written_in_one_sentence() {
        // Issue 21: `1e308` was quoted as the 309 digits of the number it reads as, and the
        // accepted form was said twice.
        let text = feral().replace("blackjack_pays: \"3:2\"", "blackjack_pays: 1e308  # too much");
        let line = line_of(&text, "blackjack_pays:");
        assert_eq!(
            problems(&text),
            [format!(
                "t.yaml:{line}:1: field `blackjack_pays`: `1e308` is not a payout ratio: write it as WIN:STAKE in \
                 quotes, two whole numbers whose lowest terms are from 1 to 100, such as \"3:2\" or \"6:5\""
            )]
        );
        let text = feral().replace("blackjack_pays: \"3:2\"", "blackjack_pays: [3, 2]");
        assert!(problems(&text)[0].contains("field `blackjack_pays`: `[3, 2]` is not a payout ratio: write"));
        let text = feral().replace("blackjack_pays: \"3:2\"", "blackjack_pays:\n  - 3\n  - 2");
        assert!(problems(&text)[0].contains("field `blackjack_pays`: a list is not a payout ratio: write"));
    }

    #[test]
    fn a_tab_in_a_title_is_refused_at_the_title() {
        // Found by fuzzing: a quoted `\t` passes the file's control check (a tab may separate
        // YAML's words), and the title then held a tab that moved the terminal's cursor.
        let text = feral().replacen("title: Feral Worlds classic rules", r#"title: "Feral\tWorlds""#, 1);
        let errors = RawTable::parse("t.yaml", &text).unwrap().validate("t.yaml", &text).unwrap_err();
        let said = errors.to_string();
        assert!(said.contains("field `title`: `\\t` in the text; write it without tabs"), "{said}");
    }

    #[test]
    fn the_fields_are_listed_with_the_first_unknown_field_only() {
        // Found by fuzzing: eight unknown fields listed every field eight times (4,227
        // characters for a file of eight lines).
        let text = format!("{}\nslip: 1\nzzz: 2\n", feral());
        let said =
            RawTable::parse("t.yaml", &text).unwrap().validate("t.yaml", &text).unwrap_err().to_string();
        assert_eq!(said.matches("`blackjack_pays`").count(), 1, "{said}");
        assert!(said.contains("unknown field `zzz`, expected one of the fields listed above"), "{said}");
    }

    #[test]
    fn a_ratio_is_judged_in_its_lowest_terms() {
        // Issue 21: `"100:100"` was refused (bets in multiples of 100) and `"6:4"` asked for bets
        // in multiples of 4. Read in lowest terms, they are even money and 3:2.
        for (written, read, step) in [("100:100", "1:1", 2), ("6:4", "3:2", 2), ("12:10", "6:5", 10)] {
            let text = feral().replace("blackjack_pays: \"3:2\"", &format!("blackjack_pays: \"{written}\""));
            let rules = RawTable::parse("t.yaml", &text).unwrap().validate("t.yaml", &text).unwrap();
            assert_eq!(rules.blackjack_pays.to_string(), read);
            assert_eq!(rules.whole_payout_step(), step, "{written}");
            // A bet of 10 (the table's smallest) is paid in whole chips: 10, 15 and 12.
            assert!(rules.blackjack_pays.pay(10).is_some(), "{written}");
        }
    }

    #[test]
    fn a_repeated_key_is_reported_at_its_second_line() {
        let text = feral().replace("decks: 4\n", "decks: 4\ndecks: 6\n");
        let found = problems(&text);
        assert_eq!(found.len(), 1, "{found:?}");
        let second = line_of(&text, "decks: 6");
        assert!(found[0].starts_with(&format!("t.yaml:{second}:1: field `decks`: ")), "{found:?}");
        assert!(found[0].contains("more than once"), "{found:?}");
    }

    /// A misspelt field is one problem: `deks: 4` was reported as an unknown field, then `decks`
    /// as missing.
    #[test]
    fn a_slip_in_a_field_name_is_reported_once() {
        for (slip, meant) in [("deks: 4", "decks"), ("Decks: 4", "decks"), ("sesion:", "session")] {
            let text = feral().replacen(&format!("{}:", meant), slip.split(' ').next().unwrap(), 1);
            assert_ne!(text, feral(), "{slip}");
            let found = problems(&text);
            assert_eq!(found.len(), 1, "{slip}: {found:?}");
            assert!(found[0].contains(&format!("(did you mean `{meant}`?)")), "{found:?}");
        }
        // A field missing with no slip for it is still reported.
        let joined = problems(&feral().replace("decks: 4\n", "")).join("\n");
        assert!(joined.contains("field `decks`: missing"), "{joined}");
    }

    #[test]
    fn every_missing_field_and_every_bad_shape_is_reported() {
        let text = feral()
            .replace("decks: 4\n", "")
            .replace("pair_rule: same-value\n", "")
            .replace("max_hands: 2", "max_hands: two")
            .replace("    min: 10\n", "    min: [10]\n")
            .replace("hole_card: peek", "hole_card: peek\nsurrrender: none");
        let found = problems(&text);
        let joined = found.join("\n");
        for needle in [
            "field `decks`: missing",
            "field `pair_rule`: missing; write one of `same-rank` or `same-value`",
            "field `max_hands`: `two` is not a whole number",
            "field `session.bet.min`: a list is not a whole number",
            "field `surrrender`: unknown field",
        ] {
            assert!(joined.contains(needle), "{needle}:\n{joined}");
        }
        assert_eq!(found.len(), 5, "{joined}");
        let unknown = line_of(&text, "surrrender");
        assert!(joined.contains(&format!("t.yaml:{unknown}:1: field `surrrender`")), "{joined}");
        let min = line_of(&text, "min: [10]");
        assert!(joined.contains(&format!("t.yaml:{min}:5: field `session.bet.min`")), "{joined}");
    }

    #[test]
    fn chips_and_bets_are_bounded() {
        let text = feral()
            .replace("starting_chips: 1000", "starting_chips: 18446744073709551615")
            .replace("    min: 10\n", "    min: 10\n    max: 1000000000010\n");
        let joined = problems(&text).join("\n");
        assert!(joined.contains("field `session.starting_chips`: 18446744073709551615 chips"), "{joined}");
        assert!(joined.contains(&MAX_CHIPS.to_string()), "{joined}");
        assert!(joined.contains("field `session.bet.max`: 1000000000010 chips"), "{joined}");
    }

    #[test]
    fn a_document_that_is_not_a_mapping_says_so() {
        for text in ["", "- 1\n- 2\n", "just words\n"] {
            let raw = RawTable::parse("t.yaml", text).unwrap();
            let err = raw.validate("t.yaml", text).unwrap_err().to_string();
            assert!(err.starts_with("t.yaml"), "{err}");
            assert!(err.contains("version"), "{err}");
        }
    }
}
