//! The command line given hostile files: records nested without end,
//! Variant tags naming local files, devices, FIFOs, directories and files
//! too large. Each is refused with exit code 1 and a located message,
//! quickly, without reading what it should not.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// A directory of its own for one test.
fn dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("suffragetto-abuse-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Runs `suffragetto ARGS`, killed after 20 seconds: exit code, stdout,
/// stderr and the time it took.
fn run<S: AsRef<std::ffi::OsStr>>(args: &[S]) -> (Option<i32>, String, String, Duration) {
    let started = Instant::now();
    let mut child = crate::common::command()
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let code = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break s.code();
        }
        if started.elapsed() > Duration::from_secs(20) {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let read = |r: Option<Box<dyn std::io::Read>>| {
        let mut s = String::new();
        if let Some(mut r) = r {
            let _ = r.read_to_string(&mut s);
        }
        s
    };
    let out = read(child.stdout.take().map(|r| Box::new(r) as _));
    let err = read(child.stderr.take().map(|r| Box::new(r) as _));
    (code, out, err, started.elapsed())
}

/// Asserts exit code 1 within five seconds and the exact error line.
fn refused<S: AsRef<std::ffi::OsStr> + std::fmt::Debug>(args: &[S], error: &str) {
    let (code, out, err, took) = run(args);
    assert_eq!(code, Some(1), "{args:?}: {out}{err}");
    assert_eq!(err, format!("error: {error}\n"), "{args:?}");
    assert!(took < Duration::from_secs(5), "{args:?} took {took:?}");
}

/// `diagram --game RECORD -o DIR/d.svg`.
fn diagram(record: &str, dir: &Path) -> Vec<String> {
    let out = dir.join("d.svg").display().to_string();
    ["diagram", "--game", record, "-o", &out]
        .map(String::from)
        .to_vec()
}

fn nested(depth: usize) -> String {
    let mut t = String::from("[Variant \"english\"]\n1. e6-e7 ");
    for _ in 0..depth {
        t.push_str("( 1. e6-e7 ");
    }
    t + &")".repeat(depth) + "\n"
}

#[test]
fn a_record_nested_without_end_is_refused_where_it_goes_too_deep() {
    let d = dir("nested");
    let p = d.join("deep.sgn");
    std::fs::write(&p, nested(5000)).unwrap();
    assert!(std::fs::metadata(&p).unwrap().len() > 50_000);
    let f = p.display().to_string();
    let at = 10 + 11 * 64;
    let msg = format!("{f}:2:{at}: variations nested more than 64 deep: close some with `)` first");
    refused(&["replay", &f], &msg);
    refused(&["compare", &f], &msg);
    refused(&diagram(&f, &d), &msg);
    assert!(!d.join("d.svg").exists());
    std::fs::remove_dir_all(&d).unwrap();
}

#[test]
fn a_variant_tag_never_names_a_file() {
    let d = dir("tags");
    let builtins = "english, german, french, ludii, dagaz";
    for tag in [
        "/etc/passwd",
        "/dev/zero",
        "../variants/english.yaml",
        "english.yaml",
    ] {
        let p = d.join("tag.sgn");
        std::fs::write(&p, format!("[Variant \"{tag}\"]\n1. e6-e7\n")).unwrap();
        let f = p.display().to_string();
        let msg = format!(
            "{f}: tag Variant \"{tag}\" is not a built-in variant ({builtins}); a variant file is named with --variant FILE, never by the record"
        );
        refused(&["replay", &f], &msg);
        refused(&diagram(&f, &d), &msg);
    }
    std::fs::remove_dir_all(&d).unwrap();
}

#[test]
fn devices_fifos_directories_and_huge_files_are_not_read() {
    let d = dir("files");
    let fifo = d.join("pipe.sgn");
    let made = Command::new("mkfifo").arg(&fifo).status().unwrap();
    assert!(made.success());
    let big = d.join("big.sgn");
    std::fs::write(
        &big,
        format!("[Variant \"english\"]\n{{{}}}\n", "x".repeat(2 << 20)),
    )
    .unwrap();
    let size = std::fs::metadata(&big).unwrap().len();
    let not_regular = "it is a device, FIFO or socket, not a regular file";
    let show = |p: &Path| p.display().to_string();
    for (path, why) in [
        (PathBuf::from("/dev/zero"), not_regular.to_string()),
        (fifo.clone(), not_regular.to_string()),
        (
            d.clone(),
            "it is a directory, not a regular file".to_string(),
        ),
        (
            big.clone(),
            format!("it has {size} bytes; at most 1048576 are read"),
        ),
    ] {
        let f = show(&path);
        refused(
            &["replay", &f],
            &format!("{f}:0:0: cannot read the record: {why}"),
        );
        refused(
            &["moves", "--variant", &f],
            &format!("{f}: cannot read variant file {f}: {why}"),
        );
    }
    std::fs::remove_dir_all(&d).unwrap();
}
