//! The words of the money and rules drills (payouts, catch the dealer, insurance, the dealer's
//! turn, hand totals, soft hands, naturals, table rules), read over many seeds at every preset
//! where each runs, with right and wrong answers: every figure in a why is the value it names,
//! worked out again here from the cards shown; the cards a story tells are the cards shown; every
//! wrong answer falls into a mistake that fits what was answered; and catch the dealer deals a
//! foul about one time in two. Each runs in English, French and Italian: the words read back are
//! the language's own, taken from the messages the drills speak with.

use bjcoach::coach::drill::dealing::Dealing;
use bjcoach::coach::drill::question::{Expected, Question};
use bjcoach::coach::drill::{Library, Setting};
use bjcoach::game::card::{Card, Rank};
use bjcoach::game::rules::{Soft17, TableRules, preset_names};
use bjcoach::lang::{Arg, Lang};

use crate::cli::Run;

/// Seeds per drill and table, and questions dealt from each.
const SEEDS: u64 = 50;
const PER_SEED: usize = 10;

/// A hand's points as a learner counts them: the total, whether an Ace counts 11, the hard points.
fn points(cards: &[Card]) -> (u32, bool, u32) {
    let hard: u32 = cards.iter().map(|c| u32::from(c.rank.points())).sum();
    let ace = cards.iter().any(|c| c.rank == Rank::Ace);
    if ace && hard + 10 <= 21 { (hard + 10, true, hard) } else { (hard, false, hard) }
}

fn is_natural(cards: &[Card], from_split: bool) -> bool {
    !from_split && cards.len() == 2 && points(cards).0 == 21
}

/// Cards as the drills write them in `lang`: `A-6-3`, `R-V` in French.
fn ranks(cards: &[Card], lang: Lang) -> String {
    cards.iter().map(|c| c.rank.symbol_in(lang)).collect::<Vec<_>>().join("-")
}

/// A total in words as the drills write it in `lang`: `soft 17`, `souple 17`, `20`.
fn total_words(cards: &[Card], lang: Lang) -> String {
    let (total, soft, _) = points(cards);
    if soft {
        lang.text("answer-total-soft", &[("total", Arg::Int(u64::from(total)))])
    } else {
        total.to_string()
    }
}

/// A value's place in a message read by [`words_of`].
const GAP: char = '\u{1}';

/// The words of message `id` in `lang` on either side of its value `name`, the message's other
/// values left as gaps but those `given`: `("The dealer busts with ", ".")`. Read from the
/// message the drill speaks with, so each language's own words are the ones looked for.
fn words_of(lang: Lang, id: &str, name: &str, names: &[&str], given: &[(&str, Arg)]) -> (String, String) {
    let marker = format!("{GAP}{name}{GAP}");
    let markers: Vec<String> = names.iter().map(|n| format!("{GAP}{n}{GAP}")).collect();
    let mut args: Vec<(&str, Arg)> = names.iter().zip(&markers).map(|(n, m)| (*n, Arg::Text(m))).collect();
    args.extend(given.iter().copied());
    let text = lang.text(id, &args);
    let at = text.find(&marker).unwrap_or_else(|| panic!("{id} has no {name} in {lang:?}"));
    let before = text[..at].rsplit(GAP).next().unwrap_or("").to_string();
    let after = text[at + marker.len()..].split(GAP).next().unwrap_or("").to_string();
    (before, after)
}

/// Whether `text` holds message `id` of `lang` as said with the values `given`, the values
/// `unknown` anything: every piece of it between those, in order.
fn says(text: &str, lang: Lang, id: &str, unknown: &[&str], given: &[(&str, Arg)]) -> bool {
    let gap = GAP.to_string();
    let mut args: Vec<(&str, Arg)> = unknown.iter().map(|n| (*n, Arg::Text(&gap))).collect();
    args.extend(given.iter().copied());
    let said = lang.text(id, &args);
    let mut rest = text;
    for piece in said.split(GAP).filter(|p| !p.is_empty()) {
        let Some(at) = rest.find(piece) else { return false };
        rest = &rest[at + piece.len()..];
    }
    true
}

/// The text between the words of `id` on either side of `name` (see [`words_of`]), both found.
fn told<'a>(text: &'a str, lang: Lang, id: &str, name: &str, names: &[&str]) -> Option<&'a str> {
    let (before, after) = words_of(lang, id, name, names, &[]);
    let from = text.find(&before)? + before.len();
    let rest = &text[from..];
    Some(&rest[..rest.find(&after)?])
}

fn dealer_draws(rules: &TableRules, cards: &[Card]) -> bool {
    let (total, soft, _) = points(cards);
    total < 17 || (total == 17 && soft && rules.dealer_soft_17 == Soft17::Hits)
}

