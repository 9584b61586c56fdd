//! The sentences of a play session, as every face says them: the seating, a judged decision
//! with its cost in chips at the round's bet, each settlement of the ledger, the round's chips
//! and the session's summary. The terminal paints the labels and the chips won or lost, a
//! browser styles them; the words are these, built once.

use super::{AskKind, Costliest, Decided, PlayOptions, PlaySummary, RoundReport, Seating, SeatsChange};
use crate::coach::drill::mistakes::Catalogue;
use crate::coach::drill::question::{ShownHand, hand_name};
use crate::coach::drill::verdict::{Line, Tone};
use crate::game::ledger::{Entry, Wager};
use crate::game::shoe::ShoeEvent;

/// A judged decision in words.
#[derive(Debug, Clone, PartialEq)]
pub struct DecisionWords {
    /// The verdict, `None` when the decision was not judged; the score goes after it.
    pub headline: Option<Line>,
    /// The score so far: `score 3/4`.
    pub score: String,
    /// What explains it, a line each.
    pub details: Vec<Line>,
    /// The learner's own move, applied whatever the verdict: `Played as you chose: hit.`
    pub played: Option<String>,
}

/// The words of decision `d`, with `right` of `judged` decisions right so far (this one counted).
pub fn decision_words(d: &Decided, catalogue: &Catalogue, right: usize, judged: usize) -> DecisionWords {
    let (q, j) = (&d.record.question, &d.record.judgement);
    let mut words = DecisionWords {
        headline: None,
        score: format!("score {right}/{judged}"),
        details: Vec::new(),
        played: None,
    };
    if !d.judged {
        words.details.push(Line::labelled("Not judged:", Tone::Quiet, q.why.clone()));
        return words;
    }
    let mistake = j.mistake.and_then(|id| catalogue.get(id));
    let explain = |words: &mut DecisionWords| {
        if let Some(m) = mistake {
            words.details.push(Line::labelled(
                "Mistake:",
                Tone::Warn,
                format!("{}. {}", m.title, m.explanation),
            ));
        }
    };
    if d.kind == AskKind::Settlement {
        words.headline = Some(match (d.dealer_error, j.correct) {
            (Some(_), true) => Line::labelled("Right:", Tone::Good, "a foul, called"),
            (None, true) => Line::labelled("Right:", Tone::Good, "the settlement is right"),
            (Some(_), false) => Line::labelled("Missed:", Tone::Bad, "the dealer's error went through"),
            (None, false) => {
                Line::labelled("Wrong:", Tone::Bad, "you called a foul; the settlement is right")
            }
        });
        if d.dealer_error.is_none() && j.correct {
            return words;
        }
        explain(&mut words);
        words.details.push(Line::labelled("Why:", Tone::Quiet, q.why.clone()));
        return words;
    }
    if j.correct {
        let label = if d.record.hinted { "Right, with the chart's row:" } else { "Right:" };
        words.headline = Some(Line::labelled(label, Tone::Good, j.right_words(&q.expected, q.lang)));
        return words;
    }
    words.played = d.applied.map(|applied| format!("Played as you chose: {applied}."));
    if let Some(close) = j.close_call_words(&q.expected, q.lang) {
        // A close call costs almost nothing: one line, as the drills say it.
        words.headline = Some(Line::labelled("Close call:", Tone::Warn, close));
        return words;
    }
    let given = j.answer.map(|a| a.to_string()).unwrap_or_default();
    words.headline = Some(Line::labelled(
        "Wrong:",
        Tone::Bad,
        format!("you said {given}; the answer is {}", q.expected.shown()),
    ));
    match &j.comparison {
        Some(comparison) => {
            words.details.push(Line::plain(comparison.clone()));
            if let Some(rule) = mistake.and_then(|m| m.rule_of_thumb.as_ref()) {
                words.details.push(Line::labelled("Rule of thumb:", Tone::Bold, rule.clone()));
            }
        }
        // A count or a bet has no value of its own to give away at the moment it is said.
        None if matches!(d.kind, AskKind::Play | AskKind::Insurance) => {
            words.details.push(Line::plain(cost_words(d)))
        }
        None => {}
    }
    // What the learner's own answer was, where the question names it (an index play, a count).
    if let Some(note) = &j.note {
        words.details.push(Line::plain(note.clone()));
    }
    explain(&mut words);
    if let Some(row) = &q.chart_row {
        words.details.push(Line::labelled("Chart:", Tone::Quiet, row.clone()));
    }
    words.details.push(Line::labelled("Why:", Tone::Quiet, q.why.clone()));
    words
}

