//! What the home shows, on every face: the table the learner last practised at and the next stage
//! of their learning path, with a drill of it (or play, for counting in play) at a table where it
//! can be played, in the same words at the terminal and in a browser; the items the memory model
//! says are due at that table, and the drill that reviews the most of them.

use crate::coach::drill::Library;
use crate::coach::learner::learning_path::{LearningPath, PLACEMENT_DRILL, next_stage};
use crate::coach::learner::memory::{DUE_BELOW, DueItems};
use crate::coach::learner::record::HIDDEN_COUNT_DRILL;
use crate::coach::learner::store::standing::Standing;
use crate::coach::play::edge::Part;
use crate::coach::play::recent_edge::RecentEdge;
use crate::coach::play::{HIDDEN_COUNT_SYSTEM, hidden_refusal};
use crate::game::rules::TableRules;
use crate::lang::{Arg, Lang};

/// How a suggested stage is practised.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Practice {
    /// A drill, by its id.
    Drill(String),
    /// Rounds of play counting with this system (its id), the count hidden and checked now and
    /// then: `play --count SYSTEM --hidden`.
    HiddenCount(&'static str),
}

/// What the home suggests: the stage of the path to work on, and a drill of it (or play) at a
/// table where it can be played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Suggestion {
    /// The stage's name.
    pub stage: &'static str,
    /// The stage's place on the path, from 1, and the number of stages.
    pub place: (usize, usize),
    /// Whether the stage was mastered and is due for a re-test.
    pub retest: bool,
    /// How it is practised.
    pub practice: Practice,
    /// The table it is suggested at.
    pub table: String,
}

impl Suggestion {
    /// The home's sentence: `Next on your path: soft totals (stage 2 of 6), with the soft-totals
    /// drill at book.`
    pub fn sentence(&self) -> String {
        self.sentence_in(Lang::En)
    }

    /// The home's sentence in `lang`.
    pub fn sentence_in(&self, lang: Lang) -> String {
        let (lead, why) = self.lead_in(lang);
        lang.text(
            "home-suggestion",
            &[
                ("lead", Arg::Text(&lead)),
                ("stage", Arg::Text(&self.stage_in(lang))),
                ("why", Arg::Text(&why)),
                ("how", Arg::Text(&self.how_in(lang))),
            ],
        )
    }

    /// The stage's name in `lang`.
    pub fn stage_in(&self, lang: Lang) -> String {
        crate::coach::learner::stage_name_in(self.stage, lang)
    }

    /// The sentence's lead and the reason in brackets, for a face that styles them apart.
    pub fn lead(&self) -> (String, String) {
        self.lead_in(Lang::En)
    }

    /// [`Suggestion::lead`] in `lang`.
    pub fn lead_in(&self, lang: Lang) -> (String, String) {
        if self.retest {
            (lang.text("home-retest-lead", &[]), lang.text("home-retest-why", &[]))
        } else {
            let (place, stages) = (self.place.0 as u64, self.place.1 as u64);
            (
                lang.text("home-next-lead", &[]),
                lang.text("home-stage-of", &[("place", Arg::Int(place)), ("stages", Arg::Int(stages))]),
            )
        }
    }

    /// How and where, the sentence's end: `with the soft-totals drill at book`, `playing rounds
    /// at quebec-s17 with the hi-lo count hidden`.
    pub fn how(&self) -> String {
        self.how_in(Lang::En)
    }

    /// [`Suggestion::how`] in `lang`.
    pub fn how_in(&self, lang: Lang) -> String {
        let table = Arg::Text(&self.table);
        match &self.practice {
            Practice::Drill(drill) => {
                lang.text("home-how-drill", &[("drill", Arg::Text(drill)), ("table", table)])
            }
            Practice::HiddenCount(system) => {
                lang.text("home-how-hidden", &[("system", Arg::Text(system)), ("table", table)])
            }
        }
    }

