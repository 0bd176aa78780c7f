// The explorer's boards: the server's diagram of the position with a layer
// the page draws on top (the chosen piece, its landings, the square asked
// about, the moves that differ), the main board where pieces are placed,
// removed or moved, and the palette whose pieces are clicked or dragged on.
// The position arrives as data (`ex.board`); a change is sent to the
// server as an edit, which writes the new position.
const B = SfBoard;

// The explorer's state.
const ex = {
  builtins: [], ids: [], uploads: [],
  history: [], labels: [], at: 0,
  data: null, svg: null, board: null,
  tool: "move", selected: null, target: null, flip: false,
  loads: 0, why: 0,
};

// ---------- squares on the drawing ----------

const frame = (sq, cls) => B.frame(ex.board, sq, cls);
const dot = (sq, cls, r) => B.dot(ex.board, sq, cls, r || 0.22, 0.09);
const squareOfEvent = (svg, ev) => B.squareOfEvent(ex.board, svg, ev);

// ---------- the drawing ----------

// A copy of the position's diagram with an empty layer `g.hl` on top.
function boardCopy() {
  return pictureOf(ex.svg, { class: "hl" });
}

// Loads the diagram of `text` and its board (drawn under the first chosen
// built-in variant the position belongs to); false if a later load began.
async function loadDiagram(text) {
  const load = ++ex.loads;
  const names = ex.ids.filter((id) => ex.builtins.some((b) => b.id === id));
  const q = new URLSearchParams({ position: text, variants: (names.length ? names : ["english"]).join(","), flip: ex.flip });
  const got = await fetchBoard("/api/explore/diagram?" + q, "/api/explore/board?" + q);
  if (!got || load !== ex.loads) return false;
  ex.svg = got.text;
  ex.board = got.board;
  return true;
}

// The moves of `view` that start on `sq`.
function movesFrom(view, sq) {
  return (view.moves || []).filter((m) => m.from === sq);
}

// How many chosen (valid) variants allow a landing from `from` on `to`.
function allowedBy(from, to) {
  return ex.data.variants.filter((v) => !v.invalid && movesFrom(v, from).some((m) => m.to === to));
}

// The squares where pieces that move differently stand.
function differingStarts() {
  return new Set((ex.data ? ex.data.differences : []).map((d) => d.from).filter(Boolean));
}

// Draws the main board's layer: the chosen piece, the landings (a dot where
// every reading allows it, a gold ring where only some do), the square
// asked about, and with nothing chosen the pieces that move differently.
function drawMainLayer() {
  const layer = document.querySelector("#board g.hl");
  if (!layer || !ex.board || !ex.data) return;
  layer.replaceChildren();
  const valid = ex.data.variants.filter((v) => !v.invalid);
  if (!ex.selected) {
    for (const sq of differingStarts()) B.draw(layer, [frame(sq, "differs")]);
  } else {
    B.draw(layer, [frame(ex.selected, "hl-select")]);
    const lands = new Set();
    for (const v of valid) for (const m of movesFrom(v, ex.selected)) lands.add(m.to);
    for (const sq of lands) {
      const all = allowedBy(ex.selected, sq).length === valid.length;
      B.draw(layer, [dot(sq, all ? "land-all" : "land-some", all ? 0.2 : 0.3)]);
    }
  }
  if (ex.target) B.draw(layer, [frame(ex.target, "target")]);
}

// Draws a variant's own board: the landings of the chosen piece under it,
// step, hop and capture told apart, with a gold frame where the readings
// disagree; with nothing chosen, the pieces that move differently.
function drawPanelLayer(layer, view) {
  layer.replaceChildren();
  if (!ex.board || view.invalid) return;
  const valid = ex.data.variants.filter((v) => !v.invalid).length;
  if (!ex.selected) {
    for (const sq of differingStarts()) B.draw(layer, [frame(sq, "differs")]);
    return;
  }
  B.draw(layer, [frame(ex.selected, "hl-select")]);
  const seen = new Set();
  for (const m of movesFrom(view, ex.selected)) {
    if (seen.has(m.to)) continue;
    seen.add(m.to);
    B.draw(layer, [dot(m.to, "land-" + m.kind, m.kind === "step" ? 0.2 : 0.26)]);
    for (const c of m.captures || []) B.draw(layer, [dot(c, "captured", 0.42)]);
  }
  // Landings other readings allow and this one refuses, or the reverse.
  const others = new Set();
  for (const v of ex.data.variants) if (!v.invalid) for (const m of movesFrom(v, ex.selected)) others.add(m.to);
  for (const sq of others) {
    if (allowedBy(ex.selected, sq).length !== valid) B.draw(layer, [frame(sq, seen.has(sq) ? "differs" : "refused")]);
  }
  if (ex.target) B.draw(layer, [frame(ex.target, "target")]);
}

