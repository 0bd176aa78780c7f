//! Accounts through the HTTP API: a browser that keeps its session cookie
//! and CSRF token the way the pages do ([`Browser`]), the account's life
//! ([`flows`]) and the security points of OWASP's authentication, session
//! and CSRF cheat sheets ([`security`], [`expiry`], [`log`]).

mod expiry;
mod flows;
mod log;
mod security;
mod tables;

use serde_json::{Value, json};

/// One answer: status, the `Set-Cookie` and `Retry-After` headers, the body.
#[derive(Debug, Clone)]
pub struct Reply {
    /// The HTTP status.
    pub status: u16,
    /// Every `Set-Cookie` header.
    pub set_cookie: Vec<String>,
    /// `Retry-After`, if sent.
    pub retry_after: Option<String>,
    /// `Cache-Control`, if sent.
    pub cache_control: Option<String>,
    /// The body as sent.
    pub bytes: Vec<u8>,
    /// The body as text (lossy where it is not UTF-8).
    pub text: String,
    /// The body as JSON (a string if it is not JSON).
    pub body: Value,
}

/// A browser: the site's origin, the session cookie it holds and the CSRF
/// token `GET /api/me` gave, sent with each request as the pages send them.
#[derive(Debug, Clone)]
pub struct Browser {
    /// `http://127.0.0.1:PORT`, where requests go.
    pub base: String,
    /// The `Origin` header sent with changes (`None`: none is sent).
    pub origin: Option<String>,
    /// `name=value` of the session cookie, if the browser holds one.
    pub cookie: Option<String>,
    /// The CSRF token sent in `X-CSRF-Token`, if any.
    pub csrf: Option<String>,
    /// The `User-Agent`.
    pub agent: String,
    /// `X-Forwarded-For` (a server behind a proxy counts this address).
    pub forwarded_for: Option<String>,
}

impl Browser {
    /// A browser with no session, on the site at `base` (its own origin).
    pub fn new(base: &str) -> Browser {
        Browser {
            base: base.to_string(),
            origin: Some(base.to_string()),
            cookie: None,
            csrf: None,
            agent: "Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0".into(),
            forwarded_for: None,
        }
    }

    /// Sends `method path` with `body`, the cookie, the origin and the
    /// token; keeps a session cookie the answer sets (or forgets one it
    /// clears) and the CSRF token of an answer that gives one.
    pub fn send(&mut self, method: &str, path: &str, body: Option<&Value>) -> Reply {
        let agent = super::harness::agent();
        let url = format!("{}{path}", self.base);
        let mut req = ureq::http::Request::builder()
            .method(method)
            .uri(url)
            .header("User-Agent", &self.agent);
        if let Some(o) = &self.origin
            && method != "GET"
        {
            req = req.header("Origin", o);
        }
        if let Some(c) = &self.cookie {
            req = req.header("Cookie", c);
        }
        if let Some(t) = &self.csrf {
            req = req.header("X-CSRF-Token", t);
        }
        if let Some(f) = &self.forwarded_for {
            req = req.header("X-Forwarded-For", f);
        }
        let text = body.map(|b| b.to_string()).unwrap_or_default();
        if body.is_some() {
            req = req.header("Content-Type", "application/json");
        }
        let req = req.body(text).unwrap();
        let mut r = agent.run(req).unwrap();
        let header = |name: &str| {
            r.headers()
                .get(name)
                .and_then(|v| v.to_str().ok())
                .map(str::to_string)
        };
        let set_cookie: Vec<String> = r
            .headers()
            .get_all("set-cookie")
            .iter()
            .filter_map(|v| v.to_str().ok().map(str::to_string))
            .collect();
        let (retry_after, cache_control) = (header("retry-after"), header("cache-control"));
        let status = r.status().as_u16();
        let bytes = r.body_mut().read_to_vec().unwrap();
        let text = String::from_utf8_lossy(&bytes).into_owned();
        let body = serde_json::from_str(&text).unwrap_or(Value::String(text.clone()));
        for c in &set_cookie {
            let pair = c.split(';').next().unwrap_or("").trim();
            if c.contains("Max-Age=0") {
                self.cookie = None;
            } else if pair.contains("suffragetto-session=") {
                self.cookie = Some(pair.to_string());
            }
        }
        if status < 300
            && let Some(t) = body["csrf"].as_str()
        {
            self.csrf = Some(t.to_string());
        }
        Reply {
            status,
            set_cookie,
            retry_after,
            cache_control,
            bytes,
            text,
            body,
        }
    }

    /// `POST /api/account`: a new account, signed in.
    pub fn sign_up(&mut self, name: &str, password: &str) -> Reply {
        let body = json!({"username": name, "password": password});
        self.send("POST", "/api/account", Some(&body))
    }

    /// `POST /api/session`: signs in.
    pub fn sign_in(&mut self, name: &str, password: &str) -> Reply {
        let body = json!({"username": name, "password": password});
        self.send("POST", "/api/session", Some(&body))
    }

    /// `GET /api/me`.
    pub fn me(&mut self) -> Reply {
        self.send("GET", "/api/me", None)
    }

    /// The session id the browser's cookie holds.
    pub fn session_id(&self) -> String {
        let c = self.cookie.as_deref().expect("a session cookie");
        c.split_once('=').unwrap().1.to_string()
    }
}

/// A password that passes the checks, for the tests.
pub const PASSWORD: &str = "deeds not words 1903";
