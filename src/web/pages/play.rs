//! Play in a browser: whole rounds at a preset table, stepped one answer a request by the coach's
//! [`PlayRun`], the table drawn on a felt (the dealer, every seat in seat order, the learner's
//! marked), each decision judged in the terminal's words ([`decision_words`]), each round's
//! settlement and the session's summary as the terminal says them ([`crate::coach::play::words`]),
//! and the judged decisions journaled as they are given and saved to the same store as the
//! command line's. A counting session may keep the dealer's pace (the cards the learner does
//! not act on falling a beat apart, `felt`) and have players come and go (`counting`); every
//! session's end states the tempo kept, measured as the terminal measures it, by the clock that
//! times the answers.

mod counting;
mod felt;

use std::collections::{BTreeSet, HashMap};
use std::fmt::Write;
use std::sync::{Arc, Mutex, OnceLock};

use axum::Form;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;

use super::drill::MAX_PACE;
use super::lang_pick::{TableLangQuery, page_lang, picker, remember};
use super::{
    AnswerForm, App, Held, NotTaken, bad_request_in, error_page_in, hold, journal_words, layout_in, lock,
    mistakes_html, no_play_session, number_in, question_field, saved_words, table_picker_in, to_session,
};
use crate::coach::drill::answer::capitalised;
use crate::coach::drill::mistakes::Catalogue;
use crate::coach::drill::verdict::{Line, Tone};
use crate::coach::drill::{DrillError, preset_chart};
use crate::coach::learner::practice::{SessionAnswers, not_saved_words, unsaved_words};
use crate::coach::play::tempo::TempoWatch;
use crate::coach::play::words::{
    DecisionWords, decision_words, length_words, round_words, seating_words, summary_words,
};
use crate::coach::play::{
    Ask, AskKind, BetAsk, Decided, OtherSeat, PlayError, PlayObserver, PlayOptions, PlayRun, PlaySummary,
    RoundReport, RoundStart, Seating, SeatsChange, Step, Taken, check_options, default_bet,
};
use crate::game::describe::title_in;
use crate::game::rules::{MAX_CHIPS, Reshuffle, TableRules, VacantBoxes, preset};
use crate::lang::{Arg, Lang};
use crate::strategy::chart::Chart;
use crate::strategy::counting::COUNT_SOURCES;
use crate::strategy::simulate::PlayTable;
use crate::web::asked::{Asked, Clock};
use crate::web::{escape, prose};
use counting::{CountChoice, count_choice, count_session};
use felt::{Fall, TablePace, report_html, seats_changed_html, table_html};

/// The most rounds a session started here may ask for.
const MAX_ROUNDS: u32 = 1000;

/// A table's chart and the way the other seats play it, made once for the server's life.
struct TablePlay {
    chart: Chart,
    others: PlayTable,
}

/// The chart and the other seats' play of a preset table: made the first time it is played and
/// kept (one for each preset at most), since a session borrows them for its whole life.
fn table_play(rules: &TableRules) -> Result<&'static TablePlay, DrillError> {
    static HELD: OnceLock<Mutex<HashMap<String, &'static TablePlay>>> = OnceLock::new();
    let mut held = lock(HELD.get_or_init(Default::default));
    if let Some(t) = held.get(&rules.id) {
        return Ok(t);
    }
    let chart = preset_chart(rules)?;
    let others = PlayTable::from_chart(&chart);
    let made: &'static TablePlay = Box::leak(Box::new(TablePlay { chart, others }));
    held.insert(rules.id.clone(), made);
    Ok(made)
}

/// What the page has been told of the session: the seating, the round under way, the other seats
/// once their play is over, and what happened since the learner's last answer.
struct Seen {
    catalogue: &'static Catalogue,
    seating: Option<Seating>,
    start: Option<RoundStart>,
    /// The other seats told this round: only their cards are shown.
    others: Vec<OtherSeat>,
    /// The rounds settled since the last answer.
    reports: Vec<RoundReport>,
    /// Players who came or went since the last answer.
    changes: Vec<SeatsChange>,
    /// The boxes of the table no player sits at, where players come and go.
    empty: BTreeSet<usize>,
    /// The server's clock, read as each round is dealt and settled.
    clock: Clock,
    /// The tempo kept, from the first deal to the last settlement.
    watch: TempoWatch,
    /// The decision judged by the last answer, in words.
    last: Option<(Decided, DecisionWords)>,
    /// Judged decisions not journaled yet.
    to_record: Vec<Decided>,
    right: usize,
    judged: usize,
}

