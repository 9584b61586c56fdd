//! Catch the dealer, the hardest level of the payouts family: a round played by the round engine
//! from the table's shoe, and the dealer's settlement of it with one of the errors he can make at
//! this table, or none. The errors themselves are those of [`super::dealer_errors`].

use super::dealer_errors::{DealerError, Proposal, Settled, call_question_on, with_error};
use super::dealing::{Dealing, PlayedRound};
use super::money::{BetMove, dealer_end_in, drill_bet, no_hole_card_blackjack_round, you_bet_in};
use super::question::{Question, ShownHand, Situation};
use crate::game::card::{Card, Rank};
use crate::game::ledger::Wager;
use crate::game::round::{Decision, Move, deal_order};
use crate::game::rules::{HoleCard, TableRules};
use crate::lang::Lang;

/// How many rounds are dealt for an error before the drill settles for a right settlement.
const TRIES: usize = 8;

/// The first cards of a round, with the dealer's second card where the table deals it: before
/// the players play at a peek table, after them (next from the shoe) at a no-hole-card table.
fn first_cards(rules: &TableRules, players: &[(Rank, Rank)], up: Rank, hole: Rank) -> Vec<Rank> {
    let mut first = deal_order(rules, players, up, Some(hole));
    if rules.hole_card == HoleCard::Enhc {
        first.push(hole);
    }
    first
}

/// Plays a round shaped so that this error can be made in it.
fn deal_for(d: &mut Dealing, rules: &TableRules, shape: DealerError, bet: u64) -> PlayedRound {
    let decline =
        |decision: Decision| matches!(decision, Decision::Insurance { .. }).then_some(Move::DeclineInsurance);
    match shape {
        DealerError::Split21AsNatural => {
            // Split Aces catching tens: two 21s that are not blackjacks.
            let up = d.rank_between(2, 9);
            let hole = d.quiet_hole(up);
            let mut first = first_cards(rules, &[(Rank::Ace, Rank::Ace)], up, hole);
            if rules.hole_card == HoleCard::Enhc {
                first.pop();
            }
            first.push(d.rank_of(10));
            first.push(d.rank_of(10));
            if rules.hole_card == HoleCard::Enhc {
                first.push(hole);
            }
            let mut split = false;
            d.play_round(&[bet], &first, |_, decision| {
                if let Some(m) = decline(decision) {
                    return m;
                }
                if split {
                    return Move::Stand;
                }
                split = true;
                Move::Split
            })
        }
        DealerError::NaturalPaidEven => {
            let up = d.rank_between(2, 9);
            let hole = d.quiet_hole(up);
            let first = first_cards(rules, &[(Rank::Ace, d.rank_of(10))], up, hole);
            d.play_round(&[bet], &first, |_, decision| decline(decision).unwrap_or(Move::Stand))
        }
        DealerError::BustPaidOnDealerBust => {
            // You hit a stiff and bust; your neighbour stands, so the dealer plays on and busts too.
            let mine = (d.rank_of(10), d.rank_between(2, 6));
            let theirs = (d.rank_of(10), d.rank_between(8, 10));
            let up = d.rank_between(2, 6);
            let ten = d.rank_of(10);
            let mut first = deal_order(rules, &[mine, theirs], up, Some(ten));
            first.push(d.rank_of(10));
            if rules.hole_card == HoleCard::Enhc {
                first.push(ten);
            }
            first.push(d.rank_of(10));
            d.play_round(&[bet, bet], &first, |_, decision| match decision {
                Decision::Play { seat: 0, .. } => Move::Hit,
                Decision::Insurance { .. } => Move::DeclineInsurance,
                _ => Move::Stand,
            })
        }
        DealerError::WrongSoft17 => {
            // The dealer makes a soft 17 with his first two cards and must draw to it.
            let total = d.between(17, 20) as u8;
            let a = d.between(u64::from(total - 10), 10) as u8;
            let (ra, rb) = (d.rank_of(a), d.rank_of(total - a));
            let (up, hole) = if d.chance(50) { (Rank::Six, Rank::Ace) } else { (Rank::Ace, Rank::Six) };
            let first = first_cards(rules, &[(ra, rb)], up, hole);
            d.play_round(&[bet], &first, |_, decision| decline(decision).unwrap_or(Move::Stand))
        }
        DealerError::InsuranceWrongRate => {
            let a = d.rank_between(2, 10);
            let b = d.rank_between(2, 9);
            let ten = d.rank_of(10);
            let first = first_cards(rules, &[(a, b)], Rank::Ace, ten);
            d.play_round(&[bet], &first, |_, decision| match decision {
                Decision::Insurance { max, .. } => Move::Insure(max),
                _ => Move::Stand,
            })
        }
        DealerError::EnhcDoubleNotTaken => no_hole_card_blackjack_round(d, rules, bet),
    }
}

