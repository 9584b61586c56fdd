//! The deck countdown: a deck's worth of cards from the top of the table's shoe, freshly
//! shuffled, shown one at a time or two at a time, and the running count of them all, timed
//! from the first card to the answer. A few cards of the deck are never shown, so the count of a
//! balanced system is not always 0; a miss shows the count after every row of cards, so the
//! learner finds the row where their count first went wrong.

use super::answer::signed;
use super::card_counting::count_situation;
pub use super::count_words::mode_words;
use super::dealing::Dealing;
pub use super::question::{CHECK_ROW, Countdown, mode_word};
use super::question::{Expected, Question, Situation, Trap, TrapWhen};
use crate::game::card::{Card, Rank, Suit};
use crate::lang::Arg;

/// The fewest and the most cards of a deck left unshown.
const HELD_BACK: (u64, u64) = (1, 12);

/// How every countdown key begins.
pub const KEY_PREFIX: &str = "countdown ";

/// The key a countdown is saved under: the system, the mode and the cards shown
/// (`countdown hi-lo pairs 47 cards`). [`read_key`] reads it back: the learner's bests are
/// worked out from it and the answer's time.
pub fn key(system: &str, at_a_time: u8, cards: usize) -> String {
    format!("{KEY_PREFIX}{system} {} {cards} cards", mode_word(at_a_time))
}

/// What a countdown key holds: the system, the cards shown at a time, the cards; `None` for any
/// other key.
pub fn read_key(key: &str) -> Option<(String, u8, u32)> {
    let rest = key.strip_prefix(KEY_PREFIX)?.strip_suffix(" cards")?;
    let mut words = rest.split(' ');
    let (system, mode, cards) = (words.next()?, words.next()?, words.next()?);
    if words.next().is_some() {
        return None;
    }
    let at_a_time = match mode {
        "one" => 1,
        "pairs" => 2,
        _ => return None,
    };
    let cards: u32 = cards.parse().ok().filter(|&n| n > 0)?;
    Some((system.to_string(), at_a_time, cards))
}

