//! `bjcoach play`: whole rounds at a table with the coach judging every decision, asked at the
//! terminal or answered from a file, shown as text or as JSON lines.

use std::io::{self, Write};

use clap::Args;
use console::Term;
use serde_json::{Value, json};

use super::args::{SessionChoice, TableChoice, TextOrJson};
use super::progress::{plural, saving};
use super::prompt::watch_interrupts;
use super::session::{
    CardPainter, Prompted, SCRIPTED_ANSWER_TIME, Script, Transcript, end_interactive, scripted_answers,
    write_comparison, write_mistakes,
};
use super::{CliError, Config, Out};
use crate::coach::drill::mistakes::Catalogue;
use crate::coach::drill::question::ShownHand;
use crate::coach::drill::session::{AnswerSource, Clock, FakeClock, SystemClock};
use crate::coach::learner::progress::Store;
use crate::coach::play::{
    Ask, AskKind, BetAsk, BetOnBox, BoxBetReport, BoxHands, CountSession, Decided, OtherSeat, PlayObserver,
    PlayOptions, PlaySession, PlaySummary, RefusedAnswer, RoundReport, RoundStart, SeatReport, Seating,
    check_options, default_bet, run_counting,
};
use crate::game::card::Card;
use crate::game::describe::{goal_words, split_order_words};
use crate::game::ledger::{Entry, Wager};
use crate::game::rules::{Reshuffle, TableRules};
use crate::game::shoe::ShoeEvent;
use crate::strategy::chart::Chart;
use crate::strategy::simulate::PlayTable;

/// Arguments of `bjcoach play`.
#[derive(Debug, Args)]
pub struct PlayArgs {
    #[command(flatten)]
    table: TableChoice,
    /// Number of rounds [default: the table's session (30 at `feral`, 10 at `book`); at a table
    /// with no set length, until you leave].
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=10000))]
    rounds: Option<u32>,
    /// Your bet every round, instead of being asked for it before each deal [default: asked,
    /// within the table's limits and unit; where the table has a single bet (`book`: 2 chips),
    /// that bet].
    #[arg(long, value_name = "CHIPS")]
    bet: Option<u64>,
    /// Chips each seat starts with [default: the table's starting chips].
    #[arg(long, value_name = "START")]
    chips: Option<u64>,
    /// Seats filled at the table, yours included, up to the table's seats (6 at `book`, 7
    /// elsewhere). The other seats are players you watch: dealt in seat order from the same shoe,
    /// betting the table's smallest bet, never insuring, playing as `--others` says.
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = clap::value_parser!(u8).range(1..=7))]
    seats: u8,
    /// Your seat, from 1 (dealt and playing first) to `--seats` [default: the last seat, "third
    /// base", the last to play before the dealer].
    #[arg(long, value_name = "K", value_parser = clap::value_parser!(u8).range(1..=7))]
    seat: Option<u8>,
    /// How the other seats play: chart (the table's chart), me (as you do, from your saved
    /// answers), mimic-dealer, never-bust, always-stand, or a strategy file in the form of
    /// `charts/*.yaml` (as `simulate --player` reads).
    #[arg(long, value_name = "WAY", default_value = "chart")]
    others: String,
    /// Also bet on the box of seat K each round, a seat another player holds: its holder decides
    /// the play, and the coach shows what the holder's decisions cost or earned your bet against
    /// the chart. Only where the table allows it (`casino-fr`: behind a box, within the box
    /// maximum; `casino-it`: on any box, three bets a box at most); elsewhere refused with the
    /// table's rule.
    #[arg(long, value_name = "K", value_parser = clap::value_parser!(u8).range(1..=7))]
    bet_on_box: Option<u8>,
    /// Play N boxes yourself, side by side from your seat on, each with your bet: only where the
    /// table lets a seated player take vacant boxes (`casino-fr`); elsewhere refused with the
    /// table's rule. You decide, and are judged, on every one of them.
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = clap::value_parser!(u8).range(1..=7))]
    boxes: u8,
    /// Catch the dealer: before the chips move, each settlement of yours where the dealer could
    /// slip is shown to you to call (`f` for foul, Enter or `ok` to accept), and this share of
    /// them (0 to 1: 0.2 about one in five, 1 every one) holds one of the errors the rule
    /// documents warn about, as it can happen at the table: a split 21 paid as a
    /// blackjack, a blackjack paid even money, a bust paid because he busted too, a soft 17 he
    /// had to hit, insurance paid 1 to 1, a no-hole-card blackjack that leaves a doubled or split
    /// bet. Calls are scored and saved as answers of the catch-the-dealer drill; the chips always move by
    /// the table's rule.
    #[arg(long, value_name = "RATE", value_parser = rate_between_0_and_1)]
    dealer_errors: Option<f64>,
    /// Count cards: a counting system (hi-lo, hi-opt-i, omega-ii, zen, or a file in the form of
    /// `counts/*.yaml`, as `simulate --count` reads; a balanced one, which keeps a true count).
    /// Before each decision the running count of the cards shown since the shuffle is shown, with
    /// the decks left read from the discard tray to the half deck and the true count; insurance
    /// is then judged by the system's insurance index at that true count, not by basic strategy.
    #[arg(long, value_name = "SYSTEM")]
    count: Option<String>,
    /// The chips of your bet on another box [default: the table's smallest bet].
    #[arg(long, value_name = "CHIPS", requires = "bet_on_box")]
    box_bet: Option<u64>,
    #[command(flatten)]
    session: SessionChoice,
    /// Text for people, or one JSON object per line per decision and per round, then a summary.
    #[arg(long, value_enum, default_value_t = TextOrJson::Text)]
    format: TextOrJson,
}

