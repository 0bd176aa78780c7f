//! A YAML text's shape, checked in one pass before the YAML parser sees
//! it: how deeply its collections nest (block ones by indentation and
//! `- `, flow ones by `[` and `{`), how many nodes it has and how many
//! aliases. The parser's time grows with the square of the nesting depth
//! (64 KiB of `[` take seconds), so a file a visitor sends is refused here,
//! at the line and column where it goes too deep, in time that grows only
//! with its length. The variant files are a few levels deep.
//!
//! The pass reads just enough YAML to tell structure from text: quoted
//! scalars (over several lines too), block scalars (`|`, `>`), comments,
//! and plain scalars, in which brackets and quotes are text. What it cannot
//! place it leaves to the parser, which reports it with its location.

use super::reason::{Reason, Shape};
use super::{Origin, VariantError};

/// The deepest nesting of collections accepted (the variant files nest
/// four levels deep).
pub const MAX_DEPTH: usize = 32;
/// The most nodes (keys, values, entries) accepted (the largest variant
/// file has about 630).
pub const MAX_NODES: usize = 20_000;
/// The most aliases (`*name`) accepted (the variant files have none).
pub const MAX_ALIASES: usize = 64;

/// Where the pass stands.
#[derive(Default)]
struct Scan {
    /// The columns of the open block collections.
    block: Vec<usize>,
    /// Open flow collections.
    flow: usize,
    /// Inside a quoted scalar: its quote.
    quote: Option<u8>,
    /// Inside a block scalar: the indentation of the line that began it.
    literal: Option<usize>,
    nodes: usize,
    aliases: usize,
}

/// What went wrong, and where on the line.
struct Refusal {
    at: usize,
    shape: Shape,
}

/// Checks the shape of `text` (from `file`): nesting at most
/// [`MAX_DEPTH`], at most [`MAX_NODES`] nodes and [`MAX_ALIASES`] aliases.
pub fn check(file: &str, text: &str) -> Result<(), VariantError> {
    let mut scan = Scan::default();
    for (n, raw) in text.split('\n').enumerate() {
        let line = raw.strip_suffix('\r').unwrap_or(raw);
        scan.line(line).map_err(|r| {
            let column = line.get(..r.at).map_or(r.at, |s| s.chars().count()) + 1;
            VariantError::at(
                &Origin {
                    file: file.to_string(),
                    line: n + 1,
                    column,
                },
                Reason::Shape(r.shape),
            )
        })?;
    }
    Ok(())
}

fn indentation(line: &str) -> usize {
    line.bytes().take_while(|&b| b == b' ').count()
}

/// Whether byte `i` of `b` ends a plain token (a space, a tab or the end).
fn ends(b: &[u8], i: usize) -> bool {
    b.get(i).is_none_or(|c| *c == b' ' || *c == b'\t')
}

impl Scan {
    fn depth(&self, at: usize) -> Result<(), Refusal> {
        if self.block.len() + self.flow > MAX_DEPTH {
            return Err(Refusal {
                at,
                shape: Shape::TooDeep(MAX_DEPTH),
            });
        }
        Ok(())
    }

    fn node(&mut self, at: usize) -> Result<(), Refusal> {
        self.nodes += 1;
        if self.nodes > MAX_NODES {
            return Err(Refusal {
                at,
                shape: Shape::TooManyNodes(MAX_NODES),
            });
        }
        Ok(())
    }

    fn alias(&mut self, at: usize) -> Result<(), Refusal> {
        self.aliases += 1;
        if self.aliases > MAX_ALIASES {
            return Err(Refusal {
                at,
                shape: Shape::TooManyAliases(MAX_ALIASES),
            });
        }
        self.node(at)
    }

    /// One line.
    fn line(&mut self, line: &str) -> Result<(), Refusal> {
        let b = line.as_bytes();
        let indent = indentation(line);
        if let Some(parent) = self.literal {
            if line.trim().is_empty() || indent > parent {
                return Ok(());
            }
            self.literal = None;
        }
        if self.quote.is_some() || self.flow > 0 {
            return self.rest(b, 0, false, indent);
        }
        let rest = &line[indent..];
        if rest.is_empty() || rest.starts_with('#') {
            return Ok(());
        }
        while self.block.last().is_some_and(|&c| c > indent) {
            self.block.pop();
        }
        if self.block.last() != Some(&indent) {
            self.block.push(indent);
        }
        self.depth(indent)?;
        // Sequence entries, `- - x` nested on one line.
        let mut i = indent;
        while b.get(i) == Some(&b'-') && ends(b, i + 1) {
            self.node(i)?;
            i += 1;
            while b.get(i) == Some(&b' ') {
                i += 1;
            }
            self.block.push(i);
            self.depth(i)?;
        }
        self.rest(b, i, true, indent)
    }

