// The lobby's part of online play (docs/online-play.md): the clock of a
// new table, "Play anyone" (an open seek that pairs the next player who
// asks), and the lists of tables waiting for a player, games being played
// and games finished, apart.

// The clocks offered: none, live clocks (minutes + increment) and
// correspondence (days a move). The value is what the form sends.
const CLOCKS = ["", "60+1", "180+2", "300+3", "600+5", "900+10", "1800+0", "d1", "d3", "d7"];

// The clock `value` as the API takes it, or null.
function clockOf(value) {
  if (!value) return null;
  if (value.startsWith("d")) return { days_per_move: +value.slice(1) };
  const [initial, increment] = value.split("+").map(Number);
  return { initial_s: initial, increment_s: increment };
}

// "10 min + 5 s a move", "3 days a move", "no clock".
function clockWords(clock) {
  if (!clock) return t("page-clock-none");
  if (clock.days_per_move) return t("page-clock-correspondence", { days: clock.days_per_move });
  if (clock.initial_s % 60) return t("page-clock-live-seconds", { seconds: clock.initial_s, increment: clock.increment_s });
  return t("page-clock-live", { minutes: clock.initial_s / 60, increment: clock.increment_s });
}

// Fills the clock choice of the new table's form.
function fillClocks(select) {
  for (const value of CLOCKS) {
    const o = el("option", clockWords(clockOf(value)));
    o.value = value;
    select.append(o);
  }
}

// Asks for a game with anyone, with the form's rules and clock: seated at
// a waiting seek, or at a new one.
async function seekGame(form) {
  const f = new FormData(form);
  const body = { nickname: f.get("nickname"), variant: f.get("variant"), side: f.get("side"), mine: keptSeats() };
  const clock = clockOf(f.get("clock"));
  if (clock) body.clock = clock;
  if (!form.reportValidity()) return;
  try {
    const r = await api("POST", "/api/seeks", body);
    keepSeat(r);
    location.href = r.url;
  } catch (e) { $("#create-error").textContent = e.message; }
}

// One line of a lobby list: the players, the rules, the moves, where it
// stands and the clock, and the way in.
function lobbyLine(line, go) {
  const li = el("li", null, "lobby-row");
  const who = el("span", null, "who");
  const name = (n, side) => (line.deleted || []).includes(side) ? t("page-deleted-player")
    : n ? (n.startsWith("Computer, ") ? t("page-computer-player", { name: n.slice(10) }) : n) : t("page-lobby-free");
  who.append(el("span", name(line.suffragettes, "S"), "s-name"), el("span", " " + t("page-lobby-versus") + " ", "muted"),
    el("span", name(line.police, "P"), "p-name"));
  const state = {
    waiting: () => t("page-lobby-waiting"),
    playing: () => t("page-lobby-playing"),
    finished: () => line.result ? t("page-lobby-won", sideArgs(line.result)) : "",
    aborted: () => t("page-lobby-aborted"),
    abandoned: () => t("page-lobby-abandoned"),
  }[line.state]();
  const variant = VARIANT_TITLE[line.variant] || variantName(line.variant);
  const row = t("page-lobby-row", { variant, moves: Math.ceil(line.plies / 2), state });
  const a = el("a", go, "go");
  a.href = "/t/" + encodeURIComponent(line.id);
  li.append(who, el("span", row + " · " + clockWords(line.clock), "muted meta"), a);
  return li;
}

// The lobby's lists from `GET /api/tables`, into the lists the page has.
function renderLobbyLists(data, words) {
  const fill = (id, lines, go) => {
    const list = document.getElementById(id);
    if (!list) return;
    list.replaceChildren(...lines.map((l) => lobbyLine(l, go)));
    list.hidden = false;
  };
  fill("lobby-seeks", data.waiting || [], words.join);
  fill("lobby-playing", data.playing || [], words.watch);
  fill("lobby-finished", data.finished || [], words.watch);
}
