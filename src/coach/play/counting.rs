//! A counting session of play (`play --count SYSTEM`): the running count of the cards shown since
//! the shuffle and the true count, with the decks left read from the discard tray to the half deck
//! as the true-count drill reads them. Shown before each decision, or hidden (`--hidden`) and
//! checked instead: at random between rounds and at every shoe's end the learner is asked the
//! running count, then the true count. Either way each decision is judged at the true count of the
//! cards shown: a hand whose cell has an index play by the values solved at that count (as the
//! deviations drill asks it), insurance by the system's insurance index, each bet by the ramp.

use std::collections::HashMap;
use std::sync::Arc;

use super::INSURANCE_KEY;
use crate::coach::drill::answer::Answer;
use crate::coach::drill::answer::legal_words_in;
use crate::coach::drill::card_counting::{count_situation_of, ramp_question, true_count_question};
use crate::coach::drill::count_words::{count_steps_in, decks_size};
use crate::coach::drill::dealing::indices_of;
use crate::coach::drill::index_play::{IndexSpot, index_question};
use crate::coach::drill::moves::Moment;
use crate::coach::drill::question::{Expected, Question, Situation, Trap, TrapWhen};
use crate::coach::drill::tray::{half_decks, left_halves, read_halves};
use crate::game::action::ActionSet;
use crate::game::card::Card;
use crate::game::round::Round;
use crate::game::rules::{Reshuffle, TableRules};
use crate::lang::{Arg, Lang};
use crate::strategy::chart::{CellKind, Chart};
use crate::strategy::counting::{Balance, CountingSystem, TrueCountRule};
use crate::strategy::entry_exit::{EntryExit, entry_exit};
use crate::strategy::indices::{IndexSettings, Indices, InsuranceByCount, insurance_by_count};
use crate::strategy::ramp::{DEFAULT_RAMP, Ramp};

/// One round in this many, drawn at random, ends with a count check in a hidden session (and
/// every shoe's last round does).
pub const CHECK_ONE_ROUND_IN: u32 = 4;

/// What a counting session counts with: the system, its insurance index and index plays at this
/// table, the ramp bets are judged by, and whether the count is shown.
#[derive(Debug, Clone, PartialEq)]
pub struct CountSession {
    /// The counting system.
    pub system: CountingSystem,
    /// Insurance by the count: the index and insurance's value at each true count.
    pub insurance: InsuranceByCount,
    /// The table's indices for the system, solved at each true count.
    pub indices: Arc<Indices>,
    /// The ramp each asked bet is judged by.
    pub ramp: Ramp,
    /// Whether the count is kept from the learner and checked instead of shown.
    pub hidden: bool,
    /// At a shoe game, the table's entry and exit points when the learner is asked before each
    /// round whether to play, sit out or leave (`--wong`).
    pub wong: Option<Arc<EntryExit>>,
    /// Whether other players come and go between rounds (`--seats-vary`).
    pub seats_vary: bool,
}

impl CountSession {
    /// The counting session of a system at a table; refused, in words, for a count that keeps no
    /// true count (an unbalanced one), whose insurance play has no index here.
    pub fn new(rules: &TableRules, system: CountingSystem) -> Result<CountSession, String> {
        CountSession::new_in(rules, system, Lang::En)
    }

    /// The counting session of a system at a table, refused in words of `lang` (see
    /// [`CountSession::new`]).
    pub fn new_in(rules: &TableRules, system: CountingSystem, lang: Lang) -> Result<CountSession, String> {
        if system.balance != Balance::Balanced || system.true_count.is_none() {
            return Err(lang.text("play-count-unbalanced", &[("system", Arg::Text(&system.name))]));
        }
        let insurance = insurance_by_count(rules, &system, IndexSettings::for_table(rules))
            .map_err(|e| format!("{}: {e}", system.name))?;
        let indices = indices_of(rules, &system).map_err(|e| format!("{}: {e}", system.name))?;
        let ramp = crate::strategy::ramp::shipped(DEFAULT_RAMP)?;
        Ok(CountSession { system, insurance, indices, ramp, hidden: false, wong: None, seats_vary: false })
    }

