//! Writing records in canonical form: tags one per line, a blank line, then
//! one line per move number of the main line; variations and comments
//! inline; `N...` where the second move of a number would otherwise lose
//! its number.

use super::{Comment, Drawing, Node, Record};
use std::fmt::{self, Write};

pub(super) fn write(r: &Record, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    for (k, v) in &r.tags {
        writeln!(
            f,
            "[{k} \"{}\"]",
            v.replace('\\', "\\\\").replace('"', "\\\"")
        )?;
    }
    if !r.tags.is_empty() {
        writeln!(f)?;
    }
    for c in &r.intro {
        writeln!(f, "{}", comment(c))?;
    }
    let base = r
        .tag("SetUp")
        .and_then(|v| v.split_whitespace().nth(5))
        .and_then(|p| p.parse().ok())
        .unwrap_or(0u32);
    let mut out = String::new();
    line(&r.moves, base, true, &mut out);
    f.write_str(out.trim_start())?;
    if !r.moves.is_empty() {
        writeln!(f)?;
    }
    Ok(())
}

fn line(nodes: &[Node], base: u32, main: bool, out: &mut String) {
    let mut need_number = true;
    for (i, node) in nodes.iter().enumerate() {
        let ply = base + i as u32;
        let n = ply / 2 + 1;
        if ply.is_multiple_of(2) {
            out.push_str(if main {
                "\n"
            } else if i > 0 {
                " "
            } else {
                ""
            });
            write!(out, "{n}. ").expect("string");
        } else {
            if main || i > 0 {
                out.push(' ');
            }
            if need_number {
                write!(out, "{n}... ").expect("string");
            }
        }
        write!(out, "{}", node.text).expect("string");
        for g in &node.glyphs {
            write!(out, " {}", g.as_str()).expect("string");
        }
        for c in &node.comments {
            write!(out, " {}", comment(c)).expect("string");
        }
        for v in &node.variations {
            out.push_str(" (");
            line(v, ply, false, out);
            out.push(')');
        }
        need_number = !node.comments.is_empty() || !node.variations.is_empty();
    }
}

fn comment(c: &Comment) -> String {
    let mut parts: Vec<String> = Vec::new();
    if !c.text.is_empty() {
        parts.push(c.text.replace('{', "(").replace('}', ")"));
    }
    if let Some(e) = &c.eval {
        parts.push(format!("[%eval {e}]"));
    }
    for d in &c.drawings {
        parts.push(match d {
            Drawing::Arrow { from, to, colour } => format!("[%arrow {from} {to} {colour}]"),
            Drawing::Mark { square, colour } => format!("[%mark {square} {colour}]"),
            Drawing::Zone { zone, colour } => format!("[%zone {} {colour}]", zone.id()),
        });
    }
    format!("{{{}}}", parts.join(" "))
}
