//! Property tests of the round engine: random rounds with random legal decisions on every preset.

use bjcoach::game::hand::HandValue;
use bjcoach::game::ledger::{Verdict, Wager};
use bjcoach::game::round::{Decision, HandStatus, Move, Round};
use bjcoach::game::rules::{TableRules, preset};
use bjcoach::game::shoe::Shoe;
use proptest::prelude::*;

const EVERY_MOVE: [Move; 9] = [
    Move::Bet(10),
    Move::SitOut,
    Move::Insure(5),
    Move::DeclineInsurance,
    Move::Hit,
    Move::Stand,
    Move::Double,
    Move::Split,
    Move::Surrender,
];

fn dealer_must_hit(rules: &TableRules, value: HandValue) -> bool {
    let total = value.total();
    total < 17 || (total == 17 && value.is_soft() && rules.dealer_hits_soft_17())
}

/// Plays `rounds` rounds from one shoe, choosing among the legal moves with `choices`, and checks
/// every invariant after each round.
fn play_rounds(name: &str, seed: u64, seats: usize, rounds: usize, choices: &[u32]) {
    let rules = preset(name).unwrap();
    let seats = seats.clamp(1, usize::from(rules.session.seats));
    let mut chips = vec![rules.session.starting_chips; seats];
    let mut shoe = Shoe::from_seed(&rules, seed);
    let mut pick = choices.iter().cycle();
    for _ in 0..rounds {
        let mut round = Round::new(&rules, shoe, &chips).unwrap();
        let mut steps = 0;
        while let Some(decision) = round.decision() {
            steps += 1;
            assert!(steps < 500, "the round does not end");
            let legal = round.legal_moves();
            assert!(!legal.is_empty(), "a decision with no legal move: {decision:?}");
            // Every move the engine does not list is refused, and leaves the round as it was.
            for mv in EVERY_MOVE {
                if !legal.contains(&mv) {
                    let before = round.seats().to_vec();
                    assert!(round.apply(mv).is_err(), "{mv} was not listed but accepted");
                    assert_eq!(round.seats(), before.as_slice());
                }
            }
            let choice = *pick.next().unwrap() as usize;
            let mv = match decision {
                // Mostly bet: sitting out is listed last.
                Decision::Bet { .. } if legal.len() > 1 && !choice.is_multiple_of(10) => {
                    legal[choice % (legal.len() - 1)]
                }
                _ => legal[choice % legal.len()],
            };
            round.apply(mv).unwrap();
        }
        check_round(&rules, &round, &chips);
        chips = round.seats().iter().map(|s| s.chips).collect();
        shoe = round.into_shoe();
    }
}

fn check_round(rules: &TableRules, round: &Round, chips_before: &[u64]) {
    let ledger = round.ledger().unwrap();
    // Chips are conserved: what the players gained, the bank lost.
    let before: i64 = chips_before.iter().map(|&c| c as i64).sum();
    let after: i64 = round.seats().iter().map(|s| s.chips as i64).sum();
    assert_eq!(after - before, -ledger.bank_net(), "{ledger}");
    for (i, seat) in round.seats().iter().enumerate() {
        assert_eq!(seat.chips as i64, chips_before[i] as i64 + ledger.seat_net(i), "seat {i}\n{ledger}");
        let staked: u64 = ledger.seat_entries(i).map(|e| e.stake).sum();
        let expected: u64 = seat.hands.iter().map(|h| h.stake).sum::<u64>() + seat.insurance.unwrap_or(0);
        assert_eq!(staked, expected, "every stake is settled once");
    }
    let dealer = HandValue::of(round.dealer_cards().iter().map(|c| c.rank));
    let dealer_natural = round.dealer_cards().len() == 2 && dealer.total() == 21;
    let mut to_beat = false;
    for (i, seat) in round.seats().iter().enumerate() {
        for (index, h) in seat.hands.iter().enumerate() {
            let entry = ledger.entries.iter().find(|e| e.seat == i && e.wager == Wager::Hand(index)).unwrap();
            let cards = h.hand.len();
            // No card after a double, nor after a split ace's one card.
            if h.doubled {
                assert_eq!(cards, 3, "a doubled hand takes exactly one card: {}", h.hand);
            }
            if h.split_aces {
                assert_eq!(cards, 2, "a split ace takes exactly one card: {}", h.hand);
            }
            // No card is drawn to a hand at 21.
            if cards > 2 {
                let prefix = HandValue::of(h.hand.cards[..cards - 1].iter().map(|c| c.rank));
                assert!(prefix.total() < 21 && !prefix.is_bust(), "a card after 21: {}", h.hand);
            }
            // No natural on a split hand.
            if h.hand.from_split || seat.hands.len() > 1 {
                assert!(!h.hand.is_natural());
                assert_ne!(entry.verdict, Verdict::Natural, "{}", entry.reason);
            }
            // A busted hand never wins.
            if h.hand.is_bust() {
                assert_eq!(entry.verdict, Verdict::Bust);
                assert!(entry.net < 0);
            }
            if matches!(entry.verdict, Verdict::Natural | Verdict::Win | Verdict::InsuranceWon) {
                assert!(!h.hand.is_bust());
            }
            assert_ne!(h.status, HandStatus::Playing, "the round ended with a hand still in play");
            if h.status == HandStatus::Stood && !h.hand.is_natural() {
                to_beat = true;
            }
        }
    }
    // The dealer follows the table's soft-17 rule, with no discretion.
    if round.dealer_drew_out() {
        let cards: Vec<_> = round.dealer_cards().iter().map(|c| c.rank).collect();
        assert!(!dealer_must_hit(rules, dealer) || dealer.is_bust(), "the dealer stopped early: {cards:?}");
        for n in 2..cards.len() {
            let prefix = HandValue::of(cards[..n].iter().copied());
            assert!(dealer_must_hit(rules, prefix), "the dealer drew on {}: {cards:?}", prefix.total());
        }
    } else if to_beat {
        assert!(dealer_natural, "the dealer skipped drawing with a hand left to beat");
    }
}

