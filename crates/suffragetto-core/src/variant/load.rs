//! Reading variant files: YAML parsing with located errors, the built-in
//! variants embedded in the binary, and `extends` chains.

use super::points::{Layer, RULE_POINTS, RawRulePoints, Status};
use super::reason::{Parser, Reason};
use super::{Meta, Origin, Variant, VariantError, check};
use serde::Deserialize;
use std::path::{Path, PathBuf};

/// The built-in variants: id and the text of `variants/<id>.yaml`.
pub const BUILTIN: &[(&str, &str)] = &[
    ("english", include_str!("../../../../variants/english.yaml")),
    ("german", include_str!("../../../../variants/german.yaml")),
    ("french", include_str!("../../../../variants/french.yaml")),
    ("ludii", include_str!("../../../../variants/ludii.yaml")),
    ("dagaz", include_str!("../../../../variants/dagaz.yaml")),
];

/// The ids of the built-in variants, in listing order.
pub fn builtin_ids() -> impl Iterator<Item = &'static str> {
    BUILTIN.iter().map(|(id, _)| *id)
}

/// A variant file as written: metadata, `extends`, and the rule points it gives.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawVariant {
    id: String,
    title: String,
    /// A short name for tables and menus; the title when not given.
    #[serde(default)]
    name: Option<String>,
    #[serde(default)]
    extends: Option<String>,
    #[serde(default)]
    language: Option<String>,
    /// An older spelling of `game_date`, still read.
    #[serde(default)]
    date: Option<String>,
    #[serde(default)]
    game_date: Option<String>,
    #[serde(default)]
    witness_date: Option<String>,
    #[serde(default)]
    editor: Option<String>,
    #[serde(default)]
    provenance: Option<String>,
    #[serde(default)]
    source: Option<String>,
    #[serde(default)]
    colours: Option<super::PieceColours>,
    #[serde(default)]
    rules: RawRulePoints,
}

/// One parsed file of an `extends` chain.
struct Loaded {
    raw: RawVariant,
    file: String,
    text: String,
}

/// Loads a variant by built-in id (`english`) or by path to a YAML file
/// (anything containing `/` or `\` or ending in `.yaml` / `.yml`, or naming an
/// existing file).
pub fn load(spec: &str) -> Result<Variant, VariantError> {
    if let Some((id, text)) = BUILTIN.iter().find(|(id, _)| *id == spec) {
        return load_str(&builtin_label(id), text, None);
    }
    let looks_like_path = spec.contains('/')
        || spec.contains('\\')
        || spec.ends_with(".yaml")
        || spec.ends_with(".yml")
        || Path::new(spec).is_file();
    if looks_like_path {
        load_file(Path::new(spec))
    } else {
        Err(VariantError::at(
            &Origin::file(spec),
            Reason::NoBuiltin {
                spec: spec.to_string(),
            },
        ))
    }
}

/// Loads a variant file from disk.
pub fn load_file(path: &Path) -> Result<Variant, VariantError> {
    let label = path.display().to_string();
    let text = read(path, &Origin::file(&label))?;
    load_str(&label, &text, path.parent())
}

/// Loads a variant from YAML text; `file` names it in errors and `dir` is
/// where a relative `extends: path.yaml` is looked up.
pub fn load_str(file: &str, text: &str, dir: Option<&Path>) -> Result<Variant, VariantError> {
    load_chain(file, text, dir, true)
}

/// The largest variant file accepted from a stranger, in bytes.
pub const UNTRUSTED_LIMIT: usize = 64 * 1024;

/// Loads a variant a stranger sent (an upload to the explorer): at most
/// [`UNTRUSTED_LIMIT`] bytes, of a shape the YAML parser reads in time
/// that grows with its length (nesting, nodes and aliases counted first:
/// [`shape`](super::shape)), and its `extends` may name only a built-in
/// variant, never a file of this machine.
pub fn load_untrusted(file: &str, text: &str) -> Result<Variant, VariantError> {
    if text.len() > UNTRUSTED_LIMIT {
        return Err(VariantError::at(
            &Origin::file(file),
            Reason::TooLarge {
                bytes: text.len(),
                most: UNTRUSTED_LIMIT,
            },
        ));
    }
    super::shape::check(file, text)?;
    load_chain(file, text, None, false)
}

