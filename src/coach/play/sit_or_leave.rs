//! Before each round of a shoe game, in a counting session that asks it (`play --count SYSTEM
//! --wong`): play, sit out (watch the round, whose cards still count) or leave (the shoe ends,
//! a new one is shuffled), judged by the true count of the cards seen against the table's entry
//! and exit points ([`crate::strategy::entry_exit`]); a miss is named by what it did against
//! which point.

use crate::coach::drill::answer::Answer;
use crate::coach::drill::question::{Expected, Question, Situation, Trap};
use crate::lang::{Arg, Lang};
use crate::strategy::entry_exit::{EntryExit, SitOrLeave, percent_in};

/// The question before a round at the true count `tc` of the cards seen.
pub(super) fn sit_or_leave_question(
    points: &EntryExit,
    system_id: &str,
    tc: i32,
    situation: Situation,
    lang: Lang,
) -> Question {
    let expected = points.choice_at(tc);
    let traps = [SitOrLeave::Play, SitOrLeave::SitOut, SitOrLeave::Leave]
        .into_iter()
        .filter(|&given| given != expected)
        .map(|given| {
            let (mistake, note) = miss(points, tc, given, expected, lang);
            Trap::is(Answer::SitOrLeave(given), mistake).saying(note)
        })
        .collect();
    Question {
        situation,
        prompt: lang.text("play-count-sit-prompt", &[]),
        expected: Expected::SitOrLeave(expected),
        why: points.why_in(tc, lang),
        traps,
        options: Vec::new(),
        key: format!("sit or leave {system_id} in play"),
        chart_row: None,
        lang,
    }
}

/// The mistake of answering `given` where `expected` was right at `tc`, and what it did, in
/// words of `lang`, with the count and the point it crossed.
fn miss(
    points: &EntryExit,
    tc: i32,
    given: SitOrLeave,
    expected: SitOrLeave,
    lang: Lang,
) -> (&'static str, String) {
    let edge =
        points.edge_at(tc).map_or_else(|| lang.text("play-count-edge-unknown", &[]), |e| percent_in(e, lang));
    let point =
        |p: Option<i32>| p.map_or_else(|| lang.text("play-count-point-none", &[]), |p| format!("{p:+}"));
    let (entry, exit) = (point(points.entry), point(points.exit));
    let (new_shoe, tc) = (percent_in(points.new_shoe, lang), format!("{tc:+}"));
    let mistake = match (given, expected) {
        (SitOrLeave::Play, SitOrLeave::SitOut) => "played-below-entry",
        (SitOrLeave::SitOut, SitOrLeave::Play) => "sat-out-above-entry",
        (SitOrLeave::Leave, _) => "left-above-exit",
        (_, _) => "stayed-below-exit",
    };
    let args = [
        ("tc", Arg::Text(&tc)),
        ("entry", Arg::Text(&entry)),
        ("exit", Arg::Text(&exit)),
        ("edge", Arg::Text(&edge)),
        ("new_shoe", Arg::Text(&new_shoe)),
    ];
    // Each message is named for its mistake, and takes the points it crossed.
    let note = lang.text(&format!("play-count-{mistake}"), &args);
    (mistake, note)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every wrong answer at every count has its named mistake, and the right one is the
    /// points' choice.
    #[test]
    fn every_miss_is_named_by_the_point_it_crossed() {
        let rules = crate::game::rules::preset("quebec-h17").unwrap();
        let system = crate::strategy::counting::shipped("hi-lo").unwrap();
        let indices = crate::coach::drill::dealing::indices_of(&rules, &system).unwrap();
        let ramp = crate::strategy::ramp::shipped("one-to-eight").unwrap();
        let points = crate::strategy::entry_exit::entry_exit(&rules, &indices, &system.name, &ramp);
        let (entry, exit) = (points.entry.unwrap(), points.exit.unwrap());
        assert!(exit + 1 < entry, "quebec-h17 has counts to sit out at: {exit} {entry}");
        let judge = |tc: i32, line: &str| {
            sit_or_leave_question(&points, "hi-lo", tc, Situation::default(), Lang::En).judge(line)
        };
        assert!(judge(entry, "p").correct && judge(entry + 3, "play").correct);
        assert!(judge(exit + 1, "s").correct && judge(exit, "l").correct);
        assert_eq!(judge(entry - 1, "p").mistake, Some("played-below-entry"));
        assert_eq!(judge(entry, "sit out").mistake, Some("sat-out-above-entry"));
        assert_eq!(judge(exit, "s").mistake, Some("stayed-below-exit"));
        assert_eq!(judge(exit - 2, "p").mistake, Some("stayed-below-exit"));
        assert_eq!(judge(exit + 1, "leave").mistake, Some("left-above-exit"));
        assert_eq!(judge(entry, "l").mistake, Some("left-above-exit"));
        let note = judge(entry - 1, "p").note.unwrap();
        assert!(
            note.contains(&format!("true count of {:+}, below the entry ({entry:+})", entry - 1)),
            "{note}"
        );
        assert!(judge(0, "maybe").unrecognised.is_some());
    }
}