impl PlayObserver for Seen {
    fn seats_changed(&mut self, change: &SeatsChange) -> std::io::Result<()> {
        self.empty.extend(&change.left);
        for b in &change.sat_down {
            self.empty.remove(b);
        }
        self.changes.push(change.clone());
        Ok(())
    }
    fn seated(&mut self, seating: &Seating) -> std::io::Result<()> {
        self.seating = Some(seating.clone());
        // Where players come and go, the boxes after those filled at the start are empty.
        if seating.seats_vary {
            self.empty = (seating.seats - 1 + seating.boxes..seating.table_seats).collect();
        }
        Ok(())
    }
    fn round_started(&mut self, start: &RoundStart) -> std::io::Result<()> {
        // The bets are down: the cards are dealt now.
        self.watch.dealt(self.clock.now());
        self.start = Some(start.clone());
        self.others.clear();
        Ok(())
    }
    fn other_seat(&mut self, other: &OtherSeat) -> std::io::Result<()> {
        self.others.push(other.clone());
        Ok(())
    }
    fn decided(&mut self, d: &Decided) -> std::io::Result<()> {
        if d.judged {
            self.judged += 1;
            self.right += usize::from(d.record.judgement.correct);
            self.to_record.push(d.clone());
        }
        let words = decision_words(d, self.catalogue, self.right, self.judged);
        self.last = Some((d.clone(), words));
        Ok(())
    }
    fn round_over(&mut self, report: &RoundReport) -> std::io::Result<()> {
        self.watch.round_settled(self.clock.now(), report);
        self.reports.push(report.clone());
        Ok(())
    }
}

/// A play session under way in a tab.
pub struct PlayState {
    run: PlayRun<'static>,
    rules: &'static TableRules,
    options: PlayOptions,
    /// How the session counts, if it does.
    count: CountChoice,
    /// The dealer's pace, when he keeps one.
    pace: Option<TablePace>,
    seen: Seen,
    answers: Option<SessionAnswers>,
    /// The bet or decision asked now: its id, and when it was shown.
    asked: Asked,
    /// The session's summary once it ended.
    summary: Option<PlaySummary>,
    /// What became of the decisions once the session ended.
    saved: Option<String>,
    /// A note on the decisions' journal, said once.
    journal_note: Option<String>,
    /// Why the last answer sent was not taken (or the chart's row it asked for), said once by the
    /// page it is sent on to.
    not_taken: Option<NotTaken>,
    /// Why nothing of the session will be saved, when the store cannot be written: said above
    /// every question, as the terminal says it before the first.
    unsaved: Option<String>,
}

impl Held for PlayState {
    /// Ends the session: its judged decisions saved to the store, and what became of them in words.
    fn finish(&mut self, app: &App) {
        if self.saved.is_some() {
            return;
        }
        let mut summary = self.run.stop().summary;
        summary.tempo = self.seen.watch.tempo();
        self.summary = Some(summary);
        let Some(mut answers) = self.answers.take() else { return };
        // Where the edge went is saved with the decisions, stopped early too.
        if let (Some(system), Some(edge)) =
            (&self.count.system, self.summary.as_ref().and_then(|s| s.edge.as_ref()))
        {
            answers.counting = Some(edge.saved(&self.rules.id, system, app.calendar.now()));
        }
        let count = answers.recorded.len();
        self.saved = Some(match &self.unsaved {
            Some(_) => {
                not_saved_words(count, self.options.lang).map(|w| prose(&capitalised(&w))).unwrap_or_default()
            }
            None => {
                saved_words(self.options.lang, answers.save(&app.store), count, "decisions", &self.rules.id)
            }
        });
    }
}

impl PlayState {
    /// Journals the judged decisions told since the last call.
    fn journal(&mut self, app: &App) {
        let now = app.calendar.now();
        for d in std::mem::take(&mut self.seen.to_record) {
            if let Some(answers) = self.answers.as_mut()
                && let Some(e) = answers.record(d.answer_record(&self.rules.id, now))
            {
                self.journal_note =
                    Some(journal_words("store-journal-not-kept", "decisions", &e, self.options.lang));
            }
        }
    }
}