/// Runs `bjcoach play`.
pub fn run(args: &PlayArgs, config: &Config, out: &mut Out<'_>) -> Result<(), CliError> {
    let rules = args.table.load()?;
    let smallest = args.bet.unwrap_or_else(|| default_bet(&rules));
    let chips = args.chips.unwrap_or(rules.session.starting_chips.max(smallest));
    let seed = args.session.seed.unwrap_or_else(rand::random);
    let seats = usize::from(args.seats);
    let seat = args.seat.map_or(seats, usize::from).saturating_sub(1);
    let rounds = args.rounds.or(rules.session.rounds);
    let bet_on_box = args.bet_on_box.map(|k| BetOnBox {
        seat: usize::from(k).saturating_sub(1),
        stake: args.box_bet.unwrap_or_else(|| default_bet(&rules)),
    });
    let boxes = usize::from(args.boxes);
    // In thousandths, so that a rate reads the same on every platform.
    let dealer_errors = args.dealer_errors.map(|rate| (rate * 1000.0).round() as u16);
    let options =
        PlayOptions { rounds, bet: args.bet, chips, seed, seats, seat, bet_on_box, boxes, dealer_errors };
    check_options(&rules, &options).map_err(CliError::BadInput)?;
    let others = Others {
        play: super::simulate::play_table(&args.others, &rules, &args.table, config)?,
        name: others_name(&args.others),
    };
    let count = match &args.count {
        Some(name) => {
            let system = super::simulate_count::load_system(name)?;
            Some(
                CountSession::new(&rules, system)
                    .map_err(|e| CliError::BadInput(format!("--count {name}: {e}")))?,
            )
        }
        None => None,
    };
    if args.format == TextOrJson::Json {
        out.for_programs()?;
    }
    let scripted = args.session.answers.is_some() || !config.stdin_is_terminal;
    let seat = Seat { table: &args.table, rules, options, others, count, format: args.format, scripted };
    seat.play(Script::File(args.session.answers.as_ref()), config, out)
}

/// A rate from 0 to 1.
fn rate_between_0_and_1(text: &str) -> Result<f64, String> {
    match text.trim().parse::<f64>() {
        Ok(rate) if (0.0..=1.0).contains(&rate) => Ok(rate),
        _ => Err(format!("`{text}` is not a rate: write a number from 0 to 1, such as 0.2")),
    }
}

/// How the other seats play, and its name in words.
struct Others {
    play: PlayTable,
    name: String,
}

/// A way of playing of `play --others`, in words.
fn others_name(way: &str) -> String {
    match way {
        "chart" => "the chart".to_string(),
        "me" => "as you do".to_string(),
        other => other.to_string(),
    }
}

/// A play session about to start: the table, the stakes, and how it is shown.
struct Seat<'a> {
    table: &'a TableChoice,
    rules: TableRules,
    options: PlayOptions,
    others: Others,
    count: Option<CountSession>,
    format: TextOrJson,
    scripted: bool,
}

