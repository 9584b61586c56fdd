//! Drills: a situation dealt from the chosen table's shoe, one question, the answer scored against
//! the table's rules, and a wrong answer diagnosed against the catalogue of mistakes.
//!
//! The drills themselves are data (`drills/*.yaml`, see [`spec`]); each names a generator here.
//! Nothing in this module touches the terminal: answers come through [`session::AnswerSource`],
//! time through [`session::Clock`], and output goes to a [`session::Observer`]; or a front end
//! steps a [`session::DrillRun`] itself, one answer at a time.

pub mod answer;
pub mod card_counting;
mod catch;
pub mod count_words;
pub mod countdown;
pub mod dealer_errors;
pub mod dealing;
mod deck_estimation;
mod hand_words;
pub mod index_play;
mod insurance;
pub mod mistakes;
mod money;
pub mod moves;
pub mod placement;
pub mod question;
mod quiz;
pub mod session;
pub mod spec;
pub mod strategy;
mod totals;
pub mod tray;
pub mod verdict;

use crate::lang::{Arg, Lang};

use crate::data::DataErrors;
use crate::game::rules::{BetSizing, Insurance, Reshuffle, Surrender, TableRules, preset, presets};
use crate::strategy::chart::Chart;
use crate::strategy::counting::{Balance, CountingSystem};
use crate::strategy::ramp::{DEFAULT_RAMP, Ramp};
use crate::strategy::solver::{Composition, solve};
use dealing::Dealing;
use mistakes::Catalogue;
use question::Question;
use spec::{Deal, DrillSpec};

pub use insurance::{
    InsuranceWorth, chance_percent, insurance_percent, insurance_sums, insurance_sums_in, insured_card,
    insured_card_in, ten_chance,
};

/// A drill ready to deal questions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Drill {
    /// Its definition.
    pub spec: DrillSpec,
}

/// Why a drill cannot be played at a table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DrillError {
    /// The table lacks what the drill is about.
    NotAtThisTable {
        /// The drill.
        drill: String,
        /// The table.
        table: String,
        /// Why.
        reason: Refusal,
        /// What to do instead, when something can be.
        remedy: Option<Remedy>,
    },
    /// No drill has that name.
    Unknown {
        /// The name asked for.
        name: String,
        /// The drill nearest to it, when one is near enough to be a slip.
        nearest: Option<String>,
        /// The drills known.
        known: Vec<String>,
    },
    /// A drill file or a chart is broken.
    Invalid(DataErrors),
    /// A table cannot be had.
    Table(String),
    /// The table to compare with plays by the same rules as the table of the drill.
    SameRules {
        /// The table named to compare with.
        against: String,
        /// The table of the drill.
        table: String,
    },
}

impl DrillError {
    /// The error in `lang`, the names it quotes as they are typed (a data file's problems and a
    /// table that cannot be had are said as their own errors say them).
    pub fn words_in(&self, lang: Lang) -> String {
        match self {
            DrillError::NotAtThisTable { drill, table, reason, remedy } => {
                let reason = reason.words_in(lang);
                let remedy = remedy.map(|r| r.option_words_in(lang)).unwrap_or_default();
                let args = [
                    ("drill", Arg::Text(drill)),
                    ("table", Arg::Text(table)),
                    ("reason", Arg::Text(&reason)),
                    ("remedy", Arg::Text(&remedy)),
                ];
                lang.text("error-drill-not-here", &args)
            }
            DrillError::Unknown { name, nearest, known } => {
                let mean = lang.did_you_mean(nearest.as_deref());
                let known = known.join(", ");
                let args =
                    [("name", Arg::Text(name)), ("mean", Arg::Text(&mean)), ("known", Arg::Text(&known))];
                lang.text("error-no-drill", &args)
            }
            DrillError::Invalid(errors) => errors.to_string(),
            DrillError::Table(said) => said.clone(),
            DrillError::SameRules { against, table } => {
                lang.text("error-same-rules", &[("against", Arg::Text(against)), ("table", Arg::Text(table))])
            }
        }
    }
}

impl std::fmt::Display for DrillError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.words_in(Lang::En))
    }
}

impl std::error::Error for DrillError {}

