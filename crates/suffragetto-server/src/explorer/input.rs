//! What the explorer is asked about, read with bounds: the variants (built
//! in, or a YAML file a visitor sent, loaded with
//! [`suffragetto_core::variant::load_untrusted`]), the position string (every error
//! located) and the move text.

use super::super::{AppState, ServerError};
use serde::Deserialize;
use std::sync::Arc;
use suffragetto_core::engine::{Position, Rules};
use suffragetto_core::notation::parse_setup;

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

fn bad(message: String) -> ServerError {
    ServerError::BadRequest(message)
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
/// as the command line's do.
pub fn upload(u: &Upload) -> Result<Rules, ServerError> {
    let name = file_name(&u.name);
    let variant = suffragetto_core::variant::load_untrusted(&name, &u.text)
        .map_err(|e| bad(e.to_string()))?;
    Rules::new(variant).map_err(|e| bad(e.to_string()))
}

/// The variants named in `names` (comma-separated ids, in order): built-in
/// ids, or the ids of `uploads`. One to [`MAX_VARIANTS`], none twice.
pub fn variants(
    st: &AppState,
    names: &[String],
    uploads: &[Upload],
) -> Result<Vec<Arc<Rules>>, ServerError> {
    if names.is_empty() {
        return Err(bad(
            "variants: name at least one, e.g. english,german".into()
        ));
    }
    if names.len() > MAX_VARIANTS || uploads.len() > MAX_VARIANTS {
        return Err(bad(format!(
            "variants: at most {MAX_VARIANTS} at once ({} asked)",
            names.len().max(uploads.len())
        )));
    }
    let mut sent = Vec::new();
    for u in uploads {
        let rules = upload(u)?;
        if sent.iter().any(|r: &Arc<Rules>| r.id() == rules.id()) {
            return Err(bad(format!(
                "variants: two files sent have the id `{}`",
                rules.id()
            )));
        }
        sent.push(Arc::new(rules));
    }
    let mut out: Vec<Arc<Rules>> = Vec::new();
    for name in names {
        let name = name.trim();
        if out.iter().any(|r| r.id() == name) {
            return Err(bad(format!("variants: `{name}` is named twice")));
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
/// position), which must be a position of at least one of `variants`; with
/// the index of the first variant it is a position of.
pub fn position(
    text: Option<&str>,
    variants: &[Arc<Rules>],
) -> Result<(Position, usize), ServerError> {
    let text = text.map(str::trim).filter(|t| !t.is_empty());
    let Some(text) = text.filter(|t| *t != "start") else {
        return Ok((variants[0].start(), 0));
    };
    if text.len() > MAX_POSITION {
        return Err(bad(format!("position: at most {MAX_POSITION} characters")));
    }
    let setup = parse_setup(text).map_err(|e| bad(format!("position: {e}")))?;
    let mut why = Vec::new();
    for (i, rules) in variants.iter().enumerate() {
        match Position::from_setup(setup.clone(), rules) {
            Ok(p) => return Ok((p, i)),
            Err(e) => why.push(format!("under {}: {e}", rules.id())),
        }
    }
    Err(bad(format!(
        "position: not a position of the variants asked ({})",
        why.join("; ")
    )))
}

/// Move text, at most [`MAX_MOVE`] bytes.
pub fn move_text(text: &str) -> Result<&str, ServerError> {
    if text.len() > MAX_MOVE {
        return Err(bad(format!("move: at most {MAX_MOVE} characters")));
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
    fn lists_are_split_and_bounded() {
        assert_eq!(split(Some("english, german,,")), ["english", "german"]);
        assert_eq!(split(Some("a,b,c,d,e,f,g,h")).len(), MAX_VARIANTS + 1);
        assert!(split(None).is_empty());
    }
}