/// The signed whole numbers in a text, in order (`-40`, `+20`, `75`).
fn numbers(text: &str) -> Vec<i64> {
    let mut out = Vec::new();
    let mut word = String::new();
    for c in text.chars().chain(std::iter::once(' ')) {
        if c.is_ascii_digit() || ((c == '-' || c == '+') && word.is_empty()) {
            word.push(c);
        } else {
            if let Ok(n) = word.parse::<i64>() {
                out.push(n);
            }
            word.clear();
        }
    }
    out
}

/// The text between `start` and the next `end`.
fn between<'a>(text: &'a str, start: &str, end: &str) -> Option<&'a str> {
    let from = text.find(start)? + start.len();
    let rest = &text[from..];
    Some(&rest[..rest.find(end).unwrap_or(rest.len())])
}

/// A number rounded once to one decimal, as the drills print a percentage.
fn round1(x: f64) -> String {
    let r = (x * 10.0).round() / 10.0;
    if r == r.trunc() { format!("{}", r as i64) } else { format!("{r:.1}") }
}

/// Each question of `drill` at every preset where it runs, in every language.
fn each_question(drill: &str, check: impl FnMut(&Setting, &Question)) {
    each_question_in(drill, &Lang::ALL, check);
}

/// Each question of `drill` at every preset where it runs, in each of `langs`.
fn each_question_in(drill: &str, langs: &[Lang], mut check: impl FnMut(&Setting, &Question)) {
    let library = Library::shipped().unwrap();
    let drill = library.get(drill).unwrap();
    for &lang in langs {
        for name in preset_names() {
            let mut setting = Setting::preset(name).unwrap();
            setting.lang = lang;
            if drill.check_table(&setting).is_err() {
                continue;
            }
            for seed in 0..SEEDS {
                let mut d = Dealing::new(&setting, seed);
                for _ in 0..PER_SEED {
                    let q = drill.deal(&mut d);
                    check(&setting, &q);
                }
            }
        }
    }
}

fn at(setting: &Setting, q: &Question) -> String {
    format!("at {} in {:?}: {:?} / {:?} / {:?}", setting.rules.id, setting.lang, q.prompt, q.why, q.situation)
}

/// A total as `lang` answers it: `soft 18`, `souple 18`.
fn total_answer(lang: Lang, id: &str, total: u32) -> String {
    lang.text(id, &[("total", Arg::Int(u64::from(total)))])
}

/// A wrong answer is a miss named by a mistake; `fits` lists the mistakes that fit it (any, when
/// empty).
fn named(setting: &Setting, q: &Question, answer: &str, fits: &[&str]) {
    let j = q.judge(answer);
    if j.correct {
        return;
    }
    let mistake =
        j.mistake.unwrap_or_else(|| panic!("`{answer}` is a miss with no mistake {}", at(setting, q)));
    assert!(
        fits.is_empty() || fits.contains(&mistake),
        "`{answer}` named `{mistake}`, not one of {fits:?} {}",
        at(setting, q)
    );
}

fn chips_of(q: &Question) -> i64 {
    match q.expected {
        Expected::Chips(c) => c,
        other => panic!("not a chips question: {other:?}"),
    }
}

/// The dealer's cards of the story: `The dealer ends on N`, `busts with N`, `has blackjack`,
/// `stands on his soft 17`, `holds N: with no hand left…`, checked against those shown.
/// Gives whether the text told the dealer's end at all.
fn story_is_the_cards(setting: &Setting, q: &Question, text: &str) -> bool {
    let lang = setting.lang;
    let dealer = &q.situation.dealer;
    let (total, _, hard) = points(dealer);
    if text.contains(&lang.text("money-dealer-has-natural", &[])) {
        assert!(is_natural(dealer, false), "{}", at(setting, q));
    } else if let Some(n) = told(text, lang, "money-dealer-busts", "points", &["points"]) {
        assert_eq!(n.parse::<u32>().unwrap(), hard, "{}", at(setting, q));
        assert!(hard > 21, "{}", at(setting, q));
    } else if let Some(n) = told(text, lang, "money-dealer-ends", "total", &["total"]) {
        assert_eq!(n.parse::<u32>().unwrap(), total, "{}", at(setting, q));
        assert!(
            !dealer_draws(&setting.rules, dealer),
            "the dealer is said to end where his rule draws {}",
            at(setting, q)
        );
    } else if let Some(v) = told(text, lang, "money-dealer-stands-on", "total", &["total"]) {
        assert_eq!(v, total_words(dealer, lang), "{}", at(setting, q));
    } else if let Some(v) = told(text, lang, "money-dealer-draws-no-more", "total", &["total"]) {
        assert_eq!(v, total_words(dealer, lang), "{}", at(setting, q));
    } else if let Some(card) = told(text, lang, "money-dealer-shows", "card", &["card"]) {
        assert_eq!(dealer.len(), 1, "{}", at(setting, q));
        assert_eq!(card, dealer[0].rank.symbol_in(lang), "{}", at(setting, q));
    } else {
        return false;
    }
    true
}

