// The explorer at `/explore[?position=POS&variants=a,b]`: the positions
// visited (set up, edited, or reached by moves) and stepping through them,
// the set-up controls, the position string, the diagram to download and a
// table opened from the position.

const current = () => ex.history[ex.at];
function message(text) {
  if (!text) { showStatus(); return; }
  $("#status").textContent = text;
  $("#status").classList.add("warn");
}

function showStatus() {
  if (!ex.data) return;
  $("#status").classList.remove("warn");
  const n = B.pieceCount(ex.board);
  const how = ex.tool === "move" ? t("page-explorer-how-move")
    : ex.tool === "erase" ? t("page-explorer-how-erase")
    : t("page-explorer-how-place", { piece: PIECE_ID[ex.tool] });
  $("#status").textContent = t("page-explorer-status", { ...sideArgs(ex.data.to_move), n }) + " " + how;
}

// Redraws what depends on the choice of piece and square only.
function redraw() {
  drawMainLayer();
  redrawPanels();
  showStatus();
}

// Shows the position at `ex.at`, changed by `edit` if given (the server
// writes the changed position): its moves under every variant, its
// diagram, the controls that mirror it. Null when shown, else why not (the
// server's words when it refuses the position).
async function show(edit) {
  const text = current();
  let data;
  try {
    data = await fetchExplore(text, edit);
  } catch (e) {
    return e.message;
  }
  if (text !== current()) return t("page-explorer-later-asked");
  if (!(await loadDiagram(data.position))) return t("page-explorer-no-diagram");
  ex.history[ex.at] = data.position;
  ex.data = data;
  $("#setup-error").textContent = "";
  const board = $("#board");
  board.replaceChildren(boardCopy());
  mirrorControls();
  renderPanels();
  renderDifferences();
  renderHistory();
  drawMainLayer();
  showStatus();
  history.replaceState(null, "", "/explore?" + new URLSearchParams({ position: data.position, variants: ex.ids.filter((id) => !isUpload(id)).join(",") }));
  return null;
}

// Goes to position `text` (changed by `edit`, if given), reached from the
// current one by `label` (a move or an edit); the positions after the
// current one are dropped. If the server refuses it, the board stays as it
// was. One step at a time: a change waits for the one before it.
function go(text, label, edit) {
  ex.going = (ex.going || Promise.resolve()).then(async () => {
    const from = edit ? current() : text;
    const before = { history: ex.history.slice(), labels: ex.labels.slice(), at: ex.at };
    ex.history = ex.history.slice(0, ex.at + 1).concat([from]);
    ex.labels = ex.labels.slice(0, ex.at).concat([label]);
    ex.at = ex.history.length - 1;
    ex.selected = null; ex.target = null; hideWhy();
    const why = await show(edit);
    if (why) { Object.assign(ex, before); mirrorControls(); message(why); }
  });
  return ex.going;
}

// Starts again from `text`: the visited positions are forgotten.
async function startFrom(text, moves, positions) {
  const before = { history: ex.history, labels: ex.labels, at: ex.at };
  ex.history = positions || [text];
  ex.labels = moves || [];
  ex.at = 0;
  ex.selected = null; ex.target = null; hideWhy();
  const why = await show();
  if (!why) return true;
  Object.assign(ex, before);
  $("#setup-error").textContent = why;
  return false;
}

// Changes the current position by `change`: { square, piece } puts a
// piece there (none: clears it), { to_move, prison, hospital } sets them.
function edit(change, label) {
  go(null, label, change);
}

function mirrorControls() {
  const p = ex.board;
  if (!p) return;
  $("#to-move").value = p.to_move;
  $("#prison-large").value = p.prison.large;
  $("#prison-small").value = p.prison.small;
  $("#hospital-large").value = p.hospital.large;
  $("#hospital-small").value = p.hospital.small;
  $("#position-text").value = current();
  const q = (format) => "/api/explore/diagram?" + new URLSearchParams({ position: current(),
    variants: ex.ids.filter((id) => !isUpload(id)).join(",") || "english", format, flip: ex.flip, download: true });
  for (const f of ["svg", "png", "pdf"]) $("#dl-" + f).href = q(f);
  $("#back").disabled = $("#first").disabled = ex.at === 0;
  $("#forward").disabled = $("#last").disabled = ex.at === ex.history.length - 1;
}

function renderHistory() {
  const list = $("#played");
  list.replaceChildren();
  ex.labels.forEach((label, i) => {
    const b = el("button", label, "ply" + (i + 1 === ex.at ? " current" : ""));
    b.type = "button";
    b.addEventListener("click", () => step(i + 1));
    const li = el("li");
    li.append(b);
    list.append(li);
  });
  list.hidden = !ex.labels.length;
}

function step(at) {
  if (at < 0 || at >= ex.history.length || at === ex.at) return;
  ex.at = at;
  ex.selected = null; ex.target = null; hideWhy();
  show().then((why) => { if (why) message(why); });
}

