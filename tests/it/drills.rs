//! The drills: every situation legal and on target at every preset, answers from an independent
//! computation scored 100 %, wrong ones 0 %, every mistake of the catalogue provoked and
//! diagnosed, and whole seeded sessions pinned by snapshots, as text and as JSON.

use std::collections::HashMap;
use std::io;
use std::sync::OnceLock;
use std::time::Duration;

use bjcoach::coach::drill::answer::Answer;
use bjcoach::coach::drill::dealing::Dealing;
use bjcoach::coach::drill::question::{Expected, Question};
use bjcoach::coach::drill::session::{
    AnswerSource, FakeClock, Numbering, Observer, Questions, Record, Reply, SessionOptions, run,
};
use bjcoach::coach::drill::{Drill, Library, Setting};
use bjcoach::game::action::Action;
use bjcoach::game::card::{Card, Rank};
use bjcoach::game::rules::{
    DoubleOn, EnhcLoss, HoleCard, PairRule, Soft17, Surrender, TableRules, preset_names,
};
use bjcoach::strategy::chart::{CellKind, Chart, PlayerCell};

use crate::cli::Run;

fn library() -> Library {
    Library::shipped().unwrap()
}

/// Situations dealt per drill and table in the bulk checks.
const BULK: usize = 1000;

/// Every preset with its chart and the preset it is compared with.
fn settings() -> Vec<Setting> {
    preset_names().into_iter().map(|n| Setting::preset(n).unwrap()).collect()
}

/// The table a question is about: the one its prompt names, or the session's.
pub(crate) fn table_of<'a>(setting: &'a Setting, q: &Question) -> (&'a TableRules, Option<&'a Chart>) {
    if let Some((other, chart)) = &setting.against
        && q.prompt.starts_with(&format!("At {}:", other.id))
    {
        return (other, Some(chart));
    }
    (&setting.rules, setting.chart.as_ref())
}

/// The actions allowed, as letters, worked out from the rule fields alone.
pub(crate) fn legal_letters(rules: &TableRules, q: &Question) -> String {
    let s = &q.situation;
    let up = s.dealer[0].rank;
    let cards = &s.player;
    let seat_hands = s.seat_hands.unwrap_or(1);
    let split_aces = s.from_split && cards[0].rank == Rank::Ace;
    let (total, _) = points(cards);
    let mut out = String::from("s");
    if s.doubled {
        return out;
    }
    if !split_aces && total < 21 {
        out.push('h');
    }
    if cards.len() == 2 {
        let (a, b) = (cards[0].rank, cards[1].rank);
        let pair = match rules.pair_rule {
            PairRule::SameRank => a == b,
            PairRule::SameValue => a.points() == b.points(),
        };
        let aces_again = a == Rank::Ace && (split_aces || seat_hands > 1);
        if pair && seat_hands < rules.max_hands && (!aces_again || rules.resplit_aces.is_allowed()) {
            out.push('p');
        }
        let double_total = match rules.double_on {
            DoubleOn::Any => true,
            DoubleOn::NineToEleven => (9..=11).contains(&total),
            DoubleOn::TenToEleven => (10..=11).contains(&total),
        };
        if !split_aces
            && (!s.from_split || rules.double_after_split.is_allowed())
            // A hand at 21 takes no card at any table (TABLES.md, "drawing at 21"), and a
            // double draws one.
            && total < 21
            && double_total
        {
            out.push('d');
        }
        let surrender = match rules.surrender {
            Surrender::None => false,
            Surrender::Late => true,
            Surrender::EnhcUnlessAce => up != Rank::Ace,
        };
        if surrender && !s.from_split && seat_hands == 1 {
            out.push('r');
        }
    }
    out
}

type CellIndex = HashMap<(CellKind, PlayerCell, u8), bjcoach::strategy::chart::Cell>;

/// The cells of a shipped chart by kind, player and up card's points, built once per table.
fn cells_of(chart: &Chart) -> &'static CellIndex {
    static INDEX: OnceLock<HashMap<String, CellIndex>> = OnceLock::new();
    let all = INDEX.get_or_init(|| {
        preset_names()
            .into_iter()
            .map(|name| {
                let chart = bjcoach::strategy::chart::shipped(name).unwrap().unwrap();
                let cells = chart.cells.iter().map(|c| ((c.kind, c.player, c.dealer.points()), *c)).collect();
                (name.to_string(), cells)
            })
            .collect()
    });
    &all[&chart.table]
}

/// The chart cell of a play question, found from the cards alone.
pub(crate) fn chart_cell(rules: &TableRules, chart: &Chart, q: &Question) -> bjcoach::strategy::chart::Cell {
    let s = &q.situation;
    let up = s.dealer[0].rank;
    let (total, soft) = points(&s.player);
    // A pair is read in its pair row, split again or not: the row's next choice covers the rest.
    let pair = matches!(s.player.as_slice(), [a, b] if rules.pair_rule.is_pair(a.rank, b.rank));
    let (kind, player) = if pair {
        let r = s.player[0].rank;
        (CellKind::Pair, PlayerCell::Pair(if r.points() == 10 { Rank::Ten } else { r }))
    } else if s.player.len() == 2 {
        (if soft { CellKind::Soft } else { CellKind::Hard }, PlayerCell::Total(total))
    } else {
        (if soft { CellKind::Soft3Plus } else { CellKind::Hard3Plus }, PlayerCell::Total(total))
    };
    let index = cells_of(chart);
    index
        .get(&(kind, player, up.points()))
        .cloned()
        .unwrap_or_else(|| panic!("no cell {kind:?} {player:?} v {up}"))
}

/// The chart's play for a play question, among the actions allowed; for a hand of three cards or
/// more that may only stand or hit, the better of the two for its own cards, by the solver's
/// values of those cards (checked against a brute-force deal in `fair.rs`, and against the full
/// solution in `solver.rs`).
fn chart_play(setting: &Setting, q: &Question) -> String {
    let (rules, chart) = table_of(setting, q);
    let legal = legal_letters(rules, q);
    let s = &q.situation;
    if s.player.len() >= 3 && legal.chars().all(|c| "hs".contains(c)) {
        use bjcoach::strategy::solver::{Composition, multi_card_values};
        let ranks: Vec<Rank> = s.player.iter().map(|c| c.rank).collect();
        let v = multi_card_values(rules, &Composition::full(rules.decks), &ranks, s.dealer[0].rank).unwrap();
        return if v.hit.is_some_and(|hit| hit > v.stand) { "hit" } else { "stand" }.to_string();
    }
    let cell = chart_cell(rules, chart.unwrap(), q);
    let action =
        cell.action.actions().iter().find(|a| legal.contains(a.letter().to_ascii_lowercase())).unwrap();
    action.name().to_string()
}

fn points(cards: &[Card]) -> (u8, bool) {
    let hard: u32 = cards.iter().map(|c| u32::from(c.rank.points())).sum();
    let ace = cards.iter().any(|c| c.rank == Rank::Ace);
    let hard = hard.min(99) as u8;
    if ace && hard + 10 <= 21 { (hard + 10, true) } else { (hard, false) }
}

fn is_natural(cards: &[Card], from_split: bool) -> bool {
    !from_split
        && cards.len() == 2
        && cards.iter().any(|c| c.rank == Rank::Ace)
        && cards.iter().any(|c| c.rank.points() == 10)
}

fn dealer_hits(rules: &TableRules, cards: &[Card]) -> bool {
    let (total, soft) = points(cards);
    total < 17 || (total == 17 && soft && rules.dealer_soft_17 == Soft17::Hits)
}

fn yes(b: bool) -> String {
    if b { "yes" } else { "no" }.to_string()
}

/// One hand's net, paid and returned, worked out from the rules' fields.
fn settle(
    rules: &TableRules,
    cards: &[Card],
    stake: u64,
    from_split: bool,
    surrendered: bool,
    dealer: &[Card],
) -> (i64, u64, u64) {
    let s = stake as i64;
    let (total, _) = points(cards);
    let (dtotal, _) = points(dealer);
    let dealer_bj = is_natural(dealer, false);
    let (paid, returned) = if surrendered {
        (0, stake / 2)
    } else if total > 21 {
        (0, 0)
    } else if dealer_bj {
        if is_natural(cards, from_split) {
            (0, stake)
        } else if rules.enhc_blackjack_takes == Some(EnhcLoss::Original) {
            unreachable!("no preset returns doubles on a dealer blackjack")
        } else {
            (0, 0)
        }
    } else if is_natural(cards, from_split) {
        (stake * 3 / 2, stake)
    } else if dtotal > 21 || total > dtotal {
        (stake, stake)
    } else if total == dtotal {
        (0, stake)
    } else {
        (0, 0)
    };
    (paid as i64 + returned as i64 - s, paid, returned)
}