// ---------- the main board: placing, removing, choosing ----------

function pieceAt(sq) {
  return ex.board ? ex.board.pieces[sq] || null : null;
}

// A square clicked on a board: with a piece of the palette, put it there;
// with Remove, clear it; else choose a piece or ask about a square.
function clickBoard(sq) {
  if (!sq) return;
  if (ex.tool === "erase") { if (pieceAt(sq)) edit({ square: sq }, t("page-explorer-cleared", { square: sq })); return; }
  if (ex.tool !== "move") { place(ex.tool, sq); return; }
  const here = pieceAt(sq);
  if (here) {
    // A piece: choose it (or let it go). No piece ever lands on another.
    ex.selected = sq === ex.selected ? null : sq;
    ex.target = null;
    hideWhy();
  } else if (!ex.selected) {
    message(t("page-explorer-choose-first", { square: sq }));
    return;
  } else {
    ex.target = sq;
    askWhy(ex.selected, sq);
  }
  message("");
  redraw();
}

function place(letter, sq) {
  edit({ square: sq, piece: letter }, t("page-explorer-placed", { piece: PIECE_ID[letter], square: sq }));
}

// Dragging a piece from the palette onto the board.
function startPaletteDrag(ev) {
  const tool = ev.currentTarget.dataset.tool;
  if (ev.button > 0) return;
  const start = { x: ev.clientX, y: ev.clientY };
  let ghost = null;
  const move = (e) => {
    if (!ghost && Math.hypot(e.clientX - start.x, e.clientY - start.y) < 6) return;
    if (!ghost) {
      ghost = el("div", tool, "drag-ghost");
      ghost.style.background = ex.board.kinds[tool].fill;
      ghost.style.color = ex.board.kinds[tool].ink;
      document.body.append(ghost);
    }
    ghost.style.left = e.clientX - 14 + "px";
    ghost.style.top = e.clientY - 14 + "px";
  };
  const up = (e) => {
    window.removeEventListener("pointermove", move);
    window.removeEventListener("pointerup", up);
    if (!ghost) { chooseTool(tool); return; }
    ghost.remove();
    const sq = squareOfEvent($("#board svg"), e);
    if (sq) place(tool, sq);
  };
  ev.preventDefault();
  window.addEventListener("pointermove", move);
  window.addEventListener("pointerup", up);
}

function chooseTool(tool) {
  ex.tool = tool;
  for (const b of document.querySelectorAll("#palette .tool")) b.setAttribute("aria-pressed", String(b.dataset.tool === tool));
  if (tool !== "move") { ex.selected = null; ex.target = null; }
  $("#board").classList.toggle("placing", tool !== "move");
  redraw();
}

// The main board by keyboard (the board module's `keys`,
// docs/accessibility.md): the arrow keys move the cursor, Enter or Space
// does what a click does, Escape lets the chosen piece go; the square
// under the cursor is said.
function setUpBoardKeys() {
  const said = el("p", "", "sr-only");
  said.setAttribute("aria-live", "assertive");
  $("#board").after(said);
  B.keys($("#board"), {
    label: t("page-a11y-explore-board"),
    board: () => ex.board,
    pick: clickBoard,
    say: (sq) => {
      const p = B.pieceAt(ex.board, sq);
      said.textContent = sq + ", " + (p ? t("page-a11y-piece", { name: t("page-piece-" + PIECE_ID[p.letter]), ...sideArgs(p.side) }) : t("page-a11y-empty"));
    },
    cancel: () => { ex.selected = null; ex.target = null; hideWhy(); redraw(); },
  });
}

function setUpBoardEvents() {
  setUpBoardKeys();
  $("#board").addEventListener("click", (ev) => clickBoard(squareOfEvent($("#board svg"), ev)));
  for (const b of document.querySelectorAll("#palette .tool")) {
    if (b.classList.contains("piece-tool")) b.addEventListener("pointerdown", startPaletteDrag);
    else b.addEventListener("click", () => chooseTool(b.dataset.tool));
    b.addEventListener("keydown", (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); chooseTool(b.dataset.tool); } });
  }
}
