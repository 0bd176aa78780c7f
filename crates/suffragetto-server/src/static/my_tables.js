// Tables that follow a signed-in player: My tables at `/my-tables` (the
// games the account sits at, its move first, then waiting, then finished,
// each with its record) and the lobby's Active Game Tables (signed-in
// players waiting for an opponent; a signed-in visitor takes the free seat
// from there, a guest opens the table's link).

// One line of My tables: the rules and the opponent, the side and the
// plies, the table and its record.
function myTableLine(line) {
  const li = el("li", null, "lobby-row");
  const variant = VARIANT_TITLE[line.variant] || variantName(line.variant, line.variant_title);
  const opponent = line.opponent.nickname ? playerName(line.opponent) : t("page-lobby-free");
  li.append(el("span", t("page-my-tables-against", { variant, opponent }), "who"));
  const state = {
    your_move: () => t("page-my-tables-state-your-move"),
    their_move: () => t("page-my-tables-state-their-move"),
    waiting_for_opponent: () => t("page-my-tables-state-no-opponent"),
    finished: () => line.outcome === "aborted" ? t("page-lobby-aborted")
      : line.outcome.won ? t("page-lobby-won", sideArgs(line.outcome.won.winner)) : "",
  }[line.standing]();
  const meta = t("page-my-tables-meta", { ...sideArgs(line.side), plies: line.plies, state });
  li.append(el("span", meta, "muted meta"));
  const go = el("a", t(line.standing === "your_move" ? "page-my-tables-play" : "page-my-tables-open"), "go");
  go.href = line.url;
  const record = el("a", t("page-my-tables-record"), "go secondary-link");
  record.href = line.record;
  record.setAttribute("download", "");
  li.append(go, record);
  return li;
}

async function showMyTables() {
  if (!ME) { location.href = "/sign-in?next=/my-tables"; return; }
  $("#my-tables").hidden = false;
  document.title = t("page-my-tables-title");
  let data;
  try { data = await api("GET", "/api/me/tables"); } catch (e) {
    $("#my-tables-error").textContent = e.message;
    return;
  }
  const groups = { "my-your-move": ["your_move"], "my-waiting": ["their_move", "waiting_for_opponent"], "my-finished": ["finished"] };
  for (const [id, standings] of Object.entries(groups)) {
    const lines = data.tables.filter((l) => standings.includes(l.standing));
    const list = document.getElementById(id);
    list.replaceChildren(...lines.map(myTableLine));
    // An empty list says so rather than leaving its heading alone.
    if (!lines.length) list.append(el("li", t("page-my-tables-none-here"), "muted"));
  }
  // With no table at all, one sentence says what to do instead of three
  // empty lists.
  const none = data.tables.length === 0;
  for (const child of $("#my-tables-lists").children) child.hidden = none;
  $("#my-tables-empty").hidden = !none;
}

// Active Game Tables in the lobby, read with the lobby's other lists.
async function refreshActive() {
  let data;
  try { data = await api("GET", "/api/tables?active=1"); } catch (_) { return; }
  const list = $("#lobby-active-list");
  if (!list) return;
  list.replaceChildren(...data.tables.map((line) => {
    const li = lobbyLine(line, t("page-lobby-join"));
    if (!ME) return li;
    // Signed in: take the free seat from here, under the account's name.
    const go = li.querySelector("a.go");
    const b = el("button", t("page-lobby-active-take"), "go");
    b.type = "button";
    b.addEventListener("click", async () => {
      try {
        const r = await api("POST", `/api/tables/${line.id}/join`, {});
        keepSeat(r);
        location.href = r.url;
      } catch (e) { $("#lobby-active-error").textContent = e.message; }
    });
    go.replaceWith(b);
    return li;
  }));
  $("#lobby-active-empty").hidden = data.tables.length > 0;
}
