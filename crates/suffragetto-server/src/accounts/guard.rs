//! What a request must carry: the session cookie to be [`SignedIn`]; for a
//! change the cookie authenticates ([`Change`]) also an `Origin` of this
//! very site and the session's CSRF token in `X-CSRF-Token` (OWASP's CSRF
//! Prevention Cheat Sheet: a synchronizer token sent in a custom header,
//! and the source origin verified). Sign-in and sign-up accept no
//! `Origin` of another site either ([`SameOrigin`]), so no page elsewhere
//! can sign a browser into an account of its choosing.

use super::SignedIn;
use super::session::{self, SessionId};
use crate::{AppState, ServerError};
use axum::extract::FromRequestParts;
use axum::http::header;
use axum::http::request::Parts;

/// The header a change carries its CSRF token in.
pub const CSRF_HEADER: &str = "x-csrf-token";

/// The session id the request's cookie carries, if any.
pub fn cookie(parts: &Parts, secure: bool) -> Option<SessionId> {
    let values = parts
        .headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok());
    session::from_cookies(values, secure)
}

/// The request's `User-Agent`, for the device's name.
pub fn user_agent(parts: &Parts) -> String {
    parts
        .headers
        .get(header::USER_AGENT)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .chars()
        .take(512)
        .collect()
}

/// Whether the request's `Origin` is this site: the scheme (https behind
/// the proxy, as `X-Forwarded-Proto` says, else http) and the `Host` the
/// request was sent to.
pub fn same_origin(parts: &Parts, behind_proxy: bool) -> bool {
    let value = |name: &str| {
        parts
            .headers
            .get_all(name)
            .iter()
            .next_back()
            .and_then(|v| v.to_str().ok())
    };
    let (Some(origin), Some(host)) = (value("origin"), value("host")) else {
        return false;
    };
    let scheme = if behind_proxy {
        value("x-forwarded-proto")
            .and_then(|p| p.rsplit(',').next())
            .map(str::trim)
            .unwrap_or("https")
    } else {
        "http"
    };
    origin.eq_ignore_ascii_case(&format!("{scheme}://{host}"))
}

/// The refusal of a change from another site (or without an `Origin`).
fn other_origin() -> ServerError {
    ServerError::forbidden("error-account-other-origin", |a| a)
}

/// The session of the request, if it carries one that is alive.
pub struct Viewer(pub Option<SignedIn>);

impl FromRequestParts<AppState> for Viewer {
    type Rejection = ServerError;

    async fn from_request_parts(parts: &mut Parts, st: &AppState) -> Result<Viewer, ServerError> {
        let accounts = st.accounts();
        match cookie(parts, accounts.secure()) {
            Some(id) => Ok(Viewer(accounts.resolve(id).await?)),
            None => Ok(Viewer(None)),
        }
    }
}

/// The answer to a request that needs a session and has none.
pub fn not_signed_in() -> ServerError {
    ServerError::said(
        axum::http::StatusCode::UNAUTHORIZED,
        "error-not-signed-in",
        |a| a,
    )
}

impl FromRequestParts<AppState> for SignedIn {
    type Rejection = ServerError;

    async fn from_request_parts(parts: &mut Parts, st: &AppState) -> Result<SignedIn, ServerError> {
        Viewer::from_request_parts(parts, st)
            .await?
            .0
            .ok_or_else(not_signed_in)
    }
}

/// A change a cookie authenticates: signed in, from this site, with the
/// session's CSRF token.
pub struct Change(pub SignedIn);

/// Whether a change signed in as `me` comes from this site with the
/// session's CSRF token.
fn check_change(parts: &Parts, st: &AppState, me: &SignedIn) -> Result<(), ServerError> {
    if !same_origin(parts, st.limits().behind_proxy) {
        return Err(other_origin());
    }
    let token = parts
        .headers
        .get(CSRF_HEADER)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    if !crate::same_secret(token, &me.id.csrf()) {
        return Err(ServerError::forbidden("error-account-csrf", |a| a));
    }
    Ok(())
}

impl FromRequestParts<AppState> for Change {
    type Rejection = ServerError;

