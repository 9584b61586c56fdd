//! The reproductions of what was shown or judged unfairly, each at its table and seed: seats
//! that kept their numbers only until a player went broke, and judgments that named a miss by
//! the wrong words or judged the learner on what they could not see.

use std::collections::BTreeMap;

use serde_json::Value;

use crate::cli::{Run, flat};

/// The JSON lines of a run, each parsed.
fn json_lines(out: &str) -> Vec<Value> {
    out.lines().filter(|l| l.starts_with('{')).map(|l| serde_json::from_str(l).unwrap()).collect()
}

/// quebec-s17, 7 seats, the learner at seat 5 with 20 chips, standing on everything: seat 2 goes
/// broke in round 1, and every other player keeps their seat's number from then on, in the
/// words and in the JSON, with their chips carried from round to round.
#[test]
fn seats_keep_their_numbers_when_a_player_goes_broke() {
    let args = [
        "play",
        "--table",
        "quebec-s17",
        "--seats",
        "7",
        "--seat",
        "5",
        "--chips",
        "20",
        "--bet",
        "10",
        "--rounds",
        "30",
        "--seed",
        "4",
        "--answers",
        "-",
    ];
    let answers = "s\n".repeat(200);
    let json = Run::new(&[&args[..], &["--format", "json"]].concat()).stdin(&answers).ok();
    let lines = json_lines(&json);
    let rounds: Vec<&Value> = lines.iter().filter_map(|v| v.get("round")).collect();
    assert!(rounds.len() >= 2, "{json}");
    // Every seat starts with 20 chips; a seat's chips after a round are its chips before plus
    // its net, so a number given to another player breaks the chain.
    let mut chips: BTreeMap<u64, i64> = (1..=7).map(|s| (s, 20)).collect();
    let mut broke_seen = false;
    for round in &rounds {
        let seats = round["seats"].as_array().unwrap();
        let numbers: Vec<u64> = seats.iter().map(|s| s["seat"].as_u64().unwrap()).collect();
        let mut unique = numbers.clone();
        unique.dedup();
        assert_eq!(numbers.len(), unique.len(), "round {}: seats {numbers:?}", round["number"]);
        for s in seats {
            let n = s["seat"].as_u64().unwrap();
            assert_eq!(
                s["player"] == "you",
                n == 5,
                "round {}: seat {n} is {}",
                round["number"],
                s["player"]
            );
            let before = chips[&n];
            let (net, after) = (s["net"].as_i64().unwrap(), s["chips"].as_i64().unwrap());
            assert_eq!(before + net, after, "round {}: seat {n} had {before}, netted {net}", round["number"]);
            chips.insert(n, after);
        }
        broke_seen |= numbers.len() < 7;
    }
    assert!(broke_seen, "a player went broke, as in the report");
    // The words name the seats by the same numbers: seat 5 is the learner's, never another's.
    let text = flat(&Run::new(&args).stdin(&answers).ok());
    for other in ["Seat 5:", "seat 5 -", "seat 5 +", "seat 5 ±"] {
        assert!(!text.contains(other), "`{other}` names another player by the learner's seat: {text}");
    }
    assert!(text.contains("Round 2 of 30") && text.contains("seat 7 "), "{text}");
}

/// The answers of a scripted drill as JSON records, and its words, both from the same run's
/// answers.
fn drill_run(args: &[&str], answers: &str) -> (Vec<Value>, String) {
    let json = Run::new(&[args, &["--format", "json"]].concat()).stdin(answers).ok();
    let records = json_lines(&json).into_iter().filter(|v| v.get("n").is_some()).collect();
    (records, Run::new(args).stdin(answers).ok())
}

/// `h s d p r` in turn, as the report's `yes $'h\ns\nd\np\nr' | head -N` typed them.
fn cycling(lines: usize) -> String {
    ["h", "s", "d", "p", "r"].iter().cycle().take(lines).map(|a| format!("{a}\n")).collect()
}