/// What a wrong decision gave away, in percent of the bet and in chips at the round's bet:
/// `Cost: 7.70% of the bet, 0.77 chips at a bet of 10`.
pub fn cost_words(d: &Decided) -> String {
    format!(
        "Cost: {:.2}% of the bet, {} chips at a bet of {}",
        d.cost_percent(),
        round2(d.cost_chips()),
        d.bet
    )
}

/// What a hand shows beside its cards: its total, split, doubled with its stake, surrendered.
pub fn hand_notes(h: &ShownHand) -> String {
    let mut notes = vec![h.total_words()];
    if h.from_split {
        notes.push("split".to_string());
    }
    if h.doubled {
        notes.push(format!("doubled, stake {}", h.stake));
    }
    if h.surrendered {
        notes.push("surrendered".to_string());
    }
    notes.join(", ")
}

/// What an entry of the ledger settled, before its cards: `You:` (the learner's one hand), `Hand 2:`
/// (one of a box's `hands`), `Box 2 hand 1:` or `Box 2:` (when the learner played `several` boxes),
/// `Insurance of 5:`; `None` for a bet on another box, told with that box.
pub fn wager_label(e: &Entry, box_index: usize, several: bool, hands: usize) -> Option<String> {
    match e.wager {
        Wager::Hand(_) if several && hands == 1 => Some(format!("Box {}:", box_index + 1)),
        Wager::Hand(i) if several => Some(format!("Box {} hand {}:", box_index + 1, i + 1)),
        Wager::Hand(i) => Some(format!("{}:", hand_name(i, hands))),
        Wager::Insurance => Some(format!("Insurance of {}:", e.stake)),
        Wager::OnBox(_) => None,
    }
}

/// How an entry settled and why, the chips won or lost put through `net` (given them and their
/// words, `+10`, `±0`, `-5`): `win, +10: 20 beats the dealer's 18`.
pub fn settled_words(e: &Entry, net: &dyn Fn(i64, String) -> String) -> String {
    format!("{}, {}: {}", e.verdict, net(e.net, signed(e.net)), e.reason)
}

/// A chip result with its sign, `±0` for none.
pub fn signed(n: i64) -> String {
    if n == 0 { "±0".to_string() } else { format!("{n:+}") }
}

/// Chips to two places.
pub fn round2(x: f64) -> String {
    format!("{x:.2}")
}

/// Chips to two places with their sign.
pub fn signed_chips(x: f64) -> String {
    format!("{:+.2}", x + 0.0)
}

/// `1`, `1 and 2`, `1, 2 and 3`.
pub fn list_words(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

fn plural(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}

/// The learner's chips after a round: `Chips: 110 (+10)`.
pub fn round_chips_words(r: &RoundReport) -> String {
    format!("Chips: {} ({})", r.chips_after, signed(r.net))
}

/// The other seats' results of a round: `Others: seat 1 -10 (90), seat 2 +10 (110)`.
pub fn others_words(r: &RoundReport) -> Option<String> {
    let others: Vec<String> = r
        .seats
        .iter()
        .filter(|s| !s.learner)
        .map(|s| format!("seat {} {} ({})", s.box_index + 1, signed(s.net), s.chips))
        .collect();
    (!others.is_empty()).then(|| format!("Others: {}", others.join(", ")))
}

/// The bank after a round, at a table where a person holds it: `Bank: 1000 (+10)`.
pub fn bank_words(r: &RoundReport) -> Option<String> {
    r.bank.map(|bank| format!("Bank: {} ({})", bank.chips, signed(r.ledger.bank_net())))
}

/// What the shoe did, in words.
pub fn shoe_words(event: ShoeEvent) -> &'static str {
    match event {
        ShoeEvent::Shuffled => "The cut card has come out: the cards are shuffled for the next round.",
        ShoeEvent::BackupDeckOpened => "The stock ran out: a backup deck was opened.",
        ShoeEvent::DiscardsShuffled => "The stock ran out: the discards were shuffled into a new stock.",
    }
}

