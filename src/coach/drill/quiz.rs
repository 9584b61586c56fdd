//! The table-rules drill: what this table allows, asked one rule at a time.

use super::answer::Answer;
use super::dealing::Dealing;
use super::mistakes::mistake_for_refusal;
use super::money::drill_bet;
use super::question::{Expected, Question, Situation, Trap, TrapWhen};
use crate::game::action::Action;
use crate::game::card::{Card, Rank, Suit};
use crate::game::describe::explain_in;
use crate::game::legal::{self, PlayMoment, Refusal};
use crate::game::rules::{DoubleOn, HoleCard, Insurance, PairRule, RuleField, Surrender, TableRules};
use crate::lang::{Arg, Lang};

/// The rule a question is about, and the line of `bjcoach rules` that explains it, in `lang`.
fn rule_words(rules: &TableRules, field: RuleField, lang: Lang) -> String {
    explain_in(rules, lang).into_iter().find(|l| l.field == field).map(|l| l.text).unwrap_or_default()
}

/// A yes-or-no question about a rule: its prompt the message `prompt` of `lang`.
#[allow(clippy::too_many_arguments)]
fn yes_no(
    lang: Lang,
    rules: &TableRules,
    prompt: &str,
    answer: bool,
    field: RuleField,
    mistake: &'static str,
    key: &str,
    player: Vec<Card>,
) -> Question {
    Question {
        situation: Situation { player, ..Situation::default() },
        prompt: lang.text(prompt, &[]),
        expected: Expected::YesNo(answer),
        why: rule_words(rules, field, lang),
        traps: vec![Trap::is(Answer::YesNo(!answer), mistake)],
        options: Vec::new(),
        key: format!("rule {key}"),
        chart_row: None,
        lang,
    }
}

fn shown(ranks: &[Rank]) -> Vec<Card> {
    let suits = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];
    ranks.iter().enumerate().map(|(i, r)| Card::new(*r, suits[i % 4])).collect()
}

/// How many kinds of rule question there are.
pub const RULE_QUESTIONS: usize = 11;

/// Does rule question `ask` apply at this table?
pub fn rule_applies(r: &TableRules, ask: usize) -> bool {
    match ask {
        8 => r.insurance != Insurance::None,
        10 => r.hole_card == HoleCard::Enhc,
        _ => ask < RULE_QUESTIONS,
    }
}

/// One question about the table's rules.
pub fn table_rules(d: &mut Dealing) -> Question {
    let rules = d.rules.clone();
    let asks: Vec<usize> = (0..RULE_QUESTIONS).filter(|a| rule_applies(&rules, *a)).collect();
    let ask = d.pick(&asks).unwrap_or(0);
    let bet = drill_bet(d);
    rule_question_in(&rules, ask, bet, d.lang)
}

/// Rule question `ask` at this table, with this bet where the question needs one.
pub fn rule_question(r: &TableRules, ask: usize, bet: u64) -> Question {
    rule_question_in(r, ask, bet, Lang::En)
}