/// The value of a record's option, in percent of the bet.
fn option_value(record: &Value, action: &str) -> f64 {
    let options = record["options"].as_array().unwrap();
    options.iter().find(|o| o["action"] == action).map(|o| o["value"].as_f64().unwrap()).unwrap()
}

/// casino-fr, seed 61: hitting T-T against a 6 at +5, where the count splits it, gives away
/// 158.8 % of the bet; it was named "A close call. The chart's play is worth a little more" (both
/// false). A close call is a gap of half a percent at most; a costlier play no rule of thumb
/// covers is named by its cost, and the note names the right play: the index play here.
#[test]
fn a_deviation_blunder_is_named_by_its_cost_not_as_a_close_call() {
    let args =
        ["drill", "deviations", "--table", "casino-fr", "--seed", "61", "--count", "26", "--answers", "-"];
    let (records, text) = drill_run(&args, &cycling(40));
    let q26 = records.iter().find(|r| r["n"] == 26).unwrap();
    assert_eq!((q26["answer"].as_str(), q26["expected"].as_str()), (Some("h"), Some("split")));
    let gap = option_value(q26, "split") - option_value(q26, "hit");
    assert!(gap > 150.0, "{q26}");
    assert_eq!((q26["mistake"].as_str(), q26["close_call"].as_bool()), (Some("costly-misplay"), Some(false)));
    // The sentence's figure is the gap between the two values, rounded once.
    let said = format!("Hitting gives away {:.1}% of the bet.", (gap * 10.0).round() / 10.0);
    assert!(q26["comparison"].as_str().unwrap().contains(&said), "{q26}");
    assert!(q26["note"].as_str().unwrap().ends_with("split, the index play, is the best at +5."), "{q26}");
    let words = flat(&text);
    let q26_words = &words[words.find("Question 26 of 26").unwrap()..];
    // Its verdict ends where the round of misses (numbered as first asked) or the summary begins.
    let end = q26_words.find("Once more, the").or_else(|| q26_words.find("Summary:"));
    let q26_words = &q26_words[..end.unwrap_or(q26_words.len())];
    assert!(!q26_words.contains("close call") && !q26_words.contains("chart's play is worth"), "{q26_words}");
    assert!(q26_words.contains("Mistake: A costly play."), "{q26_words}");
    // Over a longer run (the check run before a change is handed over): no miss of more than
    // half a percent is called a close call or left unnamed, and no close call costs more.
    let more =
        ["drill", "deviations", "--table", "casino-fr", "--seed", "61", "--count", "60", "--answers", "-"];
    let (records, _) = drill_run(&more, &cycling(200));
    let mut costly = 0;
    for r in records.iter().filter(|r| r["correct"] == false && !r["cost"].is_null()) {
        let cost = -r["cost"].as_f64().unwrap();
        let mistake = r["mistake"].as_str().unwrap_or("none");
        let generic = ["none", "strategy-misplay"].contains(&mistake);
        assert!(!generic || cost <= 0.5, "a miss of {cost}% named `{mistake}`: {r}");
        costly += usize::from(cost > 0.5);
    }
    assert!(costly > 20, "{costly} costly misses");
}

/// feral, seed 1, question 22: A-3 against a 4 at a true count of 0, where the values solved at
/// that count are double +8.8 % and hit +8.8 %: a hit was marked a miss for a gap the learner is
/// shown as nothing. A play worth as much as the expected one by the values shown is right, and
/// the verdict says so with the values.
#[test]
fn a_play_worth_as_much_as_the_best_is_never_a_miss() {
    let args = ["drill", "deviations", "--table", "feral", "--seed", "1", "--count", "22", "--answers", "-"];
    let answers = format!("{}h\n", "s\n".repeat(21));
    let (records, text) = drill_run(&args, &answers);
    let q22 = records.iter().find(|r| r["n"] == 22).unwrap();
    assert_eq!((q22["answer"].as_str(), q22["expected"].as_str()), (Some("h"), Some("double")), "{q22}");
    let shown = |action| format!("{:+.1}", option_value(q22, action));
    assert_eq!((shown("hit"), shown("double")), ("+8.8".to_string(), "+8.8".to_string()));
    assert_eq!((q22["correct"].as_bool(), q22["mistake"].as_str()), (Some(true), None), "{q22}");
    let words = flat(&text);
    assert!(words.contains("Right: you hit, worth as much as doubling here: +8.8% of the bet either way"));
    assert!(words.contains("score 5/22"), "{words}");
}