    /// What choosing it does, for a menu's entry or a button: `Practise soft-totals at book`.
    pub fn action(&self) -> String {
        self.action_in(Lang::En)
    }

    /// [`Suggestion::action`] in `lang`.
    pub fn action_in(&self, lang: Lang) -> String {
        let table = Arg::Text(&self.table);
        match &self.practice {
            Practice::Drill(drill) => {
                lang.text("home-action-drill", &[("drill", Arg::Text(drill)), ("table", table)])
            }
            Practice::HiddenCount(system) => {
                lang.text("home-action-hidden", &[("system", Arg::Text(system)), ("table", table)])
            }
        }
    }
}

/// The placement test, offered to a learner who has answered nothing yet: a few of the hardest
/// questions of each stage, to start them past the stages they already know.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlacementOffer {
    /// The questions it asks.
    pub questions: usize,
    /// The table it is offered at.
    pub table: String,
}

impl PlacementOffer {
    /// The home's sentence: `Take the placement test: 26 questions, a few from each stage, at
    /// book.`
    pub fn sentence(&self) -> String {
        self.sentence_in(Lang::En)
    }

    /// The home's sentence in `lang`.
    pub fn sentence_in(&self, lang: Lang) -> String {
        lang.text(
            "home-placement",
            &[("questions", Arg::Int(self.questions as u64)), ("table", Arg::Text(&self.table))],
        )
    }

    /// What choosing it does, for a menu's entry or a button.
    pub fn action(&self) -> String {
        self.action_in(Lang::En)
    }

    /// [`PlacementOffer::action`] in `lang`.
    pub fn action_in(&self, lang: Lang) -> String {
        lang.text("home-placement-action", &[("table", Arg::Text(&self.table))])
    }
}

/// What the home says in `lang` when the path holds nothing to suggest.
pub fn all_mastered_in(lang: Lang) -> String {
    lang.text("home-all-mastered", &[])
}

/// The top leak of the learner's latest counting sessions at a table, and the drill that trains
/// it: what the home offers beside the path.
#[derive(Debug, Clone, PartialEq)]
pub struct LeakDrill {
    /// The part of where the edge went that gave away the most.
    pub part: Part,
    /// What it gave away, in chips per 100 rounds bet in over the sessions (not rounded).
    pub per_100: f64,
    /// The counting system's id.
    pub system: String,
    /// The counting sessions summed.
    pub sessions: usize,
    /// The drill that trains it.
    pub drill: String,
    /// The table.
    pub table: String,
}

impl LeakDrill {
    /// The home's sentence: `Your top leak counting hi-lo at feral, over your last 3 sessions:
    /// chart plays, 161.38 chips per 100 rounds bet in; the hard-decisions drill trains it.`
    pub fn sentence(&self) -> String {
        self.sentence_in(Lang::En)
    }

    /// The home's sentence in `lang`.
    pub fn sentence_in(&self, lang: Lang) -> String {
        lang.text(
            "home-leak",
            &[
                ("system", Arg::Text(&self.system)),
                ("table", Arg::Text(&self.table)),
                ("sessions", Arg::Int(self.sessions as u64)),
                ("part", Arg::Text(&self.part.words_in(lang).to_lowercase())),
                ("chips", Arg::Text(&lang.decimal(self.per_100 + 0.0, 2))),
                ("drill", Arg::Text(&self.drill)),
            ],
        )
    }

    /// What choosing it does, for a menu's entry or a button: `Practise hard-decisions at feral`.
    pub fn action(&self) -> String {
        self.action_in(Lang::En)
    }

    /// [`LeakDrill::action`] in `lang`.
    pub fn action_in(&self, lang: Lang) -> String {
        lang.text("home-leak-action", &[("drill", Arg::Text(&self.drill)), ("table", Arg::Text(&self.table))])
    }
}

