//! The home of `bjcoach` with no arguments: what to practise next on the learning path, then every
//! command a learner uses (practise, play, chart, edge, simulate, stats, rules). Each choice runs
//! the code of its command, writing to the same output, and comes back home; an error is shown and
//! the menu goes on. The answers come through [`MenuInput`]: typed at the terminal, or the lines of
//! a script (the file named by `BJCOACH_MENU_SCRIPT`, for tests and tools). Ctrl-C or Ctrl-D at a menu prompt, or the
//! end of the script, ends the program; a session started from the menu saves its answers as it
//! always does.

mod input;

use std::io::{self, Write};

use super::args::TableChoice;
use super::chart::ChartArgs;
use super::drill::FocusChoice;
use super::edge::EdgeArgs;
use super::rules::RulesArgs;
use super::simulate::SimulateArgs;
use super::{CliError, Command, Config, Out};
use crate::coach::drill::{Drill, Library};
use crate::coach::home::{Home, Practice, all_mastered_in, home, plan_today};
use crate::coach::learner::figures::recent_edge;
use crate::coach::learner::learning_path::{PATHS, PLACEMENT_DRILL};
use crate::game::rules::{TableRules, presets};
use crate::lang::{Arg, Lang};
pub use input::{Item, MenuInput, Picked, Scripted, Typed};

impl Menu {
    /// Where the learner stands: the table they last practised at (a preset) and what to practise
    /// next; a progress that cannot be read is said, and the path taken from its start.
    fn home(&self, out: &mut Out<'_>) -> io::Result<Home> {
        let (config, library, tables) = (&self.config, &self.library, &self.tables);
        let path = &PATHS[0];
        let now = super::progress::calendar().map(|c| c.now()).unwrap_or(0);
        let read = config.store().and_then(|store| match store.read() {
            Ok(reading) => Ok((store, reading)),
            Err(e) => Err(super::progress::store_error(e)),
        });
        let read = match read {
            Ok(read) => Some(read),
            Err(e) => {
                let unread = config.lang.text("menu-progress-unread", &[]);
                writeln!(out.w, "{} {e}", out.paint.warn(unread))?;
                None
            }
        };
        let unread = Default::default();
        let standing = read.as_ref().map_or(&unread, |(_, r)| &r.standing);
        let runs =
            |drill: &Drill, table: &str| super::drill::check_at(drill, &TableChoice::preset(table)).is_ok();
        // Where the edge went lately at a table: nothing, when it cannot be read.
        let recent_at = |table: &str| {
            read.as_ref()
                .and_then(|(store, reading)| recent_edge(store, reading, table).ok())
                .unwrap_or_default()
        };
        // The items due at a table, by the memory model replayed over its answers: none where
        // nothing was answered or nothing can be read.
        let due_at = |table: &str| match &read {
            Some((store, reading)) if reading.standing.answered_at(table) => {
                store.memory_at(reading, table, None).map(|r| r.due_at(table, now)).unwrap_or_default()
            }
            _ => Default::default(),
        };
        // Today's reviews of the plan followed, when one is.
        let plan = read.as_ref().and_then(|(store, reading)| {
            let goal = store.goal().ok().flatten()?;
            plan_today(store, reading, &goal, now, |drill, table| {
                library.get(drill).is_ok_and(|d| runs(d, table))
            })
        });
        Ok(home(standing, path, library, tables, now, runs, recent_at, due_at, plan))
    }
}

/// What the home screen offers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Choice {
    Placement,
    Suggested,
    Leak,
    Due,
    Plan,
    Practise,
    Play,
    Chart,
    Edge,
    Simulate,
    Stats,
    Rules,
    Quit,
}

/// Why a choice stopped before its end: the learner went home or ended the program, or the command
/// failed.
enum Stop {
    Home,
    End,
    Failed(CliError),
}

impl From<CliError> for Stop {
    fn from(e: CliError) -> Stop {
        Stop::Failed(e)
    }
}

impl From<io::Error> for Stop {
    fn from(e: io::Error) -> Stop {
        Stop::Failed(e.into())
    }
}

