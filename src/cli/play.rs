//! `bjcoach play`: whole rounds at a table with the coach judging every decision, asked at the
//! terminal or answered from a file, shown as text or as JSON lines.

use std::io::{self, IsTerminal};
use std::path::PathBuf;
use std::time::Duration;

use clap::{Args, ValueEnum};
use console::{Style, Term};
use dialoguer::Select;
use dialoguer::theme::ColorfulTheme;
use serde_json::{Value, json};

use super::stats::{DataChoice, calendar, note, open_journal, read, save, saving};
use super::{CliError, Out, Painter, Prompted, TableChoice};
use crate::coach::drill::mistakes::Catalogue;
use crate::coach::drill::session::{AnswerSource, Clock, FakeClock, SystemClock};
use crate::coach::drill::strategy::ChartView;
use crate::coach::learner::Calendar;
use crate::coach::learner::progress::{AnswerRecord, Journal, Store};
use crate::coach::play::{
    Ask, AskKind, Decided, HandView, PlayObserver, PlayOptions, PlaySummary, Played, Refusal, RoundReport,
    check_options, default_bet,
};
use crate::game::card::Card;
use crate::game::ledger::Wager;
use crate::game::rules::{Reshuffle, TableRules};
use crate::game::shoe::ShoeEvent;

/// Each scripted answer is taken to last this long, so a scripted transcript never changes.
const SCRIPTED_ANSWER_TIME: Duration = Duration::from_secs(2);

/// Arguments of `bjcoach play`.
#[derive(Debug, Args)]
pub struct PlayArgs {
    #[command(flatten)]
    table: TableChoice,
    /// Number of rounds.
    #[arg(long, default_value_t = 10, value_parser = clap::value_parser!(u32).range(1..=10000))]
    rounds: u32,
    /// The bet of every round [default: the table's smallest bet].
    #[arg(long, value_name = "CHIPS")]
    bet: Option<u64>,
    /// Chips to start with [default: the table's starting chips].
    #[arg(long, value_name = "START")]
    chips: Option<u64>,
    /// Seed for the shoe: the same seed deals the same cards.
    #[arg(long)]
    seed: Option<u64>,
    /// Read the answers from a file, one per line (`-` for standard input) instead of prompting.
    #[arg(long, value_name = "FILE")]
    answers: Option<PathBuf>,
    /// Text for people, or one JSON object per line per decision and per round, then a summary.
    #[arg(long, value_enum, default_value_t = PlayFormat::Text)]
    format: PlayFormat,
    #[command(flatten)]
    data: DataChoice,
}

/// Output forms of `bjcoach play`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum PlayFormat {
    Text,
    Json,
}

/// Runs `bjcoach play`.
pub fn run(args: &PlayArgs, out: &mut Out<'_>) -> Result<(), CliError> {
    let rules = args.table.load()?;
    let chart = ChartView::new(super::chart::chart_for(&args.table, &rules)?);
    let bet = args.bet.unwrap_or_else(|| default_bet(&rules));
    let chips = args.chips.unwrap_or(rules.session.starting_chips.max(bet));
    let options =
        PlayOptions { rounds: args.rounds, bet, chips, seed: args.seed.unwrap_or_else(rand::random) };
    check_options(&rules, &options).map_err(CliError::BadInput)?;
    let store = args.data.store()?;
    let scripted = args.answers.is_some() || !io::stdin().is_terminal();
    let catalogue = Catalogue::shipped().map_err(CliError::BadData)?;
    // Reading the progress first says what an earlier session left in its journal.
    read(&store)?;
    let Some(saving) = saving(&store, scripted, "decisions")? else { return Ok(()) };
    let store = saving.then_some(&store);
    let mut shown = Shown::new(out, &catalogue, args.format, scripted, &rules, store)?;
    let result = if scripted {
        let mut clock = FakeClock::new(SCRIPTED_ANSWER_TIME);
        super::scripted_answers(args.answers.as_deref(), |source| {
            session(&rules, &chart, options, source, &mut clock, &mut shown).map(|p| (p, false))
        })
    } else {
        interactive(&rules, &chart, options, &mut shown)
    };
    finish(store, &mut shown, result)
}

