//! Cards drawn as SVG by our own code: the rank in the corners, the suit in the middle, red for
//! hearts and diamonds, and a text label on each card for a screen reader.

use std::fmt::Write;

use crate::game::card::{Card, Rank, Suit};
use crate::lang::{Arg, Lang};

/// The rank in words, as a label reads it: the message `card-name-RANK`.
fn rank_id(rank: Rank) -> &'static str {
    match rank {
        Rank::Ace => "card-name-ace",
        Rank::Two => "card-name-two",
        Rank::Three => "card-name-three",
        Rank::Four => "card-name-four",
        Rank::Five => "card-name-five",
        Rank::Six => "card-name-six",
        Rank::Seven => "card-name-seven",
        Rank::Eight => "card-name-eight",
        Rank::Nine => "card-name-nine",
        Rank::Ten => "card-name-ten",
        Rank::Jack => "card-name-jack",
        Rank::Queen => "card-name-queen",
        Rank::King => "card-name-king",
    }
}

fn suit_id(suit: Suit) -> &'static str {
    match suit {
        Suit::Spades => "card-name-spades",
        Suit::Hearts => "card-name-hearts",
        Suit::Diamonds => "card-name-diamonds",
        Suit::Clubs => "card-name-clubs",
    }
}

/// A card's label in `lang`: `seven of hearts`, `sept de cœur`, `sette di cuori`.
pub fn label_in(card: Card, lang: Lang) -> String {
    let (rank, suit) = (lang.text(rank_id(card.rank), &[]), lang.text(suit_id(card.suit), &[]));
    lang.text("card-label", &[("rank", Arg::Text(&rank)), ("suit", Arg::Text(&suit))])
}

/// One card, face up: its rank written and its label said as `lang` writes them (`R♠`, `roi de
/// pique` in French).
pub fn card_in(card: Card, lang: Lang) -> String {
    let colour = if card.suit.is_red() { "red" } else { "black" };
    // Drawn with the rank the coach writes it with (`T♠` in a verdict), so that a ten reads the
    // same on the felt and in the words beside it.
    let rank = card.rank.symbol_in(lang);
    let suit = card.suit.symbol();
    let mut svg = String::new();
    let _ = write!(
        svg,
        "<svg class=\"card {colour}\" viewBox=\"0 0 60 84\" role=\"img\" aria-label=\"{}\">\
         <rect x=\"1\" y=\"1\" width=\"58\" height=\"82\" rx=\"6\" class=\"face\"/>\
         <text x=\"6\" y=\"18\" class=\"corner\">{rank}</text>\
         <text x=\"6\" y=\"32\" class=\"corner-suit\">{suit}</text>\
         <text x=\"30\" y=\"56\" class=\"pip\" text-anchor=\"middle\">{suit}</text>\
         <text x=\"54\" y=\"78\" class=\"corner\" text-anchor=\"end\">{rank}</text>\
         </svg>",
        label_in(card, lang)
    );
    svg
}

/// The dealer's card face down, labelled in `lang` (`a card face down`).
pub fn back_in(lang: Lang) -> String {
    format!(
        "<svg class=\"card back\" viewBox=\"0 0 60 84\" role=\"img\" aria-label=\"{}\">\
         <rect x=\"1\" y=\"1\" width=\"58\" height=\"82\" rx=\"6\" class=\"back-face\"/>\
         <rect x=\"7\" y=\"7\" width=\"46\" height=\"70\" rx=\"3\" class=\"back-inner\"/></svg>",
        lang.text("card-face-down", &[])
    )
}

/// A hand of cards side by side, each as `lang` writes it.
pub fn hand_in(cards: &[Card], lang: Lang) -> String {
    let mut html = String::from("<span class=\"hand\">");
    for c in cards {
        html.push_str(&card_in(*c, lang));
    }
    html.push_str("</span>");
    html
}

/// The shoe of `decks` decks a tray is drawn against, in `lang`: `6 decks`, `6 jeux`.
fn shoe_in(decks: u8, lang: Lang) -> String {
    crate::coach::drill::count_words::decks_in(f64::from(decks), lang)
}

