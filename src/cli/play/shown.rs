//! How a play session is shown as it goes, as text for people or as JSON lines: the seating,
//! each bet, each decision asked and judged, the other seats' play and each round's settlement.

use std::io::{self, Write};

use serde_json::{Value, json};

use crate::cli::args::TextOrJson;
use crate::cli::paint::Painter;
use crate::cli::session::{CardPainter, Transcript};
use crate::coach::drill::question::ShownHand;
use crate::coach::drill::verdict::{Line, Tone};
use crate::coach::play::words::{
    bank_words, decision_words, hand_notes, others_words, round_chips_words, round_words, seating_words,
    seats_change_words, settled_words, shoe_words, signed_chips, wager_label,
};
use crate::coach::play::{
    Ask, AskKind, BetAsk, BetOnBox, BoxBetReport, BoxHands, Decided, OtherSeat, PlayObserver, RefusedAnswer,
    RoundReport, RoundStart, SeatReport, Seating, SeatsChange,
};
use crate::game::card::Card;
use crate::game::describe::split_order_in;
use crate::game::ledger::{Entry, Wager};
use crate::game::shoe::ShoeEvent;
use crate::lang::{Arg, Lang};

use super::paced::{Pace, Piece};

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
    /// Whether other players come and go between rounds (each round's record names the seats
    /// taken).
    pub(super) seats_vary: bool,
    /// At a terminal, in a counting session with a pace: the beat each card the learner does not
    /// act on falls at.
    pub(super) pace: Option<Pace>,
    /// At a pace, the verdict of each of the round's misses, said again once its cards are picked
    /// up (the clearing would take them with it; the summary names every miss).
    pub(super) misses: Vec<String>,
    /// The language of the session's words.
    pub(super) lang: Lang,
}

impl Shown<'_, '_> {
    pub(super) fn json(&mut self, value: Value) -> io::Result<()> {
        writeln!(self.t.out.w, "{value}")
    }

    /// The dealer's check for blackjack, once the cards it concerns have been shown.
    pub(super) fn tell_check(&mut self) -> io::Result<()> {
        let Some(up) = self.check_pending.take() else { return Ok(()) };
        let up = self.t.cards.cards(&[up]);
        writeln!(self.t.out.w, "  {}", self.lang.text("play-dealer-checks", &[("up", Arg::Text(&up))]))
    }

    /// The learner's bet on another box at the end of a round: its hand and settlement, then what
    /// each of the holder's decisions on it cost or earned it against the chart.
    pub(super) fn box_bet(&mut self, b: &BoxBetReport) -> io::Result<()> {
        let p = self.t.out.paint;
        let w = &mut self.t.out.w;
        let cards = b
            .hand
            .as_ref()
            .map(|h| format!(" {}  ({})", self.t.cards.cards(&h.cards), h.total_words_in(self.lang)))
            .unwrap_or_default();
        if let Some(e) = &b.settled {
            let settled = settled_words(e, &|n, net| paint_net(p, n, net), self.lang);
            let yours = self.lang.text(
                "play-your-stake-on-box",
                &[("stake", Arg::Int(b.stake)), ("box", Arg::Int(b.seat as u64 + 1))],
            );
            writeln!(w, "  {yours}{cards}  {settled}")?;
        }
        let lang = self.lang;
        let seat = b.seat as u64 + 1;
        let as_chart: Vec<String> =
            b.holder_plays.iter().filter(|h| h.played == h.chart).map(|h| h.played.name_in(lang)).collect();
        if !as_chart.is_empty() && as_chart.len() == b.holder_plays.len() {
            let plays = as_chart.join(", ");
            let line =
                lang.text("play-holder-as-chart", &[("seat", Arg::Int(seat)), ("plays", Arg::Text(&plays))]);
            writeln!(w, "  {}", p.dim(line))?;
        }
        for play in b.holder_plays.iter().filter(|h| h.played != h.chart) {
            let (cards, up) = (self.t.cards.cards(&play.cards), self.t.cards.cards(&[play.up]));
            let (played_value, chart_value) =
                (lang.signed_percent(play.played_value, 1), lang.signed_percent(play.chart_value, 1));
            let chips = lang.number(&signed_chips(play.chips));
            let (played, chart) = (play.played.name_in(lang), play.chart.name_in(lang));
            let line = lang.text(
                "play-holder-played",
                &[
                    ("seat", Arg::Int(seat)),
                    ("played", Arg::Text(&played)),
                    ("cards", Arg::Text(&cards)),
                    ("up", Arg::Text(&up)),
                    ("chart", Arg::Text(&chart)),
                    ("played_value", Arg::Text(&played_value)),
                    ("chart_value", Arg::Text(&chart_value)),
                    ("chips", Arg::Text(&chips)),
                    ("stake", Arg::Int(b.stake)),
                ],
            );
            writeln!(w, "  {}", p.dim(line))?;
        }
        self.t.cards.tell_ten(w)
    }
}

