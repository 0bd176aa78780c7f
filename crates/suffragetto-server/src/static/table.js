// One table: players and who is there, the board, the actions (the
// exchange dialog among them), the move list to look back through the game,
// the result banner with the rematch, the chat; "your move" in the tab
// title, and if asked for, sounds and the browser's notifications.
//
// The page's structure (index.html, `#game`), in the order a phone shows it:
//   #invite      the creator's "Waiting for your opponent", the link, Copy
//   #join-box    a visitor's nickname and "Take the ...'s seat" (above the board)
//   .board-col   the board (#board), and #looking when looking back
//   #controls    what acts on the board, beside it on a wide screen and right
//                under it on a phone: the result banner, #status, #actions
//                (Accept, Decline, Pass, Propose an exchange, Stop here;
//                actions.js), #game-actions, Resign, Flip, Rules, the move
//                as text, #message
//   .side-col    players, moves (with the links to share a ply), chat, the
//                sound and notification switches
// #game-actions is the place for the game's own controls beyond a move
// (offer a takeback, abort, claim, the clocks): a flex row of buttons like
// #actions, empty and hidden until something is put in it. Whatever fills
// it redraws it from `render()` (every state the page draws passes there).
const game = {
  id: null, seat: null, view: null, plies: -1, path: [], flip: false,
  board: null, drag: null, // the board shown (SfBoard data), a drag under way
  loads: 0, shown: null, // board loads begun; the ply the board shows
  looking: null, // the ply looked back at, or null for the game now
  presence: null, streamPresence: false, wasMyTurn: false,
  result: null, chatSeen: -1, sounds: [], notified: [],
};

function showTable(id) {
  game.id = id;
  game.seat = seatOf(id);
  game.flip = !!(game.seat && game.seat.side === "P");
  $("#game").hidden = false;
  $("#sgn-link").href = `/api/tables/${id}/record.sgn`;
  $("#embed-link").href = `/embed/${id}`;
  const link = location.origin + "/t/" + id;
  $("#share").textContent = link;
  $("#share-link").value = link;
  $("#share-text").textContent = t("page-table-share-text", { link });
  $("#copy-link").addEventListener("click", copyLink);
  const nick = $("#join").elements.nickname;
  nick.value = localStorage.getItem("suffragetto-nickname") || "";
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
      localStorage.setItem("suffragetto-nickname", nickname);
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
  $("#chat").addEventListener("click", (ev) => {
    const b = ev.target.closest("button[data-mute]");
    if (b) setMuted(b.dataset.mute, b.dataset.on === "true");
  });
  $("#resign-button").addEventListener("click", async () => {
    if (!confirm(t("page-table-resign-confirm"))) return;
    try { render(await api("POST", `/api/tables/${id}/resign`, { token: game.seat.token })); }
    catch (e) { message(e.message); }
  });
  $("#flip-button").addEventListener("click", () => { game.flip = !game.flip; game.path = []; loadBoard(game.looking); });
  watchComforts();
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
  window.addEventListener("hashchange", () => { if (game.view) lookAt(plyOfHash()); });
  listen();
  refresh();
}

// `#ply-14` in the address: the position after ply 14 (as the book's
// viewer reads it); null for none.
function plyOfHash() {
  const m = /^#ply-(\d+)$/.exec(location.hash);
  return m ? +m[1] : null;
}

async function copyLink() {
  const link = $("#share-link").value;
  try {
    await navigator.clipboard.writeText(link);
  } catch (_) {
    // No clipboard here (not a secure page, or refused): select it for
    // the player to copy.
    $("#share-link").select();
    document.execCommand && document.execCommand("copy");
  }
  $("#copy-done").textContent = t("page-table-copied");
}

// A signed-in player's seat at this table, found from the session (on any
// device, with no token kept): the page then acts with the session.
async function seatFromSession() {
  if (game.seat || !ME) return;
  $("#join").elements.nickname.value = ME.username;
  try {
    const r = await api("GET", `/api/tables/${game.id}/seat`);
    if (!r.side) return; // a spectator here
    game.seat = { token: null, side: r.side, key: r.seat_key };
  } catch (_) { return; }
  game.flip = game.seat.side === "P";
  game.plies = -1;
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
  es.addEventListener("presence", (ev) => {
    game.presence = JSON.parse(ev.data);
    game.streamPresence = true;
    renderPlayers();
  });
  // Dropped (a slow connection is): the browser reconnects, and the page
  // reads the whole table again.
  es.onerror = () => { $("#status").textContent = t("page-table-reconnecting"); game.lost = true; };
  es.onopen = () => { if (game.lost) { game.lost = false; refresh(); } };
  game.events = es;
}

