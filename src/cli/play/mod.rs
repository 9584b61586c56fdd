//! `bjcoach play`: whole rounds at a table with the coach judging every decision, asked at the
//! terminal or answered from a file, shown as text or as JSON lines.

mod paced;
mod shown;
mod summary;

use clap::Args;
use console::Term;

use super::args::{LangArg, SessionChoice, TableChoice, TextOrJson};
use super::count_view;
use super::progress::saving;
use super::prompt::watch_interrupts;
use super::session::{Prompted, Script, Transcript, end_interactive, scripted_answers, scripted_clock};
use super::{CliError, Config, Out, Said};
use crate::coach::drill::mistakes::Catalogue;
use crate::coach::drill::session::{AnswerSource, Clock, SystemClock};
use crate::coach::learner::progress::Store;
use crate::coach::play::{
    BetOnBox, CountSession, PlayError, PlayOptions, PlaySession, check_options, default_bet, run_counting,
};
use crate::game::rules::{Reshuffle, TableRules};
use crate::lang::{Arg, Lang};
use crate::strategy::chart::Chart;
use crate::strategy::simulate::PlayTable;
use paced::Pace;
use shown::Shown;

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
    #[arg(long, value_name = "WAY", default_value = "chart", value_parser = super::args::KnownNames::PLAYERS, hide_possible_values = true)]
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
    #[arg(long, value_name = "SYSTEM", value_parser = super::args::KnownNames::BALANCED_SYSTEMS, hide_possible_values = true)]
    count: Option<String>,
    /// With --count: keep the count yourself. It is not shown; after one round in four, drawn
    /// at random, and after every shoe's last round you are asked the running count, then the
    /// true count. Every bet is judged by your ramp, every hand with an index play by the values
    /// at the true count of the cards shown, insurance by its index.
    #[arg(long, requires = "count", conflicts_with = "bet")]
    hidden: bool,
    /// With --count at a shoe game: before each round choose to play, sit out (watch the round
    /// dealt to the others: its cards still count) or leave (the shoe ends for you and a new one
    /// is shuffled), judged by the true count against the table's entry and exit points for your
    /// system and ramp, as `indices` states them. Needs another seat: --seats 2 or more.
    #[arg(long, requires = "count")]
    wong: bool,
    /// With --count: seconds each card you do not act on is shown at a terminal, 0 to 10: the
    /// other seats' cards, the dealer's hole card and his draws fall one at a time, a beat apart,
    /// and one beat after each settlement the table is cleared, as a dealer picks the cards up
    /// (0, the default, shows a round's cards at once). Answers from a file or a pipe, or output
    /// that is not a terminal, show them plainly.
    #[arg(long, value_name = "SECONDS", requires = "count")]
    pace: Option<f64>,
    /// With --count, at a table with other seats: players come and go. Between rounds, drawn
    /// from the session's seed, each other player leaves one round in 20 and each empty seat is
    /// taken one round in 10 (never yours, and one other player always stays), every seat keeping
    /// its number, so the hands dealt, and the cards to count, change from round to round. --seats
    /// is then the seats filled at the start; each round's record names the seats taken.
    #[arg(long, requires = "count")]
    seats_vary: bool,
    /// With --count: the ramp your bets are judged by: one-to-eight (the default), one-to-four,
    /// or a file in the form of `ramps/*.yaml`.
    #[arg(long, value_name = "RAMP", requires = "count")]
    ramp: Option<std::path::PathBuf>,
    /// The chips of your bet on another box [default: the table's smallest bet].
    #[arg(long, value_name = "CHIPS", requires = "bet_on_box")]
    box_bet: Option<u64>,
    #[command(flatten)]
    session: SessionChoice,
    /// Text for people, or one JSON object per line per decision and per round, then a summary.
    #[arg(long, value_enum, default_value_t = TextOrJson::Text)]
    format: TextOrJson,
    /// The language of the session's questions, verdicts and settlements, and of the keys of its
    /// moves, a count's questions included: en, fr or it (else BJCOACH_LANG, else the locale).
    #[arg(long, value_enum)]
    lang: Option<LangArg>,
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
    let lang = LangArg::or_run(args.lang, config.lang);
    let options = PlayOptions {
        rounds,
        bet: args.bet,
        chips,
        seed,
        seats,
        seat,
        bet_on_box,
        boxes,
        dealer_errors,
        lang,
    };
    check_options(&rules, &options).map_err(CliError::BadInput)?;
    let others = Others {
        play: super::choices::play_table(&args.others, &rules, &args.table, config)?,
        name: others_name(&args.others, lang),
    };
    let count = match &args.count {
        Some(name) => {
            let system = super::choices::count_system(name)?;
            let session = CountSession::new_in(&rules, system, lang)
                .map_err(|e| CliError::BadInput(format!("--count {name}: {e}")))?
                .with_ramp(super::choices::ramp(args.ramp.as_deref())?);
            let session = if args.hidden {
                session.hidden(&rules, lang).map_err(|e| CliError::BadInput(format!("--hidden: {e}")))?
            } else {
                session
            };
            let session = if args.seats_vary {
                session
                    .seats_vary(&rules, &options)
                    .map_err(|e| CliError::BadInput(format!("--seats-vary: {e}")))?
            } else {
                session
            };
            let session = if args.wong {
                session.wong(&rules, &options).map_err(|e| CliError::BadInput(format!("--wong: {e}")))?
            } else {
                session
            };
            Some(session)
        }
        None => None,
    };
    if args.format == TextOrJson::Json {
        out.for_programs()?;
    }
    let beat = args.pace.map(count_view::pace_of).transpose()?;
    let scripted = args.session.answers.is_some() || !config.stdin_is_terminal;
    // Only a learner at a terminal watches the cards fall; a script, or a screen that is not a
    // terminal, is shown each round at once and never waits.
    let pace = beat
        .filter(|b| !b.is_zero() && !scripted && config.stdout_is_terminal && args.format == TextOrJson::Text)
        .map(|beat| Pace { beat, width: config.width, lang });
    let seat =
        Seat { table: &args.table, rules, options, others, count, format: args.format, scripted, pace };
    seat.play(Script::File(args.session.answers.as_ref()), config, out)
}

