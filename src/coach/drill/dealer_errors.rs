//! Catch the dealer: the dealer proposes a settlement with one of the errors the rule documents
//! warn about, or none, and the learner calls it (`f` for foul) or accepts it before the chips
//! move. The error is never applied: the round engine's ledger settles the chips either way.
//!
//! The one place that knows the dealer's errors: which apply at a table, how each alters a correct
//! settlement, and their wording. Play slips them into its rounds (`play --dealer-errors`), where a
//! call is saved as an answer of the payouts drills; the `catch-the-dealer` drill deals rounds made
//! for them.

use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::answer::{Answer, AnswerKind, read_answer_in};
use super::dealing::{PlayedRound, show_ranks_in};
use super::question::{Expected, Question, Situation, Trap, TrapWhen};
use crate::game::card::Card;
use crate::game::hand::Hand;
use crate::game::ledger::{Entry, Ledger, Verdict, Wager};
use crate::game::reason::{Claim, Reason};
use crate::game::round::{HandStatus, Round, Seat};
use crate::game::rules::{HoleCard, Insurance, Soft17, TableRules};
use crate::lang::{Arg, Lang};

/// The drill under which play's settlement calls are saved: the same answers as the
/// `catch-the-dealer` drill, the hardest of the payouts family, so both count toward its stage.
pub const CALL_DRILL: &str = "catch-the-dealer";

/// The key under which settlement calls are saved.
pub const CALL_KEY: &str = "dealer settlement";

/// The mistake of a correct settlement called a foul.
pub const FALSE_CALL: &str = "false-foul-call";

/// An error a dealer makes in settling, as the rule documents warn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DealerError {
    /// A 21 made on a split hand paid as a blackjack.
    Split21AsNatural,
    /// A blackjack paid 1 to 1.
    NaturalPaidEven,
    /// A busted hand paid because the dealer busted too.
    BustPaidOnDealerBust,
    /// The dealer stood on a soft 17 he had to hit.
    WrongSoft17,
    /// A winning insurance paid 1 to 1 instead of 2 to 1.
    InsuranceWrongRate,
    /// A no-hole-card blackjack that let a doubled or split bet come back though it takes them all.
    EnhcDoubleNotTaken,
}

impl DealerError {
    /// Every error, in the order they are tried.
    pub const ALL: [DealerError; 6] = [
        DealerError::Split21AsNatural,
        DealerError::NaturalPaidEven,
        DealerError::BustPaidOnDealerBust,
        DealerError::WrongSoft17,
        DealerError::InsuranceWrongRate,
        DealerError::EnhcDoubleNotTaken,
    ];

    /// The catalogue mistake of letting this error through.
    pub const fn mistake(self) -> &'static str {
        match self {
            DealerError::Split21AsNatural => "split-21-as-natural",
            DealerError::NaturalPaidEven => "natural-paid-even",
            DealerError::BustPaidOnDealerBust => "bust-wins-when-dealer-busts",
            DealerError::WrongSoft17 => "other-table-soft-17",
            DealerError::InsuranceWrongRate => "insurance-paid-wrong",
            DealerError::EnhcDoubleNotTaken => "enhc-takes-all-bets",
        }
    }

    /// A short name for the error (in JSON).
    pub const fn name(self) -> &'static str {
        match self {
            DealerError::Split21AsNatural => "split-21-as-natural",
            DealerError::NaturalPaidEven => "natural-paid-even",
            DealerError::BustPaidOnDealerBust => "bust-paid",
            DealerError::WrongSoft17 => "wrong-soft-17",
            DealerError::InsuranceWrongRate => "insurance-wrong-rate",
            DealerError::EnhcDoubleNotTaken => "no-hole-card-double-not-taken",
        }
    }

    /// Can the dealer make this error at this table? Only where the table's rule would settle
    /// the hand otherwise.
    pub fn applies(self, rules: &TableRules) -> bool {
        let pays = rules.blackjack_pays;
        match self {
            DealerError::Split21AsNatural | DealerError::NaturalPaidEven => pays.win > pays.stake,
            DealerError::BustPaidOnDealerBust => true,
            DealerError::WrongSoft17 => rules.dealer_soft_17 == Soft17::Hits,
            DealerError::InsuranceWrongRate => rules.insurance != Insurance::None,
            DealerError::EnhcDoubleNotTaken => rules.hole_card == HoleCard::Enhc && rules.enhc_takes_all(),
        }
    }

    /// The errors the dealer can make at this table, in the order they are tried.
    pub fn at_table(rules: &TableRules) -> Vec<DealerError> {
        DealerError::ALL.into_iter().filter(|e| e.applies(rules)).collect()
    }

    /// What the dealer did wrong, in English words.
    pub fn words(self) -> String {
        self.words_in(Lang::En)
    }

    /// What the dealer did wrong, in words of `lang` that follow "the dealer".
    pub fn words_in(self, lang: Lang) -> String {
        let id = match self {
            DealerError::Split21AsNatural => "money-error-split-21",
            DealerError::NaturalPaidEven => "money-error-natural-even",
            DealerError::BustPaidOnDealerBust => "money-error-bust-paid",
            DealerError::WrongSoft17 => "money-error-soft-17",
            DealerError::InsuranceWrongRate => "money-error-insurance-rate",
            DealerError::EnhcDoubleNotTaken => "money-error-enhc-kept",
        };
        lang.text(id, &[])
    }
}

