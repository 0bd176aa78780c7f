//! Each table's legal moves with their canonical texts, listed once per
//! ply within a budget and kept while the ply stands: the table's state,
//! the check of a player's move and the computer's choice all read the
//! same list. Readers of a ply being listed wait for that one listing
//! (cancellably) instead of each doing it again; no other lock is held
//! while a list is made.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use suffragetto_core::budget::{Budget, Exhausted};
use suffragetto_core::engine::{Move, Position, Rules};
use suffragetto_core::notation::legal_moves_with_texts_within;

/// Above this many legal moves a table's work is heavy: it passes the
/// gate of heavy work ([`crate::work`]) from then on.
pub const HEAVY_MOVES: usize = 2_000;

/// The legal moves of one table's position at one ply.
#[derive(Debug)]
pub struct Listing {
    /// The ply listed.
    pub ply: usize,
    /// The moves, in generation order (what the computer chooses from).
    pub moves: Vec<Move>,
    /// Their canonical texts, in the same order.
    pub texts: Vec<String>,
    /// The indices of the texts in byte order of the texts (what pages are
    /// sent).
    order: Vec<u32>,
    index: HashMap<Move, u32>,
    /// Why the list is missing, when the budget ran out before its end.
    pub cut: Option<Exhausted>,
}

impl Listing {
    /// No moves: the game is over at `ply`.
    pub fn none(ply: usize) -> Listing {
        Listing::of(ply, Vec::new(), Vec::new(), None)
    }

    fn of(ply: usize, moves: Vec<Move>, texts: Vec<String>, cut: Option<Exhausted>) -> Listing {
        // A position has far fewer moves than u32 counts.
        let mut order: Vec<u32> = (0..texts.len() as u32).collect();
        order.sort_by(|&a, &b| texts[a as usize].cmp(&texts[b as usize]));
        let index = moves.iter().zip(0..).map(|(m, i)| (*m, i)).collect();
        Listing {
            ply,
            moves,
            texts,
            order,
            index,
            cut,
        }
    }

    /// The texts in byte order.
    pub fn sorted(&self) -> impl ExactSizeIterator<Item = &str> {
        self.order.iter().map(|&i| self.texts[i as usize].as_str())
    }

    /// Lists the legal moves of `pos` (the position at `ply`) with their
    /// texts, from one generation, within `budget`: one unit a move, the
    /// budget asked inside the generation's chain search, which stops
    /// where it runs out.
    pub fn list(ply: usize, pos: &Position, rules: &Rules, budget: &Budget) -> Listing {
        let listed =
            legal_moves_with_texts_within(pos, rules, budget).map(|l| l.into_iter().unzip());
        match listed {
            Ok((moves, texts)) => Listing::of(ply, moves, texts, None),
            Err(e) => Listing::of(ply, Vec::new(), Vec::new(), Some(e)),
        }
    }

    /// The moves with their texts, in byte order of the texts.
    pub fn sorted_moves(&self) -> impl ExactSizeIterator<Item = (&Move, &str)> {
        self.order
            .iter()
            .map(|&i| (&self.moves[i as usize], self.texts[i as usize].as_str()))
    }

    /// The canonical text of `mv`, if it is listed.
    pub fn text_of(&self, mv: &Move) -> Option<String> {
        self.index.get(mv).map(|&i| self.texts[i as usize].clone())
    }

    /// Whether work on this position is heavy.
    pub fn heavy(&self) -> bool {
        self.cut.is_some() || self.moves.len() > HEAVY_MOVES
    }

    /// Whether the same work could give a whole list later: it was
    /// cancelled, not too much.
    fn worth_keeping(&self) -> bool {
        self.cut != Some(Exhausted::Cancelled)
    }
}

/// One table's listing at one ply, being made or made.
struct Slot {
    ply: usize,
    listing: Arc<tokio::sync::Mutex<Option<Arc<Listing>>>>,
}

/// The latest listing of every table in memory, and which tables are heavy.
#[derive(Default)]
pub struct Listings {
    slots: Mutex<HashMap<String, Slot>>,
    heavy: Mutex<HashMap<String, bool>>,
}

impl Listings {
    /// The slot of table `id` at `ply` (a later ply replaces an earlier).
    fn slot(&self, id: &str, ply: usize) -> Arc<tokio::sync::Mutex<Option<Arc<Listing>>>> {
        let mut slots = self.slots.lock().unwrap_or_else(|e| e.into_inner());
        match slots.get(id) {
            Some(s) if s.ply == ply => s.listing.clone(),
            Some(s) if s.ply > ply => Arc::new(tokio::sync::Mutex::new(None)),
            _ => {
                let listing = Arc::new(tokio::sync::Mutex::new(None));
                slots.insert(
                    id.to_string(),
                    Slot {
                        ply,
                        listing: listing.clone(),
                    },
                );
                listing
            }
        }
    }