/// Loads an `extends` chain; with `files` false every base must be built in.
fn load_chain(
    file: &str,
    text: &str,
    dir: Option<&Path>,
    files: bool,
) -> Result<Variant, VariantError> {
    let mut chain = Vec::new();
    let mut seen = Vec::new();
    let mut next = Some((
        file.to_string(),
        text.to_string(),
        dir.map(Path::to_path_buf),
    ));
    while let Some((file, text, dir)) = next.take() {
        let raw = parse(&file, &text)?;
        let builtin_file = BUILTIN.iter().any(|(id, _)| builtin_label(id) == file);
        if !builtin_file && BUILTIN.iter().any(|(id, _)| *id == raw.id) {
            return Err(VariantError::at(
                &Origin::of_key(&file, &text, "id"),
                Reason::BuiltinId { id: raw.id.clone() },
            ));
        }
        seen.push(identity(&file));
        if let Some(base) = &raw.extends {
            let at = Origin::of_key(&file, &text, "extends");
            if !files && !BUILTIN.iter().any(|(id, _)| id == base) {
                return Err(VariantError::at(&at, Reason::ExtendsOnlyBuiltin));
            }
            let (base_file, base_text, base_dir) = locate_base(base, dir.as_deref(), &at)?;
            if seen.contains(&identity(&base_file)) {
                let mut names: Vec<String> =
                    chain.iter().map(|l: &Loaded| l.raw.id.clone()).collect();
                names.push(raw.id.clone());
                names.push(base.clone());
                return Err(VariantError::at(&at, Reason::Cycle { names }));
            }
            next = Some((base_file, base_text, base_dir));
        }
        chain.push(Loaded { raw, file, text });
    }
    build(&chain)
}

fn builtin_label(id: &str) -> String {
    format!("variants/{id}.yaml")
}

/// A key identifying a file for cycle detection.
fn identity(file: &str) -> PathBuf {
    std::fs::canonicalize(file).unwrap_or_else(|_| PathBuf::from(file))
}

fn read(path: &Path, at: &Origin) -> Result<String, VariantError> {
    crate::input::read_text(path, crate::input::MAX_VARIANT).map_err(|e| {
        VariantError::at(
            at,
            Reason::CannotRead {
                path: path.display().to_string(),
                cause: e.cause.to_string(),
            },
        )
    })
}

/// Finds the file an `extends` names: a built-in id or a path relative to `dir`.
fn locate_base(
    base: &str,
    dir: Option<&Path>,
    at: &Origin,
) -> Result<(String, String, Option<PathBuf>), VariantError> {
    if let Some((id, text)) = BUILTIN.iter().find(|(id, _)| *id == base) {
        return Ok((builtin_label(id), text.to_string(), None));
    }
    let path = match dir {
        Some(d) if Path::new(base).is_relative() => d.join(base),
        _ => PathBuf::from(base),
    };
    if !path.is_file() {
        return Err(VariantError::at(
            at,
            Reason::ExtendsMissing {
                base: base.to_string(),
                path: path.display().to_string(),
            },
        ));
    }
    let text = read(&path, at)?;
    let parent = path.parent().map(Path::to_path_buf);
    Ok((path.display().to_string(), text, parent))
}

/// Parses one file, turning serde's messages into located, readable errors.
fn parse(file: &str, text: &str) -> Result<RawVariant, VariantError> {
    let raw: RawVariant = serde_yaml::from_str(text).map_err(|e| {
        let (line, column) = e
            .location()
            .map(|l| (l.line(), l.column()))
            .unwrap_or((0, 0));
        VariantError::at(
            &Origin {
                file: file.to_string(),
                line,
                column,
            },
            explain(&e.to_string()),
        )
    })?;
    if raw.date.is_some() && raw.game_date.is_some() {
        return Err(VariantError::at(
            &Origin::of_key(file, text, "date"),
            Reason::DateAndGameDate,
        ));
    }
    if raw.id.is_empty()
        || !raw
            .id
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '_')
    {
        return Err(VariantError::at(
            &Origin::of_key(file, text, "id"),
            Reason::BadId { id: raw.id.clone() },
        ));
    }
    for (id, status, cited) in raw.rules.statuses() {
        if status != Status::Convention && !cited {
            return Err(VariantError::at(
                &Origin::of_key(file, text, id.as_str()),
                Reason::NotCited { point: id, status },
            ));
        }
    }
    Ok(raw)
}

