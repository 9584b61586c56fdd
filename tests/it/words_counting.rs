//! The card-counting drills' words read back: every index sentence of a deviations question is
//! parsed and checked against the bands, values and chart it stands beside, and every true-count
//! question's running count against what its discards can hold.

use bjcoach::coach::drill::dealing::Dealing;
use bjcoach::coach::drill::question::{Expected, Question};
use bjcoach::coach::drill::{Library, Setting};
use bjcoach::game::action::Action;
use bjcoach::game::card::{Card, Rank, Suit};
use bjcoach::game::rules::preset_names;
use bjcoach::strategy::counting::{CountingSystem, shipped};

/// Questions dealt per table, system and seed.
const QUESTIONS: usize = 40;
/// Seeds per table and system.
const SEEDS: u64 = 8;

/// An action named in a sentence.
fn action(word: &str) -> Option<Action> {
    let word = word.trim().to_lowercase();
    Action::ALL.iter().copied().find(|a| a.name() == word)
}

/// A count as the drills write it: `+3`, `-2`, `0`.
fn count(word: &str) -> i32 {
    word.trim().trim_start_matches('+').parse().unwrap_or_else(|_| panic!("not a count: {word:?}"))
}

/// The counts a phrase covers, within `-range..=range`: `up to -4`, `from +3 up`, `at +1`,
/// `from -1 to +2`, `at every count`, several joined by ` and `.
fn counts_of(phrase: &str, range: i32) -> Vec<i32> {
    let mut found = Vec::new();
    for part in phrase.split(" and ") {
        let part = part.trim();
        let (from, to) = if part == "at every count" {
            (-range, range)
        } else if let Some(n) = part.strip_prefix("up to ") {
            (-range, count(n))
        } else if let Some(rest) = part.strip_prefix("from ").and_then(|r| r.strip_suffix(" up")) {
            (count(rest), range)
        } else if let Some(rest) = part.strip_prefix("from ") {
            let (a, b) = rest.split_once(" to ").unwrap_or_else(|| panic!("{part:?}"));
            (count(a), count(b))
        } else if let Some(n) = part.strip_prefix("at ") {
            (count(n), count(n))
        } else {
            panic!("not a span of counts: {part:?}")
        };
        found.extend(from..=to);
    }
    found
}

/// The bands a why states: `hit up to -4, surrender from -3 up` as (play, count) pairs.
fn bands_of(why: &str, range: i32) -> Vec<(Action, i32)> {
    let after = why.split_once(": ").unwrap_or_else(|| panic!("{why}")).1;
    let bands = after.split(" (").next().unwrap();
    let mut found = Vec::new();
    for band in bands.split(", ") {
        let (play, span) = band.split_once(' ').unwrap_or_else(|| panic!("{band:?} in {why}"));
        let play = action(play).unwrap_or_else(|| panic!("{play:?} in {why}"));
        found.extend(counts_of(span, range).into_iter().map(|c| (play, c)));
    }
    found
}

/// The counts at which the bands give a play.
fn counts_with(bands: &[(Action, i32)], play: Action) -> Vec<i32> {
    bands.iter().filter(|(p, _)| *p == play).map(|(_, c)| *c).collect()
}

/// The values a why states at its count: `At -2 the values are surrender -50.0%, hit -51.5% of
/// the bet.`
fn values_of(why: &str) -> (i32, Vec<(Action, f64)>) {
    let at = why.split("At ").last().unwrap();
    let (tc, rest) = at.split_once(" the values are ").unwrap_or_else(|| panic!("{why}"));
    let list = rest.split(" of the bet").next().unwrap();
    let values = list
        .split(", ")
        .map(|v| {
            let (a, pct) = v.split_once(' ').unwrap();
            (action(a).unwrap(), pct.trim_end_matches('%').parse::<f64>().unwrap())
        })
        .collect();
    (count(tc), values)
}

