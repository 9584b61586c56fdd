//! Tests of the table rules: the presets, ratios, bets and the fields of a table file.
use super::*;
use crate::game::card::Rank::*;

fn table(name: &str) -> TableRules {
    preset(name).unwrap()
}

#[test]
fn every_preset_loads_and_names_itself() {
    for source in &PRESET_SOURCES {
        let rules = table(source.id);
        assert_eq!(rules.id, source.id);
    }
}

#[test]
fn every_preset_readied_by_the_build_is_the_table_its_file_holds() {
    for source in &PRESET_SOURCES {
        let from_file = TableRules::from_yaml(&format!("tables/{}.yaml", source.id), source.yaml).unwrap();
        assert_eq!(preset(source.id).unwrap(), from_file, "{}", source.id);
    }
}

#[test]
fn the_presets_follow_tables_md() {
    let book = table("book");
    assert_eq!((book.decks, book.dealer_soft_17, book.hole_card), (1, Soft17::Stands, HoleCard::Peek));
    assert_eq!(book.pair_rule, PairRule::SameRank);
    assert_eq!(book.max_hands, 2);
    assert_eq!(book.double_after_split, Permission::Forbidden);
    assert_eq!(book.insurance, Insurance::UpToHalf);
    assert_eq!(book.reshuffle, Reshuffle::EveryRound);
    assert_eq!(book.empty_stock, EmptyStock::BackupDeck);
    assert_eq!(book.session.bet.min, 2);
    assert_eq!(book.session.starting_chips, 20);
    assert_eq!(book.session.bank.reserve, Some(200));
    assert_eq!(book.session.rounds, Some(10));
    // The book compares chips as a family agreement: a rule of its own, not feral's match.
    assert_eq!(book.session.goal, SessionGoal::ChipRanking);
    assert!(book.is_assumed(RuleField::Rounds));
    // Stated by the book: split hands left to right; no finishing draw over busted hands.
    assert_eq!(book.split_order, SplitOrder::LeftToRight);
    assert_eq!(book.dealer_draw, DealerDraw::AgainstStandingHands);
    assert!(!book.is_assumed(RuleField::SplitOrder) && !book.is_assumed(RuleField::DealerDraw));

    let fr = table("casino-fr");
    assert_eq!(fr.hole_card, HoleCard::Enhc);
    assert_eq!(fr.surrender, Surrender::EnhcUnlessAce);
    assert_eq!(fr.max_hands, 4);
    assert_eq!(fr.pair_rule, PairRule::SameValue);
    assert!(fr.is_assumed(RuleField::Decks) && fr.is_assumed(RuleField::DoubleAfterSplit));
    assert_eq!(fr.enhc_blackjack_takes, Some(EnhcLoss::All));
    assert_eq!(fr.split_order, SplitOrder::RightToLeft);
    assert_eq!((fr.vacant_boxes, fr.other_box_bets), (VacantBoxes::Playable, OtherBoxBets::Behind));
    assert!(fr.is_assumed(RuleField::DealerDraw) && !fr.is_assumed(RuleField::SplitOrder));

    let feral = table("feral");
    assert_eq!((feral.decks, feral.session.bet.unit, feral.session.rounds), (4, 10, Some(30)));
    assert_eq!(feral.insurance, Insurance::Half);
    assert_eq!(feral.penetration_percent, Some(75));

    let qh = table("quebec-h17");
    let qs = table("quebec-s17");
    assert_eq!(qh.dealer_soft_17, Soft17::Hits);
    assert_eq!(qs.dealer_soft_17, Soft17::Stands);
    assert_eq!(qh.double_on_21, Permission::Forbidden);
    assert_eq!(qh.max_hands, 4);
    assert_eq!(qh.resplit_aces, Permission::Forbidden);

    let it = table("casino-it");
    assert_eq!(it.double_on, DoubleOn::NineToEleven);
    assert_eq!(it.hole_card, HoleCard::Enhc);
    assert_eq!(it.max_hands, 2);
    assert_eq!((it.other_box_bets, it.bets_per_box), (OtherBoxBets::OnAnyBox, Some(3)));
    assert!(it.is_assumed(RuleField::SplitOrder) && it.is_assumed(RuleField::VacantBoxes));
}