/// Plays the session and shows its summary.
fn session(
    rules: &TableRules,
    chart: &ChartView,
    options: PlayOptions,
    source: &mut dyn AnswerSource,
    clock: &mut dyn Clock,
    shown: &mut Shown<'_, '_>,
) -> Result<Played, CliError> {
    let played = crate::coach::play::run(rules, chart, options, source, clock, shown)?;
    shown.summary(&played.summary)?;
    Ok(played)
}

/// Saves the session's judged decisions to the learner's progress and closes its journal: the one
/// place a play session saves, whether it ended, was stopped or failed.
fn finish(
    store: Option<&Store>,
    shown: &mut Shown<'_, '_>,
    result: Result<(Played, bool), CliError>,
) -> Result<(), CliError> {
    let saved = save(store, shown.journal.take(), &shown.recorded);
    let (_, interrupted) = result?;
    saved?;
    if interrupted { Err(CliError::Interrupted) } else { Ok(()) }
}

/// Plays at the terminal, prompting for each decision; Ctrl-C ends it with its summary.
fn interactive(
    rules: &TableRules,
    chart: &ChartView,
    options: PlayOptions,
    shown: &mut Shown<'_, '_>,
) -> Result<(Played, bool), CliError> {
    super::watch_interrupts();
    let mut clock = SystemClock::new();
    let mut source = Prompted { paint: shown.out.paint, interrupted: false, check_form: false };
    let played = session(rules, chart, options, &mut source, &mut clock, shown);
    let _ = Term::stdout().show_cursor();
    Ok((played?, source.interrupted))
}

/// The menu's entry: pick a table, then ten rounds at the terminal.
pub fn from_menu(out: &mut Out<'_>) -> Result<(), CliError> {
    let names = crate::game::rules::preset_names();
    let picked = Select::with_theme(&ColorfulTheme::default())
        .with_prompt("At which table?")
        .items(&names)
        .default(0)
        .interact_opt()
        .map_err(|e| CliError::Other(e.into()))?;
    let Some(i) = picked else { return Ok(()) };
    let choice = TableChoice { table: names[i].to_string(), table_file: None };
    let rules = choice.load()?;
    let chart = ChartView::new(super::chart::chart_for(&choice, &rules)?);
    let bet = default_bet(&rules);
    let options =
        PlayOptions { rounds: 10, bet, chips: rules.session.starting_chips.max(bet), seed: rand::random() };
    check_options(&rules, &options).map_err(CliError::BadInput)?;
    let store = DataChoice { data_dir: None }.store()?;
    let catalogue = Catalogue::shipped().map_err(CliError::BadData)?;
    read(&store)?;
    let Some(saving) = saving(&store, false, "decisions")? else { return Ok(()) };
    let store = saving.then_some(&store);
    let mut shown = Shown::new(out, &catalogue, PlayFormat::Text, false, &rules, store)?;
    let result = interactive(&rules, &chart, options, &mut shown);
    match finish(store, &mut shown, result) {
        Err(CliError::Interrupted) => Ok(()),
        other => other,
    }
}

/// Shows a play session as text or JSON lines.
struct Shown<'o, 'w> {
    out: &'o mut Out<'w>,
    catalogue: &'o Catalogue,
    format: PlayFormat,
    scripted: bool,
    table: String,
    /// Whether the table shuffles after every round (then shuffles go unsaid).
    every_round: bool,
    calendar: Calendar,
    /// The journal the decisions are written to as they are judged.
    journal: Option<Journal>,
    /// Every judged decision, as it is saved.
    recorded: Vec<AnswerRecord>,
    judged: usize,
    right: usize,
}