/// Why a table cannot play a drill: what it lacks, each face saying it in its language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// The table offers no insurance.
    NoInsurance,
    /// The table has no strategy chart.
    NoChart,
    /// The table offers no surrender.
    NoSurrender,
    /// No other table to compare with.
    NothingToCompare,
    /// The shoe is shuffled after every round: no count carries.
    ShuffledEveryRound,
    /// The counting system gives no starting count for this many decks.
    NoStartingCount {
        /// The system's name.
        system: String,
        /// The table's decks.
        decks: u8,
    },
    /// The counting system is unbalanced: no true count.
    Unbalanced {
        /// The system's name.
        system: String,
    },
    /// Every bet is fixed at the table: no ramp.
    FixedBets,
}

impl Refusal {
    /// The reason in `lang`.
    pub fn words_in(&self, lang: Lang) -> String {
        match self {
            Refusal::NoInsurance => lang.text("drill-refused-no-insurance", &[]),
            Refusal::NoChart => lang.text("drill-refused-no-chart", &[]),
            Refusal::NoSurrender => lang.text("drill-refused-no-surrender", &[]),
            Refusal::NothingToCompare => lang.text("drill-refused-nothing-to-compare", &[]),
            Refusal::ShuffledEveryRound => lang.text("drill-refused-shuffled-every-round", &[]),
            Refusal::NoStartingCount { system, decks } => lang.text(
                "drill-refused-no-starting-count",
                &[("system", Arg::Text(system)), ("decks", Arg::Int(u64::from(*decks)))],
            ),
            Refusal::Unbalanced { system } => {
                lang.text("drill-refused-unbalanced", &[("system", Arg::Text(system))])
            }
            Refusal::FixedBets => lang.text("drill-refused-fixed-bets", &[]),
        }
    }
}