/// The right answer to a question, computed from the situation, the table's rule fields and its
/// chart alone.
fn oracle(setting: &Setting, q: &Question) -> String {
    if q.key.starts_with("play ") {
        return chart_play(setting, q);
    }
    if let Some(count) = &q.situation.count {
        return card_counting_oracle(setting, q, count);
    }
    let (rules, _) = table_of(setting, q);
    let s = &q.situation;
    let key = q.key.as_str();
    let bet = s.bet.unwrap_or(0);
    if key.starts_with("total") {
        let (total, soft) = points(&s.player);
        return if is_natural(&s.player, s.from_split) {
            "blackjack".into()
        } else if total > 21 {
            "bust".into()
        } else if soft {
            format!("soft {total}")
        } else {
            total.to_string()
        };
    }
    if key.starts_with("soft ") || key.starts_with("hard ") {
        let (total, soft) = points(&s.player);
        return format!("{} {total}", if soft { "soft" } else { "hard" });
    }
    if key.starts_with("21 ") {
        let natural = is_natural(&s.player, s.from_split);
        if key.ends_with("name") {
            return if natural { "bj".into() } else { "21".into() };
        }
        let (dtotal, _) = points(&s.dealer);
        let won = if natural {
            bet * 3 / 2
        } else if dtotal == 21 {
            0
        } else {
            bet
        };
        return won.to_string();
    }
    if key == "dealer second card before players" {
        return "no".into();
    }
    if key == "dealer second card after players" {
        return "yes".into();
    }
    if key.starts_with("dealer ") {
        return if dealer_hits(rules, &s.dealer) { "h" } else { "s" }.into();
    }
    if key.starts_with("moves") {
        return legal_letters(rules, q);
    }
    if key.starts_with("payout") {
        let hands: Vec<(Vec<Card>, u64, bool, bool)> = if s.hands.is_empty() {
            vec![(s.player.clone(), bet, s.from_split, false)]
        } else {
            s.hands.iter().map(|h| (h.cards.clone(), h.stake, h.from_split, h.surrendered)).collect()
        };
        let (mut net, mut paid, mut returned) = (0i64, 0u64, 0u64);
        for (cards, stake, split, surrendered) in &hands {
            let (n, p, r) = settle(rules, cards, *stake, *split, *surrendered, &s.dealer);
            net += n;
            paid += p;
            returned += r;
        }
        return if q.prompt.contains("winnings") {
            paid.to_string()
        } else if q.prompt.contains("come back") {
            returned.to_string()
        } else {
            net.to_string()
        };
    }
    if key.starts_with("catch ") {
        // The dealer's settlement, as proposed: each entry's chips paid and given back, hands
        // first, then the insurance.
        let proposed: Vec<(u64, u64)> = q
            .prompt
            .split("The dealer settles:")
            .nth(1)
            .unwrap()
            .split(';')
            .map(|entry| {
                let n: Vec<u64> = entry
                    .split(|c: char| !c.is_ascii_digit())
                    .filter(|w| !w.is_empty())
                    .map(|w| w.parse().unwrap())
                    .collect();
                // `hand 1: win, paid 10, 10 back (+10)` or `insurance: insurance won, paid 10, 5 back (+10)`
                let n = &n[n.len() - 3..];
                (n[0], n[1])
            })
            .collect();
        let hands: Vec<(Vec<Card>, u64, bool)> = if s.hands.is_empty() {
            vec![(s.player.clone(), bet, s.from_split)]
        } else {
            s.hands.iter().map(|h| (h.cards.clone(), h.stake, h.from_split)).collect()
        };
        let mut right: Vec<(u64, u64)> = hands
            .iter()
            .map(|(c, stake, split)| {
                let (_, p, r) = settle(rules, c, *stake, *split, false, &s.dealer);
                (p, r)
            })
            .collect();
        if let Some(stake) = s.insurance {
            right.push(if is_natural(&s.dealer, false) { (2 * stake, stake) } else { (0, 0) });
        }
        // A dealer shown stopping where his rule makes him draw (a soft 17 at a table whose dealer
        // hits it) has made an error, whatever he pays against that hand.
        // (A dealer with no hand left standing against him draws no more, whatever he holds.)
        let standing = hands.iter().any(|(c, _, split)| points(c).0 <= 21 && !is_natural(c, *split));
        let stopped_short =
            standing && rules.dealer_soft_17 == Soft17::Hits && points(&s.dealer) == (17, true);
        return if proposed == right && !stopped_short { "ok" } else { "f" }.into();
    }
    if key.starts_with("insure ") {
        // Insurance pays 2 to 1 on a ten: worth taking when tens are more than a third of the
        // cards unseen (Thorp, Beat the Dealer, ch. 4: insure when the ratio of others to tens
        // is under 2).
        let seen = s.seen.unwrap();
        let tens = seen.shoe * 16 / 52 - seen.tens;
        let others = seen.shoe - seen.cards - tens;
        return yes(others < 2 * tens);
    }
    if key.starts_with("insurance") {
        let half = (bet / 2) as i64;
        return match key {
            "insurance stake" => half.to_string(),
            "insurance paid" => (2 * half).to_string(),
            "insurance collects" => (3 * half).to_string(),
            "insurance net" => (2 * half - bet as i64).to_string(),
            "insurance against 21" => (-half).to_string(),
            "insurance chance" | "insurance value" => {
                let seen = s.seen.unwrap();
                let p = f64::from(seen.shoe * 16 / 52 - seen.tens) / f64::from(seen.shoe - seen.cards);
                let x = if key == "insurance chance" { p * 100.0 } else { (3.0 * p - 1.0) * 100.0 };
                format!("{x:.2}%")
            }
            other => panic!("unknown question {other}"),
        };
    }
    if let Some(rule) = key.strip_prefix("rule ") {
        let rule = rule.split(" at ").next().unwrap();
        return match rule {
            "soft 17" => yes(rules.dealer_soft_17 == Soft17::Hits),
            "double after split" => yes(rules.double_after_split.is_allowed()),
            "surrender" => yes(rules.surrender != Surrender::None),
            "split aces one card" => "no".into(),
            "surrender against ace" => yes(rules.surrender == Surrender::Late),
            "resplit aces" => yes(rules.resplit_aces.is_allowed()),
            "split king queen" => yes(rules.pair_rule == PairRule::SameValue && rules.max_hands >= 2),
            "double soft 18" => yes(rules.double_on == DoubleOn::Any),
            // A hand at 21 takes no card at every table (TABLES.md, "drawing at 21"), and a
            // double draws one.
            "double two-card 21" => "no".into(),
            "insurance stake" => (bet / 2).to_string(),
            "blackjack pays" => (bet * u64::from(rules.blackjack_pays.win)
                / u64::from(rules.blackjack_pays.stake))
            .to_string(),
            "no hole card blackjack takes double" => yes(rules.enhc_blackjack_takes == Some(EnhcLoss::All)),
            other => panic!("unknown rule question {other}"),
        };
    }
    panic!("no oracle for the question key `{key}`")
}

/// The Hi-Lo tag of a card, as Stanford Wong, Professional Blackjack (1994) gives it: 2 to 6
/// count +1, 7 to 9 count 0, tens and Aces -1.
fn hi_lo(card: &Card) -> i32 {
    match card.rank.points() {
        2..=6 => 1,
        7..=9 => 0,
        _ => -1,
    }
}

/// A count as the drills take it: `+3`, `-2`, `0`.
fn signed(n: i64) -> String {
    if n == 0 { "0".into() } else { format!("{n:+}") }
}

/// The table's Hi-Lo indices, computed once per table for the whole test run.
fn indices_of(rules: &TableRules) -> std::sync::Arc<bjcoach::strategy::indices::Indices> {
    use bjcoach::strategy::indices::{IndexSettings, Indices, compute};
    static FOUND: OnceLock<std::sync::Mutex<HashMap<String, std::sync::Arc<Indices>>>> = OnceLock::new();
    let mut found = FOUND.get_or_init(Default::default).lock().unwrap();
    found
        .entry(rules.id.clone())
        .or_insert_with(|| {
            let system = bjcoach::strategy::counting::shipped("hi-lo").unwrap();
            std::sync::Arc::new(compute(rules, &system, IndexSettings::for_table(rules)).unwrap())
        })
        .clone()
}