macro_rules! preset_properties {
    ($($test:ident => $name:literal),* $(,)?) => {
        proptest! {
            #![proptest_config(ProptestConfig::with_cases(300))]
            $(
                #[test]
                fn $test(seed in any::<u64>(), seats in 1usize..=7, rounds in 1usize..=4,
                         choices in proptest::collection::vec(any::<u32>(), 1..64)) {
                    play_rounds($name, seed, seats, rounds, &choices);
                }
            )*
        }
    };
}

preset_properties! {
    random_rounds_at_book => "book",
    random_rounds_at_casino_fr => "casino-fr",
    random_rounds_at_feral => "feral",
    random_rounds_at_quebec_h17 => "quebec-h17",
    random_rounds_at_quebec_s17 => "quebec-s17",
    random_rounds_at_casino_it => "casino-it",
}

#[test]
fn a_long_session_at_every_preset_keeps_every_chip() {
    // Enough rounds to pass the cut card several times and use the book's backup deck path.
    for name in ["book", "casino-fr", "feral", "quebec-h17", "quebec-s17", "casino-it"] {
        play_rounds(name, 7, 7, 60, &[3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9]);
    }
}

const PRESETS: [&str; 6] = ["book", "casino-fr", "feral", "quebec-h17", "quebec-s17", "casino-it"];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(60))]

    /// Whole sessions with random legal decisions: chips (and the bank's notional chips) add up
    /// after every round, and a player who cannot bet keeps their box, vacant.
    #[test]
    fn random_sessions_keep_every_chip(table in 0usize..6, seed in any::<u64>(), players in 1usize..=7,
                                       choices in proptest::collection::vec(any::<u32>(), 1..64)) {
        use bjcoach::game::table_session::Session;
        let rules = preset(PRESETS[table]).unwrap();
        let players = players.min(usize::from(rules.session.seats));
        let mut session = Session::new(&rules, Shoe::from_seed(&rules, seed), players).unwrap();
        let mut pick = choices.iter().cycle();
        while !session.is_over() && session.rounds_played() < 12 {
            let before = session.players().to_vec();
            let round = session.start_round().unwrap();
            while round.decision().is_some() {
                let legal = round.legal_moves();
                let mv = legal[*pick.next().unwrap() as usize % legal.len()];
                round.apply(mv).unwrap();
            }
            let record = session.finish_round().unwrap().clone();
            prop_assert!(session.chips_are_conserved());
            // Every player keeps their box, so the boxes after a player who stopped keep their
            // numbers; a player who cannot bet stakes nothing there.
            prop_assert_eq!(&record.players, &(0..players).collect::<Vec<_>>());
            for (p, player) in before.iter().enumerate() {
                let could_bet = rules.check_bet(rules.session.bet.min, player.chips).is_ok();
                let staked = record.ledger.seat_entries(p).next().is_some();
                prop_assert!(could_bet || !staked, "player {} staked without the chips to bet", p);
            }
        }
    }
}

