//! How a play session is shown as it goes, as text for people or as JSON lines: the seating,
//! each bet, each decision asked and judged, the other seats' play and each round's settlement.

use std::io::{self, Write};

use serde_json::{Value, json};

use crate::cli::args::TextOrJson;
use crate::cli::session::{CardPainter, Transcript, write_comparison};
use crate::coach::drill::question::ShownHand;
use crate::coach::play::{
    Ask, AskKind, BetAsk, BetOnBox, BoxBetReport, BoxHands, Decided, OtherSeat, PlayObserver, RefusedAnswer,
    RoundReport, RoundStart, SeatReport, Seating,
};
use crate::game::card::Card;
use crate::game::describe::split_order_words;
use crate::game::ledger::{Entry, Wager};
use crate::game::shoe::ShoeEvent;

/// Shows a play session as text or JSON lines.
pub(super) struct Shown<'o, 'w> {
    pub(super) t: Transcript<'o, 'w>,
    /// Whether the table shuffles after every round (then shuffles go unsaid).
    pub(super) every_round: bool,
    pub(super) judged: usize,
    pub(super) right: usize,
    /// Boxes played at the table, the learner's and the other seats' (1: the learner alone on one).
    pub(super) seats: usize,
    /// Whether a command line may be suggested (not in the menu, where none is typed).
    pub(super) suggest_commands: bool,
    /// Whether the order of split hands has been said.
    pub(super) split_order_told: bool,
    /// The dealer's up card when he has checked for blackjack and it is not said yet.
    pub(super) check_pending: Option<Card>,
}

impl Shown<'_, '_> {
    pub(super) fn json(&mut self, value: Value) -> io::Result<()> {
        writeln!(self.t.out.w, "{value}")
    }

    /// The dealer's check for blackjack, once the cards it concerns have been shown.
    pub(super) fn tell_check(&mut self) -> io::Result<()> {
        let Some(up) = self.check_pending.take() else { return Ok(()) };
        let up = self.t.cards.cards(&[up]);
        writeln!(self.t.out.w, "  The dealer checks under his {up}: no blackjack, play on.")
    }

    /// The learner's bet on another box at the end of a round: its hand and settlement, then what
    /// each of the holder's decisions on it cost or earned it against the chart.
    pub(super) fn box_bet(&mut self, b: &BoxBetReport) -> io::Result<()> {
        let p = self.t.out.paint;
        let w = &mut self.t.out.w;
        let cards = b
            .hand
            .as_ref()
            .map(|h| format!(" {}  ({})", self.t.cards.cards(&h.cards), h.total_words()))
            .unwrap_or_default();
        if let Some(e) = &b.settled {
            let net = match e.net {
                n if n > 0 => p.good(format!("{n:+}")),
                0 => "±0".to_string(),
                n => p.bad(format!("{n:+}")),
            };
            writeln!(
                w,
                "  Your {} on box {}:{cards}  {}, {net}: {}",
                b.stake,
                b.seat + 1,
                e.verdict,
                e.reason
            )?;
        }
        let as_chart: Vec<String> =
            b.holder_plays.iter().filter(|h| h.played == h.chart).map(|h| h.played.to_string()).collect();
        if !as_chart.is_empty() && as_chart.len() == b.holder_plays.len() {
            let line = format!(
                "Seat {} played your bet's hand as the chart does ({}): nothing lost on it.",
                b.seat + 1,
                as_chart.join(", ")
            );
            writeln!(w, "  {}", p.dim(line))?;
        }
        for play in b.holder_plays.iter().filter(|h| h.played != h.chart) {
            let line = format!(
                "Seat {} played {} on {} against {}; the chart plays {}: {:+.1}% against {:+.1}%, {} chips \
                 on your bet of {}.",
                b.seat + 1,
                play.played,
                self.t.cards.cards(&play.cards),
                self.t.cards.cards(&[play.up]),
                play.chart,
                play.played_value,
                play.chart_value,
                signed_chips(play.chips),
                b.stake
            );
            writeln!(w, "  {}", p.dim(line))?;
        }
        self.t.cards.tell_ten(w)
    }
}

/// A box's hands on one line: `K♣ A♦  (blackjack)`.
pub(super) fn box_words(cards: &mut CardPainter, b: &BoxHands) -> String {
    let hands: Vec<String> =
        b.hands.iter().map(|h| format!("{}  ({})", cards.cards(&h.cards), hand_notes(h))).collect();
    hands.join("; ")
}

