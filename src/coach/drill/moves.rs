//! Playing drills that need only the rules: the dealer's fixed rule, and the moves allowed at a
//! given moment.

use super::answer::{Answer, Total, actions_shown_in, capitalised, legal_words_in};
use super::dealing::{Dealing, show_ranks_in, value_of};
use super::mistakes::mistake_for_refusal;
use super::question::{Expected, Question, Situation, Trap, TrapWhen};
use crate::game::action::{ACTIONS, Action, ActionSet};
use crate::game::card::{Card, Rank};
use crate::game::hand::Hand;
use crate::game::legal::{self, PlayMoment, Refusal};
use crate::game::round::dealer_draws;
use crate::game::rules::{HoleCard, Soft17, Surrender, TableRules};
use crate::lang::{Arg, Lang};

/// The part of this table's dealer rule that decides this hand, in words: the soft-17 rule only
/// for a soft 17, where tables differ.
fn rule_for(rules: &TableRules, v: crate::game::hand::HandValue, lang: Lang) -> String {
    let id = match (v.total(), v.is_soft(), rules.dealer_soft_17) {
        (..=16, _, _) => "quiz-dealer-draws-16",
        (17, true, Soft17::Stands) => "quiz-dealer-stands-soft-17",
        (17, true, Soft17::Hits) => "quiz-dealer-hits-soft-17",
        (_, _, Soft17::Stands) => "quiz-dealer-stands-17",
        (_, _, Soft17::Hits) => "quiz-dealer-stands-hard-17",
    };
    lang.text(id, &[])
}

/// This table's soft-17 rule in one sentence, for a learner who thought the dealer may choose.
fn soft17_rule(rules: &TableRules, lang: Lang) -> String {
    lang.text(
        match rules.dealer_soft_17 {
            Soft17::Stands => "quiz-table-stands-soft-17",
            Soft17::Hits => "quiz-table-hits-soft-17",
        },
        &[],
    )
}

