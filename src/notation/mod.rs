//! Reading and writing the project's text formats: position strings and move
//! text (`research/notation.md`).

mod move_text;
mod position_string;

pub use move_text::{MoveSyntaxError, MoveText, legal_move_texts, write_move};
pub use position_string::{
    PositionStringError, parse_board, parse_position, parse_setup, write_board, write_position,
    write_setup,
};