impl<T> Picked<T> {
    /// The answer, or the stop it asks for.
    fn chosen(self) -> Result<T, Stop> {
        match self {
            Picked::Chosen(value) => Ok(value),
            Picked::Back => Err(Stop::Home),
            Picked::End => Err(Stop::End),
        }
    }
}

/// Shows the home screen until the learner quits, runs out of script, or presses Ctrl-C or Ctrl-D
/// at a prompt.
pub fn run(config: &Config, input: &mut dyn MenuInput, out: &mut Out<'_>) -> Result<(), CliError> {
    let config = Config { in_menu: true, ..config.clone() };
    let mut menu = Menu {
        library: Library::shipped().map_err(|e| CliError::Other(anyhow::anyhow!("{e}")))?,
        tables: presets().map_err(|e| CliError::Other(anyhow::anyhow!("{e}")))?,
        config,
    };
    // The languages offered in this run: each table's own is offered once.
    let mut offered: Vec<Lang> = Vec::new();
    loop {
        let home = menu.home(out)?;
        match menu.offer_language(&home, &mut offered, input, out)? {
            Picked::Chosen(Some(lang)) => {
                menu.config.lang = lang;
                continue;
            }
            Picked::Chosen(None) | Picked::Back => {}
            Picked::End => return Ok(()),
        }
        let done = home_choice(&home, menu.config.lang, input, out)
            .map_err(Stop::Failed)
            .and_then(Picked::chosen)
            .and_then(|choice| menu.act(choice, &home, input, out));
        match done {
            Ok(()) | Err(Stop::Home) => {}
            Err(Stop::End) => return Ok(()),
            Err(Stop::Failed(CliError::OutputClosed)) => return Err(CliError::OutputClosed),
            // A session or a simulation stopped by Ctrl-C has shown what it had: home again.
            Err(Stop::Failed(CliError::Interrupted)) => {}
            Err(Stop::Failed(e)) => writeln!(out.w, "{} {e}", out.paint.bad("error:"))?,
        }
    }
}

/// Writes the home screen in `lang` and asks what to do.
fn home_choice(
    home: &Home,
    lang: Lang,
    input: &mut dyn MenuInput,
    out: &mut Out<'_>,
) -> Result<Picked<Choice>, CliError> {
    let p = out.paint;
    writeln!(out.w)?;
    writeln!(out.w, "{}", p.bold(lang.text("home-title", &[])))?;
    match &home.suggestion {
        Some(s) => {
            let (lead, why) = s.lead_in(lang);
            let stage = p.accent(s.stage_in(lang)).to_string();
            let how = s.how_in(lang);
            let args = [
                ("lead", Arg::Text(&lead)),
                ("stage", Arg::Text(&stage)),
                ("why", Arg::Text(&why)),
                ("how", Arg::Text(&how)),
            ];
            writeln!(out.w, "{}", lang.text("home-suggestion", &args))?;
        }
        None => writeln!(out.w, "{}", all_mastered_in(lang))?,
    }
    if let Some(leak) = &home.leak {
        writeln!(out.w, "{}", leak.sentence_in(lang))?;
    }
    if let Some(due) = &home.due {
        writeln!(out.w, "{}", due.sentence_in(lang))?;
    }
    if let Some(placement) = &home.placement {
        writeln!(out.w, "{}", placement.sentence_in(lang))?;
    }
    if let Some(plan) = &home.plan {
        writeln!(out.w, "{}", plan.sentence_in(lang))?;
    }
    // Each entry is picked by the language's word for it, shown beside its number, and by its
    // English name and a few more in every language.
    let entry = |english: &str, label: String, more: &[&str]| {
        let word = lang.text(&format!("menu-word-{english}"), &[]);
        let mut aliases = vec![english];
        aliases.extend(more);
        Item::new(word, label).or(&aliases)
    };
    let label = |id: &str| lang.text(id, &[]);
    let mut choices: Vec<(Choice, Item)> = Vec::new();
    if let Some(placement) = &home.placement {
        choices.push((Choice::Placement, entry("place", placement.action_in(lang), &["placement"])));
    }
    if let Some(s) = &home.suggestion {
        choices.push((Choice::Suggested, entry("next", s.action_in(lang), &[])));
    }
    if let Some(leak) = &home.leak {
        choices.push((Choice::Leak, entry("leak", leak.action_in(lang), &[])));
    }
    if let Some(due) = &home.due {
        choices.push((Choice::Due, entry("due", due.action_in(lang), &[])));
    }
    if let Some(action) = home.plan.as_ref().and_then(|p| p.action_in(lang)) {
        choices.push((Choice::Plan, entry("plan", action, &[])));
    }
    choices.extend([
        (Choice::Practise, entry("practise", label("menu-practise"), &["practice", "drill"])),
        (Choice::Play, entry("play", label("menu-play"), &[])),
        (Choice::Chart, entry("chart", label("menu-chart"), &[])),
        (Choice::Edge, entry("edge", label("menu-edge"), &[])),
        (Choice::Simulate, entry("simulate", label("menu-simulate"), &[])),
        (Choice::Stats, entry("stats", label("menu-stats"), &["progress"])),
        (Choice::Rules, entry("rules", label("menu-rules"), &[])),
        (Choice::Quit, entry("quit", label("menu-quit"), &["exit", "q"])),
    ]);
    // Each entry shows the word that picks it beside its number: the home takes either.
    let width = choices.iter().map(|(_, item)| item.name.chars().count()).max().unwrap_or(0).max(9);
    let items: Vec<Item> = choices
        .iter()
        .map(|(_, item)| Item { label: format!("{:<width$} {}", item.name, item.label), ..item.clone() })
        .collect();
    let picked = input.select(out, lang, &lang.text("menu-prompt", &[]), &items, 0, false)?;
    Ok(match picked {
        Picked::Chosen(i) => Picked::Chosen(choices[i].0),
        Picked::Back => Picked::Back,
        Picked::End => Picked::End,
    })
}