/// The dealer part-way through his turn: does he draw or stand?
pub fn dealer_play(d: &mut Dealing) -> Question {
    let (rules, lang) = (d.rules.clone(), d.lang);
    if rules.hole_card == HoleCard::Enhc && d.chance(20) {
        let up = d.draw();
        let player = vec![d.draw(), d.draw()];
        d.end_round();
        let why = lang.text("quiz-enhc-second-card", &[]);
        if d.chance(50) {
            return Question {
                situation: Situation { player, dealer: vec![up], ..Situation::default() },
                prompt: lang.text("quiz-enhc-before-players", &[]),
                expected: Expected::YesNo(false),
                why,
                traps: vec![Trap::when(TrapWhen::AnyWrong, "enhc-second-card-early", "yes")],
                options: Vec::new(),
                key: "dealer second card before players".to_string(),
                chart_row: None,
                lang,
            };
        }
        return Question {
            situation: Situation { player, dealer: vec![up], ..Situation::default() },
            prompt: lang.text("quiz-enhc-after-players", &[]),
            expected: Expected::YesNo(true),
            why: lang.text("quiz-enhc-now", &[("why", Arg::Text(&why))]),
            traps: vec![Trap::when(TrapWhen::AnyWrong, "enhc-second-card-early", "no")],
            options: Vec::new(),
            key: "dealer second card after players".to_string(),
            chart_row: None,
            lang,
        };
    }
    let dealer = if d.chance(25) {
        // A soft 17, the rule that differs between tables.
        let mut cards = vec![d.take(Rank::Ace)];
        if d.chance(60) {
            cards.push(d.take(Rank::Six));
        } else {
            let a = d.between(2, 4) as u8;
            cards.push(d.take_points(a));
            cards.push(d.take_points(6 - a));
        }
        cards
    } else {
        // A point of the dealer's turn: each card drawn only while his rule made him draw.
        let mut cards = vec![d.draw(), d.draw()];
        while Hand::new(cards.clone()).is_natural() {
            cards = vec![d.draw(), d.draw()];
        }
        let stop = d.between(0, 3);
        let mut drawn = 0;
        while drawn < stop && dealer_draws(&rules, value_of(&cards)) {
            cards.push(d.draw());
            drawn += 1;
        }
        if value_of(&cards).is_bust() {
            cards.pop();
        }
        cards
    };
    // The player's finished hand is shown too: the dealer must ignore it.
    let mut player = vec![d.draw(), d.draw()];
    while Hand::new(player.clone()).is_natural() {
        // A natural is paid at once; the dealer plays against hands that stood.
        player = vec![d.draw(), d.draw()];
    }
    let stand_on = d.between(12, 20) as u8;
    while value_of(&player).total() < stand_on {
        let room = 21 - value_of(&player).hard_points.min(21);
        // Hands that bust leave the dealer nothing to play against; keep to standing hands.
        match d.try_take_between(1, room.clamp(1, 10)) {
            Some(card) => player.push(card),
            None => break,
        }
    }
    d.end_round();
    let v = value_of(&dealer);
    let pv = value_of(&player);
    let draws = dealer_draws(&rules, v);
    let expected = if draws { Action::Hit } else { Action::Stand };
    let wrong = if draws { Action::Stand } else { Action::Hit };
    let mut traps = Vec::new();
    let soft17 = v.is_soft() && v.total() == 17;
    if soft17 {
        traps.push(Trap::is(Answer::Action(wrong), "other-table-soft-17"));
    }
    let aces = dealer.iter().filter(|c| c.rank.is_ace()).count();
    if aces > 0 && !v.is_soft() && draws && v.hard_points + 10 >= 17 {
        traps.push(Trap::is(Answer::Action(Action::Stand), "ace-always-eleven"));
    }
    // The catalogue's text fits every table; the note says which soft-17 rule this one posts.
    traps.push(Trap::is(Answer::Action(wrong), "dealer-has-a-choice").saying(soft17_rule(&rules, lang)));
    // Doubling, splitting or surrendering: moves of a player, never of the dealer, who only draws
    // or stands by his rule.
    traps.push(
        Trap::when(TrapWhen::AnyWrong, "dealer-has-a-choice", "d")
            .saying(lang.text("quiz-dealer-only-draws", &[])),
    );
    // The key is English in every language: it is saved.
    let key_total = if v.is_soft() { format!("soft {}", v.total()) } else { v.total().to_string() };
    let soft = if v.is_soft() { Some(true) } else { None };
    let dealer_total = Total::Points { total: v.total(), soft }.shown_in(lang);
    let player_total = if pv.is_bust() {
        lang.text("quiz-player-bust", &[("points", Arg::Int(u64::from(pv.hard_points)))])
    } else {
        pv.total().to_string()
    };
    let (cards, rule) = (show_ranks_in(&dealer, lang), rule_for(&rules, v, lang));
    let why = lang.text(
        "quiz-dealer-rule",
        &[
            ("cards", Arg::Text(&cards)),
            ("total", Arg::Text(&dealer_total)),
            ("rule", Arg::Text(&rule)),
            ("draws", Arg::Text(if draws { "yes" } else { "no" })),
            ("player", Arg::Text(&player_total)),
        ],
    );
    Question {
        situation: Situation { player, dealer, ..Situation::default() },
        prompt: lang.text("quiz-dealer-hit-or-stand", &[("player", Arg::Text(&player_total))]),
        expected: Expected::Action(expected),
        why,
        traps,
        options: Vec::new(),
        key: format!("dealer {key_total}"),
        chart_row: None,
        lang,
    }
}

/// A moment of play: the hand, where it came from, and what the seat holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Moment {
    /// The hand's cards.
    pub cards: Vec<Card>,
    /// The hand came from a split.
    pub from_split: bool,
    /// The hand was doubled and has had its card.
    pub doubled: bool,
    /// Hands the seat holds.
    pub seat_hands: u8,
    /// The dealer's up card.
    pub up: Card,
}

