//! Playing drills that need only the rules: the dealer's fixed rule, and the moves allowed at a
//! given moment.

use super::answer::{Action, ActionSet, Answer};
use super::dealing::{Dealing, dealer_draws, show_ranks, value_of};
use super::question::{Expected, Question, Situation, Trap, TrapWhen};
use crate::game::card::{Card, Rank};
use crate::game::hand::Hand;
use crate::game::rules::{DoubleOn, HoleCard, Soft17, Surrender, TableRules};

fn soft17_words(rules: &TableRules) -> &'static str {
    match rules.dealer_soft_17 {
        Soft17::Stands => "draws to 16 and stands on every 17, soft 17 included",
        Soft17::Hits => "draws to 16, hits a soft 17 and stands on hard 17 and up",
    }
}

/// The dealer part-way through his turn: does he draw or stand?
pub fn dealer_play(d: &mut Dealing) -> Question {
    let rules = d.rules.clone();
    if rules.hole_card == HoleCard::Enhc && d.chance(20) {
        let up = d.draw();
        let player = vec![d.draw(), d.draw()];
        d.end_round();
        let why = "Under no hole card the dealer draws his second card only after every player has finished.";
        if d.chance(50) {
            return Question {
                situation: Situation { player, dealer: vec![up], ..Situation::default() },
                prompt: "No hole card: the dealer has one card, and you have yet to play your hand. Does he take his second card now?".to_string(),
                expected: Expected::YesNo(false),
                why: why.to_string(),
                traps: vec![Trap::when(TrapWhen::AnyWrong, "enhc-second-card-early", "yes")],
                options: Vec::new(),
                key: "dealer second card before players".to_string(),
            };
        }
        return Question {
            situation: Situation { player, dealer: vec![up], ..Situation::default() },
            prompt: "No hole card: the dealer has one card, and every player has now finished. Does he take his second card now?".to_string(),
            expected: Expected::YesNo(true),
            why: format!("{why} That moment has come: he draws it, then plays by his rule."),
            traps: Vec::new(),
            options: Vec::new(),
            key: "dealer second card after players".to_string(),
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
    traps.push(Trap::is(Answer::Action(wrong), "dealer-has-a-choice"));
    let dealer_total = if v.is_soft() { format!("soft {}", v.total()) } else { v.total().to_string() };
    let player_total =
        if pv.is_bust() { format!("bust ({})", pv.hard_points) } else { pv.total().to_string() };
    let why = format!(
        "The dealer's {} is {dealer_total}. At this table he {}, so he {}. Your {player_total} makes no difference: he follows the rule.",
        show_ranks(&dealer),
        soft17_words(&rules),
        if draws { "draws" } else { "stands" }
    );
    Question {
        situation: Situation { player, dealer, ..Situation::default() },
        prompt: format!("You stand on {player_total}. Does the dealer hit or stand?"),
        expected: Expected::Action(expected),
        why,
        traps,
        options: Vec::new(),
        key: format!("dealer {dealer_total}"),
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
        self.from_split && self.cards.first().is_some_and(|c| c.rank.is_ace())
    }
}

/// The actions allowed at this moment, from the table's rules.
pub fn legal_actions(rules: &TableRules, m: &Moment) -> ActionSet {
    let v = value_of(&m.cards);
    let mut set = ActionSet::EMPTY.with(Action::Stand);
    if m.doubled || v.is_bust() {
        return set;
    }
    let two = m.cards.len() == 2;
    if two {
        let (a, b) = (m.cards[0].rank, m.cards[1].rank);
        if rules.may_split(a, b, m.seat_hands) && (!m.split_aces() || rules.resplit_aces.is_allowed()) {
            set = set.with(Action::Split);
        }
        if rules.may_double(a, b, m.from_split, m.split_aces())
            && !(v.total() == 21 && m.from_split && m.split_aces())
        {
            set = set.with(Action::Double);
        }
        if !m.from_split && m.seat_hands == 1 && rules.may_surrender(m.up.rank) {
            set = set.with(Action::Surrender);
        }
    }
    if m.split_aces() && m.cards.len() >= 2 {
        // Split Aces take one card and stand (a re-split aside).
        return set.minus(ActionSet::EMPTY.with(Action::Double));
    }
    if v.total() < 21 {
        set = set.with(Action::Hit);
    }
    set
}

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
    moment_question(&rules, m)
}

/// The question for a moment of play, with its traps and its explanation.
pub fn moment_question(rules: &TableRules, m: Moment) -> Question {
    let legal = legal_actions(rules, &m);
    let v = value_of(&m.cards);
    let two = m.cards.len() == 2;
    let mut traps = Vec::new();
    let mut reasons = Vec::new();
    let bad = |a: Action| !legal.contains(a);
    let example_with = |a: Action| {
        legal.with(a).actions().iter().map(|x| x.letter().to_ascii_lowercase()).collect::<String>()
    };
    if m.doubled {
        traps.push(Trap::when(
            TrapWhen::Includes(Action::Hit),
            "card-after-double",
            example_with(Action::Hit),
        ));
        reasons.push("The hand was doubled and has had its one card: it stands.".to_string());
    } else if m.split_aces() && m.cards.len() == 2 {
        traps.push(Trap::when(
            TrapWhen::Includes(Action::Hit),
            "other-table-split-aces",
            example_with(Action::Hit),
        ));
        if bad(Action::Split) && m.cards[1].rank.is_ace() {
            traps.push(Trap::when(
                TrapWhen::Includes(Action::Split),
                "other-table-split-aces",
                example_with(Action::Split),
            ));
        }
        if bad(Action::Double) {
            traps.push(Trap::when(
                TrapWhen::Includes(Action::Double),
                "other-table-split-aces",
                example_with(Action::Double),
            ));
        }
        reasons.push(if legal.contains(Action::Split) {
            "Split Aces take one card each; this table lets a new pair of Aces be split again.".to_string()
        } else {
            "Split Aces take one card each and stand.".to_string()
        });
    } else if v.total() == 21 {
        traps.push(Trap::when(TrapWhen::Includes(Action::Hit), "drawing-at-21", example_with(Action::Hit)));
        if two && bad(Action::Double) && !rules.double_on_21.is_allowed() {
            traps.push(Trap::when(
                TrapWhen::Includes(Action::Double),
                "double-on-two-card-21",
                example_with(Action::Double),
            ));
            reasons.push(
                "A hand at 21 takes no card, and this table refuses a double on a two-card 21.".to_string(),
            );
        } else {
            reasons.push("A hand at 21 takes no card.".to_string());
        }
    }
    if two && !m.doubled && !m.split_aces() && v.total() < 21 {
        let (a, b) = (m.cards[0].rank, m.cards[1].rank);
        let total = v.total();
        if bad(Action::Double) {
            if m.from_split && !rules.double_after_split.is_allowed() {
                traps.push(Trap::when(
                    TrapWhen::Includes(Action::Double),
                    "other-table-rules",
                    example_with(Action::Double),
                ));
                reasons.push("This table does not allow a double after a split.".to_string());
            } else if rules.double_on == DoubleOn::NineToEleven && !rules.double_on.allows_total(total) {
                traps.push(Trap::when(
                    TrapWhen::Includes(Action::Double),
                    "double-outside-nine-to-eleven",
                    example_with(Action::Double),
                ));
                reasons.push(format!(
                    "Here only 9, 10 or 11 on two cards may be doubled, and this hand is {}.",
                    describe_value(&m.cards)
                ));
            } else {
                traps.push(Trap::when(
                    TrapWhen::Includes(Action::Double),
                    "other-table-rules",
                    example_with(Action::Double),
                ));
                reasons.push(format!("This table does not let {} be doubled.", describe_value(&m.cards)));
            }
        } else {
            reasons.push("These two cards may be doubled here.".to_string());
        }
        if rules.pair_rule.is_pair(a, b) {
            if legal.contains(Action::Split) {
                reasons.push(format!(
                    "A pair, and the seat holds {} of at most {} hands: it may be split.",
                    m.seat_hands, rules.max_hands
                ));
            } else {
                let mistake = if a.is_ace() { "other-table-split-aces" } else { "other-table-rules" };
                traps.push(Trap::when(
                    TrapWhen::Includes(Action::Split),
                    mistake,
                    example_with(Action::Split),
                ));
                reasons.push(if a.is_ace() && m.seat_hands > 1 {
                    "Aces are split only once here.".to_string()
                } else {
                    format!(
                        "The seat already holds {} hands, the most this table allows: no further split.",
                        m.seat_hands
                    )
                });
            }
        } else if a.points() == b.points() {
            traps.push(Trap::when(
                TrapWhen::Includes(Action::Split),
                "other-table-rules",
                example_with(Action::Split),
            ));
            reasons.push(format!("{} and {} have the same value but not the same rank, and this table splits only equal ranks.", a, b));
        }
        if m.from_split || m.seat_hands > 1 {
            if bad(Action::Surrender) && rules.surrender != Surrender::None {
                traps.push(Trap::when(
                    TrapWhen::Includes(Action::Surrender),
                    "other-table-rules",
                    example_with(Action::Surrender),
                ));
                reasons.push(
                    "Surrender is only for the first two cards of a hand that was not split.".to_string(),
                );
            }
        } else if rules.surrender == Surrender::EnhcUnlessAce && m.up.rank.is_ace() {
            traps.push(Trap::when(
                TrapWhen::Includes(Action::Surrender),
                "surrender-against-ace",
                example_with(Action::Surrender),
            ));
            reasons.push("No surrender against a dealer Ace here.".to_string());
        } else if rules.surrender == Surrender::None {
            traps.push(Trap::when(
                TrapWhen::Includes(Action::Surrender),
                "other-table-rules",
                example_with(Action::Surrender),
            ));
        } else if legal.contains(Action::Surrender) {
            reasons.push("Surrender is open on the first two cards.".to_string());
        }
    } else if !two && v.total() < 21 && !m.doubled {
        traps.push(Trap::when(
            TrapWhen::Includes(Action::Double),
            "other-table-rules",
            example_with(Action::Double),
        ));
        reasons.push("With more than two cards only hit or stand remain.".to_string());
    }
    traps.push(Trap::when(
        TrapWhen::AnyWrong,
        "other-table-rules",
        if legal.contains(Action::Hit) { "s" } else { "hs" },
    ));
    let mut where_from = Vec::new();
    if m.from_split {
        where_from.push(format!("a split hand (the seat holds {} hands)", m.seat_hands));
    }
    if m.doubled {
        where_from.push("a doubled hand that has had its one card".to_string());
    }
    let context =
        if where_from.is_empty() { String::new() } else { format!(" This is {}.", where_from.join(", ")) };
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
        prompt: format!(
            "Which actions are allowed now?{context} (letters: h hit, s stand, d double, p split, r surrender)"
        ),
        expected: Expected::Actions(legal),
        why: format!("Allowed: {legal}. {}", reasons.join(" ")).trim_end().to_string(),
        traps,
        options: Vec::new(),
        key,
    }
}

fn describe_value(cards: &[Card]) -> String {
    let v = value_of(cards);
    if v.is_soft() { format!("soft {}", v.total()) } else { format!("hard {}", v.total()) }
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