/// The words between a settlement's entries: `; `.
fn list_separator(lang: Lang) -> String {
    words_of(lang, "money-list", "first", &["first", "next"], &[]).1
}

/// `X-Y staked S: verdict (reason), paid P, returned R, net N` adds up, and its cards are a hand
/// shown; the line `in all paid P, returned R, net N` adds them up. Gives (paid, returned, net).
fn payout_lines_add_up(setting: &Setting, q: &Question) -> (i64, i64, i64) {
    let s = &q.situation;
    let shown: Vec<(String, u64)> = if s.hands.is_empty() {
        vec![(ranks(&s.player, setting.lang), s.bet.unwrap())]
    } else {
        s.hands.iter().map(|h| (ranks(&h.cards, setting.lang), h.stake)).collect()
    };
    let lang = setting.lang;
    const ENTRY: [&str; 7] = ["cards", "stake", "verdict", "reason", "paid", "returned", "net"];
    // `X-Y staked S`, `), paid P` and `in all paid` in the language's words.
    let staked = words_of(lang, "money-entry", "cards", &ENTRY, &[]).1;
    let paid_words = words_of(lang, "money-entry", "paid", &ENTRY, &[]).0;
    let in_all = words_of(lang, "money-in-all", "paid", &["paid", "returned", "net"], &[]).0;
    let separator = list_separator(lang);
    let why = q.why.trim_end_matches('.');
    let (mut paid, mut returned, mut net) = (0, 0, 0);
    let mut hands = 0;
    // A reason may hold a `; ` of its own: a part that starts no entry belongs to the one before.
    let mut parts: Vec<String> = Vec::new();
    for part in why.split(&separator) {
        match parts.last_mut() {
            Some(last) if !part.contains(&staked) && !part.starts_with(&in_all) => {
                last.push_str(&separator);
                last.push_str(part);
            }
            _ => parts.push(part.to_string()),
        }
    }
    for part in &parts {
        if let Some(rest) = part.strip_prefix(&in_all) {
            assert_eq!(numbers(rest), vec![paid, returned, net], "{}", at(setting, q));
            continue;
        }
        let (cards, rest) = part.split_once(&staked).unwrap();
        let stake = numbers(rest)[0];
        assert_eq!((cards.to_string(), stake as u64), shown[hands], "{}", at(setting, q));
        let figures = numbers(
            rest.rsplit_once(paid_words.as_str()).unwrap_or_else(|| panic!("{part} {}", at(setting, q))).1,
        );
        let [p, r, n] = figures[..] else { panic!("{}", at(setting, q)) };
        assert_eq!(n, p + r - stake, "{}", at(setting, q));
        (paid, returned, net) = (paid + p, returned + r, net + n);
        hands += 1;
    }
    assert_eq!(hands, shown.len(), "{}", at(setting, q));
    (paid, returned, net)
}

#[test]
fn payouts_figures_add_up_and_every_miss_is_named() {
    let mut told_in = std::collections::BTreeSet::new();
    each_question("payouts", |setting, q| {
        if story_is_the_cards(setting, q, &q.prompt) {
            told_in.insert(setting.lang.code());
        }
        let (paid, returned, net) = payout_lines_add_up(setting, q);
        let expected = chips_of(q);
        let asked_paid = q.prompt.contains(&setting.lang.text("money-ask-paid", &[]));
        let asked_back = q.prompt.contains(&setting.lang.text("money-ask-returned", &[]));
        let want = if asked_paid {
            paid
        } else if asked_back {
            returned
        } else {
            net
        };
        assert_eq!(expected, want, "{}", at(setting, q));
        for wrong in [expected + 1, expected - 1, 0, -expected] {
            named(setting, q, &wrong.to_string(), &[]);
        }
        // The stake that came back counted in with what was won.
        let gross = paid + returned;
        let plain = matches!(q.key.as_str(), "payout single" | "payout doubled")
            && points(&q.situation.player).0 != 21
            && !is_natural(&q.situation.dealer, false);
        if plain && ((asked_paid && returned > 0) || (!asked_paid && !asked_back && paid > 0)) {
            named(setting, q, &gross.to_string(), &["stake-counted-as-winnings"]);
        }
    });
    assert_eq!(told_in.len(), Lang::ALL.len(), "the dealer's end read only in {told_in:?}");
}