impl Moment {
    fn split_aces(&self) -> bool {
        self.play_moment().split_aces
    }

    /// The moment as the rules of play see it.
    pub fn play_moment(&self) -> PlayMoment {
        let mut m = PlayMoment::new(
            self.cards.iter().map(|c| c.rank),
            self.up.rank,
            self.from_split,
            self.seat_hands,
        );
        m.doubled = self.doubled;
        m
    }
}

/// The actions allowed at this moment, as [`legal::allowed`] decides them.
pub fn legal_actions(rules: &TableRules, m: &Moment) -> ActionSet {
    legal::allowed(rules, &m.play_moment())
}

/// The mistake of an answer that leaves out a move the rules allow.
const ALLOWED_MOVE_LEFT_OUT: &str = "allowed-move-left-out";

/// The kinds of moment the legal-moves drill deals.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum MomentKind {
    FirstTwo,
    Pair,
    SplitHand,
    SplitAces,
    AtTwentyOne,
    Doubled,
    Drawn,
}

/// A hand at some moment of play: which actions are allowed now?
pub fn legal_moves(d: &mut Dealing) -> Question {
    let rules = d.rules.clone();
    let kind = d
        .pick(&[
            MomentKind::FirstTwo,
            MomentKind::FirstTwo,
            MomentKind::Pair,
            MomentKind::SplitHand,
            MomentKind::SplitAces,
            MomentKind::AtTwentyOne,
            MomentKind::Doubled,
            MomentKind::Drawn,
        ])
        .unwrap_or(MomentKind::FirstTwo);
    let up = if rules.surrender == Surrender::EnhcUnlessAce && d.chance(30) {
        d.take(Rank::Ace)
    } else {
        d.draw()
    };
    let mut m = Moment { cards: Vec::new(), from_split: false, doubled: false, seat_hands: 1, up };
    match kind {
        MomentKind::FirstTwo => {
            m.cards = vec![d.draw(), d.draw()];
            // A natural is paid at once: no decision to make.
            while Hand::new(m.cards.clone()).is_natural() {
                m.cards = vec![d.draw(), d.draw()];
            }
        }
        MomentKind::Pair => {
            let points = d.between(1, 10) as u8;
            let a = d.take_points(points);
            let b = if d.chance(70) { d.take(a.rank) } else { d.take_points(points) };
            m.cards = vec![a, b];
            if !(rules.max_hands > 2 && d.chance(40)) {
                m.seat_hands = 1;
            } else {
                // Already split before: the seat holds more hands, and this one came from a split.
                m.seat_hands = d.between(2, u64::from(rules.max_hands)) as u8;
                m.from_split = true;
                if a.rank.is_ace() {
                    m.seat_hands = 2;
                }
            }
        }
        MomentKind::SplitHand => {
            let first = d.take_between(2, 10);
            m.cards = vec![first, d.draw()];
            m.from_split = true;
            m.seat_hands = 2;
        }
        MomentKind::SplitAces => {
            m.cards = vec![d.take(Rank::Ace), d.draw()];
            m.from_split = true;
            m.seat_hands = 2;
        }
        MomentKind::AtTwentyOne => {
            if rules.max_hands >= 2 && d.chance(40) {
                // Split tens caught an Ace: 21 on two cards, not a blackjack.
                m.cards = vec![d.take_points(10), d.take(Rank::Ace)];
                m.from_split = true;
                m.seat_hands = 2;
            } else {
                let a = d.between(2, 9) as u8;
                let b = d.between(u64::from(11u8.saturating_sub(a).max(2)), 9) as u8;
                let rest = 21 - a - b;
                m.cards = vec![
                    d.take_points(a),
                    d.take_points(b),
                    d.take_points(if rest == 11 { 1 } else { rest.min(10) }),
                ];
            }
        }
        MomentKind::Doubled => {
            let total = d.pick(&[9u8, 10, 11]).unwrap_or(11);
            let a = d.between(u64::from(total.saturating_sub(9).max(2)), u64::from((total - 2).min(9))) as u8;
            m.cards = vec![d.take_points(a), d.take_points(total - a), d.draw()];
            m.doubled = true;
        }
        MomentKind::Drawn => {
            m.cards = vec![d.take_between(2, 6), d.take_between(2, 6), d.draw()];
            while value_of(&m.cards).total() >= 21 {
                m.cards.pop();
                m.cards.push(d.take_between(1, 4));
            }
        }
    }
    d.end_round();
    moment_question_in(&rules, m, d.lang)
}

