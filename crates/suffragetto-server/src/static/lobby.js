// The lobby: a form for a new table and the list of open and running ones.
// Variant titles by id, for the list.
const VARIANT_TITLE = {};

async function showLobby() {
  $("#lobby").hidden = false;
  document.title = "Suffragetto: online tables";
  try {
    const v = await api("GET", "/api/variants");
    const sel = $("#variant-select");
    for (const x of v.variants) {
      VARIANT_TITLE[x.id] = x.title;
      const o = el("option", x.title);
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

async function refreshLobby() {
  let data;
  try { data = await api("GET", "/api/tables"); } catch (_) { return; }
  const list = $("#lobby-list");
  list.replaceChildren();
  for (const t of data.tables) {
    const li = el("li", null, "lobby-row");
    const open = !t.suffragettes || !t.police;
    const who = el("span", null, "who");
    who.append(el("span", t.suffragettes || "(free)", "s-name"), el("span", " v. ", "muted"),
      el("span", t.police || "(free)", "p-name"));
    const state = t.result ? SIDE_NAME[t.result] + " won" : open ? "waiting for a player" : "playing";
    const variant = VARIANT_TITLE[t.variant] || t.variant;
    const plies = t.plies === 1 ? "1 ply" : `${t.plies} plies`;
    const meta = el("span", `${variant} · ${plies} · ${state}`, "muted meta");
    const a = el("a", open && !t.result ? "Join" : "Watch", "go");
    a.href = "/t/" + encodeURIComponent(t.id);
    li.append(who, meta, a);
    list.append(li);
  }
  $("#lobby-empty").hidden = data.tables.length > 0;
  renderLobbyLists(data, { join: t("page-lobby-take-seat"), watch: t("page-lobby-watch-game") });
}