/// The learner's bet on another box as the round starts: `  ·  20 on box 2`.
pub(super) fn box_bet_words(bet: Option<BetOnBox>) -> String {
    bet.map_or_else(String::new, |b| format!("  ·  {} on box {}", b.stake, b.seat + 1))
}

/// Chips to two places with their sign.
pub(super) fn signed_chips(x: f64) -> String {
    format!("{:+.2}", x + 0.0)
}

/// `1`, `1 and 2`, `1, 2 and 3`.
pub(super) fn list_words(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

pub(super) fn seat_json(s: &SeatReport) -> Value {
    let moves: Vec<Value> =
        s.moves.iter().map(|(hand, mv)| json!({ "hand": hand + 1, "move": mv.to_string() })).collect();
    json!({
        "seat": if s.learner { s.seat + 1 } else { s.box_index + 1 },
        "player": if s.learner { "you" } else { "other" },
        "bet": s.bet,
        "insurance": s.insurance,
        "hands": s.hands.iter().map(hand_json).collect::<Vec<_>>(),
        "moves": moves,
        "settled": s.settled.iter().map(entry_json).collect::<Vec<_>>(),
        "net": s.net,
        "chips": s.chips,
    })
}

pub(super) fn entry_json(e: &Entry) -> Value {
    let wager = match e.wager {
        Wager::Hand(i) => format!("hand {}", i + 1),
        Wager::Insurance => "insurance".to_string(),
        Wager::OnBox(b) => format!("on box {}", b + 1),
    };
    json!({ "wager": wager, "stake": e.stake, "verdict": e.verdict.label(), "net": e.net, "reason": e.reason })
}

/// A chip result with its sign, `±0` for none.
pub(super) fn signed(n: i64) -> String {
    if n == 0 { "±0".to_string() } else { format!("{n:+}") }
}

pub(super) fn round2(x: f64) -> String {
    format!("{x:.2}")
}

pub(super) fn ranks(cards: &[Card]) -> Vec<&'static str> {
    cards.iter().map(|c| c.rank.symbol()).collect()
}

pub(super) fn hand_notes(h: &ShownHand) -> String {
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

pub(super) fn hand_json(h: &ShownHand) -> Value {
    json!({
        "cards": ranks(&h.cards),
        "stake": h.stake,
        "total": h.total_words(),
        "doubled": h.doubled,
        "from_split": h.from_split,
    })
}

pub(super) fn shoe_words(event: ShoeEvent) -> &'static str {
    match event {
        ShoeEvent::Shuffled => "The cut card has come out: the cards are shuffled for the next round.",
        ShoeEvent::BackupDeckOpened => "The stock ran out: a backup deck was opened.",
        ShoeEvent::DiscardsShuffled => "The stock ran out: the discards were shuffled into a new stock.",
    }
}

impl PlayObserver for Shown<'_, '_> {
    fn dealer_checked(&mut self, _round: u32, up: Card) -> io::Result<()> {
        if self.t.format == TextOrJson::Json {
            return Ok(());
        }
        // Said once the cards are on the table: after the learner's hand at their next decision,
        // or before the dealer's hand at the round's end.
        self.check_pending = Some(up);
        Ok(())
    }

    fn seated(&mut self, s: &Seating) -> io::Result<()> {
        if self.t.format == TextOrJson::Json {
            let mut seating = json!({
                "seats": s.seats,
                "seat": s.seat + 1,
                "others": s.others,
                "others_bet": s.others_bet,
                "table_seats": s.table_seats,
            });
            if s.boxes > 1 {
                seating["boxes"] = json!(s.boxes);
                seating["boxes_in_play"] = json!(s.seats - 1 + s.boxes);
            }
            return self.json(json!({ "seating": seating }));
        }
        // Every number is a seat of the table, which is a box: the learner's boxes run on from
        // their seat, and the players after them sit on after them.
        let in_play = s.seats - 1 + s.boxes;
        let own = if s.boxes > 1 {
            let numbers: Vec<String> = (s.seat + 1..=s.seat + s.boxes).map(|b| b.to_string()).collect();
            format!(
                " You play boxes {}, each with your bet: {in_play} boxes are in play.",
                list_words(&numbers)
            )
        } else {
            String::new()
        };
        let place = match s.seat {
            0 if s.seats > 1 => ", the first to play",
            i if i + 1 == s.seats && s.seats > 1 => ", the last to play before the dealer",
            _ => "",
        };
        let sit = format!("You sit at seat {} of the table's {}{place}.", s.seat + 1, s.table_seats);
        if s.seats == 1 {
            return writeln!(self.t.out.w, "{sit}{own}");
        }
        let others: Vec<String> =
            (0..s.seats).filter(|&i| i != s.seat).map(|i| (s.box_of(i) + 1).to_string()).collect();
        let (who, verb) = if others.len() == 1 { ("Seat", "plays") } else { ("Seats", "play") };
        writeln!(
            self.t.out.w,
            "{sit} {who} {} {verb} {} and bet {} each round; each seat is dealt in turn from the same shoe.{own}",
            list_words(&others),
            s.others,
            s.others_bet
        )
    }