/// The right answer to a card-counting question (the sessions count with Hi-Lo and bet by the
/// shipped 1-8 ramp): the running count summed from the cards shown, the true count divided out
/// and rounded down, the play by the table's indices, the ramp's bet.
fn card_counting_oracle(
    setting: &Setting,
    q: &Question,
    count: &bjcoach::coach::drill::question::CountSituation,
) -> String {
    let rules = &setting.rules;
    let s = &q.situation;
    if q.key.starts_with("running count") {
        let cards = count.rounds.iter().flat_map(|r| r.cards.iter());
        return signed(i64::from(count.start.unwrap() + cards.map(hi_lo).sum::<i32>()));
    }
    if q.key.starts_with("true count") {
        let left = f64::from(count.decks) - f64::from(count.discard_halves.unwrap()) / 2.0;
        return signed((f64::from(count.running.unwrap()) / left).floor() as i64);
    }
    let tc = count.true_count.unwrap();
    if q.key.starts_with("bet") {
        // The 1-8 spread: 1, 2, 4, 6, 8 units from +1 to +5, a unit the table's minimum bet.
        let units = match tc {
            ..=1 => 1,
            2 => 2,
            3 => 4,
            4 => 6,
            _ => 8,
        };
        let chips = units * rules.session.bet.min;
        return rules.session.bet.max.map_or(chips, |max| chips.min(max)).to_string();
    }
    let indices = indices_of(rules);
    if q.key.starts_with("deviation insurance") {
        return yes(tc >= indices.insurance.as_ref().unwrap().index);
    }
    let (a, b) = (s.player[0].rank, s.player[1].rank);
    let (total, soft) = points(&s.player);
    let (kind, player) = if s.player.len() > 2 {
        (CellKind::Hard3Plus, PlayerCell::Total(total))
    } else if rules.pair_rule.is_pair(a, b) {
        (CellKind::Pair, PlayerCell::Pair(a))
    } else if soft {
        (CellKind::Soft, PlayerCell::Total(total))
    } else {
        (CellKind::Hard, PlayerCell::Total(total))
    };
    indices.play_at(kind, player, s.dealer[0].rank, tc).unwrap().name().to_string()
}

/// A wrong answer of the right form, made from the right one.
fn wrong(right: &str) -> String {
    match right {
        "yes" => "no".into(),
        "ok" => "f".into(),
        "f" => "ok".into(),
        "no" => "yes".into(),
        "blackjack" | "bj" => "21".into(),
        "bust" => "20".into(),
        "h" => "s".into(),
        "s" => "h".into(),
        "hit" => "stand".into(),
        "stand" | "double" | "split" | "surrender" => "hit".into(),
        _ if right.starts_with("soft ") => right.replace("soft", "hard"),
        _ if right.starts_with("hard ") => right.replace("hard", "soft"),
        _ if right.ends_with('%') => {
            let x: f64 = right.trim_end_matches('%').parse().unwrap();
            format!("{}%", x + 40.0)
        }
        _ if right.chars().all(|c| "shdpr".contains(c)) => {
            if right.contains('h') {
                right.replace('h', "")
            } else {
                format!("{right}h")
            }
        }
        _ => (right.parse::<i64>().unwrap() + 1).to_string(),
    }
}

/// A wrong answer to this question, made from the right one: for a decision where that one is
/// worth as much as the right play by the values shown (and so right too), another play, else a
/// move refused here.
fn wrong_for(q: &Question, right: &str) -> String {
    let w = wrong(right);
    if !matches!(q.read(&w), Ok(Answer::Action(_))) || !q.judge(&w).correct {
        return w;
    }
    let offered = q.options.iter().map(|o| o.action);
    let refused = Action::ALL.into_iter().filter(|a| !q.options.iter().any(|o| o.action == *a));
    offered.chain(refused).map(|a| a.name().to_string()).find(|a| !q.judge(a).correct).unwrap_or(w)
}

/// Situation checks common to every drill: the cards exist in the table's shoe, the bet is legal.
fn check_legal(rules: &TableRules, q: &Question) -> Result<(), String> {
    let s = &q.situation;
    let mut all: Vec<Card> = s.player.clone();
    all.extend(&s.dealer);
    all.extend(s.hole_card);
    for h in s.hands.iter().skip(1) {
        all.extend(&h.cards);
    }
    for c in &all {
        let copies = all.iter().filter(|x| *x == c).count();
        if copies > usize::from(rules.decks) {
            return Err(format!("{c} appears {copies} times with {} decks", rules.decks));
        }
    }
    if let Some(bet) = s.bet {
        rules.check_bet(bet, u64::MAX).map_err(|e| format!("bet {bet}: {e}"))?;
    }
    if let Some(h) = s.seat_hands
        && h > rules.max_hands
    {
        return Err(format!("{h} hands at a table of {}", rules.max_hands));
    }
    Ok(())
}

/// Checks that a situation is on the drill's target.
fn check_target(drill: &str, setting: &Setting, q: &Question) -> Result<(), String> {
    let rules = &setting.rules;
    let s = &q.situation;
    let (total, soft) = points(&s.player);
    let ok = match drill {
        "hand-totals" => {
            (2..=6).contains(&s.player.len())
                && s.player[..s.player.len() - 1]
                    .iter()
                    .enumerate()
                    .all(|(i, _)| i < 1 || points(&s.player[..=i]).0 < 21)
        }
        "soft-hands" => {
            s.player.iter().any(|c| c.rank == Rank::Ace)
                && total <= 21
                && s.player.len() <= 4
                && (soft || total >= 12)
        }
        "naturals" => total == 21,
        "dealer-play" => {
            q.key.starts_with("dealer second card") && rules.hole_card == HoleCard::Enhc
                || (s.dealer.len() >= 2
                    && points(&s.dealer).0 <= 21
                    && !is_natural(&s.dealer, false)
                    && (2..s.dealer.len()).all(|n| dealer_hits(rules, &s.dealer[..n]))
                    && points(&s.player).0 <= 21)
        }
        "legal-moves" => !s.player.is_empty() && s.dealer.len() == 1 && !is_natural(&s.player, s.from_split),
        "payouts" | "catch-the-dealer" => !s.dealer.is_empty() && s.bet.is_some(),
        "insurance" => s.dealer[0].rank == Rank::Ace && s.bet.is_some(),
        "table-rules" => q.key.starts_with("rule "),
        "hard-decisions" => !soft && s.player.len() >= 2 && !legal_letters(rules, q).contains('p'),
        "soft-decisions" => soft && s.player.len() >= 2,
        "split-decisions" => s.player.len() == 2 && s.player[0].rank.points() == s.player[1].rank.points(),
        "double-decisions" => {
            let (r, c) = table_of(setting, q);
            s.player.len() == 2
                && chart_cell(r, c.unwrap(), q)
                    .action
                    .actions()
                    .contains(&bjcoach::game::action::Action::Double)
        }
        "surrender-decisions" => {
            let (r, c) = table_of(setting, q);
            s.player.len() == 2
                && !s.from_split
                && chart_cell(r, c.unwrap(), q)
                    .action
                    .actions()
                    .contains(&bjcoach::game::action::Action::Surrender)
        }
        "strategy" | "contrasts" => q.key.starts_with("play ") && points(&s.player).0 < 21,
        "table-differences" => {
            let (here, _) = table_of(setting, q);
            let (other_rules, other_chart) = setting.against.as_ref().unwrap();
            let (there, there_chart) = if here.id == rules.id {
                (other_rules, other_chart)
            } else {
                (rules, setting.chart.as_ref().unwrap())
            };
            if q.key.starts_with("play ") {
                let mine = chart_play(setting, q);
                let cell = chart_cell(there, there_chart, q);
                let here_cell = chart_cell(here, table_of(setting, q).1.unwrap(), q);
                cell.action.first().name() != mine || here_cell.action.first() != cell.action.first()
            } else {
                let at_other = Setting {
                    rules: there.clone(),
                    chart: None,
                    against: None,
                    counting: setting.counting.clone(),
                };
                oracle(&at_other, q) != oracle(setting, q)
            }
        }
        "running-count" => s.count.as_ref().is_some_and(|c| !c.rounds.is_empty() && c.start.is_some()),
        "true-count" => s.count.as_ref().is_some_and(|c| {
            c.running.is_some() && c.discard_halves.is_some_and(|h| h < 2 * u32::from(c.decks))
        }),
        "deviations" => {
            (s.player.len() == 2 || (s.player.len() == 3 && !points(&s.player).1))
                && s.dealer.len() == 1
                && s.count.as_ref().is_some_and(|c| c.true_count.is_some())
        }
        "bet" => s.count.as_ref().is_some_and(|c| c.true_count.is_some() && c.ramp.is_some()),
        other => return Err(format!("no target check for {other}")),
    };
    if ok { Ok(()) } else { Err(format!("off target: {:?}", s)) }
}

