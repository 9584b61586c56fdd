//! A table's rules in plain words, one line per rule, each marked when it is an assumption.

use crate::game::action::Action;
use crate::game::card::Rank;
use crate::game::legal::{self, PlayMoment, Refusal};
use crate::game::rules::{
    BankTopUp, BetSizing, DealerDraw, DoubleOn, EmptyStock, EnhcLoss, HoleCard, Insurance, OtherBoxBets,
    PairRule, Reshuffle, RuleField, SessionGoal, Soft17, SplitOrder, Surrender, TableRules, VacantBoxes,
};

/// One rule explained.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RuleLine {
    /// The topic, a few words (`Decks`, `Dealer on soft 17`).
    pub topic: &'static str,
    /// The rule the line explains.
    pub field: RuleField,
    /// The explanation.
    pub text: String,
    /// Whether the source document is silent and the rule is our choice.
    pub assumed: bool,
}

/// Every rule of the table, in the order a learner meets them at the table.
pub fn explain(rules: &TableRules) -> Vec<RuleLine> {
    let mut lines = Vec::new();
    let mut add = |topic, field, text: String| {
        // The cut card's depth is explained with the shuffle rule.
        let assumed = rules.is_assumed(field)
            || (field == RuleField::Reshuffle && rules.is_assumed(RuleField::PenetrationPercent))
            || (field == RuleField::OtherBoxBets && rules.is_assumed(RuleField::BetsPerBox));
        lines.push(RuleLine { topic, field, text, assumed });
    };
    shoe_rules(rules, &mut add);
    dealer_rules(rules, &mut add);
    payout_rules(rules, &mut add);
    playing_rules(rules, &mut add);
    session_rules(rules, &mut add);
    lines
}

