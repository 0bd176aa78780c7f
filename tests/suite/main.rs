//! The integration test suite: one binary, organised by feature.

mod cli;
mod common;
mod perft;
mod properties;
mod reference;
mod rules;
mod variants;