/// A settlement as the dealer proposes it to the learner, before the chips move.
#[derive(Debug, Clone, PartialEq)]
pub struct Proposal {
    /// The error in it, if any.
    pub error: Option<DealerError>,
    /// The learner's entries as proposed.
    pub proposed: Vec<Entry>,
    /// The learner's entries as the table's rule settles them.
    pub correct: Vec<Entry>,
    /// The dealer's cards as the round ended them, all drawn.
    pub dealer: Vec<Card>,
}

impl Proposal {
    /// The dealer's cards the proposed settlement is made against: his soft 17 when he settled
    /// against it though he had to hit it, his whole hand otherwise.
    pub fn dealer_settled(&self) -> &[Card] {
        match self.error {
            Some(DealerError::WrongSoft17) => {
                let hand = Hand::new(self.dealer.clone());
                let stop = soft_17_stop_at(&hand).unwrap_or(self.dealer.len());
                &self.dealer[..stop]
            }
            _ => &self.dealer,
        }
    }
}

/// A settled round, as the dealer's errors read it: the table, the seats, the dealer's cards and
/// the ledger's settlement.
#[derive(Debug, Clone, Copy)]
pub struct Settled<'a> {
    /// The table.
    pub rules: &'a TableRules,
    /// The round's seats and their hands.
    pub seats: &'a [Seat],
    /// The dealer's cards.
    pub dealer: &'a [Card],
    /// The settlement by the table's rule.
    pub ledger: &'a Ledger,
}

impl<'a> Settled<'a> {
    /// A round of the round engine, once it is settled.
    pub fn of_round<R: rand::Rng>(round: &'a Round<R>) -> Option<Settled<'a>> {
        Some(Settled {
            rules: round.rules(),
            seats: round.seats(),
            dealer: round.dealer_cards(),
            ledger: round.ledger()?,
        })
    }

    /// A round a drill played at this table.
    pub fn of_played(rules: &'a TableRules, played: &'a PlayedRound) -> Settled<'a> {
        Settled { rules, seats: &played.seats, dealer: &played.dealer, ledger: &played.ledger }
    }

    /// The entries of these round seats, as the table's rule settles them.
    pub fn entries(&self, seats: &[usize]) -> Vec<Entry> {
        self.ledger.entries.iter().filter(|e| seats.contains(&e.seat)).cloned().collect()
    }
}

/// The entries of the round seats `seats` with the error made in one of them, if the error can be
/// made in this round.
pub fn with_error(round: &Settled, seats: &[usize], error: DealerError) -> Option<Vec<Entry>> {
    let rules = round.rules;
    if !error.applies(rules) {
        return None;
    }
    let dealer = Hand::new(round.dealer.to_vec());
    let mut entries = round.entries(seats);
    let hand_of = |e: &Entry| match e.wager {
        Wager::Hand(i) => round.seats.get(e.seat).and_then(|s| s.hands.get(i)),
        _ => None,
    };
    let redo = |e: &Entry, verdict: Verdict, paid: u64, returned: u64, claim: Claim| {
        Entry::new(e.seat, e.wager, e.stake, verdict, paid, returned, Reason::Claimed(claim))
    };
    let mut changed = false;
    for e in entries.iter_mut() {
        let h = hand_of(e);
        let new = match error {
            DealerError::Split21AsNatural => h
                .filter(|h| {
                    h.hand.from_split
                        && h.hand.len() == 2
                        && h.hand.total() == 21
                        && e.verdict == Verdict::Win
                })
                .and_then(|_| rules.blackjack_pays.pay(e.stake))
                .map(|paid| redo(e, Verdict::Natural, paid, e.stake, Claim::BlackjackPays3To2)),
            DealerError::NaturalPaidEven => (e.verdict == Verdict::Natural)
                .then(|| redo(e, Verdict::Win, e.stake, e.stake, Claim::WinPaysEven)),
            DealerError::BustPaidOnDealerBust => (e.verdict == Verdict::Bust && dealer.is_bust())
                .then(|| redo(e, Verdict::Win, e.stake, e.stake, Claim::DealerWentOver)),
            DealerError::WrongSoft17 => soft_17_stop(rules, &dealer).and_then(|_| {
                let h = h.filter(|h| h.status == HandStatus::Stood && !h.hand.is_natural())?;
                let total = h.hand.total();
                let (verdict, paid, returned) = match total.cmp(&17) {
                    std::cmp::Ordering::Greater => (Verdict::Win, e.stake, e.stake),
                    std::cmp::Ordering::Equal => (Verdict::Push, 0, e.stake),
                    std::cmp::Ordering::Less => (Verdict::Loss, 0, 0),
                };
                (verdict != e.verdict).then(|| redo(e, verdict, paid, returned, Claim::AgainstDealers17))
            }),
            DealerError::InsuranceWrongRate => (e.verdict == Verdict::InsuranceWon)
                .then(|| redo(e, Verdict::InsuranceWon, e.stake, e.stake, Claim::InsurancePaidEven)),
            DealerError::EnhcDoubleNotTaken => {
                let bet = round.seats.get(e.seat).and_then(|s| s.bet).unwrap_or(0);
                h.filter(|h| {
                    rules.hole_card == HoleCard::Enhc
                        && rules.enhc_takes_all()
                        && dealer.is_natural()
                        && e.verdict == Verdict::Loss
                        && (h.doubled || matches!(e.wager, Wager::Hand(i) if i > 0))
                })
                .map(|h| {
                    let back = if h.doubled { e.stake - bet.min(e.stake) } else { e.stake };
                    let verdict = if back == e.stake { Verdict::Push } else { Verdict::Loss };
                    redo(e, verdict, 0, back, Claim::OnlyOriginalBetTaken)
                })
            }
        };
        if let Some(new) = new {
            *e = new;
            changed = true;
            break;
        }
    }
    changed.then_some(entries)
}

