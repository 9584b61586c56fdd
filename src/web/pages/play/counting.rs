//! What a start form asks of a counting session of play: the system, the count hidden or not,
//! the choice to play, sit out or leave, other players coming and going, and the dealer's pace;
//! each refused in words where it cannot be, by the coach's own refusals where it has them, and
//! the session made once for each choice.

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

use super::StartForm;
use crate::coach::play::{CountSession, PlayOptions, seats_vary_refusal, wong_refusal};
use crate::game::rules::TableRules;
use crate::lang::{Arg, Lang};
use crate::strategy::counting::{COUNT_SOURCES, shipped};
use crate::web::pages::drill::MAX_PACE;
use crate::web::pages::{lock, number_in};

/// What a start form asks of the count.
#[derive(Debug, Clone, PartialEq)]
pub struct CountChoice {
    /// The counting system's id, when the session counts.
    pub system: Option<String>,
    /// Whether the count is kept from the learner.
    pub hidden: bool,
    /// Whether the learner chooses before each round to play, sit out or leave.
    pub wong: bool,
    /// Whether other players come and go between rounds.
    pub seats_vary: bool,
    /// The seconds a card falls at, when the dealer keeps a pace (0 keeps none, as at the
    /// terminal).
    pub pace: Option<f64>,
}

/// What `form` asks of the count at `rules` with `options`, or why it cannot be had.
pub fn count_choice(
    form: &StartForm,
    rules: &TableRules,
    options: &PlayOptions,
) -> Result<CountChoice, String> {
    let system = form.count.as_deref().map(str::trim).filter(|c| !c.is_empty()).map(str::to_string);
    let ticked = |field: &Option<String>| field.as_deref().is_some_and(|v| !v.trim().is_empty());
    let (hidden, wong, seats_vary) = (ticked(&form.hidden), ticked(&form.wong), ticked(&form.seats_vary));
    let counted = system.is_some();
    let lang = options.lang;
    let t = |id: &str| lang.text(id, &[]);
    let refused = |field: &str, why: &str| {
        lang.text("play-form-refused", &[("field", Arg::Text(&t(field))), ("why", Arg::Text(why))])
    };
    if hidden && !counted {
        return Err(refused("play-form-hidden", &t("play-form-no-system-hidden")));
    }
    if wong {
        let why = match counted {
            false => Some(t("play-form-no-system-wong")),
            true => wong_refusal(rules, options),
        };
        if let Some(e) = why {
            return Err(refused("play-form-wong", &e));
        }
    }
    if seats_vary {
        let why = match counted {
            false => Some(t("play-form-no-system-vary")),
            true => seats_vary_refusal(rules, options),
        };
        if let Some(e) = why {
            return Err(refused("play-form-vary", &e));
        }
    }
    let pace = number_in(lang, &t("play-page-pace"), form.pace.as_deref(), 0.0..=MAX_PACE)?;
    if pace.is_some() && !counted {
        return Err(refused("play-page-pace", &t("play-form-no-system-pace")));
    }
    Ok(CountChoice { system, hidden, wong, seats_vary, pace: pace.filter(|p| *p > 0.0) })
}

impl CountChoice {
    /// How the session counts, for the goal's line, in `lang`: ` Counting with hi-lo, the count
    /// hidden.`; empty without a count.
    pub fn words(&self, lang: Lang) -> String {
        let Some(system) = &self.system else { return String::new() };
        let part = |on: bool, id: &str| if on { lang.text(id, &[]) } else { String::new() };
        let pace = self.pace.map_or(String::new(), |p| {
            lang.text("play-goal-pace", &[("seconds", Arg::Text(&lang.number(&p.to_string())))])
        });
        let words = lang.text(
            "play-goal-counting",
            &[
                ("system", Arg::Text(system)),
                ("hidden", Arg::Text(&part(self.hidden, "play-goal-hidden"))),
                ("wong", Arg::Text(&part(self.wong, "play-goal-wong"))),
                ("vary", Arg::Text(&part(self.seats_vary, "play-goal-vary"))),
                ("pace", Arg::Text(&pace)),
            ],
        );
        format!(" {words}")
    }

    /// The form's fields that start the same session again: name and value.
    pub fn fields(&self) -> Vec<(&'static str, String)> {
        let mut fields = vec![("count", self.system.clone().unwrap_or_default())];
        for (name, ticked) in [("hidden", self.hidden), ("wong", self.wong), ("seats_vary", self.seats_vary)]
        {
            if ticked {
                fields.push((name, "1".to_string()));
            }
        }
        if let Some(pace) = self.pace {
            fields.push(("pace", pace.to_string()));
        }
        fields
    }
}