/// Of where the edge went at a table per counting system, the costliest top leak, when it gave
/// something away and its drill `runs` at the table.
pub fn leak_drill(recent: &[RecentEdge], runs: impl Fn(&str, &str) -> bool) -> Option<LeakDrill> {
    recent
        .iter()
        .filter_map(|r| {
            let (top, drill) = (r.breakdown.top?, r.breakdown.drill.clone()?);
            let per_100 = r.breakdown.parts.iter().find(|p| p.part == top)?.per_100;
            (per_100 > 0.0 && runs(&drill, &r.table)).then(|| LeakDrill {
                part: top,
                per_100,
                system: r.system.clone(),
                sessions: r.sessions,
                drill,
                table: r.table.clone(),
            })
        })
        .max_by(|a, b| a.per_100.total_cmp(&b.per_100))
}

/// The items due now at the learner's table by the memory model, and the drill that reviews
/// the most of them with `--focus due`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DueDrill {
    /// Items answered at the table.
    pub items: usize,
    /// Those due now (predicted recall below [`DUE_BELOW`]).
    pub due: usize,
    /// The drill that last asked the most of them and runs at the table.
    pub drill: String,
    /// How many of the due items it asks.
    pub drill_due: usize,
    /// The table.
    pub table: String,
}

impl DueDrill {
    /// The home's sentence: `Due now at book: 12 of your 40 items (predicted recall below 90%),
    /// 9 of them in the hand-totals drill.`
    pub fn sentence(&self) -> String {
        self.sentence_in(Lang::En)
    }

    /// The home's sentence in `lang`.
    pub fn sentence_in(&self, lang: Lang) -> String {
        let below = lang.percent(DUE_BELOW * 100.0, 0);
        let drill = Arg::Text(&self.drill);
        let of_them = if self.drill_due == self.due {
            lang.text("home-due-all", &[("drill", drill)])
        } else {
            lang.text("home-due-some", &[("n", Arg::Int(self.drill_due as u64)), ("drill", drill)])
        };
        lang.text(
            "home-due",
            &[
                ("table", Arg::Text(&self.table)),
                ("due", Arg::Int(self.due as u64)),
                ("items", Arg::Int(self.items as u64)),
                ("below", Arg::Text(&below)),
                ("of_them", Arg::Text(&of_them)),
            ],
        )
    }

    /// What choosing it does, for a menu's entry or a button: `Review what is due in hand-totals
    /// at book`.
    pub fn action(&self) -> String {
        self.action_in(Lang::En)
    }

    /// [`DueDrill::action`] in `lang`.
    pub fn action_in(&self, lang: Lang) -> String {
        lang.text("home-due-action", &[("drill", Arg::Text(&self.drill)), ("table", Arg::Text(&self.table))])
    }
}

/// Of the items due at `table`, the drill that asks the most of them and `runs` there.
pub fn due_drill(due: &DueItems, table: &str, runs: impl Fn(&str) -> bool) -> Option<DueDrill> {
    let (drill, drill_due) = due.by_drill.iter().find(|(drill, _)| runs(drill))?;
    Some(DueDrill {
        items: due.items,
        due: due.due,
        drill: drill.clone(),
        drill_due: *drill_due,
        table: table.to_string(),
    })
}

/// The plan to be ready by a date that the learner follows, as the home says it: today's
/// reviews, and the drill that asks the most of them with `--focus plan`.
#[derive(Debug, Clone, PartialEq)]
pub struct PlanToday {
    /// The plan's table.
    pub table: String,
    /// The date to be ready by, `YYYY-MM-DD`.
    pub by: String,
    /// The recall aimed at on that day.
    pub level: f64,
    /// Today's reviews and how many of them are new; `None` when the date has passed.
    pub reviews: Option<(usize, usize)>,
    /// The minutes they take.
    pub minutes: f64,
    /// The drill that asks the most of them and runs at the table, with how many it asks.
    pub drill: Option<(String, usize)>,
}