/// At a table whose dealer hits soft 17, the dealer's cards up to a soft 17 he drew past: where
/// he could have stopped wrongly.
fn soft_17_stop(rules: &TableRules, dealer: &Hand) -> Option<usize> {
    if rules.dealer_soft_17 != Soft17::Hits {
        return None;
    }
    soft_17_stop_at(dealer)
}

/// The number of the dealer's first cards that make a soft 17 he drew past, if any.
fn soft_17_stop_at(dealer: &Hand) -> Option<usize> {
    (2..dealer.len()).find(|&n| {
        let part = Hand::new(dealer.cards[..n].to_vec());
        part.total() == 17 && part.is_soft()
    })
}

/// The settlement the dealer proposes for the learner's round seats, put to the learner only where
/// the dealer could slip one of his errors into it (`None` elsewhere): so that `rate` (in
/// thousandths) is the share of the settlements called that hold an error. One holds an error
/// with chance `rate`, the kinds not yet made this session (`made`) tried first.
pub fn propose<R: rand::Rng>(
    round: &Round<R>,
    seats: &[usize],
    rate: u16,
    made: &mut Vec<DealerError>,
    rng: &mut ChaCha8Rng,
) -> Option<Proposal> {
    let settled = Settled::of_round(round)?;
    let correct = settled.entries(seats);
    if correct.is_empty() {
        return None;
    }
    let possible: Vec<(DealerError, Vec<Entry>)> =
        DealerError::ALL.iter().filter_map(|&k| with_error(&settled, seats, k).map(|e| (k, e))).collect();
    if possible.is_empty() {
        return None;
    }
    let mut proposal =
        Proposal { error: None, proposed: correct.clone(), correct, dealer: settled.dealer.to_vec() };
    if rng.random_range(0..1000) >= u32::from(rate) {
        return Some(proposal);
    }
    let fresh: Vec<&(DealerError, Vec<Entry>)> = possible.iter().filter(|(k, _)| !made.contains(k)).collect();
    let pool: Vec<&(DealerError, Vec<Entry>)> =
        if fresh.is_empty() { possible.iter().collect() } else { fresh };
    let Some((kind, entries)) = pool.get(rng.random_range(0..pool.len())).copied() else {
        return Some(proposal);
    };
    made.push(*kind);
    proposal.error = Some(*kind);
    proposal.proposed = entries.clone();
    Some(proposal)
}

/// An entry in a few words: `hand 1: win, paid 10, 10 back (+10)`.
pub fn entry_words(e: &Entry) -> String {
    entry_words_on(e, false, Lang::En)
}