    /// The line `b` from byte `i`: at a value's start if `value`.
    fn rest(
        &mut self,
        b: &[u8],
        mut i: usize,
        mut value: bool,
        indent: usize,
    ) -> Result<(), Refusal> {
        while i < b.len() {
            let c = b[i];
            if let Some(q) = self.quote {
                i += 1;
                if q == b'"' && c == b'\\' {
                    i += 1;
                } else if c == q {
                    if q == b'\'' && b.get(i) == Some(&b'\'') {
                        i += 1;
                    } else {
                        self.quote = None;
                    }
                }
                continue;
            }
            if self.flow > 0 {
                i = self.flow_byte(b, i)?;
                continue;
            }
            if c == b' ' || c == b'\t' {
                i += 1;
                continue;
            }
            if c == b'#' && (i == 0 || b[i - 1] == b' ' || b[i - 1] == b'\t') {
                return Ok(());
            }
            if !value {
                // After a quoted key or a flow collection: `: ` begins its value.
                value = c == b':' && ends(b, i + 1);
                i += 1;
                continue;
            }
            match c {
                b'[' | b'{' => {
                    self.flow = 1;
                    self.node(i)?;
                    self.depth(i)?;
                    value = false;
                    i += 1;
                }
                b'"' | b'\'' => {
                    self.quote = Some(c);
                    self.node(i)?;
                    value = false;
                    i += 1;
                }
                b'|' | b'>' => {
                    self.literal = Some(indent);
                    return self.node(i);
                }
                b'&' | b'!' => {
                    // An anchor or a tag: the value follows.
                    while !ends(b, i) {
                        i += 1;
                    }
                }
                b'*' => {
                    self.alias(i)?;
                    return Ok(());
                }
                _ => {
                    // A plain scalar: a key if `: ` follows, else text.
                    self.node(i)?;
                    value = false;
                    while i < b.len() {
                        if b[i] == b':' && ends(b, i + 1) {
                            value = true;
                            i += 1;
                            break;
                        }
                        if b[i] == b'#' && (b[i - 1] == b' ' || b[i - 1] == b'\t') {
                            return Ok(());
                        }
                        i += 1;
                    }
                }
            }
        }
        Ok(())
    }

    /// One byte of a flow collection; where to go on.
    fn flow_byte(&mut self, b: &[u8], i: usize) -> Result<usize, Refusal> {
        let starts = || {
            b[..i]
                .iter()
                .rev()
                .find(|c| **c != b' ' && **c != b'\t')
                .is_none_or(|c| b"[{,:".contains(c))
        };
        match b[i] {
            b'[' | b'{' => {
                self.flow += 1;
                self.node(i)?;
                self.depth(i)?;
            }
            b']' | b'}' => self.flow -= 1,
            b',' => self.node(i)?,
            b'#' if i == 0 || b[i - 1] == b' ' || b[i - 1] == b'\t' => return Ok(b.len()),
            q @ (b'"' | b'\'') if starts() => self.quote = Some(q),
            b'*' if starts() => self.alias(i)?,
            _ => {}
        }
        Ok(i + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nested(open: &str, close: &str, n: usize) -> String {
        format!("id: x\nname: {}{}\n", open.repeat(n), close.repeat(n))
    }

    #[test]
    fn the_variant_files_pass() {
        for (id, text) in super::super::BUILTIN {
            check(id, text).unwrap();
        }
    }

    #[test]
    fn deep_flow_collections_are_refused_where_they_go_too_deep() {
        check("f", &nested("[", "]", MAX_DEPTH - 1)).unwrap();
        let e = check("f.yaml", &nested("[", "]", 40)).unwrap_err();
        // `name` is one block level; the 32nd bracket is the 33rd level.
        assert_eq!((e.file.as_str(), e.line, e.column), ("f.yaml", 2, 7 + 31));
        assert!(e.message.contains("nested more than 32"), "{}", e.message);
        assert!(check("f", &nested("{a: ", "}", 40)).is_err());
    }

    #[test]
    fn deep_block_collections_are_refused() {
        let mut map = String::from("id: x\n");
        for d in 0..40 {
            map.push_str(&format!("{}k{d}:\n", " ".repeat(d)));
        }
        let e = check("m", &map).unwrap_err();
        assert_eq!(e.line, 2 + MAX_DEPTH);
        let seq = format!("id: x\nrules: {}\n", "- ".repeat(40));
        assert!(check("s", &format!("a:\n{}x\n", "- ".repeat(40))).is_err());
        check("s", &seq).unwrap();
    }

    #[test]
    fn brackets_and_quotes_in_text_are_text() {
        let text = "id: x\nnote: it's [sic {and] so [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\nquote: '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[ it''s'\nq: \"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\\\"\"\nlong: >-\n  [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\n  - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -\nv: {a: \"x, [y\", b: '}', c: 1} # [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\n";
        check("t", text).unwrap();
    }

    #[test]
    fn nodes_and_aliases_are_counted() {
        let many = format!("id: x\nl: [{}]\n", vec!["1"; MAX_NODES + 1].join(","));
        let e = check("n", &many).unwrap_err();
        assert!(e.message.contains("values"), "{}", e.message);
        let aliases: String = (0..=MAX_ALIASES).map(|i| format!("k{i}: *a\n")).collect();
        let e = check("a", &format!("x: &a 1\n{aliases}")).unwrap_err();
        assert_eq!(e.line, MAX_ALIASES + 2);
        assert!(e.message.contains("aliases"), "{}", e.message);
        check("a", "x: &a 1\ny: *a\nz: [*a, *a]\n").unwrap();
    }
}