/// A deck's worth of cards, less a few never shown, from the top of the table's shoe freshly
/// shuffled: the running count of them all.
pub fn deck_countdown(d: &mut Dealing) -> Question {
    let system = d.counting.system.clone();
    let at_a_time = if d.counting.pairs { 2 } else { 1 };
    let decks = d.rules.decks.max(1);
    let start = system.initial_running_count(decks).unwrap_or(0);
    let mut shoe: Vec<Card> = Vec::with_capacity(52 * usize::from(decks));
    for _ in 0..decks {
        for suit in Suit::ALL {
            for rank in Rank::ALL {
                shoe.push(Card { rank, suit });
            }
        }
    }
    let held = d.between(HELD_BACK.0, HELD_BACK.1) as usize;
    let shown = 52 - held;
    // The first `shown` places of a Fisher-Yates shuffle: the top of a shuffled shoe.
    for i in 0..shown {
        let j = i + d.below(shoe.len() - i);
        shoe.swap(i, j);
    }
    shoe.truncate(shown);
    let mut count = start;
    let mut checks = Vec::new();
    for row in shoe.chunks(CHECK_ROW) {
        count += row.iter().map(|&c| i32::from(system.tag(c))).sum::<i32>();
        checks.push(count);
    }
    let lang = d.lang;
    let (start_words, count_words) = (signed(start), signed(count));
    let why = lang.text(
        if decks == 1 { "count-countdown-why-deck" } else { "count-countdown-why-shoe" },
        &[
            ("system", Arg::Text(&system.name)),
            ("start", Arg::Text(&start_words)),
            ("shown", Arg::Int(shown as u64)),
            ("decks", Arg::Int(u64::from(decks))),
            ("held", Arg::Int(held as u64)),
            ("count", Arg::Text(&count_words)),
            ("row", Arg::Int(CHECK_ROW as u64)),
        ],
    );
    // Any wrong count: where it went wrong is for the learner to find in the rows a miss shows.
    let trap = Trap::when(TrapWhen::AnyWrong, "countdown-off", signed(count + 1));
    let mut situation = count_situation(d);
    situation.start = Some(start);
    situation.countdown = Some(Countdown { cards: shoe, at_a_time, checks });
    Question {
        situation: Situation { count: Some(situation), ..Situation::default() },
        prompt: lang.text(
            "count-countdown-prompt",
            &[("system", Arg::Text(&system.name)), ("shown", Arg::Int(shown as u64))],
        ),
        expected: Expected::Count(count),
        why,
        traps: vec![trap],
        options: Vec::new(),
        key: key(&system.id, at_a_time, shown),
        chart_row: None,
        lang,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::coach::drill::Setting;

    #[test]
    fn a_countdown_counts_a_deck_less_a_few_cards_and_checks_every_row() {
        for (table, pairs) in [("book", false), ("quebec-s17", true)] {
            let mut setting = Setting::preset(table).unwrap();
            setting.counting.pairs = pairs;
            let mut d = Dealing::new(&setting, 5);
            let hilo = crate::strategy::counting::shipped("hi-lo").unwrap();
            let mut zero = 0;
            for _ in 0..200 {
                let q = deck_countdown(&mut d);
                let count = q.situation.count.as_ref().unwrap();
                let c = count.countdown.as_ref().unwrap();
                assert!((40..=51).contains(&c.cards.len()), "{}", c.cards.len());
                assert_eq!(c.at_a_time, if pairs { 2 } else { 1 });
                // No card shown twice more often than the shoe holds it.
                let most = usize::from(setting.rules.decks);
                for card in &c.cards {
                    assert!(c.cards.iter().filter(|x| *x == card).count() <= most);
                }
                let sum: i32 = c.cards.iter().map(|&x| i32::from(hilo.tag(x))).sum();
                assert_eq!(q.expected, Expected::Count(sum));
                zero += usize::from(sum == 0);
                // Each check is the count of the cards up to its row's end.
                for (i, check) in c.checks.iter().enumerate() {
                    let upto = ((i + 1) * CHECK_ROW).min(c.cards.len());
                    let s: i32 = c.cards[..upto].iter().map(|&x| i32::from(hilo.tag(x))).sum();
                    assert_eq!(*check, s);
                }
                assert_eq!(c.checks.last(), Some(&sum));
                assert_eq!(read_key(&q.key), Some(("hi-lo".to_string(), c.at_a_time, c.cards.len() as u32)));
                assert_eq!(q.judge(&signed(sum + 2)).mistake, Some("countdown-off"));
                assert!(q.judge(&signed(sum)).correct);
            }
            assert!(zero < 60, "{zero} of 200 count to 0 at {table}");
        }
    }

    #[test]
    fn a_key_reads_back_and_rows_are_named_by_their_cards() {
        assert_eq!(key("hi-lo", 2, 47), "countdown hi-lo pairs 47 cards");
        assert_eq!(read_key("countdown hi-lo pairs 47 cards"), Some(("hi-lo".into(), 2, 47)));
        assert_eq!(read_key("countdown zen one 40 cards"), Some(("zen".into(), 1, 40)));
        assert_eq!(read_key("countdown zen three 40 cards"), None);
        assert_eq!(read_key("running count hi-lo 5 cards"), None);
        let card = |rank| Card { rank, suit: Suit::ALL[0] };
        let c = Countdown {
            cards: vec![
                card(Rank::Two),
                card(Rank::King),
                card(Rank::Five),
                card(Rank::Six),
                card(Rank::Ace),
            ],
            at_a_time: 2,
            checks: vec![2, 1],
        };
        let rows = c.check_rows();
        assert_eq!((rows[0].0.as_str(), rows[0].1.len(), rows[0].2), ("1-4", 4, 2));
        assert_eq!((rows[1].0.as_str(), rows[1].1.len(), rows[1].2), ("5", 1, 1));
        assert_eq!(c.groups().map(<[Card]>::len).collect::<Vec<_>>(), [2, 2, 1]);
    }
}