    /// The same session with the count kept from the learner, and checked; refused, in words,
    /// at a table that shuffles before every round, where no count is carried from one round to
    /// the next.
    pub fn hidden(self, rules: &TableRules, lang: Lang) -> Result<CountSession, String> {
        match hidden_refusal(rules, lang) {
            Some(refused) => Err(refused),
            None => Ok(CountSession { hidden: true, ..self }),
        }
    }

    /// The same session asking before each round whether to play, sit out or leave, judged by
    /// the table's entry and exit points for its system and ramp (so give the ramp first);
    /// refused, in words, at a table that shuffles before every round (no shoe to sit out or
    /// leave), and without another player's box to watch a round dealt to.
    pub fn wong(self, rules: &TableRules, options: &super::PlayOptions) -> Result<CountSession, String> {
        if let Some(refused) = wong_refusal(rules, options) {
            return Err(refused);
        }
        let points = entry_exit(rules, &self.indices, &self.system.name, &self.ramp);
        Ok(CountSession { wong: Some(Arc::new(points)), ..self })
    }

    /// The same session with other players coming and going between rounds; refused, in words,
    /// as [`seats_vary_refusal`] says.
    pub fn seats_vary(
        self,
        rules: &TableRules,
        options: &super::PlayOptions,
    ) -> Result<CountSession, String> {
        match seats_vary_refusal(rules, options) {
            Some(refused) => Err(refused),
            None => Ok(CountSession { seats_vary: true, ..self }),
        }
    }

    /// The same session betting by `ramp`.
    #[must_use]
    pub fn with_ramp(self, ramp: Ramp) -> CountSession {
        CountSession { ramp, ..self }
    }

    /// The question of a hand whose cell has an index play, at the true count of the cards shown:
    /// judged by the values solved at that count among the moves allowed. `None` for a hand with
    /// no index play in its cell, or at a count beyond those solved: the chart judges it.
    pub(super) fn index_question(
        &self,
        rules: &TableRules,
        chart: &Chart,
        spot: &Moment,
        legal: ActionSet,
        tc: i32,
        lang: Lang,
    ) -> Option<Question> {
        let indices = &*self.indices;
        indices.values_at(tc)?;
        let ranks: Vec<_> = spot.cards.iter().map(|c| c.rank).collect();
        let pair = matches!(ranks.as_slice(), [a, b] if rules.pair_rule.is_pair(*a, *b));
        let cell = chart.cell_for(&ranks, pair, spot.up.rank)?;
        // A hard hand of three cards or more has a cell of its own where the chart has one; its
        // index is the two-card cell's index for three cards, where that differs.
        let (kind, player) = match cell.kind {
            CellKind::Hard3Plus => (CellKind::Hard, cell.player),
            other => (other, cell.player),
        };
        let play = indices.plays_of(kind, player, spot.up.rank).into_iter().next()?;
        let kind = if spot.cards.len() >= 3 && kind == CellKind::Hard && play.three_cards.is_some() {
            CellKind::Hard3Plus
        } else {
            kind
        };
        let index_spot =
            IndexSpot { indices, play, kind, cards: spot.cards.clone(), up: spot.up, tc, legal: Some(legal) };
        let situation = count_situation_of(&self.system, rules.decks);
        let question = index_question(&index_spot, (rules, Some(chart)), &self.system.name, situation, lang);
        let moves = legal_words_in(lang, &legal.actions());
        Some(Question { prompt: lang.text("drill-your-play", &[("moves", Arg::Text(&moves))]), ..question })
    }

    /// The bet question at the true count of the cards shown: the ramp's bet, at most `most`
    /// chips (the table's maximum, or the chips in front of the learner, as `most` says), in
    /// words of `lang`.
    pub(super) fn bet_question(
        &self,
        rules: &TableRules,
        tc: i32,
        most: (u64, Most),
        lang: Lang,
    ) -> Question {
        let situation = count_situation_of(&self.system, rules.decks);
        let words = lang.text(
            match most.1 {
                Most::TableMax => "money-ramp-table-max",
                Most::Chips => "play-count-chips-in-front",
            },
            &[],
        );
        let mut question = ramp_question(&self.ramp, rules, tc, Some((most.0, &words)), situation, lang);
        question.prompt = lang.text("play-count-bet-prompt", &[]);
        question.traps.push(Trap::when(TrapWhen::AnyWrong, "bet-off-ramp", "1"));
        question
    }
}

