//! Sessions: a session id is 256 random bits from the operating system,
//! sent to the browser only in an `HttpOnly`, `SameSite=Lax` cookie and
//! stored only as its SHA-256 hash. Its CSRF token is another hash of it,
//! so the server keeps no token and a stolen database yields neither. A
//! session ends after it has been idle too long, and after its lifetime
//! however busy it was.

use sha2::{Digest, Sha256};
use std::time::Duration;

/// The cookie's name directly on http (tests, a machine's own network).
pub const COOKIE: &str = "suffragetto-session";
/// The cookie's name behind an https proxy: the `__Host-` prefix makes the
/// browser refuse it unless it is `Secure`, for `Path=/` and without a
/// `Domain`, so no other site or subdomain can set it.
pub const SECURE_COOKIE: &str = "__Host-suffragetto-session";

/// A session id as the browser holds it: 64 hex digits.
#[derive(Clone, PartialEq, Eq)]
pub struct SessionId(String);

impl std::fmt::Debug for SessionId {
    /// Never the id itself (so it cannot reach a log by accident).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("SessionId(..)")
    }
}

/// The SHA-256 of a session id: what the database keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SecretHash(pub [u8; 32]);

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn digest(label: &str, id: &str) -> [u8; 32] {
    Sha256::digest(format!("suffragetto {label} {id}").as_bytes()).into()
}

/// `n` random bytes from the operating system, as hex.
pub fn random_hex(n: usize) -> String {
    let mut bytes = vec![0u8; n];
    getrandom::fill(&mut bytes).expect("the operating system gives random bytes");
    hex(&bytes)
}

impl SessionId {
    /// A new id: 256 bits from the operating system's random source.
    pub fn new() -> SessionId {
        SessionId(random_hex(32))
    }

    /// An id as a cookie carries it, if it has the form of one.
    pub fn parse(text: &str) -> Option<SessionId> {
        (text.len() == 64 && text.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f')))
            .then(|| SessionId(text.to_string()))
    }

    /// What the database keeps of it.
    pub fn hash(&self) -> SecretHash {
        SecretHash(digest("session", &self.0))
    }

    /// The CSRF token of this session (`GET /api/me` gives it; every change
    /// the cookie authenticates sends it back in `X-CSRF-Token`).
    pub fn csrf(&self) -> String {
        hex(&digest("csrf", &self.0))
    }

    /// The id, for the cookie only.
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl Default for SessionId {
    fn default() -> SessionId {
        SessionId::new()
    }
}

/// The `Set-Cookie` value that gives the browser `id` for `lifetime`
/// (`Secure`, with the `__Host-` name, when `secure`).
pub fn set_cookie(id: &SessionId, lifetime: Duration, secure: bool) -> String {
    let (name, flag) = cookie_name(secure);
    format!(
        "{name}={}; HttpOnly; SameSite=Lax; Path=/; Max-Age={}{flag}",
        id.expose(),
        lifetime.as_secs()
    )
}

/// The `Set-Cookie` value that makes the browser forget its session.
pub fn clear_cookie(secure: bool) -> String {
    let (name, flag) = cookie_name(secure);
    format!("{name}=; HttpOnly; SameSite=Lax; Path=/; Max-Age=0{flag}")
}

fn cookie_name(secure: bool) -> (&'static str, &'static str) {
    if secure {
        (SECURE_COOKIE, "; Secure")
    } else {
        (COOKIE, "")
    }
}

/// The session id in the `Cookie` headers `values`, if one of the right
/// name and form is there.
pub fn from_cookies<'a>(values: impl Iterator<Item = &'a str>, secure: bool) -> Option<SessionId> {
    let (name, _) = cookie_name(secure);
    values
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(k, _)| *k == name)
        .and_then(|(_, v)| SessionId::parse(v.trim()))
}

/// Whether a session made at `created` and last used at `last_seen`
/// (seconds since 1970) is still good at `now`.
pub fn alive(created: i64, last_seen: i64, now: i64, idle: Duration, lifetime: Duration) -> bool {
    let secs = |d: Duration| i64::try_from(d.as_secs()).unwrap_or(i64::MAX);
    now.saturating_sub(last_seen) < secs(idle) && now.saturating_sub(created) < secs(lifetime)
}

