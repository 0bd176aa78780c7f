//! `variants`, `variants show ID`, `diff A B`.

use anyhow::Result;
use clap::{Args, Subcommand};
use serde_json::json;
use std::io::Write;
use suffragetto::engine::Rules;
use suffragetto::report::{ReportFormat as Format, write_json};
use suffragetto::variant::{self, RulePoint, Variant};

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
            Format::Json => Ok(write_json(out, &v)?),
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
                    v.meta.id, v.meta.language, v.meta.date, v.meta.title
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
        Some(c) => match &c.quote {
            Some(q) => format!("{}, {}: \"{q}\"", c.source, c.section),
            None => format!("{}, {}", c.source, c.section),
        },
        None => "(no source: project convention)".into(),
    }
}

fn show_text(v: &Variant, out: &mut impl Write) -> Result<()> {
    let m = &v.meta;
    writeln!(out, "{} ({})", m.title, m.id)?;
    writeln!(
        out,
        "language: {}   date: {}   source: {}",
        m.language, m.date, m.source
    )?;
    writeln!(out, "editor: {}", m.editor)?;
    if let Some(base) = &m.extends {
        writeln!(out, "extends: {base}")?;
    }
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
            p.status.as_str()
        )?;
        writeln!(out, "      {}", citation_text(p))?;
        if let Some(info) = suffragetto::variant::RULE_POINTS
            .iter()
            .find(|i| i.id == p.id)
        {
            writeln!(out, "      values: {}", info.accepts)?;
        }
        if let Some(n) = &p.note {
            writeln!(out, "      note: {n}")?;
        }
    }
    Ok(())
}

pub fn diff(args: DiffArgs, out: &mut impl Write) -> Result<()> {
    let a = load(&args.a)?;
    let b = load(&args.b)?;
    let d = variant::diff(&a, &b);
    match args.format {
        Format::Json => {
            let rows: Vec<_> = d
                .iter()
                .map(|(x, y)| {
                    json!({
                        "id": x.id,
                        "title": x.title,
                        "a": {"value": x.value, "status": x.status, "citation": x.citation},
                        "b": {"value": y.value, "status": y.status, "citation": y.citation},
                    })
                })
                .collect();
            write_json(
                out,
                &json!({
                    "a": {"variant": a.id(), "file": a.meta.file},
                    "b": {"variant": b.id(), "file": b.meta.file},
                    "differences": rows,
                }),
            )?;
            Ok(())
        }
        Format::Text | Format::Csv => {
            if d.is_empty() {
                writeln!(
                    out,
                    "{} and {} give every rule point the same value.",
                    a.id(),
                    b.id()
                )?;
            }
            for (x, y) in &d {
                writeln!(out, "{} ({})", x.id, x.title)?;
                writeln!(
                    out,
                    "  {:<8} {:<20} {:<10} {}",
                    a.id(),
                    x.value_text,
                    x.status.as_str(),
                    citation_text(x)
                )?;
                writeln!(
                    out,
                    "  {:<8} {:<20} {:<10} {}",
                    b.id(),
                    y.value_text,
                    y.status.as_str(),
                    citation_text(y)
                )?;
            }
            Ok(())
        }
    }
}
