//! The parallel texts: for every rule point (and every point of the texts
//! the engine does not have yet), the full sentences of the three rule texts
//! side by side, and of the Ludii file's rules text where it has any, each
//! with its section and line, a literal English gloss of the German and
//! French, and what each text does not say; one page per rule area.

use super::{Ctx, SiteError, TocEntry};
use crate::assemble::Site;
use crate::text::esc;
use serde::Serialize;
use suffragetto_core::lang::Args;

/// A passage as a page shows it: the sentences, the project's gloss in the
/// reader's language where the text is in another, and its place.
#[derive(Serialize)]
pub struct Shown {
    text: String,
    gloss: String,
    /// The language the gloss is shown in: the reader's, or English
    /// while it is not translated.
    gloss_lang: String,
    /// Its section and line in its file, in words (message `place`).
    place: String,
}
#[derive(Serialize)]
struct Column {
    name: String,
    siglum: String,
    lang: String,
    passages: Vec<Shown>,
    omits: String,
    /// The language `omits` is shown in.
    omits_lang: String,
}

#[derive(Serialize)]
struct Value {
    variant: String,
    name: String,
    value: String,
    status: String,
    status_words: String,
}

#[derive(Serialize)]
struct Point {
    id: String,
    title: String,
    planned: bool,
    values: Vec<Value>,
    columns: Vec<Column>,
}

#[derive(Serialize)]
struct Area {
    area: String,
    title: String,
    path: String,
    points: Vec<Point>,
}

#[derive(Serialize)]
struct Index {
    text: String,
    areas: Vec<Area>,
    planned: usize,
}

/// The page of rule area `area` in this chapter, from the book's root.
pub fn area_page(area: &str) -> String {
    format!("parallel/{area}.md")
}

/// A rule area's name as a heading (`exchanges` -> `Exchanges`).
fn heading(area: &str) -> String {
    let mut c = area.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

/// Witness `w`'s passage `p` as a page shows it, its place worded by
/// message `place` (`section` and `line`). No gloss for a text in the
/// reader's own language, nor where the gloss is the English text itself
/// not yet translated.
pub fn shown(
    ctx: &Ctx<'_>,
    w: &suffragetto_apparatus::Witness,
    p: &suffragetto_apparatus::Passage,
    place: &str,
) -> Shown {
    let gloss = p
        .gloss
        .as_deref()
        .filter(|g| w.language != ctx.lang.code() && *g != p.text);
    let gloss_lang = ctx
        .translations
        .shown_in(gloss.unwrap_or_default(), ctx.lang);
    Shown {
        text: esc(&p.text),
        gloss: gloss.map(esc).unwrap_or_default(),
        gloss_lang: gloss_lang.code().to_string(),
        place: esc(&ctx.say(
            place,
            Args::new(ctx.lang)
                .text("section", &p.section)
                .text("line", p.line),
        )),
    }
}

/// Writes `parallel/index.md` and a page per rule area.
pub fn pages(ctx: &Ctx<'_>, site: &mut Site) -> Result<Vec<TocEntry>, SiteError> {
    let app = &ctx.apparatus;
    let shown_in = |text: Option<&str>| {
        let lang = ctx
            .translations
            .shown_in(text.unwrap_or_default(), ctx.lang);
        lang.code().to_string()
    };
    let mut areas: Vec<Area> = Vec::new();
    for (id, area, title, passages) in app.point_order() {
        let columns = app
            .texts()
            .filter(|w| w.variant || passages.readings.contains_key(&w.id))
            .map(|w| {
                let r = passages.readings.get(&w.id);
                Column {
                    name: esc(w.name.as_deref().unwrap_or(&w.title)),
                    siglum: w.siglum.clone(),
                    lang: w.language.clone(),
                    passages: r
                        .map(|r| {
                            r.passages
                                .iter()
                                .map(|p| shown(ctx, w, p, "book-passage-place"))
                                .collect()
                        })
                        .unwrap_or_default(),
                    omits: r
                        .and_then(|r| r.omits.as_deref())
                        .map(esc)
                        .unwrap_or_default(),
                    omits_lang: shown_in(r.and_then(|r| r.omits.as_deref())),
                }
            })
            .collect();
        let values = if passages.planned {
            Vec::new()
        } else {
            ctx.variants()
                .filter_map(|v| v.point_by_id(id).map(|p| (v, p)))
                .map(|(v, p)| Value {
                    variant: v.meta.id.clone(),
                    name: esc(&ctx.name_of(&v.meta.id)),
                    value: esc(&p.value_words_in(ctx.lang)),
                    status: p.status.as_str().to_string(),
                    status_words: p.status.words_in(ctx.lang).to_string(),
                })
                .collect()
        };
        let point = Point {
            id: id.to_string(),
            title: esc(&crate::chapters::point_title(ctx, id, title)),
            planned: passages.planned,
            values,
            columns,
        };
        match areas.iter_mut().find(|a| a.area == area) {
            Some(a) => a.points.push(point),
            None => areas.push(Area {
                area: area.to_string(),
                title: match ctx.lang {
                    suffragetto_core::lang::Lang::En => heading(area),
                    _ => ctx.word(&format!("area-{area}")),
                },
                path: area_page(area),
                points: vec![point],
            }),
        }
    }
    let mut toc = Vec::new();
    for a in &areas {
        ctx.page(site, &a.path, "parallel-area.md", a)?;
        toc.push(TocEntry {
            title: a.title.clone(),
            path: a.path.clone(),
        });
    }
    let planned = app.points.values().filter(|p| p.planned).count();
    ctx.page(
        site,
        "parallel/index.md",
        "parallel.md",
        &Index {
            text: ctx.prose("parallel/index.md")?,
            areas,
            planned,
        },
    )?;
    Ok(toc)
}