impl PlanToday {
    /// Today's reviews of `plan` at `table` (to be ready by `by`); the drill offered is the one
    /// of `by_drill` (today's reviews by drill, most first) that `runs` at the table.
    pub fn of(
        plan: &crate::coach::learner::readiness::ReadyPlan,
        table: &str,
        runs: impl Fn(&str) -> bool,
    ) -> PlanToday {
        let today = plan.days.iter().find(|d| d.day == plan.today);
        let drill = crate::coach::ready::today_by_drill(plan).into_iter().find(|(d, _)| runs(d));
        PlanToday {
            table: table.to_string(),
            by: crate::coach::learner::readiness::date_of_day(plan.by),
            level: plan.level,
            reviews: Some(today.map_or((0, 0), |d| (d.reviews, d.new))),
            minutes: plan.minutes_on(plan.today),
            drill,
        }
    }

    /// The home's sentence: `Your plan: ready at quebec-h17 by 2027-03-14 at a recall of 90%.
    /// Today: 25 reviews, 18 of them new, about 3.5 minutes; 20 of them in the strategy drill.`
    pub fn sentence(&self) -> String {
        self.sentence_in(Lang::En)
    }

    /// The home's sentence in `lang`.
    pub fn sentence_in(&self, lang: Lang) -> String {
        let level = lang.percent(self.level * 100.0, 0);
        let lead = lang.text(
            "home-plan-lead",
            &[("table", Arg::Text(&self.table)), ("by", Arg::Text(&self.by)), ("level", Arg::Text(&level))],
        );
        let Some((reviews, new)) = self.reviews else {
            return lang.text("home-plan-passed", &[("lead", Arg::Text(&lead))]);
        };
        if reviews == 0 {
            return lang.text("home-plan-nothing", &[("lead", Arg::Text(&lead))]);
        }
        let in_drill = match &self.drill {
            Some((drill, n)) if *n == reviews => {
                lang.text("home-plan-in-all", &[("drill", Arg::Text(drill))])
            }
            Some((drill, n)) => {
                lang.text("home-plan-in-some", &[("n", Arg::Int(*n as u64)), ("drill", Arg::Text(drill))])
            }
            None => String::new(),
        };
        lang.text(
            "home-plan-today",
            &[
                ("lead", Arg::Text(&lead)),
                ("reviews", Arg::Int(reviews as u64)),
                ("new", Arg::Int(new as u64)),
                ("minutes", Arg::Text(&lang.decimal(self.minutes, 1))),
                ("in_drill", Arg::Text(&in_drill)),
            ],
        )
    }

    /// What choosing it does, for a menu's entry or a button, when there is a drill to offer:
    /// `Review today's plan in strategy at quebec-h17`.
    pub fn action(&self) -> Option<String> {
        self.action_in(Lang::En)
    }

    /// [`PlanToday::action`] in `lang`.
    pub fn action_in(&self, lang: Lang) -> Option<String> {
        let (drill, _) = self.drill.as_ref()?;
        Some(lang.text("home-plan-action", &[("drill", Arg::Text(drill)), ("table", Arg::Text(&self.table))]))
    }
}

/// Today's reviews of the plan `goal` that the learner follows, made at `now` from their answers
/// in `store` (`reading`), the drill offered one that `runs` at the plan's table; `None` when its
/// table is not a preset or its answers cannot be read.
pub fn plan_today(
    store: &crate::coach::learner::progress::Store,
    reading: &crate::coach::learner::progress::Reading,
    goal: &crate::coach::learner::progress::ready_by::Goal,
    now: u64,
    runs: impl Fn(&str, &str) -> bool,
) -> Option<PlanToday> {
    let rules = crate::game::rules::preset(&goal.table).ok()?;
    let by = crate::coach::learner::readiness::day_of_date(&goal.by)?;
    if by <= now / 86_400 {
        return Some(PlanToday {
            table: rules.id,
            by: goal.by.clone(),
            level: goal.recall,
            reviews: None,
            minutes: 0.0,
            drill: None,
        });
    }
    let chart = crate::coach::drill::shipped_chart(&rules.id).ok().flatten();
    let plan = store.ready_plan(reading, &rules, chart.as_ref(), by, goal.recall, now).ok()?;
    Some(PlanToday::of(&plan, &rules.id, |drill| runs(drill, &rules.id)))
}

