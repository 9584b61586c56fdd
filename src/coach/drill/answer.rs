//! Answers as learners type them, read leniently: totals (`17`, `soft 17`, `s17`, `bj`, `bust`),
//! actions (`h`, `hit`, `d`, `split`…), sets of actions (`hsd`), yes or no, chip amounts and
//! percentages. Each kind of answer lists its accepted forms when a line cannot be read.

use crate::strategy::entry_exit::SitOrLeave;
use std::fmt;

use serde::{Deserialize, Serialize};

use crate::game::action::{ACTIONS, Action, ActionSet};
use crate::lang::{Arg, Lang};

/// The moves a moment allows, as the learner types them, in English: `h hit, s stand`.
pub fn legal_words(legal: &[Action]) -> String {
    legal_words_in(Lang::En, legal)
}

/// The moves a moment allows, as the learner types them in `lang`: `h hit, s stand, d double`,
/// `t tirer, r rester`. Drills and play mode both list the choices in these words.
pub fn legal_words_in(lang: Lang, legal: &[Action]) -> String {
    legal.iter().map(|a| format!("{} {}", a.key_in(lang), a.name_in(lang))).collect::<Vec<_>>().join(", ")
}

/// The action of a key in `lang` (`h`; `t` in French) or of a word of any of the coach's
/// languages (`hit`, `tirer`, `carta`); a word of several words is written with `-` between them
/// (`double-down`).
fn action_of_word(word: &str, lang: Lang) -> Option<Action> {
    let mut chars = word.chars();
    if let (Some(c), None) = (chars.next(), chars.next()) {
        return Action::of_key(c, lang);
    }
    answer_words().actions.iter().find(|(w, _)| w == word).map(|(_, a)| *a)
}

/// The words every language answers with, read once from the message files.
struct AnswerWords {
    /// Each word of a move, in every language, with its move.
    actions: Vec<(String, Action)>,
    /// Each word of yes and of no, in every language, with its meaning.
    yes_no: Vec<(String, bool)>,
    /// The words of every language that say a total is soft, hard, bust or a blackjack.
    soft: Vec<String>,
    hard: Vec<String>,
    bust: Vec<String>,
    blackjack: Vec<String>,
    /// The words of every language for a push, a loss, a win, and the chips themselves.
    push: Vec<String>,
    lose: Vec<String>,
    win: Vec<String>,
    chips: Vec<String>,
    /// The words of every language that call a foul.
    foul: Vec<String>,
    /// The words of every language a number of decks may be typed with, the longest first.
    decks: Vec<String>,
    /// Each word of every language for play, sit out and leave, with its choice.
    sit_or_leave: Vec<(String, SitOrLeave)>,
}

/// The message of the words of each move.
const ACTION_WORDS: [(Action, &str); 5] = [
    (Action::Hit, "answer-words-hit"),
    (Action::Stand, "answer-words-stand"),
    (Action::Double, "answer-words-double"),
    (Action::Split, "answer-words-split"),
    (Action::Surrender, "answer-words-surrender"),
];

fn answer_words() -> &'static AnswerWords {
    static WORDS: std::sync::OnceLock<AnswerWords> = std::sync::OnceLock::new();
    WORDS.get_or_init(|| {
        // Words of several words are read as typed answers are: joined by `-`.
        let joined = |w: String| w.split_whitespace().collect::<Vec<_>>().join("-");
        let every = |id: &str| -> Vec<String> { Lang::ALL.into_iter().flat_map(|l| l.words(id)).collect() };
        let mut words = AnswerWords {
            actions: Vec::new(),
            yes_no: Vec::new(),
            // Totals are read squeezed (`soft17`): their words too.
            soft: longest_first(every("answer-words-soft")),
            hard: longest_first(every("answer-words-hard")),
            bust: every("answer-words-bust").into_iter().map(|w| w.replace(' ', "")).collect(),
            blackjack: every("answer-words-blackjack").into_iter().map(|w| w.replace(' ', "")).collect(),
            push: every("answer-words-push"),
            lose: every("answer-words-lose"),
            win: every("answer-words-win"),
            chips: every("answer-words-chips"),
            foul: every("answer-words-foul"),
            decks: longest_first(every("count-words-decks")),
            sit_or_leave: Vec::new(),
        };
        for lang in Lang::ALL {
            for (action, id) in ACTION_WORDS {
                words.actions.extend(lang.words(id).into_iter().map(|w| (joined(w), action)));
            }
            for (meaning, id) in [(true, "answer-words-yes"), (false, "answer-words-no")] {
                words.yes_no.extend(lang.words(id).into_iter().map(|w| (w, meaning)));
            }
            for (choice, id) in [
                (SitOrLeave::Play, "answer-words-play"),
                (SitOrLeave::SitOut, "answer-words-sit-out"),
                (SitOrLeave::Leave, "answer-words-leave"),
            ] {
                words.sit_or_leave.extend(lang.words(id).into_iter().map(|w| (w, choice)));
            }
        }
        words
    })
}