/// A drill the home offers, practised at `table`: the number of questions asked, then the drill.
fn practise(
    drill: &str,
    table: &TableChoice,
    focus: FocusChoice,
    input: &mut dyn MenuInput,
    config: &Config,
    out: &mut Out<'_>,
) -> Result<(), Stop> {
    let lang = config.lang;
    let count = questions(lang, input, out)?;
    let seed = input.seed();
    super::drill::from_menu(drill, table, count, seed, focus, input.session_answers(), config, out)?;
    Ok(())
}

/// What the menu runs with: the drills, the preset tables and the run's configuration.
struct Menu {
    library: Library,
    tables: Vec<TableRules>,
    config: Config,
}

impl Menu {
    /// At a table whose own language is not the menu's and was not offered yet in this run,
    /// asks in that language whether to continue in it: the language taken, or `None`; the
    /// answer is kept, and a language offered before is taken or left as it was answered then,
    /// without asking. A language the learner named (`--lang`, `BJCOACH_LANG`) is kept as it is.
    fn offer_language(
        &self,
        home: &Home,
        offered: &mut Vec<Lang>,
        input: &mut dyn MenuInput,
        out: &mut Out<'_>,
    ) -> Result<Picked<Option<Lang>>, CliError> {
        let Some(rules) = self.tables.iter().find(|t| t.id == home.table).filter(|_| !self.config.lang_named)
        else {
            return Ok(Picked::Chosen(None));
        };
        let Some(own) = rules.language.filter(|l| *l != self.config.lang && !offered.contains(l)) else {
            return Ok(Picked::Chosen(None));
        };
        offered.push(own);
        // Asked once: the answer is kept in the learner's folder for the runs to come.
        let store = self.config.store().ok();
        if let Some(taken) = store.as_ref().and_then(|s| s.offered_answer(own)) {
            return Ok(Picked::Chosen(taken.then_some(own)));
        }
        let document = crate::game::describe::document_in(rules, own);
        let question = own.text("home-offer-language", &[("document", Arg::Text(&document))]);
        writeln!(out.w)?;
        let answer = input.confirm(out, own, &question, true)?;
        if let (Picked::Chosen(taken), Some(store)) = (answer, &store) {
            // Not kept, the offer is made again at the next run: nothing else is lost.
            let _ = store.keep_offered_answer(own, taken);
        }
        Ok(match answer {
            Picked::Chosen(true) => Picked::Chosen(Some(own)),
            Picked::Chosen(false) | Picked::Back => Picked::Chosen(None),
            Picked::End => Picked::End,
        })
    }