    fn asking_bet(&mut self, ask: &BetAsk) -> io::Result<()> {
        if self.t.format == TextOrJson::Json {
            return Ok(());
        }
        let p = self.t.out.paint;
        writeln!(self.t.out.w)?;
        let of = ask.rounds.map_or(String::new(), |n| format!(" of {n}"));
        let on_box = box_bet_words(ask.box_bet);
        writeln!(
            self.t.out.w,
            "{}",
            p.accent(format!("Round {}{of}  ·  chips {}{on_box}", ask.round, ask.chips))
        )?;
        writeln!(self.t.out.w, "{}", p.bold(&ask.question.prompt))
    }

    fn bet_refused(&mut self, ask: &BetAsk, r: &RefusedAnswer) -> io::Result<()> {
        if self.t.format == TextOrJson::Json {
            return self.json(json!({ "refused": { "round": ask.round, "bet": true, "answer": r.line, "reason": r.reason }}));
        }
        let p = self.t.out.paint;
        if self.t.scripted {
            writeln!(self.t.out.w, "> {}", crate::data::shown(&r.line, usize::MAX))?;
        }
        writeln!(self.t.out.w, "{} {}", p.warn("Not taken:"), r.reason)?;
        if !self.t.scripted {
            writeln!(self.t.out.w, "{}", p.bold(&ask.question.prompt))?;
        }
        Ok(())
    }

    fn round_started(&mut self, r: &RoundStart) -> io::Result<()> {
        if self.t.format == TextOrJson::Json {
            return Ok(());
        }
        let p = self.t.out.paint;
        match &r.bet_line {
            // Enter took the bet the prompt named: it is said, as a typed bet shows itself.
            Some(line) if line.trim().is_empty() => {
                let echo = if self.t.scripted { "> " } else { "" };
                writeln!(self.t.out.w, "{echo}{}", p.dim(format!("(Enter: bet {})", r.bet)))?
            }
            Some(line) if self.t.scripted => {
                writeln!(self.t.out.w, "> {}", crate::data::shown(line, usize::MAX))?
            }
            Some(_) => {}
            None => {
                let seat = if r.seats > 1 { format!("  ·  seat {}", r.seat + 1) } else { String::new() };
                let of = r.rounds.map_or(String::new(), |n| format!(" of {n}"));
                writeln!(self.t.out.w)?;
                writeln!(
                    self.t.out.w,
                    "{}",
                    p.accent(format!(
                        "Round {}{of}  ·  bet {}  ·  chips {}{seat}{}",
                        r.number,
                        r.bet,
                        r.chips,
                        box_bet_words(r.box_bet)
                    ))
                )?;
            }
        }
        if let Some(words) = r.sitting_out_words() {
            writeln!(self.t.out.w, "  {words}")?;
        }
        if r.notional_added > 0 {
            let (chips, are) = if r.notional_added == 1 { ("chip", "is") } else { ("chips", "are") };
            writeln!(
                self.t.out.w,
                "  The bank cannot cover this round: {} notional {chips} {are} added before the deal.",
                r.notional_added
            )?;
        }
        Ok(())
    }

    fn other_seat(&mut self, o: &OtherSeat) -> io::Result<()> {
        if self.t.format == TextOrJson::Json {
            return Ok(());
        }
        let hands: Vec<String> = o
            .hands
            .iter()
            .enumerate()
            .map(|(i, h)| {
                let moves: Vec<String> =
                    o.moves.iter().filter(|(hand, _)| *hand == i).map(|(_, mv)| mv.to_string()).collect();
                let shown = format!("{}  ({})", self.t.cards.cards(&h.cards), hand_notes(h));
                if moves.is_empty() { shown } else { format!("{shown}: {}", moves.join(", ")) }
            })
            .collect();
        writeln!(self.t.out.w, "  Seat {}: {}", o.seat + 1, hands.join("; "))?;
        self.t.cards.tell_ten(&mut self.t.out.w)
    }

