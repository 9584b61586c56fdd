//! The felt of the Play page: the table at a decision and each round settled, and, at the
//! dealer's pace, the cards the learner does not act on (the other seats', the dealer's hole
//! card and draws) falling one at a time, a beat apart in the order they were dealt, the first
//! time a page shows them.

use std::collections::BTreeSet;
use std::fmt::Write;
use std::time::Duration;

use super::PlayState;
use crate::coach::drill::question::{ShownHand, hand_name_in};
use crate::coach::play::words::{
    bank_words, hand_notes, others_words, round_chips_words, round_words, seats_change_words, settled_words,
    shoe_words, wager_label,
};
use crate::coach::play::{Ask, AskKind, OtherSeat, RoundReport, SeatsChange};
use crate::game::card::Card;
use crate::game::describe::split_order_in;
use crate::game::ledger::Wager;
use crate::game::rules::HoleCard;
use crate::lang::{Arg, Lang};
use crate::web::{escape, prose, svg};

/// The dealer's pace of a session: the beat a card falls at, and the cards already dealt at it,
/// which a page drawn again (a reload, the next decision of the round) shows at once.
#[derive(Debug, Clone)]
pub struct TablePace {
    beat: Duration,
    /// The other seats whose cards have fallen, by round and box.
    seats: BTreeSet<(u32, usize)>,
    /// The rounds whose settlement has fallen.
    rounds: BTreeSet<u32>,
}

impl TablePace {
    /// A card falls every `seconds`.
    pub fn new(seconds: f64) -> TablePace {
        TablePace { beat: Duration::from_secs_f64(seconds), seats: BTreeSet::new(), rounds: BTreeSet::new() }
    }
}

/// The cards falling on one page, counted in the order they were dealt: the n-th falls n beats
/// after the page is drawn, as at the terminal a beat passes before each.
#[derive(Debug)]
pub struct Fall {
    pace: Option<TablePace>,
    cards: u32,
    /// The language the cards are written in.
    lang: Lang,
}

impl Fall {
    /// A page drawn at the session's pace, if it keeps one.
    pub fn new(pace: Option<TablePace>) -> Fall {
        Fall { pace, cards: 0, lang: Lang::En }
    }

    /// The same page, its cards written as `lang` writes them.
    pub fn in_lang(self, lang: Lang) -> Fall {
        Fall { lang, ..self }
    }

    /// The session's pace, with what this page dealt.
    pub fn into_pace(self) -> Option<TablePace> {
        self.pace
    }

    /// Whether the cards of the other seat at box `seat` (from 0) fall in round `round`: on the
    /// first page that shows them.
    fn seat_falls(&mut self, round: u32, seat: usize) -> bool {
        self.pace.as_mut().is_some_and(|p| p.seats.insert((round, seat)))
    }

    /// Whether the settlement of round `round` falls: on the first page that shows it.
    fn round_falls(&mut self, round: u32) -> bool {
        self.pace.as_mut().is_some_and(|p| p.rounds.insert(round))
    }

    /// One card, falling after the cards before it on this page when `falls` and a pace is kept:
    /// its delay is said in `data-fall`, which the page's script sets as the card's animation
    /// delay (the pages' style allows no inline style).
    fn card(&mut self, card: Card, falls: bool) -> String {
        let drawn = svg::card_in(card, self.lang);
        let Some(pace) = self.pace.as_ref().filter(|_| falls) else { return drawn };
        self.cards += 1;
        let delay = (pace.beat * self.cards).as_millis();
        drawn.replacen("<svg ", &format!("<svg data-fall=\"{delay}ms\" "), 1)
    }

    /// A hand of cards side by side, each falling in turn when `falls`.
    fn hand(&mut self, cards: &[Card], falls: bool) -> String {
        let mut html = String::from("<span class=\"hand\">");
        for c in cards {
            html.push_str(&self.card(*c, falls));
        }
        html.push_str("</span>");
        html
    }

    /// How long after the page is drawn its last card is down: when its question can be
    /// answered.
    pub fn length(&self) -> Duration {
        self.pace.as_ref().map_or(Duration::ZERO, |p| p.beat * self.cards)
    }
}

