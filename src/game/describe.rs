//! A table's rules in plain words, one line per rule, each marked when it is an assumption, in
//! any of the coach's languages (the sentences are in `locales/*/rules.ftl`).

use crate::game::action::Action;
use crate::game::card::Rank;
use crate::game::legal::{self, PlayMoment, Refusal};
use crate::game::rules::{
    BankTopUp, BetSizing, DealerDraw, DoubleOn, EmptyStock, EnhcLoss, HoleCard, Insurance, OtherBoxBets,
    PairRule, Reshuffle, RuleField, SessionGoal, Soft17, SplitOrder, Surrender, TableRules, VacantBoxes,
};
use crate::lang::{Arg, Lang};

/// One rule explained.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RuleLine {
    /// The topic, a few words (`Decks`, `Dealer on soft 17`).
    pub topic: String,
    /// The rule the line explains.
    pub field: RuleField,
    /// The explanation.
    pub text: String,
    /// Whether the source document is silent and the rule is our choice.
    pub assumed: bool,
}

/// Every rule of the table in English, in the order a learner meets them at the table.
pub fn explain(rules: &TableRules) -> Vec<RuleLine> {
    explain_in(rules, Lang::En)
}

/// Every rule of the table in `lang`, in the order a learner meets them at the table.
pub fn explain_in(rules: &TableRules, lang: Lang) -> Vec<RuleLine> {
    let mut lines = Vec::new();
    let mut add = |topic: &str, field, text: String| {
        // The cut card's depth is explained with the shuffle rule.
        let assumed = rules.is_assumed(field)
            || (field == RuleField::Reshuffle && rules.is_assumed(RuleField::PenetrationPercent))
            || (field == RuleField::OtherBoxBets && rules.is_assumed(RuleField::BetsPerBox));
        lines.push(RuleLine { topic: lang.text(topic, &[]), field, text, assumed });
    };
    let say = Say(lang);
    shoe_rules(rules, say, &mut add);
    dealer_rules(rules, say, &mut add);
    payout_rules(rules, say, &mut add);
    playing_rules(rules, say, &mut add);
    session_rules(rules, say, &mut add);
    lines
}

/// The table's name in `lang`: a preset's in that language, a table of one's own as its file
/// names it.
pub fn title_in(rules: &TableRules, lang: Lang) -> String {
    lang.text("table-title", &[("id", Arg::Text(&rules.id)), ("title", Arg::Text(&rules.title))])
}

/// The document the table follows, named in `lang` (`les règles des casinos du Québec`): a
/// preset's by that language's name for it, another's as its file names it, else its file.
pub fn document_in(rules: &TableRules, lang: Lang) -> String {
    let document = rules.document.clone().unwrap_or_else(|| rules.source.clone());
    lang.text("table-document", &[("id", Arg::Text(&rules.id)), ("document", Arg::Text(&document))])
}

/// What the rules `lines` owe to the document the table follows, in `lang`: how many were
/// assumed where it is silent, or that it states every one.
pub fn source_note_in(rules: &TableRules, lines: &[RuleLine], lang: Lang) -> String {
    // The document is cited by its title; a table of one's own may name only its file.
    let document = match &rules.document {
        Some(document) => {
            lang.text("table-document", &[("id", Arg::Text(&rules.id)), ("document", Arg::Text(document))])
        }
        None => lang.text("rules-own-source", &[("source", Arg::Text(&rules.source))]),
    };
    let document = Arg::Text(&document);
    match lines.iter().filter(|l| l.assumed).count() {
        0 => lang.text("rules-all-stated", &[("document", document)]),
        assumed => {
            lang.text("rules-assumed-note", &[("document", document), ("assumed", Arg::Int(assumed as u64))])
        }
    }
}

/// The sentences of one language.
#[derive(Clone, Copy)]
struct Say(Lang);

impl Say {
    /// A sentence without values.
    fn plain(self, id: &str) -> String {
        self.0.text(id, &[])
    }