impl<'o, 'w> Shown<'o, 'w> {
    fn new(
        out: &'o mut Out<'w>,
        catalogue: &'o Catalogue,
        format: PlayFormat,
        scripted: bool,
        rules: &TableRules,
        store: Option<&Store>,
    ) -> Result<Shown<'o, 'w>, CliError> {
        let calendar = calendar()?;
        let journal = store.and_then(|store| open_journal(store, &calendar, "decisions"));
        Ok(Shown {
            out,
            catalogue,
            format,
            scripted,
            table: rules.id.clone(),
            every_round: rules.reshuffle == Reshuffle::EveryRound,
            calendar,
            journal,
            recorded: Vec::new(),
            judged: 0,
            right: 0,
        })
    }

    fn json(&mut self, value: Value) -> io::Result<()> {
        writeln!(self.out.w, "{value}")
    }

    fn summary(&mut self, s: &PlaySummary) -> io::Result<()> {
        if self.format == PlayFormat::Json {
            return self.json(json!({ "summary": s }));
        }
        let p = self.out.paint;
        let w = &mut self.out.w;
        writeln!(w)?;
        let why_short = if s.out_of_chips {
            " (out of chips)"
        } else if s.stopped_early {
            " (stopped early; an unfinished round is not counted)"
        } else {
            ""
        };
        writeln!(w, "{} {} of {} rounds played{why_short}", p.bold("Summary:"), s.rounds_played, s.rounds)?;
        let net = if s.net > 0 { p.good(format!("{:+}", s.net)) } else { format!("{:+}", s.net) };
        writeln!(w, "  Chips: {} → {} ({net})", s.start_chips, s.chips)?;
        writeln!(w, "  Decisions: {} right out of {}", s.right, s.decisions)?;
        let calls = if s.close_calls > 0 {
            format!(", {} close call{}", s.close_calls, if s.close_calls == 1 { "" } else { "s" })
        } else {
            String::new()
        };
        writeln!(
            w,
            "  Value given away: {:.2}% of a bet, {} chips at your bets{calls}",
            s.value_lost_percent,
            round2(s.value_lost_chips)
        )?;
        if let Some(c) = &s.costliest {
            writeln!(
                w,
                "  Costliest mistake: round {}, {}: you said {}; the answer is {} ({:.2}% of the bet, {} chips)",
                c.round,
                c.key,
                c.answer,
                c.expected,
                c.cost_percent,
                round2(c.cost_chips)
            )?;
        }
        if !s.mistakes.is_empty() {
            writeln!(w, "{}", p.bold("Mistakes:"))?;
            for m in &s.mistakes {
                let title = self.catalogue.get(&m.id).map_or("", |x| x.title.as_str());
                writeln!(w, "  {} x{}  {}", p.bad(&m.id), m.count, title)?;
            }
        }
        writeln!(w, "{}", p.dim(format!("Replay this session with --seed {}.", s.seed)))
    }
}

fn round2(x: f64) -> String {
    format!("{x:.2}")
}

fn card_text(p: Painter, c: &Card) -> String {
    let style = if c.suit.is_red() { Style::new().red().bold() } else { Style::new().bold() };
    p.paint(&style, c)
}

fn cards_text(p: Painter, cards: &[Card]) -> String {
    cards.iter().map(|c| card_text(p, c)).collect::<Vec<_>>().join(" ")
}

fn ranks(cards: &[Card]) -> Vec<&'static str> {
    cards.iter().map(|c| c.rank.symbol()).collect()
}

fn hand_notes(h: &HandView) -> String {
    let mut notes = vec![h.total.clone()];
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

fn hand_json(h: &HandView) -> Value {
    json!({
        "cards": ranks(&h.cards),
        "stake": h.stake,
        "total": h.total,
        "doubled": h.doubled,
        "from_split": h.from_split,
    })
}

fn shoe_words(event: ShoeEvent) -> &'static str {
    match event {
        ShoeEvent::Shuffled => "The cut card has come out: the cards are shuffled for the next round.",
        ShoeEvent::BackupDeckOpened => "The stock ran out: a backup deck was opened.",
        ShoeEvent::DiscardsShuffled => "The stock ran out: the discards were shuffled into a new stock.",
    }
}