#[test]
fn every_situation_is_legal_on_target_and_answered_by_the_oracle() {
    let lib = library();
    for setting in settings() {
        let rules = &setting.rules;
        for drill in &lib.drills {
            if drill.check_table(&setting).is_err() {
                continue;
            }
            let mut dealing = Dealing::new(&setting, 11);
            for i in 0..BULK {
                let q = drill.deal(&mut dealing);
                let at = || format!("{} at {}, question {i}: {:?}", drill.spec.id, rules.id, q);
                check_legal(rules, &q).unwrap_or_else(|e| panic!("{e}: {}", at()));
                check_target(&drill.spec.id, &setting, &q).unwrap_or_else(|e| panic!("{e}: {}", at()));
                let right = oracle(&setting, &q);
                let j = q.judge(&right);
                assert!(
                    j.correct,
                    "the oracle's `{right}` is judged wrong (expected {}): {}",
                    q.expected.shown(),
                    at()
                );
                let w = wrong_for(&q, &right);
                let j = q.judge(&w);
                assert!(!j.correct, "`{w}` is judged right: {}", at());
                for trap in &q.traps {
                    let j = q.judge(&trap.example);
                    assert!(
                        !j.correct && j.mistake.is_some(),
                        "trap example `{}` not diagnosed: {}",
                        trap.example,
                        at()
                    );
                    assert!(
                        drill.spec.mistakes.iter().any(|m| m == trap.mistake),
                        "{} diagnoses `{}` but its file does not list it",
                        drill.spec.id,
                        trap.mistake
                    );
                }
            }
        }
    }
}

struct Oracle<'a> {
    setting: &'a Setting,
    right: bool,
}

impl AnswerSource for Oracle<'_> {
    fn answer(&mut self, _n: usize, q: &Question) -> io::Result<Reply> {
        let right = oracle(self.setting, q);
        Ok(Reply::Line(if self.right { right } else { wrong_for(q, &right) }))
    }
}

struct Quiet;

impl Observer for Quiet {
    fn asking(&mut self, _: Numbering, _: &Question) -> io::Result<()> {
        Ok(())
    }
    fn answered(&mut self, _: &Record) -> io::Result<()> {
        Ok(())
    }
}

#[test]
fn right_answers_score_100_and_wrong_ones_0_on_every_drill() {
    let lib = library();
    for setting in settings() {
        let rules = &setting.rules;
        for drill in &lib.drills {
            if drill.check_table(&setting).is_err() {
                continue;
            }
            for right in [true, false] {
                let mut source = Oracle { setting: &setting, right };
                let mut clock = FakeClock::new(Duration::from_secs(1));
                let options = SessionOptions { count: 200, seed: 5, limit: None };
                let summary = run(drill, &setting, options, &mut source, &mut clock, &mut Quiet).unwrap();
                assert_eq!(summary.answered, 200);
                let want = if right { 100.0 } else { 0.0 };
                assert_eq!(summary.accuracy, want, "{} at {}", drill.spec.id, rules.id);
            }
        }
    }
}

#[test]
fn every_mistake_in_the_catalogue_is_provoked_and_diagnosed() {
    let lib = library();
    let tables = settings();
    for mistake in &lib.catalogue.mistakes {
        if mistake.id == bjcoach::coach::drill::question::TOO_SLOW {
            // Not a wrong answer but a late one, in any drill: provoked by a timed session
            // (`timed::a_timed_session_shows_the_clock_counts_late_answers_as_misses_and_keeps_a_streak`).
            continue;
        }
        if mistake.id == "insurance-without-count" {
            // Play's alone: a drill shows the cards seen, play without a count does not
            // (`play::a_blackjack_against_an_ace_is_offered_even_money`).
            continue;
        }
        let mut found = None;
        // A rare mistake is searched for longer: the row's play of three cards or more that these
        // very cards make costly comes about once in 150 such hands, at one deck.
        'search: for budget in [400, 4000] {
            for drill in lib.drills.iter().filter(|d| d.spec.mistakes.contains(&mistake.id)) {
                for setting in &tables {
                    let rules = &setting.rules;
                    if drill.check_table(setting).is_err() {
                        continue;
                    }
                    let mut dealing = Dealing::new(setting, 3);
                    for _ in 0..budget {
                        let q = drill.deal(&mut dealing);
                        if let Some(trap) = q.traps.iter().find(|t| t.mistake == mistake.id) {
                            let j = q.judge(&trap.example);
                            if j.mistake == Some(mistake.id.as_str()) {
                                assert!(!j.correct);
                                found = Some(format!(
                                    "{} at {}: `{}` to {:?}",
                                    drill.spec.id, rules.id, trap.example, q.prompt
                                ));
                                break 'search;
                            }
                        }
                    }
                }
            }
        }
        assert!(found.is_some(), "no drill provokes `{}`", mistake.id);
    }
}

fn ask(drill: &str, table: &str, want: impl Fn(&Question) -> bool) -> Question {
    let lib = library();
    let drill: &Drill = lib.get(drill).unwrap();
    let setting = Setting::preset(table).unwrap();
    let mut dealing = Dealing::new(&setting, 1);
    for _ in 0..5000 {
        let q = drill.deal(&mut dealing);
        if want(&q) {
            return q;
        }
    }
    panic!("no such question");
}

fn diagnosed(q: &Question, answer: &str) -> Option<&'static str> {
    let j = q.judge(answer);
    assert!(!j.correct, "`{answer}` is right for {:?}", q.prompt);
    j.mistake
}

#[test]
fn the_books_five_errors_are_caught() {
    // Every Ace counted 11: A-6-9 called 26 or bust.
    let q = ask("hand-totals", "book", |q| {
        let r: Vec<Rank> = q.situation.player.iter().map(|c| c.rank).collect();
        r.len() == 3
            && r[0] == Rank::Ace
            && points(&q.situation.player).0 == 16
            && !points(&q.situation.player).1
    });
    assert_eq!(diagnosed(&q, "bust"), Some("ace-always-eleven"));
    assert_eq!(diagnosed(&q, "26"), Some("ace-always-eleven"));
    // A card after a double.
    let q = ask("legal-moves", "book", |q| q.situation.doubled);
    assert_eq!(diagnosed(&q, "hs"), Some("card-after-double"));
    // A split 21 paid as a natural.
    let q = ask("naturals", "book", |q| q.key == "21 split aces pay");
    let bet = q.situation.bet.unwrap() as i64;
    assert_eq!(diagnosed(&q, &(bet * 3 / 2).to_string()), Some("split-21-as-natural"));
    // The dealer given a choice.
    let q = ask("dealer-play", "book", |q| {
        q.expected == Expected::Action(bjcoach::game::action::Action::Stand)
            && !points(&q.situation.dealer).1
            && points(&q.situation.dealer).0 < points(&q.situation.player).0
    });
    assert_eq!(diagnosed(&q, "hit"), Some("dealer-has-a-choice"));
    // Another table's soft 17 rule.
    let q = ask("dealer-play", "quebec-h17", |q| q.key == "dealer soft 17");
    assert_eq!(diagnosed(&q, "stand"), Some("other-table-soft-17"));
    let q = ask("table-rules", "quebec-s17", |q| q.key == "rule soft 17");
    assert_eq!(diagnosed(&q, "yes"), Some("other-table-soft-17"));
    // Another table's split-ace rule.
    let q = ask("legal-moves", "casino-fr", |q| q.key == "moves split aces");
    assert_eq!(diagnosed(&q, "hs"), Some("other-table-split-aces"));
}