impl Seat<'_> {
    /// Plays the session, scripted or at the terminal, and saves its decisions.
    fn play(self, script: Script<'_>, config: &Config, out: &mut Out<'_>) -> Result<(), CliError> {
        let Seat { rules, options, .. } = &self;
        let chart = self.table.chart(rules)?;
        check_options(rules, options).map_err(CliError::BadInput)?;
        let store = config.store()?;
        let catalogue = Catalogue::shipped().map_err(CliError::BadData)?;
        let Some(saving) = saving(&store, self.scripted, "decisions")? else { return Ok(()) };
        // Reading the progress says what an earlier session left in its journal.
        super::progress::standing_unless_unsaved(&store, saving)?;
        let store = saving.then_some(&store);
        let t = Transcript::new(out, &catalogue, self.format, self.scripted, &rules.id, store, "decisions")?;
        let every_round = rules.reshuffle == Reshuffle::EveryRound;
        let mut shown = Shown {
            t,
            every_round,
            judged: 0,
            right: 0,
            seats: options.seats - 1 + options.boxes,
            suggest_commands: !config.in_menu,
            split_order_told: false,
            check_pending: None,
        };
        shown.goal(rules, options)?;
        let others = (&self.others.play, self.others.name.as_str());
        let count = self.count.as_ref();
        let result = if self.scripted {
            let mut clock = FakeClock::new(SCRIPTED_ANSWER_TIME);
            scripted_answers(script, |source| {
                session(rules, &chart, *options, others, count, source, &mut clock, &mut shown).map(|_| ())
            })
        } else {
            interactive(rules, &chart, *options, others, count, &mut shown)
        };
        finish(store, &mut shown, result)
    }
}

/// Plays the session and shows its summary; a scripted bet the table refused ends it as bad
/// input, naming its line.
#[allow(clippy::too_many_arguments)]
fn session(
    rules: &TableRules,
    chart: &Chart,
    options: PlayOptions,
    others: (&PlayTable, &str),
    count: Option<&CountSession>,
    source: &mut dyn AnswerSource,
    clock: &mut dyn Clock,
    shown: &mut Shown<'_, '_>,
) -> Result<PlaySession, CliError> {
    let played = run_counting(rules, chart, options, others, count, source, clock, shown)?;
    shown.summary(&played.summary)?;
    if let Some(why) = &played.summary.refused_bet {
        return Err(CliError::BadInput(why.clone()));
    }
    Ok(played)
}

/// Saves the session's judged decisions to the learner's progress and closes its journal: the one
/// place a play session saves, whether it ended, was stopped or failed.
fn finish(
    store: Option<&Store>,
    shown: &mut Shown<'_, '_>,
    result: Result<(), CliError>,
) -> Result<(), CliError> {
    let saved = shown.t.save(store);
    match result {
        Err(CliError::Interrupted) => saved.and(Err(CliError::Interrupted)),
        other => other.and(saved),
    }
}

/// Plays at the terminal, prompting for each decision; Ctrl-C or Ctrl-D end it with its summary.
fn interactive(
    rules: &TableRules,
    chart: &Chart,
    options: PlayOptions,
    others: (&PlayTable, &str),
    count: Option<&CountSession>,
    shown: &mut Shown<'_, '_>,
) -> Result<(), CliError> {
    watch_interrupts();
    let mut clock = SystemClock::new();
    let mut source = Prompted::new(Term::stdout(), shown.t.out.paint, false);
    session(rules, chart, options, others, count, &mut source, &mut clock, shown)?;
    end_interactive(&source)
}

