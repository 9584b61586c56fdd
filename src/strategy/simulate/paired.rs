//! Several ways of playing dealt the same cards, for what one costs against another. Every round
//! of every way starts from the same shoe, dealt in the same order, so the round-by-round
//! differences have the spread of a difference, not of two runs that share nothing: the chart
//! against itself differs by exactly 0 ± 0.

use super::parallel::{chunk_seed, in_chunks};
use super::{CHUNK_ROUNDS, PlayTable, Simulator, Tally};
use crate::game::rules::TableRules;

/// What a paired run counts.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Paired {
    /// Each way of playing's own tally, in the order given.
    pub tallies: Vec<Tally>,
    /// For each way after the first, its result less the first's, round by round, as a tally of
    /// those differences (a win is a round where that way did better than the first).
    pub differences: Vec<Tally>,
}

impl Paired {
    fn merge(&mut self, other: &Paired) {
        if self.tallies.is_empty() {
            *self = other.clone();
            return;
        }
        for (t, o) in self.tallies.iter_mut().zip(&other.tallies) {
            t.merge(o);
        }
        for (t, o) in self.differences.iter_mut().zip(&other.differences) {
            t.merge(o);
        }
    }
}

impl Tally {
    /// Adds a round of a flat seat, one unit staked, that ended with `result`.
    fn add_flat_round(&mut self, result: f64) {
        self.rounds += 1;
        self.sum += result;
        self.sum_squares += result * result;
        self.staked += 1.0;
        self.staked_squares += 1.0;
        self.result_times_stake += result;
        self.count_outcome(result);
    }
}

/// Plays `rounds` rounds of each way of playing in `plays` at this table, every way's round dealt
/// from the same shoe in the same order; the shoe goes on from where the first way's round leaves
/// it (so with a cut card, the others meet the shoe depths the first one's play makes). Chunks
/// are seeded as [`super::simulate_parallel`] seeds them: the first way's tally is the one that
/// function gives for the same seed.
#[allow(clippy::too_many_arguments)]
pub fn simulate_paired(
    rules: &TableRules,
    plays: &[&PlayTable],
    rounds: u64,
    seed: u64,
    fresh_shoe: bool,
    threads: usize,
    progress: &(dyn Fn(u64) + Sync),
    stop: &(dyn Fn() -> bool + Sync),
) -> Paired {
    paired_in_chunks(rules, plays, rounds, seed, fresh_shoe, threads, CHUNK_ROUNDS, progress, stop)
}

#[allow(clippy::too_many_arguments)]
fn paired_in_chunks(
    rules: &TableRules,
    plays: &[&PlayTable],
    rounds: u64,
    seed: u64,
    fresh_shoe: bool,
    threads: usize,
    chunk: u64,
    progress: &(dyn Fn(u64) + Sync),
    stop: &(dyn Fn() -> bool + Sync),
) -> Paired {
    if plays.is_empty() {
        return Paired::default();
    }
    in_chunks(
        rounds,
        threads,
        chunk,
        progress,
        stop,
        |k, n, mine: &mut Paired| {
            let s = chunk_seed(seed, k);
            let mut sims: Vec<Simulator<'_>> =
                plays.iter().map(|play| Simulator::new(rules, play, s, fresh_shoe)).collect();
            let mut part = Paired {
                tallies: vec![Tally::default(); plays.len()],
                differences: vec![Tally::default(); plays.len() - 1],
            };
            play_paired(&mut sims, n, &mut part);
            mine.merge(&part);
        },
        Paired::merge,
    )
}

/// Plays `rounds` paired rounds: the first simulator's shoe and generator are copied into the
/// others before each round, so every way of playing sees the same cards in the same order.
fn play_paired(sims: &mut [Simulator<'_>], rounds: u64, into: &mut Paired) {
    let Some((first, others)) = sims.split_first_mut() else { return };
    let mut results = vec![0.0; others.len()];
    for _ in 0..rounds {
        if first.flat.every_round || first.shoe.dealt >= first.flat.cut_after {
            first.shoe.shuffle();
        }
        for (j, sim) in others.iter_mut().enumerate() {
            sim.shoe.clone_from(&first.shoe);
            sim.rng.clone_from(&first.rng);
            results[j] = sim.round::<false>(&mut into.tallies[j + 1]);
        }
        let reference = first.round::<false>(&mut into.tallies[0]);
        into.tallies[0].add_flat_round(reference);
        for (j, r) in results.iter().enumerate() {
            into.tallies[j + 1].add_flat_round(*r);
            into.differences[j].add_flat_round(r - reference);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::rules::preset;
    use crate::strategy::chart::Chart;

    fn chart_play(table: &str) -> PlayTable {
        let text =
            std::fs::read_to_string(format!("{}/charts/{table}.yaml", env!("CARGO_MANIFEST_DIR"))).unwrap();
        PlayTable::from_chart(&Chart::from_yaml(table, &text).unwrap())
    }

    #[test]
    fn the_chart_against_itself_differs_by_exactly_nothing() {
        for table in ["quebec-s17", "casino-fr", "book"] {
            let rules = preset(table).unwrap();
            let chart = chart_play(table);
            let p =
                paired_in_chunks(&rules, &[&chart, &chart], 30_000, 5, false, 2, 7000, &|_| {}, &|| false);
            assert_eq!(p.tallies[0], p.tallies[1], "{table}");
            let d = p.differences[0];
            assert_eq!((d.rounds, d.sum, d.sum_squares, d.ci95()), (30_000, 0.0, 0.0, 0.0), "{table}");
        }
    }

    #[test]
    fn the_first_way_plays_as_it_would_alone() {
        // Pairing only copies the first way's shoe into the others: its own rounds are the
        // rounds an unpaired run of the same seed plays.
        let rules = preset("feral").unwrap();
        let chart = chart_play("feral");
        let stand = PlayTable::standing();
        let p = paired_in_chunks(&rules, &[&chart, &stand], 20_500, 9, false, 1, 2000, &|_| {}, &|| false);
        let alone = super::super::parallel::simulate_chunked(
            &rules,
            super::super::Seat::Flat(&chart),
            20_500,
            9,
            false,
            3,
            2000,
            &|_| {},
            &|| false,
        );
        assert_eq!(p.tallies[0], alone);
    }

    #[test]
    fn a_difference_is_the_difference_of_the_means_with_a_narrower_interval() {
        let rules = preset("quebec-h17").unwrap();
        let chart = chart_play("quebec-h17");
        let never_bust = PlayTable::never_bust();
        let p =
            paired_in_chunks(&rules, &[&chart, &never_bust], 200_000, 3, false, 2, 50_000, &|_| {}, &|| {
                false
            });
        let (a, b, d) = (p.tallies[0], p.tallies[1], p.differences[0]);
        assert!((d.mean() - (b.mean() - a.mean())).abs() < 1e-12);
        // Same cards for both: the interval of the difference is well under what two independent
        // runs would give (the square root of the sum of their squared intervals).
        let independent = (a.ci95().powi(2) + b.ci95().powi(2)).sqrt();
        assert!(d.ci95() < 0.9 * independent, "{} vs {independent}", d.ci95());
        // Never busting gives away several percent against the chart: far outside the interval.
        assert!(d.mean() + d.ci95() < -0.02, "{} ± {}", d.mean(), d.ci95());
    }
}
