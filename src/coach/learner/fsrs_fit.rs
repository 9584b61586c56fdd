//! FSRS-6 fitted to a learner's own reviews: the parameters that minimise the log loss of the
//! recall the model predicts on every review a day or more after the item's last one, the
//! objective of the reference optimizer (py-fsrs, `src/fsrs/optimizer.py`: binary cross-entropy
//! on reviews whose gap is at least a day, the first 64 reviews of each item, parameters clamped
//! to its bounds after each step, the best epoch kept). It runs here without a learning library:
//! Adam steps on the whole set with gradients by finite differences, from the defaults, the
//! same steps for the same reviews. Below [`ENOUGH_REVIEWS`] the defaults stand, as the
//! reference's do.

use super::fsrs::{DEFAULT_PARAMETERS, Fsrs, MemoryState, Rating};

/// One review of an item.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Review {
    /// Whole days since the item's previous review (0: the same day, and for its first).
    pub days: u32,
    /// How it went.
    pub rating: Rating,
}

/// The least each parameter may be, as the reference clamps them (py-fsrs 6.3,
/// `LOWER_BOUNDS_PARAMETERS`).
pub const LOWER_BOUNDS: [f64; 21] = [
    0.001, 0.001, 0.001, 0.001, 1.0, 0.001, 0.001, 0.001, 0.0, 0.0, 0.001, 0.001, 0.001, 0.001, 0.0, 0.0,
    1.0, 0.0, 0.0, 0.0, 0.1,
];

/// The most each parameter may be (py-fsrs 6.3, `UPPER_BOUNDS_PARAMETERS`).
pub const UPPER_BOUNDS: [f64; 21] = [
    100.0, 100.0, 100.0, 100.0, 10.0, 4.0, 4.0, 0.75, 4.5, 0.8, 3.5, 5.0, 0.25, 0.9, 4.0, 1.0, 6.0, 2.0, 2.0,
    0.8, 0.8,
];

/// The reviews a day or more apart a fit needs: the reference optimizer returns the default
/// parameters below one mini-batch of them (`num_reviews < mini_batch_size`, 512).
pub const ENOUGH_REVIEWS: usize = 512;

/// The reviews of an item a fit reads, its first ones (the reference's `max_seq_len`).
pub const REVIEWS_PER_ITEM: usize = 64;

/// Adam steps on the whole set of reviews.
const STEPS: usize = 20;
/// The first step's size (the reference's learning rate); it shrinks along a half cosine.
const LEARNING_RATE: f64 = 0.04;

/// The log loss of one prediction: `p` the predicted recall, bounded away from 0 and 1 so a
/// certain prediction proved wrong costs much, not infinitely much.
pub fn review_loss(p: f64, recalled: bool) -> f64 {
    let p = p.clamp(1e-6, 1.0 - 1e-6);
    -if recalled { p.ln() } else { (1.0 - p).ln() }
}

/// The summed log loss of `fsrs` over the reviews a day or more after an item's previous one,
/// among the first [`REVIEWS_PER_ITEM`] of each history, and how many there were.
pub fn loss_sum(fsrs: &Fsrs, histories: &[Vec<Review>]) -> (f64, usize) {
    let (mut sum, mut n) = (0.0, 0);
    for history in histories {
        let mut state: Option<MemoryState> = None;
        for r in history.iter().take(REVIEWS_PER_ITEM) {
            if let Some(s) = state
                && r.days > 0
            {
                sum += review_loss(fsrs.recall(f64::from(r.days), s.stability), r.rating != Rating::Again);
                n += 1;
            }
            state = Some(fsrs.review(state, r.days, r.rating));
        }
    }
    (sum, n)
}

/// The mean log loss of `fsrs` over the reviews a fit reads ([`loss_sum`]); `None` without one.
pub fn log_loss(fsrs: &Fsrs, histories: &[Vec<Review>]) -> Option<f64> {
    let (sum, n) = loss_sum(fsrs, histories);
    (n > 0).then(|| sum / n as f64)
}

/// The reviews a fit reads and learns from: those a day or more after the item's previous one
/// among its first [`REVIEWS_PER_ITEM`].
pub fn spaced_reviews(histories: &[Vec<Review>]) -> usize {
    histories.iter().map(|h| h.iter().take(REVIEWS_PER_ITEM).skip(1).filter(|r| r.days > 0).count()).sum()
}

/// Parameters fitted to a learner's reviews.
#[derive(Debug, Clone, PartialEq)]
pub struct Fit {
    /// The fitted parameters, within [`LOWER_BOUNDS`] and [`UPPER_BOUNDS`].
    pub parameters: [f64; 21],
    /// The reviews it learnt from ([`spaced_reviews`]).
    pub reviews: usize,
    /// The defaults' log loss on them.
    pub default_loss: f64,
    /// The fitted parameters' log loss on them, never above the defaults'.
    pub loss: f64,
}

