//! What drill and play sessions share at the terminal: where answers come from (the prompt of
//! [`super::prompt`], a file, standard input or the menu's script), how cards are painted, and the
//! mistake list of a summary.

use std::fs::File;
use std::io::{self, BufRead, BufReader, Write};
use std::path::PathBuf;
use std::time::{Duration, Instant};

use console::{Style, Term};

use super::args::TextOrJson;
use super::progress::{calendar, save, session_answers};
use super::prompt::{read_counted_line, read_typed_line};
use super::term::note;
use super::{CliError, Out, Painter};
use crate::coach::drill::mistakes::Catalogue;
use crate::coach::drill::question::Question;
use crate::coach::drill::session::{
    AnswerOrigin, AnswerSource, FakeClock, HINT, LineAnswers, MistakeCount, Reply,
};
use crate::coach::learner::Calendar;
use crate::coach::learner::practice::SessionAnswers;
use crate::coach::learner::progress::Store;
use crate::coach::learner::record::AnswerRecord;
use crate::coach::play::edge::EdgeWords;
use crate::game::card::{Card, Rank};
use crate::lang::{Arg, Lang};

/// Each scripted answer is taken to last this long, so a scripted transcript never changes.
pub const SCRIPTED_ANSWER_TIME: Duration = Duration::from_secs(2);

/// The environment variable that makes a scripted play session's clock a measuring one, moving
/// this many seconds at each reading (the clock is read as an answer is asked and given, and as
/// each round is dealt and settled), so that a test can pin the tempo a session states. Without
/// it a scripted session measures nothing and states no tempo.
pub const SCRIPTED_CLOCK_ENV: &str = "BJCOACH_SCRIPTED_CLOCK";

/// The clock of a scripted session: [`SCRIPTED_ANSWER_TIME`] an answer, measuring nothing, unless
/// [`SCRIPTED_CLOCK_ENV`] gives it a step in seconds.
pub fn scripted_clock() -> FakeClock {
    let step = std::env::var(SCRIPTED_CLOCK_ENV).ok().and_then(|s| s.trim().parse::<f64>().ok());
    match step {
        Some(seconds) if seconds > 0.0 && seconds.is_finite() => {
            FakeClock::new(Duration::from_secs_f64(seconds)).measured()
        }
        _ => FakeClock::new(SCRIPTED_ANSWER_TIME),
    }
}

