//! The integration test suite: one binary, organised by feature.

mod cli;
mod common;
mod perft;
mod properties;
mod record;
mod reference;
mod render;
mod rules;
mod variants;
