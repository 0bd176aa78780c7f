//! Reading `.sgn` text. Errors carry the line and column of the token.

use super::reason::RecordReason as R;
use super::{Comment, Drawing, Eval, Glyph, Node, Record, Span};
use crate::geometry::{Square, Zone};
use crate::notation::MoveText;

type Error = (Span, R);

/// How deep variations may nest: a variation inside a variation ... up to
/// this many levels (teaching games use two or three).
const MAX_DEPTH: usize = 64;

struct Lexer<'a> {
    chars: Vec<char>,
    i: usize,
    line: usize,
    col: usize,
    _text: &'a str,
}

impl<'a> Lexer<'a> {
    fn new(text: &'a str) -> Lexer<'a> {
        Lexer {
            chars: text.chars().collect(),
            i: 0,
            line: 1,
            col: 1,
            _text: text,
        }
    }

    fn span(&self) -> Span {
        Span {
            line: self.line,
            column: self.col,
        }
    }

    fn peek(&self) -> Option<char> {
        self.chars.get(self.i).copied()
    }

    fn peek2(&self) -> Option<char> {
        self.chars.get(self.i + 1).copied()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.i += 1;
        if c == '\n' {
            self.line += 1;
            self.col = 1;
        } else {
            self.col += 1;
        }
        Some(c)
    }

    /// Skips white space and `;` line comments.
    fn skip_space(&mut self) {
        while let Some(c) = self.peek() {
            if c.is_whitespace() || c == '\u{feff}' {
                self.bump();
            } else if c == ';' {
                while self.peek().is_some_and(|c| c != '\n') {
                    self.bump();
                }
            } else {
                break;
            }
        }
    }

    /// A run of characters up to white space or a delimiter.
    fn word(&mut self) -> String {
        let mut s = String::new();
        while let Some(c) = self.peek() {
            if c.is_whitespace() || "{}()[];".contains(c) {
                break;
            }
            s.push(c);
            self.bump();
        }
        s
    }
}

/// Parses a whole record.
pub(super) fn parse(text: &str) -> Result<Record, Error> {
    let mut lx = Lexer::new(text);
    let mut record = Record::default();
    lx.skip_space();
    while lx.peek() == Some('[') && lx.peek2() != Some('%') {
        let (name, value) = tag(&mut lx)?;
        if record.tags.iter().any(|(k, _)| *k == name) {
            return Err((lx.span(), R::TagTwice { name }));
        }
        record.tags.push((name, value));
        lx.skip_space();
    }
    loop {
        lx.skip_space();
        match lx.peek() {
            Some('{') => record.intro.push(comment(&mut lx)?),
            Some('[') => {
                let at = lx.span();
                let d = drawing(&mut lx, at)?;
                add_command(&mut record.intro, d, at)?;
            }
            _ => break,
        }
    }
    let base = record
        .tags
        .iter()
        .find(|(k, _)| k == "SetUp")
        .and_then(|(_, v)| v.split_whitespace().nth(5))
        .and_then(|p| p.parse().ok())
        .unwrap_or(0);
    record.moves = line(&mut lx, 0, base)?;
    lx.skip_space();
    if let Some(c) = lx.peek() {
        return Err((lx.span(), R::Unexpected { found: c }));
    }
    Ok(record)
}

fn tag(lx: &mut Lexer) -> Result<(String, String), Error> {
    let start = lx.span();
    lx.bump(); // [
    lx.skip_space();
    let name = lx.word();
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return Err((start, R::TagName));
    }
    lx.skip_space();
    if lx.peek() != Some('"') {
        return Err((lx.span(), R::TagValue { name }));
    }
    lx.bump();
    let mut value = String::new();
    loop {
        match lx.bump() {
            Some('\\') => match lx.bump() {
                Some(c @ ('"' | '\\')) => value.push(c),
                _ => {
                    return Err((lx.span(), R::TagEscape));
                }
            },
            Some('"') => break,
            Some('\n') | None => {
                return Err((start, R::TagUnclosed { name }));
            }
            Some(c) => value.push(c),
        }
    }
    lx.skip_space();
    if lx.bump() != Some(']') {
        return Err((start, R::TagBracket { name }));
    }
    Ok((name, value))
}