/// Rewrites serde's "unknown field" message into one about rule points, with
/// a suggestion; strips serde's trailing location (we print our own).
fn explain(message: &str) -> Reason {
    let message = match message.rfind(" at line ") {
        Some(i) => &message[..i],
        None => message,
    };
    let kind = Parser::read(message);
    if let Some(rest) = message.split("unknown field `").nth(1)
        && let Some(name) = rest.split('`').next()
        && name.contains('.')
    {
        let best = RULE_POINTS
            .iter()
            .map(|p| (edit_distance(name, p.id.as_str()), p.id))
            .min()
            .filter(|(d, _)| *d <= 3);
        let english = match best {
            Some((_, id)) => format!("unknown rule point `{name}` (did you mean `{id}`?)"),
            None => format!(
                "unknown rule point `{name}`; `suffragetto variants show english` lists them all"
            ),
        };
        let kind = Parser::UnknownRulePoint {
            name: name.to_string(),
            nearest: best.map(|(_, id)| id),
        };
        return Reason::Parser { english, kind };
    }
    Reason::Parser {
        english: friendlier(message),
        kind,
    }
}

/// Replaces serde's type names with what a variant file should contain.
fn friendlier(message: &str) -> String {
    let mut m = message
        .replace("unknown variant", "unknown value")
        .replace("expected u8", "expected a whole number from 0 to 255")
        .replace(
            "expected struct Entry",
            "expected a mapping with `value:`, `status:` and (unless a convention) `citation:`",
        )
        .replace(
            "expected struct PieceCounts",
            "expected `{large: N, small: N}`",
        )
        .replace("expected a boolean", "expected true or false");
    if m.contains("found character that cannot start any token") {
        m.push_str(" (YAML does not allow tabs for indentation: use spaces)");
    }
    if m.starts_with("missing field") || m.contains(": missing field") {
        m.push_str(" (check the indentation of the lines below this one)");
    }
    m
}

fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut cur = vec![i + 1];
        for (j, cb) in b.iter().enumerate() {
            let sub = prev[j] + usize::from(ca != *cb);
            cur.push(sub.min(prev[j + 1] + 1).min(cur[j] + 1));
        }
        prev = cur;
    }
    prev[b.len()]
}

/// Resolves a parsed chain (most derived first) into a validated variant.
fn build(chain: &[Loaded]) -> Result<Variant, VariantError> {
    let top = &chain[0];
    let layers: Vec<Layer<'_>> = chain
        .iter()
        .map(|l| Layer {
            raw: &l.raw.rules,
            variant: &l.raw.id,
            file: &l.file,
            text: &l.text,
        })
        .collect();
    let (values, points) = RawRulePoints::resolve(&layers).map_err(|missing| {
        let root = chain.last().expect("chain is never empty");
        VariantError::at(
            &Origin::of_key(&root.file, &root.text, "rules"),
            Reason::NoValue {
                point: missing.to_string(),
            },
        )
    })?;
    let inherit = |f: fn(&RawVariant) -> &Option<String>| {
        chain
            .iter()
            .find_map(|l| f(&l.raw).clone())
            .unwrap_or_default()
    };
    let meta = Meta {
        id: top.raw.id.clone(),
        title: top.raw.title.clone(),
        name: top
            .raw
            .name
            .clone()
            .unwrap_or_else(|| top.raw.title.clone()),
        language: inherit(|r| &r.language),
        game_date: chain
            .iter()
            .find_map(|l| l.raw.game_date.clone().or_else(|| l.raw.date.clone()))
            .unwrap_or_default(),
        witness_date: inherit(|r| &r.witness_date),
        editor: inherit(|r| &r.editor),
        provenance: inherit(|r| &r.provenance),
        source: inherit(|r| &r.source),
        colours: chain.iter().find_map(|l| l.raw.colours.clone()),
        extends: top.raw.extends.clone(),
        file: top.file.clone(),
    };
    let variant = Variant {
        meta,
        values,
        points,
    };
    check::contradictions(&variant)?;
    Ok(variant)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_builtin_loads() {
        for id in builtin_ids() {
            let v = load(id).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(v.id(), id);
            assert_eq!(v.points.len(), RULE_POINTS.len());
        }
    }

    #[test]
    fn suggestion_for_misspelt_point() {
        assert_eq!(
            explain("rules: unknown field `capture.smal`, expected one of ...").to_string(),
            "unknown rule point `capture.smal` (did you mean `capture.small`?)"
        );
    }
}