async function refresh() {
  try { render(await api("GET", `/api/tables/${game.id}`)); }
  catch (e) {
    if (e.status !== 404) { $("#status").textContent = e.message; return; }
    // No such table: the page that is not there, saying so.
    $("#game").hidden = true;
    showNotFound();
    $("#not-found h1").textContent = t("page-table-no-such-table");
  }
}

function message(text) { $("#message").textContent = text || ""; }

function mySide() { return game.seat && game.view && game.view.players.some((p) => p.side === game.seat.side) ? game.seat.side : null; }
function myTurn() { const v = game.view; return !!v && !v.result && mySide() === v.to_move; }

// Whether state `v` is older than the one the page has (by its version:
// changes, which only grow, then plies; a takeback lowers the plies). States come from the event stream and from the
// answers to the page's own requests, in any order; an older one is
// never drawn over a newer one.
function older(v) {
  const have = game.view && game.view.version, got = v.version;
  return !!(have && got) && (got.change < have.change || (got.change === have.change && got.ply < have.ply));
}

function render(v) {
  if (!v || v.id !== game.id || older(v)) return;
  const first = game.plies < 0;
  const newPly = v.moves.length !== game.plies;
  // The diagram's frame says who is to move, or who won: drawn again when
  // the game ends without a move (a resignation).
  const ended = (v.result || null) !== game.result;
  game.result = v.result || null;
  game.view = v;
  // A state's presence is as old as its answer; the stream's is newer.
  if (v.presence && !game.streamPresence) game.presence = v.presence;
  renderPlayers();
  const free = v.players.find((p) => !p.nickname);
  const joinable = !!free && !mySide() && !v.result;
  $("#join-box").hidden = !joinable;
  if (joinable) {
    const host = v.players.find((p) => p.nickname);
    $("#join-invite").textContent = host
      ? t("page-table-join-invite", { name: playerName(host), ...sideArgs(free.side) })
      : t("page-table-join-free", sideArgs(free.side));
    $("#join-button").textContent = t("page-table-take-seat", sideArgs(free.side));
  }
  $("#invite").hidden = !(free && mySide() && !v.result);
  $("#game").classList.toggle("noted", joinable || !$("#invite").hidden);
  $("#chat-form").hidden = !mySide();
  $("#resign-button").hidden = !(mySide() && !v.result);
  $("#move-form").hidden = !mySide() || !!v.result;
  renderStatus();
  renderMoves();
  renderChat(first);
  renderBanner();
  renderActions();
  renderOnline(v);
  renderShareLinks();
  setTitle();
  const mine = myTurn();
  if (mine && !game.wasMyTurn && !first) notify("move");
  game.wasMyTurn = mine;
  if (newPly || ended) {
    const arrived = !first && v.moves.length > game.plies;
    game.plies = v.moves.length;
    game.path = [];
    if (first && plyOfHash() !== null) lookAt(plyOfHash());
    else if (game.looking === null) loadBoard(null).then(() => { if (arrived) moveSound(); });
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
    li.append(el("span", t("page-table-player-side", sideArgs(p.side)) + " "), el("strong", playerName(p)));
    const me = game.seat && game.seat.side === p.side && mySide();
    if (me) li.append(el("span", " " + t("page-table-you"), "muted"));
    if (p.nickname) {
      // This page is there for its own seat from the first second.
      const here = me || p.computer || (p.side === "S" ? pr.suffragettes : pr.police);
      li.append(el("span", t(here ? "page-table-here" : "page-table-away"), here ? "presence here" : "presence away"));
    }
    ul.append(li);
  }
  $("#watchers").textContent = t("page-table-watchers", { n: pr.spectators || 0 });
}

function renderStatus() {
  const v = game.view, st = $("#status");
  st.className = "status" + (myTurn() ? " mine" : "");
  const pending = parseExchange(v.pending);
  st.hidden = !!v.result; // the banner says it
  const move = Math.floor(v.moves.length / 2) + 1;
  if (v.result) {
    st.textContent = "";
  } else if (pending) {
    const proposer = v.to_move === "S" ? "P" : "S";
    st.textContent = t(myTurn() ? "page-table-exchange-offered-you" : "page-table-exchange-offered", {
      ...sideArgs(proposer, "proposer"), ...sideArgs(v.to_move, "answerer"),
      exchange: exchangeWords(pending.large, pending.small, proposer),
    });
  } else if (myTurn()) {
    st.textContent = t("page-table-your-move", { move });
  } else {
    st.textContent = t("page-table-to-move", { ...sideArgs(v.to_move), move });
  }
}

