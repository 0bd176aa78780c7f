// One table: players and who is there, the board, the actions (the
// exchange dialog among them), the move list to look back through the game,
// the result banner with the rematch, the chat; "your move" in the tab
// title and, if asked for, a sound.
const game = {
  id: null, seat: null, view: null, plies: -1, path: [], flip: false,
  board: null, drag: null, // the board shown (SfBoard data), a drag under way
  loads: 0, shown: null, // board loads begun; the ply the board shows
  looking: null, // the ply looked back at, or null for the game now
  presence: null, wasMyTurn: false,
};

function showTable(id) {
  game.id = id;
  game.seat = seatOf(id);
  game.flip = !!(game.seat && game.seat.side === "P");
  $("#game").hidden = false;
  $("#sgn-link").href = `/api/tables/${id}/record.sgn`;
  $("#share").textContent = location.origin + "/t/" + id;
  watchBoard(); watchBoardKeys(); moveBoxStart(); announceStart();
  $("#move-form").addEventListener("submit", (ev) => {
    ev.preventDefault();
    const m = $("#move-input").value.trim();
    if (m) moveBoxSubmit(m).then((mv) => mv && send(mv));
  });
  $("#join").addEventListener("submit", async (ev) => {
    ev.preventDefault();
    const nickname = new FormData(ev.target).get("nickname");
    try {
      game.seat = keepSeat(await api("POST", `/api/tables/${id}/join`, { nickname }));
      game.flip = game.seat.side === "P";
      game.plies = -1;
      listen();
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
  $("#flip-button").addEventListener("click", () => { game.flip = !game.flip; game.path = []; loadBoard(game.looking); });
  const sound = $("#sound");
  sound.checked = localStorage.getItem("suffragetto-sound") === "on";
  sound.addEventListener("change", () => {
    localStorage.setItem("suffragetto-sound", sound.checked ? "on" : "off");
    if (sound.checked) beep();
  });
  $("#moves").addEventListener("click", (ev) => {
    const b = ev.target.closest("button[data-ply]");
    if (b) lookAt(+b.dataset.ply);
  });
  $("#back-to-game").addEventListener("click", () => lookAt(null));
  $("#rematch-button").addEventListener("click", rematch);
  $("#exchange-form").addEventListener("submit", proposeExchange);
  $("#exchange-cancel").addEventListener("click", () => $("#exchange").close());
  for (const s of ["#exchange-large", "#exchange-small"]) $(s).addEventListener("change", describeExchange);
  $("#rules-button").addEventListener("click", () => showRules());
  $("#rules-lang").addEventListener("change", (e) => showRules(e.target.value));
  $("#rules-close").addEventListener("click", () => $("#rules").close());
  document.addEventListener("visibilitychange", setTitle);
  listen();
  refresh();
}

// The event stream: the table's state and who is there. The seat's key
// (never its token) tells the server which seat this page holds.
function listen() {
  if (game.events) game.events.close();
  const key = game.seat && game.seat.key ? "?seat=" + encodeURIComponent(game.seat.key) : "";
  const es = new EventSource(`/api/tables/${game.id}/events${key}`);
  es.addEventListener("state", (ev) => render(JSON.parse(ev.data)));
  es.addEventListener("presence", (ev) => { game.presence = JSON.parse(ev.data); renderPlayers(); });
  // Dropped (a slow connection is): the browser reconnects, and the page
  // reads the whole table again.
  es.onerror = () => { $("#status").textContent = "Reconnecting..."; game.lost = true; };
  es.onopen = () => { if (game.lost) { game.lost = false; refresh(); } };
  game.events = es;
}

async function refresh() {
  try { render(await api("GET", `/api/tables/${game.id}`)); }
  catch (e) { $("#status").textContent = e.status === 404 ? "There is no such table." : e.message; }
}

function message(text) { $("#message").textContent = text || ""; }

function mySide() { return game.seat && game.view && game.view.players.some((p) => p.side === game.seat.side) ? game.seat.side : null; }
function myTurn() { const v = game.view; return !!v && !v.result && mySide() === v.to_move; }

// Whether state `v` is older than the one the page has (by its version:
// plies, then changes). States come from the event stream and from the
// answers to the page's own requests, in any order; an older one is
// never drawn over a newer one.
function older(v) {
  const have = game.view && game.view.version, got = v.version;
  return !!(have && got) && (got.ply < have.ply || (got.ply === have.ply && got.change < have.change));
}

function render(v) {
  if (!v || v.id !== game.id || older(v)) return;
  const newPly = v.moves.length !== game.plies;
  game.view = v;
  if (v.presence) game.presence = v.presence;
  $("#svg-link").href = `/api/tables/${v.id}/diagram.svg?download=true&flip=${game.flip}`;
  renderPlayers();
  const free = v.players.some((p) => !p.nickname);
  $("#join").hidden = !(free && !mySide() && !v.result);
  $("#chat-form").hidden = !mySide();
  $("#resign-button").hidden = !(mySide() && !v.result);
  $("#move-form").hidden = !mySide() || !!v.result;
  renderStatus();
  renderMoves();
  renderChat();
  renderBanner();
  renderActions();
  setTitle();
  if (myTurn() && !game.wasMyTurn && game.plies >= 0) beep();
  game.wasMyTurn = myTurn();
  if (newPly) {
    game.plies = v.moves.length;
    game.path = [];
    if (game.looking === null) loadBoard(null);
  } else {
    drawLayer();
  }
  announceState(v);
}

function renderPlayers() {
  const v = game.view;
  if (!v) return;
  const pr = game.presence || {};
  const ul = $("#players");
  ul.replaceChildren();
  for (const p of v.players) {
    const li = el("li", null, !v.result && p.side === v.to_move ? "tomove" : "");
    li.append(el("span", SIDE_NAME[p.side] + ": "), el("strong", playerName(p)));
    if (game.seat && game.seat.side === p.side) li.append(el("span", " (you)", "muted"));
    if (p.nickname) {
      const here = p.computer || (p.side === "S" ? pr.suffragettes : pr.police);
      li.append(el("span", here ? "here" : "away", here ? "presence here" : "presence away"));
    }
    ul.append(li);
  }
  const n = pr.spectators || 0;
  $("#watchers").textContent = n === 0 ? "Nobody else is watching." : n === 1 ? "1 person is watching." : `${n} people are watching.`;
}

function renderStatus() {
  const v = game.view, st = $("#status");
  st.className = "status" + (myTurn() ? " mine" : "");
  const pending = parseExchange(v.pending);
  st.hidden = !!v.result; // the banner says it
  if (v.result) {
    st.textContent = `${SIDE_NAME[v.result]} win: ${v.ending}.`;
  } else if (pending) {
    const proposer = v.to_move === "S" ? "P" : "S";
    st.textContent = `The ${SIDE_NAME[proposer]} propose an exchange: ${exchangeWords(pending.large, pending.small, proposer)}.` +
      (myTurn() ? " Accept or decline." : ` The ${SIDE_NAME[v.to_move]} answer.`);
  } else {
    st.textContent = (myTurn() ? "Your move" : `${SIDE_NAME[v.to_move]} to move`) + ` (ply ${v.moves.length + 1}).`;
  }
}

function renderMoves() {
  const v = game.view, ol = $("#moves");
  ol.replaceChildren();
  for (let i = 0; i < v.moves.length; i += 2) {
    const li = el("li");
    for (const ply of [i + 1, i + 2]) {
      if (ply > v.moves.length) break;
      const b = el("button", v.moves[ply - 1], "ply" + (game.looking === ply ? " current" : ""));
      b.type = "button";
      b.dataset.ply = ply;
      li.append(b);
    }
    ol.append(li);
  }
  if (game.looking === null) ol.scrollTop = ol.scrollHeight;
}

function renderChat() {
  const chat = $("#chat");
  chat.replaceChildren();
  for (const c of game.view.chat) {
    const li = el("li");
    li.append(el("span", c.nickname + ":", "who"), el("span", c.text));
    chat.append(li);
  }
  chat.scrollTop = chat.scrollHeight;
}

// The tab says when it is your move.
function setTitle() {
  const v = game.view;
  if (!v) return;
  document.title = (myTurn() ? "Your move · " : v.result ? SIDE_NAME[v.result] + " win · " : "") + "Suffragetto: " + v.variant_title;
}

// A short tone, if the player asked for sound.
function beep() {
  if (!$("#sound").checked) return;
  try {
    game.audio = game.audio || new AudioContext();
    const a = game.audio, o = a.createOscillator(), g = a.createGain();
    o.frequency.value = 660;
    g.gain.setValueAtTime(0.15, a.currentTime);
    g.gain.exponentialRampToValueAtTime(0.001, a.currentTime + 0.25);
    o.connect(g).connect(a.destination);
    o.start(); o.stop(a.currentTime + 0.25);
    game.beeps = (game.beeps || 0) + 1;
  } catch (_) { /* no sound here */ }
}

// Looks back at the position after `ply` plies (null: back to the game).
function lookAt(ply) {
  const v = game.view;
  game.looking = ply === null || ply >= v.moves.length ? null : ply;
  game.path = [];
  $("#looking").hidden = game.looking === null;
  if (game.looking !== null) {
    $("#looking-text").textContent = `Looking back: the position after ply ${ply} (${v.moves[ply - 1]}) of ${v.moves.length}.`;
  }
  renderMoves();
  renderActions();
  loadBoard(game.looking);
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
    drawLayer(); renderActions();
    message(e.message);
  }
}