/// A hand's cards and what is special about it, its cards falling when `falls`.
fn hand_html(
    h: &ShownHand,
    label: Option<&str>,
    to_play: bool,
    fall: &mut Fall,
    falls: bool,
    lang: Lang,
) -> String {
    let mut html = String::from("<div class=\"spot-hand\">");
    if let Some(label) = label {
        let _ = write!(html, "<span class=\"note\">{}</span> ", prose(label));
    }
    html.push_str(&fall.hand(&h.cards, falls));
    let _ = write!(html, " <span class=\"note\">({})</span>", prose(&hand_notes(h, lang)));
    if to_play {
        let _ = write!(
            html,
            " <strong class=\"note to-play\">{}</strong>",
            escape(&lang.text("play-to-play", &[]))
        );
    }
    html.push_str("</div>");
    html
}

/// The hands of a seat, each labelled when there are several.
fn hands_html(
    hands: &[ShownHand],
    to_play: Option<usize>,
    fall: &mut Fall,
    falls: bool,
    lang: Lang,
) -> String {
    let several = hands.len() > 1;
    hands
        .iter()
        .enumerate()
        .map(|(i, h)| {
            let label = several.then(|| {
                lang.text("play-wager-hand", &[("hand", Arg::Text(&hand_name_in(i, hands.len(), lang)))])
            });
            hand_html(h, label.as_deref(), several && to_play == Some(i), fall, falls, lang)
        })
        .collect()
}

/// The table as the learner sees it at a decision: the dealer, then every seat taken in seat
/// order, the learner's marked; another seat's cards only once its play has been told, falling
/// the first time.
pub fn table_html(state: &PlayState, ask: &Ask, fall: &mut Fall) -> String {
    let v = &ask.view;
    let lang = state.options.lang;
    let int = |n: u64| Arg::Int(n);
    let mut html = String::from("<div class=\"felt table\" id=\"table\">");
    if let Some(count) = &v.count {
        let _ = write!(html, "<p class=\"note count\">{}</p>", prose(&count.words_in(lang)));
    }
    let _ = write!(
        html,
        "<div class=\"spot dealer\" id=\"dealer\"><span class=\"spot-name\">{}</span><span class=\"hand\">",
        escape(&lang.text("drill-page-dealer", &[]))
    );
    for c in &v.dealer {
        html.push_str(&svg::card_in(*c, lang));
    }
    // At a peek table the hole card lies face down until the dealer turns it over.
    if state.rules.hole_card == HoleCard::Peek && ask.kind != AskKind::Settlement && v.dealer.len() == 1 {
        html.push_str(&svg::back_in(lang));
    }
    html.push_str("</span></div><div class=\"seats\">");
    let mine_now = |b: usize| v.box_number.is_none_or(|n| n == b + 1);
    match &state.seen.seating {
        Some(s) => {
            // Where players come and go, any seat of the table may be taken.
            let boxes = if s.seats_vary { s.table_seats } else { s.seats - 1 + s.boxes };
            for b in (0..boxes).filter(|b| !state.seen.empty.contains(b)) {
                if (s.seat..s.seat + s.boxes).contains(&b) {
                    let _ = write!(html, "<div class=\"seat mine\" data-seat=\"{}\">", b + 1);
                    let name =
                        lang.text("play-web-seat-you", &[("seat", int(b as u64 + 1)), ("bet", int(v.bet))]);
                    let _ = write!(html, "<span class=\"spot-name\">{}</span>", escape(&name));
                    if mine_now(b) && ask.kind != AskKind::Settlement {
                        match v.hands.as_slice() {
                            // Among several boxes the one to play is marked, even with one hand.
                            [one] if s.boxes > 1 => {
                                html.push_str(&hand_html(one, None, true, fall, false, lang))
                            }
                            hands => html.push_str(&hands_html(hands, Some(v.hand), fall, false, lang)),
                        }
                    } else if let Some(bx) = v.boxes.iter().find(|x| x.box_number == b + 1) {
                        html.push_str(&hands_html(&bx.hands, None, fall, false, lang));
                    } else if s.boxes == 1 {
                        html.push_str(&hands_html(&v.hands, Some(v.hand), fall, false, lang));
                    }
                    html.push_str("</div>");
                } else {
                    let _ = write!(html, "<div class=\"seat\" data-seat=\"{}\">", b + 1);
                    let name = lang
                        .text("play-web-seat", &[("seat", int(b as u64 + 1)), ("bet", int(s.others_bet))]);
                    let _ = write!(html, "<span class=\"spot-name\">{}</span>", escape(&name));
                    if let Some(o) = state.seen.others.iter().find(|o| o.seat == b) {
                        let falls = fall.seat_falls(o.round, o.seat);
                        html.push_str(&other_hands_html(o, fall, falls, lang));
                    } else {
                        let _ = write!(
                            html,
                            "<span class=\"note\">{}</span>",
                            escape(&lang.text("play-web-in-turn", &[]))
                        );
                    }
                    html.push_str("</div>");
                }
            }
        }
        None => {
            let name = lang.text("play-web-you", &[("bet", int(v.bet))]);
            let _ = write!(
                html,
                "<div class=\"seat mine\" data-seat=\"1\"><span class=\"spot-name\">{}</span>",
                escape(&name)
            );
            html.push_str(&hands_html(&v.hands, Some(v.hand), fall, false, lang));
            html.push_str("</div>");
        }
    }
    html.push_str("</div>");
    // The table's order of play, said while the learner's seat holds several hands (the terminal
    // says it once, the first time: there it would scroll away).
    if v.hands.len() > 1 && ask.kind != AskKind::Settlement {
        let _ =
            write!(html, "<p class=\"note split-order\">{}</p>", prose(&split_order_in(v.split_order, lang)));
    }
    if let Some(start) = state.seen.start.as_ref().filter(|s| s.number == v.round)
        && let Some(words) = start.sitting_out_words()
    {
        let _ = write!(html, "<p class=\"note\">{}</p>", prose(&words));
    }
    let chips = lang.text("play-web-chips", &[("chips", int(v.chips)), ("bet", int(v.bet))]);
    let _ = writeln!(html, "<p class=\"note chips\" id=\"chips\">{}</p></div>", escape(&chips));
    html
}