/// The discard tray against the shoe's decks, as a counter reads it: a full block a deck, half a
/// block half a deck; labelled and captioned in `lang`.
pub fn tray(halves: u32, decks_in_shoe: u8, lang: Lang) -> String {
    let decks = u32::from(decks_in_shoe);
    let (width, row) = (60u32, 14u32);
    let height = decks * row + 4;
    let shown =
        if halves.is_multiple_of(2) { format!("{}", halves / 2) } else { format!("{}½", halves / 2) };
    let shoe = shoe_in(decks_in_shoe, lang);
    let label = lang.text("count-tray-label", &[("held", Arg::Text(&shown)), ("shoe", Arg::Text(&shoe))]);
    let mut svg = format!(
        "<figure class=\"tray\"><svg viewBox=\"0 0 {width} {height}\" width=\"{width}\" height=\"{height}\" role=\"img\" \
         aria-label=\"{label}\">"
    );
    for deck in 0..decks {
        let y = height - 2 - (deck + 1) * row;
        let _ = write!(
            svg,
            "<rect x=\"2\" y=\"{y}\" width=\"{}\" height=\"{row}\" class=\"tray-slot\"/>",
            width - 4
        );
        let filled = halves.saturating_sub(2 * deck).min(2);
        if filled > 0 {
            let h = row * filled / 2;
            let _ = write!(
                svg,
                "<rect x=\"2\" y=\"{}\" width=\"{}\" height=\"{h}\" class=\"tray-fill\"/>",
                y + row - h,
                width - 4
            );
        }
    }
    let caption = lang.text("count-tray-caption", &[("shoe", Arg::Text(&shoe))]);
    let _ = write!(svg, "</svg><figcaption>{caption}</figcaption></figure>");
    svg
}