    fn asking(&mut self, ask: &Ask) -> io::Result<()> {
        if self.t.format == TextOrJson::Json {
            return Ok(());
        }
        let p = self.t.out.paint;
        let w = &mut self.t.out.w;
        let v = &ask.view;
        if let Some(count) = &v.count {
            writeln!(w, "  {}", p.dim(count.words()))?;
        }
        writeln!(w, "  Dealer: {}", self.t.cards.cards(&v.dealer))?;
        // At the round's first decision, the learner's other boxes, dealt too, in box order
        // around the one to play.
        let before_this = |b: &&BoxHands| v.box_number.is_some_and(|n| b.box_number < n);
        let after_this = |b: &&BoxHands| v.box_number.is_some_and(|n| b.box_number > n);
        let other_boxes = |first: bool| {
            v.boxes.iter().filter(move |b| {
                ask.kind != AskKind::Settlement && if first { before_this(b) } else { after_this(b) }
            })
        };
        for b in other_boxes(true) {
            writeln!(w, "  Box {}: {}", b.box_number, box_words(&mut self.t.cards, b))?;
        }
        if ask.kind == AskKind::Settlement && v.boxes.len() > 1 {
            // Before a settlement call every box is shown, each hand named as the dealer names it.
            for b in &v.boxes {
                for (i, h) in b.hands.iter().enumerate() {
                    let cards = self.t.cards.cards(&h.cards);
                    writeln!(w, "  Box {} hand {}: {cards}  ({})", b.box_number, i + 1, h.total_words())?;
                }
            }
        } else if v.hands.len() == 1 {
            let label = v.box_number.map_or_else(|| "You:   ".to_string(), |n| format!("Box {n}:"));
            if let Some(h) = v.hands.first() {
                writeln!(w, "  {label} {}  ({})", self.t.cards.cards(&h.cards), hand_notes(h))?;
            }
        } else {
            if let Some(number) = v.box_number {
                writeln!(w, "  Your box {number}:")?;
            }
            for (i, h) in v.hands.iter().enumerate() {
                let turn = if i == v.hand { p.bold("  ← to play") } else { String::new() };
                writeln!(w, "  Hand {}: {}  ({}){turn}", i + 1, self.t.cards.cards(&h.cards), hand_notes(h))?;
            }
            // The table's order is said once, the first time a seat holds several hands.
            if !self.split_order_told {
                self.split_order_told = true;
                writeln!(w, "  {}", p.dim(split_order_words(v.split_order)))?;
            }
        }
        for b in other_boxes(false) {
            writeln!(self.t.out.w, "  Box {}: {}", b.box_number, box_words(&mut self.t.cards, b))?;
        }
        self.tell_check()?;
        // Said before the first decision: a play's chart row, shown after a miss, names the
        // dealer's ten `T` even when no ten has been dealt yet.
        if ask.kind == AskKind::Play {
            self.t.cards.ten_ahead();
        }
        self.t.cards.tell_ten(&mut self.t.out.w)?;
        writeln!(self.t.out.w, "{}", p.bold(&ask.question.prompt))
    }

    fn refused(&mut self, ask: &Ask, r: &RefusedAnswer) -> io::Result<()> {
        if self.t.format == TextOrJson::Json {
            return self.json(json!({ "refused": {
                "round": ask.view.round,
                "n": ask.n,
                "answer": r.line,
                "reason": r.reason,
            }}));
        }
        let p = self.t.out.paint;
        if self.t.scripted {
            writeln!(self.t.out.w, "> {}", crate::data::shown(&r.line, usize::MAX))?;
        }
        writeln!(self.t.out.w, "{} {}", p.warn("Not taken:"), r.reason)?;
        writeln!(self.t.out.w, "{}", p.bold(&ask.question.prompt))
    }