function renderMoves() {
  const v = game.view, ol = $("#moves");
  ol.replaceChildren();
  for (let i = 0; i < v.moves.length; i += 2) {
    const li = el("li");
    for (const ply of [i + 1, i + 2]) {
      if (ply > v.moves.length) break;
      const b = el("button", plyWords(v.moves, ply - 1), "ply" + (game.looking === ply ? " current" : ""));
      b.type = "button";
      b.dataset.ply = ply;
      b.title = v.moves[ply - 1];
      li.append(b);
    }
    ol.append(li);
  }
  if (game.looking === null) ol.scrollTop = ol.scrollHeight;
}

// The links to share what the board shows: this ply's address and its
// diagram as SVG and PNG.
function renderShareLinks() {
  const v = game.view;
  const ply = game.looking === null ? v.moves.length : game.looking;
  const q = `ply=${ply}&flip=${game.flip}&download=true`;
  $("#svg-link").href = `/api/tables/${v.id}/diagram.svg?${q}`;
  $("#png-link").href = `/api/tables/${v.id}/diagram.png?${q}`;
  $("#ply-link").href = `/t/${v.id}#ply-${ply}`;
  $("#ply-link").textContent = t("page-table-ply-link", { ply });
}

// The chat's muted players (nicknames), kept in this browser.
function mutedPlayers() {
  try { return new Set(JSON.parse(localStorage.getItem("suffragetto-muted") || "[]")); } catch (_) { return new Set(); }
}

function setMuted(nickname, on) {
  const m = mutedPlayers();
  if (on) m.add(nickname); else m.delete(nickname);
  localStorage.setItem("suffragetto-muted", JSON.stringify([...m]));
  renderChat(true);
}

// "14:05" in the page's language, from seconds since 1970.
function clock(seconds) {
  return new Intl.DateTimeFormat(WORDS.lang, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date(seconds * 1000));
}

function renderChat(quiet) {
  const chat = $("#chat"), lines = game.view.chat, muted = mutedPlayers();
  const mine = game.seat && mySide();
  chat.replaceChildren();
  const hidden = new Map();
  for (const c of lines) {
    if (muted.has(c.nickname)) { hidden.set(c.nickname, (hidden.get(c.nickname) || 0) + 1); continue; }
    const li = el("li");
    if (c.at) {
      const time = el("time", clock(c.at), "time");
      time.dateTime = new Date(c.at * 1000).toISOString();
      li.append(time);
    }
    li.append(el("span", c.nickname + ":", "who"), el("span", c.text, "text"));
    if (!(mine && c.side === game.seat.side)) {
      const b = el("button", t("page-table-mute"), "mute");
      b.type = "button";
      b.dataset.mute = c.nickname;
      b.dataset.on = "true";
      b.title = t("page-table-mute-title", { name: c.nickname });
      li.append(b);
    }
    chat.append(li);
  }
  for (const [name, n] of hidden) {
    const li = el("li", null, "muted muted-note");
    li.append(el("span", t("page-table-muted-lines", { name, n }) + " "));
    const b = el("button", t("page-table-unmute"), "mute");
    b.type = "button";
    b.dataset.mute = name;
    b.dataset.on = "false";
    li.append(b);
    chat.append(li);
  }
  chat.scrollTop = chat.scrollHeight;
  const fresh = lines.slice(Math.max(game.chatSeen, 0)).filter((c) => !muted.has(c.nickname) && !(mine && c.side === game.seat.side));
  if (!quiet && game.chatSeen >= 0 && fresh.length) notify("chat", fresh[fresh.length - 1]);
  game.chatSeen = lines.length;
}

// The tab says when it is your move.
function setTitle() {
  const v = game.view;
  if (!v) return;
  const name = t("page-table-title", { variant: variantName(v.variant, v.variant_title) });
  document.title = myTurn() ? t("page-table-title-your-move", { title: name })
    : v.result ? t("page-table-title-won", { ...sideArgs(v.result), title: name }) : name;
}

// Looks back at the position after `ply` plies (null: back to the game);
// the address says which (#ply-N), to share it.
function lookAt(ply) {
  const v = game.view;
  game.looking = ply === null || ply >= v.moves.length ? null : Math.max(0, ply);
  game.path = [];
  $("#looking").hidden = game.looking === null;
  if (game.looking !== null) {
    $("#looking-text").textContent = game.looking === 0
      ? t("page-table-looking-start", { plies: v.moves.length })
      : t("page-table-looking", { ply: game.looking, move: plyWords(v.moves, game.looking - 1), plies: v.moves.length });
  }
  const hash = game.looking === null ? "" : `#ply-${game.looking}`;
  if (hash && location.hash !== hash) history.replaceState(null, "", hash);
  else if (!hash && location.hash) history.replaceState(null, "", location.pathname + location.search);
  renderMoves();
  renderActions();
  renderShareLinks();
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