#[test]
fn catch_the_dealer_tells_the_cards_shown_adds_up_and_deals_a_foul_one_time_in_two() {
    let library = Library::shipped().unwrap();
    let drill = library.get("catch-the-dealer").unwrap();
    let (mut told_in, mut soft_17_in) =
        (std::collections::BTreeSet::new(), std::collections::BTreeSet::new());
    for (lang, name) in Lang::ALL.into_iter().flat_map(|l| preset_names().into_iter().map(move |n| (l, n))) {
        let mut setting = Setting::preset(name).unwrap();
        setting.lang = lang;
        if drill.check_table(&setting).is_err() {
            continue;
        }
        // The words of the dealer's settlement, his error and the table's, in the language.
        let soft_17_error = lang.text("money-error-soft-17", &[]);
        const FOUL: [&str; 5] = ["error", "stood", "drawn", "ends", "correct"];
        let stood_after = words_of(lang, "money-foul-soft-17", "stood", &FOUL, &[]);
        let separator = list_separator(lang);
        const SETTLED: [&str; 5] = ["wager", "verdict", "paid", "returned", "net"];
        let wager_ends = words_of(lang, "money-entry-settled", "wager", &SETTLED, &[]).1;
        let insurance = lang.text("money-wager-insurance", &[]);
        let (mut fouls, mut asked) = (0, 0);
        for seed in 0..60 {
            let mut d = Dealing::new(&setting, seed);
            for _ in 0..5 {
                let q = drill.deal(&mut d);
                asked += 1;
                let foul = q.expected == Expected::Call(true);
                fouls += usize::from(foul);
                if story_is_the_cards(&setting, &q, &q.prompt) {
                    told_in.insert(lang.code());
                }
                // A story about a soft 17 shows that soft 17.
                if q.why.contains(&soft_17_error) {
                    soft_17_in.insert(lang.code());
                    let soft_17 = total_answer(lang, "answer-total-soft", 17);
                    assert_eq!(total_words(&q.situation.dealer, lang), soft_17, "{}", at(&setting, &q));
                    let from = format!("{soft_17_error}{}", stood_after.0);
                    let stopped = between(&q.why, &from, &stood_after.1).unwrap();
                    assert_eq!(stopped, ranks(&q.situation.dealer, lang), "{}", at(&setting, &q));
                }
                // Every entry, proposed or corrected, nets its chips paid and back less its stake.
                let s = &q.situation;
                let stakes: Vec<u64> = if s.hands.is_empty() {
                    vec![s.bet.unwrap()]
                } else {
                    s.hands.iter().map(|h| h.stake).collect()
                };
                let proposed =
                    told(&q.prompt, lang, "money-dealer-settles", "entries", &["entries"]).unwrap();
                let corrected =
                    told(&q.why, lang, "money-foul", "correct", &["error", "correct"]).unwrap_or("");
                for entry in
                    proposed.split(&separator).chain(corrected.split(&separator).filter(|e| !e.is_empty()))
                {
                    let n = numbers(entry.split_once(wager_ends.as_str()).unwrap().1);
                    let [p, r, net] = n[n.len() - 3..] else { panic!("{entry}") };
                    let stake = if entry.starts_with(&insurance) {
                        s.insurance.unwrap() as i64
                    } else {
                        let i = numbers(entry)[0] as usize - 1;
                        stakes[i] as i64
                    };
                    assert_eq!(net, p + r - stake, "{entry} {}", at(&setting, &q));
                }
                let wrong = if foul { "ok" } else { "f" };
                let fits: &[&str] = if foul { &[] } else { &["false-foul-call"] };
                named(&setting, &q, wrong, fits);
            }
        }
        // Answering `f` to everything scored 82 % when five settlements in six were fouls.
        let share = fouls as f64 * 100.0 / asked as f64;
        assert!((40.0..=60.0).contains(&share), "{name} in {lang:?}: {fouls} fouls in {asked}");
    }
    assert_eq!(told_in.len(), Lang::ALL.len(), "the dealer's end read only in {told_in:?}");
    assert_eq!(soft_17_in.len(), Lang::ALL.len(), "a soft 17 stood on read only in {soft_17_in:?}");
}

const INSURE_WHY: [&str; 10] =
    ["shoe", "tens_in_shoe", "seen", "tens", "tens_left", "unseen", "card", "chance", "value", "verdict"];
const SEEN_COUNT: [&str; 7] = ["shoe", "total_tens", "seen", "tens", "tens_left", "unseen", "chance"];