/// Another seat's hands with its moves, as told once its play is over.
fn other_hands_html(o: &OtherSeat, fall: &mut Fall, falls: bool, lang: Lang) -> String {
    let mut html = String::new();
    for (i, h) in o.hands.iter().enumerate() {
        let moves: Vec<String> =
            o.moves.iter().filter(|(hand, _)| *hand == i).map(|(_, mv)| mv.name_in(lang)).collect();
        let hand = hand_html(h, None, false, fall, falls, lang);
        // The moves on the hand's line, after its total: one line less on a phone.
        let hand = hand.strip_suffix("</div>").unwrap_or(&hand);
        html.push_str(hand);
        if !moves.is_empty() {
            let _ = write!(html, " <span class=\"note moves\">{}</span>", prose(&moves.join(", ")));
        }
        html.push_str("</div>");
    }
    html
}

/// A round settled: the dealer's cards, every seat's hands, then the ledger's lines of the
/// learner's bets (each hand settled and why), the chips, the others, the bank, the shoe. At the
/// dealer's pace, the first time it is shown, the cards not seen at a decision fall in the order
/// they were dealt: the other seats' not shown yet, then the dealer's after his up card.
pub fn report_html(r: &RoundReport, every_round: bool, fall: &mut Fall, lang: Lang) -> String {
    let falls = fall.round_falls(r.number);
    let mut seats = String::new();
    for s in &r.seats {
        let class = if s.learner { "seat mine" } else { "seat" };
        let seat = [("seat", Arg::Int(s.box_index as u64 + 1)), ("bet", Arg::Int(s.bet.unwrap_or(0)))];
        let name = match (s.learner, s.bet.is_some()) {
            (true, true) => lang.text("play-web-seat-you", &seat),
            (true, false) => lang.text("play-web-seat-you-out", &seat),
            (false, true) => lang.text("play-web-seat", &seat),
            (false, false) => lang.text("play-web-seat-out", &seat),
        };
        let seat_falls = falls && !s.learner && fall.seat_falls(r.number, s.box_index);
        let _ = write!(
            seats,
            "<div class=\"{class}\" data-seat=\"{n}\"><span class=\"spot-name\">{}</span>{}</div>",
            escape(&name),
            hands_html(&s.hands, None, fall, seat_falls, lang),
            n = s.box_index + 1
        );
    }
    let mut dealer = String::from("<span class=\"hand\">");
    for (i, c) in r.dealer.iter().enumerate() {
        dealer.push_str(&fall.card(*c, falls && i > 0));
    }
    dealer.push_str("</span>");
    let round = round_words(r.number, None, lang);
    let mut html =
        format!("<section class=\"round-result\" id=\"round-{}\"><h2>{}</h2>", r.number, escape(&round));
    let _ = write!(
        html,
        "<div class=\"felt table\"><div class=\"spot dealer\"><span class=\"spot-name\">{}</span>",
        escape(&lang.text("drill-page-dealer", &[]))
    );
    let _ = write!(
        html,
        "{dealer} <span class=\"note\">({})</span></div><div class=\"seats\">{seats}",
        prose(&r.dealer_total_in(lang))
    );
    html.push_str("</div></div><ul class=\"ledger\">");
    let mine: Vec<_> = r.seats.iter().filter(|s| s.learner).collect();
    let several = mine.len() > 1;
    for s in &mine {
        for e in &s.settled {
            let Some(what) = wager_label(e, s.box_index, several, s.hands.len(), lang) else { continue };
            let cards = match e.wager {
                Wager::Hand(i) => s
                    .hands
                    .get(i)
                    .map(|h| {
                        format!(" {} ({})", svg::hand_in(&h.cards, lang), prose(&h.total_words_in(lang)))
                    })
                    .unwrap_or_default(),
                _ => String::new(),
            };
            let class = match e.net {
                n if n > 0 => "won",
                0 => "even",
                _ => "lost",
            };
            let _ = write!(
                html,
                "<li class=\"{class}\">{}{cards} {}</li>",
                prose(&what),
                prose(&settled_words(e, &|_, net| net, lang))
            );
        }
    }
    html.push_str("</ul>");
    let _ = write!(html, "<p class=\"chips\">{}</p>", prose(&round_chips_words(r, lang)));
    for line in [others_words(r, lang), bank_words(r, lang)].into_iter().flatten() {
        let _ = write!(html, "<p>{}</p>", prose(&line));
    }
    for e in r.shoe_events.iter().filter(|e| !(every_round && **e == crate::game::shoe::ShoeEvent::Shuffled))
    {
        let _ = write!(html, "<p class=\"muted\">{}</p>", prose(&shoe_words(*e, lang)));
    }
    html.push_str("</section>\n");
    html
}

