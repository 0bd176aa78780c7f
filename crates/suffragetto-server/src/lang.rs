//! The visitor's language: `?lang=` when the request names one, else the
//! one chosen before (a cookie), else the best of `Accept-Language`
//! ([`Lang::negotiate`]), else English. The API's refusals answer in it: a refusal carries its text in every language
//! ([`Translations`]) and [`translate`] picks the visitor's on the way out,
//! so the handlers need not know it; `rule_point` stays an id.

use axum::extract::{FromRequestParts, Request};
use axum::http::request::Parts;
use axum::http::{HeaderMap, HeaderValue, StatusCode, Uri, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use suffragetto_core::lang::{Args, Lang, catalogue};
use suffragetto_core::variant::PointId;

/// The most of an `Accept-Language` header read, in bytes.
const MAX_ACCEPT: usize = 256;

/// The cookie that keeps the language a visitor chose with `?lang=`.
pub const COOKIE: &str = "suffragetto-lang";

/// The language the query names (`?lang=de`), if it names one.
pub fn asked(uri: &Uri) -> Option<Lang> {
    uri.query()
        .into_iter()
        .flat_map(|q| q.split('&'))
        .find_map(|pair| {
            let (k, v) = pair.split_once('=')?;
            (k == "lang").then(|| v.parse::<Lang>().ok()).flatten()
        })
}

/// The language the visitor chose earlier (the [`COOKIE`]), if any.
fn chosen(headers: &HeaderMap) -> Option<Lang> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .find_map(|pair| {
            let (k, v) = pair.trim().split_once('=')?;
            (k == COOKIE).then(|| v.parse::<Lang>().ok()).flatten()
        })
}

/// The language a request asks for: the query's, else the one chosen
/// before, else the best of `Accept-Language`, else English.
pub fn of(uri: &Uri, headers: &HeaderMap) -> Lang {
    asked(uri).or_else(|| chosen(headers)).unwrap_or_else(|| {
        headers
            .get(header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok())
            .map_or(Lang::En, |v| {
                Lang::negotiate(v.get(..MAX_ACCEPT.min(v.len())).unwrap_or(""))
            })
    })
}

/// The visitor's language, for handlers that write words themselves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RequestLang(pub Lang);

impl<S: Send + Sync> FromRequestParts<S> for RequestLang {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        Ok(RequestLang(of(&parts.uri, &parts.headers)))
    }
}

/// A refusal's text in every language, in [`Lang::ALL`] order, carried by
/// the error's response for [`translate`].
#[derive(Clone, Debug)]
pub struct Translations {
    /// The texts.
    pub texts: Vec<String>,
    /// The rule point the refusal names, if any.
    pub rule_point: Option<PointId>,
}

impl Translations {
    /// `text` for each language.
    pub fn new(text: impl Fn(Lang) -> String, rule_point: Option<PointId>) -> Translations {
        Translations {
            texts: Lang::ALL.into_iter().map(text).collect(),
            rule_point,
        }
    }
}

/// The layer that answers a refusal in the visitor's language.
pub async fn translate(req: Request, next: Next) -> Response {
    let lang = of(req.uri(), req.headers());
    let mut resp = next.run(req).await;
    let t = match resp.extensions_mut().remove::<Translations>() {
        Some(t) => t,
        // A body refused by its declared length before any handler read
        // it (the body limit's own answer, whose words are English).
        None if resp.status() == StatusCode::PAYLOAD_TOO_LARGE => Translations::new(
            |l| {
                let what = catalogue().plain(l, "error-body-too-large").to_string();
                catalogue().text("error-request", &Args::new(l).text("what", what))
            },
            None,
        ),
        None => return resp,
    };
    let text = t.texts.get(lang.index()).cloned().unwrap_or_default();
    let mut body = serde_json::json!({ "error": text });
    if t.rule_point.is_some() {
        body["rule_point"] = serde_json::json!(t.rule_point);
    }
    let (mut parts, _) = resp.into_parts();
    parts.headers.remove(header::CONTENT_LENGTH);
    parts.headers.insert(
        header::CONTENT_LANGUAGE,
        HeaderValue::from_static(lang.code()),
    );
    let mut out = axum::Json(body).into_response();
    *out.status_mut() = parts.status;
    for (k, v) in &parts.headers {
        if k != header::CONTENT_TYPE {
            out.headers_mut().insert(k.clone(), v.clone());
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lang(uri: &str, accept: Option<&str>) -> Lang {
        let mut h = HeaderMap::new();
        if let Some(a) = accept {
            h.insert(header::ACCEPT_LANGUAGE, HeaderValue::from_str(a).unwrap());
        }
        of(&uri.parse().unwrap(), &h)
    }

    #[test]
    fn the_query_wins_then_the_header_then_english() {
        assert_eq!(lang("/api/explain?lang=fr", Some("de")), Lang::Fr);
        assert_eq!(lang("/api/explain?x=1&lang=de", None), Lang::De);
        assert_eq!(
            lang("/api/explain?lang=xx", Some("fr-CH, de;q=0.5")),
            Lang::Fr
        );
        assert_eq!(lang("/api/tables/abc/moves", Some("de-AT")), Lang::De);
        assert_eq!(lang("/", Some("es, it")), Lang::En);
        assert_eq!(lang("/", None), Lang::En);
        let long = format!("{}, de", "x".repeat(400));
        assert_eq!(lang("/", Some(&long)), Lang::En);
    }
}