/// `Of the S cards, T are tens; C are seen, K of them tens: … L tens among … U …, L/U = p%`
/// against the cards seen shown, and the chance printed once rounded. Gives (L, U).
fn insurance_counts_add_up(setting: &Setting, q: &Question) -> (u32, u32) {
    let lang = setting.lang;
    let seen = q.situation.seen.unwrap();
    let of_the = words_of(lang, "quiz-insure-why", "shoe", &INSURE_WHY, &[]).0;
    let is_one = words_of(lang, "quiz-insure-why", "card", &INSURE_WHY, &[]).1;
    let unseen_cards = words_of(lang, "quiz-seen-count", "unseen", &SEEN_COUNT, &[]).1;
    let head = between(&q.why, &of_the, &is_one)
        .filter(|h| q.why.contains(&format!("{h}{is_one}")))
        .or_else(|| between(&q.why, &of_the, &unseen_cards));
    let n = numbers(head.unwrap());
    assert_eq!(n[0] as u32, seen.shoe, "{}", at(setting, q));
    assert_eq!(n[1] as u32, seen.shoe * 16 / 52, "{}", at(setting, q));
    assert_eq!((n[2] as u32, n[3] as u32), (seen.cards, seen.tens), "{}", at(setting, q));
    let tens = seen.shoe * 16 / 52 - seen.tens;
    let unseen = seen.shoe - seen.cards;
    let percent = lang.percent_of(&round1(f64::from(tens) / f64::from(unseen) * 100.0));
    let n = |x: u32| Arg::Int(u64::from(x));
    let sum = lang.text(
        "quiz-ten-chance",
        &[("tens", n(tens)), ("unseen", n(unseen)), ("percent", Arg::Text(&percent))],
    );
    assert!(q.why.contains(&sum), "`{sum}` {}", at(setting, q));
    (tens, unseen)
}

/// `(2 x L - O) / U = v% of the stake`, O the cards that are not tens, v rounded once.
fn insurance_value_adds_up(setting: &Setting, q: &Question, tens: u32, unseen: u32) -> f64 {
    let others = unseen - tens;
    let value = (2.0 * f64::from(tens) - f64::from(others)) / f64::from(unseen) * 100.0;
    let lang = setting.lang;
    let percent = lang.percent_of(&round1(value));
    let n = |x: u32| Arg::Int(u64::from(x));
    let sum = lang.text(
        "quiz-insurance-value",
        &[("tens", n(tens)), ("unseen", n(unseen)), ("others", n(others)), ("percent", Arg::Text(&percent))],
    );
    assert!(q.why.contains(&sum), "`{sum}` {}", at(setting, q));
    // Break-even is said as break-even; a gain or a loss as the sign says.
    let said_even = ["quiz-insurance-breaks-even", "quiz-worth-break-even"]
        .iter()
        .any(|id| q.why.contains(&lang.text(id, &[])));
    assert_eq!(said_even, 3 * tens == unseen, "{}", at(setting, q));
    value
}

#[test]
fn insurance_sums_are_the_cards_seen_and_every_miss_is_named() {
    each_question("insurance", |setting, q| {
        let s = &q.situation;
        let bet = s.bet.unwrap() as i64;
        let half = bet / 2;
        match q.key.as_str() {
            "insurance chance" => {
                let (tens, unseen) = insurance_counts_add_up(setting, q);
                let Expected::Percent { value, .. } = q.expected else { panic!() };
                assert_eq!(round1(value), round1(f64::from(tens) / f64::from(unseen) * 100.0));
                named(setting, q, "99", &["chance-miscounted"]);
            }
            "insurance value" => {
                let (tens, unseen) = insurance_counts_add_up(setting, q);
                let printed = insurance_value_adds_up(setting, q, tens, unseen);
                let Expected::Percent { value, .. } = q.expected else { panic!() };
                assert_eq!(round1(value), round1(printed), "{}", at(setting, q));
                named(setting, q, "99", &["chance-miscounted"]);
            }
            "insure rich in tens" | "insure without count" => {
                let (tens, unseen) = insurance_counts_add_up(setting, q);
                insurance_value_adds_up(setting, q, tens, unseen);
                for answer in
                    [setting.lang.text("answer-key-yes", &[]), setting.lang.text("answer-key-no", &[])]
                {
                    named(
                        setting,
                        q,
                        &answer,
                        &["insurance-short-of-tens", "insurance-declined-rich-in-tens"],
                    );
                }
            }
            "insurance stake" => {
                assert_eq!(chips_of(q), half, "{}", at(setting, q));
                named(setting, q, &bet.to_string(), &["insurance-as-full-bet"]);
                named(setting, q, &(half + 1).to_string(), &[]);
                named(setting, q, &(half - 1).to_string(), &[]);
            }
            "insurance paid" => {
                let staked = s.insurance.unwrap() as i64;
                let names = ["staked", "won"];
                let won =
                    numbers(told(&q.why, setting.lang, "quiz-insurance-win-why", "staked", &names).unwrap());
                let won = [
                    won,
                    numbers(told(&q.why, setting.lang, "quiz-insurance-win-why", "won", &names).unwrap()),
                ]
                .concat();
                assert_eq!(won, vec![staked, 2 * staked], "{}", at(setting, q));
                assert_eq!(chips_of(q), 2 * staked);
                named(setting, q, &(3 * staked).to_string(), &["stake-counted-as-winnings"]);
                named(setting, q, &staked.to_string(), &["insurance-paid-wrong"]);
                named(setting, q, &(2 * staked + 1).to_string(), &[]);
            }
            "insurance collects" => {
                let staked = s.insurance.unwrap() as i64;
                assert_eq!(numbers(&q.why)[2..], [2 * staked, staked, 3 * staked], "{}", at(setting, q));
                assert_eq!(chips_of(q), 3 * staked);
                named(setting, q, &(2 * staked).to_string(), &["stake-left-out"]);
                named(setting, q, &(3 * staked + 1).to_string(), &[]);
            }
            "insurance net" => {
                let staked = s.insurance.unwrap() as i64;
                let n = numbers(&q.why);
                // (main) (+won) together net, the 2 of "2 to 1" and the 1 set aside.
                let [main, _, _, won, net] = n[..] else { panic!("{n:?} {}", at(setting, q)) };
                assert_eq!((main, won, net), (-bet, 2 * staked, -bet + 2 * staked), "{}", at(setting, q));
                assert_eq!(chips_of(q), net);
                named(setting, q, &(net + staked).to_string(), &["stake-counted-as-winnings"]);
                named(setting, q, &(net + 1).to_string(), &[]);
            }
            "insurance against 21" => {
                let staked = s.insurance.unwrap() as i64;
                let names = ["bet", "staked", "cards", "total"];
                let told = told(&q.prompt, setting.lang, "quiz-insurance-21", "cards", &names).unwrap();
                assert_eq!(told, ranks(&s.dealer, setting.lang), "{}", at(setting, q));
                assert!(points(&s.dealer).0 == 21 && !is_natural(&s.dealer, false), "{}", at(setting, q));
                assert_eq!(chips_of(q), -staked);
                for wrong in [2 * staked, staked, 0, 3 * staked] {
                    named(setting, q, &wrong.to_string(), &["insurance-covers-21"]);
                }
                named(setting, q, &(-staked - 1).to_string(), &[]);
            }
            other => panic!("unknown insurance question {other}"),
        }
    });
}