/// Where everyone sits: the learner's seat and boxes, and how the other seats play and bet.
pub fn seating_words(s: &Seating) -> String {
    // Every number is a seat of the table, which is a box: the learner's boxes run on from
    // their seat, and the players after them sit on after them.
    let in_play = s.seats - 1 + s.boxes;
    let own = if s.boxes > 1 {
        let numbers: Vec<String> = (s.seat + 1..=s.seat + s.boxes).map(|b| b.to_string()).collect();
        format!(" You play boxes {}, each with your bet: {in_play} boxes are in play.", list_words(&numbers))
    } else {
        String::new()
    };
    let place = match s.seat {
        0 if s.seats > 1 => ", the first to play",
        // Where seats vary, a player may yet sit down after the learner.
        i if i + 1 == s.seats && s.seats > 1 && !s.seats_vary => ", the last to play before the dealer",
        _ => "",
    };
    let sit = format!("You sit at seat {} of the table's {}{place}.", s.seat + 1, s.table_seats);
    let vary = if s.seats_vary {
        " Between rounds other players may leave, and new ones sit down at the empty seats (never \
         yours), so the hands dealt change from round to round."
    } else {
        ""
    };
    let sit = format!("{sit}{vary}");
    if s.seats == 1 {
        return format!("{sit}{own}");
    }
    let others: Vec<String> =
        (0..s.seats).filter(|&i| i != s.seat).map(|i| (s.box_of(i) + 1).to_string()).collect();
    let (who, verb) = if others.len() == 1 { ("Seat", "plays") } else { ("Seats", "play") };
    format!(
        "{sit} {who} {} {verb} {} and bet {} each round; each seat is dealt in turn from the same shoe.{own}",
        list_words(&others),
        s.others,
        s.others_bet
    )
}

/// Players who left the table or sat down at it before a round, a sentence each: `The player at
/// seat 3 leaves the table.`, `A player sits down at seat 5.`
pub fn seats_change_words(c: &SeatsChange) -> Vec<String> {
    let left = c.left.iter().map(|b| format!("The player at seat {} leaves the table.", b + 1));
    let sat_down = c.sat_down.iter().map(|b| format!("A player sits down at seat {}.", b + 1));
    left.chain(sat_down).collect()
}

/// How long a session lasts and from what chips: `30 rounds from 100 chips`.
pub fn length_words(options: &PlayOptions) -> String {
    match options.rounds {
        Some(n) => format!("{n} round{} from {} chips", plural(n as usize), options.chips),
        None => format!("as many rounds as you like from {} chips (q to stop)", options.chips),
    }
}

/// A session's summary in words: the rounds played (after `Summary:`), then a line each.
#[derive(Debug, Clone, PartialEq)]
pub struct SummaryWords {
    /// `1 of 30 rounds played (stopped early; an unfinished round is not counted)`.
    pub played: String,
    /// The result, standings, bank, chips, decisions, calls, bet on a box, value given away and
    /// costliest mistake, as they apply.
    pub lines: Vec<String>,
}