// ---------- setting up ----------

// A record (uploaded, or a table's) replayed by the server.
async function loadRecord(name, text, variant) {
  try {
    const r = await api("POST", "/api/explore/record", { name, text, variant });
    await startFrom(r.positions[0], r.moves, r.positions);
  } catch (e) {
    $("#setup-error").textContent = e.message;
  }
}

async function loadTable(link) {
  const m = /([0-9a-f]{8,64})\/?$/.exec(link.trim());
  if (!m) { $("#setup-error").textContent = t("page-explorer-bad-table-link"); return; }
  try {
    const t = await api("GET", `/api/tables/${m[1]}`);
    const r = await fetch(`/api/tables/${m[1]}/record.sgn`);
    if (!r.ok) throw new Error(t("page-explorer-no-record"));
    await loadRecord("table.sgn", await r.text(), t.variant);
  } catch (e) {
    $("#setup-error").textContent = e.message;
  }
}

function countsChanged() {
  const n = (id) => Math.max(0, Math.min(16, parseInt($(id).value, 10) || 0));
  edit({
    to_move: $("#to-move").value,
    prison: { large: n("#prison-large"), small: n("#prison-small") },
    hospital: { large: n("#hospital-large"), small: n("#hospital-small") },
  }, t("page-explorer-counts-set"));
}

async function copyPosition() {
  const input = $("#position-text");
  try {
    await navigator.clipboard.writeText(input.value);
  } catch (_) {
    input.select();
    document.execCommand("copy");
  }
  $("#copy").textContent = t("page-copied");
  setTimeout(() => { $("#copy").textContent = t("page-copy"); }, 1500);
}

async function playHere(ev) {
  ev.preventDefault();
  const f = ev.target;
  $("#play-error").textContent = "";
  const body = { variant: f.variant.value, side: f.side.value, nickname: f.nickname.value, position: current() };
  if (f.opponent.value) body.opponent = f.opponent.value;
  try {
    const answer = await api("POST", "/api/tables", body);
    keepSeat(answer);
    location.href = answer.url;
  } catch (e) {
    $("#play-error").textContent = e.message;
  }
}

function setUpControls() {
  setUpBoardEvents();
  $("#from-start").addEventListener("click", () => startFrom("start"));
  $("#from-empty").addEventListener("click", () => startFrom("empty"));
  $("#from-position").addEventListener("submit", (ev) => { ev.preventDefault(); startFrom($("#position-input").value.trim()); });
  $("#sgn-file").addEventListener("change", async (ev) => {
    const file = ev.target.files[0];
    if (file) loadRecord(file.name, await file.text());
  });
  $("#from-table").addEventListener("submit", (ev) => { ev.preventDefault(); loadTable($("#table-input").value); });
  $("#yaml-file").addEventListener("change", (ev) => { uploadVariant(ev.target.files[0]); ev.target.value = ""; });
  for (const id of ["#to-move", "#prison-large", "#prison-small", "#hospital-large", "#hospital-small"]) $(id).addEventListener("change", countsChanged);
  $("#first").addEventListener("click", () => step(0));
  $("#back").addEventListener("click", () => step(ex.at - 1));
  $("#forward").addEventListener("click", () => step(ex.at + 1));
  $("#last").addEventListener("click", () => step(ex.history.length - 1));
  $("#flip").addEventListener("click", () => { ex.flip = !ex.flip; show().then((why) => { if (why) message(why); }); });
  $("#copy").addEventListener("click", copyPosition);
  $("#play-here").addEventListener("submit", playHere);
  document.addEventListener("keydown", (ev) => {
    if (ev.target.closest("input, select, textarea")) return;
    if (ev.key === "ArrowLeft") step(ex.at - 1);
    if (ev.key === "ArrowRight") step(ex.at + 1);
  });
}

// The page's address: `position` or `table` (a table's id, whose record
// is opened), and `variants` (two to five built-in ids).
async function startExplorer() {
  $("#language-switch").replaceWith(languageSwitch());
  setUpControls();
  ex.builtins = (await api("GET", "/api/variants")).variants;
  const q = new URLSearchParams(location.search);
  const asked = (q.get("variants") || "").split(",").filter((id) => ex.builtins.some((b) => b.id === id));
  ex.ids = [...new Set(asked)].slice(0, 5);
  for (const b of ["english", "german"]) if (ex.ids.length < 2 && !ex.ids.includes(b)) ex.ids.push(b);
  renderChoice();
  ex.history = ["start"];
  ex.labels = [];
  // A table's game (`?table=ID`, the link after a game's analysis).
  if (q.get("table")) return loadTable(q.get("table"));
  const error = (await startFrom(q.get("position") || "start")) ? "" : $("#setup-error").textContent;
  if (error && (await startFrom("start"))) $("#setup-error").textContent = error;
}
startExplorer();
