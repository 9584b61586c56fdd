//! Long runs shared over threads: the rounds are cut into chunks, each seeded from the run's seed
//! and its number, so a run gives the same tally whatever the number of threads.

use super::{Seat, Simulator, Tally};
use crate::game::rules::TableRules;

/// Rounds per chunk of work: every chunk has its own seed, so a run gives the same result
/// whatever the number of threads.
pub const CHUNK_ROUNDS: u64 = 1 << 20;

/// Plays `rounds` rounds of a seat (a way of playing, or a [`CountingSeat`](crate::strategy::count_sim::CountingSeat)) on `threads`
/// threads; chunk `k` is seeded from `seed` and `k`, so the
/// result depends only on the seed. `progress` is called with the rounds done so far; once `stop`
/// says so, no chunk is started and the tally holds the chunks finished (a stopped run is not
/// reproducible: pass `&|| false` for one that is).
///
/// The sums are of halves and quarters of a bet, exact in floating point in any order, so the
/// merged tally is the same bit for bit however the chunks are shared out.
#[allow(clippy::too_many_arguments)]
pub fn simulate_parallel<'a>(
    rules: &TableRules,
    seat: impl Into<Seat<'a>>,
    rounds: u64,
    seed: u64,
    fresh_shoe: bool,
    threads: usize,
    progress: &(dyn Fn(u64) + Sync),
    stop: &(dyn Fn() -> bool + Sync),
) -> Tally {
    simulate_chunked(rules, seat.into(), rounds, seed, fresh_shoe, threads, CHUNK_ROUNDS, progress, stop)
}

#[allow(clippy::too_many_arguments)]
pub(super) fn simulate_chunked(
    rules: &TableRules,
    seat: Seat<'_>,
    rounds: u64,
    seed: u64,
    fresh_shoe: bool,
    threads: usize,
    chunk: u64,
    progress: &(dyn Fn(u64) + Sync),
    stop: &(dyn Fn() -> bool + Sync),
) -> Tally {
    in_chunks(
        rounds,
        threads,
        chunk,
        progress,
        stop,
        |k, n, mine: &mut Tally| {
            Simulator::for_seat(rules, seat, chunk_seed(seed, k), fresh_shoe).run(n, mine);
        },
        Tally::merge,
    )
}

/// The seed of chunk `k` of a run seeded with `seed`.
pub(super) fn chunk_seed(seed: u64, k: u64) -> u64 {
    seed ^ k.wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// Shares `rounds` out in chunks of `chunk` among `threads` threads: `work(k, n, tally)` plays
/// chunk `k` of `n` rounds into a thread's tally, and `merge` adds the threads' tallies up.
pub(super) fn in_chunks<T: Default + Send>(
    rounds: u64,
    threads: usize,
    chunk: u64,
    progress: &(dyn Fn(u64) + Sync),
    stop: &(dyn Fn() -> bool + Sync),
    work: impl Fn(u64, u64, &mut T) + Sync,
    merge: impl Fn(&mut T, &T) + Sync,
) -> T {
    use std::sync::Mutex;
    use std::sync::atomic::{AtomicU64, Ordering};
    let chunk = chunk.max(1);
    let chunks = rounds.div_ceil(chunk);
    let next = AtomicU64::new(0);
    let done = AtomicU64::new(0);
    let total = Mutex::new(T::default());
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| {
                let mut mine = T::default();
                loop {
                    if stop() {
                        break;
                    }
                    let k = next.fetch_add(1, Ordering::Relaxed);
                    if k >= chunks {
                        break;
                    }
                    let n = chunk.min(rounds - k * chunk);
                    work(k, n, &mut mine);
                    progress(done.fetch_add(n, Ordering::Relaxed) + n);
                }
                if let Ok(mut t) = total.lock() {
                    merge(&mut t, &mine);
                }
            });
        }
    });
    total.into_inner().unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::rules::preset;
    use crate::strategy::simulate::PlayTable;

    #[test]
    fn a_stopped_run_keeps_the_chunks_it_finished() {
        use std::sync::atomic::{AtomicU64, Ordering};
        let rules = preset("book").unwrap();
        let play = PlayTable::standing();
        let done = AtomicU64::new(0);
        let t = simulate_chunked(
            &rules,
            Seat::Flat(&play),
            20_000,
            4,
            false,
            1,
            2000,
            &|n| done.store(n, Ordering::SeqCst),
            &|| done.load(Ordering::SeqCst) >= 4000,
        );
        assert_eq!(t.rounds, 4000);
        let none = simulate_parallel(&rules, &play, 20_000, 4, false, 2, &|_| {}, &|| true);
        assert_eq!(none.rounds, 0);
    }

    #[test]
    fn the_result_does_not_depend_on_the_number_of_threads() {
        let rules = preset("casino-it").unwrap();
        let play = PlayTable::never_bust();
        let rounds = 20_500;
        let one = simulate_chunked(&rules, Seat::Flat(&play), rounds, 4, false, 1, 2000, &|_| {}, &|| false);
        let three =
            simulate_chunked(&rules, Seat::Flat(&play), rounds, 4, false, 3, 2000, &|_| {}, &|| false);
        assert_eq!(one, three);
        assert_eq!(one.rounds, rounds);
    }
}