/// Counts the rounds reachable from here by legal moves, and sums what the seats net over them:
/// like a chess engine's perft, numbers that pin the move generation and the settlement down.
fn perft(round: &Round) -> (u64, i64) {
    if round.is_over() {
        let ledger = round.ledger().unwrap();
        return (1, -ledger.bank_net());
    }
    let mut total = (0, 0);
    for mv in round.legal_moves() {
        let mut next = round.clone();
        next.apply(mv).unwrap();
        let (leaves, net) = perft(&next);
        total = (total.0 + leaves, total.1 + net);
    }
    total
}

#[test]
fn perft_from_a_pair_of_eights_against_a_six() {
    let mut found = Vec::new();
    for name in PRESETS {
        let rules = preset(name).unwrap();
        let ranks = bjcoach::game::card::parse_ranks("8 6 8 T 3 5 2 9 4 A 7 2 6").unwrap();
        let shoe = Shoe::stacked_from_seed(&rules, 1, &ranks).unwrap();
        let mut round = Round::new(&rules, shoe, &[rules.session.starting_chips]).unwrap();
        round.apply(Move::Bet(rules.session.bet.min)).unwrap();
        let (leaves, net) = perft(&round);
        found.push(format!("{name}: {leaves} rounds, net {net}"));
    }
    insta::assert_snapshot!(found.join("\n"), @r"
    book: 16 rounds, net -26
    casino-fr: 17 rounds, net -85
    feral: 16 rounds, net -130
    quebec-h17: 24 rounds, net -160
    quebec-s17: 24 rounds, net -160
    casino-it: 9 rounds, net -50
    ");
}

#[test]
fn perft_from_an_ace_up_with_insurance() {
    let mut found = Vec::new();
    for name in PRESETS {
        let rules = preset(name).unwrap();
        let ranks = bjcoach::game::card::parse_ranks("5 A 6 9 T 4 3 K").unwrap();
        let shoe = Shoe::stacked_from_seed(&rules, 1, &ranks).unwrap();
        let mut round = Round::new(&rules, shoe, &[rules.session.starting_chips]).unwrap();
        round.apply(Move::Bet(rules.session.bet.min * 2)).unwrap_or_else(|_| {
            round.apply(Move::Bet(rules.session.bet.min)).unwrap();
        });
        let (leaves, net) = perft(&round);
        found.push(format!("{name}: {leaves} rounds, net {net}"));
    }
    insta::assert_snapshot!(found.join("\n"), @r"
    book: 6 rounds, net 5
    casino-fr: 44 rounds, net -990
    feral: 6 rounds, net 50
    quebec-h17: 6 rounds, net 50
    quebec-s17: 6 rounds, net 50
    casino-it: 44 rounds, net -990
    ");
}

/// Tables beyond the presets, each bending a rule that changes what a hand may do.
fn odd_tables() -> Vec<TableRules> {
    use bjcoach::game::rules::{DoubleOn, HoleCard, PairRule, Permission, Soft17, Surrender};
    let mut resplit_aces = preset("casino-fr").unwrap();
    resplit_aces.id = "fr-resplit-aces".into();
    resplit_aces.resplit_aces = Permission::Allowed;
    let mut ten_eleven = preset("quebec-h17").unwrap();
    ten_eleven.id = "quebec-10-11-late".into();
    ten_eleven.double_on = DoubleOn::TenToEleven;
    ten_eleven.surrender = Surrender::Late;
    ten_eleven.max_hands = 3;
    let mut same_rank = preset("feral").unwrap();
    same_rank.id = "feral-same-rank-das".into();
    same_rank.pair_rule = PairRule::SameRank;
    same_rank.double_after_split = Permission::Allowed;
    same_rank.double_on_21 = Permission::Forbidden;
    let mut enhc_h17 = preset("casino-it").unwrap();
    enhc_h17.id = "it-h17-peek".into();
    enhc_h17.dealer_soft_17 = Soft17::Hits;
    enhc_h17.hole_card = HoleCard::Peek;
    enhc_h17.enhc_blackjack_takes = None;
    vec![resplit_aces, ten_eleven, same_rank, enhc_h17]
}

/// What a hand may do is decided once (`game::legal`); the round engine, the legal-moves drill
/// and play mode must all say the same at every moment a round reaches, on every preset and on
/// tables that bend the rules. The simulator's look-up table is checked against the same module
/// by its own unit test (`the_moves_table_agrees_with_the_rules_of_play`).
#[test]
fn the_round_engine_the_drills_and_play_agree_on_what_a_hand_may_do() {
    use bjcoach::coach::drill::moves::{Moment, legal_actions};
    use bjcoach::coach::play::legal_now;
    use bjcoach::game::action::{Action, ActionSet};
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    let tables: Vec<TableRules> = bjcoach::game::rules::preset_names()
        .into_iter()
        .map(|n| preset(n).unwrap())
        .chain(odd_tables())
        .collect();
    for rules in &tables {
        let name = rules.id.as_str();
        let mut rng = ChaCha8Rng::seed_from_u64(77);
        let mut shoe = Shoe::from_seed(rules, 3);
        // Decisions compared: first two cards, after a hit, split hands, split aces offered a
        // re-split; hands left only to stand: 21s, doubled hands, split aces with their card.
        let (mut first_two, mut after_hit, mut split_hands, mut resplit_aces) = (0, 0, 0, 0);
        let (mut at_21, mut doubled, mut aces_done) = (0, 0, 0);
        for _ in 0..3000 {
            let chips = [rules.session.starting_chips * 10];
            let mut round = Round::new(rules, shoe, &chips).unwrap();
            while let Some(decision) = round.decision() {
                let legal = round.legal_moves();
                if let Decision::Play { seat, hand } = decision {
                    let s = &round.seats()[seat];
                    let h = &s.hands[hand];
                    let moment = Moment {
                        cards: h.hand.cards.clone(),
                        from_split: h.hand.from_split,
                        doubled: h.doubled,
                        seat_hands: s.hands.len() as u8,
                        up: round.dealer_up().unwrap(),
                    };
                    let drill = legal_actions(rules, &moment);
                    let engine: ActionSet = legal.iter().filter_map(|m| m.action()).collect();
                    assert_eq!(drill, engine, "{name}: the drill and the engine differ at {moment:?}");
                    assert_eq!(
                        legal_now(&round),
                        engine,
                        "{name}: play mode and the engine differ at {moment:?}"
                    );
                    assert!(drill.actions().len() >= 2, "{name}: a decision with no choice at {moment:?}");
                    match () {
                        _ if h.split_aces && drill.contains(Action::Split) => resplit_aces += 1,
                        _ if h.hand.from_split => split_hands += 1,
                        _ if h.hand.len() > 2 => after_hit += 1,
                        _ => first_two += 1,
                    }
                }
                let mv = match decision {
                    Decision::Bet { min, .. } => Move::Bet(min),
                    Decision::Insurance { .. } => Move::DeclineInsurance,
                    // Split and double often so split hands and their limits come up.
                    Decision::Play { .. } => {
                        let prefer = [Move::Split, Move::Double];
                        prefer
                            .into_iter()
                            .find(|m| legal.contains(m) && rng.random_bool(0.6))
                            .unwrap_or(legal[rng.random_range(0..legal.len())])
                    }
                };
                round.apply(mv).unwrap();
            }
            // The hands the engine stood by itself are those the drill allows only to stand.
            let up = round.dealer_up().unwrap();
            for s in round.seats() {
                for h in &s.hands {
                    let moment = Moment {
                        cards: h.hand.cards.clone(),
                        from_split: h.hand.from_split,
                        doubled: h.doubled,
                        seat_hands: s.hands.len() as u8,
                        up,
                    };
                    let stand_only = legal_actions(rules, &moment) == ActionSet::EMPTY.with(Action::Stand);
                    if h.hand.is_natural() || h.status != HandStatus::Stood {
                        continue;
                    }
                    if h.doubled {
                        doubled += 1;
                        assert!(stand_only, "{name}: {moment:?}");
                    } else if h.hand.total() == 21 {
                        at_21 += 1;
                        assert!(stand_only, "{name}: {moment:?}");
                    } else if h.split_aces && h.hand.len() == 2 && !h.hand.cards[1].rank.is_ace() {
                        aces_done += 1;
                        assert!(stand_only, "{name}: {moment:?}");
                    }
                }
            }
            shoe = round.into_shoe();
            shoe.finish_round();
        }
        for (kind, n) in [
            ("first two cards", first_two),
            ("after a hit", after_hit),
            ("split hands", split_hands),
            ("21s", at_21),
            ("doubled hands", doubled),
            ("split aces with their card", aces_done),
        ] {
            assert!(n > 0, "{name}: no {kind} compared");
        }
        if rules.resplit_aces.is_allowed() {
            assert!(resplit_aces > 0, "{name}: no split ace offered a re-split");
        }
    }
}
