//! A set of chains, each known by where it stands and what it has captured
//! (a square and a set of squares), for the chain search's two questions
//! "has this piece this move already?" and "has this state been searched?".
//!
//! While a piece has few, the search compares them one by one, which is
//! the fastest for the handful most pieces have. Past [`LINEAR_UP_TO`] the
//! set hashes them, so that a piece with thousands of chains (a Leader
//! hopping through a lattice of pieces in every order) costs time in
//! proportion to its chains, not to their square. The answers, and so the
//! moves and their order, are the same either way.

use crate::geometry::{Square, SquareSet};
use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};

/// Up to how many chains a piece's list is searched one by one.
pub(super) const LINEAR_UP_TO: usize = 24;

/// A chain's identity: its square and its captured set.
pub(super) type Chain = (Square, SquareSet);

/// Chains in a list kept by the caller, hashed once the list is long: the
/// list stays the record (and its order the moves' order), the set only
/// answers whether a chain is in it.
#[derive(Default)]
pub(super) struct ChainIndex {
    /// The chains of the list's first `indexed` entries, once it is long.
    set: HashSet<Chain, BuildHasherDefault<WordHasher>>,
    /// How many of the list's entries `set` holds.
    indexed: usize,
}

impl ChainIndex {
    /// Forgets everything, for a new list.
    #[inline(always)]
    pub(super) fn clear(&mut self) {
        if self.indexed > 0 {
            self.set.clear();
            self.indexed = 0;
        }
    }

    /// Whether `chain` is among the chains of `list` (read by `key`, which
    /// gives `None` for an entry that is no chain). The list may only have
    /// grown at its end since the last question.
    #[inline(always)]
    pub(super) fn contains<T>(
        &mut self,
        list: &[T],
        key: impl Fn(&T) -> Option<Chain>,
        chain: &Chain,
    ) -> bool {
        if list.len() <= LINEAR_UP_TO {
            return list.iter().any(|e| key(e).as_ref() == Some(chain));
        }
        for e in &list[self.indexed..] {
            if let Some(c) = key(e) {
                self.set.insert(c);
            }
        }
        self.indexed = list.len();
        self.set.contains(chain)
    }
}

/// A fast hash for the words of a chain (a multiply and a rotation a
/// word); the set needs no protection against chosen keys.
#[derive(Default)]
pub(super) struct WordHasher(u64);

impl Hasher for WordHasher {
    #[inline(always)]
    fn finish(&self) -> u64 {
        self.0
    }

    #[inline(always)]
    fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.write_u64(u64::from(*b));
        }
    }

    #[inline(always)]
    fn write_u16(&mut self, n: u16) {
        self.write_u64(u64::from(n));
    }

    #[inline(always)]
    fn write_usize(&mut self, n: usize) {
        self.write_u64(n as u64);
    }

    #[inline(always)]
    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chain(sq: usize, caps: &[usize]) -> Chain {
        let mut set = SquareSet::EMPTY;
        for &c in caps {
            set.insert(Square::from_index(c).unwrap());
        }
        (Square::from_index(sq).unwrap(), set)
    }

    /// Short and long lists alike: a chain is found exactly when the list
    /// holds it, also after the list grows, and not after a clear.
    #[test]
    fn answers_as_a_search_of_the_list_would() {
        let mut index = ChainIndex::default();
        let mut list: Vec<Option<Chain>> = vec![None];
        for i in 0..200 {
            let c = chain(20 + i % 100, &[i % 7 + 1, i / 7 + 120]);
            let linear = list.contains(&Some(c));
            assert_eq!(index.contains(&list, |e| *e, &c), linear, "chain {i}");
            assert!(!linear);
            list.push(Some(c));
            assert!(index.contains(&list, |e| *e, &c), "chain {i} just added");
            let earlier = chain(20 + (i / 2) % 100, &[(i / 2) % 7 + 1, (i / 2) / 7 + 120]);
            assert!(index.contains(&list, |e| *e, &earlier), "chain {}", i / 2);
            assert!(!index.contains(&list, |e| *e, &chain(5, &[1])));
        }
        index.clear();
        let short = vec![Some(chain(5, &[1]))];
        assert!(index.contains(&short, |e| *e, &chain(5, &[1])));
        assert!(!index.contains(&short, |e| *e, &chain(20, &[1, 120])));
    }
}