/// The counting session `choice` asks for at a preset table (`options` already checked by
/// [`count_choice`]), made once for each table, system and way of playing it; none without a
/// count.
pub fn count_session(
    rules: &TableRules,
    choice: &CountChoice,
    options: &PlayOptions,
) -> Result<Option<&'static CountSession>, String> {
    type Held = HashMap<(String, String, bool, bool, bool), &'static CountSession>;
    static HELD: OnceLock<Mutex<Held>> = OnceLock::new();
    let Some(system) = choice.system.as_deref() else { return Ok(None) };
    let lang = options.lang;
    let refused = |field: &str, why: &str| {
        let field = lang.text(field, &[]);
        lang.text("play-form-refused", &[("field", Arg::Text(&field)), ("why", Arg::Text(why))])
    };
    let names: Vec<&str> = COUNT_SOURCES.iter().map(|s| s.id).collect();
    let Some(id) = names.iter().find(|n| **n == system) else {
        let known = names.join(", ");
        let why = lang.text(
            "play-form-no-such-system",
            &[("name", Arg::Text(&crate::data::shown(system, 40))), ("known", Arg::Text(&known))],
        );
        return Err(refused("play-page-count", &why));
    };
    let mut held = lock(HELD.get_or_init(Default::default));
    let key = (rules.id.clone(), (*id).to_string(), choice.hidden, choice.wong, choice.seats_vary);
    if let Some(c) = held.get(&key) {
        return Ok(Some(c));
    }
    let system = shipped(id)?;
    let session = CountSession::new_in(rules, system, lang)
        .map_err(|e| refused("play-page-count", &format!("{id}: {e}")))?;
    let session = if choice.hidden {
        session.hidden(rules, lang).map_err(|e| refused("play-form-hidden", &e))?
    } else {
        session
    };
    // The points and the seats are the table's, system's and ramp's alone: whichever options
    // checked them (`wong_refusal`, `seats_vary_refusal`, asked of every start) make the same
    // session.
    let session = if choice.seats_vary {
        session.seats_vary(rules, options).map_err(|e| refused("play-form-vary", &e))?
    } else {
        session
    };
    let session = if choice.wong {
        session.wong(rules, options).map_err(|e| refused("play-form-wong", &e))?
    } else {
        session
    };
    let made: &'static CountSession = Box::leak(Box::new(session));
    held.insert(key, made);
    Ok(Some(made))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::rules::preset;

    fn form(count: &str, seats: &str, pace: &str, seats_vary: bool) -> StartForm {
        let given = |text: &str| (!text.is_empty()).then(|| text.to_string());
        StartForm {
            table: Some("feral".to_string()),
            rounds: None,
            chips: None,
            seats: given(seats),
            boxes: None,
            count: given(count),
            hidden: None,
            wong: None,
            seats_vary: seats_vary.then(|| "1".to_string()),
            pace: given(pace),
            lang: None,
            seed: Some("7".to_string()),
        }
    }

    fn choice(count: &str, seats: usize, pace: &str, seats_vary: bool) -> Result<CountChoice, String> {
        let rules = preset("feral").unwrap();
        let mut options = PlayOptions::alone(None, 10, 100, 7);
        (options.seats, options.seat) = (seats, seats - 1);
        count_choice(&form(count, &seats.to_string(), pace, seats_vary), &rules, &options)
    }

    #[test]
    fn a_pace_is_seconds_a_card_with_a_count() {
        let c = choice("hi-lo", 1, " 0.05 ", false).unwrap();
        assert_eq!(c.pace, Some(0.05));
        assert_eq!(c.words(Lang::En), " Counting with hi-lo, the dealer dealing a card every 0.05 s.");
        assert_eq!(choice("hi-lo", 1, "", false).unwrap().pace, None, "empty: no pace");
        assert_eq!(choice("hi-lo", 1, "0", false).unwrap().pace, None, "0: no pace, as at the terminal");
        for (pace, shown) in [("fast", "fast"), ("11", "11"), ("-1", "-1"), ("NaN", "NaN"), ("inf", "inf")] {
            assert_eq!(
                choice("hi-lo", 1, pace, false).unwrap_err(),
                format!("Dealer's pace: `{shown}` is not a number from 0 to 10")
            );
        }
        assert_eq!(
            choice("", 1, "0.5", false).unwrap_err(),
            "Dealer's pace: choose a counting system: the cards fall at a pace to be counted"
        );
    }

    #[test]
    fn players_come_and_go_with_a_count_and_another_player() {
        let c = choice("hi-lo", 3, "", true).unwrap();
        assert!(c.seats_vary);
        assert_eq!(c.words(Lang::En), " Counting with hi-lo, players coming and going.");
        assert!(c.fields().contains(&("seats_vary", "1".to_string())));
        assert_eq!(
            choice("", 3, "", true).unwrap_err(),
            "Players come and go: choose a counting system: the cards to count change as players come and go"
        );
        assert_eq!(
            choice("hi-lo", 1, "", true).unwrap_err(),
            "Players come and go: another player sits at the table from the start: give 2 seats or more"
        );
    }

    #[test]
    fn an_unknown_count_names_the_systems() {
        let rules = preset("feral").unwrap();
        let options = PlayOptions::alone(None, 10, 100, 7);
        let unknown = CountChoice { system: Some("hi-hi".to_string()), ..choice("", 1, "", false).unwrap() };
        let e = count_session(&rules, &unknown, &options).err().unwrap();
        assert!(e.contains("hi-lo, ko"), "{e}");
    }
}