impl PlayObserver for Shown<'_, '_> {
    fn dealer_checked(&mut self, _round: u32, up: Card) -> io::Result<()> {
        if self.format == PlayFormat::Json {
            return Ok(());
        }
        let p = self.out.paint;
        writeln!(self.out.w, "  The dealer checks under his {}: no blackjack, play on.", cards_text(p, &[up]))
    }

    fn round_started(&mut self, number: u32, rounds: u32, bet: u64, chips: u64) -> io::Result<()> {
        if self.format == PlayFormat::Json {
            return Ok(());
        }
        let p = self.out.paint;
        writeln!(self.out.w)?;
        writeln!(
            self.out.w,
            "{}",
            p.accent(format!("Round {number} of {rounds}  ·  bet {bet}  ·  chips {chips}"))
        )
    }

    fn asking(&mut self, ask: &Ask) -> io::Result<()> {
        if self.format == PlayFormat::Json {
            return Ok(());
        }
        let p = self.out.paint;
        let w = &mut self.out.w;
        let v = &ask.view;
        writeln!(w, "  Dealer: {}", cards_text(p, &v.dealer))?;
        if v.hands.len() == 1 {
            if let Some(h) = v.hands.first() {
                writeln!(w, "  You:    {}  ({})", cards_text(p, &h.cards), hand_notes(h))?;
            }
        } else {
            for (i, h) in v.hands.iter().enumerate() {
                let turn = if i == v.hand { p.bold("  ← to play") } else { String::new() };
                writeln!(w, "  Hand {}: {}  ({}){turn}", i + 1, cards_text(p, &h.cards), hand_notes(h))?;
            }
        }
        writeln!(w, "{}", p.bold(&ask.question.prompt))
    }

    fn refused(&mut self, ask: &Ask, r: &Refusal) -> io::Result<()> {
        if self.format == PlayFormat::Json {
            return self.json(json!({ "refused": {
                "round": ask.view.round,
                "n": ask.n,
                "answer": r.line,
                "reason": r.reason,
            }}));
        }
        let p = self.out.paint;
        if self.scripted {
            writeln!(self.out.w, "> {}", r.line)?;
        }
        writeln!(self.out.w, "{} {}", p.warn("Not taken:"), r.reason)?;
        writeln!(self.out.w, "{}", p.bold(&ask.question.prompt))
    }