/// The menu's entry: the session of the table `choice`, dealt from a shoe of this `seed`, played
/// at the terminal or, with `answers`, by the menu's script. Ctrl-C or Ctrl-D end the session with
/// its summary and return to the menu.
pub fn from_menu(
    choice: &TableChoice,
    seed: u64,
    answers: Option<&mut dyn AnswerSource>,
    config: &Config,
    out: &mut Out<'_>,
) -> Result<(), CliError> {
    let rules = choice.load()?;
    let smallest = default_bet(&rules);
    let options = PlayOptions {
        rounds: rules.session.rounds,
        bet: None,
        chips: rules.session.starting_chips.max(smallest),
        seed,
        seats: 1,
        seat: 0,
        bet_on_box: None,
        boxes: 1,
        dealer_errors: None,
    };
    let others = Others { play: PlayTable::from_chart(&choice.chart(&rules)?), name: others_name("chart") };
    let seat = Seat {
        table: choice,
        rules,
        options,
        others,
        count: None,
        format: TextOrJson::Text,
        scripted: answers.is_some(),
    };
    let script = match answers {
        Some(source) => Script::Given(source),
        None => Script::File(None),
    };
    match seat.play(script, config, out) {
        Err(CliError::Interrupted) => Ok(()),
        other => other,
    }
}

/// Shows a play session as text or JSON lines.
struct Shown<'o, 'w> {
    t: Transcript<'o, 'w>,
    /// Whether the table shuffles after every round (then shuffles go unsaid).
    every_round: bool,
    judged: usize,
    right: usize,
    /// Boxes played at the table, the learner's and the other seats' (1: the learner alone on one).
    seats: usize,
    /// Whether a command line may be suggested (not in the menu, where none is typed).
    suggest_commands: bool,
    /// Whether the order of split hands has been said.
    split_order_told: bool,
    /// The dealer's up card when he has checked for blackjack and it is not said yet.
    check_pending: Option<Card>,
}

impl Shown<'_, '_> {
    fn json(&mut self, value: Value) -> io::Result<()> {
        writeln!(self.t.out.w, "{value}")
    }

    /// Before the first round: how long the session lasts, from what chips, and what wins it,
    /// in the words of the table's rule.
    fn goal(&mut self, rules: &TableRules, options: &PlayOptions) -> io::Result<()> {
        let goal = goal_words(rules.session.goal);
        if self.t.format == TextOrJson::Json {
            return self.json(json!({ "goal": {
                "rounds": options.rounds,
                "chips": options.chips,
                "goal": rules.session.goal,
                "words": goal,
            }}));
        }
        let length = match options.rounds {
            Some(n) => format!("{n} round{} from {} chips", plural(n as usize), options.chips),
            None => format!("as many rounds as you like from {} chips (q to stop)", options.chips),
        };
        let p = self.t.out.paint;
        writeln!(self.t.out.w, "{} {length}. {goal}", p.bold("Goal:"))
    }