#[test]
fn the_other_documents_traps_are_caught() {
    let q = ask("payouts", "feral", |q| q.key == "payout bust against bust" && q.prompt.contains("net"));
    let bet = q.situation.bet.unwrap();
    assert_eq!(diagnosed(&q, &bet.to_string()), Some("bust-wins-when-dealer-busts"));
    let q = ask("naturals", "feral", |q| q.key == "21 drawn name");
    assert_eq!(diagnosed(&q, "blackjack"), Some("three-card-21-as-natural"));
    let q = ask("legal-moves", "casino-fr", |q| q.key == "moves at 21" && q.situation.player.len() == 3);
    assert_eq!(diagnosed(&q, "hs"), Some("drawing-at-21"));
    let q = ask("legal-moves", "casino-fr", |q| {
        q.situation.dealer[0].rank == Rank::Ace && q.situation.player.len() == 2 && !q.situation.from_split
    });
    assert_eq!(diagnosed(&q, "hsdr"), Some("surrender-against-ace"));
    let q = ask("legal-moves", "casino-it", |q| q.key == "moves hard 16");
    assert_eq!(diagnosed(&q, "hsd"), Some("double-outside-nine-to-eleven"));
    let q = ask("legal-moves", "quebec-s17", |q| q.key == "moves at 21" && q.situation.from_split);
    assert_eq!(diagnosed(&q, "sd"), Some("double-on-two-card-21"));
    let q = ask("insurance", "feral", |q| q.key == "insurance stake");
    let bet = q.situation.bet.unwrap();
    assert_eq!(diagnosed(&q, &bet.to_string()), Some("insurance-as-full-bet"));
    let q = ask("insurance", "book", |q| q.key == "insurance against 21");
    let half = q.situation.bet.unwrap() / 2;
    assert_eq!(diagnosed(&q, &(2 * half).to_string()), Some("insurance-covers-21"));
    let q = ask("payouts", "casino-it", |q| {
        q.key == "payout no-hole-card blackjack" && q.situation.hands.len() == 1
    });
    let bet = q.situation.bet.unwrap() as i64;
    assert_eq!(diagnosed(&q, &(-bet).to_string()), Some("enhc-takes-all-bets"));
}

/// Answers for a scripted session: right, wrong by a known mistake, unreadable, in turn.
fn scripted_answers(drill: &str, table: &str, seed: u64, count: usize) -> String {
    let lib = library();
    let drill = lib.get(drill).unwrap();
    let setting = Setting::preset(table).unwrap();
    // Dealt as a session deals them, repeats set aside.
    let mut questions = Questions::new(drill, &setting, seed, None);
    let mut lines = Vec::new();
    let mut once_more = Vec::new();
    for i in 0..count {
        let q = questions.next_question();
        let right = oracle(&setting, &q);
        let line = match i % 4 {
            0 | 2 => right.clone(),
            1 => q.traps.first().map_or_else(|| wrong(&right), |t| t.example.clone()),
            _ => "dunno".to_string(),
        };
        // A miss is asked once more at the end of the session: answered right there.
        if i % 2 == 1 {
            once_more.push(right);
        }
        lines.push(line);
    }
    lines.extend(once_more);
    lines.join("\n") + "\n"
}

const SESSIONS: [(&str, &str); 21] = [
    ("hand-totals", "book"),
    ("soft-hands", "quebec-h17"),
    ("naturals", "feral"),
    ("dealer-play", "quebec-h17"),
    ("table-rules", "casino-fr"),
    ("legal-moves", "casino-it"),
    ("payouts", "casino-fr"),
    ("catch-the-dealer", "casino-it"),
    ("insurance", "feral"),
    ("hard-decisions", "quebec-h17"),
    ("soft-decisions", "book"),
    ("split-decisions", "casino-fr"),
    ("double-decisions", "casino-it"),
    ("surrender-decisions", "casino-fr"),
    ("strategy", "feral"),
    ("contrasts", "quebec-s17"),
    ("table-differences", "quebec-s17"),
    ("running-count", "quebec-s17"),
    ("true-count", "quebec-h17"),
    ("deviations", "casino-fr"),
    ("bet", "quebec-s17"),
];

#[test]
fn seeded_sessions_of_every_drill_as_text() {
    for (drill, table) in SESSIONS {
        let answers = scripted_answers(drill, table, 7, 6);
        let out =
            Run::new(&["drill", drill, "--table", table, "--seed", "7", "--count", "6", "--answers", "-"])
                .stdin(&answers)
                .ok();
        insta::assert_snapshot!(format!("session_{drill}"), out);
    }
}

#[test]
fn seeded_sessions_of_every_drill_as_json() {
    for (drill, table) in SESSIONS {
        let answers = scripted_answers(drill, table, 7, 4);
        let out =
            Run::new(&["drill", drill, "--table", table, "--seed", "7", "--count", "4", "--format", "json"])
                .stdin(&answers)
                .ok();
        let mut lines = out.lines();
        for _ in 0..4 {
            let v: serde_json::Value = serde_json::from_str(lines.next().unwrap()).unwrap();
            for field in
                ["drill", "table", "situation", "prompt", "expected", "answer", "correct", "mistake", "cost"]
            {
                assert!(v.get(field).is_some(), "{field} missing in {v}");
            }
            assert!(v["situation"]["player"].is_array() && v["situation"]["dealer"].is_array(), "{v}");
        }
        // The round of misses, then the summary.
        let summary: serde_json::Value = serde_json::from_str(lines.last().unwrap()).unwrap();
        assert!(summary["summary"]["accuracy"].is_number(), "{summary}");
        insta::assert_snapshot!(format!("json_{drill}"), out);
    }
}

#[test]
fn a_seeded_session_replays_exactly() {
    let args =
        ["drill", "payouts", "--table", "casino-fr", "--seed", "99", "--count", "5", "--format", "json"];
    let a = Run::new(&args).stdin("1\n2\n3\n4\n5\n").ok();
    let b = Run::new(&args).stdin("1\n2\n3\n4\n5\n").ok();
    assert_eq!(a, b);
}

#[test]
fn the_end_of_input_ends_the_session_with_its_summary() {
    let out = Run::new(&["drill", "hand-totals", "--seed", "1", "--count", "5"]).stdin("12\n").ok();
    assert!(out.contains("Question 2 of 5"), "{out}");
    assert!(!out.contains("Question 3 of 5"), "{out}");
    assert!(out.contains("stopped after 1 answer)"), "{out}");
    let json =
        Run::new(&["drill", "hand-totals", "--seed", "1", "--count", "5", "--format", "json"]).stdin("").ok();
    let v: serde_json::Value = serde_json::from_str(json.trim()).unwrap();
    assert_eq!(v["summary"]["answered"], 0);
    assert_eq!(v["summary"]["stopped_early"], true);
}

#[test]
fn answers_are_read_from_a_file_and_unreadable_ones_name_the_forms() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("answers.txt");
    std::fs::write(&path, "maybe\n").unwrap();
    let out = Run::new(&[
        "drill",
        "dealer-play",
        "--seed",
        "2",
        "--count",
        "1",
        "--answers",
        path.to_str().unwrap(),
    ])
    .ok();
    assert!(out.contains("`maybe` is not understood here; accepted: `h` or `hit`"), "{out}");
    assert!(out.contains("0/1 right"), "{out}");
}

#[test]
fn the_list_names_every_drill() {
    insta::assert_snapshot!(Run::new(&["drill", "--list"]).ok());
}

#[test]
fn unknown_drills_and_bad_drill_files_are_reported() {
    let (_, err) = Run::new(&["drill", "poker"]).stdin("").expect(2);
    assert!(err.contains("no drill called `poker`") && err.contains("hand-totals"), "{err}");
    let (_, err) = Run::new(&["drill"]).stdin("").expect(2);
    assert!(err.contains("name a drill"), "{err}");
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("mine.yaml");
    std::fs::write(
        &path,
        "version: 1\nid: mine\ntitle: Mine\nteaches: Long hands.\ndeal:\n  generator: hand-totals\n  min_cards: 5\n  max_cards: 9\nanswers: [total]\nmistakes: [ace-always-eleven]\n",
    )
    .unwrap();
    let (_, err) = Run::new(&["drill", "mine", "--drill-file", path.to_str().unwrap()]).stdin("").expect(2);
    assert!(err.contains("mine.yaml:8:3: field `deal.max_cards`"), "{err}");
    std::fs::write(
        &path,
        "version: 1\nid: mine\ntitle: Mine\nteaches: Long hands.\ndeal:\n  generator: hand-totals\n  min_cards: 5\n  max_cards: 6\nanswers: [total]\nmistakes: [ace-always-eleven]\n",
    )
    .unwrap();
    let out =
        Run::new(&["drill", "mine", "--drill-file", path.to_str().unwrap(), "--seed", "4", "--count", "2"])
            .stdin("bust\nbust\n")
            .ok();
    assert!(out.contains("Question 2 of 2"), "{out}");
    let list = Run::new(&["drill", "--list", "--drill-file", path.to_str().unwrap()]).ok();
    assert!(list.contains("mine"), "{list}");
}