/// The words of summary `s`; `good` puts a win (and chips won) in its tone.
pub fn summary_words(s: &PlaySummary, good: &dyn Fn(String) -> String) -> SummaryWords {
    let why_short = if s.out_of_chips {
        " (out of chips)"
    } else if s.stopped_early {
        " (stopped early; an unfinished round is not counted)"
    } else {
        ""
    };
    // `1 of 30 rounds played`, `1 round played`.
    let bet_in = s.rounds_played - s.rounds_sat_out;
    let of = s.rounds.map_or_else(
        || format!(" round{}", plural(bet_in as usize)),
        |n| format!(" of {n} round{}", plural(n as usize)),
    );
    // `1 of 3 rounds played, 2 sat out`: a round sat out was dealt, not played.
    let played = match s.rounds_sat_out {
        0 => format!("{}{of} played{why_short}", s.rounds_played),
        out => format!("{bet_in}{of} played, {out} sat out{why_short}"),
    };
    let mut lines = Vec::new();
    let alone = s.standings.len() <= 1;
    let winners: Vec<String> = s.winners.iter().flatten().map(|w| format!("seat {w}")).collect();
    match s.won {
        Some(true) if !alone && winners.len() > 1 => lines.push(format!(
            "Result: {}",
            good(format!("you share the win, by this table's rule: {}", list_words(&winners)))
        )),
        Some(true) => {
            lines.push(format!("Result: {}", good("you win the session, by this table's rule".into())))
        }
        Some(false) if alone => lines.push(
            "Result: not a win: this table's rule asks for more chips than you started with".to_string(),
        ),
        Some(false) => lines.push(format!(
            "Result: not a win: by this table's rule the most chips come first, and {} ended with more",
            list_words(&winners)
        )),
        None => {}
    }
    if !alone {
        let mut standings: Vec<_> = s.standings.iter().collect();
        standings.sort_by(|a, b| b.chips.cmp(&a.chips).then(a.seat.cmp(&b.seat)));
        let listed: Vec<String> = standings
            .iter()
            .map(|st| format!("seat {}{} {}", st.seat, if st.you { " (you)" } else { "" }, st.chips))
            .collect();
        lines.push(format!("Standings: {}", listed.join(", ")));
    }
    if let Some(bank) = s.bank {
        let notional = if bank.notional > 0 {
            format!(", {} of them notional chips added when it could not cover a round", bank.notional)
        } else {
            String::new()
        };
        lines.push(format!("Bank: {} chips{notional}", bank.chips));
    }
    let net = if s.net > 0 { good(format!("{:+}", s.net)) } else { format!("{:+}", s.net) };
    lines.push(format!("Chips: {} → {} ({net})", s.start_chips, s.chips));
    lines.push(format!("Decisions: {} right out of {}", s.right, s.decisions));
    if let Some(c) = &s.calls {
        lines.push(format!(
            "Dealer's settlements: {} called right out of {}; {} error{} caught, {} missed, {} false call{}",
            c.right,
            c.calls,
            c.errors - c.missed,
            plural(c.errors - c.missed),
            c.missed,
            c.false_calls,
            plural(c.false_calls)
        ));
    }
    if let Some(b) = &s.box_bet {
        lines.push(format!(
            "Your bet on box {}: {} chips in {} round{}, {}; seat {}'s decisions on it: {} of {} the chart's play, \
             {} chips against the chart",
            b.seat,
            b.stake,
            b.rounds,
            plural(b.rounds),
            signed(b.net),
            b.seat,
            b.holder_as_chart,
            b.holder_decisions,
            signed_chips(b.holder_chips)
        ));
    }
    let calls = if s.close_calls > 0 {
        format!(", {} close call{}", s.close_calls, plural(s.close_calls))
    } else {
        String::new()
    };
    lines.push(format!(
        "Value given away: {:.2}% of a bet, {} chips at your bets{calls}",
        s.value_lost_percent,
        round2(s.value_lost_chips)
    ));
    if let Some(c) = &s.costliest {
        lines.push(costliest_words(c));
    }
    if let Some(t) = &s.tempo {
        lines.push(t.words());
    }
    SummaryWords { played, lines }
}

/// The costliest wrong decision of a session, in chips at that round's bet.
pub fn costliest_words(c: &Costliest) -> String {
    format!(
        "Costliest mistake: round {}, {}: you said {}; the answer is {} ({:.2}% of the bet, {} chips)",
        c.round,
        c.key,
        c.answer,
        c.expected,
        c.cost_percent,
        round2(c.cost_chips)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chips_are_signed_and_lists_joined() {
        assert_eq!(signed(0), "±0");
        assert_eq!(signed(-5), "-5");
        assert_eq!(signed(10), "+10");
        assert_eq!(signed_chips(-0.0), "+0.00");
        let items = ["1".to_string(), "2".to_string(), "3".to_string()];
        assert_eq!(list_words(&items), "1, 2 and 3");
        assert_eq!(list_words(&items[..1]), "1");
    }

    #[test]
    fn players_leaving_and_sitting_down_are_told_by_their_seats_numbers() {
        let change = SeatsChange { round: 3, left: vec![1], sat_down: vec![3, 6] };
        assert_eq!(
            seats_change_words(&change),
            [
                "The player at seat 2 leaves the table.",
                "A player sits down at seat 4.",
                "A player sits down at seat 7."
            ]
        );
    }
}
