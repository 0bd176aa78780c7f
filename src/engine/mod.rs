//! The rules engine: positions validated from an unchecked [`Setup`], legal
//! move generation (steps, hop chains with captures, building confinement,
//! exchanges with or without consent, pass), playing moves, the outcome and
//! perft. Everything is driven by the variant's rule values.
//!
//! ```
//! use suffragetto::engine::Rules;
//! let rules = Rules::load("english").unwrap();
//! let start = rules.start();
//! assert_eq!(start.legal_moves(&rules).len(), 119);
//! let mv = start.parse_move(&rules, "e6-e7").unwrap();
//! let next = start.play(&rules, &mv).unwrap();
//! assert_eq!(next.ply(), 1);
//! ```

mod board;
mod movegen;
mod moves;
mod perft;
mod playout;
mod position;
mod resolve;
mod rules;
mod setup;

pub use board::Board;
pub use moves::{Counts, Move};
pub use perft::{divide, perft};
pub use playout::{PlayoutResult, random_playout};
pub use position::{Position, PositionError};
pub use resolve::IllegalMove;
pub use rules::Rules;
pub use setup::Setup;