/// The round in words of `lang`, before the dealer's settlement: the dealer's cards are those he
/// settled against (`dealer`), his soft 17 when he stood on it wrongly.
fn round_words(rules: &TableRules, played: &PlayedRound, dealer: &[Card], bet: u64, lang: Lang) -> String {
    let seat = played.seats.first();
    let hands = seat.map_or(0, |s| s.hands.len());
    let doubled = seat.is_some_and(|s| s.hands.iter().any(|h| h.doubled));
    let insured = seat.and_then(|s| s.insurance).unwrap_or(0);
    let how = if hands > 1 {
        BetMove::Split
    } else if doubled {
        BetMove::Doubled
    } else {
        BetMove::None
    };
    let mut words = vec![you_bet_in(lang, bet, how, insured)];
    if played.seats.len() > 1 {
        words.push(lang.text("money-neighbour-stands", &[]));
    }
    words.push(dealer_end_in(rules, dealer, dealer.len() < played.dealer.len(), lang));
    words.join(" ")
}

/// In how many settlements of a hundred the dealer makes an error: about one in two, so that
/// neither calling every settlement a foul nor accepting every one scores well.
pub const FOUL_PERCENT: usize = 50;

/// A round and the dealer's settlement of it: with one of the errors that can be made at this
/// table (about one time in two), or none; the learner calls a foul or accepts.
pub fn catch_the_dealer(d: &mut Dealing) -> Question {
    let rules = d.rules.clone();
    let kinds = DealerError::at_table(&rules);
    // The schedule may pick which error to make, never whether to make one: the share of fouls
    // stays near one in two whatever the learner missed before.
    let target = if d.chance(FOUL_PERCENT) {
        let keys: Vec<String> = kinds.iter().map(|k| format!("catch {}", k.name())).collect();
        match d.choose(&keys) {
            Some(i) => kinds.get(i).copied(),
            None => d.pick(&kinds),
        }
    } else {
        None
    };
    // A right settlement comes from a round of any of the shapes, so the round gives nothing away.
    let shape = target.or_else(|| d.pick(&kinds)).unwrap_or(DealerError::BustPaidOnDealerBust);
    let mut tries = 0;
    loop {
        tries += 1;
        let bet = drill_bet(d);
        let played = deal_for(d, &rules, shape, bet);
        let settled = Settled::of_played(&rules, &played);
        let correct = settled.entries(&[0]);
        let error = target.and_then(|k| with_error(&settled, &[0], k).map(|e| (k, e)));
        if (correct.is_empty() || (target.is_some() && error.is_none())) && tries < TRIES {
            continue;
        }
        let dealer = played.dealer.clone();
        let proposal = match error {
            Some((kind, proposed)) => Proposal { error: Some(kind), proposed, correct, dealer },
            None => Proposal { error: None, proposed: correct.clone(), correct, dealer },
        };
        let hands: Vec<ShownHand> =
            played.seats.first().map(|s| s.hands.iter().map(ShownHand::of).collect()).unwrap_or_default();
        let insurance = played.ledger.seat_entries(0).find(|e| e.wager == Wager::Insurance).map(|e| e.stake);
        let show_hands = hands.len() > 1 || hands.iter().any(|h| h.doubled);
        let shown = proposal.dealer_settled().to_vec();
        let situation = Situation {
            player: hands.first().map(|h| h.cards.clone()).unwrap_or_default(),
            dealer: shown.clone(),
            bet: Some(bet),
            insurance,
            hands: if show_hands { hands } else { Vec::new() },
            ..Situation::default()
        };
        let lang = d.lang;
        let mut question = call_question_on(&proposal, situation, false, lang);
        question.prompt = format!("{} {}", round_words(&rules, &played, &shown, bet, lang), question.prompt);
        question.key = match proposal.error {
            Some(kind) => format!("catch {}", kind.name()),
            None => "catch right settlement".to_string(),
        };
        return question;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::coach::drill::Setting;
    use crate::coach::drill::question::Expected;
    use crate::game::hand::Hand;

    #[test]
    fn every_error_that_applies_is_dealt_and_a_right_settlement_is_the_ledgers() {
        for table in ["quebec-h17", "quebec-s17", "casino-fr", "casino-it", "book", "feral"] {
            let setting = Setting::preset(table).unwrap();
            let kinds = DealerError::at_table(&setting.rules);
            let mut seen: Vec<DealerError> = Vec::new();
            let mut right = 0;
            for seed in 0..40 {
                let mut d = Dealing::new(&setting, seed);
                for _ in 0..4 {
                    let q = catch_the_dealer(&mut d);
                    match q.expected {
                        Expected::Call(true) => {
                            let kind = kinds.iter().find(|k| q.key == format!("catch {}", k.name()));
                            let kind = kind.copied().unwrap_or_else(|| panic!("{table}: {}", q.key));
                            assert!(q.why.contains(&kind.words()), "{table}: {}", q.why);
                            if !seen.contains(&kind) {
                                seen.push(kind);
                            }
                        }
                        _ => {
                            right += 1;
                            assert_eq!(q.key, "catch right settlement");
                        }
                    }
                }
            }
            assert!(right > 0, "{table}");
            for kind in &kinds {
                assert!(seen.contains(kind), "{table}: {kind:?} never dealt");
            }
        }
    }

    #[test]
    fn about_one_settlement_in_two_is_a_foul_at_every_table() {
        // Answering `f` to everything scored 82% at quebec-h17 when one settlement in six was
        // right: each call must be a judgment.
        for table in ["quebec-h17", "quebec-s17", "casino-fr", "casino-it", "book", "feral"] {
            let setting = Setting::preset(table).unwrap();
            let (mut fouls, mut asked) = (0, 0);
            for seed in 0..100 {
                let mut d = Dealing::new(&setting, seed);
                for _ in 0..4 {
                    asked += 1;
                    if catch_the_dealer(&mut d).expected == Expected::Call(true) {
                        fouls += 1;
                    }
                }
            }
            let share = fouls as f64 * 100.0 / asked as f64;
            assert!((40.0..=60.0).contains(&share), "{table}: {fouls} fouls in {asked}");
        }
    }

    #[test]
    fn a_dealer_who_stood_on_soft_17_is_shown_with_that_soft_17() {
        let setting = Setting::preset("quebec-h17").unwrap();
        let mut found = 0;
        for seed in 0..60 {
            let mut d = Dealing::new(&setting, seed);
            let q = catch_the_dealer(&mut d);
            if q.key != "catch wrong-soft-17" {
                continue;
            }
            found += 1;
            let shown = Hand::new(q.situation.dealer.clone());
            assert!(shown.is_soft() && shown.total() == 17, "{:?}", q.situation.dealer);
            assert!(q.prompt.contains("The dealer stands on his soft 17."), "{}", q.prompt);
            assert!(!q.prompt.contains("ends on"), "{}", q.prompt);
        }
        assert!(found > 0);
    }

    #[test]
    fn the_proposal_without_an_error_is_the_ledgers_settlement() {
        let setting = Setting::preset("quebec-h17").unwrap();
        let rules = setting.rules.clone();
        let mut d = Dealing::new(&setting, 7);
        for shape in DealerError::ALL {
            let played = deal_for(&mut d, &rules, shape, 10);
            let settled = Settled::of_played(&rules, &played);
            let correct = settled.entries(&[0]);
            let ledger: Vec<_> = played.ledger.seat_entries(0).cloned().collect();
            assert_eq!(correct, ledger, "{shape:?}");
            let proposal =
                Proposal { error: None, proposed: correct.clone(), correct, dealer: played.dealer.clone() };
            let q = super::super::dealer_errors::call_question(&proposal, Situation::default());
            assert_eq!(q.expected, Expected::Call(false));
            assert!(q.judge("ok").correct);
            assert_eq!(q.judge("f").mistake, Some("false-foul-call"));
        }
    }

    #[test]
    fn an_error_is_dealt_only_where_it_applies() {
        let s17 = Setting::preset("quebec-s17").unwrap();
        assert!(!DealerError::WrongSoft17.applies(&s17.rules));
        assert!(!DealerError::EnhcDoubleNotTaken.applies(&s17.rules));
        let h17 = Setting::preset("quebec-h17").unwrap();
        assert!(DealerError::WrongSoft17.applies(&h17.rules));
    }
}