/// What a learner can do about a drill a table cannot play: a value each face words, the terminal
/// as the option to type ([`Remedy::option_words_in`]), a page as a link.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Remedy {
    /// Play it at this preset table, where it runs.
    Table(&'static str),
    /// Name a table to compare with.
    Against,
    /// Choose a balanced counting system, such as this one.
    BalancedSystem(&'static str),
}

impl Remedy {
    /// The remedy as the terminal says it in `lang`, after the reason: the option that does it.
    pub fn option_words_in(self, lang: Lang) -> String {
        match self {
            Remedy::Table(table) => lang.text("error-remedy-table", &[("table", Arg::Text(table))]),
            Remedy::Against => lang.text("error-remedy-against", &[]),
            Remedy::BalancedSystem(system) => {
                lang.text("error-remedy-balanced", &[("system", Arg::Text(system))])
            }
        }
    }
}

/// Where a drill is played: the table, its chart, and the table it is compared with.
#[derive(Debug, Clone)]
pub struct Setting {
    /// The table.
    pub rules: TableRules,
    /// Its strategy chart, when it has one.
    pub chart: Option<Chart>,
    /// The table it is compared with (by default the preset that differs least), and its chart.
    pub against: Option<(TableRules, Chart)>,
    /// The learner's counting system and betting ramp, for the card-counting drills.
    pub counting: CardCounting,
    /// The language of the session: the questions that have their words in every language are
    /// asked in it, and their answers read in it.
    pub lang: Lang,
}

/// How the learner counts and bets: the card-counting drills ask in these terms.
#[derive(Debug, Clone, PartialEq)]
pub struct CardCounting {
    /// The counting system.
    pub system: CountingSystem,
    /// The betting ramp.
    pub ramp: Ramp,
    /// Whether the deck countdown shows its cards two at a time, in pairs, rather than one.
    pub pairs: bool,
}

impl CardCounting {
    /// Hi-Lo and the shipped default ramp.
    pub fn shipped_default() -> Result<CardCounting, DrillError> {
        let system = crate::strategy::counting::shipped("hi-lo").map_err(DrillError::Table)?;
        let ramp = crate::strategy::ramp::shipped(DEFAULT_RAMP).map_err(DrillError::Table)?;
        Ok(CardCounting { system, ramp, pairs: false })
    }
}

impl Setting {
    /// A preset with its shipped chart, compared with the preset that differs least from it.
    pub fn preset(name: &str) -> Result<Setting, DrillError> {
        let rules = preset(name).map_err(|e| DrillError::Table(e.to_string()))?;
        let chart = shipped_chart(&rules.id)?;
        let against = match nearest_preset(&rules) {
            Some(other) => {
                let chart = shipped_chart(&other.id)?;
                chart.map(|c| (other, c))
            }
            None => None,
        };
        Ok(Setting { rules, chart, against, counting: CardCounting::shipped_default()?, lang: Lang::En })
    }
}

impl Setting {
    /// Where a session of `drill` is played at the table `rules`: with the table's chart (from
    /// `chart`: the shipped one for a preset, one solved for a table file) and the table it is
    /// compared with (the preset named `against`, or by default the one that differs least) when
    /// the drill asks about plays; without them otherwise, so that no chart is read or solved for
    /// nothing.
    pub fn for_drill(
        drill: &Drill,
        rules: TableRules,
        against: Option<&str>,
        counting: CardCounting,
        chart: impl FnOnce(&TableRules) -> Result<Chart, DrillError>,
    ) -> Result<Setting, DrillError> {
        if !drill.spec.deal.needs_chart() {
            return Ok(Setting { rules, chart: None, against: None, counting, lang: Lang::En });
        }
        let chart = chart(&rules)?;
        let other = match against {
            Some(name) => {
                let other = preset(name).map_err(|e| DrillError::Table(e.to_string()))?;
                if rule_distance(&other, &rules) == 0 {
                    return Err(DrillError::SameRules { against: name.to_string(), table: rules.id.clone() });
                }
                Some(other)
            }
            None => nearest_preset(&rules),
        };
        let against = match other {
            Some(other) => {
                let chart = preset_chart(&other)?;
                Some((other, chart))
            }
            None => None,
        };
        Ok(Setting { rules, chart: Some(chart), against, counting, lang: Lang::En })
    }
}

/// A preset's chart: the one shipped, or solved on the spot when none is.
pub fn preset_chart(rules: &TableRules) -> Result<Chart, DrillError> {
    match shipped_chart(&rules.id)? {
        Some(chart) => Ok(chart),
        None => Ok(solve(rules, &Composition::full(rules.decks)).chart),
    }
}

/// The chart shipped for a preset, if any.
pub fn shipped_chart(table: &str) -> Result<Option<Chart>, DrillError> {
    crate::strategy::chart::shipped(table).transpose().map_err(DrillError::Invalid)
}

/// How many rules of the game (not of the session) differ between two tables.
pub fn rule_distance(a: &TableRules, b: &TableRules) -> usize {
    [
        a.decks != b.decks,
        a.dealer_soft_17 != b.dealer_soft_17,
        a.hole_card != b.hole_card,
        a.enhc_blackjack_takes != b.enhc_blackjack_takes,
        a.pair_rule != b.pair_rule,
        a.max_hands != b.max_hands,
        a.resplit_aces != b.resplit_aces,
        a.double_on != b.double_on,
        a.double_on_21 != b.double_on_21,
        a.double_after_split != b.double_after_split,
        a.surrender != b.surrender,
        a.insurance != b.insurance,
        a.blackjack_pays != b.blackjack_pays,
    ]
    .iter()
    .filter(|d| **d)
    .count()
}

/// The preset whose rules differ least from these (another table than this one).
pub fn nearest_preset(rules: &TableRules) -> Option<TableRules> {
    presets()
        .ok()?
        .into_iter()
        .filter(|p| p.id != rules.id && rule_distance(p, rules) > 0)
        .min_by_key(|p| rule_distance(p, rules))
}

impl Drill {
    /// Checks that the drill can be played in this setting.
    pub fn check_table(&self, setting: &Setting) -> Result<(), DrillError> {
        let rules = &setting.rules;
        let refuse = |reason: Refusal, remedy: Option<Remedy>| {
            Err(DrillError::NotAtThisTable {
                drill: self.spec.id.clone(),
                table: rules.id.clone(),
                reason,
                remedy,
            })
        };
        // The preset where the counting drills run.
        let counted = Some(Remedy::Table("quebec-s17"));
        match &self.spec.deal {
            Deal::Insurance {} if rules.insurance == Insurance::None => refuse(Refusal::NoInsurance, None),
            deal if deal.needs_chart() && setting.chart.is_none() => refuse(Refusal::NoChart, None),
            Deal::Decisions { focus: Some(spec::Aim::Surrender), .. }
                if rules.surrender == Surrender::None =>
            {
                refuse(Refusal::NoSurrender, None)
            }
            Deal::TableDifferences {} if setting.against.is_none() => {
                refuse(Refusal::NothingToCompare, Some(Remedy::Against))
            }
            Deal::RunningCount { .. } | Deal::TrueCount {} | Deal::Deviations {} | Deal::Bet {}
                if rules.reshuffle == Reshuffle::EveryRound =>
            {
                refuse(Refusal::ShuffledEveryRound, counted)
            }
            Deal::RunningCount { .. } | Deal::DeckCountdown {}
                if setting.counting.system.initial_running_count(rules.decks).is_none() =>
            {
                let system = setting.counting.system.name.clone();
                refuse(Refusal::NoStartingCount { system, decks: rules.decks }, None)
            }
            Deal::TrueCount {} | Deal::Deviations {} | Deal::Bet {}
                if setting.counting.system.balance == Balance::Unbalanced =>
            {
                let system = setting.counting.system.name.clone();
                refuse(Refusal::Unbalanced { system }, Some(Remedy::BalancedSystem("hi-lo")))
            }
            Deal::Bet {} if rules.session.bet.sizing == BetSizing::Fixed => {
                refuse(Refusal::FixedBets, counted)
            }
            _ => Ok(()),
        }
    }

    /// The keys of every situation this drill asks about in `setting`, when it deals from a list
    /// known beforehand (the chart cells of a strategy decisions drill): where `--focus weak`
    /// looks for misses, and what it may ask first.
    pub fn aimed_keys(&self, setting: &Setting) -> Option<Vec<String>> {
        match &self.spec.deal {
            Deal::Decisions { hands, focus } => setting
                .chart
                .as_ref()
                .map(|chart| strategy::decision_keys(&setting.rules, chart, hands, *focus)),
            _ => None,
        }
    }

    /// The questions a session in `setting` asks when no number is asked for: the placement
    /// test's own number there, ten of any other drill.
    pub fn default_questions(&self, setting: &Setting) -> usize {
        match self.spec.deal {
            Deal::Placement {} => placement::question_count(setting),
            _ => 10,
        }
    }

    /// Deals the next question.
    pub fn deal(&self, d: &mut Dealing) -> Question {
        if let Some(q) = d.pending.pop_front() {
            return q;
        }
        match &self.spec.deal {
            Deal::HandTotals { min_cards, max_cards, hands } => {
                totals::hand_totals(d, *min_cards, *max_cards, *hands)
            }
            Deal::SoftHands { max_cards } => totals::soft_hands(d, *max_cards),
            Deal::Naturals {} => totals::naturals(d),
            Deal::DealerPlay {} => moves::dealer_play(d),
            Deal::LegalMoves {} => moves::legal_moves(d),
            Deal::Payouts {} => money::payouts(d),
            Deal::CatchTheDealer {} => catch::catch_the_dealer(d),
            Deal::Insurance {} => insurance::insurance(d),
            Deal::TableRules {} => quiz::table_rules(d),
            Deal::Decisions { hands, focus } => strategy::decisions(d, hands, *focus),
            Deal::Contrasts {} => strategy::contrasts(d),
            Deal::TableDifferences {} => strategy::table_differences(d),
            Deal::RunningCount { max_rounds } => card_counting::running_count(d, *max_rounds),
            Deal::TrueCount {} => card_counting::true_count(d),
            Deal::Deviations {} => card_counting::deviation(d),
            Deal::Bet {} => card_counting::bet(d),
            Deal::DeckEstimation {} => deck_estimation::deck_estimation(d),
            Deal::DeckCountdown {} => countdown::deck_countdown(d),
            Deal::Placement {} => placement::placement(d),
        }
    }
}

/// Every drill: the shipped ones, plus any read from files.
#[derive(Debug, Clone)]
pub struct Library {
    /// The mistake catalogue (the shipped one, read once a run).
    pub catalogue: &'static Catalogue,
    /// The drills, in the order they are listed.
    pub drills: Vec<Drill>,
}

impl Library {
    /// The shipped catalogue and drills.
    pub fn shipped() -> Result<Library, DrillError> {
        let catalogue = Catalogue::shipped_once().map_err(DrillError::Invalid)?;
        let drills = spec::shipped().map_err(DrillError::Invalid)?;
        Ok(Library { catalogue, drills: drills.into_iter().map(|spec| Drill { spec }).collect() })
    }

    /// The shipped catalogue and, of the shipped drills, only the one called `name` (in any
    /// case): what a session of it reads, the other twenty left unread. Every drill when none is
    /// called that, so that [`Library::get`] names them and the nearest.
    pub fn shipped_only(name: &str) -> Result<Library, DrillError> {
        let ids: Vec<&str> = spec::DRILL_SOURCES.iter().map(|s| s.id).collect();
        let Some(found) = crate::data::find_name(name, &ids).ok().and_then(spec::shipped_one) else {
            return Library::shipped();
        };
        let spec = found.map_err(DrillError::Invalid)?;
        let catalogue = Catalogue::shipped_once().map_err(DrillError::Invalid)?;
        Ok(Library { catalogue, drills: vec![Drill { spec }] })
    }

    /// Adds a drill read from a file's text; a drill of the same id is replaced.
    pub fn add(&mut self, origin: &str, text: &str) -> Result<&Drill, DrillError> {
        let spec = DrillSpec::from_yaml(origin, text, self.catalogue).map_err(DrillError::Invalid)?;
        self.drills.retain(|d| d.spec.id != spec.id);
        self.drills.push(Drill { spec });
        self.drills.last().ok_or_else(|| DrillError::Invalid(DataErrors(Vec::new())))
    }

    /// The drills' ids, in order.
    pub fn names(&self) -> Vec<&str> {
        self.drills.iter().map(|d| d.spec.id.as_str()).collect()
    }

    /// A drill by id, in any case.
    pub fn get(&self, name: &str) -> Result<&Drill, DrillError> {
        let ids = self.names();
        let unknown = |nearest: Option<&str>| DrillError::Unknown {
            name: name.to_string(),
            nearest: nearest.map(String::from),
            known: ids.iter().map(|id| id.to_string()).collect(),
        };
        let id = crate::data::find_name(name, &ids).map_err(unknown)?;
        self.drills.iter().find(|d| d.spec.id == id).ok_or_else(|| unknown(None))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn drill(id: &str) -> Drill {
        Library::shipped().unwrap().get(id).unwrap().clone()
    }

    fn book() -> TableRules {
        preset("book").unwrap()
    }

    #[test]
    fn a_session_reads_only_the_drill_it_names() {
        let all = Library::shipped().unwrap();
        for name in ["strategy", "Hand-Totals", "bet"] {
            let only = Library::shipped_only(name).unwrap();
            assert_eq!(only.names().len(), 1, "{name}");
            assert_eq!(only.get(name).unwrap().spec, all.get(name).unwrap().spec);
            assert_eq!(only.catalogue, all.catalogue);
        }
        // A name no drill has: every drill, so the error names them and the nearest.
        let err = |l: Library| l.get("stratgy").unwrap_err().to_string();
        assert_eq!(err(Library::shipped_only("stratgy").unwrap()), err(Library::shipped().unwrap()));
        assert!(err(Library::shipped().unwrap()).contains("strategy"));
    }

    #[test]
    fn a_drill_that_asks_no_play_is_set_at_its_table_without_a_chart() {
        let counting = CardCounting::shipped_default().unwrap();
        let no_chart = |_: &TableRules| -> Result<Chart, DrillError> { panic!("no chart is needed") };
        let setting = Setting::for_drill(&drill("hand-totals"), book(), None, counting, no_chart).unwrap();
        assert!(setting.chart.is_none() && setting.against.is_none());
    }

    #[test]
    fn a_drill_that_asks_plays_is_set_with_its_chart_and_the_table_compared_with() {
        let counting = || CardCounting::shipped_default().unwrap();
        let differences = drill("table-differences");
        let setting = Setting::for_drill(&differences, book(), None, counting(), preset_chart).unwrap();
        assert_eq!(setting.chart.as_ref(), shipped_chart("book").unwrap().as_ref());
        let (other, chart) = setting.against.unwrap();
        assert_eq!(Some(&other), nearest_preset(&book()).as_ref());
        assert_eq!(Some(chart), shipped_chart(&other.id).unwrap());
        let named =
            Setting::for_drill(&differences, book(), Some("CASINO-FR"), counting(), preset_chart).unwrap();
        assert_eq!(named.against.unwrap().0.id, "casino-fr");
        let same =
            Setting::for_drill(&differences, book(), Some("book"), counting(), preset_chart).unwrap_err();
        assert_eq!(same.to_string(), "`book` plays by the same rules as `book`; compare with another table");
    }
}
