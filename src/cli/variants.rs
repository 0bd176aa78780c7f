//! `variants`, `variants show ID`, `diff A B`.

use anyhow::Result;
use clap::{Args, Subcommand};
use serde_json::json;
use std::io::Write;
use suffragetto_core::engine::Rules;
use suffragetto_core::report::{ReportFormat as Format, write_json};
use suffragetto_core::variant::{self, DiffKind, RulePoint, Status, Variant};

#[derive(Args, Debug)]
pub struct VariantsArgs {
    #[command(subcommand)]
    show: Option<Show>,
    /// Output format: text, or json for programs.
    #[arg(long, default_value = "text", value_parser = super::text_or_json(), global = true)]
    format: Format,
    /// Also list these variant files (repeatable).
    #[arg(long = "variant", value_name = "FILE")]
    extra: Vec<String>,
}

#[derive(Subcommand, Debug)]
enum Show {
    /// Every rule point of one variant with value, status and citation.
    Show {
        /// Built-in id or path of a YAML file.
        id: String,
    },
}

#[derive(Args, Debug)]
pub struct DiffArgs {
    /// First variant (id or file).
    a: String,
    /// Second variant (id or file).
    b: String,
    /// Output format: text, or json for programs.
    #[arg(long, default_value = "text", value_parser = super::text_or_json())]
    format: Format,
}

fn load(spec: &str) -> Result<Variant> {
    // Building the engine rules also checks the start placement.
    Ok(Rules::load(spec)?.variant().clone())
}

pub fn variants(args: VariantsArgs, out: &mut impl Write) -> Result<()> {
    if let Some(Show::Show { id }) = args.show {
        let v = load(&id)?;
        return match args.format {
            Format::Json => {
                let mut json = serde_json::to_value(&v)?;
                json["apparatus_version"] = apparatus_version()?.into();
                Ok(write_json(out, &json)?)
            }
            Format::Text | Format::Csv => show_text(&v, out),
        };
    }
    let mut all = Vec::new();
    for id in variant::builtin_ids() {
        all.push(load(id)?);
    }
    for f in &args.extra {
        all.push(load(f)?);
    }
    match args.format {
        Format::Json => Ok(write_json(
            out,
            &all.iter().map(|v| &v.meta).collect::<Vec<_>>(),
        )?),
        Format::Text | Format::Csv => {
            for v in &all {
                writeln!(
                    out,
                    "{:<8} {:<3} {:<26} {}",
                    v.meta.id, v.meta.language, v.meta.game_date, v.meta.title
                )?;
            }
            writeln!(
                out,
                "\n`suffragetto variants show ID` prints a variant's rule points with citations."
            )?;
            Ok(())
        }
    }
}

fn citation_text(p: &RulePoint) -> String {
    match &p.citation {
        Some(c) => c.to_string(),
        None => "(no source: the project's convention, docs/conventions.md)".into(),
    }
}

/// The apparatus version the built-in variants and sources stand at
/// (`sources/changelog.yaml`), in words.
fn apparatus_version() -> Result<String> {
    Ok(suffragetto_apparatus::load()?.changelog.words())
}

fn show_text(v: &Variant, out: &mut impl Write) -> Result<()> {
    let m = &v.meta;
    writeln!(out, "{} ({})", m.title, m.id)?;
    writeln!(out, "language: {}   source: {}", m.language, m.source)?;
    writeln!(
        out,
        "the game's date, as the source gives it: {}",
        m.game_date
    )?;
    if !m.witness_date.is_empty() {
        writeln!(out, "the source's own date: {}", m.witness_date)?;
    }
    writeln!(out, "editor: {}", m.editor)?;
    if let Some(base) = &m.extends {
        writeln!(out, "extends: {base}")?;
    }
    writeln!(
        out,
        "the built-in variants and sources: {} (sources/changelog.yaml)",
        apparatus_version()?
    )?;
    writeln!(out)?;
    let mut area = "";
    for p in &v.points {
        if p.area != area {
            area = p.area;
            writeln!(out, "[{area}]")?;
        }
        let inherited = if p.defined_in != m.id {
            format!("  (from {})", p.defined_in)
        } else {
            String::new()
        };
        writeln!(
            out,
            "  {:<30} {:<20} {}{inherited}",
            p.id,
            p.value_text,
            p.status.words()
        )?;
        writeln!(out, "      {}", citation_text(p))?;
        if let Some(info) = suffragetto_core::variant::RULE_POINTS
            .iter()
            .find(|i| i.id == p.id)
        {
            writeln!(out, "      values: {}", info.accepts)?;
        }
        if let Some(n) = &p.note {
            writeln!(out, "      note: {n}")?;
        }
    }
    writeln!(out, "\nstatuses:")?;
    for s in Status::ALL {
        let n = v.points.iter().filter(|p| p.status == s).count();
        if n > 0 {
            writeln!(out, "  {:<15} {n:>2}  {}", s.words(), s.meaning())?;
        }
    }
    Ok(())
}

pub fn diff(args: DiffArgs, out: &mut impl Write) -> Result<()> {
    let a = load(&args.a)?;
    let b = load(&args.b)?;
    let d = variant::differences(&a, &b);
    let side = |p: &RulePoint| {
        json!({
            "value": p.value,
            "value_words": p.value_words(),
            "status": p.status,
            "status_words": p.status.words(),
            "citation": p.citation,
            "note": p.note,
        })
    };
    match args.format {
        Format::Json => {
            let rows: Vec<_> = d
                .iter()
                .map(|x| {
                    json!({
                        "id": x.a.id,
                        "title": x.a.title,
                        "kind": x.kind,
                        "kind_words": x.kind.words(),
                        "a": side(x.a),
                        "b": side(x.b),
                    })
                })
                .collect();
            write_json(
                out,
                &json!({
                    "a": {"variant": a.id(), "file": a.meta.file},
                    "b": {"variant": b.id(), "file": b.meta.file},
                    "value_differences": d.iter().filter(|x| x.kind == DiffKind::Value).count(),
                    "status_differences": d.iter().filter(|x| x.kind == DiffKind::Status).count(),
                    "differences": rows,
                }),
            )?;
            Ok(())
        }
        Format::Text | Format::Csv => {
            let values = d.iter().filter(|x| x.kind == DiffKind::Value).count();
            writeln!(
                out,
                "{} and {}: {values} rule points with different values, {} with the same value known differently.",
                a.id(),
                b.id(),
                d.len() - values
            )?;
            for x in &d {
                writeln!(out, "\n{} ({}): {}", x.a.id, x.a.title, x.kind.words())?;
                for (v, p) in [(&a, x.a), (&b, x.b)] {
                    writeln!(
                        out,
                        "  {:<8} {:<20} {:<15} {}",
                        v.id(),
                        p.value_text,
                        p.status.words(),
                        citation_text(p)
                    )?;
                }
            }
            Ok(())
        }
    }
}
