// The lobby: a form for a new table (with its clock, or Play anyone) and
// the lists of tables waiting, being played and finished;
// the short "How to play" page (the variant's rules in brief, in the
// visitor's language); the page for a path that is not there.
// Variant titles by id, for the list.
const VARIANT_TITLE = {};

async function showLobby() {
  $("#lobby").hidden = false;
  document.title = t("page-site-title");
  try {
    const v = await api("GET", "/api/variants");
    const sel = $("#variant-select");
    for (const x of v.variants) {
      VARIANT_TITLE[x.id] = x.name;
      const o = el("option", x.name);
      o.value = x.id;
      sel.append(o);
    }
  } catch (e) { $("#create-error").textContent = e.message; }
  fillClocks($("#clock-select"));
  $("#seek-button").addEventListener("click", () => seekGame($("#create")));
  $("#create").addEventListener("submit", async (ev) => {
    ev.preventDefault();
    const f = new FormData(ev.target);
    const body = { nickname: f.get("nickname"), variant: f.get("variant"), side: f.get("side"),
      private: f.get("private") === "on" };
    if (f.get("opponent")) body.opponent = f.get("opponent");
    const clock = clockOf(f.get("clock"));
    if (clock) body.clock = clock;
    try {
      const r = await api("POST", "/api/tables", body);
      keepSeat(r);
      location.href = r.url;
    } catch (e) { $("#create-error").textContent = e.message; }
  });
  refreshLobby();
  setInterval(refreshLobby, 5000);
}

// The lobby's lists, waiting, being played and finished apart
// (renderLobbyLists, seek.js), read again every 5 seconds.
async function refreshLobby() {
  let data;
  try { data = await api("GET", "/api/tables"); } catch (_) { return; }
  renderLobbyLists(data, { join: t("page-lobby-join"), watch: t("page-lobby-watch") });
  $("#lobby-empty").hidden = data.tables.length > 0;
  refreshActive();
}

// How to play: the rules in brief of the variant chosen (the first, the
// online rules, unless `?variant=` names another), as the server words
// them in the visitor's language.
async function showHowToPlay() {
  $("#how-to-play").hidden = false;
  document.title = t("page-howto-title");
  const sel = $("#howto-variant");
  try {
    const v = await api("GET", "/api/variants");
    for (const x of v.variants) {
      const o = el("option", x.name);
      o.value = x.id;
      sel.append(o);
    }
    const asked = new URLSearchParams(location.search).get("variant");
    if (asked && v.variants.some((x) => x.id === asked)) sel.value = asked;
  } catch (e) { $("#howto-error").textContent = e.message; return; }
  const load = async () => {
    try {
      const r = await api("GET", `/api/variants/${encodeURIComponent(sel.value)}/summary?lang=${WORDS.lang}`);
      // The fragment is the server's own escaped HTML.
      $("#howto-body").innerHTML = r.html;
      $("#howto-error").textContent = "";
    } catch (e) { $("#howto-error").textContent = e.message; }
  };
  sel.addEventListener("change", load);
  await load();
}

function showNotFound() {
  $("#not-found").hidden = false;
  document.title = t("page-notfound-title");
}
