// Suffragetto online tables: the lobby and one table, using the JSON API.
// User-supplied text is only ever set with textContent (never as HTML).
"use strict";

const $ = (sel) => document.querySelector(sel);
const el = (tag, text, cls) => {
  const e = document.createElement(tag);
  if (text !== undefined && text !== null) e.textContent = String(text);
  if (cls) e.className = cls;
  return e;
};
const SIDE_NAME = { S: "Suffragettes", P: "Police" };
const FILES = "abcdefghijklmnopq";

async function api(method, url, body) {
  const opts = { method, headers: {} };
  if (body !== undefined) {
    opts.headers["Content-Type"] = "application/json";
    opts.body = JSON.stringify(body);
  }
  const r = await fetch(url, opts);
  const text = await r.text();
  let data = null;
  try { data = JSON.parse(text); } catch (_) { data = { error: text }; }
  if (!r.ok) throw Object.assign(new Error((data && data.error) || r.statusText), { status: r.status });
  return data;
}

// ---------- lobby ----------

async function showLobby() {
  $("#lobby").hidden = false;
  try {
    const v = await api("GET", "/api/variants");
    const sel = $("#variant-select");
    for (const x of v.variants) {
      const o = el("option", x.id + ": " + x.title);
      o.value = x.id;
      sel.append(o);
    }
  } catch (e) { $("#create-error").textContent = e.message; }
  $("#create").addEventListener("submit", async (ev) => {
    ev.preventDefault();
    const f = new FormData(ev.target);
    const body = { nickname: f.get("nickname"), variant: f.get("variant"), side: f.get("side") };
    if (f.get("opponent")) body.opponent = f.get("opponent");
    try {
      const r = await api("POST", "/api/tables", body);
      localStorage.setItem("suffragetto-seat-" + r.id, JSON.stringify({ token: r.token, side: r.side }));
      location.href = r.url;
    } catch (e) { $("#create-error").textContent = e.message; }
  });
  refreshLobby();
  setInterval(refreshLobby, 5000);
}

async function refreshLobby() {
  let data;
  try { data = await api("GET", "/api/tables"); } catch (_) { return; }
  const tbody = $("#lobby-table tbody");
  tbody.replaceChildren();
  for (const t of data.tables) {
    const tr = el("tr");
    tr.append(el("td", t.variant), el("td", t.suffragettes || "(free)"), el("td", t.police || "(free)"),
      el("td", t.plies));
    const open = !t.suffragettes || !t.police;
    tr.append(el("td", t.result ? SIDE_NAME[t.result] + " won" : open ? "waiting for a player" : "playing"));
    const td = el("td");
    const a = el("a", open && !t.result ? "join" : "watch");
    a.href = "/t/" + encodeURIComponent(t.id);
    td.append(a);
    tr.append(td);
    tbody.append(tr);
  }
  $("#lobby-empty").hidden = data.tables.length > 0;
}

// ---------- one table ----------

const game = {
  id: null, seat: null, view: null, plies: -1, path: [], flip: false,
  grid: null, // { x, y, cell } of the squares in the SVG's coordinates
};

function seatOf(id) {
  try { return JSON.parse(localStorage.getItem("suffragetto-seat-" + id)); } catch (_) { return null; }
}

function showTable(id) {
  game.id = id;
  game.seat = seatOf(id);
  game.flip = !!(game.seat && game.seat.side === "P");
  $("#game").hidden = false;
  $("#sgn-link").href = `/api/tables/${id}/record.sgn`;
  $("#share").textContent = "Link to this table: " + location.origin + "/t/" + id;
  $("#board").addEventListener("click", onBoardClick);
  $("#move-form").addEventListener("submit", (ev) => {
    ev.preventDefault();
    const m = $("#move-input").value.trim();
    if (m) send(m);
  });
  $("#join").addEventListener("submit", async (ev) => {
    ev.preventDefault();
    const nickname = new FormData(ev.target).get("nickname");
    try {
      const r = await api("POST", `/api/tables/${id}/join`, { nickname });
      game.seat = { token: r.token, side: r.side };
      localStorage.setItem("suffragetto-seat-" + id, JSON.stringify(game.seat));
      game.flip = r.side === "P";
      game.plies = -1;
      refresh();
    } catch (e) { message(e.message); }
  });
  $("#chat-form").addEventListener("submit", async (ev) => {
    ev.preventDefault();
    const input = ev.target.elements.text;
    if (!input.value.trim()) return;
    try {
      await api("POST", `/api/tables/${id}/chat`, { token: game.seat.token, text: input.value });
      input.value = "";
    } catch (e) { message(e.message); }
  });
  $("#resign-button").addEventListener("click", async () => {
    if (!confirm("Resign this game?")) return;
    try { render(await api("POST", `/api/tables/${id}/resign`, { token: game.seat.token })); }
    catch (e) { message(e.message); }
  });
  $("#rules-button").addEventListener("click", showRules);
  $("#rules-close").addEventListener("click", () => $("#rules").close());
  const es = new EventSource(`/api/tables/${id}/events`);
  es.addEventListener("state", (ev) => render(JSON.parse(ev.data)));
  es.onerror = () => { $("#status").textContent = "reconnecting..."; };
  refresh();
}