/// A comment `{...}` with drawing commands inside.
fn comment(lx: &mut Lexer) -> Result<Comment, Error> {
    let start = lx.span();
    lx.bump(); // {
    let mut text = String::new();
    let mut drawings = Vec::new();
    let mut eval = None;
    loop {
        match lx.peek() {
            None => return Err((start, R::CommentUnclosed)),
            Some('}') => {
                lx.bump();
                break;
            }
            Some('[') if lx.peek2() == Some('%') => {
                let at = lx.span();
                match drawing(lx, at)? {
                    Command::Draw(d) => drawings.push(d),
                    Command::Eval(_) if eval.is_some() => {
                        return Err((at, R::SecondEval));
                    }
                    Command::Eval(e) => eval = Some(e),
                }
            }
            Some('{') => {
                return Err((lx.span(), R::CommentNested));
            }
            Some(c) => {
                text.push(c);
                lx.bump();
            }
        }
    }
    Ok(Comment {
        text: text.split_whitespace().collect::<Vec<_>>().join(" "),
        drawings,
        eval,
    })
}

/// A command written after a comment joins it (or starts a new one).
fn add_command(comments: &mut Vec<Comment>, cmd: Command, at: Span) -> Result<(), Error> {
    if comments.is_empty() {
        comments.push(Comment::default());
    }
    let c = comments.last_mut().expect("one comment at least");
    match cmd {
        Command::Draw(d) => c.drawings.push(d),
        Command::Eval(_) if c.eval.is_some() => {
            return Err((at, R::SecondEval));
        }
        Command::Eval(e) => c.eval = Some(e),
    }
    Ok(())
}

/// What a `[%...]` command inside a comment is.
enum Command {
    Draw(Drawing),
    Eval(Eval),
}

/// A drawing command `[%arrow g5 i9 green]`, or an evaluation `[%eval 0.50]`.
fn drawing(lx: &mut Lexer, at: Span) -> Result<Command, Error> {
    lx.bump(); // [
    if lx.bump() != Some('%') {
        return Err((at, R::DrawingExpected));
    }
    let mut body = String::new();
    loop {
        match lx.bump() {
            Some(']') => break,
            Some('\n') | None => {
                return Err((at, R::DrawingUnclosed));
            }
            Some(c) => body.push(c),
        }
    }
    let parts: Vec<&str> = body.split_whitespace().collect();
    let square = |s: &str| -> Result<Square, Error> {
        s.parse().map_err(|_| (at, R::Square { text: s.into() }))
    };
    let colour = |s: &str| -> Result<String, Error> {
        let ok =
            (s.starts_with('#') && s.len() == 7 && s[1..].chars().all(|c| c.is_ascii_hexdigit()))
                || (!s.is_empty() && s.chars().all(|c| c.is_ascii_alphabetic()));
        if ok {
            Ok(s.to_string())
        } else {
            Err((at, R::Colour { text: s.into() }))
        }
    };
    match parts.as_slice() {
        ["eval", v] => {
            Ok(Command::Eval(v.parse().map_err(|_: String| {
                (at, R::Eval { text: (*v).into() })
            })?))
        }
        ["arrow", from, to, c] => Ok(Command::Draw(Drawing::Arrow {
            from: square(from)?,
            to: square(to)?,
            colour: colour(c)?,
        })),
        ["mark", sq, c] => Ok(Command::Draw(Drawing::Mark {
            square: square(sq)?,
            colour: colour(c)?,
        })),
        ["zone", name, c] => {
            let zone = Zone::ALL
                .into_iter()
                .find(|z| z.id() == *name)
                .ok_or_else(|| {
                    let ids: Vec<&str> = Zone::ALL.iter().map(|z| z.id()).collect();
                    (
                        at,
                        R::Zone {
                            text: (*name).into(),
                            ids: ids.join(", "),
                        },
                    )
                })?;
            Ok(Command::Draw(Drawing::Zone {
                zone,
                colour: colour(c)?,
            }))
        }
        _ => Err((at, R::Command { body })),
    }
}

