// What online play adds to a table page (docs/online-play.md): abort
// before each side has moved, a takeback offered, accepted or declined,
// a claim (or abort) against a player who has left, and after the game the
// engine's analysis: its graph, its remarks, the annotated record and the
// game in the explorer. The server decides each of them; a button the
// server would refuse is not shown, and a refusal is shown as it says.
const online = { state: null, at: 0, noticed: {}, timer: null, analysed: null };

// Draws online play's part of state `v` (called for every state drawn).
function renderOnline(v) {
  online.state = v;
  online.at = performance.now();
  takeClocks(v);
  drawOnline();
  clearInterval(online.timer);
  // Who is away changes with time: looked at again every second.
  online.timer = v.over ? null : setInterval(drawOnline, 1000);
  drawAnalysisButton();
}

// A button of online play's, named by `action` for the tests.
function onlineButton(action, label, onClick, cls) {
  const b = button(label, onClick, cls);
  b.dataset.action = action;
  return b;
}

function onlineSend(path, body) {
  message("");
  return api("POST", `/api/tables/${game.id}/${path}`, { token: game.seat.token, ...body })
    .then(render, (e) => message(e.message));
}

// How long the other player has been away, in milliseconds (null: here,
// or not a person's seat), counted on from the state's `away`, or from the
// moment this page saw their page go.
function awayFor(side) {
  const v = online.state, pr = game.presence || {};
  const here = side === "S" ? pr.suffragettes : pr.police;
  const seat = v.players.find((p) => p.side === side);
  if (here || !seat || !seat.nickname || seat.computer) { delete online.noticed[side]; return null; }
  const since = performance.now() - online.at;
  if (v.away && v.away[side] !== null && v.away[side] !== undefined) return v.away[side] + since;
  online.noticed[side] = online.noticed[side] || performance.now();
  return performance.now() - online.noticed[side];
}

function drawOnline() {
  const box = document.getElementById("online-actions");
  const v = online.state;
  if (!box || !v) return;
  box.replaceChildren();
  const me = mySide();
  const note = document.getElementById("online-note");
  if (note) note.textContent = endingWords(v);
  if (!me || v.over) return;
  const them = me === "S" ? "P" : "S";
  const say = (text) => { if (note) note.textContent = text; };
  const offer = v.takeback;
  if (offer && offer.by === them) {
    say(t("page-takeback-offered", sideArgs(them)));
    box.append(onlineButton("takeback-accept", t("page-takeback-accept"), () => onlineSend("takeback", { answer: "accept" })),
      onlineButton("takeback-decline", t("page-takeback-decline"), () => onlineSend("takeback", { answer: "decline" }), "secondary"));
  } else if (offer) {
    say(t("page-takeback-waiting"));
  } else if (hasMoved(me)) {
    box.append(onlineButton("takeback-offer", t("page-takeback-offer"), () => onlineSend("takeback", {}), "secondary"));
  }
  if (v.abortable) box.append(onlineButton("abort", t("page-abort"), () => onlineSend("abort", {}), "secondary"));
  const correspondence = v.clock && v.clock.days_per_move;
  const away = awayFor(them);
  if (away !== null && v.to_move === them && !correspondence && !offer) {
    const limit = v.absence_limit_ms || 0;
    if (away >= limit) {
      say(t("page-opponent-left", sideArgs(them)));
      box.append(onlineButton("claim", t("page-claim"), () => onlineSend("claim", {})));
      if (!v.abortable) box.append(onlineButton("abort-left", t("page-abort-left"), () => onlineSend("abort", {}), "secondary"));
    } else if (away >= 5000) {
      say(t("page-opponent-away", { ...sideArgs(them), seconds: Math.floor(away / 1000),
        limit: Math.ceil(limit / 1000) }));
    }
  }
}

// The words of an aborted game (a game with a winner has the banner).
function endingWords(v) {
  return v.termination === "aborted" ? t("page-ending-aborted") : "";
}

// Whether `side` has played a ply of the game (the first side moves at
// even plies from the start's side to move).
function hasMoved(side) {
  const v = online.state, n = v.moves.length;
  if (n === 0) return false;
  return n >= 2 || v.to_move !== side;
}

// ---------- after the game ----------

function drawAnalysisButton() {
  const box = document.getElementById("analysis");
  if (!box) return;
  const v = online.state;
  box.hidden = !v.over || v.moves.length === 0;
  if (box.hidden) return;
  if (online.analysed && online.analysed.id === v.id) return;
  const b = document.getElementById("analysis-button");
  if (!b) {
    const go = button(t("page-analysis-ask"), askAnalysis);
    go.id = "analysis-button";
    box.replaceChildren(el("h3", t("page-analysis-title")), go);
  }
}

async function askAnalysis() {
  const box = document.getElementById("analysis");
  const b = document.getElementById("analysis-button");
  b.disabled = true;
  b.textContent = t("page-analysis-working");
  try {
    online.analysed = await api("GET", `/api/tables/${game.id}/analysis`);
    drawAnalysis(box, online.analysed);
  } catch (e) {
    b.disabled = false;
    b.textContent = t("page-analysis-ask");
    message(e.message);
  }
}

// The graph (the server's SVG), the remarks on the moves it marks, the
// record to download and the link to the explorer.
function drawAnalysis(box, a) {
  box.replaceChildren(el("h3", t("page-analysis-title")));
  appendAnalysis(box, a);
  const links = el("div", null, "links");
  const sgn = el("a", t("page-analysis-download"));
  sgn.href = `/api/tables/${a.id}/analysis.sgn`;
  sgn.id = "analysis-download";
  const ex = el("a", t("page-analysis-explorer"));
  ex.href = a.explorer;
  ex.id = "analysis-explorer";
  links.append(sgn, ex);
  box.append(links, el("p", t("page-analysis-about", { nodes: a.nodes }), "muted hint"));
}