/// Words in the order a prefix is looked for in: the longest first (`duro` before `dur`).
fn longest_first(mut words: Vec<String>) -> Vec<String> {
    words.sort_by_key(|w| std::cmp::Reverse(w.chars().count()));
    words
}

/// What a hand is worth, as a learner states it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Total {
    /// A number, with soft or hard said or not (`17`, `soft 17`, `hard 17`).
    Points {
        /// The total.
        total: u8,
        /// `Some(true)` for soft, `Some(false)` for hard, `None` when not said.
        soft: Option<bool>,
    },
    /// A natural.
    Blackjack,
    /// Over 21.
    Bust,
}

impl fmt::Display for Total {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.shown_in(Lang::En))
    }
}

impl Total {
    /// The total as said in `lang`: `soft 17`, `souple 17`, `blackjack`, `bust`, `sauté`.
    pub fn shown_in(self, lang: Lang) -> String {
        let total = |id: &str, n: u8| lang.text(id, &[("total", Arg::Int(u64::from(n)))]);
        match self {
            Total::Points { total: n, soft: Some(true) } => total("answer-total-soft", n),
            Total::Points { total: n, soft: Some(false) } => total("answer-total-hard", n),
            Total::Points { total: n, soft: None } => n.to_string(),
            Total::Blackjack => lang.text("answer-total-blackjack", &[]),
            Total::Bust => lang.text("answer-total-bust", &[]),
        }
    }
}

/// The kinds of answer a question takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AnswerKind {
    /// A hand's total.
    Total,
    /// One action.
    Action,
    /// A set of actions.
    Actions,
    /// Yes or no.
    YesNo,
    /// A number of chips, signed for a gain or a loss.
    Chips,
    /// A percentage.
    Percent,
    /// A card count (running or true): a whole number with its sign.
    Count,
    /// A call on a dealer's settlement: a foul, or accepted.
    Call,
    /// A number of decks, to the quarter deck or finer: `2`, `2.5`, `2½`, `1 3/4`.
    Decks,
    /// Before a round of a shoe game: play, sit out or leave.
    SitOrLeave,
}

impl AnswerKind {
    /// The forms accepted in `lang`, shown when an answer cannot be read: a move's key and name
    /// in that language, the other kinds' forms as that language writes them.
    pub fn forms_in(self, lang: Lang) -> String {
        let id = match self {
            AnswerKind::Action => return actions_accepted(lang, &ACTIONS),
            AnswerKind::Total => "answer-forms-total",
            AnswerKind::Actions => "answer-forms-actions",
            AnswerKind::YesNo => "answer-forms-yes-no",
            AnswerKind::Chips => "answer-forms-chips",
            AnswerKind::Percent => "answer-forms-percent",
            AnswerKind::Count => "answer-forms-count",
            AnswerKind::Call => "answer-forms-call",
            AnswerKind::Decks => "answer-forms-decks",
            AnswerKind::SitOrLeave => "answer-forms-sit-or-leave",
        };
        lang.text(id, &[])
    }

    /// The forms accepted, shown when an answer cannot be read, in English.
    pub fn forms(self) -> String {
        self.forms_in(Lang::En)
    }
}