/// Where a scripted session reads its answers.
pub enum Script<'a> {
    /// A file, or standard input for `-` or no path (`--answers`).
    File(Option<&'a PathBuf>),
    /// Answers already at hand: the lines of the menu's script.
    Given(&'a mut dyn AnswerSource),
}

/// Runs a scripted session on its script's answers. A line of a file that cannot be read (too
/// long, not text) ends the session with its summary, and is then reported as bad input naming
/// the file and the line.
pub fn scripted_answers<T>(
    script: Script<'_>,
    run: impl FnOnce(&mut dyn AnswerSource) -> Result<T, CliError>,
) -> Result<T, CliError> {
    fn drive<R: BufRead, T>(
        mut source: LineAnswers<R>,
        run: impl FnOnce(&mut dyn AnswerSource) -> Result<T, CliError>,
    ) -> Result<T, CliError> {
        let value = run(&mut source)?;
        match source.problem() {
            Some(problem) => {
                let problem = problem.clone();
                Err(CliError::said(move |lang| problem.words_in(lang)))
            }
            None => Ok(value),
        }
    }
    match script {
        Script::Given(source) => run(source),
        Script::File(Some(path)) if path.as_os_str() != "-" => {
            let file = File::open(path).map_err(|e| {
                // What the system said is quoted as it said it.
                let (path, error) = (path.display().to_string(), e.to_string());
                CliError::said(move |lang| {
                    lang.text(
                        "error-cannot-read-answers",
                        &[("path", Arg::Text(&path)), ("error", Arg::Text(&error))],
                    )
                })
            })?;
            drive(
                LineAnswers::named(AnswerOrigin::File(path.display().to_string()), BufReader::new(file)),
                run,
            )
        }
        Script::File(_) => drive(LineAnswers::new(io::stdin().lock()), run),
    }
}

/// Answers typed at the terminal, one prompt each; Ctrl-C, Ctrl-D, `q` or `quit` end the session.
pub struct Prompted {
    /// Where the prompt is written and keys are read.
    term: Term,
    /// How the prompt and warnings are painted.
    paint: Painter,
    /// Set when the session ended by Ctrl-C or Ctrl-D.
    pub interrupted: bool,
    /// Ask again, with the accepted forms, when a line is not of the form the question takes
    /// (drills); play checks its answers itself.
    check_form: bool,
    /// The time allowed for each answer, counted down on the prompt line while the learner types.
    limit: Option<Duration>,
}

impl Prompted {
    /// A prompt on this terminal.
    pub fn new(term: Term, paint: Painter, check_form: bool) -> Prompted {
        Prompted { term, paint, interrupted: false, check_form, limit: None }
    }

    /// The same prompt, with the seconds left of `limit` counted down on its line.
    pub fn counting_down(self, limit: Option<Duration>) -> Prompted {
        Prompted { limit, ..self }
    }

    /// Reads one line after the answer prompt (see [`read_typed_line`]); with a `deadline`, the
    /// seconds left are shown before the prompt and redrawn each second (see [`read_counted_line`]).
    fn read_line(&self, deadline: Option<Instant>, lang: Lang) -> io::Result<Option<String>> {
        let prompt = self.paint.bold(lang.text("drill-your-answer", &[]));
        match deadline {
            Some(deadline) => read_counted_line(&self.term, self.paint, &prompt, deadline),
            None => read_typed_line(&self.term, &prompt),
        }
    }
}

impl AnswerSource for Prompted {
    fn answer(&mut self, _n: usize, question: &Question) -> io::Result<Reply> {
        // The clock runs from the question's first prompt, through any prompt asked again.
        let deadline = self.limit.map(|limit| Instant::now() + limit);
        loop {
            let Some(line) = self.read_line(deadline, question.lang)? else {
                self.interrupted = true;
                return Ok(Reply::End);
            };
            if line.trim() == "q" || line.trim() == "quit" {
                return Ok(Reply::End);
            }
            let asks_hint = line.trim() == HINT && question.hint().is_some();
            if self.check_form
                && !asks_hint
                && let Err(e) = question.read(&line)
            {
                // Wrapped as all other text is: the terminal is written to directly here.
                let hint = super::term::wrap_line(&self.paint.warn(e).to_string(), super::term::width(true));
                write!(self.term, "{hint}")?;
                continue;
            }
            return Ok(Reply::Line(line));
        }
    }
}

/// Paints cards, and says once per session what the `T` of a ten means: it is the one rank shown
/// by a letter a newcomer may not know.
pub struct CardPainter {
    paint: Painter,
    /// The language the cards' ranks are written in (`R` for a king in French).
    pub lang: Lang,
    ten_shown: bool,
    ten_told: bool,
}

impl CardPainter {
    /// Cards painted by `paint`.
    pub fn new(paint: Painter) -> CardPainter {
        CardPainter { paint, lang: Lang::En, ten_shown: false, ten_told: false }
    }

    /// Cards side by side, red suits in red.
    pub fn cards(&mut self, cards: &[Card]) -> String {
        self.ten_shown |= cards.iter().any(|c| c.rank == Rank::Ten);
        let one = |c: &Card| {
            let style = if c.suit.is_red() { Style::new().red().bold() } else { Style::new().bold() };
            self.paint.paint(&style, c.shown_in(self.lang))
        };
        cards.iter().map(one).collect::<Vec<_>>().join(" ")
    }

    /// A ten is about to be shown other than as a card (a chart row lists `T` in its columns):
    /// the next [`CardPainter::tell_ten`] says what it is.
    pub fn ten_ahead(&mut self) {
        self.ten_shown = true;
    }

    /// After the first lines that showed a ten: a line saying what `T` is.
    pub fn tell_ten(&mut self, w: &mut dyn Write) -> io::Result<()> {
        if self.ten_shown && !self.ten_told {
            self.ten_told = true;
            writeln!(w, "  {}", self.paint.dim(self.lang.text("card-ten-told", &[])))?;
        }
        Ok(())
    }
}

/// Where the edge went, in its words (a session's or the latest sessions'): the heading, a row a
/// part with its figure lined up, how the figures are worked out, and the top leak.
pub fn write_edge_words(w: &mut dyn Write, p: Painter, words: &EdgeWords) -> io::Result<()> {
    writeln!(w, "{}", p.bold(&words.heading))?;
    let label = words.rows.iter().map(|r| r.0.chars().count()).max().unwrap_or(0);
    let figure = words.rows.iter().map(|r| r.1.chars().count()).max().unwrap_or(0);
    for (part, chips) in &words.rows {
        writeln!(w, "  {part:<label$}  {chips:>figure$}")?;
    }
    for note in &words.notes {
        writeln!(w, "  {}", p.dim(note))?;
    }
    if let Some(top) = &words.top {
        writeln!(w, "{top}")?;
    }
    Ok(())
}

/// The mistakes of a session, one line each with their count and title; nothing when there were
/// none unless `none` names how to say so.
pub fn write_mistakes(
    w: &mut dyn Write,
    p: Painter,
    catalogue: &Catalogue,
    mistakes: &[MistakeCount],
    none: Option<&str>,
    lang: Lang,
) -> io::Result<()> {
    let label = p.bold(lang.text("drill-label-mistakes", &[]));
    if mistakes.is_empty() {
        return match none {
            Some(text) => writeln!(w, "{label} {text}"),
            None => Ok(()),
        };
    }
    writeln!(w, "{label}")?;
    for m in mistakes {
        // A learner reads the title; the id is for JSON. Every id a drill sets is in the catalogue
        // (checked when it loads), so the id is shown only if that ever fails.
        let title = catalogue.get(&m.id).map_or(m.id.clone(), |x| x.title_in(lang).into_owned());
        writeln!(w, "  x{}  {}", m.count, p.bad(title))?;
    }
    Ok(())
}

/// After an interactive session: the cursor is shown again (a prompt may have hidden it), and
/// Ctrl-C or Ctrl-D turn into the interrupted exit.
pub fn end_interactive(source: &Prompted) -> Result<(), CliError> {
    let _ = source.term.show_cursor();
    if source.interrupted { Err(CliError::Interrupted) } else { Ok(()) }
}

/// What a drill or play session shows and keeps as it goes, whatever its kind: the output, the
/// form it takes, how cards look, and every judged answer, written to the journal as it comes.
pub struct Transcript<'o, 'w> {
    /// Where the session is shown.
    pub out: &'o mut Out<'w>,
    /// The mistakes the explanations name.
    pub catalogue: &'o Catalogue,
    /// Text for people or JSON lines.
    pub format: TextOrJson,
    /// Whether answers come from a script (then each is echoed after `> `).
    pub scripted: bool,
    /// How cards are painted.
    pub cards: CardPainter,
    /// The table's id.
    pub table: String,
    /// The present moment, as each answer is dated.
    pub calendar: Calendar,
    /// Every answer of the session, written to its journal as it comes, as it will be saved.
    pub answers: SessionAnswers,
    /// What the answers are called to the learner (answers, decisions).
    what: &'static str,
}

impl<'o, 'w> Transcript<'o, 'w> {
    /// A transcript at `table`, its `what` (answers, decisions) journaled in `store` when given.
    pub fn new(
        out: &'o mut Out<'w>,
        catalogue: &'o Catalogue,
        format: TextOrJson,
        scripted: bool,
        table: &str,
        store: Option<&Store>,
        what: &'static str,
    ) -> Result<Transcript<'o, 'w>, CliError> {
        let calendar = calendar()?;
        let cards = CardPainter::new(out.paint);
        let answers = session_answers(store, &calendar, what);
        Ok(Transcript {
            out,
            catalogue,
            format,
            scripted,
            cards,
            table: table.to_string(),
            calendar,
            answers,
            what,
        })
    }

    /// Keeps a judged answer, writing it to the journal at once.
    pub fn record(&mut self, record: AnswerRecord) {
        if let Some(e) = self.answers.record(record) {
            note(format!(
                "{e}; your {} are kept in memory until the journal can be written again: each new one tries again, and the session tries to save them all when it ends",
                self.what
            ));
        }
    }

    /// Saves the session's answers and closes its journal.
    pub fn save(&mut self, store: Option<&Store>) -> Result<(), CliError> {
        save(store, std::mem::take(&mut self.answers))
    }
}