/// A count with its sign, zero too, as play writes it: `+3`, `-2`, `+0`.
fn plus(count: i32) -> String {
    format!("{count:+}")
}

/// What caps a bet asked by the ramp: the table's maximum, or the chips in front of the learner.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Most {
    TableMax,
    Chips,
}

/// Why a count cannot be kept hidden at the table `rules`, in words of `lang`: a table that
/// shuffles before every round carries no count from one round to the next. `None` where it can.
pub fn hidden_refusal(rules: &TableRules, lang: Lang) -> Option<String> {
    (rules.reshuffle == Reshuffle::EveryRound)
        .then(|| lang.text("play-count-hidden-every-round", &[("table", Arg::Text(&rules.id))]))
}

/// Why a session at `rules` with `options` cannot ask before each round whether to play, sit
/// out or leave, in words of the session's language; `None` when it can.
pub fn wong_refusal(rules: &TableRules, options: &super::PlayOptions) -> Option<String> {
    let lang = options.lang;
    if rules.reshuffle == Reshuffle::EveryRound {
        return Some(lang.text("play-count-wong-every-round", &[("table", Arg::Text(&rules.id))]));
    }
    if options.seats < 2 {
        return Some(lang.text("play-count-wong-seats", &[]));
    }
    if options.boxes > 1 || options.bet_on_box.is_some() {
        return Some(lang.text("play-count-wong-boxes", &[]));
    }
    None
}

/// Why a session at `rules` with `options` cannot have other players come and go, in words:
/// where no other seat is left free of the learner's boxes, with the learner alone at the start
/// (the others come and go about the players seated then), or with a bet on another box (whose
/// holder could leave); in words of the session's language; `None` when it can.
pub fn seats_vary_refusal(rules: &TableRules, options: &super::PlayOptions) -> Option<String> {
    let lang = options.lang;
    if usize::from(rules.session.seats) < 2 {
        return Some(lang.text("play-count-vary-no-seat", &[("table", Arg::Text(&rules.id))]));
    }
    if options.seats < 2 {
        return Some(lang.text("play-count-vary-seats", &[]));
    }
    if options.boxes > 1 || options.bet_on_box.is_some() {
        return Some(lang.text("play-count-vary-boxes", &[]));
    }
    None
}

/// The count as the learner is shown it before a decision.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CountView {
    /// The system's name (`Hi-Lo`).
    pub system: String,
    /// The running count of the cards shown since the shuffle.
    pub running: i32,
    /// The discard tray, read to the half deck, in half decks.
    pub tray_halves: u32,
    /// The decks left (the shoe less the tray, at least half a deck), in half decks.
    pub left_halves: u32,
    /// The running count divided by the decks left, made whole by the system's rule.
    pub true_count: i32,
}

impl CountView {
    /// The count in words: `Hi-Lo: running count +3; 1½ decks in the tray, 4½ left; true count +0`.
    pub fn words(&self) -> String {
        self.words_in(Lang::En)
    }

    /// The count in words of `lang`: `Hi-Lo : compte courant +3 ; 1½ jeu dans le bac, …`.
    pub fn words_in(&self, lang: Lang) -> String {
        let (running, true_count) = (plus(self.running), plus(self.true_count));
        let (tray, left) = (half_decks(self.tray_halves), half_decks(self.left_halves));
        let size = |halves: u32| decks_size(f64::from(halves) / 2.0);
        lang.text(
            "play-count-view",
            &[
                ("system", Arg::Text(&self.system)),
                ("running", Arg::Text(&running)),
                ("tray", Arg::Text(&tray)),
                ("tray_size", Arg::Text(size(self.tray_halves))),
                ("left", Arg::Text(&left)),
                ("left_size", Arg::Text(size(self.left_halves))),
                ("true", Arg::Text(&true_count)),
            ],
        )
    }
}

/// Who holds cards in a round: the dealer or a seat of the round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(super) enum Holder {
    Dealer,
    Seat(usize),
}

/// The running count of a session, kept from the cards the learner is shown: each holder's cards
/// shown this round are remembered, so a card is counted once, when it is first shown (a split
/// moves cards between hands but never off the seat).
#[derive(Debug, Clone)]
pub(super) struct Counter {
    running: i32,
    start: i32,
    /// Cards in the tray: those of the rounds since the shuffle.
    tray: u32,
    decks: u8,
    shown: HashMap<Holder, Vec<Card>>,
    /// The cards counted since the last count check (or the shuffle), in the order shown, and
    /// the running count before them.
    since_check: Vec<Card>,
    check_start: i32,
}