    /// The listing of table `id` at `ply` (whose position is `pos`), from
    /// memory or made now within `budget`. Blocks while another thread
    /// lists the same ply: call it off the async workers.
    pub fn get(
        &self,
        id: &str,
        ply: usize,
        pos: &Position,
        rules: &Rules,
        budget: &Budget,
    ) -> Arc<Listing> {
        let slot = self.slot(id, ply);
        let mut kept = slot.blocking_lock();
        if let Some(l) = kept.as_ref() {
            return l.clone();
        }
        let listing = Arc::new(Listing::list(ply, pos, rules, budget));
        if listing.worth_keeping() {
            *kept = Some(listing.clone());
            self.mark(id, listing.heavy());
        }
        listing
    }

    /// The listing of table `id` at `ply`, if it is made already.
    pub fn known(&self, id: &str, ply: usize) -> Option<Arc<Listing>> {
        let slots = self.slots.lock().unwrap_or_else(|e| e.into_inner());
        let s = slots.get(id).filter(|s| s.ply == ply)?;
        s.listing.try_lock().ok()?.clone()
    }

    /// Keeps `listing`, made for table `id` before it existed (its start
    /// position).
    pub fn keep(&self, id: &str, listing: Arc<Listing>) {
        self.mark(id, listing.heavy());
        let slot = Slot {
            ply: listing.ply,
            listing: Arc::new(tokio::sync::Mutex::new(Some(listing))),
        };
        self.slots
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(id.to_string(), slot);
    }

    fn mark(&self, id: &str, heavy: bool) {
        self.heavy
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(id.to_string(), heavy);
    }

    /// Whether table `id`'s last listing was heavy (`composed`: whether it
    /// started from a position of its own, heavy until listed once).
    pub fn heavy(&self, id: &str, composed: bool) -> bool {
        self.heavy
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(id)
            .copied()
            .unwrap_or(composed)
    }

    /// Forgets the tables `keep` says no.
    pub fn retain(&self, keep: impl Fn(&str) -> bool) {
        let mut slots = self.slots.lock().unwrap_or_else(|e| e.into_inner());
        slots.retain(|id, _| keep(id));
        slots.shrink_to_fit();
        let mut heavy = self.heavy.lock().unwrap_or_else(|e| e.into_inner());
        heavy.retain(|id, _| keep(id));
        heavy.shrink_to_fit();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn a_list_cut_by_its_budget_says_why_and_is_heavy() {
        let rules = Rules::load("english").unwrap();
        let start = rules.start();
        let whole = Listing::list(0, &start, &rules, &Budget::unlimited());
        assert_eq!(whole.moves.len(), 119);
        assert!(whole.cut.is_none() && !whole.heavy());
        assert_eq!(
            whole.text_of(&whole.moves[5]).as_deref(),
            Some(whole.texts[5].as_str())
        );
        let sorted: Vec<&str> = whole.sorted().collect();
        assert!(sorted.windows(2).all(|w| w[0] < w[1]));
        assert_eq!(sorted.len(), 119);
        let cut = Listing::list(
            0,
            &start,
            &rules,
            &Budget::new(100, Duration::from_secs(60)),
        );
        assert_eq!(cut.cut, Some(Exhausted::Work { limit: 100 }));
        assert!(cut.moves.is_empty() && cut.heavy() && cut.worth_keeping());
        let budget = Budget::new(1000, Duration::from_secs(60));
        budget.canceller().cancel();
        assert!(!Listing::list(0, &start, &rules, &budget).worth_keeping());
    }

    #[test]
    fn a_later_ply_replaces_the_listing_and_an_earlier_one_is_not_kept() {
        let rules = Rules::load("english").unwrap();
        let start = rules.start();
        let listings = Listings::default();
        let b = Budget::unlimited();
        let first = listings.get("t", 0, &start, &rules, &b);
        assert!(Arc::ptr_eq(
            &first,
            &listings.get("t", 0, &start, &rules, &b)
        ));
        assert!(listings.known("t", 0).is_some());
        let next = start.play(&rules, &first.moves[0]).unwrap();
        listings.get("t", 1, &next, &rules, &b);
        assert!(listings.known("t", 0).is_none());
        assert!(listings.known("t", 1).is_some());
        listings.get("t", 0, &start, &rules, &b);
        assert!(listings.known("t", 1).is_some(), "an older ply is not kept");
        assert!(!listings.heavy("t", true));
        listings.retain(|_| false);
        assert!(listings.known("t", 1).is_none());
        assert!(listings.heavy("t", true), "unknown: as composed says");
    }
}
