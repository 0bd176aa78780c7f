//! What the explorer is asked about, read with bounds: the variants (built
//! in, or a YAML file a visitor sent, loaded with
//! [`suffragetto_core::variant::load_untrusted`]), the position string (every error
//! located) and the move text.

use super::super::{AppState, ServerError};
use serde::Deserialize;
use std::sync::Arc;
use suffragetto_core::engine::{Counts, Position, Rules, Setup};
use suffragetto_core::geometry::Square;
use suffragetto_core::lang::{Args, catalogue};
use suffragetto_core::notation::{describe_position_error, parse_setup};
use suffragetto_core::piece::{Piece, Side};

/// The most variants set side by side.
pub const MAX_VARIANTS: usize = 5;
/// The longest position string, in bytes (a full board is about 100).
pub const MAX_POSITION: usize = 400;
/// The longest move text, in bytes.
pub const MAX_MOVE: usize = 200;

/// A variant file a visitor sent, kept by the page for the visit and sent
/// with every request that uses it (the server keeps nothing).
#[derive(Clone, Debug, Deserialize)]
pub struct Upload {
    /// The file's name, for the errors.
    #[serde(default)]
    pub name: String,
    /// The YAML text.
    pub text: String,
}

/// A file name safe to repeat in an error: its last path component, only
/// letters, digits and `.-_`, at most 60 characters.
pub fn file_name(raw: &str) -> String {
    let last = raw.rsplit(['/', '\\']).next().unwrap_or("");
    let name: String = last
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || ".-_".contains(*c))
        .take(60)
        .collect();
    if name.is_empty() {
        "upload".into()
    } else {
        name
    }
}

/// Compiles an uploaded variant; its errors name the file, line and column
/// as the command line's do, and say why in the visitor's language.
pub fn upload(u: &Upload) -> Result<Rules, ServerError> {
    let name = file_name(&u.name);
    let variant =
        suffragetto_core::variant::load_untrusted(&name, &u.text).map_err(refused_variant)?;
    Rules::new(variant).map_err(refused_variant)
}

/// A 400 that says in every language why a sent variant cannot be used.
fn refused_variant(e: suffragetto_core::variant::VariantError) -> ServerError {
    ServerError::Said {
        status: axum::http::StatusCode::BAD_REQUEST,
        translations: Box::new(crate::lang::Translations::new(|l| e.describe(l), None)),
    }
}

/// The variants named in `names` (comma-separated ids, in order): built-in
/// ids, or the ids of `uploads`. One to [`MAX_VARIANTS`], none twice.
pub fn variants(
    st: &AppState,
    names: &[String],
    uploads: &[Upload],
) -> Result<Vec<Arc<Rules>>, ServerError> {
    if names.is_empty() {
        return Err(ServerError::bad_request(
            "error-explorer-variants-none",
            |a| a,
        ));
    }
    if names.len() > MAX_VARIANTS || uploads.len() > MAX_VARIANTS {
        let asked = names.len().max(uploads.len());
        return Err(ServerError::bad_request(
            "error-explorer-variants-many",
            |a| a.number("max", MAX_VARIANTS).number("asked", asked),
        ));
    }
    let mut sent = Vec::new();
    for u in uploads {
        let rules = upload(u)?;
        if sent.iter().any(|r: &Arc<Rules>| r.id() == rules.id()) {
            return Err(ServerError::bad_request(
                "error-explorer-variants-same-id",
                |a| a.text("id", rules.id()),
            ));
        }
        sent.push(Arc::new(rules));
    }
    let mut out: Vec<Arc<Rules>> = Vec::new();
    for name in names {
        let name = name.trim();
        if out.iter().any(|r| r.id() == name) {
            return Err(ServerError::bad_request(
                "error-explorer-variants-twice",
                |a| a.text("name", name),
            ));
        }
        match sent.iter().find(|r| r.id() == name) {
            Some(r) => out.push(r.clone()),
            None => out.push(st.rules(name)?),
        }
    }
    Ok(out)
}