    fn summary(&mut self, s: &PlaySummary) -> io::Result<()> {
        if self.t.format == TextOrJson::Json {
            return self.json(json!({ "summary": s }));
        }
        let p = self.t.out.paint;
        let w = &mut self.t.out.w;
        writeln!(w)?;
        let why_short = if s.out_of_chips {
            " (out of chips)"
        } else if s.stopped_early {
            " (stopped early; an unfinished round is not counted)"
        } else {
            ""
        };
        // `1 of 30 rounds played`, `1 round played`.
        let of = s.rounds.map_or_else(
            || format!(" round{}", plural(s.rounds_played as usize)),
            |n| format!(" of {n} round{}", plural(n as usize)),
        );
        writeln!(w, "{} {}{of} played{why_short}", p.bold("Summary:"), s.rounds_played)?;
        let alone = s.standings.len() <= 1;
        let winners: Vec<String> = s.winners.iter().flatten().map(|w| format!("seat {w}")).collect();
        match s.won {
            Some(true) if alone => {
                writeln!(w, "  Result: {}", p.good("you win the session, by this table's rule"))?
            }
            Some(true) if winners.len() > 1 => writeln!(
                w,
                "  Result: {}",
                p.good(format!("you share the win, by this table's rule: {}", list_words(&winners)))
            )?,
            Some(true) => writeln!(w, "  Result: {}", p.good("you win the session, by this table's rule"))?,
            Some(false) if alone => writeln!(
                w,
                "  Result: not a win: this table's rule asks for more chips than you started with"
            )?,
            Some(false) => writeln!(
                w,
                "  Result: not a win: by this table's rule the most chips come first, and {} ended with more",
                list_words(&winners)
            )?,
            None => {}
        }
        if !alone {
            let mut standings: Vec<_> = s.standings.iter().collect();
            standings.sort_by(|a, b| b.chips.cmp(&a.chips).then(a.seat.cmp(&b.seat)));
            let listed: Vec<String> = standings
                .iter()
                .map(|st| format!("seat {}{} {}", st.seat, if st.you { " (you)" } else { "" }, st.chips))
                .collect();
            writeln!(w, "  Standings: {}", listed.join(", "))?;
        }
        if let Some(bank) = s.bank {
            let notional = if bank.notional > 0 {
                format!(", {} of them notional chips added when it could not cover a round", bank.notional)
            } else {
                String::new()
            };
            writeln!(w, "  Bank: {} chips{notional}", bank.chips)?;
        }
        let net = if s.net > 0 { p.good(format!("{:+}", s.net)) } else { format!("{:+}", s.net) };
        writeln!(w, "  Chips: {} → {} ({net})", s.start_chips, s.chips)?;
        writeln!(w, "  Decisions: {} right out of {}", s.right, s.decisions)?;
        if let Some(c) = &s.calls {
            writeln!(
                w,
                "  Dealer's settlements: {} called right out of {}; {} error{} caught, {} missed, {} false \
                 call{}",
                c.right,
                c.calls,
                c.errors - c.missed,
                plural(c.errors - c.missed),
                c.missed,
                c.false_calls,
                plural(c.false_calls)
            )?;
        }
        if let Some(b) = &s.box_bet {
            writeln!(
                w,
                "  Your bet on box {}: {} chips in {} round{}, {}; seat {}'s decisions on it: {} of {} the chart's play, \
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
            )?;
        }
        let calls = if s.close_calls > 0 {
            format!(", {} close call{}", s.close_calls, plural(s.close_calls))
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
        write_mistakes(w, p, self.t.catalogue, &s.mistakes, None)?;
        if self.suggest_commands {
            writeln!(w, "{}", p.dim(format!("Replay this session with --seed {}.", s.seed)))?;
        }
        Ok(())
    }
}

impl Shown<'_, '_> {
    /// The dealer's check for blackjack, once the cards it concerns have been shown.
    fn tell_check(&mut self) -> io::Result<()> {
        let Some(up) = self.check_pending.take() else { return Ok(()) };
        let up = self.t.cards.cards(&[up]);
        writeln!(self.t.out.w, "  The dealer checks under his {up}: no blackjack, play on.")
    }

    /// The learner's bet on another box at the end of a round: its hand and settlement, then what
    /// each of the holder's decisions on it cost or earned it against the chart.
    fn box_bet(&mut self, b: &BoxBetReport) -> io::Result<()> {
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
fn box_words(cards: &mut CardPainter, b: &BoxHands) -> String {
    let hands: Vec<String> =
        b.hands.iter().map(|h| format!("{}  ({})", cards.cards(&h.cards), hand_notes(h))).collect();
    hands.join("; ")
}

/// The learner's bet on another box as the round starts: `  ·  20 on box 2`.
fn box_bet_words(bet: Option<BetOnBox>) -> String {
    bet.map_or_else(String::new, |b| format!("  ·  {} on box {}", b.stake, b.seat + 1))
}

/// Chips to two places with their sign.
fn signed_chips(x: f64) -> String {
    format!("{:+.2}", x + 0.0)
}

/// `1`, `1 and 2`, `1, 2 and 3`.
fn list_words(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

fn seat_json(s: &SeatReport) -> Value {
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

fn entry_json(e: &Entry) -> Value {
    let wager = match e.wager {
        Wager::Hand(i) => format!("hand {}", i + 1),
        Wager::Insurance => "insurance".to_string(),
        Wager::OnBox(b) => format!("on box {}", b + 1),
    };
    json!({ "wager": wager, "stake": e.stake, "verdict": e.verdict.label(), "net": e.net, "reason": e.reason })
}

/// A chip result with its sign, `±0` for none.
fn signed(n: i64) -> String {
    if n == 0 { "±0".to_string() } else { format!("{n:+}") }
}

fn round2(x: f64) -> String {
    format!("{x:.2}")
}

fn ranks(cards: &[Card]) -> Vec<&'static str> {
    cards.iter().map(|c| c.rank.symbol()).collect()
}

fn hand_notes(h: &ShownHand) -> String {
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

fn hand_json(h: &ShownHand) -> Value {
    json!({
        "cards": ranks(&h.cards),
        "stake": h.stake,
        "total": h.total_words(),
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