#[test]
fn validate_checks_drill_files() {
    let dir = tempfile::tempdir().unwrap();
    let drills = dir.path().join("drills");
    std::fs::create_dir(&drills).unwrap();
    std::fs::write(drills.join("bad.yaml"), "version: 1\nid: bad\ntitle: t\nteaches: t\ndeal:\n  generator: naturals\nanswers: [total]\nmistakes: [nope]\n").unwrap();
    let (out, _) = Run::new(&["validate", drills.to_str().unwrap()]).expect(2);
    assert!(out.contains("bad.yaml:7:1: field `answers`"), "{out}");
    assert!(out.contains("field `mistakes`: `nope`"), "{out}");
    // A catalogue beside the drills is the one they are checked against.
    std::fs::write(
        drills.join("bad.yaml"),
        "version: 1\nid: bad\ntitle: t\nteaches: t\ndeal:\n  generator: naturals\nanswers: [total, chips]\nmistakes: [nope]\n",
    )
    .unwrap();
    std::fs::write(
        drills.join("mistakes.yaml"),
        "version: 1\nmistakes:\n  - id: nope\n    title: t\n    explanation: e\n    source: s\n",
    )
    .unwrap();
    let out = Run::new(&["validate", drills.to_str().unwrap()]).ok();
    assert!(out.contains("no problem found"), "{out}");
}

#[test]
fn a_strategy_answer_costs_the_value_it_gives_away_and_near_ties_are_close_calls() {
    let q = ask("strategy", "quebec-h17", |q| {
        q.options.len() >= 2 && q.options.iter().all(|o| !q.worth_as_much(o.action))
    });
    let mut ranked = q.options.clone();
    ranked.sort_by(|a, b| b.value.total_cmp(&a.value));
    let j = q.judge(ranked[0].action.name());
    assert!(j.correct && j.cost == Some(0.0), "{j:?}");
    let j = q.judge(ranked[1].action.name());
    assert!(!j.correct);
    let cost = j.cost.unwrap();
    assert!((cost - (ranked[1].value - ranked[0].value)).abs() < 1e-9);
    assert_eq!(j.is_close_call(), cost.abs() <= 0.5);
    // Somewhere a near tie exists: soft 19 against 6 at an H17 table is within a point or so.
    let close = ask("strategy", "quebec-h17", |q| {
        let mut r = q.options.clone();
        r.sort_by(|a, b| b.value.total_cmp(&a.value));
        r.len() >= 2 && r[0].value - r[1].value <= 0.5 && !q.worth_as_much(r[1].action)
    });
    let mut r = close.options.clone();
    r.sort_by(|a, b| b.value.total_cmp(&a.value));
    assert!(close.judge(r[1].action.name()).is_close_call());
}

#[test]
fn double_cells_are_asked_both_ways_after_a_split() {
    // At casino-it a split hand may not be doubled: the chart's second choice is the answer.
    let q = ask("double-decisions", "casino-it", |q| q.situation.from_split);
    assert!(q.why.contains("is not allowed here"), "{}", q.why);
    assert_ne!(q.expected, Expected::Action(bjcoach::game::action::Action::Double));
    assert_eq!(diagnosed(&q, "double"), Some("other-table-rules"));
    // At Quebec doubling after a split is allowed, so the double stands.
    let q = ask("double-decisions", "quebec-s17", |q| {
        q.situation.from_split && q.expected == Expected::Action(bjcoach::game::action::Action::Double)
    });
    assert!(q.options.iter().any(|o| o.action == bjcoach::game::action::Action::Double));
}

#[test]
fn strategy_explanations_are_computed_from_the_chart() {
    let q = ask("soft-decisions", "quebec-s17", |q| q.key == "play soft 18 v 2");
    assert!(q.why.starts_with("Soft 18: "), "{}", q.why);
    assert!(q.why.contains(" against "), "{}", q.why);
    assert!(q.why.contains("Values: "), "{}", q.why);
    assert!(q.why.contains("the dealer busts"), "{}", q.why);
    let row = bjcoach::coach::drill::strategy::row_rule(
        &Setting::preset("quebec-s17").unwrap().chart.unwrap(),
        CellKind::Hard,
        PlayerCell::Total(16),
    );
    assert_eq!(row, "hard 16: stand against 2 to 6, hit against 7 to Ace");
}

#[test]
fn table_differences_compare_with_the_nearest_preset_or_the_one_named() {
    let out =
        Run::new(&["drill", "table-differences", "--table", "quebec-s17", "--seed", "3", "--count", "3"])
            .stdin("h\nh\nh\n")
            .ok();
    assert!(out.contains("Compared with: quebec-h17"), "{out}");
    let out = Run::new(&[
        "drill",
        "table-differences",
        "--table",
        "feral",
        "--against",
        "casino-it",
        "--seed",
        "3",
        "--count",
        "4",
    ])
    .stdin("h\nh\nh\nh\n")
    .ok();
    assert!(out.contains("casino-it"), "{out}");
    let (_, err) =
        Run::new(&["drill", "table-differences", "--table", "book", "--against", "book"]).stdin("").expect(2);
    assert!(err.contains("same rules"), "{err}");
    let (_, err) = Run::new(&["drill", "surrender-decisions", "--table", "book"]).stdin("").expect(2);
    assert!(err.contains("offers no surrender"), "{err}");
}

#[test]
fn colour_only_when_asked_for_or_at_a_terminal() {
    let args = ["drill", "hand-totals", "--seed", "1", "--count", "1"];
    let plain = Run::new(&args).stdin("12\n").ok();
    assert!(!plain.contains('\u{1b}'), "{plain}");
    let mut coloured_args = args.to_vec();
    coloured_args.extend(["--color", "always"]);
    let coloured = Run::new(&coloured_args).stdin("12\n").ok();
    assert!(coloured.contains("\u{1b}["), "{coloured}");
}

/// Two first cards that make a chart cell's hand: a pair, an Ace with the rest, or two different
/// values (the lowest first).
fn cards_for(kind: CellKind, player: PlayerCell) -> Option<Vec<Rank>> {
    match (kind, player) {
        (CellKind::Pair, PlayerCell::Pair(r)) => Some(vec![r, r]),
        (CellKind::Soft, PlayerCell::Total(t)) => {
            Some(vec![Rank::Ace, Rank::from_points(t.checked_sub(11)?)?])
        }
        (CellKind::Hard, PlayerCell::Total(t)) => (2..=10u8)
            .find(|a| t > 2 * a && (2..=10).contains(&(t - a)))
            .and_then(|a| Some(vec![Rank::from_points(a)?, Rank::from_points(t - a)?])),
        _ => None,
    }
}

/// A miss of each named strategy error, found at the first preset whose chart has a cell it
/// covers, judged as a drill judges it: named, with both values and the gap, its rule of thumb,
/// and the chart's row with the cell marked. The values are the shipped charts', which
/// `solver.rs` checks against the solver and the solver against Wizard of Odds, Blackjack
/// Appendix 9.
#[test]
fn each_named_strategy_error_is_diagnosed_with_both_values_and_the_chart_row() {
    use bjcoach::coach::drill::moves::Moment;
    use bjcoach::coach::drill::strategy::question_for;
    use bjcoach::game::card::Suit;
    let lib = library();
    let tables = settings();
    let card = |r: Rank| Card::new(r, Suit::Spades);
    let miss = |setting: &Setting, ranks: &[Rank], up: Rank, wrong: &str| -> Option<String> {
        let chart = setting.chart.as_ref()?;
        let spot = Moment {
            cards: ranks.iter().map(|r| card(*r)).collect(),
            up: card(up),
            from_split: false,
            doubled: false,
            seat_hands: 1,
        };
        let q = question_for(&setting.rules, chart, None, &spot, false)?;
        let j = q.judge(wrong);
        let mistake = lib.catalogue.get(j.mistake?)?;
        let rule =
            mistake.rule_of_thumb.as_deref().map(|r| format!("\n  Rule of thumb: {r}")).unwrap_or_default();
        Some(format!(
            "{} at {}: {} v {}, answered {}\n  {}\n  {}{rule}\n  Chart: {}",
            mistake.id,
            setting.rules.id,
            ranks.iter().map(|r| r.symbol()).collect::<Vec<_>>().join("-"),
            up.symbol(),
            wrong,
            q.prompt,
            j.comparison?,
            q.chart_row?
        ))
    };
    let mut shown = Vec::new();
    for mistake in lib.catalogue.mistakes.iter().filter(|m| m.is_strategy_error()) {
        let found = tables.iter().find_map(|setting| {
            let chart = setting.chart.as_ref()?;
            chart.cells.iter().find_map(|cell| {
                let ranks = cards_for(cell.kind, cell.player)?;
                let wrong = mistake.wrong.iter().map(|p| p.action()).find(|w| {
                    mistake.covers(&setting.rules, cell, *w, cell.action.first()) && cell.ev.get(*w).is_some()
                })?;
                let text = miss(setting, &ranks, cell.dealer, wrong.name())?;
                text.starts_with(&format!("{} at", mistake.id)).then_some(text)
            })
        });
        let text = found.unwrap_or_else(|| panic!("no preset shows a miss of `{}`", mistake.id));
        shown.push(text);
    }
    // A close call is named by the generic label, whatever entry covers its cell: the first one
    // at book.
    let book = tables.iter().find(|s| s.rules.id == "book").unwrap();
    let generic = book
        .chart
        .as_ref()
        .unwrap()
        .cells
        .iter()
        .find_map(|cell| {
            let ranks = cards_for(cell.kind, cell.player)?;
            ["hit", "stand", "double", "split"].into_iter().find_map(|wrong| {
                let text = miss(book, &ranks, cell.dealer, wrong)?;
                text.starts_with("strategy-misplay at book").then_some(text)
            })
        })
        .unwrap();
    assert!(generic.contains("gives away 0."), "{generic}");
    shown.push(generic);
    // The row is one line, which the terminal layer must not need to wrap.
    for line in shown.iter().flat_map(|s| s.lines()).filter(|l| l.starts_with("  Chart:")) {
        assert!(line.chars().count() <= 80, "longer than 80 columns: {line}");
    }
    insta::assert_snapshot!("named_strategy_errors", shown.join("\n\n"));
}