/// Splits `a,b` into its names (empty parts dropped).
pub fn split(list: Option<&str>) -> Vec<String> {
    list.unwrap_or("")
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(String::from)
        .take(MAX_VARIANTS + 1)
        .collect()
}

/// The position `text` names (absent or `start`: the first variant's start
/// position; `empty`: an empty board, the Suffragettes to move), changed by
/// `edit` if one is given, which must be a position of at least one of
/// `variants`; with the index of the first variant it is a position of.
pub fn position(
    text: Option<&str>,
    variants: &[Arc<Rules>],
) -> Result<(Position, usize), ServerError> {
    edited(text, None, variants)
}

/// [`position`], changed by `edit`.
pub fn edited(
    text: Option<&str>,
    edit: Option<&Edit>,
    variants: &[Arc<Rules>],
) -> Result<(Position, usize), ServerError> {
    let text = text.map(str::trim).filter(|t| !t.is_empty());
    let mut setup = match text {
        None | Some("start") if edit.is_none() => return Ok((variants[0].start(), 0)),
        None | Some("start") => variants[0].start().to_setup(),
        Some("empty") => Setup::default(),
        Some(t) if t.len() > MAX_POSITION => {
            return Err(ServerError::bad_request(
                "error-explorer-position-length",
                |a| a.number("max", MAX_POSITION),
            ));
        }
        Some(t) => parse_setup(t).map_err(|e| crate::rejection::position(&e))?,
    };
    if let Some(e) = edit {
        e.apply(&mut setup)?;
    }
    let mut refused = Vec::new();
    for (i, rules) in variants.iter().enumerate() {
        match Position::from_setup(setup.clone(), rules) {
            Ok(p) => return Ok((p, i)),
            Err(e) => refused.push((rules.id().to_string(), e)),
        }
    }
    Err(ServerError::bad_request(
        "error-explorer-position-none",
        |a| {
            let lang = a.lang();
            let why: Vec<String> = refused
                .iter()
                .map(|(id, e)| {
                    catalogue().text(
                        "error-explorer-position-under",
                        &Args::new(lang)
                            .text("variant", id)
                            .text("why", describe_position_error(e, lang)),
                    )
                })
                .collect();
            let join = catalogue().text("error-explorer-position-join", &Args::new(lang));
            a.text("why", why.join(&join))
        },
    ))
}

/// Captured pieces as the page sets them: large and small.
#[derive(Clone, Copy, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CountsIn {
    /// Leaders or Inspectors.
    pub large: u8,
    /// Rank-and-file or constables.
    pub small: u8,
}

/// A change the explorer's page makes to a position: a piece put on a
/// square or taken off it, or the side to move and the Prison and
/// Hospital set. The server writes the new position; the page never does.
/// Any change ends a pending exchange.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Edit {
    /// The square changed, e.g. `g7`.
    pub square: Option<String>,
    /// The piece put there (`S`, `L`, `P` or `I`); none clears the square.
    pub piece: Option<String>,
    /// The side to move, `S` or `P`.
    pub to_move: Option<String>,
    /// Suffragettes in Prison.
    pub prison: Option<CountsIn>,
    /// Police in Hospital.
    pub hospital: Option<CountsIn>,
}

/// The most captives of one kind the page may set.
pub const MAX_CAPTIVES: u8 = 16;