async function refresh() {
  try { render(await api("GET", `/api/tables/${game.id}`)); }
  catch (e) { $("#status").textContent = e.status === 404 ? "There is no such table." : e.message; }
}

function message(text) { $("#message").textContent = text || ""; }

function mySide() { return game.seat && game.view && game.view.players.some((p) => p.side === game.seat.side) ? game.seat.side : null; }
function myTurn() { const v = game.view; return v && !v.result && mySide() === v.to_move; }

function render(v) {
  if (!v || v.id !== game.id) return;
  const newPly = v.moves.length !== game.plies;
  game.view = v;
  document.title = "Suffragetto: " + v.variant + " table";
  $("#svg-link").href = `/api/tables/${v.id}/diagram.svg?download=true&flip=${game.flip}`;
  // players
  const ul = $("#players");
  ul.replaceChildren();
  for (const p of v.players) {
    const li = el("li", null, !v.result && p.side === v.to_move ? "tomove" : "");
    li.append(el("span", SIDE_NAME[p.side] + ": "));
    li.append(el("strong", p.nickname || "(free seat)"));
    if (p.computer) li.append(el("span", " (computer)", "muted"));
    if (game.seat && game.seat.side === p.side) li.append(el("span", " (you)", "muted"));
    ul.append(li);
  }
  const free = v.players.some((p) => !p.nickname);
  $("#join").hidden = !(free && !mySide() && !v.result);
  $("#chat-form").hidden = !mySide();
  $("#resign-button").hidden = !(mySide() && !v.result);
  $("#move-form").hidden = !mySide() || !!v.result;
  // status
  const st = $("#status");
  st.className = "status" + (myTurn() ? " mine" : "");
  if (v.result) {
    st.textContent = SIDE_NAME[v.result] + " win" + (v.termination === "resignation" ? " (resignation)" : "") + ".";
  } else if (v.pending) {
    st.textContent = `Exchange ${v.pending} proposed: the ${SIDE_NAME[v.to_move]} answer.` + (myTurn() ? " Accept or decline below." : "");
  } else {
    st.textContent = (myTurn() ? "Your move" : SIDE_NAME[v.to_move] + " to move") +
      ` (ply ${v.moves.length + 1}). Prison ${v.prison}, Hospital ${v.hospital}.`;
  }
  // moves
  const ol = $("#moves");
  ol.replaceChildren();
  for (let i = 0; i < v.moves.length; i += 2) {
    const li = el("li", v.moves[i] + (v.moves[i + 1] ? "   " + v.moves[i + 1] : ""));
    ol.append(li);
  }
  ol.scrollTop = ol.scrollHeight;
  // chat
  const chat = $("#chat");
  chat.replaceChildren();
  for (const c of v.chat) {
    const li = el("li");
    li.append(el("span", c.nickname + ":", "who"), el("span", c.text));
    chat.append(li);
  }
  chat.scrollTop = chat.scrollHeight;
  renderActions();
  if (newPly) {
    game.plies = v.moves.length;
    game.path = [];
    loadBoard();
  } else {
    drawHighlights();
  }
}

async function loadBoard() {
  const r = await fetch(`/api/tables/${game.id}/diagram.svg?flip=${game.flip}`);
  if (!r.ok) return;
  const svgText = await r.text();
  const doc = new DOMParser().parseFromString(svgText, "image/svg+xml");
  const svg = doc.documentElement;
  if (svg.nodeName !== "svg") return;
  svg.removeAttribute("width");
  svg.removeAttribute("height");
  const clip = svg.querySelector("clipPath rect");
  game.grid = clip ? {
    x: parseFloat(clip.getAttribute("x")), y: parseFloat(clip.getAttribute("y")),
    cell: parseFloat(clip.getAttribute("width")) / 17,
  } : null;
  const layer = document.createElementNS("http://www.w3.org/2000/svg", "g");
  layer.id = "hl";
  svg.append(layer);
  $("#board").replaceChildren(document.importNode(svg, true));
  drawHighlights();
}

// Square name <-> cell in the drawing.
function cellOf(name) {
  const f = FILES.indexOf(name[0]);
  const r = parseInt(name.slice(1), 10) - 1;
  return game.flip ? { col: 16 - f, row: r } : { col: f, row: 16 - r };
}
function squareAt(col, row) {
  if (col < 0 || col > 16 || row < 0 || row > 16) return null;
  return game.flip ? FILES[16 - col] + (row + 1) : FILES[col] + (17 - row);
}

function pathMoves() {
  const out = [];
  for (const m of (game.view ? game.view.legal_moves : [])) {
    if (/^[a-q]\d/.test(m)) out.push({ text: m, squares: m.split(/[-x]/) });
  }
  return out;
}
function extending(path) {
  return pathMoves().filter((m) => m.squares.length >= path.length && path.every((s, i) => m.squares[i] === s));
}