/// The question for a moment of play, with its traps and its explanation: every refused action
/// is a trap named after the rule that refuses it, and the rule, in the words of [`legal`], is the
/// explanation.
pub fn moment_question(rules: &TableRules, m: Moment) -> Question {
    moment_question_in(rules, m, Lang::En)
}

/// The question of [`moment_question`], asked in `lang`.
pub fn moment_question_in(rules: &TableRules, m: Moment, lang: Lang) -> Question {
    let moment = m.play_moment();
    let legal = legal::allowed(rules, &moment);
    let v = value_of(&m.cards);
    let two = m.cards.len() == 2;
    let mut traps = Vec::new();
    let mut reasons: Vec<String> = Vec::new();
    let mut said: Vec<String> = Vec::new();
    for action in ACTIONS {
        let Some(refusal) = legal::refusal(rules, &moment, action) else { continue };
        let example: String =
            legal.with(action).actions().iter().map(|x| x.letter().to_ascii_lowercase()).collect();
        traps.push(Trap::when(TrapWhen::Includes(action), mistake_for_refusal(refusal), example));
        // Two cards of different values are no pair anywhere: not worth a sentence, nor is a
        // move this table never offers, nor a surrender too late where none is offered.
        let worth_saying = match refusal {
            Refusal::NotAPair { .. }
            | Refusal::SplitNotTwoCards
            | Refusal::NoSurrender
            | Refusal::NoSplitting => false,
            Refusal::SurrenderTooLate | Refusal::SurrenderAfterSplit => rules.surrender != Surrender::None,
            _ => true,
        };
        // One sentence a rule, however many moves it refuses.
        let rule = refusal.words_in(lang);
        if worth_saying && !said.contains(&rule) {
            reasons.push(refusal_sentence(action, refusal, lang));
            said.push(rule);
        }
    }
    // An answer that takes in no refused move leaves out one that is allowed.
    for action in legal.actions() {
        let example: String = legal
            .actions()
            .into_iter()
            .filter(|a| *a != action)
            .map(|a| a.letter().to_ascii_lowercase())
            .collect();
        if !example.is_empty() {
            traps.push(Trap::when(TrapWhen::Omits(action), ALLOWED_MOVE_LEFT_OUT, example));
        }
    }
    let mut where_from = Vec::new();
    if m.from_split {
        where_from.push(lang.text("quiz-from-split", &[("hands", Arg::Int(u64::from(m.seat_hands)))]));
    }
    if m.doubled {
        where_from.push(lang.text("quiz-doubled-one-card", &[]));
    }
    let context = where_from
        .into_iter()
        .reduce(|first, next| {
            lang.text("quiz-list", &[("first", Arg::Text(&first)), ("next", Arg::Text(&next))])
        })
        .map(|what| format!(" {}", lang.text("quiz-legal-moves-context", &[("what", Arg::Text(&what))])))
        .unwrap_or_default();
    let key = if m.doubled {
        "moves doubled".to_string()
    } else if m.split_aces() {
        "moves split aces".to_string()
    } else if v.total() == 21 {
        "moves at 21".to_string()
    } else if two && rules.pair_rule.is_pair(m.cards[0].rank, m.cards[1].rank) {
        format!("moves pair {}", m.cards[0].rank.points())
    } else if two {
        format!("moves {}{}", if m.from_split { "split " } else { "" }, describe_value(&m.cards))
    } else {
        "moves drawn".to_string()
    };
    Question {
        situation: Situation {
            player: m.cards.clone(),
            dealer: vec![m.up],
            from_split: m.from_split,
            doubled: m.doubled,
            seat_hands: if m.seat_hands > 1 { Some(m.seat_hands) } else { None },
            ..Situation::default()
        },
        prompt: lang.text(
            "quiz-legal-moves",
            &[("context", Arg::Text(&context)), ("letters", Arg::Text(&legal_words_in(lang, &ACTIONS)))],
        ),
        expected: Expected::Actions(legal),
        why: {
            let shown = actions_shown_in(legal, lang);
            if reasons.is_empty() {
                lang.text("quiz-allowed", &[("legal", Arg::Text(&shown))])
            } else {
                let reasons = reasons.join(" ");
                lang.text(
                    "quiz-allowed-because",
                    &[("legal", Arg::Text(&shown)), ("reasons", Arg::Text(&reasons))],
                )
            }
        },
        traps,
        options: Vec::new(),
        key,
        chart_row: None,
        lang,
    }
}

