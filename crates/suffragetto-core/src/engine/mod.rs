//! The rules engine: positions validated from an unchecked [`Setup`], legal
//! move generation (steps, hop chains with captures, building confinement,
//! exchanges with or without consent, pass), playing moves, the outcome and
//! perft. Everything is driven by the variant's rule values.
//!
//! Each rule decision is one predicate (`legality`) that says yes or gives a
//! typed [`Refusal`] naming the rule point; the generator asks it without
//! reasons, [`Position::check_path`] and its siblings with them. Move text
//! is read and written one layer up, in `notation`.
//!
//! ```
//! use suffragetto_core::engine::{Move, Rules};
//! let rules = Rules::load("english").unwrap();
//! let start = rules.start();
//! assert_eq!(start.legal_moves(&rules).len(), 119);
//! let step = Move::Step { from: "e6".parse().unwrap(), to: "e7".parse().unwrap() };
//! let next = start.play(&rules, &step).unwrap();
//! assert_eq!(next.ply(), 1);
//! let back = Move::Step { from: "e7".parse().unwrap(), to: "e6".parse().unwrap() };
//! assert_eq!(
//!     next.play(&rules, &back).unwrap_err().rule_point(),
//!     Some(suffragetto_core::variant::PointId::TurnAction)
//! );
//! ```

pub mod analysis;
mod chainset;
mod check;
mod fast;
mod game;
mod legality;
mod lists;
mod movegen;
mod movelist;
mod moves;
mod perft;
mod playout;
mod position;
pub mod position_error;
mod refusal;
mod rules;
mod setup;
mod start;
mod threats;

pub use crate::board::Board;
pub use check::{CheckedHop, CheckedPath, PathRefusal};
pub use game::{Ending, Game, Outcome};
pub use lists::MoveLists;
pub use moves::{Counts, Move, Offer, Path, Placement};
pub use perft::{divide, perft};
pub use playout::{PlayoutResult, random_playout};
pub use position::Position;
pub use position_error::PositionError;
pub use refusal::{NoCapture, Refusal};
pub use rules::{Opening, Rules};
pub use setup::Setup;
