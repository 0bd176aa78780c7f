//! qpdf and pdftoppm for the PDF checks. With `SUFFRAGETTO_PDF_TOOLS=require`
//! (as `scripts/test` and CI set it) a missing tool fails the test; without
//! it a check that cannot run is counted and reported on the test process's
//! own stderr, which cargo does not capture, so the skip shows in every run.

use std::io::Write;
use std::path::Path;
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};

/// PDF-tool checks skipped so far in this run.
static SKIPPED: AtomicUsize = AtomicUsize::new(0);

/// Whether the tool runs; when it does not, fails if `required`, else
/// counts and reports the skip of `check`.
pub fn tool_or_skip(name: &str, check: &str, required: bool) -> bool {
    if Command::new(name).arg("-v").output().is_ok() {
        return true;
    }
    assert!(
        !required,
        "`{name}` is not installed, and SUFFRAGETTO_PDF_TOOLS=require asks for it (Debian: qpdf, poppler-utils)"
    );
    let n = SKIPPED.fetch_add(1, Ordering::SeqCst) + 1;
    // Straight to the process's stderr: libtest captures only the print
    // macros, so this line shows whether the test passes or not.
    let _ = writeln!(
        std::io::stderr(),
        "SKIPPED PDF-tool check {n} ({check}): `{name}` is not installed (Debian: qpdf, poppler-utils; scripts/test installs them)"
    );
    false
}

/// Whether `name` can run for `check`, under the mode the environment sets.
pub fn pdf_tool(name: &str, check: &str) -> bool {
    let required = std::env::var("SUFFRAGETTO_PDF_TOOLS").is_ok_and(|v| v == "require");
    tool_or_skip(name, check, required)
}

/// Runs `qpdf --check` on `path` if it can; panics with qpdf's report if
/// the file fails.
pub fn qpdf_check(path: &Path, check: &str) {
    if !pdf_tool("qpdf", check) {
        return;
    }
    let out = Command::new("qpdf")
        .arg("--check")
        .arg(path)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "qpdf --check {}: {}{}",
        path.display(),
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Renders pages `first`..=`last` of `path` with pdftoppm at `dpi` into
/// PNGs beside `prefix`, if it can; returns how many images it wrote (0
/// when skipped).
pub fn pdftoppm(
    path: &Path,
    prefix: &Path,
    dpi: u32,
    (first, last): (u32, u32),
    check: &str,
) -> usize {
    if !pdf_tool("pdftoppm", check) {
        return 0;
    }
    let out = Command::new("pdftoppm")
        .args([
            "-r",
            &dpi.to_string(),
            "-png",
            "-f",
            &first.to_string(),
            "-l",
            &last.to_string(),
        ])
        .arg(path)
        .arg(prefix)
        .output()
        .unwrap();
    assert!(
        out.status.success() && out.stderr.is_empty(),
        "pdftoppm {}: {}",
        path.display(),
        String::from_utf8_lossy(&out.stderr)
    );
    let stem = prefix.file_name().unwrap().to_string_lossy().to_string();
    std::fs::read_dir(prefix.parent().unwrap())
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| {
            let n = e.file_name().to_string_lossy().to_string();
            n.starts_with(&stem) && n.ends_with(".png")
        })
        .count()
}

#[test]
fn a_missing_tool_is_counted_and_reported_when_not_required() {
    let before = SKIPPED.load(Ordering::SeqCst);
    assert!(!tool_or_skip(
        "suffragetto-no-such-tool",
        "self-test",
        false
    ));
    assert!(SKIPPED.load(Ordering::SeqCst) > before);
}

#[test]
#[should_panic(expected = "SUFFRAGETTO_PDF_TOOLS=require")]
fn a_missing_tool_fails_when_required() {
    tool_or_skip("suffragetto-no-such-tool", "self-test", true);
}