/// Checks one deviations question's words; `Err` names what is untrue.
fn check_deviation(q: &Question, d: &Dealing, range: i32) -> Result<(), String> {
    let tc = q.situation.count.as_ref().and_then(|c| c.true_count).ok_or("no true count")?;
    if let Expected::YesNo(insure) = q.expected {
        let from = q.why.split("from a true count of ").nth(1).and_then(|r| r.split(' ').next());
        let from = count(from.ok_or("no insurance index")?);
        let value = q.why.split("is worth ").last().and_then(|r| r.split('%').next()).ok_or("no value")?;
        let value: f64 = value.parse().map_err(|_| "value")?;
        if insure != (tc >= from) {
            return Err(format!("insurance from {from}, at {tc} the answer is {insure}"));
        }
        if (tc >= from) != (value >= 0.0) {
            return Err(format!("insurance from {from}, but at {tc} it is worth {value:+.1}%"));
        }
        return Ok(());
    }
    if q.expected == Expected::EitherYesNo {
        // Either answer is right only where insurance is shown to be worth nothing.
        let value = q.why.split("is worth ").last().and_then(|r| r.split('%').next()).ok_or("no value")?;
        return if ["+0.0", "-0.0"].contains(&value) {
            Ok(())
        } else {
            Err(format!("either answer at {value}%"))
        };
    }
    let Expected::Action(expected) = q.expected else { return Err("not an action".into()) };
    let bands = bands_of(&q.why, range);
    // The answer is the play the bands give at the count.
    if !bands.contains(&(expected, tc)) {
        return Err(format!("the bands do not give {} at {tc}", expected.name()));
    }
    // The answer is the best of the values shown, among the plays the question offers.
    let (at, values) = values_of(&q.why);
    if at != tc {
        return Err(format!("values at {at}, question at {tc}"));
    }
    let shown = |a: Action| values.iter().find(|(p, _)| *p == a).map(|v| v.1);
    let best = values.iter().map(|v| v.1).fold(f64::NEG_INFINITY, f64::max);
    if shown(expected) != Some(best) {
        return Err(format!("{} is not the best of the values shown", expected.name()));
    }
    let offered: Vec<Action> = q.options.iter().map(|o| o.action).collect();
    if values.iter().any(|(p, _)| !offered.contains(p)) || q.options.len() != values.len() {
        return Err("the values shown are not the plays offered".into());
    }
    // Every other play offered is a named mistake, with a note that holds.
    let ranks: Vec<Rank> = q.situation.player.iter().map(|c| c.rank).collect();
    let pair = ranks.len() == 2 && d.rules.pair_rule.is_pair(ranks[0], ranks[1]);
    let chart = d.chart.as_ref().ok_or("no chart")?;
    let up = q.situation.dealer[0].rank;
    let basic = chart.cell_for(&ranks, pair, up).map(|c| c.action.resolve(|a| offered.contains(&a)));
    for &other in offered.iter().filter(|&&a| a != expected) {
        let j = q.judge(other.name());
        if shown(other) == shown(expected) {
            // Worth as much as the expected play by the values shown: right too.
            if !j.correct {
                return Err(format!("{} is worth as much as {} yet a miss", other.name(), expected.name()));
            }
            continue;
        }
        if j.correct || j.mistake.is_none() {
            return Err(format!("{} is not named as a mistake", other.name()));
        }
        // An index play is named made past its band when the count went through one of its
        // counts on its way from 0 to the question's count, and short of its count otherwise.
        let on_the_way = counts_with(&bands, other)
            .iter()
            .any(|&c| if tc > 0 { (0..tc).contains(&c) } else { (tc + 1..=0).contains(&c) });
        match j.mistake {
            Some("deviation-past-band") if !on_the_way => {
                return Err(format!("{} named past its band at {tc}", other.name()));
            }
            Some("deviation-too-early") if on_the_way => {
                return Err(format!("{} named short of its count at {tc}, past its band", other.name()));
            }
            _ => {}
        }
        let note = j.note.unwrap_or_default();
        for sentence in note.split("; ").flat_map(|s| s.split(": ")) {
            check_claim(sentence, &bands, basic, range)?;
        }
    }
    Ok(())
}

/// One clause of a note, if it makes a claim this test reads: `X is the play <counts>`, `X is the
/// index play from N`, `X <counts>`, `X is the basic-strategy play`.
fn check_claim(
    clause: &str,
    bands: &[(Action, i32)],
    basic: Option<Action>,
    range: i32,
) -> Result<(), String> {
    let clause = clause.trim().trim_end_matches('.');
    if let Some((who, _)) = clause.split_once(" is the basic-strategy play") {
        let said = action(who.split(' ').next_back().unwrap_or(who));
        if said != basic {
            return Err(format!("{clause:?}: the chart's play is {basic:?}"));
        }
    }
    if let Some((who, _)) = clause.split_once(", the basic-strategy play") {
        let verb = who.trim_start_matches("You ");
        let said = Action::ALL.iter().copied().find(|a| past(*a) == verb);
        if said != basic {
            return Err(format!("{clause:?}: the chart's play is {basic:?}"));
        }
    }
    if let Some((who, rest)) = clause.split_once(" is the index play from ") {
        // An index play from N is the play at N.
        let play = action(who).ok_or(format!("{clause:?}"))?;
        let n = count(rest.split(';').next().unwrap());
        if !bands.contains(&(play, n)) {
            return Err(format!("{clause:?}: the why's bands do not give {} at {n}", play.name()));
        }
    }
    if let Some((who, rest)) = clause.split_once(" is the play ") {
        let play = action(who).ok_or(format!("{clause:?}"))?;
        let counts = rest.split(", so").next().unwrap();
        if counts_of(counts, range) != counts_with(bands, play) {
            return Err(format!(
                "{clause:?}: the why's bands give {} at {:?}",
                play.name(),
                counts_with(bands, play)
            ));
        }
    }
    let mut words = clause.splitn(2, ' ');
    if let (Some(play), Some(rest)) = (words.next().and_then(action), words.next())
        && (rest.starts_with("up to ") || rest.starts_with("from ") || rest.starts_with("at "))
        && counts_of(rest, range) != counts_with(bands, play)
    {
        return Err(format!(
            "{clause:?}: the why's bands give {} at {:?}",
            play.name(),
            counts_with(bands, play)
        ));
    }
    Ok(())
}