/// A box's hands on one line: `K♣ A♦  (blackjack)`.
pub(super) fn box_words(cards: &mut CardPainter, b: &BoxHands, lang: Lang) -> String {
    let hands: Vec<String> =
        b.hands.iter().map(|h| format!("{}  ({})", cards.cards(&h.cards), hand_notes(h, lang))).collect();
    hands.join("; ")
}

/// The learner's bet on another box as the round starts: `  ·  20 on box 2`.
pub(super) fn box_bet_words(bet: Option<BetOnBox>, lang: Lang) -> String {
    bet.map_or_else(String::new, |b| {
        let words =
            lang.text("play-on-box", &[("stake", Arg::Int(b.stake)), ("box", Arg::Int(b.seat as u64 + 1))]);
        format!("  ·  {words}")
    })
}

/// A line of words with its label painted in its tone.
fn painted(p: Painter, line: &Line) -> String {
    match &line.label {
        Some((label, tone)) => {
            let label = match tone {
                Tone::Good => p.good(label),
                Tone::Bad => p.bad(label),
                Tone::Warn => p.warn(label),
                Tone::Bold => p.bold(label),
                Tone::Quiet => p.dim(label),
            };
            format!("{label} {}", line.text)
        }
        None => line.text.clone(),
    }
}

/// Chips won in the good tone, lost in the bad one, none as they are.
fn paint_net(p: Painter, n: i64, net: String) -> String {
    match n {
        n if n > 0 => p.good(net),
        0 => net,
        _ => p.bad(net),
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
    json!({ "wager": wager, "stake": e.stake, "verdict": e.verdict.label(), "net": e.net, "reason": e.reason.to_string() })
}

pub(super) fn ranks(cards: &[Card]) -> Vec<&'static str> {
    cards.iter().map(|c| c.rank.symbol()).collect()
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

    fn seats_changed(&mut self, c: &SeatsChange) -> io::Result<()> {
        let numbers = |boxes: &[usize]| boxes.iter().map(|b| b + 1).collect::<Vec<_>>();
        if self.t.format == TextOrJson::Json {
            let change =
                json!({ "round": c.round, "left": numbers(&c.left), "sat_down": numbers(&c.sat_down) });
            return self.json(json!({ "seats_changed": change }));
        }
        writeln!(self.t.out.w)?;
        for line in seats_change_words(c, self.lang) {
            writeln!(self.t.out.w, "  {line}")?;
        }
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
        writeln!(self.t.out.w, "{}", seating_words(s, self.lang))
    }

    fn asking_bet(&mut self, ask: &BetAsk) -> io::Result<()> {
        if self.t.format == TextOrJson::Json {
            return Ok(());
        }
        let p = self.t.out.paint;
        writeln!(self.t.out.w)?;
        let lang = self.lang;
        let round = round_words(ask.round, ask.rounds, lang);
        let chips = lang.text("play-chips-now", &[("chips", Arg::Int(ask.chips))]);
        let on_box = box_bet_words(ask.box_bet, lang);
        writeln!(self.t.out.w, "{}", p.accent(format!("{round}  ·  {chips}{on_box}")))?;
        if let Some(count) = &ask.count {
            writeln!(self.t.out.w, "  {}", p.dim(count.words_in(lang)))?;
        }
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
        writeln!(self.t.out.w, "{} {}", p.warn(self.lang.text("drill-page-not-taken", &[])), r.reason)?;
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
        let lang = self.lang;
        match &r.bet_line {
            // Enter took the bet the prompt named: it is said, as a typed bet shows itself.
            Some(line) if line.trim().is_empty() => {
                let echo = if self.t.scripted { "> " } else { "" };
                writeln!(
                    self.t.out.w,
                    "{echo}{}",
                    p.dim(lang.text("play-enter-bet", &[("bet", Arg::Int(r.bet))]))
                )?
            }
            Some(line) if self.t.scripted => {
                writeln!(self.t.out.w, "> {}", crate::data::shown(line, usize::MAX))?
            }
            Some(_) => {}
            None => {
                let seat = if r.seats > 1 {
                    format!("  ·  {}", lang.text("play-seat-now", &[("seat", Arg::Int(r.seat as u64 + 1))]))
                } else {
                    String::new()
                };
                let bet = if r.watching {
                    lang.text("play-watching", &[])
                } else {
                    lang.text("play-bet-now", &[("bet", Arg::Int(r.bet))])
                };
                let round = round_words(r.number, r.rounds, lang);
                let chips = lang.text("play-chips-now", &[("chips", Arg::Int(r.chips))]);
                writeln!(self.t.out.w)?;
                writeln!(
                    self.t.out.w,
                    "{}",
                    p.accent(format!(
                        "{round}  ·  {bet}  ·  {chips}{seat}{}",
                        box_bet_words(r.box_bet, lang)
                    ))
                )?;
            }
        }
        if let Some(words) = r.sitting_out_words() {
            writeln!(self.t.out.w, "  {words}")?;
        }
        if r.notional_added > 0 {
            writeln!(
                self.t.out.w,
                "  {}",
                lang.text("play-notional", &[("chips", Arg::Int(r.notional_added))])
            )?;
        }
        Ok(())
    }

    fn other_seat(&mut self, o: &OtherSeat) -> io::Result<()> {
        if self.t.format == TextOrJson::Json {
            return Ok(());
        }
        let lang = self.lang;
        let seat = lang.text("play-seat-hands", &[("seat", Arg::Int(o.seat as u64 + 1))]);
        let moves_of = |i: usize| {
            let moves: Vec<String> =
                o.moves.iter().filter(|(hand, _)| *hand == i).map(|(_, mv)| mv.name_in(lang)).collect();
            if moves.is_empty() { String::new() } else { format!(": {}", moves.join(", ")) }
        };
        if let Some(pace) = self.pace {
            // Each card falls in turn, its hand's total and moves said once its cards are down.
            let mut pieces = vec![Piece::shown(format!("  {seat}"))];
            for (i, h) in o.hands.iter().enumerate() {
                let before = if i > 0 { ";" } else { "" };
                pieces.push(Piece::shown(before));
                pieces.extend(
                    h.cards.iter().map(|c| Piece::falling(format!(" {}", self.t.cards.cards(&[*c])))),
                );
                pieces.push(Piece::shown(format!("  ({}){}", hand_notes(h, lang), moves_of(i))));
            }
            self.t.out.w.flush()?;
            pace.deal(&pieces)?;
            return self.t.cards.tell_ten(&mut self.t.out.w);
        }
        let hands: Vec<String> = o
            .hands
            .iter()
            .enumerate()
            .map(|(i, h)| {
                format!("{}  ({}){}", self.t.cards.cards(&h.cards), hand_notes(h, lang), moves_of(i))
            })
            .collect();
        writeln!(self.t.out.w, "  {seat} {}", hands.join("; "))?;
        self.t.cards.tell_ten(&mut self.t.out.w)
    }

    fn asking(&mut self, ask: &Ask) -> io::Result<()> {
        if self.t.format == TextOrJson::Json {
            return Ok(());
        }
        let p = self.t.out.paint;
        let lang = self.lang;
        let w = &mut self.t.out.w;
        let v = &ask.view;
        // A count check comes between rounds, with nothing on the table.
        if ask.kind.is_count_check() {
            return writeln!(w, "{}", p.bold(&ask.question.prompt));
        }
        // So does the choice before a round: the count, when shown, and the question.
        if ask.kind == AskKind::SitOrLeave {
            writeln!(w)?;
            if let Some(count) = &v.count {
                writeln!(w, "  {}", p.dim(count.words_in(lang)))?;
            }
            return writeln!(w, "{}", p.bold(&ask.question.prompt));
        }
        if let Some(count) = &v.count {
            writeln!(w, "  {}", p.dim(count.words_in(lang)))?;
        }
        let dealer = lang.text("drill-dealer", &[]);
        writeln!(w, "  {dealer} {}", self.t.cards.cards(&v.dealer))?;
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
            let label = lang.text("play-wager-box", &[("box", Arg::Int(b.box_number as u64))]);
            writeln!(w, "  {label} {}", box_words(&mut self.t.cards, b, lang))?;
        }
        if ask.kind == AskKind::Settlement && v.boxes.len() > 1 {
            // Before a settlement call every box is shown, each hand named as the dealer names it.
            for b in &v.boxes {
                for (i, h) in b.hands.iter().enumerate() {
                    let cards = self.t.cards.cards(&h.cards);
                    let label = lang.text(
                        "play-wager-box-hand",
                        &[("box", Arg::Int(b.box_number as u64)), ("hand", Arg::Int(i as u64 + 1))],
                    );
                    writeln!(w, "  {label} {cards}  ({})", h.total_words_in(lang))?;
                }
            }
        } else if v.hands.len() == 1 {
            // The learner's hand lines up under the dealer's.
            let label = v.box_number.map_or_else(
                || format!("{:<width$}", lang.text("drill-you", &[]), width = dealer.chars().count()),
                |n| lang.text("play-wager-box", &[("box", Arg::Int(n as u64))]),
            );
            // Among several boxes, the one to play is marked as a split hand is.
            let to_play = format!("  {}", lang.text("play-to-play", &[]));
            let turn = if v.box_number.is_some() { p.bold(&to_play) } else { String::new() };
            if let Some(h) = v.hands.first() {
                writeln!(w, "  {label} {}  ({}){turn}", self.t.cards.cards(&h.cards), hand_notes(h, lang))?;
            }
        } else {
            if let Some(number) = v.box_number {
                writeln!(w, "  {}", lang.text("play-your-box", &[("box", Arg::Int(number as u64))]))?;
            }
            let to_play = format!("  {}", lang.text("play-to-play", &[]));
            for (i, h) in v.hands.iter().enumerate() {
                let turn = if i == v.hand { p.bold(&to_play) } else { String::new() };
                let name = lang.text("drill-hand-numbered", &[("n", Arg::Int(i as u64 + 1))]);
                writeln!(w, "  {name}: {}  ({}){turn}", self.t.cards.cards(&h.cards), hand_notes(h, lang))?;
            }
            // The table's order is said once, the first time a seat holds several hands.
            if !self.split_order_told {
                self.split_order_told = true;
                writeln!(w, "  {}", p.dim(split_order_in(v.split_order, lang)))?;
            }
        }
        for b in other_boxes(false) {
            let label = lang.text("play-wager-box", &[("box", Arg::Int(b.box_number as u64))]);
            writeln!(self.t.out.w, "  {label} {}", box_words(&mut self.t.cards, b, lang))?;
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
        writeln!(self.t.out.w, "{} {}", p.warn(self.lang.text("drill-page-not-taken", &[])), r.reason)?;
        writeln!(self.t.out.w, "{}", p.bold(&ask.question.prompt))
    }

    fn hinted(&mut self, ask: &Ask, row: &str) -> io::Result<()> {
        if self.t.format == TextOrJson::Json {
            return self.json(json!({ "hint": { "round": ask.view.round, "n": ask.n, "chart_row": row } }));
        }
        let p = self.t.out.paint;
        if self.t.scripted {
            writeln!(self.t.out.w, "> ?")?;
        }
        writeln!(self.t.out.w, "{} {row}", p.dim(self.lang.text("drill-label-chart", &[])))?;
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
            let kind = d.kind.name();
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
            if let Some(leak) = &d.leak {
                decision["leak"] = json!(leak);
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
        // A bet's line was said as the round started.
        if self.t.scripted && d.kind != AskKind::Bet {
            writeln!(w, "> {}", crate::data::shown(&d.record.line, usize::MAX))?;
        }
        let words = decision_words(d, self.t.catalogue, self.right, self.judged);
        if let Some(line) = &words.headline {
            writeln!(w, "{}  {}", painted(p, line), p.dim(&words.score))?;
        }
        for line in &words.details {
            writeln!(w, "  {}", painted(p, line))?;
        }
        if self.pace.is_some() && d.judged && !d.record.judgement.correct {
            self.misses.extend(words.headline.iter().map(|line| painted(p, line)));
        }
        match &words.played {
            Some(played) => writeln!(w, "  {}", p.dim(played)),
            None => Ok(()),
        }
    }

    fn round_over(&mut self, r: &RoundReport) -> io::Result<()> {
        let events: Vec<String> = r
            .shoe_events
            .iter()
            .filter(|e| !(self.every_round && **e == ShoeEvent::Shuffled))
            .map(|e| shoe_words(*e, self.lang))
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
            if self.seats_vary {
                round["seats_taken"] = r.seats.iter().map(|s| s.box_index + 1).collect();
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
        let lang = self.lang;
        let dealer = lang.text("drill-dealer", &[]);
        let w = &mut self.t.out.w;
        match (self.pace, r.dealer.split_first()) {
            // His up card is on the table; the hole card and his draws fall a beat apart.
            (Some(pace), Some((up, rest))) => {
                let mut pieces = vec![Piece::shown(format!("  {dealer} {}", self.t.cards.cards(&[*up])))];
                pieces.extend(rest.iter().map(|c| Piece::falling(format!(" {}", self.t.cards.cards(&[*c])))));
                pieces.push(Piece::shown(format!("  ({})", r.dealer_total_in(lang))));
                w.flush()?;
                pace.deal(&pieces)?;
            }
            _ => writeln!(w, "  {dealer} {}  ({})", self.t.cards.cards(&r.dealer), r.dealer_total_in(lang))?,
        }
        self.tell_check()?;
        let w = &mut self.t.out.w;
        let several = mine.len() > 1;
        let entries = mine.iter().flat_map(|s| s.settled.iter().map(move |e| (s.box_index, &s.hands, e)));
        for (box_index, hands, e) in entries {
            // A bet on another box is told below with the box's hand and its holder's play.
            let Some(what) = wager_label(e, box_index, several, hands.len(), lang) else { continue };
            let cards = match e.wager {
                Wager::Hand(i) => hands
                    .get(i)
                    .map(|h| format!(" {}  ({})", self.t.cards.cards(&h.cards), h.total_words_in(lang)))
                    .unwrap_or_default(),
                _ => String::new(),
            };
            writeln!(w, "  {what}{cards}  {}", settled_words(e, &|n, net| paint_net(p, n, net), lang))?;
        }
        if let Some(b) = &r.box_bet {
            self.box_bet(b)?;
        }
        let w = &mut self.t.out.w;
        writeln!(w, "  {}", round_chips_words(r, lang))?;
        for line in [others_words(r, lang), bank_words(r, lang)].into_iter().flatten() {
            writeln!(w, "  {line}")?;
        }
        for e in events {
            writeln!(w, "  {}", p.dim(e))?;
        }
        self.t.cards.tell_ten(w)?;
        if let Some(pace) = self.pace {
            self.t.out.w.flush()?;
            pace.pick_up(r.number, r.cards_dealt().len(), &std::mem::take(&mut self.misses))?;
        }
        Ok(())
    }
}