    async fn from_request_parts(parts: &mut Parts, st: &AppState) -> Result<Change, ServerError> {
        if !same_origin(parts, st.limits().behind_proxy) {
            return Err(other_origin());
        }
        let me = SignedIn::from_request_parts(parts, st).await?;
        check_change(parts, st, &me)?;
        Ok(Change(me))
    }
}

/// The session a request at a table may act with: none (a guest, or no
/// live session), or the signed-in account with the verdict on its CSRF
/// token and `Origin` ([`Change`]'s checks). A request that brings a seat
/// token acts with the token and never needs it; one without a token acts
/// as the account, if the checks passed.
pub struct TableSession(pub Option<Result<SignedIn, ServerError>>);

impl TableSession {
    /// The account, if signed in and the checks passed (a table created or
    /// joined so is the account's; otherwise it is a guest's).
    pub fn account(&self) -> Option<&SignedIn> {
        self.0.as_ref().and_then(|r| r.as_ref().ok())
    }

    /// Who acts: the holder of `token` if one is sent, else the account
    /// (its checks passed), else a 403 that says what to send.
    pub fn holder(self, token: Option<String>) -> Result<crate::table::Holder, ServerError> {
        match (token, self.0) {
            (Some(t), _) => Ok(crate::table::Holder::Token(t)),
            (None, Some(Ok(me))) => Ok(crate::table::Holder::Account(me.account)),
            (None, Some(Err(e))) => Err(e),
            (None, None) => Err(ServerError::forbidden(
                "error-table-token-or-account",
                |a| a,
            )),
        }
    }
}

impl FromRequestParts<AppState> for TableSession {
    type Rejection = ServerError;

    async fn from_request_parts(
        parts: &mut Parts,
        st: &AppState,
    ) -> Result<TableSession, ServerError> {
        let Viewer(me) = Viewer::from_request_parts(parts, st).await?;
        Ok(TableSession(me.map(|me| {
            check_change(parts, st, &me)?;
            Ok(me)
        })))
    }
}

/// A request that is not from another site: no `Origin`, or this site's.
pub struct SameOrigin;

impl FromRequestParts<AppState> for SameOrigin {
    type Rejection = ServerError;

    async fn from_request_parts(
        parts: &mut Parts,
        st: &AppState,
    ) -> Result<SameOrigin, ServerError> {
        if parts.headers.contains_key(header::ORIGIN)
            && !same_origin(parts, st.limits().behind_proxy)
        {
            return Err(other_origin());
        }
        Ok(SameOrigin)
    }
}

#[cfg(test)]
mod tests {
    use super::same_origin;

    fn parts(headers: &[(&str, &str)]) -> axum::http::request::Parts {
        let mut b = axum::http::Request::builder();
        for (k, v) in headers {
            b = b.header(*k, *v);
        }
        b.body(()).unwrap().into_parts().0
    }

    #[test]
    fn the_origin_must_be_this_sites_scheme_and_host() {
        let host = ("host", "tables.example:8080");
        let direct = |origin: &str| same_origin(&parts(&[host, ("origin", origin)]), false);
        assert!(direct("http://tables.example:8080"));
        assert!(direct("HTTP://Tables.Example:8080"), "case does not matter");
        assert!(
            !direct("https://tables.example:8080"),
            "not the scheme served"
        );
        assert!(!direct("http://tables.example"), "another port");
        assert!(!direct("http://evil.example"));
        assert!(!direct("null"));
        assert!(!same_origin(&parts(&[host]), false), "no Origin at all");
        assert!(
            !same_origin(&parts(&[("origin", "http://x")]), false),
            "no Host"
        );

        // Behind the proxy: the scheme the proxy says, https if it says none.
        let proxied = |origin: &str, proto: Option<&str>| {
            let mut h = vec![host, ("origin", origin)];
            if let Some(p) = proto {
                h.push(("x-forwarded-proto", p));
            }
            same_origin(&parts(&h), true)
        };
        assert!(proxied("https://tables.example:8080", None));
        assert!(!proxied("http://tables.example:8080", None));
        assert!(proxied("https://tables.example:8080", Some("https")));
        assert!(proxied("http://tables.example:8080", Some("http")));
        assert!(
            proxied("https://tables.example:8080", Some("http, https")),
            "the last proxy's word"
        );
    }
}