/// A line of moves, up to `)` if nested (`depth` > 0), else to the end;
/// its first move is played at ply `base` (0-based), which move numbers are
/// checked against.
fn line(lx: &mut Lexer, depth: usize, base: u32) -> Result<Vec<Node>, Error> {
    let nested = depth > 0;
    let mut nodes: Vec<Node> = Vec::new();
    loop {
        lx.skip_space();
        let at = lx.span();
        match lx.peek() {
            None => {
                if nested {
                    return Err((at, R::VariationUnclosed));
                }
                return Ok(nodes);
            }
            Some(')') => {
                if !nested {
                    return Err((at, R::CloseWithoutVariation));
                }
                lx.bump();
                return Ok(nodes);
            }
            Some('(') => {
                lx.bump();
                if nodes.is_empty() {
                    return Err((at, R::VariationFirst));
                }
                if depth >= MAX_DEPTH {
                    return Err((at, R::TooDeep { max: MAX_DEPTH }));
                }
                let var =
                    line(lx, depth + 1, base + nodes.len() as u32 - 1).map_err(|(sp, m)| {
                        // An unclosed variation is reported where it opens.
                        if m == R::VariationUnclosed {
                            (at, m)
                        } else {
                            (sp, m)
                        }
                    })?;
                let last = nodes.last_mut().expect("checked above");
                if var.is_empty() {
                    return Err((at, R::EmptyVariation));
                }
                last.variations.push(var);
            }
            Some('{') => {
                let c = comment(lx)?;
                attach(&mut nodes, at, c)?;
            }
            Some('[') => {
                let d = drawing(lx, at)?;
                let last = nodes.last_mut().ok_or((at, R::DrawingFirst))?;
                add_command(&mut last.comments, d, at)?;
            }
            Some('}') => return Err((at, R::CloseWithoutComment)),
            Some(_) => {
                let w = lx.word();
                if let Some(g) = Glyph::parse(&w) {
                    let last = nodes
                        .last_mut()
                        .ok_or_else(|| (at, R::GlyphFirst { glyph: w.clone() }))?;
                    last.glyphs.push(g);
                } else if let Some(num) = move_number(&w) {
                    let (n, dots) = num.map_err(|m| (at, m))?;
                    let ply = base + nodes.len() as u32;
                    let (expected, second) = (ply / 2 + 1, ply % 2 == 1);
                    if n != expected || dots != second {
                        let want = if second {
                            format!("{expected}...")
                        } else {
                            format!("{expected}.")
                        };
                        return Err((
                            at,
                            R::MoveNumber {
                                written: w,
                                ply: ply + 1,
                                want,
                            },
                        ));
                    }
                } else {
                    // A glyph may stick to its move: `g5-g7xi9!!`.
                    let split = w.find(['!', '?']).unwrap_or(w.len());
                    let (mv, glyphs) = w.split_at(split);
                    let text = MoveText::parse(mv).map_err(|e| {
                        let column = at.column + e.column - 1;
                        (
                            Span {
                                line: at.line,
                                column,
                            },
                            R::MoveText {
                                text: mv.into(),
                                reason: e.reason,
                            },
                        )
                    })?;
                    let mut node = Node {
                        text,
                        at,
                        glyphs: Vec::new(),
                        comments: Vec::new(),
                        variations: Vec::new(),
                    };
                    if !glyphs.is_empty() {
                        let g = Glyph::parse(glyphs).ok_or_else(|| {
                            (
                                at,
                                R::Glyph {
                                    text: glyphs.into(),
                                },
                            )
                        })?;
                        node.glyphs.push(g);
                    }
                    nodes.push(node);
                }
            }
        }
    }
}

fn attach(nodes: &mut [Node], at: Span, c: Comment) -> Result<(), Error> {
    let last = nodes.last_mut().ok_or((at, R::CommentFirst))?;
    last.comments.push(c);
    Ok(())
}

/// `12.` or `12...`: the number and whether it has three dots.
fn move_number(w: &str) -> Option<Result<(u32, bool), R>> {
    let digits = w.trim_end_matches('.');
    if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) || digits.len() == w.len() {
        return None;
    }
    let dots = &w[digits.len()..];
    Some(match (digits.parse::<u32>(), dots) {
        (Ok(n), ".") if n > 0 => Ok((n, false)),
        (Ok(n), "...") if n > 0 => Ok((n, true)),
        _ => Err(R::NotAMoveNumber { text: w.into() }),
    })
}

#[cfg(test)]
mod tests {
    /// `1. e6-e7` with `depth` variations nested in one another.
    fn nested(depth: usize) -> String {
        let mut t = String::from("1. e6-e7 ");
        for _ in 0..depth {
            t.push_str("( 1. e6-e7 ");
        }
        t.push_str(&")".repeat(depth));
        t
    }

    #[test]
    fn variations_nest_up_to_the_limit_and_no_deeper() {
        let ok = super::parse(&nested(super::MAX_DEPTH)).unwrap();
        assert_eq!(ok.moves[0].variations.len(), 1);
        let (at, message) = super::parse(&nested(super::MAX_DEPTH + 1)).unwrap_err();
        assert_eq!((at.line, at.column), (1, 10 + 11 * super::MAX_DEPTH));
        assert_eq!(
            message.to_string(),
            "variations nested more than 64 deep: close some with `)` first"
        );
        // Far deeper input fails the same way, without exhausting the stack.
        let (at, _) = super::parse(&nested(100_000)).unwrap_err();
        assert_eq!(at.column, 10 + 11 * super::MAX_DEPTH);
    }
}