/// A deck-estimation tray: every card in it drawn as its edge (`class="tray-card"`), stacked
/// from the bottom of a box as tall as the shoe's decks, with no mark to read it by, so that it
/// is estimated as a tray is at the table. `data-cards` says how many it holds: a test counts
/// the edges back. Labelled and captioned in `lang`.
pub fn card_tray(cards: u32, decks: u8, lang: Lang) -> String {
    // A card is a unit of height, its edge most of it, so that the stack shows its cards.
    let (width, full) = (90u32, 52 * u32::from(decks.max(1)));
    let height = full + 4;
    let shoe = shoe_in(decks, lang);
    let label = lang.text("count-card-tray-label", &[("shoe", Arg::Text(&shoe))]);
    let mut svg = format!(
        "<figure class=\"tray card-tray\"><svg viewBox=\"0 0 {width} {height}\" width=\"{width}\" height=\"{}\" \
         preserveAspectRatio=\"none\" role=\"img\" data-cards=\"{cards}\" \
         aria-label=\"{label}\">\
         <rect x=\"1\" y=\"1\" width=\"{}\" height=\"{}\" class=\"tray-slot\"/>",
        height.clamp(120, 260),
        width - 2,
        height - 2
    );
    for card in 0..cards.min(full) {
        let _ = write!(
            svg,
            "<rect x=\"4\" y=\"{}\" width=\"{}\" height=\"0.7\" class=\"tray-card\"/>",
            height - 3 - card,
            width - 8
        );
    }
    let caption = lang.text("count-tray-caption", &[("shoe", Arg::Text(&shoe))]);
    let _ = write!(svg, "</svg><figcaption>{caption}</figcaption></figure>");
    svg
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_red_card_is_drawn_red_and_labelled_in_words() {
        let svg = card_in(Card::new(Rank::Seven, Suit::Hearts), Lang::En);
        assert!(svg.contains("class=\"card red\""), "{svg}");
        assert!(svg.contains("aria-label=\"seven of hearts\""), "{svg}");
        assert!(svg.contains(">7<") && svg.contains(">♥<"), "{svg}");
        let svg = card_in(Card::new(Rank::Ten, Suit::Clubs), Lang::En);
        assert!(svg.contains("class=\"card black\"") && svg.contains("ten of clubs"), "{svg}");
    }

    #[test]
    fn a_card_is_drawn_with_the_rank_it_is_written_with() {
        for suit in Suit::ALL {
            for rank in Rank::ALL {
                let c = Card::new(rank, suit);
                let written = c.to_string();
                let rank_written = written.trim_end_matches(suit.symbol());
                let svg = card_in(c, Lang::En);
                let drawn: Vec<&str> = svg
                    .split("class=\"corner\"")
                    .skip(1)
                    .map(|t| t.split('>').nth(1).unwrap().split('<').next().unwrap())
                    .collect();
                assert_eq!(drawn, [rank_written, rank_written], "{written}");
            }
        }
    }

    /// In French and Italian a card is drawn with the rank the language writes (`R`, `D`, `V`;
    /// `R`, `D`, `F`) as the words beside it write it, and labelled in the language; every card's
    /// label is its own there too.
    #[test]
    fn a_card_is_drawn_and_labelled_in_the_pages_language() {
        let king = Card::new(Rank::King, Suit::Spades);
        let french = card_in(king, Lang::Fr);
        assert!(french.contains(">R<") && french.contains("aria-label=\"roi de pique\""), "{french}");
        let jack = Card::new(Rank::Jack, Suit::Hearts);
        let italian = card_in(jack, Lang::It);
        assert!(italian.contains(">F<") && italian.contains("aria-label=\"fante di cuori\""), "{italian}");
        for lang in [Lang::Fr, Lang::It] {
            let mut labels: Vec<String> = Suit::ALL
                .iter()
                .flat_map(|&s| Rank::ALL.iter().map(move |&r| label_in(Card::new(r, s), lang)))
                .collect();
            for c in Suit::ALL.iter().flat_map(|&s| Rank::ALL.iter().map(move |&r| Card::new(r, s))) {
                let written = c.shown_in(lang);
                let rank_written = written.trim_end_matches(c.suit.symbol());
                assert!(card_in(c, lang).contains(&format!(">{rank_written}<")), "{written} in {lang:?}");
            }
            labels.sort();
            labels.dedup();
            assert_eq!(labels.len(), 52, "{lang:?}");
            assert!(back_in(lang).contains(&format!("aria-label=\"{}\"", lang.text("card-face-down", &[]))));
        }
    }

    #[test]
    fn a_tray_fills_a_block_a_deck_and_half_a_block_half_a_deck() {
        let svg = tray(5, 6, Lang::En);
        assert_eq!(svg.matches("class=\"tray-slot\"").count(), 6);
        assert_eq!(svg.matches("class=\"tray-fill\"").count(), 3);
        assert!(svg.contains("height=\"7\" class=\"tray-fill\""), "{svg}");
        assert!(svg.contains("holding 2½ of the shoe's 6 decks"), "{svg}");
    }

    #[test]
    fn a_card_tray_draws_every_card_it_holds_and_says_none() {
        for (cards, decks) in [(13, 1), (91, 6), (26 * 12, 8)] {
            let svg = card_tray(cards, decks, Lang::En);
            assert_eq!(svg.matches("class=\"tray-card\"").count() as u32, cards, "{cards}");
            assert!(svg.contains(&format!("data-cards=\"{cards}\"")), "{svg}");
            // The box is as tall as the shoe, a unit a card.
            assert!(svg.contains(&format!("height=\"{}\" class=\"tray-slot\"", 52 * u32::from(decks) + 2)));
        }
        assert!(!card_tray(91, 6, Lang::En).contains("1¾"), "the picture never gives the answer");
    }

    /// The tray pictures are labelled and captioned in the page's language, the shoe with its
    /// noun as that language writes it.
    #[test]
    fn the_trays_are_labelled_in_the_pages_language() {
        let english = tray(5, 6, Lang::En);
        assert!(
            english.contains("aria-label=\"discard tray holding 2½ of the shoe's 6 decks\""),
            "{english}"
        );
        assert!(
            card_tray(3, 1, Lang::En).contains("aria-label=\"a discard tray, against the shoe's 1 deck\"")
        );
        for (lang, words, shoe) in
            [(Lang::Fr, "bac de défausse", "6 jeux"), (Lang::It, "vassoio degli scarti", "6 mazzi")]
        {
            for svg in [tray(5, 6, lang), card_tray(40, 6, lang)] {
                let label = svg.split("aria-label=\"").nth(1).and_then(|l| l.split('"').next()).unwrap();
                assert!(label.to_lowercase().contains(words) && label.contains(shoe), "{lang:?}: {label}");
                let caption = svg.split("<figcaption>").nth(1).unwrap();
                assert!(caption.to_lowercase().contains(words), "{lang:?}: {caption}");
                for english_word in ["tray", "shoe", "deck", "discard", "holding"] {
                    assert!(
                        !label.contains(english_word) && !caption.contains(english_word),
                        "{lang:?}: {svg}"
                    );
                }
            }
        }
    }

    #[test]
    fn every_card_has_its_own_label() {
        let mut labels: Vec<String> = Suit::ALL
            .iter()
            .flat_map(|&s| Rank::ALL.iter().map(move |&r| label_in(Card::new(r, s), Lang::En)))
            .collect();
        labels.sort();
        labels.dedup();
        assert_eq!(labels.len(), 52);
    }
}