/// An answer read from a line.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Answer {
    /// A total.
    Total(Total),
    /// One action.
    Action(Action),
    /// A set of actions.
    Actions(ActionSet),
    /// Yes (true) or no (false).
    YesNo(bool),
    /// Chips: positive for a gain, negative for a loss.
    Chips(i64),
    /// A percentage (30.8 for 30.8 %).
    Percent(f64),
    /// A card count, running or true.
    Count(i32),
    /// A call on a dealer's settlement: a foul (true) or accepted (false).
    Call(bool),
    /// A number of decks.
    Decks(f64),
    /// Play, sit out or leave.
    SitOrLeave(SitOrLeave),
}

impl fmt::Display for Answer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Answer::Action(a) => write!(f, "{a}"),
            Answer::Actions(s) => write!(f, "{s}"),
            Answer::Total(_) | Answer::YesNo(_) | Answer::Percent(_) | Answer::Decks(_) => {
                f.write_str(&self.shown_in(Lang::En))
            }
            Answer::Chips(c) => write!(f, "{c}"),
            Answer::Count(c) => f.write_str(&signed(*c)),
            Answer::Call(true) => f.write_str("foul"),
            Answer::Call(false) => f.write_str("ok"),
            Answer::SitOrLeave(c) => f.write_str(c.words()),
        }
    }
}

/// A count as a counter says it: `+3`, `-2`, `0`.
pub fn signed(count: i32) -> String {
    if count == 0 { "0".to_string() } else { format!("{count:+}") }
}

/// Decks as a player says them, to the quarter deck (`¼`, `1½`, `2¾`, `3`), or to two decimals
/// when between quarters.
pub fn decks_words(decks: f64) -> String {
    let quarters = decks * 4.0;
    if (quarters - quarters.round()).abs() > 1e-9 || quarters < 0.0 {
        let r = (decks * 100.0).round() / 100.0;
        return format!("{r}");
    }
    let q = quarters.round() as u64;
    let fraction = ["", "¼", "½", "¾"][(q % 4) as usize];
    match q / 4 {
        0 if q > 0 => fraction.to_string(),
        whole => format!("{whole}{fraction}"),
    }
}

/// A number rounded to one decimal, without a trailing `.0`.
pub fn round1(x: f64) -> String {
    let r = (x * 10.0).round() / 10.0;
    if r == r.trunc() { format!("{}", r as i64) } else { format!("{r:.1}") }
}

/// A line that could not be read as the answer asked for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unrecognised {
    /// What was typed.
    pub typed: String,
    /// The kind of answer asked for.
    pub kind: AnswerKind,
    /// The actions the question allows, when it allows fewer than every action: only these are
    /// listed as accepted.
    pub legal: Option<Vec<Action>>,
    /// The language the question was asked in: the accepted forms are said in it.
    pub lang: Lang,
}

impl Answer {
    /// The answer as said in `lang`: a move by its name there (`tirer`), a set of moves by
    /// theirs, a total, yes or no and a call in its words, a number as it writes numbers
    /// (`30,8 %`), a choice to play in its words; a count as [`Answer`]'s `Display` writes it.
    pub fn shown_in(&self, lang: Lang) -> String {
        match self {
            Answer::Action(a) => a.name_in(lang),
            Answer::Actions(s) => actions_shown_in(*s, lang),
            Answer::Total(t) => t.shown_in(lang),
            Answer::YesNo(true) => lang.text("answer-yes", &[]),
            Answer::YesNo(false) => lang.text("answer-no", &[]),
            Answer::Call(true) => lang.text("answer-call-foul", &[]),
            Answer::Call(false) => lang.text("answer-call-ok", &[]),
            Answer::Percent(p) => lang.percent_of(&round1(*p)),
            Answer::Decks(d) => lang.number(&decks_words(*d)),
            Answer::SitOrLeave(c) => c.words_in(lang),
            _ => self.to_string(),
        }
    }
}

/// A set of moves by their names in `lang`: `hit, stand, double`, `tirer, rester, doubler`.
pub fn actions_shown_in(set: ActionSet, lang: Lang) -> String {
    set.actions().iter().map(|a| a.name_in(lang)).collect::<Vec<_>>().join(", ")
}

/// Moves as accepted in `lang`, each by its key or its name: `` `t` ou `tirer` ``.
fn actions_accepted(lang: Lang, actions: &[Action]) -> String {
    let either = |a: &Action| {
        let (key, name) = (a.key_in(lang).to_string(), a.name_in(lang));
        lang.text("answer-key-or-word", &[("key", Arg::Text(&key)), ("word", Arg::Text(&name))])
    };
    actions.iter().map(either).collect::<Vec<_>>().join(", ")
}