/// The start form: a table, the rounds, the chips, the players, the boxes and a count.
pub async fn play(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    Query(q): Query<TableLangQuery>,
) -> Response {
    let rules = match app.table_in(q.table.as_deref(), page_lang(&headers, q.picked())) {
        Ok(r) => r,
        Err(response) => return response,
    };
    let picked = q.picked();
    let lang = page_lang(&headers, picked);
    let t = |id: &str| escape(&lang.text(id, &[]));
    let mut body = table_picker_in(&app, "/play", &rules.id, lang);
    body.push_str(&picker("/play", &rules.id, lang));
    let heading = lang.text("play-page-title", &[("table", Arg::Text(&title_in(rules, lang)))]);
    let _ = writeln!(
        body,
        "<h1>{} <span class=\"muted\">({})</span></h1>\n<p>{}</p>",
        prose(&heading),
        escape(&rules.id),
        t("play-page-intro")
    );
    let smallest = default_bet(rules);
    let chips = rules.session.starting_chips.max(smallest);
    let rounds = rules.session.rounds.map(|n| n.to_string()).unwrap_or_default();
    let seats = rules.session.seats;
    let _ = write!(
        body,
        "<form method=\"post\" action=\"/play\" class=\"start\" id=\"play-start\">\
         <input type=\"hidden\" name=\"table\" value=\"{table}\"><input type=\"hidden\" name=\"lang\" value=\"{code}\">\
         <label>{} <input type=\"number\" name=\"rounds\" id=\"rounds\" min=\"1\" max=\"{MAX_ROUNDS}\" value=\"{rounds}\" placeholder=\"{}\"></label> \
         <label>{} <input type=\"number\" name=\"chips\" id=\"chips\" min=\"1\" max=\"{MAX_CHIPS}\" value=\"{chips}\"></label> \
         <label>{} <input type=\"number\" name=\"seats\" id=\"seats\" min=\"1\" max=\"{seats}\" value=\"1\"></label> ",
        t("play-page-rounds"),
        t("play-page-until-you-stop"),
        t("play-page-chips"),
        t("play-page-seats"),
        table = escape(&rules.id),
        code = lang.code()
    );
    if rules.vacant_boxes != VacantBoxes::Forbidden {
        let _ = write!(
            body,
            "<label>{} <input type=\"number\" name=\"boxes\" id=\"boxes\" min=\"1\" max=\"{seats}\" value=\"1\"></label> ",
            t("play-page-boxes")
        );
    }
    let _ = write!(
        body,
        "<label>{} <select name=\"count\" id=\"count\"><option value=\"\">{}</option>",
        t("play-page-count"),
        t("play-page-no-count")
    );
    for s in COUNT_SOURCES.iter() {
        let _ = write!(body, "<option value=\"{id}\">{id}</option>", id = escape(s.id));
    }
    let _ = writeln!(
        body,
        "</select></label> <label><input type=\"checkbox\" name=\"hidden\" id=\"hidden\" value=\"1\"> {}</label> \
         <label><input type=\"checkbox\" name=\"wong\" id=\"wong\" value=\"1\"> {}</label> \
         <label><input type=\"checkbox\" name=\"seats_vary\" id=\"seats-vary\" value=\"1\"> {}</label> \
         <label>{} <input type=\"number\" name=\"pace\" id=\"pace\" min=\"0\" max=\"{MAX_PACE}\" step=\"any\" placeholder=\"{}\"></label> \
         <button type=\"submit\" class=\"primary\" data-enter>{}<kbd>Enter</kbd></button></form>",
        t("play-page-hidden"),
        t("play-page-wong"),
        t("play-page-seats-vary"),
        t("play-page-pace"),
        t("play-page-pace-unit"),
        t("play-page-sit-down")
    );
    let _ = writeln!(
        body,
        "<p class=\"muted\">{}</p>",
        escape(&lang.text("play-page-how", &[("bet", Arg::Int(smallest))]))
    );
    let mut response = layout_in(lang, &heading, "/play", &body).into_response();
    remember(&mut response, picked);
    response
}

/// The form that starts a session. `seed` (not on the form) replays a shoe: the tests use it.
#[derive(Debug, Deserialize)]
pub struct StartForm {
    table: Option<String>,
    rounds: Option<String>,
    chips: Option<String>,
    seats: Option<String>,
    boxes: Option<String>,
    count: Option<String>,
    hidden: Option<String>,
    wong: Option<String>,
    seats_vary: Option<String>,
    pace: Option<String>,
    /// The language of the session (`en`, `fr`, `it`); else the page's.
    lang: Option<String>,
    seed: Option<String>,
}