fn describe_value(cards: &[Card]) -> String {
    let v = value_of(cards);
    if v.is_soft() { format!("soft {}", v.total()) } else { format!("hard {}", v.total()) }
}

/// A refused action in `legal`'s own words, as the drills say it: `Double: this table does not
/// allow doubling after a split.`
pub(super) fn refusal_sentence(action: Action, refusal: Refusal, lang: Lang) -> String {
    let (name, rule) = (capitalised(&action.name_in(lang)), refusal.words_in(lang));
    lang.text("drill-refused", &[("move", Arg::Text(&name)), ("rule", Arg::Text(&rule))])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::card::Suit;
    use crate::game::rules::preset;

    fn cards(ranks: &[Rank]) -> Vec<Card> {
        ranks.iter().map(|r| Card::new(*r, Suit::Clubs)).collect()
    }

    fn moment(ranks: &[Rank], up: Rank) -> Moment {
        Moment {
            cards: cards(ranks),
            from_split: false,
            doubled: false,
            seat_hands: 1,
            up: Card::new(up, Suit::Hearts),
        }
    }

    #[test]
    fn legal_actions_follow_each_table() {
        use Rank::*;
        let it = preset("casino-it").unwrap();
        assert_eq!(legal_actions(&it, &moment(&[Five, Four], Ten)).to_string(), "hit, stand, double");
        assert_eq!(legal_actions(&it, &moment(&[Ace, Seven], Ten)).to_string(), "hit, stand");
        let fr = preset("casino-fr").unwrap();
        assert_eq!(
            legal_actions(&fr, &moment(&[Ten, Six], Ten)).to_string(),
            "hit, stand, double, surrender"
        );
        assert_eq!(legal_actions(&fr, &moment(&[Ten, Six], Ace)).to_string(), "hit, stand, double");
        assert_eq!(legal_actions(&fr, &moment(&[King, Queen], Ace)).to_string(), "hit, stand, double, split");
        let book = preset("book").unwrap();
        assert_eq!(legal_actions(&book, &moment(&[King, Queen], Two)).to_string(), "hit, stand, double");
        let mut doubled = moment(&[Five, Six, Two], Nine);
        doubled.doubled = true;
        assert_eq!(legal_actions(&book, &doubled).to_string(), "stand");
        let mut aces = moment(&[Ace, Nine], Nine);
        aces.from_split = true;
        aces.seat_hands = 2;
        assert_eq!(legal_actions(&book, &aces).to_string(), "stand");
        let q = preset("quebec-s17").unwrap();
        let mut tens = moment(&[Ten, Ace], Nine);
        tens.from_split = true;
        tens.seat_hands = 2;
        assert_eq!(legal_actions(&q, &tens).to_string(), "stand");
        assert_eq!(legal_actions(&book, &moment(&[Five, Six, Ten], Nine)).to_string(), "stand");
    }
}