#[test]
fn doubling_rules() {
    let it = table("casino-it");
    assert!(it.may_double(Five, Four, false, false));
    assert!(it.may_double(Six, Five, false, false));
    assert!(!it.may_double(Six, Two, false, false));
    assert!(!it.may_double(Ace, Seven, false, false), "soft 18 is not 9-11");
    assert!(!it.may_double(Five, Five, true, false), "no double after split at casino-it");
    let q = table("quebec-s17");
    assert!(!q.may_double(Ace, King, false, false), "no double on a two-card 21");
    assert!(q.may_double(Ace, Six, false, false));
    assert!(q.may_double(Five, Six, true, false), "double after split at Quebec");
    assert!(!q.may_double(Ace, Nine, true, true), "never on split aces");
    let book = table("book");
    assert!(book.may_double(Ten, Eight, false, false));
    assert!(!book.may_double(Five, Six, true, false));
    assert!(!book.may_double(Ace, King, false, false), "a hand at 21 takes no card");
}

#[test]
fn splitting_rules() {
    let book = table("book");
    assert!(book.may_split(King, King, 1));
    assert!(!book.may_split(King, Queen, 1), "same rank only");
    assert!(!book.may_split(Eight, Eight, 2), "one split only");
    let fr = table("casino-fr");
    assert!(fr.may_split(King, Queen, 1));
    assert!(fr.may_split(Eight, Eight, 3));
    assert!(!fr.may_split(Eight, Eight, 4), "four hands at most");
    assert!(fr.may_split(Ace, Ace, 1));
    assert!(!fr.may_split(Ace, Ace, 2), "aces are not re-split");
}

#[test]
fn surrender_rules() {
    let fr = table("casino-fr");
    assert!(fr.may_surrender(Ten));
    assert!(!fr.may_surrender(Ace));
    for name in ["book", "feral", "quebec-h17", "quebec-s17", "casino-it"] {
        assert!(!table(name).may_surrender(Ten), "{name}");
    }
}

#[test]
fn bets_keep_payouts_whole() {
    let book = table("book");
    assert!(book.check_bet(2, 20).is_ok());
    assert_eq!(book.check_bet(4, 20), Err(BetRefusal::NotTheFixedBet { fixed: 2 }));
    let feral = table("feral");
    assert!(feral.check_bet(10, 1000).is_ok());
    assert!(feral.check_bet(30, 1000).is_ok());
    assert_eq!(feral.check_bet(15, 1000), Err(BetRefusal::NotAUnit { unit: 10 }));
    assert_eq!(feral.check_bet(5, 1000), Err(BetRefusal::BelowMinimum { min: 10 }));
    assert_eq!(feral.check_bet(20, 10), Err(BetRefusal::NotEnoughChips { chips: 10 }));
    let mut custom = table("feral");
    custom.session.bet.unit = 1;
    custom.session.bet.min = 1;
    let refusal = custom.check_bet(11, 1000).unwrap_err();
    assert!(matches!(refusal, BetRefusal::NeedsHalfChip { bet: 11, even: 2, .. }));
    assert!(refusal.to_string().contains("half chip"));
    assert!(custom.check_bet(12, 1000).is_ok());
}

/// Every stake the bet check lets through is one whose natural the ratio pays in whole chips,
/// and every stake it cannot pay is refused as needing a half chip: the settlement of a
/// natural never meets a stake it cannot pay.
#[test]
fn a_stake_the_natural_cannot_pay_is_refused_at_the_bet_check() {
    for (win, stake) in [(3, 2), (6, 5), (7, 5), (2, 1), (1, 1), (5, 4)] {
        for insurance in [Insurance::None, Insurance::UpToHalf] {
            let mut t = table("feral");
            t.blackjack_pays = Ratio { win, stake };
            t.insurance = insurance;
            t.session.bet.unit = 1;
            t.session.bet.min = 1;
            t.session.bet.max = None;
            for bet in 1..=200u64 {
                let pays = t.blackjack_pays.pay(bet);
                match t.check_bet(bet, u64::MAX) {
                    Ok(()) => assert!(pays.is_some(), "{win}:{stake} bet {bet} accepted, unpayable"),
                    Err(refusal) => {
                        assert!(matches!(refusal, BetRefusal::NeedsHalfChip { .. }), "{refusal}");
                        // Refused for the natural, or for insurance's half where it is offered.
                        assert!(pays.is_none() || insurance != Insurance::None && bet % 2 == 1);
                    }
                }
            }
        }
    }
    // 3:2 on 3 chips would pay 4.5: refused, in words.
    let mut odd = table("feral");
    (odd.session.bet.unit, odd.session.bet.min, odd.insurance) = (1, 1, Insurance::None);
    assert_eq!(
        odd.check_bet(3, 100),
        Err(BetRefusal::NeedsHalfChip { bet: 3, ratio: Ratio::THREE_TO_TWO, even: 2 })
    );
}