/// The session a start form asks for, or why it cannot start.
fn options_of(
    form: &StartForm,
    tables: &'static [TableRules],
    lang: Lang,
) -> Result<(&'static TableRules, PlayOptions), String> {
    let t = |id: &str| lang.text(id, &[]);
    let refused = |field: &str, why: &str| {
        lang.text("play-form-refused", &[("field", Arg::Text(field)), ("why", Arg::Text(why))])
    };
    let name = form.table.as_deref().map(str::trim).unwrap_or_default();
    let rules = match preset(name) {
        Ok(found) => tables.iter().find(|t| t.id == found.id).ok_or_else(|| {
            refused(&t("play-form-table"), &lang.text("play-form-not-preset", &[("name", Arg::Text(name))]))
        })?,
        Err(e) => return Err(refused(&t("play-form-table"), &e.words_in(lang))),
    };
    let rounds = number_in(lang, &t("play-page-rounds"), form.rounds.as_deref(), 1..=MAX_ROUNDS)?;
    let smallest = default_bet(rules);
    let chips = number_in(lang, &t("play-page-chips"), form.chips.as_deref(), 1..=MAX_CHIPS)?
        .unwrap_or(rules.session.starting_chips.max(smallest));
    let table_seats = usize::from(rules.session.seats);
    let seats = number_in(lang, &t("play-form-seats"), form.seats.as_deref(), 1..=table_seats)?.unwrap_or(1);
    let boxes = number_in(lang, &t("play-page-boxes"), form.boxes.as_deref(), 1..=table_seats)?.unwrap_or(1);
    let seed = number_in(lang, &t("web-field-seed"), form.seed.as_deref(), 0..=u64::MAX)?
        .unwrap_or_else(rand::random);
    let options = PlayOptions {
        rounds,
        bet: None,
        chips,
        seed,
        seats,
        seat: seats - 1,
        bet_on_box: None,
        boxes,
        dealer_errors: None,
        lang,
    };
    check_options(rules, &options)?;
    Ok((rules, options))
}

/// Starts a session at a table, and goes to its first question.
pub async fn play_start(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    Form(form): Form<StartForm>,
) -> Response {
    let lang = page_lang(&headers, form.lang.as_deref().and_then(Lang::from_code));
    let (rules, options) = match options_of(&form, app.tables, lang) {
        Ok(found) => found,
        Err(e) => return bad_request_in(lang, &e),
    };
    let choice = match count_choice(&form, rules, &options) {
        Ok(choice) => choice,
        Err(e) => return bad_request_in(lang, &e),
    };
    let count = match count_session(rules, &choice, &options) {
        Ok(c) => c,
        Err(e) => return bad_request_in(lang, &e),
    };
    let table = match table_play(rules) {
        Ok(t) => t,
        Err(e) => {
            let title = lang.text("web-not-started", &[]);
            return error_page_in(lang, StatusCode::INTERNAL_SERVER_ERROR, &title, &e.words_in(lang));
        }
    };
    let others = options.lang.text("play-others-chart", &[]);
    let run = match PlayRun::new(rules, &table.chart, options, (&table.others, &others), count) {
        Ok(run) => run,
        Err(e) => return bad_request_in(lang, &e.to_string()),
    };
    let mut answers = SessionAnswers::new();
    // A store that cannot be written is said before the first question, as the terminal says it;
    // no journal is tried there.
    let unsaved = app.store.check_writable().err().map(|e| unsaved_words("decisions", &e, lang));
    let journal_note = if unsaved.is_some() {
        None
    } else {
        answers
            .start_journal(&app.store, app.calendar.now())
            .err()
            .map(|e| journal_words("store-journal-not-started", "decisions", &e, lang))
    };
    let state = PlayState {
        run,
        rules,
        options,
        pace: choice.pace.map(TablePace::new),
        count: choice,
        seen: Seen {
            catalogue: app.library.catalogue,
            seating: None,
            start: None,
            others: Vec::new(),
            reports: Vec::new(),
            changes: Vec::new(),
            empty: BTreeSet::new(),
            clock: app.clock.clone(),
            watch: TempoWatch::default(),
            last: None,
            to_record: Vec::new(),
            right: 0,
            judged: 0,
        },
        answers: Some(answers),
        asked: Asked::default(),
        summary: None,
        saved: None,
        journal_note,
        not_taken: None,
        unsaved,
    };
    hold(&app, &app.plays, "play", state)
}

/// The language of a page asked for without a session: the browser's, or the one picked.
fn lang_of(headers: &HeaderMap) -> Lang {
    page_lang(headers, None)
}

/// The page of a session that cannot go on, and why, in the session's language.
fn failed(e: &PlayError, lang: Lang) -> Response {
    let title = lang.text("web-cannot-go-on", &[]);
    error_page_in(lang, StatusCode::INTERNAL_SERVER_ERROR, &title, &e.words_in(lang))
}

