//! Reading and writing the project's text formats (`docs/notation.md`):
//! position strings, move text, and the resolution of move text to a legal
//! move with the reason when there is none.

mod move_text;
mod piece_list;
mod position_string;
mod reasons;
mod resolve;
mod spoken;

pub use move_text::{
    MoveSyntaxError, MoveSyntaxReason, MoveText, legal_move_texts, legal_moves_with_texts,
    legal_moves_with_texts_within, offer_text, write_move,
};
pub use piece_list::{PieceListError, parse_pieces};
pub use position_string::{
    FieldReason, PositionStringError, describe_position_error, parse_board, parse_position,
    parse_setup, write_board, write_position, write_setup,
};
pub use reasons::{cite, cited_in, describe, describe_in};
pub use resolve::{IllegalMove, MoveError, parse_move, resolve};
pub use spoken::spoken;