function renderActions() {
  const box = $("#actions");
  box.replaceChildren();
  if (!myTurn()) return;
  for (const m of game.view.legal_moves) {
    if (/^[a-q]\d/.test(m)) continue;
    const label = m === "accept" ? "Accept exchange" : m === "decline" ? "Decline exchange" :
      m === "pass" ? "Pass" : "Propose exchange " + m;
    const b = el("button", label, m === "decline" ? "secondary" : "");
    b.type = "button";
    b.dataset.move = m;
    b.addEventListener("click", () => send(m));
    box.append(b);
  }
  const exact = game.path.length > 1 && extending(game.path).some((m) => m.squares.length === game.path.length);
  if (exact) {
    const text = extending(game.path).find((m) => m.squares.length === game.path.length).text;
    const b = el("button", "Stop here: " + text);
    b.type = "button";
    b.addEventListener("click", () => send(text));
    box.append(b);
  }
}

function drawHighlights() {
  const layer = document.getElementById("hl");
  if (!layer || !game.grid) return;
  layer.replaceChildren();
  const g = game.grid, NS = "http://www.w3.org/2000/svg";
  const rect = (name, cls) => {
    const c = cellOf(name);
    const r = document.createElementNS(NS, "rect");
    r.setAttribute("x", g.x + c.col * g.cell); r.setAttribute("y", g.y + c.row * g.cell);
    r.setAttribute("width", g.cell); r.setAttribute("height", g.cell);
    r.setAttribute("class", cls);
    layer.append(r);
  };
  const dot = (name) => {
    const c = cellOf(name);
    const e = document.createElementNS(NS, "circle");
    e.setAttribute("cx", g.x + (c.col + 0.5) * g.cell); e.setAttribute("cy", g.y + (c.row + 0.5) * g.cell);
    e.setAttribute("r", g.cell * 0.22);
    e.setAttribute("class", "hl-land");
    e.dataset.square = name;
    layer.append(e);
  };
  for (const s of game.path) rect(s, "hl-from");
  if (game.path.length) rect(game.path[game.path.length - 1], "hl-select");
  const next = new Set();
  for (const m of extending(game.path)) if (game.path.length && m.squares.length > game.path.length) next.add(m.squares[game.path.length]);
  for (const s of next) dot(s);
}

function onBoardClick(ev) {
  const svg = $("#board svg");
  if (!svg || !game.grid || !myTurn()) return;
  const pt = svg.createSVGPoint();
  pt.x = ev.clientX; pt.y = ev.clientY;
  const p = pt.matrixTransform(svg.getScreenCTM().inverse());
  const col = Math.floor((p.x - game.grid.x) / game.grid.cell);
  const row = Math.floor((p.y - game.grid.y) / game.grid.cell);
  const sq = squareAt(col, row);
  if (sq) clickSquare(sq);
}

function clickSquare(sq) {
  message("");
  const path = game.path;
  if (path.length) {
    const longer = path.concat([sq]);
    const cands = extending(longer);
    if (cands.length) {
      game.path = longer;
      const exact = cands.find((m) => m.squares.length === longer.length);
      if (exact && cands.length === 1) { send(exact.text); return; }
      renderActions(); drawHighlights();
      return;
    }
  }
  if (extending([sq]).length) {
    game.path = path.length === 1 && path[0] === sq ? [] : [sq];
  } else {
    game.path = [];
    if (!path.length) message(`No legal move starts on ${sq}.`);
  }
  renderActions(); drawHighlights();
}

async function send(move) {
  if (!game.seat) return;
  message("");
  try {
    const v = await api("POST", `/api/tables/${game.id}/moves`, { token: game.seat.token, move });
    $("#move-input").value = "";
    render(v);
  } catch (e) {
    game.path = [];
    drawHighlights(); renderActions();
    message(e.message.startsWith(move) ? e.message : `${move}: ${e.message}`);
  }
}

async function showRules() {
  const dlg = $("#rules");
  const tbody = $("#rules-table tbody");
  try {
    const r = await api("GET", `/api/variants/${game.view.variant}/rules`);
    $("#rules-title").textContent = r.title;
    tbody.replaceChildren();
    for (const p of r.points) {
      const tr = el("tr");
      const c = p.citation ? `${p.citation.source}, ${p.citation.section}` + (p.citation.quote ? `: "${p.citation.quote}"` : "") : "";
      const first = el("td");
      first.append(el("strong", p.title), el("br"), el("code", p.id));
      tr.append(first, el("td", p.value_text), el("td", p.status), el("td", c + (p.note ? " (" + p.note + ")" : "")));
      tbody.append(tr);
    }
    dlg.showModal();
  } catch (e) { message(e.message); }
}

const m = location.pathname.match(/^\/t\/([0-9a-f]+)$/);
if (m) showTable(m[1]); else showLobby();