/// The session's page: the last decision judged, the rounds settled since, then the table and
/// what is asked, or the summary.
pub async fn play_page(State(app): State<Arc<App>>, headers: HeaderMap, Path(id): Path<String>) -> Response {
    let mut sessions = lock(&app.plays);
    let Some(state) = sessions.get_mut(&id) else { return no_play_session(lang_of(&headers)) };
    page(&app, &id, state)
}

/// Draws the session as it stands, with why the last answer sent was not taken, if it was not,
/// above the question asked now.
fn page(app: &App, id: &str, state: &mut PlayState) -> Response {
    let refused = state.not_taken.take();
    let lang = state.options.lang;
    let step = match state.run.advance(&mut state.seen) {
        Ok(step) => step,
        Err(e) => return failed(&e, lang),
    };
    state.journal(app);
    let title = lang.text("play-page-title", &[("table", Arg::Text(&state.rules.id))]);
    let mut body = format!("<h1>{}</h1>\n", prose(&title));
    if let Some(unsaved) = &state.unsaved {
        let _ = writeln!(body, "<p class=\"warn\" role=\"alert\">{}</p>", prose(&capitalised(unsaved)));
    }
    if let Some(note) = state.journal_note.take() {
        let _ = writeln!(body, "<p class=\"muted\">{}</p>", prose(&note));
    }
    if let Some((d, words)) = &state.seen.last {
        body.push_str(&verdict_html(d, words));
    }
    let every_round = state.rules.reshuffle == Reshuffle::EveryRound;
    // The rounds settled since the last answer were dealt before the table shown now: their
    // cards fall first.
    let mut fall = Fall::new(state.pace.take()).in_lang(state.options.lang);
    let reports: String =
        state.seen.reports.iter().map(|r| report_html(r, every_round, &mut fall, lang)).collect();
    let status = refused.as_ref().map_or(StatusCode::OK, |r| r.status);
    let refused = refused.as_ref().map(|r| refused_html(r, lang));
    // Who came or went is said before the round they change, as the terminal says it.
    body.push_str(&seats_changed_html(&state.seen.changes, lang));
    let asks = !matches!(step, Step::Done(_));
    // The question asked comes first, in the first screen of a phone: the rounds settled since
    // the last answer and what the session is come after it.
    match step {
        Step::Bet(ask) => {
            body.push_str(&bet_html(id, state.asked.id(), &ask, refused.as_deref(), lang));
            body.push_str(&reports);
        }
        Step::Ask(ask) => {
            // A count check between rounds shows no table: the count is the learner's to keep.
            if ask.kind == AskKind::SitOrLeave {
                // Before a round there is no table to show: the count, unless it is hidden.
                if let Some(count) = &ask.view.count {
                    let _ = writeln!(
                        body,
                        "<p class=\"note count\" id=\"count\">{}</p>",
                        escape(&count.words_in(lang))
                    );
                }
            } else if !ask.kind.is_count_check() {
                body.push_str(&table_html(state, &ask, &mut fall));
            }
            body.push_str(&ask_html(id, state.asked.id(), &ask, refused.as_deref(), lang));
            body.push_str(&reports);
        }
        Step::Done(_) => {
            body.push_str(&reports);
            state.finish(app);
            if let Some(summary) = &state.summary {
                body.push_str(&summary_html(summary, state.seen.catalogue, lang));
            }
            if let Some(saved) = &state.saved {
                let _ = writeln!(body, "<p class=\"saved\" id=\"saved\">{saved}</p>");
            }
            body.push_str(&again_html(state));
        }
    }
    // The question can be answered once its last card is down, as at the terminal, where it is
    // asked only then.
    if asks {
        state.asked.shown(app.clock.now() + fall.length(), false);
    }
    state.pace = fall.into_pace();
    let goal = crate::game::describe::goal_in(state.rules.session.goal, lang);
    let _ = writeln!(
        body,
        "<p class=\"goal\"><strong>{}</strong> {}. {}{}</p>",
        escape(&lang.text("play-label-goal", &[])),
        prose(&length_words(&state.options)),
        prose(&goal),
        prose(&state.count.words(lang))
    );
    if let Some(s) = &state.seen.seating {
        let _ = writeln!(body, "<p class=\"seating\">{}</p>", prose(&seating_words(s, lang)));
    }
    (status, layout_in(lang, &title, "/play", &body)).into_response()
}