    /// A sentence built from whole numbers.
    fn with(self, id: &str, values: &[(&str, u64)]) -> String {
        let args: Vec<(&str, Arg<'_>)> = values.iter().map(|(name, n)| (*name, Arg::Int(*n))).collect();
        self.0.text(id, &args)
    }

    /// A sentence built from one written-out value.
    fn with_text(self, id: &str, name: &str, value: &str) -> String {
        self.0.text(id, &[(name, Arg::Text(value))])
    }
}

/// The cards: decks, shuffle, and what happens when they run out.
fn shoe_rules(rules: &TableRules, say: Say, add: &mut impl FnMut(&str, RuleField, String)) {
    add("rules-topic-decks", RuleField::Decks, say.with("rules-decks", &[("n", u64::from(rules.decks))]));
    add(
        "rules-topic-shuffle",
        RuleField::Reshuffle,
        match rules.reshuffle {
            Reshuffle::EveryRound => say.plain("rules-shuffle-every-round"),
            Reshuffle::CutCard => {
                let percent = say.0.percent(f64::from(rules.penetration_percent.unwrap_or(75)), 0);
                say.with_text("rules-shuffle-cut-card", "percent", &percent)
            }
        },
    );
    add(
        "rules-topic-stock",
        RuleField::EmptyStock,
        say.plain(match rules.empty_stock {
            EmptyStock::BackupDeck => "rules-stock-backup-deck",
            EmptyStock::ShuffleDiscards => "rules-stock-shuffle-discards",
        }),
    );
}

/// The dealer's cards and his fixed rule.
fn dealer_rules(rules: &TableRules, say: Say, add: &mut impl FnMut(&str, RuleField, String)) {
    add(
        "rules-topic-hole-card",
        RuleField::HoleCard,
        say.plain(match rules.hole_card {
            HoleCard::Peek => "rules-hole-card-peek",
            HoleCard::Enhc => "rules-hole-card-enhc",
        }),
    );
    if rules.hole_card == HoleCard::Enhc {
        add(
            "rules-topic-enhc-blackjack",
            RuleField::EnhcBlackjackTakes,
            say.plain(match rules.enhc_blackjack_takes {
                Some(EnhcLoss::Original) => "rules-enhc-blackjack-original",
                _ => "rules-enhc-blackjack-all",
            }),
        );
    }
    add(
        "rules-topic-soft-17",
        RuleField::DealerSoft17,
        say.plain(match rules.dealer_soft_17 {
            Soft17::Stands => "rules-soft-17-stands",
            Soft17::Hits => "rules-soft-17-hits",
        }),
    );
    add(
        "rules-topic-dealer-draw",
        RuleField::DealerDraw,
        say.plain(match rules.dealer_draw {
            DealerDraw::Always => "rules-dealer-draw-always",
            DealerDraw::AgainstStandingHands => "rules-dealer-draw-against-standing",
        }),
    );
}

/// What a natural and a split 21 pay, and the 21 that takes no card.
fn payout_rules(rules: &TableRules, say: Say, add: &mut impl FnMut(&str, RuleField, String)) {
    let pays = rules.blackjack_pays.to_string();
    add("rules-topic-blackjack", RuleField::BlackjackPays, say.with_text("rules-blackjack", "pays", &pays));
    add("rules-topic-split-21", RuleField::Split21, say.plain("rules-split-21"));
    add("rules-topic-at-21", RuleField::At21, say.plain("rules-at-21"));
}

/// What a player may do: double, split, surrender, insure.
fn playing_rules(rules: &TableRules, say: Say, add: &mut impl FnMut(&str, RuleField, String)) {
    add(
        "rules-topic-double",
        RuleField::DoubleOn,
        say.plain(match rules.double_on {
            DoubleOn::Any => "rules-double-any",
            DoubleOn::NineToEleven => "rules-double-9-11",
            DoubleOn::TenToEleven => "rules-double-10-11",
        }),
    );
    add("rules-topic-double-21", RuleField::DoubleOn21, say.plain(double_on_21(rules)));
    add(
        "rules-topic-pairs",
        RuleField::PairRule,
        say.plain(match rules.pair_rule {
            PairRule::SameRank => "rules-pairs-same-rank",
            PairRule::SameValue => "rules-pairs-same-value",
        }),
    );
    add(
        "rules-topic-splits",
        RuleField::MaxHands,
        say.with("rules-splits", &[("hands", u64::from(rules.max_hands))]),
    );
    add("rules-topic-split-order", RuleField::SplitOrder, split_order_in(rules.split_order, say.0));
    add("rules-topic-split-aces", RuleField::SplitAces, say.plain("rules-split-aces"));
    add(
        "rules-topic-resplit-aces",
        RuleField::ResplitAces,
        say.plain(if rules.resplit_aces.is_allowed() {
            "rules-resplit-aces-allowed"
        } else {
            "rules-resplit-aces-once"
        }),
    );
    add(
        "rules-topic-double-after-split",
        RuleField::DoubleAfterSplit,
        say.plain(if rules.double_after_split.is_allowed() {
            "rules-double-after-split-allowed"
        } else {
            "rules-double-after-split-refused"
        }),
    );
    add(
        "rules-topic-surrender",
        RuleField::Surrender,
        say.plain(match rules.surrender {
            Surrender::None => "rules-surrender-none",
            Surrender::Late => "rules-surrender-late",
            Surrender::EnhcUnlessAce => "rules-surrender-unless-ace",
        }),
    );
    add(
        "rules-topic-insurance",
        RuleField::Insurance,
        say.plain(match rules.insurance {
            Insurance::None => "rules-insurance-none",
            Insurance::UpToHalf => "rules-insurance-up-to-half",
            Insurance::Half => "rules-insurance-half",
        }),
    );
}

/// The session: seats, chips, the bank, bets, rounds and the winner.
fn session_rules(rules: &TableRules, say: Say, add: &mut impl FnMut(&str, RuleField, String)) {
    let s = &rules.session;
    add("rules-topic-seats", RuleField::Seats, say.with("rules-seats", &[("seats", u64::from(s.seats))]));
    add(
        "rules-topic-vacant-boxes",
        RuleField::VacantBoxes,
        say.plain(match rules.vacant_boxes {
            VacantBoxes::Forbidden => "rules-vacant-boxes-forbidden",
            VacantBoxes::Playable => "rules-vacant-boxes-playable",
        }),
    );
    let other_box_bets = match rules.other_box_bets {
        OtherBoxBets::Forbidden => say.plain("rules-other-box-bets-forbidden"),
        OtherBoxBets::Behind => say.plain("rules-other-box-bets-behind"),
        OtherBoxBets::OnAnyBox => {
            say.with("rules-other-box-bets-on-any", &[("bets", u64::from(rules.bets_per_box.unwrap_or(1)))])
        }
    };
    add("rules-topic-other-box-bets", RuleField::OtherBoxBets, other_box_bets);
    add(
        "rules-topic-starting-chips",
        RuleField::StartingChips,
        say.with("rules-starting-chips", &[("chips", s.starting_chips)]),
    );
    add(
        "rules-topic-bank",
        RuleField::Bank,
        match (s.bank.reserve, s.bank.top_up) {
            (Some(reserve), BankTopUp::NotionalChips) => {
                say.with("rules-bank-reserve", &[("reserve", reserve)])
            }
            _ => say.plain("rules-bank-house"),
        },
    );
    add(
        "rules-topic-bets",
        RuleField::Bet,
        match (s.bet.sizing, s.bet.max) {
            (BetSizing::Fixed, _) => say.with("rules-bets-fixed", &[("min", s.bet.min)]),
            (BetSizing::Free, Some(max)) => {
                say.with("rules-bets-range", &[("min", s.bet.min), ("max", max), ("unit", s.bet.unit)])
            }
            (BetSizing::Free, None) => {
                say.with("rules-bets-at-least", &[("min", s.bet.min), ("unit", s.bet.unit)])
            }
        },
    );
    add(
        "rules-topic-session",
        RuleField::Rounds,
        match s.rounds {
            Some(n) => say.with("rules-session-rounds", &[("rounds", u64::from(n))]),
            None => say.plain("rules-session-open"),
        },
    );
    add("rules-topic-winning", RuleField::Goal, goal_in(s.goal, say.0));
}

/// How a session at a table is won, in English: the rule's line, and what play says before the
/// first round.
pub fn goal_words(goal: SessionGoal) -> String {
    goal_in(goal, Lang::En)
}

/// How a session at a table is won, in `lang`.
pub fn goal_in(goal: SessionGoal, lang: Lang) -> String {
    lang.text(
        match goal {
            SessionGoal::MostChips => "rules-goal-most-chips",
            SessionGoal::ChipRanking => "rules-goal-chip-ranking",
            SessionGoal::Open => "rules-goal-open",
        },
        &[],
    )
}

/// The order of split hands in English.
pub fn split_order_words(order: SplitOrder) -> String {
    split_order_in(order, Lang::En)
}

/// The order of split hands in `lang`.
pub fn split_order_in(order: SplitOrder, lang: Lang) -> String {
    lang.text(
        match order {
            SplitOrder::LeftToRight => "rules-split-order-left-to-right",
            SplitOrder::RightToLeft => "rules-split-order-right-to-left",
        },
        &[],
    )
}

/// Whether a two-card 21 may be doubled, as the rules of play answer it for a split 21 (a
/// natural is paid at once): the message saying so.
fn double_on_21(rules: &TableRules) -> &'static str {
    let split_21 = PlayMoment::split([Rank::King, Rank::Ace], Rank::Six, 2);
    match legal::refusal(rules, &split_21, Action::Double) {
        Some(Refusal::DoubleOn21) => "rules-double-21-refused",
        Some(Refusal::DoubleAt21) => "rules-double-21-at-21",
        // Refused for another reason (no double after a split), or allowed.
        _ if rules.double_on_21.is_allowed() => "rules-double-21-allowed",
        _ => "rules-double-21-refused",
    }
}