impl Counter {
    pub(super) fn new(session: &CountSession, rules: &TableRules) -> Counter {
        let start = session.system.initial_running_count(rules.decks).unwrap_or(0);
        Counter {
            running: start,
            start,
            tray: 0,
            decks: rules.decks.max(1),
            shown: HashMap::new(),
            since_check: Vec::new(),
            check_start: start,
        }
    }

    /// Counts the cards of `cards` held by `holder` not counted yet.
    pub(super) fn show(&mut self, system: &CountingSystem, holder: Holder, cards: &[Card]) {
        let before = self.shown.entry(holder).or_default();
        let mut unmatched = before.clone();
        for &card in cards {
            if let Some(at) = unmatched.iter().position(|&c| c == card) {
                unmatched.swap_remove(at);
            } else {
                self.running += i32::from(system.tag(card));
                before.push(card);
                self.since_check.push(card);
            }
        }
    }

    /// Counts a seat's hands.
    pub(super) fn show_seat<R: rand::Rng>(&mut self, system: &CountingSystem, round: &Round<R>, seat: usize) {
        if let Some(s) = round.seats().get(seat) {
            let cards: Vec<Card> = s.hands.iter().flat_map(|h| h.hand.cards.iter().copied()).collect();
            self.show(system, Holder::Seat(seat), &cards);
        }
    }

    /// Counts the dealer's cards face up.
    pub(super) fn show_dealer<R: rand::Rng>(&mut self, system: &CountingSystem, round: &Round<R>) {
        self.show(system, Holder::Dealer, round.dealer_cards());
    }

    /// The end of a round, every card of it shown: its cards go to the tray.
    pub(super) fn end_round<R: rand::Rng>(&mut self, system: &CountingSystem, round: &Round<R>) {
        self.show_dealer(system, round);
        for seat in 0..round.seats().len() {
            self.show_seat(system, round, seat);
        }
        let cards: usize = self.shown.values().map(Vec::len).sum();
        self.tray += u32::try_from(cards).unwrap_or(u32::MAX);
        self.shown.clear();
    }

    /// The shoe is shuffled: the count starts again.
    pub(super) fn reshuffle(&mut self) {
        self.running = self.start;
        self.tray = 0;
        self.since_check.clear();
        self.check_start = self.start;
    }

    /// The running count check of the cards shown so far: the question, with the cards since
    /// the last check (or the shuffle) counted one by one in its explanation; the check is then
    /// taken, and the next one counts from here.
    pub(super) fn running_check(
        &mut self,
        system: &CountingSystem,
        decks: u8,
        shoe_end: bool,
        lang: Lang,
    ) -> Question {
        let (counts, cards) = ((self.check_start, self.start), &self.since_check);
        let question = running_check(system, decks, counts, cards, shoe_end, lang);
        self.since_check.clear();
        self.check_start = self.running;
        question
    }

    /// The count as shown now.
    pub(super) fn view(&self, session: &CountSession) -> CountView {
        // To the half deck, as a player reads the tray.
        let tray_halves = read_halves(self.tray);
        let left_halves = left_halves(self.decks, tray_halves);
        let true_count =
            session.system.true_count(self.running, f64::from(left_halves) / 2.0).unwrap_or(self.running);
        CountView {
            system: session.system.name.clone(),
            running: self.running,
            tray_halves,
            left_halves,
            true_count,
        }
    }
}