    /// Runs one choice of the home screen.
    fn act(
        &self,
        choice: Choice,
        home: &Home,
        input: &mut dyn MenuInput,
        out: &mut Out<'_>,
    ) -> Result<(), Stop> {
        let config = &self.config;
        let lang = config.lang;
        match choice {
            Choice::Suggested => {
                let Some(s) = &home.suggestion else { return Ok(()) };
                let table = TableChoice::preset(&s.table);
                match s.practice {
                    Practice::Drill(ref drill) => {
                        practise(drill, &table, FocusChoice::Mixed, input, config, out)?
                    }
                    Practice::HiddenCount(system) => {
                        let seed = input.seed();
                        super::play::from_menu(
                            &table,
                            Some(system),
                            seed,
                            input.session_answers(),
                            config,
                            out,
                        )?;
                    }
                }
                wait_for_enter(lang, input, out)?;
            }
            Choice::Leak => {
                let Some(leak) = &home.leak else { return Ok(()) };
                practise(
                    &leak.drill,
                    &TableChoice::preset(&leak.table),
                    FocusChoice::Mixed,
                    input,
                    config,
                    out,
                )?;
                wait_for_enter(lang, input, out)?;
            }
            Choice::Placement => {
                let Some(placement) = &home.placement else { return Ok(()) };
                let (table, seed) = (TableChoice::preset(&placement.table), input.seed());
                super::drill::from_menu(
                    PLACEMENT_DRILL,
                    &table,
                    placement.questions,
                    seed,
                    FocusChoice::Mixed,
                    input.session_answers(),
                    config,
                    out,
                )?;
                wait_for_enter(lang, input, out)?;
            }
            Choice::Due => {
                let Some(due) = &home.due else { return Ok(()) };
                practise(&due.drill, &TableChoice::preset(&due.table), FocusChoice::Due, input, config, out)?;
                wait_for_enter(lang, input, out)?;
            }
            Choice::Plan => {
                let Some((plan, Some((drill, _)))) = home.plan.as_ref().map(|p| (p, p.drill.as_ref())) else {
                    return Ok(());
                };
                practise(drill, &TableChoice::preset(&plan.table), FocusChoice::Plan, input, config, out)?;
                wait_for_enter(lang, input, out)?;
            }
            // `b` goes one question back: from the number of questions to the table, from the
            // table to the drill, from the drill home.
            Choice::Practise => 'drill: loop {
                let drill = self.pick_drill(input, out)?;
                loop {
                    let Some(table) = one_step_back(self.pick_table_for(drill, home, input, out))? else {
                        continue 'drill;
                    };
                    let Some(count) = one_step_back(questions(lang, input, out))? else { continue };
                    let (table, seed) = (TableChoice::preset(table), input.seed());
                    super::drill::from_menu(
                        &drill.spec.id,
                        &table,
                        count,
                        seed,
                        FocusChoice::Mixed,
                        input.session_answers(),
                        config,
                        out,
                    )?;
                    wait_for_enter(lang, input, out)?;
                    break 'drill;
                }
            },
            Choice::Play => {
                let table = self.pick_table(input, out, &lang.text("menu-at-which-table", &[]), home)?;
                let (table, seed) = (TableChoice::preset(table), input.seed());
                super::play::from_menu(&table, None, seed, input.session_answers(), config, out)?;
                wait_for_enter(lang, input, out)?;
            }
            Choice::Chart | Choice::Edge | Choice::Rules => {
                let table = self.pick_table(input, out, &lang.text("menu-which-table", &[]), home)?;
                let table = TableChoice::preset(table);
                let command = match choice {
                    Choice::Chart => Command::Chart(ChartArgs::of(table)),
                    Choice::Edge => Command::Edge(EdgeArgs::of(table)),
                    _ => Command::Rules(RulesArgs::of(table)),
                };
                keep_on_screen(config, input, out, |out| super::run_command(command, config, out))?;
            }
            Choice::Simulate => 'table: loop {
                let table = self.pick_table(input, out, &lang.text("menu-at-which-table", &[]), home)?;
                loop {
                    let rounds = input.number(
                        out,
                        lang,
                        &lang.text("menu-how-many-rounds", &[]),
                        1_000_000,
                        1_000..=100_000_000,
                    )?;
                    let Some(hands) = one_step_back(rounds.chosen())? else { continue 'table };
                    let habits = lang.text("menu-own-habits", &[]);
                    let Some(me) = one_step_back(input.confirm(out, lang, &habits, false)?.chosen())? else {
                        continue;
                    };
                    let players: &[&str] = if me { &["chart", "me"] } else { &["chart"] };
                    let args = SimulateArgs::compare_at(TableChoice::preset(table), hands, players);
                    let command = Command::Simulate(args);
                    keep_on_screen(config, input, out, |out| super::run_command(command, config, out))?;
                    break 'table;
                }
            },
            Choice::Stats => keep_on_screen(config, input, out, |out| super::stats::from_menu(config, out))?,
            Choice::Quit => return Err(Stop::End),
        }
        Ok(())
    }

    /// Asks for a drill.
    fn pick_drill(&self, input: &mut dyn MenuInput, out: &mut Out<'_>) -> Result<&Drill, Stop> {
        let lang = self.config.lang;
        let items: Vec<Item> = self
            .library
            .drills
            .iter()
            .map(|d| Item::new(&d.spec.id, format!("{}  {}", d.spec.id, d.spec.title_in(lang))))
            .collect();
        let i = input.select(out, lang, &lang.text("menu-which-drill", &[]), &items, 0, true)?.chosen()?;
        Ok(&self.library.drills[i])
    }

    /// Asks for a table where `drill` can be played: only those are listed, by the drill's own
    /// check; another preset named is still tried, and that check says why it cannot be.
    fn pick_table_for(
        &self,
        drill: &Drill,
        home: &Home,
        input: &mut dyn MenuInput,
        out: &mut Out<'_>,
    ) -> Result<&str, Stop> {
        let fits: Vec<bool> = self
            .tables
            .iter()
            .map(|t| super::drill::check_at(drill, &TableChoice::preset(&t.id)).is_ok())
            .collect();
        if !fits.contains(&true) {
            let id = drill.spec.id.clone();
            return Err(CliError::said(move |lang| {
                lang.text("menu-drill-at-no-table", &[("drill", crate::lang::Arg::Text(&id))])
            })
            .into());
        }
        let items: Vec<Item> = self
            .tables
            .iter()
            .zip(&fits)
            .map(|(t, fits)| Item { shown: *fits, ..table_item(t, self.config.lang) })
            .collect();
        let first = fits.iter().position(|f| *f).unwrap_or(0);
        let default =
            self.tables.iter().zip(&fits).position(|(t, f)| *f && t.id == home.table).unwrap_or(first);
        let lang = self.config.lang;
        let prompt = lang.text("menu-table-for-drill", &[("drill", Arg::Text(&drill.spec.id))]);
        let i = input.select(out, lang, &prompt, &items, default, true)?.chosen()?;
        if !fits[i] {
            super::drill::check_at(drill, &TableChoice::preset(&self.tables[i].id))?;
        }
        Ok(&self.tables[i].id)
    }

    /// Asks for a preset table, the learner's latest first.
    fn pick_table(
        &self,
        input: &mut dyn MenuInput,
        out: &mut Out<'_>,
        prompt: &str,
        home: &Home,
    ) -> Result<&str, Stop> {
        let items: Vec<Item> = self.tables.iter().map(|t| table_item(t, self.config.lang)).collect();
        let default = self.tables.iter().position(|t| t.id == home.table).unwrap_or(0);
        let i = input.select(out, self.config.lang, prompt, &items, default, true)?.chosen()?;
        Ok(&self.tables[i].id)
    }
}