/// The table's rules in one line in English (`6 decks, S17, no hole card, DAS, split to 4,
/// surrender`).
pub fn one_line(rules: &TableRules) -> String {
    one_line_in(rules, Lang::En)
}

/// The table's rules in one line in `lang`.
pub fn one_line_in(rules: &TableRules, lang: Lang) -> String {
    let say = Say(lang);
    let pays = rules.blackjack_pays.to_string();
    let parts = [
        say.with("rules-short-decks", &[("n", u64::from(rules.decks))]),
        say.plain(match rules.dealer_soft_17 {
            Soft17::Stands => "rules-short-s17",
            Soft17::Hits => "rules-short-h17",
        }),
        say.plain(match rules.hole_card {
            HoleCard::Peek => "rules-short-peek",
            HoleCard::Enhc => "rules-short-enhc",
        }),
        say.plain(match rules.double_on {
            DoubleOn::Any => "rules-short-double-any",
            DoubleOn::NineToEleven => "rules-short-double-9-11",
            DoubleOn::TenToEleven => "rules-short-double-10-11",
        }),
        say.plain(if rules.double_after_split.is_allowed() {
            "rules-short-das"
        } else {
            "rules-short-no-das"
        }),
        say.with("rules-short-splits", &[("hands", u64::from(rules.max_hands))]),
        say.plain(match rules.surrender {
            Surrender::None => "rules-short-no-surrender",
            Surrender::Late => "rules-short-late-surrender",
            Surrender::EnhcUnlessAce => "rules-short-surrender-unless-ace",
        }),
        say.with_text("rules-short-blackjack", "pays", &pays),
    ];
    parts.join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::rules::{preset, presets};

    #[test]
    fn every_rule_of_every_preset_is_explained_once() {
        for rules in presets().unwrap() {
            let lines = explain(&rules);
            for field in &rules.assumed {
                let shown_as = match field {
                    RuleField::PenetrationPercent => RuleField::Reshuffle,
                    RuleField::BetsPerBox => RuleField::OtherBoxBets,
                    other => *other,
                };
                assert!(
                    lines.iter().any(|l| l.field == shown_as && l.assumed),
                    "{}: assumed {field:?} is not shown as assumed",
                    rules.id
                );
            }
            let mut fields: Vec<_> = lines.iter().map(|l| l.field).collect();
            fields.dedup();
            assert_eq!(fields.len(), lines.len());
        }
    }

    #[test]
    fn one_line_summaries() {
        assert_eq!(
            one_line(&preset("casino-fr").unwrap()),
            "6 decks, S17, no hole card, double any two, DAS, split to 4, surrender unless Ace, BJ 3:2"
        );
        assert_eq!(
            one_line(&preset("book").unwrap()),
            "1 deck, S17, peek, double any two, no DAS, split to 2, no surrender, BJ 3:2"
        );
    }
}