impl Unrecognised {
    /// The answers accepted here: the legal actions of an action question, otherwise every form
    /// of its kind.
    pub fn accepted(&self) -> String {
        match &self.legal {
            Some(legal) if !legal.is_empty() => actions_accepted(self.lang, legal),
            _ => self.kind.forms_in(self.lang),
        }
    }
}

impl fmt::Display for Unrecognised {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let accepted = self.accepted();
        let text = if self.typed.trim().is_empty() {
            self.lang.text("answer-none-given", &[("accepted", Arg::Text(&accepted))])
        } else {
            // What was typed (or read from a file) is shown escaped and cut: it reaches a terminal.
            let typed = crate::data::shown(self.typed.trim(), crate::data::QUOTED_MOST);
            self.lang.text(
                "answer-not-understood",
                &[("typed", Arg::Text(&typed)), ("accepted", Arg::Text(&accepted))],
            )
        };
        f.write_str(&text)
    }
}

/// Reads a line as an answer of this kind.
///
/// ```
/// use bjcoach::coach::drill::answer::{read_answer, Answer, AnswerKind, Total};
/// assert_eq!(read_answer(AnswerKind::Total, "s17"), Ok(Answer::Total(Total::Points { total: 17, soft: Some(true) })));
/// assert_eq!(read_answer(AnswerKind::Total, "BJ"), Ok(Answer::Total(Total::Blackjack)));
/// assert!(read_answer(AnswerKind::Action, "maybe").is_err());
/// ```
pub fn read_answer(kind: AnswerKind, line: &str) -> Result<Answer, Unrecognised> {
    read_answer_in(kind, line, Lang::En)
}

/// Reads a line as an answer of this kind asked in `lang`: a move's key is read as `lang` types
/// it (`s` is séparer in French), a word of any language as it names one move.
pub fn read_answer_in(kind: AnswerKind, line: &str, lang: Lang) -> Result<Answer, Unrecognised> {
    let text = line.trim().to_lowercase();
    let parsed = match kind {
        AnswerKind::Total => read_total(&text).map(Answer::Total),
        AnswerKind::Action => read_action(&text, lang).map(Answer::Action),
        AnswerKind::Actions => read_actions(&text, lang).map(Answer::Actions),
        AnswerKind::YesNo => read_yes_no(&text, lang).map(Answer::YesNo),
        AnswerKind::Chips => read_chips(&text).map(Answer::Chips),
        AnswerKind::Percent => read_percent(&text).map(Answer::Percent),
        AnswerKind::Count => read_count(&text).map(Answer::Count),
        // Enter accepts a settlement, as at the table in play.
        AnswerKind::Call if text.is_empty() => Some(Answer::Call(false)),
        AnswerKind::Call => read_call_word(&text).map(Answer::Call),
        AnswerKind::Decks => read_decks(&text).map(Answer::Decks),
        AnswerKind::SitOrLeave => read_sit_or_leave(&text).map(Answer::SitOrLeave),
    };
    parsed.ok_or_else(|| Unrecognised { typed: line.trim().to_string(), kind, legal: None, lang })
}

/// Play, sit out or leave: `p`, `s`, `l` in every language, or a word of any language.
fn read_sit_or_leave(text: &str) -> Option<SitOrLeave> {
    let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
    match text.as_str() {
        "p" => Some(SitOrLeave::Play),
        "s" => Some(SitOrLeave::SitOut),
        "l" => Some(SitOrLeave::Leave),
        _ => answer_words().sit_or_leave.iter().find(|(w, _)| *w == text).map(|(_, c)| *c),
    }
}