/// "Again": a new session at the same table, with the same rounds, chips, players, boxes and
/// count; a new shoe.
fn again_html(state: &PlayState) -> String {
    let o = &state.options;
    let hidden = |name: &str, value: &str| {
        format!("<input type=\"hidden\" name=\"{name}\" value=\"{}\">", escape(value))
    };
    let mut html = String::from("<form method=\"post\" action=\"/play\" id=\"again\">");
    html.push_str(&hidden("table", &state.rules.id));
    html.push_str(&hidden("rounds", &o.rounds.map(|n| n.to_string()).unwrap_or_default()));
    html.push_str(&hidden("chips", &o.chips.to_string()));
    html.push_str(&hidden("seats", &o.seats.to_string()));
    html.push_str(&hidden("boxes", &o.boxes.to_string()));
    for (name, value) in state.count.fields() {
        html.push_str(&hidden(name, &value));
    }
    let lang = o.lang;
    html.push_str(&hidden("lang", lang.code()));
    let t = |id: &str| escape(&lang.text(id, &[]));
    let _ = writeln!(
        html,
        "<button type=\"submit\" class=\"primary\" data-enter>{}<kbd>Enter</kbd></button></form>\
         <p><a href=\"/play?table={table}\">{}</a> · <a href=\"/progress?table={table}\">{}</a></p>",
        t("drill-page-again"),
        t("play-page-another"),
        t("drill-page-see-progress"),
        table = escape(&state.rules.id)
    );
    html
}

/// A line of words with its label styled in its tone.
fn line_html(line: &Line) -> String {
    match &line.label {
        Some((label, tone)) => {
            let class = match tone {
                Tone::Good => "label good",
                Tone::Bad => "label bad",
                Tone::Warn => "label warn",
                Tone::Bold => "label bold",
                Tone::Quiet => "muted",
            };
            format!("<span class=\"{class}\">{}</span> {}", prose(label), prose(&line.text))
        }
        None => prose(&line.text),
    }
}

/// A judged decision, in the words the terminal prints.
fn verdict_html(d: &Decided, words: &DecisionWords) -> String {
    let j = &d.record.judgement;
    let class = if !d.judged {
        "unjudged"
    } else if j.correct {
        "right"
    } else if j.is_close_call() {
        "close"
    } else {
        "wrong"
    };
    let mut html = format!("<section class=\"verdict {class}\" id=\"verdict\">");
    let mut rest = String::new();
    for line in &words.details {
        let _ = write!(rest, "<p>{}</p>", line_html(line));
    }
    if let Some(played) = &words.played {
        let _ = write!(rest, "<p class=\"muted\">{}</p>", prose(played));
    }
    let headline = words.headline.as_ref().map(line_html).unwrap_or_default();
    html.push_str(&super::folded(&headline, &prose(&words.score), &rest));
    html.push_str("</section>\n");
    html
}

/// Why an answer was not taken, or the chart's row asked for, said above the question.
fn refused_html(n: &NotTaken, lang: Lang) -> String {
    let label = if n.status == StatusCode::OK {
        String::new()
    } else {
        format!("<strong>{}</strong> ", escape(&lang.text("drill-page-not-taken", &[])))
    };
    format!("<p class=\"refused\" role=\"alert\">{label}{}</p>\n", prose(&n.why))
}

/// The bet of a round (question `asked`): a number within the table's limits, Enter repeating the
/// last, `q` stopping.
fn bet_html(id: &str, asked: u64, ask: &BetAsk, refused: Option<&str>, lang: Lang) -> String {
    let round = round_words(ask.round, ask.rounds, lang);
    let chips = lang.text("play-chips-now", &[("chips", Arg::Int(ask.chips))]);
    let t = |id: &str| escape(&lang.text(id, &[]));
    let mut html = format!("<h2 class=\"round-heading\">{} · {}</h2>\n", escape(&round), escape(&chips));
    if let Some(refused) = refused {
        html.push_str(refused);
    }
    let _ = writeln!(
        html,
        "<form method=\"post\" action=\"/play/{id}/answer\" class=\"answer bet\" id=\"bet-form\" data-replace>{}\
         <p class=\"prompt\"><label for=\"bet\"><strong>{}</strong></label></p><div class=\"answers\">\
         <input type=\"number\" name=\"answer\" id=\"bet\" min=\"{}\" max=\"{}\" step=\"{}\" autocomplete=\"off\" autofocus>\
         <button type=\"submit\" class=\"primary\" data-enter>{}<kbd>Enter</kbd></button></div></form>",
        question_field(asked),
        prose(&ask.question.prompt),
        ask.min,
        ask.max,
        ask.step.max(1),
        t("play-page-bet")
    );
    let _ = writeln!(
        html,
        "<form method=\"post\" action=\"/play/{id}/stop\" class=\"inline\" data-replace><button type=\"submit\" id=\"stop\" data-key=\"q\">{}<kbd>q</kbd></button></form>",
        t("play-page-stop")
    );
    html
}