/// An entry in a few words of `lang`, its hand named with its box (`Box 2 hand 1: ...`, the box
/// being the entry's seat of the round, from 1) when `boxes`, for a player who plays several.
pub fn entry_words_on(e: &Entry, boxes: bool, lang: Lang) -> String {
    let what = match e.wager {
        Wager::Hand(i) if boxes => lang.text(
            "money-wager-box-hand",
            &[("box", Arg::Int(e.seat as u64 + 1)), ("hand", Arg::Int(i as u64 + 1))],
        ),
        Wager::Hand(i) => lang.text("money-wager-hand", &[("hand", Arg::Int(i as u64 + 1))]),
        Wager::Insurance => lang.text("money-wager-insurance", &[]),
        Wager::OnBox(b) => lang.text("money-wager-on-box", &[("box", Arg::Int(b as u64 + 1))]),
    };
    let net = format!("{:+}", e.net);
    lang.text(
        "money-entry-settled",
        &[
            ("wager", Arg::Text(&what)),
            ("verdict", Arg::Text(&e.verdict.label_in(lang))),
            ("paid", Arg::Int(e.paid)),
            ("returned", Arg::Int(e.returned)),
            ("net", Arg::Text(&net)),
        ],
    )
}

/// The call put to the learner: the proposed settlement, foul or fine, in English.
pub fn call_question(p: &Proposal, situation: Situation) -> Question {
    call_question_on(p, situation, false, Lang::En)
}

/// The call put to a learner who may play several boxes, in `lang`: with `boxes`, each hand is
/// named with its box.
pub fn call_question_on(p: &Proposal, situation: Situation, boxes: bool, lang: Lang) -> Question {
    let listed = |entries: &[Entry]| {
        super::money::listed_in(entries.iter().map(|e| entry_words_on(e, boxes, lang)).collect(), lang)
    };
    let (shown, correct) = (listed(&p.proposed), listed(&p.correct));
    let why = match p.error {
        Some(DealerError::WrongSoft17) => {
            let stood = p.dealer_settled();
            let drawn = &p.dealer[stood.len()..];
            let end = Hand::new(p.dealer.clone());
            let ends = if end.value().is_bust() {
                lang.text("money-busts-with", &[("points", Arg::Int(u64::from(end.value().hard_points)))])
            } else {
                lang.text("money-ends-on", &[("total", Arg::Int(u64::from(end.total())))])
            };
            let error = DealerError::WrongSoft17.words_in(lang);
            let (stood, drawn) = (show_ranks_in(stood, lang), show_ranks_in(drawn, lang));
            lang.text(
                "money-foul-soft-17",
                &[
                    ("error", Arg::Text(&error)),
                    ("stood", Arg::Text(&stood)),
                    ("drawn", Arg::Text(&drawn)),
                    ("ends", Arg::Text(&ends)),
                    ("correct", Arg::Text(&correct)),
                ],
            )
        }
        Some(error) => lang.text(
            "money-foul",
            &[("error", Arg::Text(&error.words_in(lang))), ("correct", Arg::Text(&correct))],
        ),
        None => lang.text("money-no-foul", &[]),
    };
    let mistake = p.error.map_or(FALSE_CALL, DealerError::mistake);
    Question {
        situation,
        prompt: lang.text("money-dealer-settles", &[("entries", Arg::Text(&shown))]),
        expected: Expected::Call(p.error.is_some()),
        why,
        traps: vec![Trap::when(TrapWhen::AnyWrong, mistake, if p.error.is_some() { "ok" } else { "f" })],
        options: Vec::new(),
        key: CALL_KEY.to_string(),
        chart_row: None,
        lang,
    }
}

/// A call as typed, read as whether the learner calls a foul: `f` or `foul` for a foul, nothing
/// or `ok` to accept.
pub fn read_call(line: &str) -> Result<bool, String> {
    read_call_in(line, Lang::En)
}

/// A call on a settlement as typed, read as [`read_call`] reads it, refused in words of `lang`.
pub fn read_call_in(line: &str, lang: Lang) -> Result<bool, String> {
    let text = line.trim();
    // One reading of a call for the drill and play: Enter (or `ok`) accepts, `f` calls a foul.
    read_answer_in(AnswerKind::Call, text, lang)
        .ok()
        .and_then(|a| match a {
            Answer::Call(foul) => Some(foul),
            _ => None,
        })
        .ok_or_else(|| lang.text("play-not-a-call", &[("typed", Arg::Text(&text.to_lowercase()))]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn calls_are_read_leniently_and_refused_with_the_accepted_forms() {
        assert_eq!(read_call("F"), Ok(true));
        assert_eq!(read_call(" foul "), Ok(true));
        assert_eq!(read_call(""), Ok(false));
        assert_eq!(read_call("ok"), Ok(false));
        assert!(read_call("maybe").unwrap_err().contains("f (or foul) calls a foul"));
    }

    #[test]
    fn each_error_names_a_mistake_of_the_catalogue() {
        let catalogue = crate::coach::drill::mistakes::Catalogue::shipped().unwrap();
        for e in DealerError::ALL {
            assert!(catalogue.get(e.mistake()).is_some(), "{e:?}");
        }
        assert!(catalogue.get(FALSE_CALL).is_some());
    }
}