/// Rule question `ask` at this table, with this bet where the question needs one, in `lang`.
pub fn rule_question_in(r: &TableRules, ask: usize, bet: u64, lang: Lang) -> Question {
    match ask {
        0 => yes_no(
            lang,
            r,
            "table-quiz-soft-17",
            r.dealer_hits_soft_17(),
            RuleField::DealerSoft17,
            "other-table-soft-17",
            "soft 17",
            shown(&[Rank::Ace, Rank::Six]),
        ),
        1 => yes_no(
            lang,
            r,
            "table-quiz-double-after-split",
            r.double_after_split.is_allowed(),
            RuleField::DoubleAfterSplit,
            "other-table-rules",
            "double after split",
            Vec::new(),
        ),
        2 => yes_no(
            lang,
            r,
            "table-quiz-surrender",
            r.surrender != Surrender::None,
            RuleField::Surrender,
            "other-table-rules",
            "surrender",
            Vec::new(),
        ),
        3 => {
            if r.surrender == Surrender::None {
                yes_no(
                    lang,
                    r,
                    "table-quiz-split-aces-draw",
                    false,
                    RuleField::SplitAces,
                    "other-table-split-aces",
                    "split aces one card",
                    shown(&[Rank::Ace, Rank::Ace]),
                )
            } else {
                let allowed = r.may_surrender(Rank::Ace);
                yes_no(
                    lang,
                    r,
                    "table-quiz-surrender-ace",
                    allowed,
                    RuleField::Surrender,
                    if allowed { "other-table-rules" } else { "surrender-against-ace" },
                    "surrender against ace",
                    Vec::new(),
                )
            }
        }
        4 => yes_no(
            lang,
            r,
            "table-quiz-resplit-aces",
            r.resplit_aces.is_allowed(),
            RuleField::ResplitAces,
            "other-table-split-aces",
            "resplit aces",
            shown(&[Rank::Ace, Rank::Ace]),
        ),
        5 => yes_no(
            lang,
            r,
            "table-quiz-split-king-queen",
            r.pair_rule == PairRule::SameValue && r.max_hands >= 2,
            RuleField::PairRule,
            "other-table-rules",
            "split king queen",
            shown(&[Rank::King, Rank::Queen]),
        ),
        6 => {
            let allowed = r.may_double(Rank::Ace, Rank::Seven, false, false);
            let mistake = if r.double_on == DoubleOn::NineToEleven {
                "double-outside-nine-to-eleven"
            } else {
                "other-table-rules"
            };
            yes_no(
                lang,
                r,
                "table-quiz-double-soft-18",
                allowed,
                RuleField::DoubleOn,
                mistake,
                "double soft 18",
                shown(&[Rank::Ace, Rank::Seven]),
            )
        }
        7 => {
            let split_21 = PlayMoment::split([Rank::King, Rank::Ace], Rank::Six, 2);
            let refused = legal::refusal(r, &split_21, Action::Double);
            let allowed = refused.is_none();
            let mistake = refused.map_or("other-table-rules", mistake_for_refusal);
            let field = match refused {
                Some(Refusal::DoubleAfterSplit) => RuleField::DoubleAfterSplit,
                Some(Refusal::DoubleAt21) => RuleField::At21,
                _ => RuleField::DoubleOn21,
            };
            yes_no(
                lang,
                r,
                "table-quiz-double-split-21",
                allowed,
                field,
                mistake,
                "double two-card 21",
                shown(&[Rank::King, Rank::Ace]),
            )
        }
        8 => {
            let half = bet / 2;
            Question {
                situation: Situation { bet: Some(bet), dealer: shown(&[Rank::Ace]), ..Situation::default() },
                prompt: lang.text("quiz-insurance-stake-most", &[("bet", Arg::Int(bet))]),
                expected: Expected::Chips(i64::try_from(half).unwrap_or(0)),
                why: rule_words(r, RuleField::Insurance, lang),
                traps: vec![
                    Trap::is(Answer::Chips(i64::try_from(bet).unwrap_or(0)), "insurance-as-full-bet"),
                    Trap::when(TrapWhen::AnyWrong, "insurance-stake-miscounted", (half + 1).to_string()),
                ],
                options: Vec::new(),
                key: "rule insurance stake".to_string(),
                chart_row: None,
                lang,
            }
        }
        9 => {
            let bonus = r.blackjack_pays.pay(bet).unwrap_or(bet);
            Question {
                situation: Situation {
                    bet: Some(bet),
                    player: shown(&[Rank::Ace, Rank::King]),
                    ..Situation::default()
                },
                prompt: lang.text("table-quiz-blackjack-win", &[("bet", Arg::Int(bet))]),
                expected: Expected::Chips(i64::try_from(bonus).unwrap_or(0)),
                why: rule_words(r, RuleField::BlackjackPays, lang),
                traps: vec![
                    Trap::is(Answer::Chips(i64::try_from(bet).unwrap_or(0)), "natural-paid-even"),
                    Trap::is(
                        Answer::Chips(i64::try_from(bonus + bet).unwrap_or(0)),
                        "stake-counted-as-winnings",
                    ),
                    Trap::when(TrapWhen::AnyWrong, "payout-miscounted", (bonus + 1).to_string()),
                ],
                options: Vec::new(),
                key: "rule blackjack pays".to_string(),
                chart_row: None,
                lang,
            }
        }
        _ => yes_no(
            lang,
            r,
            "table-quiz-enhc-double",
            r.enhc_takes_all(),
            RuleField::EnhcBlackjackTakes,
            "enhc-takes-all-bets",
            "no hole card blackjack takes double",
            Vec::new(),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An English rule question keeps its words, its why the rule's line of `bjcoach rules`; in
    /// French and Italian each question has words of its own and is judged as in English.
    #[test]
    fn a_rule_question_is_asked_in_the_sessions_language() {
        let rules = crate::game::rules::preset("quebec-h17").unwrap();
        let q = rule_question(&rules, 0, 10);
        assert_eq!(q.prompt, "Does the dealer hit a soft 17 (like A-6) at this table?");
        assert!(q.why.starts_with("The dealer draws to 16"), "{}", q.why);
        assert_eq!(
            rule_question(&rules, 8, 10).prompt,
            "You bet 10 and the dealer shows an Ace. What is the most you may stake on insurance?"
        );
        for lang in [Lang::Fr, Lang::It] {
            for ask in (0..RULE_QUESTIONS).filter(|a| rule_applies(&rules, *a)) {
                let q = rule_question_in(&rules, ask, 10, lang);
                let english = rule_question(&rules, ask, 10);
                assert_ne!(q.prompt, english.prompt, "{ask} in {lang:?}");
                assert_ne!(q.why, english.why, "{ask} in {lang:?}");
                assert_eq!(q.lang, lang);
                assert_eq!((q.expected, q.key), (english.expected, english.key), "{ask} in {lang:?}");
            }
        }
    }
}