/// The tenth of a percent a value is shown to, as the explanations print it.
fn tenth(value: f64) -> String {
    let shown = format!("{value:.1}");
    if shown == "-0.0" { "0.0".to_string() } else { shown }
}

/// Over every decision drill at every preset: a play is judged right exactly when its value, as
/// shown, is the expected play's; ties occur and are all right, and every other play is a miss.
#[test]
fn every_decision_is_a_miss_exactly_when_its_shown_value_is_lower() {
    use bjcoach::coach::drill::dealing::Dealing;
    use bjcoach::coach::drill::question::Expected;
    use bjcoach::coach::drill::{Library, Setting};
    let library = Library::shipped().unwrap();
    let mut ties = 0;
    for name in bjcoach::game::rules::preset_names() {
        let setting = Setting::preset(name).unwrap();
        for id in ["strategy", "hard-decisions", "soft-decisions", "deviations"] {
            let drill = library.drills.iter().find(|d| d.spec.id == id).unwrap();
            if drill.check_table(&setting).is_err() {
                continue;
            }
            let mut dealing = Dealing::new(&setting, 7);
            for _ in 0..300 {
                let q = drill.deal(&mut dealing);
                let Expected::Action(expected) = q.expected else { continue };
                let value = |a| q.options.iter().find(|o| o.action == a).map(|o| o.value);
                let Some(best) = value(expected) else { continue };
                for o in &q.options {
                    let equal = tenth(o.value) == tenth(best);
                    let j = q.judge(o.action.name());
                    assert_eq!(j.correct, equal, "{id} at {name}: {} ({:?}) in {q:?}", o.action, j);
                    if equal && o.action != expected {
                        ties += 1;
                        assert!(j.mistake.is_none() && j.comparison.is_none(), "{j:?}");
                    }
                }
            }
        }
    }
    assert!(ties > 0, "no tie was dealt");
}

/// A brute-force reference for the stand and hit values of a hand against an up card of 2 to 9
/// (no dealer natural to condition on): every card the player may draw, then every card the
/// dealer draws, one at a time, from the shoe less the hand and the up card; after a hit the hand
/// stands or hits by whichever is worth more. It uses nothing of the solver.
struct DrawByDraw {
    /// The up card, by value index (0 an Ace, 9 a ten).
    up: usize,
    hits_soft_17: bool,
    dealer: std::collections::HashMap<[i32; 10], [f64; 6]>,
}

impl DrawByDraw {
    /// The best total of cards by value index, over 21 when bust, and whether it is soft.
    fn total(cards: &[usize]) -> (u32, bool) {
        let hard: u32 = cards.iter().map(|&c| c as u32 + 1).sum();
        if cards.contains(&0) && hard + 10 <= 21 { (hard + 10, true) } else { (hard, false) }
    }

    /// The dealer's final totals from `left`: 17 to 21, then bust.
    fn dealer(&mut self, left: &[i32; 10]) -> [f64; 6] {
        if let Some(d) = self.dealer.get(left) {
            return *d;
        }
        let mut dist = [0.0; 6];
        self.draw(&mut left.clone(), &mut vec![self.up], 1.0, &mut dist);
        self.dealer.insert(*left, dist);
        dist
    }