/// The decision asked (question `asked`): its prompt and a button for each answer the table
/// allows now.
fn ask_html(id: &str, asked: u64, ask: &Ask, refused: Option<&str>, lang: Lang) -> String {
    let t = |id: &str| lang.text(id, &[]);
    let mut html = format!("<p class=\"prompt\"><strong>{}</strong></p>\n", prose(&ask.question.prompt));
    if let Some(refused) = refused {
        html.push_str(refused);
    }
    let _ = write!(
        html,
        "<form method=\"post\" action=\"/play/{id}/answer\" class=\"answer\" id=\"decision\" data-replace>{}<div class=\"answers\">",
        question_field(asked)
    );
    let button = |value: &str, key: &str, name: &str| {
        let data = if key == "Enter" { "data-enter".to_string() } else { format!("data-key=\"{key}\"") };
        format!(
            "<button type=\"submit\" name=\"answer\" value=\"{value}\" {data}>{}<kbd>{key}</kbd></button>",
            prose(name)
        )
    };
    match ask.kind {
        AskKind::Play => {
            for action in &ask.legal {
                // The key typed in the session's language, which its answer is read in.
                let key = action.key_in(lang).to_string();
                html.push_str(&button(&key, &key, &capitalised(&action.name_in(lang))));
            }
        }
        AskKind::Insurance => {
            // The language's own keys of yes and no, which its answers are read by.
            let (yes, no) = (t("answer-key-yes"), t("answer-key-no"));
            html.push_str(&button(&yes, &yes, &t("play-page-insure")));
            html.push_str(&button(&no, &no, &capitalised(&t("move-no-insurance"))));
        }
        AskKind::Settlement => {
            html.push_str(&button("f", "f", &t("play-page-foul")));
            html.push_str(&button("ok", "Enter", &t("play-page-accept")));
        }
        AskKind::SitOrLeave => {
            // The keys every language reads; the words are the language's.
            html.push_str(&button("p", "p", &capitalised(&t("play-count-choice-play"))));
            html.push_str(&button("s", "s", &capitalised(&t("play-count-choice-sit-out"))));
            html.push_str(&button("l", "l", &capitalised(&t("play-count-choice-leave"))));
        }
        AskKind::RunningCount | AskKind::TrueCount | AskKind::Bet => {
            let label = escape(&t(if ask.kind == AskKind::Bet {
                "play-page-bet-label"
            } else {
                "play-page-count-label"
            }));
            let _ = write!(
                html,
                "<input type=\"text\" name=\"answer\" id=\"count-answer\" inputmode=\"numeric\" \
                 aria-label=\"{label}\" placeholder=\"{}\" autocomplete=\"off\" autofocus>\
                 <button type=\"submit\" class=\"primary\" data-enter>{}<kbd>Enter</kbd></button>",
                // A count is signed; a bet is the prompt's own chips.
                if ask.kind == AskKind::Bet { String::new() } else { escape(&t("play-page-count-example")) },
                escape(&t("drill-page-answer"))
            );
        }
    }
    html.push_str("</div></form>\n");
    let _ = writeln!(
        html,
        "<form method=\"post\" action=\"/play/{id}/stop\" class=\"inline\" data-replace><button type=\"submit\" id=\"stop\">{}</button></form>",
        escape(&t("drill-page-stop"))
    );
    html
}

/// The session's summary, in the terminal's words, and its mistakes by name.
fn summary_html(s: &PlaySummary, catalogue: &Catalogue, lang: Lang) -> String {
    let words = summary_words(s, &|text| text, lang);
    let mut html = format!(
        "<section class=\"summary\" id=\"summary\"><h2>{}</h2>",
        escape(&lang.text("drill-page-summary", &[]))
    );
    let _ = write!(html, "<p class=\"played\">{}</p><ul class=\"summary-lines\">", prose(&words.played));
    for line in &words.lines {
        let _ = write!(html, "<li>{}</li>", prose(line));
    }
    html.push_str("</ul>");
    html.push_str(&mistakes_html(catalogue, &s.mistakes, lang));
    if let Some(edge) = &s.edge {
        html.push_str(&edge_html(edge, lang));
    }
    html.push_str("</section>\n");
    html
}