/// Regressions of the legality that was written four times: a split 6-6 at `book` (no re-split)
/// was judged by the hard-12 row, and a split K-A at `casino-fr` was offered a double.
#[test]
fn split_hands_are_judged_as_the_chart_reads_them_and_offered_only_what_the_rules_allow() {
    use bjcoach::coach::drill::moves::Moment;
    use bjcoach::coach::drill::strategy::question_for;
    use bjcoach::game::action::Action;
    use bjcoach::game::card::Suit;

    let card = |rank| Card::new(rank, Suit::Clubs);
    let book = bjcoach::game::rules::preset("book").unwrap();
    let book_chart = bjcoach::strategy::chart::shipped("book").unwrap().unwrap();
    for up in [Rank::Two, Rank::Four, Rank::Seven, Rank::Ten] {
        let sixes = Moment {
            cards: vec![card(Rank::Six), card(Rank::Six)],
            up: card(up),
            from_split: true,
            doubled: false,
            seat_hands: 2,
        };
        let q = question_for(&book, &book_chart, None, &sixes, false).unwrap();
        assert!(q.key.starts_with("play 6-6 v"), "read in the pair row: {}", q.key);
        let cell = book_chart.cell(CellKind::Pair, PlayerCell::Pair(Rank::Six), up).unwrap();
        // No re-split and no double after a split at the book: the row's next choice of the two.
        let expected = cell.action.resolve(|a| a == Action::Hit || a == Action::Stand);
        assert_eq!(q.expected, Expected::Action(expected), "6-6 v {up:?}: {}", cell.action);
        assert!(!q.prompt.contains("p split") && !q.prompt.contains("d double"), "{}", q.prompt);
    }
    // A split King that caught an Ace is 21: no question to ask at all.
    let fr = bjcoach::game::rules::preset("casino-fr").unwrap();
    let fr_chart = bjcoach::strategy::chart::shipped("casino-fr").unwrap().unwrap();
    let split_21 = Moment {
        cards: vec![card(Rank::King), card(Rank::Ace)],
        up: card(Rank::Six),
        from_split: true,
        doubled: false,
        seat_hands: 2,
    };
    assert!(question_for(&fr, &fr_chart, None, &split_21, false).is_none());
    assert_eq!(bjcoach::coach::drill::moves::legal_actions(&fr, &split_21).actions(), vec![Action::Stand]);
}

#[test]
fn a_double_refused_on_a_split_21_is_not_explained_as_a_blackjack() {
    let lib = library();
    let q = ask("legal-moves", "quebec-s17", |q| q.key == "moves at 21" && q.situation.from_split);
    let id = diagnosed(&q, "sd").unwrap();
    assert_eq!(id, "double-on-two-card-21");
    let m = lib.catalogue.get(id).unwrap();
    // The hand is a split 21: the explanation must say it is ordinary, never that it is a blackjack.
    assert!(m.explanation.contains("not a blackjack"), "{}", m.explanation);
    assert!(!m.explanation.contains("it is a blackjack"), "{}", m.explanation);
    assert!(!m.explanation.contains("paid as one"), "{}", m.explanation);
}

#[test]
fn the_dealer_given_a_choice_is_told_this_tables_soft_17_rule() {
    let lib = library();
    for (table, rule) in [("book", "stands on soft 17"), ("quebec-h17", "hits soft 17")] {
        // A hard hand the dealer must stand on, below the player's: the "he chooses" error.
        let q = ask("dealer-play", table, |q| {
            q.expected == Expected::Action(bjcoach::game::action::Action::Stand)
                && !points(&q.situation.dealer).1
                && points(&q.situation.dealer).0 < points(&q.situation.player).0
        });
        let j = q.judge("hit");
        assert_eq!(j.mistake, Some("dealer-has-a-choice"));
        let note = j.note.unwrap_or_default();
        assert!(note.contains(rule), "{table}: {note}");
        // The catalogue's own text must not state one table's rule as every table's.
        let m = lib.catalogue.get("dealer-has-a-choice").unwrap();
        assert!(!m.explanation.contains("stands from 17"), "{}", m.explanation);
    }
}

#[test]
fn a_split_21_paid_as_a_natural_is_diagnosed_in_the_payouts_drill() {
    let lib = library();
    let drill = lib.get("payouts").unwrap();
    let mut seen = 0;
    for setting in settings() {
        let mut dealing = Dealing::new(&setting, 7);
        for _ in 0..600 {
            let q = drill.deal(&mut dealing);
            let split_21s =
                q.situation.hands.iter().filter(|h| h.from_split && points(&h.cards).0 == 21).count();
            if split_21s == 0 {
                continue;
            }
            let trap = q.traps.iter().find(|t| t.mistake == "split-21-as-natural");
            let asks_winnings = q.prompt.contains("net result") || q.prompt.contains("winnings");
            let Some(trap) = trap else {
                // Stakes returned are the same whether a 21 is a natural or not; every other
                // question about a split 21 must catch it paid 3 to 2.
                assert!(!asks_winnings, "no split-21 trap: {} | {}", q.prompt, q.why);
                continue;
            };
            seen += 1;
            assert_eq!(diagnosed(&q, &trap.example), Some("split-21-as-natural"), "{}", q.prompt);
        }
    }
    assert!(seen > 0, "no payouts question sets the trap for a split 21 paid as a natural");
}

/// The numbers of a sentence in order, a leading minus kept when it touches the digits.
fn numbers_in(text: &str) -> Vec<f64> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let negative = chars[i] == '-' && chars.get(i + 1).is_some_and(char::is_ascii_digit);
        if chars[i].is_ascii_digit() || negative {
            let start = i;
            i += 1;
            while i < chars.len()
                && (chars[i].is_ascii_digit()
                    || (chars[i] == '.' && chars.get(i + 1).is_some_and(char::is_ascii_digit)))
            {
                i += 1;
            }
            out.push(chars[start..i].iter().collect::<String>().parse().unwrap());
        } else {
            i += 1;
        }
    }
    out
}

fn round1(x: f64) -> f64 {
    (x * 10.0).round() / 10.0
}