#[test]
fn the_dealers_turn_is_told_from_his_cards_and_every_miss_is_named() {
    each_question("dealer-play", |setting, q| {
        let s = &q.situation;
        let lang = setting.lang;
        const RULE: [&str; 5] = ["cards", "total", "rule", "draws", "player"];
        let named_cards = told(&q.why, lang, "quiz-dealer-rule", "cards", &RULE);
        if let Some(told_cards) = named_cards
            .filter(|_| q.why.starts_with(&words_of(lang, "quiz-dealer-rule", "cards", &RULE, &[]).0))
        {
            assert_eq!(told_cards, ranks(&s.dealer, lang), "{}", at(setting, q));
            let total = told(&q.why, lang, "quiz-dealer-rule", "total", &RULE).unwrap();
            assert_eq!(total, total_words(&s.dealer, lang), "{}", at(setting, q));
            let draws = dealer_draws(&setting.rules, &s.dealer);
            let rule_names = ["cards", "total", "rule", "player"];
            let so_he_draws =
                words_of(lang, "quiz-dealer-rule", "rule", &rule_names, &[("draws", Arg::Text("yes"))]).1;
            let so_he_stands =
                words_of(lang, "quiz-dealer-rule", "rule", &rule_names, &[("draws", Arg::Text("no"))]).1;
            assert_eq!(q.why.contains(&so_he_draws), draws, "{}", at(setting, q));
            assert_eq!(q.why.contains(&so_he_stands), !draws, "{}", at(setting, q));
            // The rule told is the one that decides this hand: soft 17 is spoken of only for a
            // soft 17, where tables differ (a K-T is no soft 17).
            let (points, soft, _) = points(&s.dealer);
            let says_soft_17 = q.why.contains(&total_answer(lang, "answer-total-soft", 17))
                || q.why.contains(&lang.text("quiz-dealer-stands-soft-17", &[]))
                || q.why.contains(&lang.text("quiz-dealer-hits-soft-17", &[]));
            assert_eq!(says_soft_17, soft && points == 17, "{}", at(setting, q));
            let moves = ["hit", "stand", "double", "split", "surrender"];
            for wrong in moves.map(|m| lang.words(&format!("answer-words-{m}"))[0].clone()) {
                named(
                    setting,
                    q,
                    &wrong,
                    &["dealer-has-a-choice", "other-table-soft-17", "ace-always-eleven"],
                );
            }
        } else {
            for wrong in [lang.text("answer-key-yes", &[]), lang.text("answer-key-no", &[])] {
                named(setting, q, &wrong, &["enhc-second-card-early"]);
            }
        }
    });
}