impl Edit {
    /// Applies the change to `setup`.
    pub fn apply(&self, setup: &mut Setup) -> Result<(), ServerError> {
        if let Some(sq) = &self.square {
            let square: Square = sq.parse().map_err(|_| {
                let shown: String = sq.chars().take(20).collect();
                ServerError::bad_request("error-explorer-edit-square", |a| a.text("square", &shown))
            })?;
            let piece = match self.piece.as_deref() {
                None => None,
                Some(l) => Some(
                    l.chars()
                        .next()
                        .filter(|_| l.len() == 1)
                        .and_then(Piece::from_letter)
                        .ok_or_else(|| {
                            ServerError::bad_request("error-explorer-edit-piece", |a| {
                                a.text("piece", l)
                            })
                        })?,
                ),
            };
            setup.board.set(square, piece);
        } else if self.piece.is_some() {
            return Err(ServerError::bad_request(
                "error-explorer-edit-no-square",
                |a| a,
            ));
        }
        if let Some(side) = &self.to_move {
            setup.to_move = side
                .chars()
                .next()
                .filter(|_| side.len() == 1)
                .and_then(Side::from_letter)
                .ok_or_else(|| {
                    ServerError::bad_request("error-explorer-edit-side", |a| a.text("side", side))
                })?;
        }
        let counts = |c: CountsIn, what: &str| {
            if c.large > MAX_CAPTIVES || c.small > MAX_CAPTIVES {
                return Err(ServerError::bad_request(
                    "error-explorer-edit-captives",
                    |a| {
                        a.text("what", what)
                            .number("max", usize::from(MAX_CAPTIVES))
                    },
                ));
            }
            Ok(Counts {
                large: c.large,
                small: c.small,
            })
        };
        if let Some(c) = self.prison {
            setup.prison = counts(c, "prison")?;
        }
        if let Some(c) = self.hospital {
            setup.hospital = counts(c, "hospital")?;
        }
        setup.pending = None;
        setup.exchanged = false;
        Ok(())
    }
}

/// Move text, at most [`MAX_MOVE`] bytes.
pub fn move_text(text: &str) -> Result<&str, ServerError> {
    if text.len() > MAX_MOVE {
        return Err(ServerError::bad_request(
            "error-explorer-move-length",
            |a| a.number("max", MAX_MOVE),
        ));
    }
    Ok(text.trim())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_names_keep_only_their_last_plain_part() {
        assert_eq!(file_name("../../etc/passwd"), "passwd");
        assert_eq!(file_name("C:\\x\\my rules.yaml"), "myrules.yaml");
        assert_eq!(file_name(""), "upload");
        assert_eq!(file_name("\u{202e}lmay.x"), "lmay.x");
    }

    #[test]
    fn edits_put_and_clear_pieces_and_refuse_what_is_not_one() {
        let mut setup = Setup::default();
        let put = Edit {
            square: Some("g7".into()),
            piece: Some("S".into()),
            to_move: Some("P".into()),
            prison: Some(CountsIn { large: 1, small: 2 }),
            ..Edit::default()
        };
        put.apply(&mut setup).unwrap();
        let g7: Square = "g7".parse().unwrap();
        assert_eq!(setup.board.get(g7), Piece::from_letter('S'));
        assert_eq!(
            (setup.to_move, setup.prison.large, setup.prison.small),
            (Side::Police, 1, 2)
        );
        Edit {
            square: Some("g7".into()),
            ..Edit::default()
        }
        .apply(&mut setup)
        .unwrap();
        assert_eq!(setup.board.get(g7), None);
        for (edit, said) in [
            (
                Edit {
                    square: Some("z9".into()),
                    ..Edit::default()
                },
                "edit: square `z9`",
            ),
            (
                Edit {
                    square: Some("g7".into()),
                    piece: Some("Q".into()),
                    ..Edit::default()
                },
                "edit: piece `Q`",
            ),
            (
                Edit {
                    piece: Some("S".into()),
                    ..Edit::default()
                },
                "a piece needs a square",
            ),
            (
                Edit {
                    to_move: Some("X".into()),
                    ..Edit::default()
                },
                "side to move `X`",
            ),
            (
                Edit {
                    hospital: Some(CountsIn {
                        large: 0,
                        small: 200,
                    }),
                    ..Edit::default()
                },
                "at most 16",
            ),
        ] {
            let e = edit.apply(&mut setup).unwrap_err().to_string();
            assert!(e.contains(said), "{e}");
        }
    }

    #[test]
    fn lists_are_split_and_bounded() {
        assert_eq!(split(Some("english, german,,")), ["english", "german"]);
        assert_eq!(split(Some("a,b,c,d,e,f,g,h")).len(), MAX_VARIANTS + 1);
        assert!(split(None).is_empty());
    }
}