#[test]
fn insurance_explanations_add_up_as_printed() {
    let lib = library();
    let drill = lib.get("insurance").unwrap();
    let mut checked = 0;
    for setting in settings() {
        let mut dealing = Dealing::new(&setting, 11);
        for _ in 0..300 {
            let q = drill.deal(&mut dealing);
            if q.key != "insurance value" && q.key != "insurance chance" {
                continue;
            }
            let seen = q.situation.seen.unwrap();
            let n = numbers_in(&q.why);
            let [shoe, total_tens, seen_cards, tens, tt, ts, tens_left, sh, sc, unseen, tl, un, chance] =
                n[..13]
            else {
                panic!("{}", q.why)
            };
            assert_eq!(
                (shoe, seen_cards, tens),
                (f64::from(seen.shoe), f64::from(seen.cards), f64::from(seen.tens))
            );
            assert_eq!(
                (tt, ts, sh, sc, tl, un),
                (total_tens, tens, shoe, seen_cards, tens_left, unseen),
                "{}",
                q.why
            );
            assert_eq!(tens_left, total_tens - tens, "{}", q.why);
            assert_eq!(unseen, shoe - seen_cards, "{}", q.why);
            assert_eq!(chance, round1(tens_left / unseen * 100.0), "{}", q.why);
            if q.key == "insurance value" {
                let [two, t1, one, u2, t2, others, two2, t3, o2, u3, value] = n[13..] else {
                    panic!("{}", q.why)
                };
                assert_eq!((two, one, two2), (2.0, 1.0, 2.0), "{}", q.why);
                assert_eq!(
                    (t1, t2, t3, u2, u3, o2),
                    (tens_left, tens_left, tens_left, unseen, unseen, others)
                );
                assert_eq!(others, unseen - tens_left, "{}", q.why);
                assert_eq!(value, round1((2.0 * tens_left - others) / unseen * 100.0), "{}", q.why);
                // The sum printed is the value the answer is judged by.
                let Expected::Percent { value: judged, .. } = q.expected else { panic!("{:?}", q.expected) };
                // (to the rounding of the last digit: -3.75 may print either way).
                assert!((value - judged).abs() <= 0.05 + 1e-9, "{judged}: {}", q.why);
            }
            checked += 1;
        }
    }
    assert!(checked > 0);
}

#[test]
fn session_summaries_name_mistakes_by_title_in_text_and_by_id_in_json() {
    let lib = library();
    let answers = scripted_answers("naturals", "feral", 7, 6);
    let args = ["drill", "naturals", "--table", "feral", "--seed", "7", "--count", "6", "--answers", "-"];
    let text = Run::new(&args).stdin(&answers).ok();
    let (_, summary) = text.split_once("Mistakes:").unwrap();
    let mut listed = 0;
    for m in &lib.catalogue.mistakes {
        if summary.contains(m.title.as_str()) {
            listed += 1;
        }
        assert!(!summary.contains(m.id.as_str()), "`{}` shown by its id:\n{summary}", m.id);
    }
    assert!(listed > 0, "no title in:\n{summary}");
    let json = Run::new(&[&args[..], &["--format", "json"]].concat()).stdin(&answers).ok();
    let last: serde_json::Value = serde_json::from_str(json.lines().last().unwrap()).unwrap();
    let ids: Vec<&str> =
        last["summary"]["mistakes"].as_array().unwrap().iter().filter_map(|m| m["id"].as_str()).collect();
    assert!(!ids.is_empty() && ids.iter().all(|id| lib.catalogue.get(id).is_some()), "{last}");
}

/// Questions a session asks, and the situations the drill can deal in all (up to a bound).
fn session_identities(drill: &Drill, setting: &Setting, seed: u64, count: usize) -> (Vec<String>, usize) {
    let mut questions = Questions::new(drill, setting, seed, None);
    let asked: Vec<String> = (0..count).map(|_| Questions::identity(&questions.next_question())).collect();
    let mut dealing = Dealing::new(setting, seed.wrapping_add(1));
    let space: std::collections::HashSet<String> =
        (0..400).map(|_| Questions::identity(&drill.deal(&mut dealing))).collect();
    (asked, space.len())
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig { cases: 6, ..Default::default() })]

    /// No situation comes twice in a session of a drill that can deal more than enough others;
    /// one whose situations are fewer than the questions asked repeats only once all are asked.
    #[test]
    fn no_question_repeats_within_a_session(seed in 0u64..1_000_000) {
        let lib = library();
        for (name, table) in SESSIONS {
            let drill = lib.get(name).unwrap();
            let setting = Setting::preset(table).unwrap();
            let count = 12;
            let (asked, space) = session_identities(drill, &setting, seed, count);
            let distinct: std::collections::HashSet<&String> = asked.iter().collect();
            if space >= 3 * count {
                proptest::prop_assert_eq!(distinct.len(), count, "{} at {}: {:?}", name, table, asked);
            } else {
                proptest::prop_assert!(distinct.len() >= count.min(space) / 2, "{} at {}", name, table);
            }
        }
    }
}

#[test]
fn a_drill_of_few_situations_repeats_them_only_when_it_must() {
    // The table-rules drill asks about a handful of rules: forty questions must repeat some, and
    // still ask every one it has.
    let lib = library();
    let drill = lib.get("table-rules").unwrap();
    let setting = Setting::preset("casino-fr").unwrap();
    let (asked, space) = session_identities(drill, &setting, 3, 40);
    let distinct: std::collections::HashSet<&String> = asked.iter().collect();
    assert!(space < 40, "{space}");
    assert_eq!(distinct.len(), space, "every situation the drill has is asked");
}

#[test]
fn the_insurance_decision_is_judged_by_the_tens_left_and_worded_for_the_table() {
    // With a hole card, the Ace's other card is under it; with none, it is the dealer's next card.
    let peek = ask("insurance", "quebec-s17", |q| q.key == "insure without count");
    assert!(peek.why.contains("The card under his Ace is one of them"), "{}", peek.why);
    // The cards seen are shown: taking it is named by the tens they leave, not as play without a count.
    assert_eq!(diagnosed(&peek, "y"), Some("insurance-short-of-tens"));
    let enhc = ask("insurance", "casino-fr", |q| q.key.starts_with("insure "));
    assert!(enhc.why.contains("The dealer's next card") && !enhc.why.contains("under"), "{}", enhc.why);
    assert!(enhc.prompt.contains("Insure for") && enhc.prompt.contains("(y yes, n no)"));
    // A shoe rich in tens: insurance pays, and declining it is the mistake.
    let rich = ask("insurance", "book", |q| q.key == "insure rich in tens");
    assert_eq!(rich.expected, Expected::YesNo(true));
    assert_eq!(diagnosed(&rich, "n"), Some("insurance-declined-rich-in-tens"));
    // The chance of a ten and the value of a chip are shown, figures that add up.
    let seen = rich.situation.seen.unwrap();
    let tens = seen.shoe * 16 / 52 - seen.tens;
    let unseen = seen.shoe - seen.cards;
    assert!(rich.why.contains(&format!("{tens}/{unseen} = ")), "{}", rich.why);
    assert!(rich.why.contains(&format!("(2 x {tens} - {}) / {unseen}", unseen - tens)), "{}", rich.why);
}

#[test]
fn insurance_decisions_as_the_learner_reads_them() {
    // Taken at a table with no hole card though the cards seen leave too few tens (the count is
    // shown: not "without a count", as play without one names it); declined in a single deck
    // rich in tens.
    // The seeds are the first whose first question is that decision.
    let (enhc, _) = Run::new(&["drill", "insurance", "--table", "casino-fr", "--seed", "10", "--count", "1"])
        .stdin("y\n")
        .expect(0);
    let (peek, _) = Run::new(&["drill", "insurance", "--table", "book", "--seed", "5", "--count", "1"])
        .stdin("n\n")
        .expect(0);
    assert!(enhc.contains("Mistake: Insurance taken when the tens left are too few"), "{enhc}");
    assert!(peek.contains("Mistake: Insurance declined when the tens make it pay"), "{peek}");
    let question = |text: &str| text.split("\nSummary:").next().unwrap_or_default().to_string();
    insta::assert_snapshot!(format!("{}\n---{}", question(&enhc), question(&peek)));
}

#[test]
fn catching_the_dealer_scores_a_caught_error_a_missed_one_and_a_false_call() {
    let lib = library();
    let drill = lib.get("catch-the-dealer").unwrap();
    let setting = Setting::preset("quebec-h17").unwrap();
    let mut questions = Questions::new(drill, &setting, 1, None);
    let (mut missed, mut false_call, mut caught) = (false, false, false);
    let mut lines = Vec::new();
    for _ in 0..8 {
        let q = questions.next_question();
        let right = oracle(&setting, &q);
        let line = match right.as_str() {
            "f" if !missed => {
                missed = true;
                "ok"
            }
            "ok" if !false_call => {
                false_call = true;
                "f"
            }
            "f" => {
                caught = true;
                "f"
            }
            _ => "ok",
        };
        lines.push(line.to_string());
    }
    assert!(missed && false_call && caught, "{lines:?}");
    let answers = lines.join("\n") + "\n";
    let out = Run::new(&[
        "drill",
        "catch-the-dealer",
        "--table",
        "quebec-h17",
        "--seed",
        "1",
        "--count",
        "8",
        "--answers",
        "-",
    ])
    .stdin(&answers)
    .ok();
    assert!(out.contains("Mistake: A right settlement called a foul"), "{out}");
    insta::assert_snapshot!("catch_the_dealer_quebec_h17", out);
}