/// Where the edge went in a counting session, in the terminal's words: a row for each part and
/// the total, how they are worked out, and the drill of the top leak.
fn edge_html(edge: &crate::coach::play::edge::EdgeBreakdown, lang: Lang) -> String {
    let words = crate::coach::play::edge::edge_words_in(edge, lang);
    let mut html = format!(
        "<div class=\"edge\" id=\"edge\"><h3>{}</h3><table><caption>{}</caption>",
        escape(&lang.text("page-edge-title", &[])),
        prose(&words.heading)
    );
    for (part, chips) in &words.rows {
        let _ = write!(
            html,
            "<tr><th scope=\"row\">{}</th><td class=\"num\">{}</td></tr>",
            prose(part),
            prose(chips)
        );
    }
    html.push_str("</table>");
    for note in &words.notes {
        let _ = write!(html, "<p class=\"note\">{}</p>", prose(note));
    }
    if let Some(top) = &words.top {
        let _ = write!(html, "<p class=\"top-leak\" id=\"top-leak\">{}</p>", prose(top));
    }
    html.push_str("</div>");
    html
}

/// Takes a bet or judges a decision, then shows the next step. An answer to a bet or decision no
/// longer asked (or not shown yet) is refused with the one asked now (409), one that says no
/// question 422; an answer not taken (unreadable, a move the table does not allow now, a bet off
/// its limits) is refused in the coach's words (422) with the same question waiting: none of
/// them is judged or saved.
pub async fn play_answer(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    Path(id): Path<String>,
    Form(form): Form<AnswerForm>,
) -> Response {
    let mut sessions = lock(&app.plays);
    let Some(state) = sessions.get_mut(&id) else { return no_play_session(lang_of(&headers)) };
    if let Err(refusal) = state.asked.check(form.question()) {
        state.not_taken = Some(NotTaken::refused(refusal, state.options.lang));
        return to_session("play", &id);
    }
    let line = match form.line() {
        Ok(line) => line,
        Err(why) => {
            state.not_taken = Some(NotTaken::unreadable(state.options.lang.text(why, &[])));
            return to_session("play", &id);
        }
    };
    let time = state.asked.time(app.clock.now());
    // What the last answer brought is shown until the next one.
    let (last, reports) = (state.seen.last.take(), std::mem::take(&mut state.seen.reports));
    let changes = std::mem::take(&mut state.seen.changes);
    match state.run.answer(line, time, &mut state.seen) {
        Ok(Taken::Hinted(row)) => {
            // The chart's row asked for with `?`, shown above the same decision.
            state.seen.last = last;
            state.seen.reports = reports;
            state.seen.changes = changes;
            let label = state.options.lang.text("drill-label-chart", &[]);
            state.not_taken = Some(NotTaken::said(format!("{label} {row}")));
            return to_session("play", &id);
        }
        Ok(Taken::Refused(refusal)) => {
            state.seen.last = last;
            state.seen.reports = reports;
            state.seen.changes = changes;
            state.not_taken = Some(NotTaken::unreadable(refusal.reason));
            return to_session("play", &id);
        }
        Ok(_) => state.asked.next(),
        Err(PlayError::NothingAsked) => {}
        Err(e) => return failed(&e, state.options.lang),
    }
    state.journal(&app);
    to_session("play", &id)
}

/// Stops the session where it is (a round under way is not counted), saves its decisions and
/// shows its summary.
pub async fn play_stop(State(app): State<Arc<App>>, headers: HeaderMap, Path(id): Path<String>) -> Response {
    let mut sessions = lock(&app.plays);
    let Some(state) = sessions.get_mut(&id) else { return no_play_session(lang_of(&headers)) };
    state.finish(&app);
    to_session("play", &id)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form(table: &str, chips: &str) -> StartForm {
        StartForm {
            table: Some(table.to_string()),
            rounds: None,
            chips: Some(chips.to_string()),
            seats: None,
            boxes: None,
            count: None,
            hidden: None,
            wong: None,
            seats_vary: None,
            pace: None,
            lang: None,
            seed: Some("7".to_string()),
        }
    }

    #[test]
    fn a_start_is_read_or_refused_in_words() {
        let tables: &'static [TableRules] =
            Box::leak(crate::game::rules::presets().unwrap().into_boxed_slice());
        let (rules, options) = options_of(&form("feral", ""), tables, Lang::En).unwrap();
        assert_eq!(rules.id, "feral");
        assert_eq!((options.seed, options.seats, options.seat, options.boxes), (7, 1, 0, 1));
        let e = options_of(&form("nowhere", ""), tables, Lang::En).unwrap_err();
        assert!(e.starts_with("Table: "), "{e}");
        let e = options_of(&form("feral", "lots"), tables, Lang::En).unwrap_err();
        assert_eq!(e, format!("Chips: `lots` is not a number from 1 to {MAX_CHIPS}"));
    }
}