/// The cards: decks, shuffle, and what happens when they run out.
fn shoe_rules(rules: &TableRules, add: &mut impl FnMut(&'static str, RuleField, String)) {
    add(
        "Decks",
        RuleField::Decks,
        match rules.decks {
            1 => "One 52-card deck.".to_string(),
            n => format!("{n} decks of 52 cards shuffled together in a shoe."),
        },
    );
    add(
        "Shuffle",
        RuleField::Reshuffle,
        match rules.reshuffle {
            Reshuffle::EveryRound => "All cards are gathered and shuffled after every round.".to_string(),
            Reshuffle::CutCard => format!(
                "A cut card is placed after about {}% of the shoe; once it comes out, the shoe is shuffled before the next round.",
                rules.penetration_percent.unwrap_or(75)
            ),
        },
    );
    add(
        "Stock runs out",
        RuleField::EmptyStock,
        match rules.empty_stock {
            EmptyStock::BackupDeck => "If a round uses up every card, a second deck, announced before play, is opened; cards still in play are never shuffled back.".to_string(),
            EmptyStock::ShuffleDiscards => "If a round uses up every card, the discards of earlier rounds are shuffled to finish it; cards still in play stay out.".to_string(),
        },
    );
}

/// The dealer's cards and his fixed rule.
fn dealer_rules(rules: &TableRules, add: &mut impl FnMut(&'static str, RuleField, String)) {
    add(
        "Dealer's second card",
        RuleField::HoleCard,
        match rules.hole_card {
            HoleCard::Peek => "The dealer takes a face-down card and, showing an Ace or a ten-value card, checks it for blackjack before anyone plays; a dealer blackjack ends the round at once.".to_string(),
            HoleCard::Enhc => "No hole card: the dealer takes one card, and draws the second only after every player has finished.".to_string(),
        },
    );
    if rules.hole_card == HoleCard::Enhc {
        add(
            "Dealer blackjack",
            RuleField::EnhcBlackjackTakes,
            match rules.enhc_blackjack_takes {
                Some(EnhcLoss::Original) => {
                    "A dealer blackjack takes only the original bets; doubles and split bets come back."
                        .to_string()
                }
                _ => "A dealer blackjack takes every bet on the box, doubles and split bets included."
                    .to_string(),
            },
        );
    }
    add(
        "Dealer on soft 17",
        RuleField::DealerSoft17,
        match rules.dealer_soft_17 {
            Soft17::Stands => {
                "The dealer draws to 16 and stands on every 17, soft 17 (like A-6) included.".to_string()
            }
            Soft17::Hits => {
                "The dealer draws to 16 and also hits a soft 17 (like A-6); he stands on hard 17 and up."
                    .to_string()
            }
        },
    );
    add(
        "Dealer's draw",
        RuleField::DealerDraw,
        match rules.dealer_draw {
            DealerDraw::Always => {
                "The dealer draws his hand to the end in every round, even when every player has busted."
                    .to_string()
            }
            DealerDraw::AgainstStandingHands => "When every player has busted (or every hand is settled already), the dealer does not finish drawing: nothing is left for him to beat.".to_string(),
        },
    );
}

/// What a natural and a split 21 pay, and the 21 that takes no card.
fn payout_rules(rules: &TableRules, add: &mut impl FnMut(&'static str, RuleField, String)) {
    add(
        "Blackjack",
        RuleField::BlackjackPays,
        format!(
            "An Ace and a ten-value card as the first two cards of a hand pays {}; against a dealer blackjack it is a tie.",
            rules.blackjack_pays
        ),
    );
    add(
        "21 after a split",
        RuleField::Split21,
        "A 21 on a split hand is never a blackjack: it wins 1 to 1.".to_string(),
    );
    add("Hand at 21", RuleField::At21, "A hand that reaches 21 stands: no further card.".to_string());
}

/// What a player may do: double, split, surrender, insure.
fn playing_rules(rules: &TableRules, add: &mut impl FnMut(&'static str, RuleField, String)) {
    let double_totals = match rules.double_on {
        DoubleOn::Any => "any total",
        DoubleOn::NineToEleven => "a total of 9, 10 or 11 only",
        DoubleOn::TenToEleven => "a total of 10 or 11 only",
    };
    add(
        "Double",
        RuleField::DoubleOn,
        format!(
            "Double on your first two cards with {double_totals}: you add a bet equal to the first and take exactly one card."
        ),
    );
    add("Double on 21", RuleField::DoubleOn21, double_on_21(rules));
    add(
        "Pairs",
        RuleField::PairRule,
        match rules.pair_rule {
            PairRule::SameRank => {
                "Only two cards of the same rank make a pair: K-K splits, K-Q does not.".to_string()
            }
            PairRule::SameValue => {
                "Two cards of the same value make a pair: any two ten-value cards split, K-Q included."
                    .to_string()
            }
        },
    );
    add(
        "Splits",
        RuleField::MaxHands,
        match rules.max_hands {
            1 => "No splitting.".to_string(),
            2 => "One split: a pair becomes two hands, each with a bet equal to the first, and is not split again.".to_string(),
            n => format!("Split and re-split up to {n} hands in all, each with a bet equal to the first."),
        },
    );
    add("Split order", RuleField::SplitOrder, split_order_words(rules.split_order).to_string());
    add("Split aces", RuleField::SplitAces, "Split aces take exactly one card each, then stand.".to_string());
    add(
        "Re-split aces",
        RuleField::ResplitAces,
        if rules.resplit_aces.is_allowed() {
            "A pair of aces may be split again.".to_string()
        } else {
            "Aces are split only once.".to_string()
        },
    );
    add(
        "Double after split",
        RuleField::DoubleAfterSplit,
        if rules.double_after_split.is_allowed() {
            "A split hand may be doubled on its first two cards (never split aces).".to_string()
        } else {
            "A split hand may not be doubled.".to_string()
        },
    );
    add(
        "Surrender",
        RuleField::Surrender,
        match rules.surrender {
            Surrender::None => "No surrender.".to_string(),
            Surrender::Late => "After the dealer has checked for blackjack, you may give up your first two cards and get half your bet back.".to_string(),
            Surrender::EnhcUnlessAce => "On your first two cards you may give up and keep half your bet, unless the dealer shows an Ace; the half is yours whatever his second card.".to_string(),
        },
    );
    add(
        "Insurance",
        RuleField::Insurance,
        match rules.insurance {
            Insurance::None => "No insurance.".to_string(),
            Insurance::UpToHalf => "When the dealer shows an Ace you may insure for up to half your bet; it pays 2 to 1 if he has blackjack and is lost otherwise.".to_string(),
            Insurance::Half => "When the dealer shows an Ace you may insure for exactly half your bet; it pays 2 to 1 if he has blackjack and is lost otherwise.".to_string(),
        },
    );
}

/// The session: seats, chips, the bank, bets, rounds and the winner.
fn session_rules(rules: &TableRules, add: &mut impl FnMut(&'static str, RuleField, String)) {
    let s = &rules.session;
    add("Seats", RuleField::Seats, format!("Up to {} players, each against the dealer.", s.seats));
    add(
        "Vacant boxes",
        RuleField::VacantBoxes,
        match rules.vacant_boxes {
            VacantBoxes::Forbidden => "Each player plays one box.".to_string(),
            VacantBoxes::Playable => {
                "A seated player may also play vacant boxes, each with its own bet.".to_string()
            }
        },
    );
    add("Bets on other boxes", RuleField::OtherBoxBets, other_box_bets_words(rules));
    add(
        "Starting chips",
        RuleField::StartingChips,
        format!("Each player starts with {} chips.", s.starting_chips),
    );
    add(
        "Bank",
        RuleField::Bank,
        match (s.bank.reserve, s.bank.top_up) {
            (Some(reserve), BankTopUp::NotionalChips) => format!(
                "The bank starts with {reserve} chips; if it cannot cover a round, notional chips are added before the deal."
            ),
            _ => "The house covers every bet.".to_string(),
        },
    );
    add(
        "Bets",
        RuleField::Bet,
        match (s.bet.sizing, s.bet.max) {
            (BetSizing::Fixed, _) => format!("Every hand bets exactly {} chips.", s.bet.min),
            (BetSizing::Free, Some(max)) => {
                format!("Bet {} to {max} chips, in units of {}.", s.bet.min, s.bet.unit)
            }
            (BetSizing::Free, None) => {
                format!("Bet at least {} chips, in units of {}.", s.bet.min, s.bet.unit)
            }
        },
    );
    add(
        "Session",
        RuleField::Rounds,
        match s.rounds {
            Some(n) => format!("A session lasts {n} rounds, or ends sooner when nobody can bet."),
            None => "Play as many rounds as you like.".to_string(),
        },
    );
    add("Winning", RuleField::Goal, goal_words(s.goal).to_string());
}

/// How a session at a table is won, in words: the rule's line, and what play says before the
/// first round.
pub fn goal_words(goal: SessionGoal) -> &'static str {
    match goal {
        SessionGoal::MostChips => {
            "After the last round the player with most chips wins; alone, you win by ending with more than you started with."
        }
        SessionGoal::ChipRanking => {
            "After the agreed rounds the players compare their chips, most first: a ranking agreed for the family session, not the aim of a hand, which is to beat the dealer. Alone, bjcoach counts ending with more chips than you started with as coming first."
        }
        SessionGoal::Open => "No winner is named: you keep what you have.",
    }
}

/// The order of split hands in words.
pub fn split_order_words(order: SplitOrder) -> &'static str {
    match order {
        SplitOrder::LeftToRight => {
            "Split hands are played from left to right: the first hand made, then the next."
        }
        SplitOrder::RightToLeft => {
            "Split hands are played from the player's right to left: the hand made last is played first."
        }
    }
}

/// Whether and how a player bets on a box another player holds.
fn other_box_bets_words(rules: &TableRules) -> String {
    let follow = " Such a bet stays at its own stake on the box's original hand: it does not follow a double or a split (bjcoach's reading: the document does not say).";
    match rules.other_box_bets {
        OtherBoxBets::Forbidden => "Each bet is on the bettor's own box.".to_string(),
        OtherBoxBets::Behind => format!(
            "A player may bet behind another player's box, the box's bets together within the table's maximum; the box's holder decides the play.{follow}"
        ),
        OtherBoxBets::OnAnyBox => format!(
            "Any player may bet on another box, at most {} bets on a box, its holder's included; the box's holder decides the play.{follow}",
            rules.bets_per_box.unwrap_or(1)
        ),
    }
}

/// Whether a two-card 21 may be doubled, as the rules of play answer it for a split 21 (a
/// natural is paid at once).
fn double_on_21(rules: &TableRules) -> String {
    let split_21 = PlayMoment::split([Rank::King, Rank::Ace], Rank::Six, 2);
    match legal::refusal(rules, &split_21, Action::Double) {
        Some(Refusal::DoubleOn21) => "A two-card 21 may not be doubled.".to_string(),
        Some(Refusal::DoubleAt21) => {
            "A two-card 21 is never doubled: a hand at 21 takes no card, and a double draws one.".to_string()
        }
        // Refused for another reason (no double after a split), or allowed.
        _ if rules.double_on_21.is_allowed() => {
            "Nothing forbids doubling a two-card 21, though it never pays to.".to_string()
        }
        _ => "A two-card 21 may not be doubled.".to_string(),
    }
}

/// The table's rules in one line (`6 decks, S17, no hole card, DAS, split to 4, surrender`).
pub fn one_line(rules: &TableRules) -> String {
    let mut parts = vec![
        match rules.decks {
            1 => "1 deck".to_string(),
            n => format!("{n} decks"),
        },
        match rules.dealer_soft_17 {
            Soft17::Stands => "S17".to_string(),
            Soft17::Hits => "H17".to_string(),
        },
        match rules.hole_card {
            HoleCard::Peek => "peek".to_string(),
            HoleCard::Enhc => "no hole card".to_string(),
        },
        match rules.double_on {
            DoubleOn::Any => "double any two".to_string(),
            DoubleOn::NineToEleven => "double 9-11".to_string(),
            DoubleOn::TenToEleven => "double 10-11".to_string(),
        },
        if rules.double_after_split.is_allowed() { "DAS".to_string() } else { "no DAS".to_string() },
        match rules.max_hands {
            1 => "no split".to_string(),
            n => format!("split to {n}"),
        },
    ];
    parts.push(
        match rules.surrender {
            Surrender::None => "no surrender",
            Surrender::Late => "late surrender",
            Surrender::EnhcUnlessAce => "surrender unless Ace",
        }
        .to_string(),
    );
    parts.push(format!("BJ {}", rules.blackjack_pays));
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