    fn draw(&self, left: &mut [i32; 10], cards: &mut Vec<usize>, p: f64, dist: &mut [f64; 6]) {
        let (total, soft) = DrawByDraw::total(cards);
        if total > 21 {
            dist[5] += p;
            return;
        }
        if total >= 17 && !(total == 17 && soft && self.hits_soft_17) {
            dist[(total - 17) as usize] += p;
            return;
        }
        let n: i32 = left.iter().sum();
        for c in 0..10 {
            if left[c] > 0 {
                let q = p * f64::from(left[c]) / f64::from(n);
                left[c] -= 1;
                cards.push(c);
                self.draw(left, cards, q, dist);
                cards.pop();
                left[c] += 1;
            }
        }
    }

    /// Standing and hitting (then playing on as well as possible) with `cards`.
    fn values(&mut self, cards: &mut Vec<usize>, left: &mut [i32; 10]) -> (f64, Option<f64>) {
        let (total, _) = DrawByDraw::total(cards);
        let dist = self.dealer(left);
        let stand = dist[5]
            + (17..=21u32)
                .map(|d| {
                    let p = dist[(d - 17) as usize];
                    if total > d {
                        p
                    } else if total < d {
                        -p
                    } else {
                        0.0
                    }
                })
                .sum::<f64>();
        if total >= 21 {
            return (stand, None);
        }
        let n: i32 = left.iter().sum();
        let mut hit = 0.0;
        for c in 0..10 {
            if left[c] == 0 {
                continue;
            }
            let p = f64::from(left[c]) / f64::from(n);
            left[c] -= 1;
            cards.push(c);
            let value = if DrawByDraw::total(cards).0 > 21 {
                -1.0
            } else {
                let (s, h) = self.values(cards, left);
                h.map_or(s, |h| h.max(s))
            };
            cards.pop();
            left[c] += 1;
            hit += p * value;
        }
        (stand, Some(hit))
    }
}

/// book, seed 71, round 53: A-A hit to A-A-J against a 3. The row for hard 12 of three cards or
/// more stands there (its hands taken together), but these very cards are better hit, and a hit
/// was marked wrong; in the hard-decisions drill (book, seed 51, answers `s`) a stand on 4-3-5-4
/// against an Ace was said to give away the row's 11.0 %. A hand of three cards or more is
/// judged by its own cards, and its words quote their values: here checked against a brute-force
/// deal, and against `bjcoach ev` for the hand against an Ace.
#[test]
fn a_hand_of_three_cards_or_more_is_judged_by_its_own_cards() {
    // A-A-J against a 3, one deck that stands on soft 17: the brute force's values.
    let mut left = [4i32, 4, 4, 4, 4, 4, 4, 4, 4, 16];
    for c in [0usize, 0, 9, 2] {
        left[c] -= 1;
    }
    let mut reference = DrawByDraw { up: 2, hits_soft_17: false, dealer: Default::default() };
    let (stand, hit) = reference.values(&mut vec![0, 0, 9], &mut left);
    let hit = hit.unwrap();
    assert!(hit > stand, "stand {stand}, hit {hit}");
    let play = "s\nn\n".repeat(49);
    let answers = format!("{}h\nh\n", &play[..97 * 2]);
    let args =
        ["play", "--table", "book", "--seed", "71", "--rounds", "53", "--chips", "100000", "--answers", "-"];
    let words = flat(&Run::new(&args).stdin(&answers).ok());
    let round = &words[words.find("Round 53 of 53").unwrap()..];
    let asked = &round[round.find("You: A♠ A♣ J♣ (12)").unwrap()..];
    assert!(asked.contains("> h Right: the answer is hit"), "{asked}");
    // Stood on instead: named for what it is, with the values of these cards, rounded once.
    let answers = format!("{}h\ns\n", &play[..97 * 2]);
    let words = flat(&Run::new(&args).stdin(&answers).ok());
    let round = &words[words.find("Round 53 of 53").unwrap()..];
    let asked = &round[round.find("You: A♠ A♣ J♣ (12)").unwrap()..];
    let said = format!(
        "You stood: {:+.1}%. Hitting: {:+.1}%. Standing gives away {:.1}% of the bet",
        stand * 100.0,
        hit * 100.0,
        ((hit - stand) * 1000.0).round() / 10.0
    );
    assert!(asked.contains(&said), "{said} in {asked}");
    assert!(asked.contains("Mistake: The row's play where these very cards play otherwise."), "{asked}");
    assert!(asked.contains("The row's play, stand, is right for the hands of this total taken together"));

    // 4-3-5-4 against an Ace in the drill: the values `bjcoach ev` gives for these cards.
    let args =
        ["drill", "hard-decisions", "--table", "book", "--seed", "51", "--count", "103", "--answers", "-"];
    let (records, _) = drill_run(&args, &"s\n".repeat(110));
    let q103 = records.iter().find(|r| r["n"] == 103).unwrap();
    let ev = Run::new(&["ev", "--table", "book", "--hand", "4,3,5,4", "--dealer", "A"]).ok();
    for (action, line) in [("stand", "stand "), ("hit", "hit ")] {
        let printed = ev.lines().find(|l| l.trim_start().starts_with(line)).unwrap();
        let value: f64 = printed.split_whitespace().nth(1).unwrap().trim_end_matches('%').parse().unwrap();
        assert!((option_value(q103, action) - value).abs() < 0.006, "{action}: {q103} against {ev}");
    }
    let gap = option_value(q103, "hit") - option_value(q103, "stand");
    assert!(gap < 5.0, "the row's 11.0 % is no longer quoted: {gap}");
    let said = format!("Standing gives away {:.1}% of the bet", (gap * 10.0).round() / 10.0);
    assert!(q103["comparison"].as_str().unwrap().contains(&said), "{q103}");
}