/// The parameters fitted to `histories` (each an item's reviews in order), or `None` with
/// fewer than [`ENOUGH_REVIEWS`] to learn from. Deterministic: the same histories give the
/// same parameters.
pub fn fit(histories: &[Vec<Review>]) -> Option<Fit> {
    let reviews = spaced_reviews(histories);
    if reviews < ENOUGH_REVIEWS {
        return None;
    }
    let loss = |w: &[f64; 21]| loss_sum(&Fsrs::new(*w), histories).0 / reviews as f64;
    let mut w = DEFAULT_PARAMETERS;
    let default_loss = loss(&w);
    let (mut best, mut best_loss) = (w, default_loss);
    let (mut m, mut v) = ([0.0; 21], [0.0; 21]);
    let (beta1, beta2) = (0.9f64, 0.999f64);
    for step in 0..STEPS {
        let here = if step == 0 { default_loss } else { loss(&w) };
        if here < best_loss {
            (best, best_loss) = (w, here);
        }
        let mut gradient = [0.0; 21];
        for (i, g) in gradient.iter_mut().enumerate() {
            // A step small beside the parameter, taken inward from an upper bound.
            let h = 1e-4 * w[i].abs().max(0.01);
            let h = if w[i] + h > UPPER_BOUNDS[i] { -h } else { h };
            let mut moved = w;
            moved[i] += h;
            *g = (loss(&moved) - here) / h;
        }
        let t = (step + 1) as i32;
        let rate = LEARNING_RATE * 0.5 * (1.0 + (std::f64::consts::PI * step as f64 / STEPS as f64).cos());
        for i in 0..21 {
            m[i] = beta1 * m[i] + (1.0 - beta1) * gradient[i];
            v[i] = beta2 * v[i] + (1.0 - beta2) * gradient[i] * gradient[i];
            let (m_hat, v_hat) = (m[i] / (1.0 - beta1.powi(t)), v[i] / (1.0 - beta2.powi(t)));
            w[i] = (w[i] - rate * m_hat / (v_hat.sqrt() + 1e-8)).clamp(LOWER_BOUNDS[i], UPPER_BOUNDS[i]);
        }
    }
    let last = loss(&w);
    if last < best_loss {
        (best, best_loss) = (w, last);
    }
    Some(Fit { parameters: best, reviews, default_loss, loss: best_loss })
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    /// Histories of `items` items reviewed by the model `truth`: gaps of 0 to 13 days, each
    /// review recalled at the chance the model predicts, rated good (sometimes hard or easy)
    /// when recalled and again when not.
    fn histories_of(truth: &Fsrs, items: usize, seed: u64) -> Vec<Vec<Review>> {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        (0..items)
            .map(|_| {
                let mut state: Option<MemoryState> = None;
                let reviews = rng.random_range(3..12);
                (0..reviews)
                    .map(|n| {
                        let days = if n == 0 { 0 } else { [0, 1, 1, 2, 3, 5, 8, 13][rng.random_range(0..8)] };
                        let recalled = state
                            .is_none_or(|s| rng.random::<f64>() < truth.recall(f64::from(days), s.stability));
                        let rating = match (recalled, rng.random_range(0..6)) {
                            (false, _) => Rating::Again,
                            (true, 0) => Rating::Hard,
                            (true, 1) => Rating::Easy,
                            (true, _) => Rating::Good,
                        };
                        state = Some(truth.review(state, days, rating));
                        Review { days, rating }
                    })
                    .collect()
            })
            .collect()
    }

    /// A memory unlike the defaults: quicker forgetting at first, a flatter curve, slower growth.
    fn known() -> Fsrs {
        let mut w = DEFAULT_PARAMETERS;
        (w[0], w[1], w[2], w[3]) = (0.1, 0.5, 0.8, 3.0);
        (w[8], w[10], w[20]) = (1.0, 1.5, 0.5);
        Fsrs::new(w)
    }

    /// Fitted to reviews made by a known model, the parameters predict reviews they never saw
    /// better than the defaults do, and stay within the reference's bounds.
    #[test]
    fn a_fit_to_a_known_memory_beats_the_defaults_on_held_out_reviews() {
        let truth = known();
        let train = histories_of(&truth, 400, 1);
        let held_out = histories_of(&truth, 400, 2);
        let fit = fit(&train).expect("enough reviews");
        assert!(fit.reviews >= ENOUGH_REVIEWS);
        assert!(fit.loss < fit.default_loss, "{fit:?}");
        let fitted = log_loss(&Fsrs::new(fit.parameters), &held_out).unwrap();
        let default = log_loss(&Fsrs::default(), &held_out).unwrap();
        let true_loss = log_loss(&truth, &held_out).unwrap();
        assert!(fitted < default - 0.01, "fitted {fitted}, defaults {default}, the truth {true_loss}");
        for (i, w) in fit.parameters.iter().enumerate() {
            assert!((LOWER_BOUNDS[i]..=UPPER_BOUNDS[i]).contains(w), "w{i} {w}");
        }
        assert_eq!(fit, super::fit(&train).unwrap(), "the same reviews, the same fit");
    }

    /// Below the reference's minimum the defaults stand.
    #[test]
    fn too_few_reviews_fit_nothing() {
        let few = histories_of(&known(), 40, 3);
        assert!(spaced_reviews(&few) < ENOUGH_REVIEWS);
        assert_eq!(fit(&few), None);
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 4, ..ProptestConfig::default() })]
        /// Whatever the reviews, even ratings drawn without regard to memory, the fit's loss on
        /// them is never above the defaults'.
        #[test]
        fn a_fit_never_does_worse_than_the_defaults_on_its_own_reviews(seed in any::<u64>(), noise in any::<bool>()) {
            let mut histories = histories_of(&known(), 200, seed);
            if noise {
                let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 1);
                for r in histories.iter_mut().flatten() {
                    r.rating = Rating::from_number(rng.random_range(1..=4)).unwrap();
                }
            }
            if let Some(fit) = fit(&histories) {
                prop_assert!(fit.loss <= fit.default_loss);
                let again = log_loss(&Fsrs::new(fit.parameters), &histories).unwrap();
                prop_assert!((again - fit.loss).abs() < 1e-12);
            }
        }
    }
}