/// A table as the menu lists it: its name and what it is.
fn table_item(t: &TableRules, lang: Lang) -> Item {
    // The summary is the table file's own English; another language names the table by its title.
    let what = if lang == Lang::En { t.summary.clone() } else { crate::game::describe::title_in(t, lang) };
    Item::new(&t.id, format!("{}  {what}", t.id))
}

/// An answer, or `None` when the learner asked to go one question back (`b`).
fn one_step_back<T>(asked: Result<T, Stop>) -> Result<Option<T>, Stop> {
    match asked {
        Ok(value) => Ok(Some(value)),
        Err(Stop::Home) => Ok(None),
        Err(other) => Err(other),
    }
}

/// Runs `show`, a command that writes a page to read (a chart, the rules, the progress), and
/// keeps it on screen until the learner presses Enter, so the home does not push its first lines
/// away. At a terminal, a page taller than the screen goes through the pager (`$PAGER`, else
/// `less`), where it can be scrolled from its first line, and leaving the pager goes home; without
/// one it is written as it is.
fn keep_on_screen(
    config: &Config,
    input: &mut dyn MenuInput,
    out: &mut Out<'_>,
    show: impl FnOnce(&mut Out<'_>) -> Result<(), CliError>,
) -> Result<(), Stop> {
    let mut page = Vec::new();
    let shown = {
        let mut w = super::term::Wrapping::new(&mut page, out.w.width().unwrap_or(80));
        if out.w.width().is_none() {
            w.unwrapped()?;
        }
        let mut into = Out { w, paint: out.paint };
        let shown = show(&mut into);
        into.w.flush()?;
        shown
    };
    let rows = if config.stdout_is_terminal {
        console::Term::stdout().size_checked().map(|(rows, _)| usize::from(rows))
    } else {
        None
    };
    let lines = page.iter().filter(|&&b| b == b'\n').count();
    let paged = !fits_on_screen(lines, rows) && shown.is_ok() && page_through(&page);
    if !paged {
        out.w.flush()?;
        out.w.write_all(&page)?;
    }
    shown?;
    // Leaving the pager is leaving the page: home at once, not a second key for the same.
    if paged {
        return Ok(());
    }
    wait_for_enter(config.lang, input, out)
}

/// Waits for Enter before the home is shown again, so that what a command or a session left on
/// screen (a page, a session's summary and its mistakes) is not scrolled away by the home.
fn wait_for_enter(lang: Lang, input: &mut dyn MenuInput, out: &mut Out<'_>) -> Result<(), Stop> {
    writeln!(out.w, "{}", out.paint.dim(lang.text("menu-enter-to-go-home", &[])))?;
    match input.line(out)? {
        Some(_) => Ok(()),
        None => Err(Stop::End),
    }
}

/// Does a page of `lines` lines fit a screen of `rows` rows (unknown: not a terminal, where
/// nothing scrolls away) with the line that asks for Enter and the line typed?
fn fits_on_screen(lines: usize, rows: Option<usize>) -> bool {
    rows.is_none_or(|rows| lines + 2 <= rows)
}

/// Shows a page through the learner's pager; false when none could be run.
fn page_through(page: &[u8]) -> bool {
    let pager =
        std::env::var("PAGER").ok().filter(|p| !p.trim().is_empty()).unwrap_or_else(|| "less".to_string());
    let mut words = pager.split_whitespace();
    let Some(program) = words.next() else { return false };
    let mut command = std::process::Command::new(program);
    command.args(words).stdin(std::process::Stdio::piped());
    if program == "less" && std::env::var_os("LESS").is_none() {
        // Colours kept, and the page left on screen when the pager ends.
        command.args(["-R", "-X"]);
    }
    let Ok(mut child) = command.spawn() else { return false };
    if let Some(mut stdin) = child.stdin.take() {
        // A pager closed before the end of the page is a learner who has read enough.
        let _ = stdin.write_all(page);
    }
    child.wait().is_ok_and(|status| status.success())
}

/// How many questions a drill session asks (as `drill --questions` takes).
fn questions(lang: Lang, input: &mut dyn MenuInput, out: &mut Out<'_>) -> Result<usize, Stop> {
    let n = input.number(out, lang, &lang.text("menu-how-many-questions", &[]), 10, 1..=1000)?.chosen()?;
    Ok(usize::try_from(n).unwrap_or(10))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::coach::drill::session::Reply;

    /// The command the menu runs is the command typed with the same table and nothing else: the
    /// defaults of both are one (clap reads them from `Default`).
    #[test]
    fn the_menus_typed_commands_are_the_command_lines() {
        use clap::Parser;
        let typed = |words: &[&str]| {
            let cli =
                super::super::Cli::try_parse_from(std::iter::once("bjcoach").chain(words.iter().copied()))
                    .unwrap();
            format!("{:?}", cli.command.unwrap())
        };
        let at = || TableChoice::preset("casino-fr");
        assert_eq!(
            typed(&["chart", "--table", "casino-fr"]),
            format!("{:?}", Command::Chart(ChartArgs::of(at())))
        );
        assert_eq!(
            typed(&["edge", "--table", "casino-fr"]),
            format!("{:?}", Command::Edge(EdgeArgs::of(at())))
        );
        assert_eq!(
            typed(&["rules", "--table", "casino-fr"]),
            format!("{:?}", Command::Rules(RulesArgs::of(at())))
        );
        assert_eq!(
            typed(&["simulate", "--table", "casino-fr", "--hands", "5000", "--compare", "chart,me"]),
            format!("{:?}", Command::Simulate(SimulateArgs::compare_at(at(), 5000, &["chart", "me"])))
        );
    }
    use crate::cli::Painter;
    use crate::cli::term::Wrapping;

    /// Asks `ask` with a script of these lines; returns its answer and what was written.
    fn asked<T>(
        lines: &[&str],
        ask: impl FnOnce(&mut Scripted, &mut Out<'_>) -> Picked<T>,
    ) -> (Picked<T>, String) {
        let mut buf = Vec::new();
        let picked = {
            let mut out = Out { w: Wrapping::new(&mut buf, 80), paint: Painter::plain() };
            let mut script = Scripted::new(lines.iter().map(|l| l.to_string()).collect());
            let picked = ask(&mut script, &mut out);
            out.w.flush().unwrap();
            picked
        };
        (picked, String::from_utf8(buf).unwrap())
    }

    fn items() -> Vec<Item> {
        vec![
            Item::new("book", "book  one deck"),
            Item { shown: false, ..Item::new("feral", "feral  four decks") },
            Item::new("casino-fr", "casino-fr  no hole card"),
        ]
    }

    fn select(lines: &[&str], default: usize) -> (Picked<usize>, String) {
        asked(lines, |s, out| s.select(out, Lang::En, "Which table?", &items(), default, true).unwrap())
    }

    #[test]
    fn a_list_is_picked_by_number_name_or_enter_and_only_shown_entries_are_numbered() {
        let (picked, text) = select(&["2"], 0);
        assert_eq!(picked, Picked::Chosen(2));
        assert!(text.contains("  1  book  one deck\n  2  casino-fr  no hole card\n"), "{text}");
        assert!(!text.contains("feral"), "{text}");
        assert!(text.contains("Which table? (Enter for 1, b to go back)\n> 2\n"), "{text}");
        assert_eq!(select(&["Casino-FR"], 0).0, Picked::Chosen(2));
        assert_eq!(select(&[""], 2).0, Picked::Chosen(2));
        // An entry not shown is still taken by its name.
        assert_eq!(select(&["feral"], 0).0, Picked::Chosen(1));
    }

    #[test]
    fn a_wrong_answer_is_asked_again_with_the_accepted_forms() {
        let (picked, text) = select(&["7", "vegas", "1"], 0);
        assert_eq!(picked, Picked::Chosen(0));
        assert!(
            text.contains("`7` is not one of the choices: answer with a number from 1 to 2, or a name"),
            "{text}"
        );
        assert!(text.contains("`vegas` is not one of the choices"), "{text}");
        assert_eq!(text.matches("Which table?").count(), 3, "{text}");
    }

    #[test]
    fn a_typed_control_character_is_echoed_escaped() {
        let (picked, text) = select(&["\u{1b}[31mred\u{202e}", "1"], 0);
        assert_eq!(picked, Picked::Chosen(0));
        assert!(text.contains("`\\u{1b}[31mred\\u{202e}` is not one of the choices"), "{text}");
        assert!(!text.contains(['\u{1b}', '\u{202e}']), "{text:?}");
    }

    #[test]
    fn b_goes_back_and_the_end_of_the_script_ends() {
        assert_eq!(select(&["b"], 0).0, Picked::Back);
        assert_eq!(select(&[], 0).0, Picked::End);
        // Where there is nowhere to go back to, `b` is an answer like another.
        let (picked, _) =
            asked(&["b", "1"], |s, out| s.select(out, Lang::En, "Home?", &items(), 0, false).unwrap());
        assert_eq!(picked, Picked::Chosen(0));
    }

    #[test]
    fn a_page_taller_than_the_screen_is_paged() {
        // A 24-row terminal holds 22 lines of a page, the prompt and the line typed.
        assert!(fits_on_screen(22, Some(24)));
        assert!(!fits_on_screen(23, Some(24)));
        // A chart is taller than that: its first lines would scroll away.
        let chart = crate::strategy::chart::shipped("book").unwrap().unwrap();
        assert!(!fits_on_screen(chart.cells.len() / 10, Some(24)));
        // Not at a terminal nothing scrolls away: the page is written as it is.
        assert!(fits_on_screen(10_000, None));
    }

    #[test]
    fn the_home_takes_the_words_it_shows_and_a_few_more() {
        let items =
            vec![Item::new("stats", "See your progress").or(&["progress"]), Item::new("quit", "Quit")];
        let pick = |line: &str| {
            asked(&[line], |s, out| s.select(out, Lang::En, "Home?", &items, 0, false).unwrap()).0
        };
        assert_eq!(pick("STATS"), Picked::Chosen(0));
        assert_eq!(pick("progress"), Picked::Chosen(0));
        assert_eq!(pick("quit"), Picked::Chosen(1));
    }

    #[test]
    fn yes_or_no() {
        let confirm = |lines: &[&str], default| {
            asked(lines, |s, out| s.confirm(out, Lang::En, "Sure?", default).unwrap())
        };
        assert_eq!(confirm(&["y"], false).0, Picked::Chosen(true));
        assert_eq!(confirm(&["NO"], true).0, Picked::Chosen(false));
        assert_eq!(confirm(&[""], true).0, Picked::Chosen(true));
        let (picked, text) = confirm(&["maybe", "yes"], false);
        assert_eq!(picked, Picked::Chosen(true));
        assert!(text.contains("Sure? (y/N, b to go back)"), "{text}");
        assert!(text.contains("`maybe` is neither yes nor no: answer y, yes, n or no"), "{text}");
    }

    #[test]
    fn a_number_in_its_range() {
        let number = |lines: &[&str]| {
            asked(lines, |s, out| s.number(out, Lang::En, "How many?", 10, 1..=1000).unwrap())
        };
        assert_eq!(number(&["25"]).0, Picked::Chosen(25));
        assert_eq!(number(&[""]).0, Picked::Chosen(10));
        assert_eq!(number(&["1,000"]).0, Picked::Chosen(1000));
        let (picked, text) = number(&["0", "1001", "-3", "ten", "3"]);
        assert_eq!(picked, Picked::Chosen(3));
        assert_eq!(text.matches("is not a whole number from 1 to 1000").count(), 4, "{text}");
    }

    #[test]
    fn a_script_answers_the_sessions_and_counts_their_seeds() {
        let mut script = Scripted::new(vec!["17".into()]);
        assert_eq!((script.seed(), script.seed()), (1, 2));
        let library = Library::shipped().unwrap();
        let setting = crate::coach::drill::Setting::preset("book").unwrap();
        let mut dealing = crate::coach::drill::dealing::Dealing::new(&setting, 1);
        let q = library.get("hand-totals").unwrap().deal(&mut dealing);
        let source = script.session_answers().unwrap();
        assert!(matches!(source.answer(1, &q).unwrap(), Reply::Line(l) if l == "17"));
        assert!(matches!(source.answer(2, &q).unwrap(), Reply::End));
    }
}