    fn decided(&mut self, d: &Decided) -> io::Result<()> {
        let q = &d.record.question;
        let j = &d.record.judgement;
        if d.judged {
            self.judged += 1;
            self.right += usize::from(j.correct);
            let record = d.answer_record(&self.t.table, self.t.calendar.now());
            self.t.record(record);
        }
        if self.t.format == TextOrJson::Json {
            let kind = match d.kind {
                AskKind::Insurance => "insurance",
                AskKind::Play => "play",
                AskKind::Settlement => "settlement",
            };
            let mut decision = json!({
                "round": d.round,
                "n": d.record.n,
                "kind": kind,
                "hand": d.hand + 1,
                "dealer": ranks(&q.situation.dealer),
                "player": ranks(&q.situation.player),
                "prompt": q.prompt,
                "answer": d.record.line,
                "applied": d.applied.map(|m| m.to_string()),
                "judged": d.judged,
                "expected": d.judged.then(|| q.expected.shown()),
                "correct": j.correct,
                "mistake": j.mistake,
                "comparison": j.comparison,
                "chart_row": q.chart_row,
                "cost": d.judged.then(|| (d.cost_percent() * 100.0).round() / 100.0 + 0.0),
                "cost_chips": d.judged.then(|| (d.cost_chips() * 100.0).round() / 100.0 + 0.0),
                "close_call": j.is_close_call(),
                "why": q.why,
                "options": q.options,
                "key": q.key,
                "seconds": (d.record.time.as_secs_f64() * 10.0).round() / 10.0,
            });
            if let Some(c) = &d.count {
                decision["count"] = json!({
                    "system": c.system,
                    "running": c.running,
                    "tray_half_decks": c.tray_halves,
                    "half_decks_left": c.left_halves,
                    "true": c.true_count,
                });
            }
            if d.kind == AskKind::Settlement {
                decision["dealer_error"] = json!(d.dealer_error.map(|e| e.name()));
            }
            if d.kind == AskKind::Settlement || !d.boxes.is_empty() {
                decision["boxes"] = d
                    .boxes
                    .iter()
                    .map(|b| json!({ "box": b.box_number, "hands": b.hands.iter().map(hand_json).collect::<Vec<_>>() }))
                    .collect();
            }
            return self.json(json!({ "decision": decision }));
        }
        let p = self.t.out.paint;
        let w = &mut self.t.out.w;
        if self.t.scripted {
            writeln!(w, "> {}", crate::data::shown(&d.record.line, usize::MAX))?;
        }
        if !d.judged {
            return writeln!(w, "  {} {}", p.dim("Not judged:"), q.why);
        }
        let score = p.dim(format!("score {}/{}", self.right, self.judged));
        if d.kind == AskKind::Settlement {
            let mistake = j.mistake.and_then(|id| self.t.catalogue.get(id));
            let called = match (d.dealer_error, j.correct) {
                (Some(_), true) => format!("{} a foul, called", p.good("Right:")),
                (None, true) => format!("{} the settlement is right", p.good("Right:")),
                (Some(_), false) => format!("{} the dealer's error went through", p.bad("Missed:")),
                (None, false) => format!("{} you called a foul; the settlement is right", p.bad("Wrong:")),
            };
            writeln!(w, "{called}  {score}")?;
            if d.dealer_error.is_none() && j.correct {
                return Ok(());
            }
            if let Some(m) = mistake {
                writeln!(w, "  {} {}. {}", p.warn("Mistake:"), m.title, m.explanation)?;
            }
            return writeln!(w, "  {} {}", p.dim("Why:"), q.why);
        }
        if j.correct {
            return writeln!(w, "{} the answer is {}  {score}", p.good("Right:"), q.expected.shown());
        }
        let given = j.answer.map(|a| a.to_string()).unwrap_or_default();
        let label = if j.is_close_call() { p.warn("Close call:") } else { p.bad("Wrong:") };
        writeln!(w, "{label} you said {given}; the answer is {}  {score}", q.expected.shown())?;
        let mistake = j.mistake.and_then(|id| self.t.catalogue.get(id));
        match &j.comparison {
            Some(comparison) => write_comparison(w, p, comparison, mistake)?,
            None => writeln!(
                w,
                "  Cost: {:.2}% of the bet, {} chips at a bet of {}",
                d.cost_percent(),
                round2(d.cost_chips()),
                d.bet
            )?,
        }
        if let Some(m) = mistake {
            writeln!(w, "  {} {}. {}", p.warn("Mistake:"), m.title, m.explanation)?;
        }
        if let Some(row) = &q.chart_row {
            writeln!(w, "  {} {row}", p.dim("Chart:"))?;
        }
        writeln!(w, "  {} {}", p.dim("Why:"), q.why)?;
        match d.applied {
            Some(applied) => writeln!(w, "  {}", p.dim(format!("Played as you chose: {applied}."))),
            None => Ok(()),
        }
    }