/// `X-Y-Z adds up to N` or `X-Y: the Ace as 1 makes H; adding 10 makes T…` against the cards
/// shown.
fn total_steps_are_the_cards(setting: &Setting, q: &Question) {
    let lang = setting.lang;
    let cards = &q.situation.player;
    let (total, soft, hard) = points(cards);
    if is_natural(cards, q.situation.from_split) {
        return;
    }
    let shown = ranks(cards, lang);
    assert!(q.why.starts_with(&shown), "{}", at(setting, q));
    let n = |x: u32| Arg::Int(u64::from(x));
    let cards_arg = ("cards", Arg::Text(&shown));
    if hard > 21 {
        let bust = says(&q.why, lang, "quiz-cards-bust", &[], &[cards_arg, ("points", n(hard))]);
        assert!(bust, "{}", at(setting, q));
    } else if says(&q.why, lang, "quiz-cards-total", &[], &[cards_arg, ("total", n(total))]) {
    } else {
        // `X-Y: the Ace as 1 makes H; adding 10 makes T…`: the hard points, the total, soft or
        // hard as the hand is, with whatever words the Aces as 1 are said in.
        let id = if soft { "quiz-cards-soft" } else { "quiz-cards-hard" };
        let given = [cards_arg, ("hard", n(hard)), ("total", n(total)), ("eleven", n(hard + 10))];
        assert!(says(&q.why, lang, id, &["ones"], &given), "{id} {}", at(setting, q));
    }
}

#[test]
fn hand_totals_and_soft_hands_count_the_cards_shown_and_every_miss_is_named() {
    for drill in ["hand-totals", "soft-hands"] {
        each_question(drill, |setting, q| {
            let lang = setting.lang;
            total_steps_are_the_cards(setting, q);
            let cards = &q.situation.player;
            let (total, soft, hard) = points(cards);
            if hard > 21 {
                // A bust stated by its total is right.
                assert!(q.judge(&hard.to_string()).correct, "{}", at(setting, q));
                assert!(q.judge(&lang.text("answer-total-bust", &[])).correct, "{}", at(setting, q));
            }
            if is_natural(cards, false) {
                named(setting, q, "21", &["natural-called-21"]);
            }
            if drill == "soft-hands" {
                named(setting, q, &total.to_string(), &["soft-hard-unsaid"]);
                let other = if soft { "answer-total-hard" } else { "answer-total-soft" };
                named(setting, q, &total_answer(lang, other, total), &["soft-hard-confused"]);
            }
            for wrong in [
                (total + 1).to_string(),
                (total + 2).to_string(),
                lang.text("answer-total-bust", &[]),
                lang.text("answer-total-blackjack", &[]),
                total_answer(lang, "answer-total-soft", total + 1),
                "2".to_string(),
            ] {
                named(setting, q, &wrong, &[]);
            }
        });
    }
}

#[test]
fn naturals_name_and_pay_what_is_shown_and_every_miss_is_named() {
    each_question("naturals", |setting, q| {
        let lang = setting.lang;
        let s = &q.situation;
        let natural = is_natural(&s.player, s.from_split);
        if q.key.ends_with("name") {
            if natural {
                named(setting, q, "21", &["natural-called-21"]);
            } else {
                let blackjack = lang.text("answer-total-blackjack", &[]);
                named(setting, q, &blackjack, &["split-21-as-natural", "three-card-21-as-natural"]);
            }
            let (bust, soft_21) =
                (lang.text("answer-total-bust", &[]), total_answer(lang, "answer-total-soft", 21));
            for wrong in ["20", &bust, &soft_21] {
                named(setting, q, wrong, &[]);
            }
            return;
        }
        let bet = s.bet.unwrap() as i64;
        let won = chips_of(q);
        let settled_words =
            words_of(lang, "money-settled", "verdict", &["verdict", "reason", "won", "bet"], &[]).0;
        let settled = numbers(between(&q.why, &settled_words, ".").unwrap());
        assert_eq!(settled[settled.len() - 2..], [won, bet], "{}", at(setting, q));
        if let Some(n) = between(&q.prompt, &words_of(lang, "money-ends-on", "total", &["total"], &[]).0, ".")
        {
            assert_eq!(n.parse::<u32>().unwrap(), points(&s.dealer).0, "{}", at(setting, q));
        }
        if natural {
            named(setting, q, &bet.to_string(), &["natural-paid-even"]);
        }
        if won > 0 && won + bet != bet * 3 / 2 {
            named(setting, q, &(won + bet).to_string(), &["stake-counted-as-winnings"]);
        }
        for wrong in [won + 1, won - 1, -bet] {
            named(setting, q, &wrong.to_string(), &[]);
        }
    });
}

#[test]
fn table_rules_misses_are_all_named() {
    // The table's rules are asked in English alone.
    each_question_in("table-rules", &[Lang::En], |setting, q| match q.expected {
        Expected::Chips(c) => {
            for wrong in [c + 1, c - 1, 2 * c, 0] {
                named(setting, q, &wrong.to_string(), &[]);
            }
        }
        _ => {
            for wrong in ["y", "n"] {
                named(setting, q, wrong, &[]);
            }
        }
    });
}