fn read_total(text: &str) -> Option<Total> {
    let squeezed: String = text.chars().filter(|c| !c.is_whitespace() && *c != '-').collect();
    let words = answer_words();
    if words.blackjack.contains(&squeezed) {
        return Some(Total::Blackjack);
    }
    if squeezed == "b" || words.bust.contains(&squeezed) {
        return Some(Total::Bust);
    }
    let prefixed = |list: &[String]| list.iter().find_map(|w| squeezed.strip_prefix(w.as_str()));
    let (soft, digits) = if let Some(rest) = prefixed(&words.soft) {
        (Some(true), rest)
    } else if let Some(rest) = prefixed(&words.hard) {
        (Some(false), rest)
    } else if let Some(rest) = squeezed.strip_prefix('s') {
        (Some(true), rest)
    } else if let Some(rest) = squeezed.strip_prefix('h') {
        (Some(false), rest)
    } else {
        (None, squeezed.as_str())
    };
    let total: u8 = digits.parse().ok()?;
    if !(2..=40).contains(&total) {
        return None;
    }
    Some(Total::Points { total, soft })
}

fn read_action(text: &str, lang: Lang) -> Option<Action> {
    let word: String = text.split_whitespace().collect::<Vec<_>>().join("-");
    action_of_word(&word, lang)
}

fn read_actions(text: &str, lang: Lang) -> Option<ActionSet> {
    let mut set = ActionSet::EMPTY;
    let tokens: Vec<&str> = text
        .split(|c: char| c.is_whitespace() || c == ',' || c == '/' || c == '+')
        .filter(|t| !t.is_empty())
        .collect();
    if tokens.is_empty() {
        return None;
    }
    for token in tokens {
        if let Some(a) = action_of_word(token, lang) {
            set = set.with(a);
        } else if token.chars().all(|c| Action::of_key(c, lang).is_some()) {
            for c in token.chars() {
                set = set.with(Action::of_key(c, lang)?);
            }
        } else {
            return None;
        }
    }
    Some(set)
}

/// A call on a dealer's settlement: `f` or `foul` calls a foul (true), `ok` accepts it (false).
fn read_call_word(text: &str) -> Option<bool> {
    let text = text.trim().to_lowercase();
    if answer_words().foul.contains(&text) {
        return Some(true);
    }
    (text == "ok").then_some(false)
}

/// Yes or no: `y` and `n`, the keys of `lang` (`o` for oui, `s` for sì), or a word of any
/// language.
fn read_yes_no(text: &str, lang: Lang) -> Option<bool> {
    let key = |id: &str| lang.text(id, &[]);
    if text == "y" || text == key("answer-key-yes") {
        return Some(true);
    }
    if text == "n" || text == key("answer-key-no") {
        return Some(false);
    }
    answer_words().yes_no.iter().find(|(w, _)| w == text).map(|(_, m)| *m)
}

fn read_chips(text: &str) -> Option<i64> {
    let all = answer_words();
    let is = |list: &[String], w: &str| list.iter().any(|x| x == w);
    let words: Vec<&str> = text.split_whitespace().filter(|w| !is(&all.chips, w)).collect();
    let (sign, number) = match words.as_slice() {
        [w] if is(&all.push, w) => return Some(0),
        [w] => (1, *w),
        [w, n] if is(&all.lose, w) => (-1, *n),
        [w, n] if is(&all.win, w) => (1, *n),
        _ => return None,
    };
    let (sign, digits) = match number.strip_prefix('-') {
        Some(rest) => (-sign, rest),
        None => (sign, number.strip_prefix('+').unwrap_or(number)),
    };
    if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    let n: i64 = digits.parse().ok()?;
    Some(sign * n)
}

fn read_count(text: &str) -> Option<i32> {
    let squeezed: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    // A minus sign typed as the typographic one is still a minus.
    let squeezed = squeezed.replace('\u{2212}', "-");
    // A whole count written with its decimals, by a point or a comma (`+2.0`, `-1,00`).
    let squeezed = match squeezed.split_once(['.', ',']) {
        Some((whole, zeros)) if !zeros.is_empty() && zeros.chars().all(|c| c == '0') => whole.to_string(),
        Some(_) => return None,
        None => squeezed,
    };
    let (sign, digits) = match squeezed.strip_prefix('-') {
        Some(rest) => (-1, rest),
        None => (1, squeezed.strip_prefix('+').unwrap_or(&squeezed)),
    };
    if digits.is_empty() || digits.len() > 6 || !digits.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    digits.parse::<i32>().ok().map(|n| sign * n)
}

