//! Progress bars on standard error for the long commands.

use indicatif::{ProgressBar, ProgressStyle};
use std::sync::Mutex;
use suffragetto_book::Progress;

/// A bar of `total` games, hidden when `quiet`.
pub fn games_bar(total: u64, quiet: bool, what: &str) -> ProgressBar {
    if quiet {
        return ProgressBar::hidden();
    }
    let pb = ProgressBar::new(total);
    pb.set_style(
        ProgressStyle::with_template("{prefix} [{bar:40}] {pos}/{len} games, {per_sec}, eta {eta}")
            .expect("valid template")
            .progress_chars("=> "),
    );
    pb.set_prefix(what.to_string());
    pb
}

/// One bar per stage of the book.
pub struct Stages {
    quiet: bool,
    bar: Mutex<Option<ProgressBar>>,
}

impl Stages {
    /// Bars, or none when `quiet`.
    pub fn new(quiet: bool) -> Stages {
        Stages {
            quiet,
            bar: Mutex::new(None),
        }
    }
}

impl Progress for Stages {
    fn start(&self, stage: &str, total: u64) {
        if self.quiet {
            return;
        }
        let pb = ProgressBar::new(total);
        pb.set_style(
            ProgressStyle::with_template("{prefix:<34} [{bar:30}] {pos}/{len} {elapsed}")
                .expect("valid template")
                .progress_chars("=> "),
        );
        pb.set_prefix(stage.to_string());
        *self.bar.lock().expect("progress lock") = Some(pb);
    }

    fn tick(&self) {
        if let Some(pb) = &*self.bar.lock().expect("progress lock") {
            pb.inc(1);
        }
    }

    fn finish(&self) {
        if let Some(pb) = self.bar.lock().expect("progress lock").take() {
            pb.finish();
        }
    }
}