/// The insurance drill asks for figures "in percent": `0.5` was read as 50 % but `2.2` as 2.2 %,
/// and a right `-0.4` was marked wrong and named "chance of a ten miscounted". A bare number is
/// read as a number of percent whatever its size; a share of one given for a percent is named for
/// what it is, and an unreadable answer lists the forms taken.
#[test]
fn a_figure_asked_in_percent_is_read_in_percent() {
    use bjcoach::coach::drill::dealing::Dealing;
    use bjcoach::coach::drill::question::Expected;
    use bjcoach::coach::drill::{Library, Setting};
    let library = Library::shipped().unwrap();
    let drill = library.drills.iter().find(|d| d.spec.id == "insurance").unwrap();
    let (mut small, mut fractions) = (0, 0);
    for name in ["book", "quebec-s17", "casino-fr"] {
        let setting = Setting::preset(name).unwrap();
        let mut dealing = Dealing::new(&setting, 3);
        for _ in 0..600 {
            let q = drill.deal(&mut dealing);
            let Expected::Percent { value, tolerance } = q.expected else { continue };
            // The figure itself, to a tenth, is right however small it is.
            let said = format!("{value:.1}");
            assert!(q.judge(&said).correct, "{said} for {value}: {q:?}");
            if value.abs() < 1.0 {
                small += 1;
            }
            // The same figure as a share of one, where that is not right anyway.
            if (value - value / 100.0).abs() > tolerance {
                let j = q.judge(&format!("{:.4}", value / 100.0));
                assert!(!j.correct, "{q:?}");
                assert_eq!(j.mistake, Some("percent-as-fraction"), "{q:?}");
                assert!(j.note.unwrap().contains("read as that many percent"));
                fractions += 1;
            }
        }
    }
    assert!(small > 0 && fractions > 0, "{small} small values, {fractions} fractions");
    let setting = Setting::preset("book").unwrap();
    let mut dealing = Dealing::new(&setting, 3);
    let q = (0..600)
        .map(|_| drill.deal(&mut dealing))
        .find(|q| matches!(q.expected, Expected::Percent { .. }))
        .unwrap();
    let j = q.judge("a lot");
    assert!(j.unrecognised.unwrap().contains("`0.5` (half a percent)"));
}
