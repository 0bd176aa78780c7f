//! The integration test suite: one binary, organised by feature.

mod abuse;
mod agreement;
mod analyse;
mod apparatus;
mod book;
mod book_pages;
mod cli;
mod common;
mod composed;
mod diagram;
mod explain;
mod export;
mod fast_movegen;
mod listing;
mod pdf_tools;
mod perft;
mod print_kit;
mod properties;
mod record;
mod reference;
mod render;
mod rules;
mod selfplay;
mod server;
mod variants;
mod workspace;