/// The running count check of a hidden session: the count of `cards` from `start` (the count
/// at the last check, the shoe's being `initial`); a count off by a few is named as lost, the
/// count of the cards since the last check alone as not carried.
fn running_check(
    system: &CountingSystem,
    decks: u8,
    (start, initial): (i32, i32),
    cards: &[Card],
    shoe_end: bool,
    lang: Lang,
) -> Question {
    let expected = start + cards.iter().map(|&c| i32::from(system.tag(c))).sum::<i32>();
    let mut traps = Vec::new();
    let restarted = expected - start + initial;
    if start != initial && restarted != expected {
        let (initial, start) = (plus(initial), plus(start));
        let args = [("initial", Arg::Text(&initial)), ("start", Arg::Text(&start))];
        traps.push(
            Trap::is(Answer::Count(restarted), "count-not-carried")
                .saying(lang.text("play-count-trap-not-carried", &args)),
        );
    }
    traps.push(Trap::when(TrapWhen::AnyWrong, "count-lost-in-play", "+99"));
    let when = if shoe_end { "play-count-check-shoe-end" } else { "play-count-check" };
    let mut situation = count_situation_of(system, decks);
    situation.start = Some(start);
    situation.running = Some(expected);
    Question {
        situation: Situation { count: Some(situation), ..Situation::default() },
        prompt: lang.text(when, &[("system", Arg::Text(&system.name))]),
        expected: Expected::Count(expected),
        why: count_steps_in(system, start, cards, false, lang),
        traps,
        options: Vec::new(),
        key: format!("running count {} in play", system.id),
        chart_row: None,
        lang,
    }
}

/// The true count check of a hidden session, after the running count's: the true count of the
/// cards shown, by the tray read to the half deck; a true count converted right from the
/// learner's own wrong running count is named for that.
pub(super) fn true_check(
    system: &CountingSystem,
    decks: u8,
    view: &CountView,
    running_answer: Option<i32>,
    lang: Lang,
) -> Question {
    let rule = system.true_count.unwrap_or(TrueCountRule::Floor);
    let mut situation = count_situation_of(system, decks);
    situation.running = Some(view.running);
    situation.discard_halves = Some(view.tray_halves);
    let mut question = true_count_question(
        system,
        u32::from(decks.max(1)),
        view.running,
        (view.tray_halves, view.left_halves),
        situation,
        lang,
    );
    let left = f64::from(view.left_halves.max(1)) / 2.0;
    if let Some(answered) = running_answer.filter(|&r| r != view.running) {
        let converted = rule.apply(f64::from(answered) / left);
        if converted != view.true_count {
            let (answered, left, running) =
                (plus(answered), half_decks(view.left_halves), plus(view.running));
            let args = [
                ("answered", Arg::Text(&answered)),
                ("left", Arg::Text(&left)),
                ("running", Arg::Text(&running)),
            ];
            let trap = Trap::is(Answer::Count(converted), "true-count-from-wrong-running")
                .saying(lang.text("play-count-trap-from-wrong-running", &args));
            question.traps.insert(0, trap);
        }
    }
    question.traps.push(Trap::when(TrapWhen::AnyWrong, "true-count-misjudged", "+99"));
    question.prompt = lang.text("play-count-true-prompt", &[("system", Arg::Text(&system.name))]);
    question.key = format!("true count {} in play", system.id);
    question
}