/// A rate from 0 to 1, with a decimal point or, as French and Italian write it, a comma.
fn rate_between_0_and_1(text: &str) -> Result<f64, super::Said> {
    match text.trim().replace(',', ".").parse::<f64>() {
        Ok(rate) if (0.0..=1.0).contains(&rate) => Ok(rate),
        _ => {
            let text = text.to_string();
            Err(super::Said::new(move |lang| lang.text("error-not-a-rate", &[("text", Arg::Text(&text))])))
        }
    }
}

/// How the other seats play, and its name in words.
struct Others {
    play: PlayTable,
    name: String,
}

/// A way of playing of `play --others`, in words.
fn others_name(way: &str, lang: Lang) -> String {
    match way {
        "chart" => lang.text("play-others-chart", &[]),
        "me" => lang.text("play-others-as-you", &[]),
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
    /// The beat the cards fall at, at a terminal.
    pace: Option<Pace>,
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
        let mut t =
            Transcript::new(out, &catalogue, self.format, self.scripted, &rules.id, store, "decisions")?;
        // The cards' ranks as the session's language writes them.
        t.cards.lang = options.lang;
        let every_round = rules.reshuffle == Reshuffle::EveryRound;
        let mut shown = Shown {
            t,
            every_round,
            judged: 0,
            right: 0,
            // Where seats vary, every seat of the table may be taken.
            seats: if self.count.as_ref().is_some_and(|c| c.seats_vary) {
                usize::from(rules.session.seats)
            } else {
                options.seats - 1 + options.boxes
            },
            seats_vary: self.count.as_ref().is_some_and(|c| c.seats_vary),
            suggest_commands: !config.in_menu,
            split_order_told: false,
            check_pending: None,
            pace: self.pace,
            misses: Vec::new(),
            lang: options.lang,
        };
        shown.goal(rules, options)?;
        let others = (&self.others.play, self.others.name.as_str());
        let count = self.count.as_ref();
        let result = if self.scripted {
            let mut clock = scripted_clock();
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
    let played =
        run_counting(rules, chart, options, others, count, source, clock, shown).map_err(play_error)?;
    // Where the edge went is saved with the decisions, stopped early too.
    if let (Some(count), Some(edge)) = (count, &played.summary.edge) {
        shown.t.answers.counting = Some(edge.saved(&rules.id, &count.system.id, shown.t.calendar.now()));
    }
    shown.summary(&played.summary)?;
    if let Some(why) = &played.summary.refused_bet {
        return Err(CliError::BadInput(why.clone()));
    }
    Ok(played)
}

/// Why a session could not go on, as the command's error: a failed read or write as any other
/// (a closed output exits quietly), a fault of the round engine as a failure said in the language
/// the error is shown in.
fn play_error(e: PlayError) -> CliError {
    match e {
        PlayError::Io(e) => CliError::from(e),
        other => CliError::Failed(Said::new(move |lang| other.words_in(lang))),
    }
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

/// The menu's entry: the session of the table `choice` (counting with the system `hidden_count`,
/// the count hidden, when given), dealt from a shoe of this `seed`, played at the terminal or,
/// with `answers`, by the menu's script. Ctrl-C or Ctrl-D end the session with
/// its summary and return to the menu.
pub fn from_menu(
    choice: &TableChoice,
    hidden_count: Option<&str>,
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
        lang: config.lang,
    };
    let others = Others {
        play: PlayTable::from_chart(&choice.chart(&rules)?),
        name: others_name("chart", options.lang),
    };
    let count = match hidden_count {
        Some(name) => {
            let system = super::choices::count_system(name)?;
            let lang = options.lang;
            let session = CountSession::new_in(&rules, system, lang).and_then(|s| s.hidden(&rules, lang));
            Some(session.map_err(|e| CliError::BadInput(format!("{name}: {e}")))?)
        }
        None => None,
    };
    let seat = Seat {
        table: choice,
        rules,
        options,
        others,
        count,
        format: TextOrJson::Text,
        scripted: answers.is_some(),
        pace: None,
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Lang;

    /// A fault of the round engine reaches the terminal in the language of the error, its
    /// detail quoted, as a failure (exit 1); a closed output still exits quietly.
    #[test]
    fn a_session_that_cannot_go_on_is_said_in_the_language_of_the_error() {
        let fault = play_error(PlayError::Engine("no round".to_string()));
        assert_eq!(fault.exit_code(), 1);
        for lang in Lang::ALL {
            assert_eq!(fault.words_in(lang), PlayError::Engine("no round".to_string()).words_in(lang));
        }
        assert!(fault.words_in(Lang::It).starts_with("il motore"), "{}", fault.words_in(Lang::It));
        let nothing = play_error(PlayError::NothingAsked);
        assert_eq!(nothing.words_in(Lang::Fr), PlayError::NothingAsked.words_in(Lang::Fr));
        let closed = play_error(PlayError::Io(std::io::ErrorKind::BrokenPipe.into()));
        assert!(matches!(closed, CliError::OutputClosed));
    }
}
