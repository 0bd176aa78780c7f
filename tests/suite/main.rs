//! The integration test suite: one binary, organised by feature.

mod abuse;
mod book;
mod cli;
mod common;
mod diagram;
mod perft;
mod properties;
mod record;
mod reference;
mod render;
mod rules;
mod selfplay;
mod server;
mod variants;
