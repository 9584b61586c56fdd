//! The expected result of a round off the top of a fresh shoe, naturals included: the house edge
//! of a way of playing.

use super::shoe::{Composition, Counts, RANKS};
use super::values::{NaturalMode, natural_chance, natural_partner};

/// The probability of the player's first two cards (values `a` and `b`, in either order) given
/// the cards `left` once the up card is dealt.
pub fn two_card_chance(left: &[i32; RANKS], a: usize, b: usize) -> f64 {
    let n: f64 = left.iter().map(|&c| f64::from(c.max(0))).sum();
    if n < 2.0 {
        return 0.0;
    }
    let la = f64::from(left[a].max(0));
    let lb = f64::from(left[b].max(0));
    if a == b { la * (la - 1.0).max(0.0) / (n * (n - 1.0)) } else { 2.0 * la * lb / (n * (n - 1.0)) }
}

/// The expected result of a round for an initial bet of 1 when every two-card hand is played with
/// the value `value(a, b, up)` (as the solver reports it: conditioned on no dealer natural at a
/// peek table, unconditional otherwise; naturals are accounted for here).
pub fn round_value(
    shoe: &Composition,
    mode: NaturalMode,
    pays: f64,
    value: impl Fn(usize, usize, usize) -> Option<f64>,
) -> f64 {
    let none: Counts = [0; RANKS];
    let full = shoe.left_after(&none);
    let total: f64 = full.iter().map(|&c| f64::from(c.max(0))).sum();
    let mut sum = 0.0;
    for up in 0..RANKS {
        if full[up] <= 0 {
            continue;
        }
        let p_up = f64::from(full[up]) / total;
        let mut left = full;
        left[up] -= 1;
        for a in 0..RANKS {
            for b in a..RANKS {
                let p = two_card_chance(&left, a, b);
                if p == 0.0 {
                    continue;
                }
                let natural = natural_partner(a) == Some(b);
                let mut after = left;
                after[a] -= 1;
                after[b] -= 1;
                let p_dealer = natural_chance(&after, up);
                let v = match mode {
                    NaturalMode::Peek if natural => (1.0 - p_dealer) * pays,
                    NaturalMode::Peek => {
                        let Some(v) = value(a, b, up) else { continue };
                        (1.0 - p_dealer) * v - p_dealer
                    }
                    _ => {
                        let Some(v) = value(a, b, up) else { continue };
                        v
                    }
                };
                sum += p_up * p * v;
            }
        }
    }
    sum
}