#[test]
fn the_books_dealer_showing_6_busts_as_edge_says() {
    // `bjcoach edge --table book` prints 42.08 for the 6; the strategy drill said 41 %, from
    // another shoe (a hard 16 out) rounded again.
    let edge = Run::new(&["edge", "--table", "book"]).ok();
    let row = edge.lines().find(|l| l.starts_with("6 ")).unwrap();
    let cells: Vec<f64> = row.split_whitespace().skip(1).map(|c| c.parse().unwrap()).collect();
    let bust = cells[5];
    assert_eq!(bust, 42.08);
    let library = Library::shipped().unwrap();
    let drill = library.get("strategy").unwrap();
    let setting = Setting::preset("book").unwrap();
    let mut d = Dealing::new(&setting, 1);
    let mut found = 0;
    for _ in 0..400 {
        let q = drill.deal(&mut d);
        if q.situation.dealer.first().map(|c| c.rank) != Some(Rank::Six) {
            continue;
        }
        found += 1;
        let said = between(&q.why, "the dealer busts ", "%").unwrap();
        assert_eq!(said, round1(bust), "{}", q.why);
        assert!(q.why.contains("off the top of a full shoe"), "{}", q.why);
    }
    assert!(found > 0);
}

#[test]
fn a_summary_says_no_mistakes_only_when_nothing_was_wrong() {
    let dir = tempfile::tempdir().unwrap();
    // Three unreadable answers: 0/3, not "Mistakes: none".
    let out = Run::new(&["drill", "payouts", "--table", "book", "--seed", "4", "--count", "3"])
        .data_dir(dir.path())
        .stdin("what\nwhat\nwhat\n")
        .ok();
    assert!(out.contains("Summary: 0/3 right"), "{out}");
    assert!(!out.contains("Mistakes: none"), "{out}");
    assert!(
        out.contains("Not understood: 3 answers that could not be read, each counted as a miss"),
        "{out}"
    );
    // Three wrong answers read: each named.
    let out = Run::new(&["drill", "payouts", "--table", "book", "--seed", "4", "--count", "3"])
        .data_dir(dir.path())
        .stdin("999\n999\n999\n")
        .ok();
    assert!(out.contains("Summary: 0/3 right"), "{out}");
    assert!(!out.contains("Mistakes: none"), "{out}");
    let named: i64 = out.lines().filter_map(|l| l.trim().strip_prefix('x')).map(|l| numbers(l)[0]).sum();
    assert_eq!(named, 3, "{out}");
}

#[test]
fn a_dealer_who_stood_on_soft_17_at_quebec_h17_is_shown_on_that_soft_17() {
    // Seed 1 showed A-6-3 ending on 20 and said "he stood on his soft 17": the same cards now
    // come as the soft 17 he stood on, and the why draws on from it.
    let dir = tempfile::tempdir().unwrap();
    let out =
        Run::new(&["drill", "catch-the-dealer", "--table", "quebec-h17", "--seed", "5", "--count", "1"])
            .data_dir(dir.path())
            .stdin("ok\n")
            .ok();
    let flat = crate::cli::flat(&out);
    assert!(flat.contains("Dealer: A♥ 6♦"), "{out}");
    assert!(
        flat.contains("The dealer stands on his soft 17. The dealer settles: hand 1: win, paid 30"),
        "{out}"
    );
    assert!(
        flat.contains("a soft 17 this table's dealer must hit, A-6: drawing on, he takes 3 and ends on 20"),
        "{out}"
    );
    assert!(flat.contains("hand 1: push, paid 0, 30 back (+0)"), "{out}");
    // Answering `f` to all twelve questions of seed 1 scored 82 % of a long session; now the
    // fouls are about half.
    let fresh = tempfile::tempdir().unwrap();
    let out =
        Run::new(&["drill", "catch-the-dealer", "--table", "quebec-h17", "--seed", "1", "--count", "12"])
            .data_dir(fresh.path())
            .stdin(&"f\n".repeat(12))
            .ok();
    assert!(out.contains("Summary: 7/12 right"), "{out}");
    // With answers saved, the schedule picks which error the dealer makes, never whether.
    let mut fouls = 0;
    for seed in 1..=4 {
        let seed = seed.to_string();
        let args = ["drill", "catch-the-dealer", "--table", "quebec-h17", "--seed", &seed, "--count", "25"];
        let out = Run::new(&args).data_dir(dir.path()).stdin(&"f\n".repeat(25)).ok();
        let right = between(&out, "Summary: ", "/25").unwrap();
        fouls += right.parse::<usize>().unwrap();
    }
    assert!((35..=65).contains(&fouls), "{fouls} fouls in 100 questions with a schedule");
}

#[test]
fn insurance_is_said_to_pay_2_to_1() {
    let library = Library::shipped().unwrap();
    for m in &library.catalogue.mistakes {
        assert!(!m.explanation.contains("2 for 1"), "{}: {}", m.id, m.explanation);
    }
    let m = library.catalogue.get("insurance-without-count").unwrap();
    assert!(m.explanation.contains("Insurance pays 2 to 1"), "{}", m.explanation);
}