/// Decks as typed: a whole number, a decimal (`2.5`, `2,5`), a fraction sign (`2½`, `¾`), a
/// fraction (`3/4`, `1 3/4`, `1-3/4`), with the word for decks of any language after it or not
/// (`decks`, `jeux`, `mazzi`); from 0 to 100.
fn read_decks(text: &str) -> Option<f64> {
    let text = text.trim_end_matches('.').trim();
    let text = answer_words().decks.iter().find_map(|w| text.strip_suffix(w.as_str())).unwrap_or(text).trim();
    let text = text.replace(',', ".");
    let (whole, fraction) = match text.char_indices().last() {
        Some((at, sign @ ('¼' | '½' | '¾'))) => {
            let part = match sign {
                '¼' => 0.25,
                '½' => 0.5,
                _ => 0.75,
            };
            (text[..at].trim_end_matches(['-', ' ']).to_string(), part)
        }
        _ => match text.split_once('/') {
            Some((top, bottom)) => {
                let (whole, top) = match top.trim().rsplit_once([' ', '-']) {
                    Some((w, t)) => (w.trim().to_string(), t),
                    None => (String::new(), top.trim()),
                };
                let top: u32 = top.parse().ok()?;
                let bottom: u32 = bottom.trim().parse().ok()?;
                if bottom == 0 || top >= bottom || bottom > 16 {
                    return None;
                }
                (whole, f64::from(top) / f64::from(bottom))
            }
            None => (text.clone(), 0.0),
        },
    };
    let whole = whole.trim();
    let value = if whole.is_empty() {
        if fraction == 0.0 {
            return None;
        }
        fraction
    } else {
        let ok = whole.chars().all(|c| c.is_ascii_digit() || c == '.')
            && whole.chars().filter(|&c| c == '.').count() <= 1
            && whole.chars().any(|c| c.is_ascii_digit())
            && (fraction == 0.0 || !whole.contains('.'));
        if !ok {
            return None;
        }
        whole.parse::<f64>().ok()? + fraction
    };
    (value.is_finite() && (0.0..=100.0).contains(&value)).then_some(value)
}

fn read_percent(text: &str) -> Option<f64> {
    let squeezed: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    let squeezed = squeezed.replace(',', ".");
    if let Some((a, b)) = squeezed.split_once('/') {
        let a: f64 = a.parse().ok()?;
        let b: f64 = b.parse().ok()?;
        if b == 0.0 {
            return None;
        }
        return Some(a / b * 100.0);
    }
    // Every question that takes a percentage asks for it in percent: a bare number is one, the
    // same whatever its size (0.5 is half a percent, as 2.2 is 2.2 percent).
    let number = squeezed.strip_suffix('%').unwrap_or(&squeezed);
    let x: f64 = number.parse().ok()?;
    x.is_finite().then_some(x)
}