/// A short name for the device a session was made on, from its
/// `User-Agent`: browser and system, never the whole header.
pub fn device(user_agent: &str) -> String {
    let ua = user_agent;
    let browser = [
        ("Edg/", "Edge"),
        ("OPR/", "Opera"),
        ("Firefox/", "Firefox"),
        ("Chromium/", "Chromium"),
        ("HeadlessChrome/", "Chromium (headless)"),
        ("Chrome/", "Chrome"),
        ("Safari/", "Safari"),
        ("curl/", "curl"),
    ]
    .into_iter()
    .find(|(tag, _)| ua.contains(tag))
    .map(|(_, name)| name);
    let system = [
        ("Android", "Android"),
        ("iPhone", "iPhone"),
        ("iPad", "iPad"),
        ("Windows", "Windows"),
        ("Mac OS X", "macOS"),
        ("CrOS", "ChromeOS"),
        ("Linux", "Linux"),
    ]
    .into_iter()
    .find(|(tag, _)| ua.contains(tag))
    .map(|(_, name)| name);
    match (browser, system) {
        (Some(b), Some(s)) => format!("{b} on {s}"),
        (Some(b), None) => b.to_string(),
        (None, Some(s)) => format!("a browser on {s}"),
        (None, None) => "an unknown device".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_256_random_bits_kept_as_hashes() {
        let a = SessionId::new();
        let b = SessionId::new();
        assert_ne!(a, b);
        assert_eq!(a.expose().len(), 64);
        assert_ne!(a.hash(), b.hash());
        assert_ne!(hex(&a.hash().0), a.expose());
        assert_ne!(
            a.csrf(),
            hex(&a.hash().0),
            "the token is not the stored hash"
        );
        assert_eq!(format!("{a:?}"), "SessionId(..)");
        assert_eq!(SessionId::parse(a.expose()), Some(a.clone()));
        for bad in ["", "abc", &"g".repeat(64), &"A".repeat(64), &"0".repeat(65)] {
            assert_eq!(SessionId::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn the_cookie_and_its_flags() {
        let id = SessionId::parse(&"ab".repeat(32)).unwrap();
        let c = set_cookie(&id, Duration::from_secs(60), false);
        assert_eq!(
            c,
            format!(
                "suffragetto-session={}; HttpOnly; SameSite=Lax; Path=/; Max-Age=60",
                "ab".repeat(32)
            )
        );
        let s = set_cookie(&id, Duration::from_secs(60), true);
        assert!(
            s.starts_with("__Host-suffragetto-session=") && s.ends_with("; Secure"),
            "{s}"
        );
        assert!(clear_cookie(false).contains("Max-Age=0"));
        let header = format!("theme=dark; suffragetto-session={}; other=1", id.expose());
        assert_eq!(
            from_cookies([header.as_str()].into_iter(), false),
            Some(id.clone())
        );
        assert_eq!(from_cookies([header.as_str()].into_iter(), true), None);
        assert_eq!(
            from_cookies(["suffragetto-session=xyz"].into_iter(), false),
            None
        );
    }

    #[test]
    fn sessions_end_when_idle_and_when_old() {
        let (idle, life) = (Duration::from_secs(100), Duration::from_secs(1000));
        assert!(alive(0, 0, 99, idle, life));
        assert!(!alive(0, 0, 100, idle, life), "idle too long");
        assert!(alive(0, 950, 999, idle, life));
        assert!(!alive(0, 990, 1000, idle, life), "too old, however busy");
    }

    #[test]
    fn devices_in_a_few_words() {
        let chrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36";
        assert_eq!(device(chrome), "Chrome on Linux");
        let iphone = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1";
        assert_eq!(device(iphone), "Safari on iPhone");
        assert_eq!(device(""), "an unknown device");
        assert_eq!(device("ureq/3"), "an unknown device");
    }
}