/// The insurance question of a counting session: worth taking at and above the system's index.
/// Returns the question and insurance's value at the count shown, in percent of the stake.
pub(super) fn insurance_by_index(
    session: &CountSession,
    count: &CountView,
    situation: Situation,
    insure_for: u64,
    lang: Lang,
) -> (Question, f64) {
    let tc = count.true_count;
    let value = session.insurance.value_at(tc).unwrap_or(-1.0) * 100.0;
    let system = Arg::Text(&count.system);
    let (worth, rule) = match &session.insurance.index {
        Some(index) => (
            tc >= index.index,
            lang.text(
                "play-count-insurance-from",
                &[("index", Arg::Text(&plus(index.index))), ("system", system)],
            ),
        ),
        None => (false, lang.text("play-count-insurance-never", &[("system", system)])),
    };
    let (tc_shown, value_shown) = (plus(tc), lang.signed_percent(value, 1));
    let why = lang.text(
        "play-count-insurance-why",
        &[
            ("rule", Arg::Text(&rule)),
            ("tc", Arg::Text(&tc_shown)),
            ("value", Arg::Text(&value_shown)),
            ("worth", Arg::Text(if worth { "yes" } else { "no" })),
        ],
    );
    let trap = if worth {
        Trap::is(Answer::YesNo(false), "deviation-missed")
    } else {
        Trap::is(Answer::YesNo(true), "deviation-too-early")
    };
    let question = Question {
        situation,
        prompt: lang.text("play-insure-prompt", &[("chips", Arg::Int(insure_for))]),
        expected: Expected::YesNo(worth),
        why,
        traps: vec![trap],
        options: Vec::new(),
        key: INSURANCE_KEY.to_string(),
        chart_row: None,
        lang,
    };
    (question, value)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::card::{Rank, Suit};

    #[test]
    fn a_card_is_counted_once_when_first_shown_and_the_tray_is_read_to_the_half_deck() {
        let rules = crate::game::rules::preset("feral").unwrap();
        let system = crate::strategy::counting::shipped("hi-lo").unwrap();
        let session = CountSession::new(&rules, system.clone()).unwrap();
        let mut counter = Counter::new(&session, &rules);
        let five = Card::new(Rank::Five, Suit::Hearts);
        let king = Card::new(Rank::King, Suit::Spades);
        counter.show(&system, Holder::Seat(0), &[five, five]);
        // The same seat shown again, split into two hands of a five each and a King drawn.
        counter.show(&system, Holder::Seat(0), &[five, king, five]);
        assert_eq!(counter.running, 1, "+1 +1 -1");
        counter.tray = 38;
        // 38 cards are ½ deck to the nearest half deck (1.46 half decks); 40 are 1 deck.
        let view = counter.view(&session);
        assert_eq!((view.tray_halves, view.left_halves), (1, 7));
        counter.tray = 40;
        assert_eq!(counter.view(&session).tray_halves, 2);
        counter.running = 7;
        counter.tray = 52;
        // 7 / 3 = 2.33, floored by Hi-Lo's rule.
        assert_eq!(counter.view(&session).true_count, 2);
    }

    /// Every miss of a count check and of a bet has a name (play's alone: no drill asks them,
    /// so the catalogue's test leaves them to this one).
    #[test]
    fn the_count_checks_and_the_bet_name_every_miss() {
        let rules = crate::game::rules::preset("feral").unwrap();
        let system = crate::strategy::counting::shipped("hi-lo").unwrap();
        let session = CountSession::new(&rules, system.clone()).unwrap();
        let card = |rank| Card::new(rank, crate::game::card::Suit::Hearts);
        use crate::game::card::Rank;
        // From +2 at the last check (the shoe starting at 0), a five, a six and a King: +3.
        let cards = [card(Rank::Five), card(Rank::Six), card(Rank::King)];
        let q = running_check(&system, rules.decks, (2, 0), &cards, false, Lang::En);
        assert_eq!(q.expected, Expected::Count(3));
        assert!(q.judge("+3").correct);
        assert_eq!(q.judge("+1").mistake, Some("count-not-carried"), "the cards since the check alone");
        assert_eq!(q.judge("+5").mistake, Some("count-lost-in-play"));
        assert!(q.why.ends_with("The running count is +3."), "{}", q.why);
        // +9 with a deck and a half in the tray of four: 2½ left, 9 / 2.5 = 3.6, floored +3.
        let view = CountView {
            system: system.name.clone(),
            running: 9,
            tray_halves: 3,
            left_halves: 5,
            true_count: 3,
        };
        let q = true_check(&system, rules.decks, &view, Some(5), Lang::En);
        assert_eq!(q.expected, Expected::Count(3));
        // 5 / 2.5 = 2: the learner's own running count converted right.
        assert_eq!(q.judge("2").mistake, Some("true-count-from-wrong-running"));
        assert_eq!(q.judge("9").mistake, Some("running-count-as-true-count"));
        assert_eq!(q.judge("-4").mistake, Some("true-count-misjudged"));
        // At +3 the 1-8 ramp bets 4 units of 10.
        let q = session.bet_question(&rules, 3, (1000, Most::Chips), Lang::En);
        assert_eq!(q.expected, Expected::Chips(40));
        assert_eq!(q.judge("60").mistake, Some("ramp-wrong-step"));
        assert_eq!(q.judge("4").mistake, Some("ramp-units-as-chips"));
        assert_eq!(q.judge("70").mistake, Some("bet-off-ramp"));
    }

    #[test]
    fn an_unbalanced_count_is_refused_with_the_reason() {
        let rules = crate::game::rules::preset("feral").unwrap();
        let ko = crate::strategy::counting::shipped("ko").unwrap();
        let refused = CountSession::new(&rules, ko).unwrap_err();
        assert!(refused.contains("unbalanced count, which keeps no true count"), "{refused}");
    }
}