    fn decided(&mut self, d: &Decided) -> io::Result<()> {
        let q = &d.record.question;
        let j = &d.record.judgement;
        if d.judged {
            self.judged += 1;
            self.right += usize::from(j.correct);
            let record = d.answer_record(&self.table, self.calendar.now());
            if let Some(Err(e)) = self.journal.as_mut().map(|journal| journal.record(&record)) {
                note(format!("{e}; your decisions will be saved when the session ends"));
            }
            self.recorded.push(record);
        }
        if self.format == PlayFormat::Json {
            let kind = match d.kind {
                AskKind::Insurance => "insurance",
                AskKind::Play => "play",
            };
            return self.json(json!({ "decision": {
                "round": d.round,
                "n": d.record.n,
                "kind": kind,
                "hand": d.hand + 1,
                "dealer": ranks(&q.situation.dealer),
                "player": ranks(&q.situation.player),
                "prompt": q.prompt,
                "answer": d.record.line,
                "applied": d.applied.to_string(),
                "judged": d.judged,
                "expected": d.judged.then(|| q.expected.shown()),
                "correct": j.correct,
                "mistake": j.mistake,
                "cost": d.judged.then(|| (d.cost_percent() * 100.0).round() / 100.0 + 0.0),
                "cost_chips": d.judged.then(|| (d.cost_chips() * 100.0).round() / 100.0 + 0.0),
                "close_call": j.is_close_call(),
                "why": q.why,
                "options": q.options,
                "key": q.key,
                "seconds": (d.record.time.as_secs_f64() * 10.0).round() / 10.0,
            }}));
        }
        let p = self.out.paint;
        let w = &mut self.out.w;
        if self.scripted {
            writeln!(w, "> {}", d.record.line)?;
        }
        if !d.judged {
            return writeln!(w, "  {} {}", p.dim("Not judged:"), q.why);
        }
        let score = p.dim(format!("score {}/{}", self.right, self.judged));
        if j.correct {
            return writeln!(w, "{} {}  {score}", p.good("Right:"), q.expected.shown());
        }
        let given = j.answer.map(|a| a.to_string()).unwrap_or_default();
        let label = if j.is_close_call() { p.warn("Close call:") } else { p.bad("Wrong:") };
        writeln!(w, "{label} you said {given}; the answer is {}  {score}", q.expected.shown())?;
        writeln!(
            w,
            "  Cost: {:.2}% of the bet, {} chips at a bet of {}",
            d.cost_percent(),
            round2(d.cost_chips()),
            d.bet
        )?;
        if let Some(m) = j.mistake.and_then(|id| self.catalogue.get(id)) {
            writeln!(w, "  {} {}. {}", p.warn("Mistake:"), m.title, m.explanation)?;
        }
        writeln!(w, "  {} {}", p.dim("Why:"), q.why)?;
        writeln!(w, "  {}", p.dim(format!("Played as you chose: {}.", d.applied)))
    }

    fn round_over(&mut self, r: &RoundReport) -> io::Result<()> {
        let events: Vec<&str> = r
            .shoe_events
            .iter()
            .filter(|e| !(self.every_round && **e == ShoeEvent::Shuffled))
            .map(|e| shoe_words(*e))
            .collect();
        if self.format == PlayFormat::Json {
            let entries: Vec<Value> = r
                .ledger
                .seat_entries(0)
                .map(|e| {
                    let wager = match e.wager {
                        Wager::Hand(i) => format!("hand {}", i + 1),
                        Wager::Insurance => "insurance".to_string(),
                    };
                    json!({ "wager": wager, "stake": e.stake, "verdict": e.verdict.label(), "net": e.net, "reason": e.reason })
                })
                .collect();
            return self.json(json!({ "round": {
                "number": r.number,
                "table": self.table,
                "bet": r.bet,
                "dealer": ranks(&r.dealer),
                "dealer_total": r.dealer_total,
                "hands": r.hands.iter().map(hand_json).collect::<Vec<_>>(),
                "settled": entries,
                "net": r.net,
                "chips": r.chips_after,
                "shoe": events,
            }}));
        }
        let p = self.out.paint;
        let w = &mut self.out.w;
        writeln!(w, "  Dealer: {}  ({})", cards_text(p, &r.dealer), r.dealer_total)?;
        for e in r.ledger.seat_entries(0) {
            let (what, cards) = match e.wager {
                Wager::Hand(i) => {
                    let cards = r
                        .hands
                        .get(i)
                        .map(|h| format!(" {}  ({})", cards_text(p, &h.cards), h.total))
                        .unwrap_or_default();
                    (format!("Hand {}:", i + 1), cards)
                }
                Wager::Insurance => (format!("Insurance of {}:", e.stake), String::new()),
            };
            let net = match e.net {
                n if n > 0 => p.good(format!("{n:+}")),
                0 => "±0".to_string(),
                n => p.bad(format!("{n:+}")),
            };
            writeln!(w, "  {what}{cards}  {}, {net}: {}", e.verdict, e.reason)?;
        }
        let net = if r.net == 0 { "±0".to_string() } else { format!("{:+}", r.net) };
        writeln!(w, "  Chips: {} ({net})", r.chips_after)?;
        for e in events {
            writeln!(w, "  {}", p.dim(e))?;
        }
        Ok(())
    }
}