/// Players who left or sat down before the round about to start, in the terminal's words.
pub fn seats_changed_html(changes: &[SeatsChange], lang: Lang) -> String {
    let lines: Vec<String> = changes.iter().flat_map(|c| seats_change_words(c, lang)).collect();
    if lines.is_empty() {
        return String::new();
    }
    let mut html = String::from("<ul class=\"seats-changed\" id=\"seats-changed\">");
    for line in &lines {
        let _ = write!(html, "<li>{}</li>", prose(line));
    }
    html.push_str("</ul>\n");
    html
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::card::{Rank, Suit};

    #[test]
    fn cards_fall_a_beat_apart_in_the_order_drawn_and_only_once() {
        let ace = Card { rank: Rank::Ace, suit: Suit::Spades };
        let mut fall = Fall::new(Some(TablePace::new(0.25)));
        assert!(fall.seat_falls(1, 2));
        let hand = fall.hand(&[ace, ace], true);
        assert!(hand.contains("data-fall=\"250ms\"") && hand.contains("data-fall=\"500ms\""), "{hand}");
        assert!(!fall.card(ace, false).contains("data-fall"), "the learner's own cards never fall");
        assert_eq!(fall.length(), Duration::from_millis(500));
        let mut again = Fall::new(fall.into_pace());
        assert!(!again.seat_falls(1, 2), "a seat's cards fall on the first page that shows them");
        assert!(again.round_falls(1) && !again.round_falls(1));
        let mut still = Fall::new(None);
        assert!(!still.seat_falls(1, 2));
        assert!(!still.card(ace, true).contains("data-fall"), "no pace, no fall");
        assert_eq!(still.length(), Duration::ZERO);
    }
}