#[test]
fn ratios() {
    assert_eq!(Ratio::THREE_TO_TWO.pay(2), Some(3));
    assert_eq!(Ratio::THREE_TO_TWO.pay(3), None);
    assert_eq!("6:5".parse::<Ratio>().unwrap().pay(10), Some(12));
    assert!("3/2".parse::<Ratio>().is_err());
    for bad in ["0:1", "-1:1", "4294967295:1", "1:101", "101:1", "4294967296:1", "0:0"] {
        let err = bad.parse::<Ratio>().unwrap_err().to_string();
        assert!(err.contains("from 1 to 100"), "{bad}: {err}");
        assert_eq!(err.matches("WIN:STAKE").count(), 1, "{err}");
    }
    assert_eq!("100:1".parse::<Ratio>(), Ok(Ratio { win: 100, stake: 1 }));
}

#[test]
fn a_ratio_is_read_in_its_lowest_terms() {
    // Issue 21: `"100:100"` was refused and `"6:4"` asked for bets in multiples of 4.
    assert_eq!("100:100".parse::<Ratio>(), Ok(Ratio { win: 1, stake: 1 }));
    assert_eq!("6:4".parse::<Ratio>(), Ok(Ratio::THREE_TO_TWO));
    assert_eq!("200:100".parse::<Ratio>(), Ok(Ratio::TWO_TO_ONE));
    assert_eq!("12:10".parse::<Ratio>().unwrap().to_string(), "6:5");
    // Lowest terms beyond 100 stay refused: 101:100 is 101:100.
    assert!("101:100".parse::<Ratio>().is_err());
}

#[test]
fn a_bad_table_reports_every_problem_with_its_line() {
    let text = table_text("feral")
        .replace("decks: 4", "decks: 9")
        .replace("max_hands: 2", "max_hands: 7")
        .replace("seats: 7", "seats: 0");
    let err = TableRules::from_yaml("my.yaml", &text).unwrap_err();
    assert_eq!(err.0.len(), 3, "{err}");
    let shown = err.to_string();
    assert!(shown.contains("field `decks`: 9 decks: a table has 1 to 8 decks"), "{shown}");
    assert!(shown.contains("field `max_hands`"), "{shown}");
    assert!(shown.contains("field `session.seats`"), "{shown}");
    let decks_line = text.lines().position(|l| l.starts_with("decks:")).unwrap() + 1;
    assert!(shown.contains(&format!("my.yaml:{decks_line}:1: field `decks`")), "{shown}");
}

#[test]
fn an_unknown_value_lists_the_accepted_ones() {
    let text = table_text("feral").replace("dealer_soft_17: stands", "dealer_soft_17: sometimes");
    let err = TableRules::from_yaml("my.yaml", &text).unwrap_err().to_string();
    assert!(err.contains("dealer_soft_17"), "{err}");
    assert!(err.contains("expected `stands` or `hits`"), "{err}");
    assert!(err.starts_with("my.yaml:"), "{err}");
}

#[test]
fn unknown_names_list_the_presets() {
    let err = preset("vegas").unwrap_err().to_string();
    assert!(err.contains("book, casino-fr, feral, quebec-h17, quebec-s17, casino-it"), "{err}");
}

fn table_text(name: &str) -> String {
    PRESET_SOURCES.iter().find(|p| p.id == name).unwrap().yaml.to_string()
}
