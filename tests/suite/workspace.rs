//! The workspace's layering: the core crate (rules, engine, notation,
//! records) depends on no web, database, PDF, drawing or book crate, so that
//! other programs can build on it alone; and each crate depends only on the
//! crates below it (README.md, "Layout").

use std::collections::BTreeSet;
use std::process::Command;

/// The packages in `crate_name`'s normal (non-dev, non-build) dependency
/// tree, by name, as `cargo tree` resolves them from the lock file.
fn dependency_tree(crate_name: &str, features: &[&str]) -> BTreeSet<String> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string());
    let mut cmd = Command::new(cargo);
    cmd.current_dir(env!("CARGO_MANIFEST_DIR")).args([
        "tree",
        "--offline",
        "--locked",
        "-p",
        crate_name,
        "--edges",
        "normal",
        "--prefix",
        "none",
        "--format",
        "{p}",
    ]);
    if !features.is_empty() {
        cmd.args(["--features", &features.join(",")]);
    }
    let out = cmd.output().expect("cargo tree runs");
    assert!(
        out.status.success(),
        "cargo tree -p {crate_name} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .filter_map(|l| l.split_whitespace().next())
        .map(str::to_string)
        .collect()
}

const HEAVY: [&str; 11] = [
    "axum",
    "tokio",
    "hyper",
    "rusqlite",
    "mdbook-driver",
    "tera",
    "printpdf",
    "lopdf",
    "resvg",
    "rayon",
    "clap",
];

#[test]
fn the_core_crate_needs_no_web_database_pdf_or_book_crate() {
    let tree = dependency_tree("suffragetto-core", &[]);
    assert!(tree.contains("serde"), "cargo tree gave {tree:?}");
    let found: Vec<&str> = HEAVY
        .iter()
        .copied()
        .filter(|h| tree.contains(*h))
        .collect();
    assert!(
        found.is_empty(),
        "suffragetto-core depends on {found:?}: {tree:?}"
    );
    // The optional clap feature adds clap and nothing heavier.
    let with_clap = dependency_tree("suffragetto-core", &["clap"]);
    assert!(with_clap.contains("clap"));
    assert!(!with_clap.contains("tokio") && !with_clap.contains("axum"));
}

#[test]
fn each_crate_depends_only_on_the_crates_below_it() {
    // (crate, the project's crates it may depend on)
    let layers: [(&str, &[&str]); 6] = [
        ("suffragetto-core", &[]),
        ("suffragetto-ai", &["suffragetto-core"]),
        ("suffragetto-render", &["suffragetto-core"]),
        ("suffragetto-apparatus", &["suffragetto-core"]),
        (
            "suffragetto-book",
            &[
                "suffragetto-core",
                "suffragetto-ai",
                "suffragetto-render",
                "suffragetto-apparatus",
            ],
        ),
        (
            "suffragetto-server",
            &["suffragetto-core", "suffragetto-ai", "suffragetto-render"],
        ),
    ];
    for (name, allowed) in layers {
        let tree = dependency_tree(name, &[]);
        let ours: Vec<&String> = tree
            .iter()
            .filter(|p| p.starts_with("suffragetto") && p.as_str() != name)
            .filter(|p| !allowed.contains(&p.as_str()))
            .collect();
        assert!(ours.is_empty(), "{name} depends on {ours:?}");
    }
    // The server is not drawn into the book, nor PDF or mdBook into the agents.
    let ai = dependency_tree("suffragetto-ai", &[]);
    for heavy in ["axum", "tokio", "printpdf", "mdbook-driver", "rusqlite"] {
        assert!(!ai.contains(heavy), "suffragetto-ai depends on {heavy}");
    }
}

/// Every `.rs` file under `dir`.
fn rust_files(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn no_rule_point_id_is_a_string_literal_outside_the_macro_list() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("src"), &mut files);
    for entry in std::fs::read_dir(root.join("crates")).unwrap() {
        rust_files(&entry.unwrap().path().join("src"), &mut files);
    }
    assert!(files.len() > 100, "found only {} files", files.len());
    let mut found = Vec::new();
    for file in &files {
        if file.ends_with("variant/points.rs") {
            continue;
        }
        let text = std::fs::read_to_string(file).unwrap();
        // Unit tests may name ids as text (as a variant file would).
        let code = text.split("#[cfg(test)]").next().unwrap();
        for p in suffragetto_core::variant::RULE_POINTS {
            let literal = format!("\"{}\"", p.id);
            for (n, line) in code.lines().enumerate() {
                if line.contains(&literal) {
                    found.push(format!("{}:{}: {}", file.display(), n + 1, line.trim()));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "rule point ids written as strings (use PointId):\n{}",
        found.join("\n")
    );
}

/// Inside the core crate, the engine uses nothing of the layers above it
/// (notation, records, reports), and the language layer nothing above the
/// board (the engine and the variants put their own values into words).
#[test]
fn the_engine_and_the_language_layer_use_no_layer_above_them() {
    let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/suffragetto-core/src");
    for (dir, above) in [
        (
            "engine",
            &["crate::notation", "crate::record", "crate::report"][..],
        ),
        (
            "lang",
            &[
                "crate::engine",
                "crate::variant",
                "crate::notation",
                "crate::record",
                "crate::report",
            ][..],
        ),
    ] {
        let mut files = Vec::new();
        rust_files(&src.join(dir), &mut files);
        assert!(!files.is_empty(), "{dir}");
        for f in files {
            let text = std::fs::read_to_string(&f).unwrap();
            // Code, not the doc comments that may point a reader upwards.
            let code: Vec<&str> = text
                .lines()
                .filter(|l| !l.trim_start().starts_with("//"))
                .collect();
            for a in above {
                assert!(
                    !code.iter().any(|l| l.contains(a)),
                    "{} uses {a}",
                    f.display()
                );
            }
        }
    }
}