/// The text with its first letter in capitals.
pub fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn total(text: &str) -> Total {
        match read_answer(AnswerKind::Total, text).unwrap() {
            Answer::Total(t) => t,
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn decks_read_as_decimals_fraction_signs_and_fractions() {
        let decks = |text: &str| match read_answer(AnswerKind::Decks, text) {
            Ok(Answer::Decks(d)) => Some(d),
            _ => None,
        };
        for (typed, value) in [
            ("2", 2.0),
            ("2.5", 2.5),
            ("2,5", 2.5),
            ("2½", 2.5),
            ("2 ½", 2.5),
            ("1¾ decks", 1.75),
            ("1 3/4", 1.75),
            ("1-3/4", 1.75),
            ("3/4", 0.75),
            ("½", 0.5),
            ("0.25", 0.25),
            ("1 deck", 1.0),
            ("6.", 6.0),
        ] {
            assert_eq!(decks(typed), Some(value), "{typed}");
        }
        for typed in ["", "two", "1.5½", "-1", "4/3", "1/0", "1..5", "1e3", "200", "½½"] {
            assert_eq!(decks(typed), None, "{typed}");
        }
        assert_eq!(decks_words(1.75), "1¾");
        assert_eq!(decks_words(0.25), "¼");
        assert_eq!(decks_words(3.0), "3");
        assert_eq!(decks_words(0.0), "0");
        assert_eq!(decks_words(2.3), "2.3");
    }

    #[test]
    fn totals_read_leniently() {
        assert_eq!(total("17"), Total::Points { total: 17, soft: None });
        assert_eq!(total("soft 17"), Total::Points { total: 17, soft: Some(true) });
        assert_eq!(total("S17"), Total::Points { total: 17, soft: Some(true) });
        assert_eq!(total("hard 16"), Total::Points { total: 16, soft: Some(false) });
        assert_eq!(total("h16"), Total::Points { total: 16, soft: Some(false) });
        assert_eq!(total("blackjack"), Total::Blackjack);
        assert_eq!(total(" bj "), Total::Blackjack);
        assert_eq!(total("Bust"), Total::Bust);
        assert_eq!(total("26"), Total::Points { total: 26, soft: None });
        assert!(read_answer(AnswerKind::Total, "seventeen").is_err());
        assert!(read_answer(AnswerKind::Total, "").is_err());
    }

    #[test]
    fn legal_words_list_only_the_moves_given() {
        assert_eq!(legal_words(&[Action::Hit, Action::Stand]), "h hit, s stand");
        assert_eq!(
            legal_words(&[Action::Hit, Action::Stand, Action::Split, Action::Surrender]),
            "h hit, s stand, p split, r surrender"
        );
    }

    /// A word of any language names one move and one only, in every language, and no word but
    /// `sp` is a string of keys (`hsd` lists three moves).
    #[test]
    fn every_answer_word_names_one_move_in_every_language() {
        let words = answer_words();
        for (word, action) in &words.actions {
            let all: Vec<Action> = words.actions.iter().filter(|(w, _)| w == word).map(|(_, a)| *a).collect();
            assert!(all.iter().all(|a| a == action), "{word}: {all:?}");
            // A word made of letters that are keys (`card`, `carta`, `sp`) is read as the word,
            // in a set of moves too, whatever the session's language.
            for lang in Lang::ALL {
                let one: ActionSet = [*action].into_iter().collect();
                if !word.contains('-') {
                    assert_eq!(
                        read_answer_in(AnswerKind::Actions, word, lang),
                        Ok(Answer::Actions(one)),
                        "{word}"
                    );
                }
            }
        }
        for (word, meaning) in &words.yes_no {
            assert!(words.yes_no.iter().all(|(w, m)| w != word || m == meaning), "{word}");
        }
        let a = |t| read_answer(AnswerKind::Action, t).unwrap();
        assert_eq!(a("tirer"), Answer::Action(Action::Hit));
        assert_eq!(a("Je reste"), Answer::Action(Action::Stand));
        assert_eq!(a("séparer"), Answer::Action(Action::Split));
        assert_eq!(a("abandonner"), Answer::Action(Action::Surrender));
        assert_eq!(a("carta"), Answer::Action(Action::Hit));
        assert_eq!(a("sto"), Answer::Action(Action::Stand));
        assert_eq!(a("raddoppio"), Answer::Action(Action::Double));
        assert_eq!(a("mi arrendo"), Answer::Action(Action::Surrender));
        assert_eq!(read_answer(AnswerKind::YesNo, "oui").unwrap(), Answer::YesNo(true));
        // A key is read as the session's language types it; a word in any language.
        let in_lang = |t, lang| read_answer_in(AnswerKind::Action, t, lang).unwrap();
        assert_eq!(in_lang("s", Lang::Fr), Answer::Action(Action::Split));
        assert_eq!(in_lang("r", Lang::Fr), Answer::Action(Action::Stand));
        assert_eq!(in_lang("stand", Lang::Fr), Answer::Action(Action::Stand));
        assert_eq!(in_lang("c", Lang::It), Answer::Action(Action::Hit));
        assert_eq!(in_lang("s", Lang::En), Answer::Action(Action::Stand));
        let sets = read_answer_in(AnswerKind::Actions, "trd", Lang::Fr).unwrap();
        assert_eq!(sets, Answer::Actions([Action::Hit, Action::Stand, Action::Double].into_iter().collect()));
        let refused = read_answer_in(AnswerKind::Action, "x", Lang::Fr).unwrap_err().to_string();
        assert!(refused.starts_with("`x` n'est pas compris ici ; accepté : `t` ou `tirer`"), "{refused}");
        assert_eq!(read_answer(AnswerKind::YesNo, "sì").unwrap(), Answer::YesNo(true));
        assert_eq!(
            read_answer(AnswerKind::Actions, "tirer, rester").unwrap(),
            Answer::Actions(ActionSet::EMPTY.with(Action::Hit).with(Action::Stand))
        );
    }

    #[test]
    fn actions_read_leniently() {
        let a = |t| read_answer(AnswerKind::Action, t).unwrap();
        assert_eq!(a("h"), Answer::Action(Action::Hit));
        assert_eq!(a("Stand"), Answer::Action(Action::Stand));
        assert_eq!(a("d"), Answer::Action(Action::Double));
        assert_eq!(a("p"), Answer::Action(Action::Split));
        assert_eq!(a("split"), Answer::Action(Action::Split));
        assert_eq!(a("r"), Answer::Action(Action::Surrender));
        assert_eq!(a("give up"), Answer::Action(Action::Surrender));
        let err = read_answer(AnswerKind::Action, "x").unwrap_err().to_string();
        assert!(err.contains("`h` or `hit`"), "{err}");
    }

    #[test]
    fn action_sets_read_as_letters_or_words() {
        let set = |t| match read_answer(AnswerKind::Actions, t).unwrap() {
            Answer::Actions(s) => s,
            other => panic!("{other:?}"),
        };
        let hsd: ActionSet = [Action::Hit, Action::Stand, Action::Double].into_iter().collect();
        assert_eq!(set("hsd"), hsd);
        assert_eq!(set("h s d"), hsd);
        assert_eq!(set("hit, stand, double"), hsd);
        assert_eq!(set("stand"), ActionSet::EMPTY.with(Action::Stand));
        assert_eq!(set("s"), ActionSet::EMPTY.with(Action::Stand));
        assert_eq!(hsd.to_string(), "hit, stand, double");
        assert!(read_answer(AnswerKind::Actions, "hxz").is_err());
    }

    #[test]
    fn chips_yes_no_and_percent() {
        let c = |t| read_answer(AnswerKind::Chips, t).unwrap();
        assert_eq!(c("15"), Answer::Chips(15));
        assert_eq!(c("+15"), Answer::Chips(15));
        assert_eq!(c("-10"), Answer::Chips(-10));
        assert_eq!(c("lose 10"), Answer::Chips(-10));
        assert_eq!(c("push"), Answer::Chips(0));
        assert_eq!(c("15 chips"), Answer::Chips(15));
        assert!(read_answer(AnswerKind::Chips, "1.5").is_err());
        assert_eq!(read_answer(AnswerKind::YesNo, "Y"), Ok(Answer::YesNo(true)));
        assert_eq!(read_answer(AnswerKind::YesNo, "no"), Ok(Answer::YesNo(false)));
        let p = |t| match read_answer(AnswerKind::Percent, t).unwrap() {
            Answer::Percent(x) => x,
            other => panic!("{other:?}"),
        };
        assert!((p("30.8%") - 30.8).abs() < 1e-9);
        assert!((p("31") - 31.0).abs() < 1e-9);
        // A bare number is a number of percent, whatever its size.
        assert!((p("0.31") - 0.31).abs() < 1e-9);
        assert!((p("-0.4") + 0.4).abs() < 1e-9);
        assert!((p("2.2") - 2.2).abs() < 1e-9);
        assert!((p("4/13") - 30.769).abs() < 1e-3);
        assert!((p("-7.7 %") + 7.7).abs() < 1e-9);
        assert!(read_answer(AnswerKind::Percent, "a lot").is_err());
    }

    #[test]
    fn counts_read_with_or_without_their_sign() {
        let c = |t| read_answer(AnswerKind::Count, t);
        assert_eq!(c("+3"), Ok(Answer::Count(3)));
        assert_eq!(c("3"), Ok(Answer::Count(3)));
        assert_eq!(c(" - 2 "), Ok(Answer::Count(-2)));
        assert_eq!(c("\u{2212}4"), Ok(Answer::Count(-4)));
        assert_eq!(c("0"), Ok(Answer::Count(0)));
        assert_eq!(Answer::Count(0).to_string(), "0");
        assert_eq!(Answer::Count(5).to_string(), "+5");
        for bad in ["", "+", "2.5", "three", "99999999999"] {
            let err = c(bad).unwrap_err().to_string();
            assert!(err.contains("`+3`"), "{bad}: {err}");
        }
    }
}
