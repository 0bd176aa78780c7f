// Accounts, optional: the header's "Sign in" or "Signed in as", and the
// pages at /sign-in, /sign-up and /account. The session lives in an
// HttpOnly cookie this script never sees; `ME` keeps the CSRF token that
// `GET /api/me` gives.

// Asks the server who is signed in, if the page came with a session cookie
// (`data-session`, set by the server: a guest's page asks nothing, so no
// 401 lands in its console); sets `ME` and the header.
async function loadMe() {
  ME = null;
  if (document.body.hasAttribute("data-session")) {
    try { ME = await api("GET", "/api/me"); } catch (_) { ME = null; }
  }
  $("#nav-guest").hidden = !!ME;
  $("#nav-user").hidden = !ME;
  $("#nav-name").textContent = ME ? ME.username : "";
  // From a table, signing in or up comes back to it.
  if (/^\/t\/[0-9a-f]+$/.test(location.pathname)) {
    const next = "?next=" + encodeURIComponent(location.pathname);
    for (const a of document.querySelectorAll("#nav-guest a")) a.search = next;
  }
  return ME;
}

async function signOut() {
  try { await api("DELETE", "/api/session"); } catch (_) { /* ended already */ }
  ME = null;
  location.href = "/";
}

// Where to go once signed in: a table or the account page this site sent
// the visitor from (`?next=`), else the lobby. Nothing else, so no link
// elsewhere can use the form to send a visitor off the site.
function nextPage() {
  const next = new URLSearchParams(location.search).get("next") || "";
  return /^\/(t\/[0-9a-f]+|account|my-tables)$/.test(next) ? next : "/";
}

// Sends form `form` to `url` as { username, password }; on success goes on.
// The link to the other form keeps where to go on to.
function credentialsForm(form, url, errorBox) {
  const next = nextPage();
  if (next !== "/") {
    for (const a of form.closest("main").querySelectorAll('a[href="/sign-in"], a[href="/sign-up"]')) {
      a.setAttribute("href", a.getAttribute("href") + "?next=" + encodeURIComponent(next));
    }
  }
  form.addEventListener("submit", async (ev) => {
    ev.preventDefault();
    const f = new FormData(form);
    const button = form.querySelector("button");
    button.disabled = true;
    $(errorBox).textContent = "";
    try {
      await api("POST", url, { username: f.get("username"), password: f.get("password") });
      location.href = nextPage();
    } catch (e) {
      $(errorBox).textContent = e.message;
      form.password.value = "";
      form.password.focus();
    } finally { button.disabled = false; }
  });
}

function showSignIn() {
  $("#sign-in").hidden = false;
  document.title = t("page-account-title-sign-in");
  credentialsForm($("#sign-in-form"), "/api/session", "#sign-in-error");
  $("#sign-in-form").username.focus();
}

function showSignUp() {
  $("#sign-up").hidden = false;
  document.title = t("page-account-title-sign-up");
  credentialsForm($("#sign-up-form"), "/api/account", "#sign-up-error");
  $("#sign-up-form").username.focus();
}

// "2 December 2026, 14:05" in the reader's own time zone.
function when(seconds) {
  return new Date(seconds * 1000).toLocaleString(WORDS.lang,
    { day: "numeric", month: "long", year: "numeric", hour: "2-digit", minute: "2-digit" });
}

async function refreshSessions() {
  let data;
  try { data = await api("GET", "/api/me/sessions"); } catch (e) {
    $("#sessions-error").textContent = e.message;
    return;
  }
  const body = $("#sessions");
  body.replaceChildren();
  for (const s of data.sessions) {
    const tr = el("tr", null, s.current ? "current" : "");
    tr.append(el("td", s.current ? t("page-account-this-device", { device: s.device }) : s.device), el("td", when(s.created)),
      el("td", when(s.last_seen)));
    const td = el("td");
    const b = el("button", t(s.current ? "page-site-sign-out" : "page-account-sign-out-there"), "secondary");
    b.type = "button";
    b.addEventListener("click", async () => {
      if (s.current) return signOut();
      try {
        await api("DELETE", "/api/me/sessions/" + encodeURIComponent(s.id));
        refreshSessions();
      } catch (e) { $("#sessions-error").textContent = e.message; }
    });
    td.append(b);
    tr.append(td);
    body.append(tr);
  }
}

async function showAccount() {
  if (!ME) { location.href = "/sign-in?next=/account"; return; }
  $("#account").hidden = false;
  document.title = t("page-account-title-yours");
  $("#account-name").textContent = ME.username;
  $("#account-sign-out").addEventListener("click", signOut);
  refreshSessions();

  const pw = $("#password-form");
  pw.username.value = ME.username;
  pw.addEventListener("submit", async (ev) => {
    ev.preventDefault();
    const f = new FormData(pw);
    $("#password-error").textContent = "";
    $("#password-done").textContent = "";
    try {
      ME = await api("PUT", "/api/me/password", { current: f.get("current"), password: f.get("password") });
      pw.reset();
      pw.username.value = ME.username;
      $("#password-done").textContent = t("page-account-password-changed");
      refreshSessions();
    } catch (e) { $("#password-error").textContent = e.message; }
  });

  const del = $("#delete-form");
  del.addEventListener("submit", async (ev) => {
    ev.preventDefault();
    $("#delete-error").textContent = "";
    if (!confirm(t("page-account-delete-confirm", { name: ME.username }))) return;
    try {
      await api("DELETE", "/api/account", { password: new FormData(del).get("password") });
      ME = null;
      location.href = "/";
    } catch (e) { $("#delete-error").textContent = e.message; }
  });
}