    fn round_over(&mut self, r: &RoundReport) -> io::Result<()> {
        let events: Vec<&str> = r
            .shoe_events
            .iter()
            .filter(|e| !(self.every_round && **e == ShoeEvent::Shuffled))
            .map(|e| shoe_words(*e))
            .collect();
        let mine: Vec<&SeatReport> = r.seats.iter().filter(|s| s.learner).collect();
        if self.t.format == TextOrJson::Json {
            let several = mine.len() > 1;
            let entries: Vec<Value> = mine
                .iter()
                .flat_map(|s| {
                    s.settled.iter().map(move |e| {
                        let mut entry = entry_json(e);
                        if several {
                            entry["box"] = json!(s.box_index + 1);
                        }
                        entry
                    })
                })
                .collect();
            let mut round = json!({
                "number": r.number,
                "table": self.t.table,
                "bet": r.bet,
                "dealer": ranks(&r.dealer),
                "dealer_total": r.dealer_total,
                "hands": r.hands.iter().map(hand_json).collect::<Vec<_>>(),
                "settled": entries,
                "net": r.net,
                "chips": r.chips_after,
                "shoe": events,
            });
            if self.seats > 1 {
                round["seats"] = r.seats.iter().map(seat_json).collect();
            }
            if !r.sitting_out.is_empty() {
                round["boxes_out"] = json!(r.sitting_out.iter().map(|b| b + 1).collect::<Vec<_>>());
            }
            if let Some(b) = &r.box_bet {
                round["box_bet"] = json!({
                    "seat": b.seat + 1,
                    "stake": b.stake,
                    "hand": b.hand.as_ref().map(hand_json),
                    "settled": b.settled.as_ref().map(entry_json),
                    "holder_plays": b.holder_plays,
                });
            }
            if let Some(bank) = r.bank {
                round["bank"] =
                    json!({ "chips": bank.chips, "notional": bank.notional, "added": r.notional_added });
            }
            return self.json(json!({ "round": round }));
        }
        let p = self.t.out.paint;
        let w = &mut self.t.out.w;
        writeln!(w, "  Dealer: {}  ({})", self.t.cards.cards(&r.dealer), r.dealer_total)?;
        self.tell_check()?;
        let w = &mut self.t.out.w;
        let several = mine.len() > 1;
        let entries = mine.iter().flat_map(|s| s.settled.iter().map(move |e| (s.box_index, &s.hands, e)));
        for (box_index, hands, e) in entries {
            let (what, cards) = match e.wager {
                Wager::Hand(i) => {
                    let cards = hands
                        .get(i)
                        .map(|h| format!(" {}  ({})", self.t.cards.cards(&h.cards), h.total_words()))
                        .unwrap_or_default();
                    let what = if several {
                        format!("Box {} hand {}:", box_index + 1, i + 1)
                    } else {
                        format!("Hand {}:", i + 1)
                    };
                    (what, cards)
                }
                Wager::Insurance => (format!("Insurance of {}:", e.stake), String::new()),
                // Told below with the box's hand and its holder's play.
                Wager::OnBox(_) => continue,
            };
            let net = match e.net {
                n if n > 0 => p.good(format!("{n:+}")),
                0 => "±0".to_string(),
                n => p.bad(format!("{n:+}")),
            };
            writeln!(w, "  {what}{cards}  {}, {net}: {}", e.verdict, e.reason)?;
        }
        if let Some(b) = &r.box_bet {
            self.box_bet(b)?;
        }
        let w = &mut self.t.out.w;
        let net = if r.net == 0 { "±0".to_string() } else { format!("{:+}", r.net) };
        writeln!(w, "  Chips: {} ({net})", r.chips_after)?;
        let others: Vec<String> = r
            .seats
            .iter()
            .filter(|s| !s.learner)
            .map(|s| format!("seat {} {} ({})", s.box_index + 1, signed(s.net), s.chips))
            .collect();
        if !others.is_empty() {
            writeln!(w, "  Others: {}", others.join(", "))?;
        }
        if let Some(bank) = r.bank {
            let bank_net = r.ledger.bank_net();
            writeln!(
                w,
                "  Bank: {} ({})",
                bank.chips,
                if bank_net == 0 { "±0".to_string() } else { format!("{bank_net:+}") }
            )?;
        }
        for e in events {
            writeln!(w, "  {}", p.dim(e))?;
        }
        self.t.cards.tell_ten(w)
    }
}