/// The action as done, as the drills write it.
fn past(a: Action) -> &'static str {
    match a {
        Action::Hit => "hit",
        Action::Stand => "stood",
        Action::Double => "doubled",
        Action::Split => "split",
        Action::Surrender => "surrendered",
    }
}

/// The lowest and highest sums of the tags of `n` cards of the table's full shoe, worked out
/// apart from the drill: the tags sorted, the `n` lowest and the `n` highest added.
fn tag_bounds(system: &CountingSystem, decks: u8, n: usize) -> (i32, i32) {
    let mut tags: Vec<i32> = Vec::new();
    for _ in 0..decks {
        for suit in Suit::ALL {
            for rank in Rank::ALL {
                tags.push(i32::from(system.tag(Card::new(rank, suit))));
            }
        }
    }
    tags.sort_unstable();
    let n = n.min(tags.len());
    (tags[..n].iter().sum(), tags[tags.len() - n..].iter().sum())
}

/// Checks one true-count question: its running count is one its discards could make.
fn check_true_count(q: &Question, system: &CountingSystem, decks: u8) -> Result<(), String> {
    let count = q.situation.count.as_ref().ok_or("no count")?;
    let (running, halves) = (count.running.ok_or("no running")?, count.discard_halves.ok_or("no tray")?);
    let (low, high) = tag_bounds(system, decks, halves as usize * 26);
    if running < low || running > high {
        return Err(format!(
            "a running count of {running} with {halves} half decks dealt: those cards make {low} to {high}"
        ));
    }
    Ok(())
}

/// Every table where the counting drills run, with Hi-Lo; casino-fr with Omega II and Zen too.
fn settings() -> Vec<(Setting, String)> {
    let mut all: Vec<(Setting, String)> = Vec::new();
    for name in preset_names() {
        all.push((Setting::preset(name).unwrap(), "hi-lo".into()));
    }
    for system in ["omega-ii", "zen"] {
        let mut s = Setting::preset("casino-fr").unwrap();
        s.counting.system = shipped(system).unwrap();
        all.push((s, system.into()));
    }
    all
}

#[test]
fn every_counting_sentence_agrees_with_the_figures_beside_it() {
    let lib = Library::shipped().unwrap();
    let deviations = lib.get("deviations").unwrap();
    let true_count = lib.get("true-count").unwrap();
    let mut problems: Vec<String> = Vec::new();
    let mut asked = 0;
    for (setting, system) in settings() {
        let table = setting.rules.id.clone();
        if deviations.check_table(&setting).is_ok() {
            let range = {
                let mut d = Dealing::new(&setting, 0);
                let indices = d.indices().unwrap();
                // The values printed at an index (by `bjcoach indices`) back its play.
                for p in &indices.plays {
                    if p.value_above < p.value_below {
                        problems.push(format!("indices {table} {system}: {p:?}"));
                    }
                }
                if let Some(ins) = indices.insurance.as_ref().filter(|i| i.value < 0.0) {
                    problems.push(format!("indices {table} {system}: {ins:?}"));
                }
                indices.range
            };
            for seed in 0..SEEDS {
                let mut d = Dealing::new(&setting, seed);
                for n in 1..=QUESTIONS {
                    let q = deviations.deal(&mut d);
                    asked += 1;
                    if let Err(e) = check_deviation(&q, &d, range) {
                        problems.push(format!(
                            "deviations {table} {system} seed {seed} question {n}: {e}\n  {}",
                            q.why
                        ));
                    }
                }
            }
        }
        if true_count.check_table(&setting).is_ok() {
            for seed in 0..SEEDS {
                let mut d = Dealing::new(&setting, seed);
                for n in 1..=QUESTIONS {
                    let q = true_count.deal(&mut d);
                    asked += 1;
                    if let Err(e) = check_true_count(&q, &setting.counting.system, setting.rules.decks) {
                        problems.push(format!("true-count {table} {system} seed {seed} question {n}: {e}"));
                    }
                }
            }
        }
    }
    assert!(asked > 1000, "{asked} questions");
    assert!(
        problems.is_empty(),
        "{} untrue sentences, the first:\n{}",
        problems.len(),
        problems.iter().take(8).cloned().collect::<Vec<_>>().join("\n")
    );
}
