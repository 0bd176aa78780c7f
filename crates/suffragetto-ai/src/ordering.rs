//! Moves in the order of their scores, best first, equal scores in the
//! generation order (what a stable sort by descending score gives), found
//! one at a time: a search cut off after its first few moves never sorts
//! the rest.

use suffragetto_core::engine::Move;

/// The sort keys of `moves`, in their order, into `keys` (emptied first),
/// each made from the move's `score`, for [`pick`].
#[inline]
pub(crate) fn keys_into(keys: &mut Vec<u128>, moves: &[Move], mut score: impl FnMut(&Move) -> f64) {
    keys.clear();
    keys.extend(moves.iter().enumerate().map(|(i, m)| sort_key(score(m), i)));
}

/// A move's sort key: its score's order reversed above its place `i` in
/// the list, so that ascending keys are descending scores (under
/// [`f64::total_cmp`]) with equal scores in ascending place, and no two
/// moves of a list tie.
#[inline]
fn sort_key(score: f64, i: usize) -> u128 {
    (u128::from(descending(score)) << 32) | i as u128
}

/// A key whose ascending order is `x`'s descending order under
/// [`f64::total_cmp`] (which compares the bits made signed-monotone this
/// way).
#[inline]
fn descending(x: f64) -> u64 {
    let bits = x.to_bits() as i64;
    let ascending = bits ^ ((((bits >> 63) as u64) >> 1) as i64);
    !((ascending as u64) ^ (1 << 63))
}

/// How many moves [`pick`] finds one at a time before it sorts the rest:
/// most positions are cut off after their first few.
const PICKED_ONE_BY_ONE: usize = 4;

/// The place of the `j`-th move in order, given the moves' `keys` (made by
/// [`keys_into`]) and this asked for `0..j` before: the first few are found by
/// selection, then the rest sorted once, which gives the order a full sort
/// gives.
#[inline]
pub(crate) fn pick(keys: &mut [u128], j: usize) -> usize {
    if j < PICKED_ONE_BY_ONE {
        let mut best = j;
        for i in j + 1..keys.len() {
            if keys[i] < keys[best] {
                best = i;
            }
        }
        keys.swap(j, best);
    } else if j == PICKED_ONE_BY_ONE {
        keys[j..].sort_unstable();
    }
    keys[j] as u32 as usize
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::rngs::ChaCha8Rng;
    use rand::{RngExt, SeedableRng};

    /// Picked one by one, the places are those of a stable sort by
    /// descending score, ties (many, and signed zeros, infinities) kept in
    /// list order.
    #[test]
    fn picking_gives_the_order_of_a_stable_sort_by_descending_score() {
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        let special = [
            0.0,
            -0.0,
            20.0,
            -1.5,
            f64::INFINITY,
            f64::NEG_INFINITY,
            1e-300,
        ];
        for n in [0, 1, 2, 4, 5, 9, 40, 150] {
            let scores: Vec<f64> = (0..n)
                .map(|_| match rng.random_range(0..3) {
                    0 => special[rng.random_range(0..special.len())],
                    1 => f64::from(rng.random_range(-8..8i32)) * 0.25,
                    _ => rng.random_range(-100.0..100.0),
                })
                .collect();
            let mut want: Vec<usize> = (0..n).collect();
            want.sort_by(|&a, &b| scores[b].total_cmp(&scores[a]));
            let mut keys: Vec<u128> = scores
                .iter()
                .enumerate()
                .map(|(i, &s)| sort_key(s, i))
                .collect();
            let got: Vec<usize> = (0..n).map(|j| pick(&mut keys, j)).collect();
            assert_eq!(got, want, "{scores:?}");
        }
    }
}