/// The home's facts.
#[derive(Debug, Clone, PartialEq)]
pub struct Home {
    /// The table the learner last practised at (a preset), else the first preset.
    pub table: String,
    /// What to practise next; `None` when every stage is mastered and fresh.
    pub suggestion: Option<Suggestion>,
    /// The top leak of the latest counting sessions at that table and its drill, when they gave
    /// something away.
    pub leak: Option<LeakDrill>,
    /// The items due now at that table and the drill that reviews the most of them, when any is
    /// due.
    pub due: Option<DueDrill>,
    /// The placement test, when the learner has answered nothing yet and it runs at that table.
    pub placement: Option<PlacementOffer>,
    /// The plan to be ready by a date the learner follows, with today's reviews.
    pub plan: Option<PlanToday>,
}

/// Where the learner stands by `standing` on `path` at the moment `now`: their latest preset
/// table, the next stage's first drill that `runs` at that table, else at another preset, and the
/// top leak of where the edge went at that table by `recent_at` (a table's latest counting
/// sessions summed per system), and the items due at that table by `due_at` (the memory model
/// replayed over its answers); and `plan`, today's reviews of the plan the learner follows.
#[allow(clippy::too_many_arguments)]
pub fn home(
    standing: &Standing,
    path: &'static LearningPath,
    library: &Library,
    tables: &[TableRules],
    now: u64,
    runs: impl Fn(&crate::coach::drill::Drill, &str) -> bool,
    recent_at: impl Fn(&str) -> Vec<RecentEdge>,
    due_at: impl Fn(&str) -> DueItems,
    plan: Option<PlanToday>,
) -> Home {
    let table = standing
        .latest_table(None, |t| tables.iter().any(|r| r.id == t))
        .map_or_else(|| tables.first().map_or_else(|| "book".to_string(), |t| t.id.clone()), str::to_string);
    // The path at that table: the stages it shares with other tables count their answers too.
    let rules =
        tables.iter().find(|t| t.id == table).cloned().or_else(|| crate::game::rules::preset(&table).ok());
    let statuses = rules.map(|rules| standing.path_status_at(path, &rules, now)).unwrap_or_default();
    let suggestion = next_stage(&statuses).and_then(|status| {
        let place = path.stages.iter().position(|s| s == status.stage).map_or(1, |i| i + 1);
        // How a drill of the stage is practised at a table, where it can be.
        let practice_at = |drill: &str, table: &str| -> Option<Practice> {
            if drill == HIDDEN_COUNT_DRILL {
                let keeps_count = tables
                    .iter()
                    .find(|t| t.id == table)
                    .is_some_and(|t| hidden_refusal(t, crate::lang::Lang::En).is_none());
                return keeps_count.then_some(Practice::HiddenCount(HIDDEN_COUNT_SYSTEM));
            }
            library.get(drill).is_ok_and(|d| runs(d, table)).then(|| Practice::Drill(drill.to_string()))
        };
        // The stage's first drill that can be played at the learner's table, else at another.
        let at_home =
            status.stage.drills.iter().find_map(|d| practice_at(d, &table).map(|p| (p, table.clone())));
        let elsewhere =
            || {
                status.stage.drills.iter().find_map(|d| {
                    tables.iter().find_map(|t| practice_at(d, &t.id).map(|p| (p, t.id.clone())))
                })
            };
        let (practice, table) = at_home.or_else(elsewhere)?;
        Some(Suggestion {
            stage: status.stage.name,
            place: (place, path.stages.len()),
            retest: status.due_for_retest,
            practice,
            table,
        })
    });
    let leak =
        leak_drill(&recent_at(&table), |drill, table| library.get(drill).is_ok_and(|d| runs(d, table)));
    let due = due_drill(&due_at(&table), &table, |drill| library.get(drill).is_ok_and(|d| runs(d, &table)));
    let placement = (standing.answers(None) == 0)
        .then(|| library.get(PLACEMENT_DRILL).ok().filter(|d| runs(d, &table)))
        .flatten()
        .and_then(|drill| {
            let setting = crate::coach::drill::Setting::preset(&table).ok()?;
            Some(PlacementOffer { questions: drill.default_questions(&setting), table: table.clone() })
        });
    Home { table, suggestion, leak, due, placement, plan }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::coach::learner::learning_path::{MASTERY_WINDOW, PATHS};
    use crate::coach::learner::record::AnswerRecord;
    use crate::game::rules::{Reshuffle, preset, preset_names};

    const NOW: u64 = 1_000_000;

    /// A standing where every stage of the book's path before the last is mastered at `table`:
    /// each stage's first drill answered right, fast and lately, a mastery window's worth.
    fn all_but_the_last_mastered(table: &str) -> Standing {
        let mut standing = Standing::default();
        let stages = PATHS[0].stages;
        for stage in &stages[..stages.len() - 1] {
            for i in 0..MASTERY_WINDOW as u64 {
                standing.add(&AnswerRecord {
                    drill: stage.drills[0].to_string(),
                    table: table.to_string(),
                    response_ms: Some(1000),
                    at: NOW - 100 + i,
                    ..AnswerRecord::sample()
                });
            }
        }
        standing
    }

    fn presets() -> Vec<TableRules> {
        preset_names().iter().map(|n| preset(n).unwrap()).collect()
    }

    /// Once the counting drills are mastered, the home sends the learner to play with the count
    /// hidden at their own table, where it keeps a count.
    #[test]
    fn the_last_stage_is_practised_by_play_with_the_count_hidden() {
        let (tables, library) = (presets(), Library::shipped().unwrap());
        let home = home(
            &all_but_the_last_mastered("quebec-s17"),
            &PATHS[0],
            &library,
            &tables,
            NOW,
            |_, _| true,
            |_| Vec::new(),
            |_| DueItems::default(),
            None,
        );
        let s = home.suggestion.unwrap();
        assert_eq!(s.practice, Practice::HiddenCount(HIDDEN_COUNT_SYSTEM));
        assert_eq!(s.table, "quebec-s17");
        let n = PATHS[0].stages.len();
        assert_eq!(
            s.sentence(),
            format!(
                "Next on your path: Keep the count in play (stage {n} of {n}), playing rounds at quebec-s17 \
                 with the hi-lo count hidden."
            )
        );
        assert_eq!(s.action(), "Play at quebec-s17, keeping the hi-lo count yourself");
    }

    /// At a table that shuffles before every round there is no count to keep: the home suggests
    /// the first preset that deals from a shoe.
    #[test]
    fn play_with_the_count_hidden_is_suggested_where_a_count_is_kept() {
        let (tables, library) = (presets(), Library::shipped().unwrap());
        let book = preset("book").unwrap();
        assert_eq!(book.reshuffle, Reshuffle::EveryRound);
        let home = home(
            &all_but_the_last_mastered("book"),
            &PATHS[0],
            &library,
            &tables,
            NOW,
            |_, _| true,
            |_| Vec::new(),
            |_| DueItems::default(),
            None,
        );
        let s = home.suggestion.unwrap();
        let first_shoe = tables.iter().find(|t| t.reshuffle != Reshuffle::EveryRound).unwrap();
        assert_eq!((s.practice, s.table), (Practice::HiddenCount("hi-lo"), first_shoe.id.clone()));
    }

    /// A drill's stage reads as it always has.
    #[test]
    fn a_drill_is_suggested_with_its_drill() {
        let (tables, library) = (presets(), Library::shipped().unwrap());
        let home = home(
            &Standing::default(),
            &PATHS[0],
            &library,
            &tables,
            NOW,
            |_, _| true,
            |_| Vec::new(),
            |_| DueItems::default(),
            None,
        );
        let s = home.suggestion.unwrap();
        assert_eq!(s.practice, Practice::Drill("hand-totals".to_string()));
        assert_eq!(s.action(), format!("Practise hand-totals at {}", s.table));
        assert!(s.sentence().ends_with(&format!("with the hand-totals drill at {}.", s.table)));
    }

    /// The drill that asks the most due items and runs at the table is offered, in words that
    /// say how many are due of how many; nothing due, nothing offered.
    #[test]
    fn the_drill_with_the_most_due_items_is_offered() {
        let due = DueItems {
            items: 40,
            due: 12,
            by_drill: vec![("play".into(), 5), ("hand-totals".into(), 4), ("soft-hands".into(), 3)],
        };
        let offered = due_drill(&due, "book", |d| d != "play").unwrap();
        assert_eq!((offered.drill.as_str(), offered.drill_due), ("hand-totals", 4));
        assert_eq!(
            offered.sentence(),
            "Due now at book: 12 of your 40 items (predicted recall below 90%), 4 of them in the \
             hand-totals drill."
        );
        assert_eq!(offered.action(), "Review what is due in hand-totals at book");
        let one = DueItems { items: 1, due: 1, by_drill: vec![("soft-hands".into(), 1)] };
        assert_eq!(
            due_drill(&one, "book", |_| true).unwrap().sentence(),
            "Due now at book: 1 of your 1 item (predicted recall below 90%), all in the soft-hands drill."
        );
        assert_eq!(due_drill(&DueItems { items: 40, ..DueItems::default() }, "book", |_| true), None);
    }

    /// A table's recent edge with one part's chips (the others none) over `rounds` rounds.
    fn recent(system: &str, part: Part, chips: f64, rounds: u32, drill: &str) -> RecentEdge {
        use crate::coach::play::edge::{EdgeBreakdown, PARTS, PartFigure};
        let parts = PARTS
            .iter()
            .map(|&p| PartFigure {
                part: p,
                chips: if p == part { chips } else { 0.0 },
                per_100: 0.0,
                costliest: (p == part).then(|| (chips, drill.to_string())),
            })
            .collect();
        RecentEdge {
            table: "feral".into(),
            system: system.into(),
            sessions: 2,
            last: 10,
            hidden_sessions: 2,
            breakdown: EdgeBreakdown::summed(rounds, true, parts),
        }
    }

    /// Of the systems counted at a table, the costliest top leak is offered, with its figure per
    /// 100 rounds bet in; a leak that gave nothing away, or whose drill does not run at the
    /// table, is not.
    #[test]
    fn the_costliest_top_leak_is_offered_with_its_drill() {
        let hi_lo = recent("hi-lo", Part::ChartPlay, 30.0, 20, "hard-decisions");
        let zen = recent("zen", Part::RunningCount, 12.0, 6, "running-count");
        let leak = leak_drill(&[hi_lo.clone(), zen.clone()], |_, _| true).unwrap();
        // 12 chips over 6 rounds is 200 per 100, more than 30 over 20.
        assert_eq!((leak.system.as_str(), leak.part, leak.per_100), ("zen", Part::RunningCount, 200.0));
        assert_eq!(
            leak.sentence(),
            "Your top leak counting zen at feral, over your last 2 sessions: running count, 200.00 chips \
             per 100 rounds bet in; the running-count drill trains it."
        );
        assert_eq!(leak.action(), "Practise running-count at feral");
        let only_charts = leak_drill(&[hi_lo.clone(), zen], |drill, _| drill != "running-count").unwrap();
        assert_eq!((only_charts.drill.as_str(), only_charts.per_100), ("hard-decisions", 150.0));
        let gained = recent("hi-lo", Part::Bet, -5.0, 20, "bet");
        assert_eq!(leak_drill(&[gained], |_, _| true), None);
        assert_eq!(leak_drill(&[], |_, _| true), None);
    }
}
