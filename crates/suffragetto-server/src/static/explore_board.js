// The explorer's boards: the server's diagram of the position with a layer
// the page draws on top (the chosen piece, its landings, the square asked
// about, the moves that differ), the main board where pieces are placed,
// removed or moved, and the palette whose pieces are clicked or dragged on.
const EMPTY_BOARD = "17/".repeat(16) + "17 S 0+0 0+0 - 0";
const LETTERS = { S: "a Suffragette", L: "a Leader", P: "a constable", I: "an Inspector" };

// The explorer's state.
const ex = {
  builtins: [], ids: [], uploads: [],
  history: [], labels: [], at: 0,
  data: null, svg: null, grid: null,
  tool: "move", selected: null, target: null, flip: false,
  loads: 0, why: 0,
};

// ---------- position strings ----------

// The position string's fields: board map, side, captives, pending, ply.
function readPosition(text) {
  const p = parsePosition(text);
  const f = text.trim().split(/\s+/);
  p.pending = f[4] || "-";
  p.ply = f[5] || "0";
  return p;
}

// Writes a position back, runs of empty squares merged.
function writePosition(p) {
  const ranks = [];
  for (let r = 17; r >= 1; r--) {
    let s = "", run = 0;
    for (const f of FILES) {
      const x = p.board.get(f + r);
      if (x) { if (run) s += run; run = 0; s += x; } else run++;
    }
    if (run) s += run;
    ranks.push(s);
  }
  const c = (k) => `${k.large}+${k.small}`;
  return `${ranks.join("/")} ${p.toMove} ${c(p.prison)} ${c(p.hospital)} ${p.pending} ${p.ply}`;
}

// ---------- squares on the drawing ----------

const cellOf = (name) => cellIn(ex, name);
const box = (sq) => boxIn(ex, sq);
const frame = (sq, cls) => frameIn(ex, sq, cls);
function dot(sq, cls, r) {
  const b = box(sq);
  return shape("circle", { cx: b.x + b.s / 2, cy: b.y + b.s / 2, r: b.s * (r || 0.22),
    "stroke-width": b.s * 0.09, "data-square": sq }, cls);
}

const squareOfEvent = (svg, ev) => squareOfEventIn(ex, svg, ev);

// ---------- the drawing ----------

// A copy of the position's diagram with an empty layer `g.hl` on top.
function boardCopy() {
  const doc = new DOMParser().parseFromString(ex.svg, "image/svg+xml");
  const svg = doc.documentElement;
  svg.removeAttribute("width");
  svg.removeAttribute("height");
  svg.append(shape("g", {}, "hl"));
  return document.importNode(svg, true);
}

// Loads the diagram of `text` (drawn under the first chosen built-in
// variant the position belongs to); false if a later load began.
async function loadDiagram(text) {
  const load = ++ex.loads;
  const names = ex.ids.filter((id) => ex.builtins.some((b) => b.id === id));
  const q = new URLSearchParams({ position: text, variants: (names.length ? names : ["english"]).join(","), flip: ex.flip });
  const r = await fetch("/api/explore/diagram?" + q);
  if (!r.ok || load !== ex.loads) return false;
  ex.svg = await r.text();
  const clip = new DOMParser().parseFromString(ex.svg, "image/svg+xml").querySelector("clipPath rect");
  ex.grid = clip ? { x: +clip.getAttribute("x"), y: +clip.getAttribute("y"), cell: +clip.getAttribute("width") / 17 } : null;
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
  const out = new Set();
  for (const d of ex.data ? ex.data.differences : []) {
    const m = /^([a-q]\d+)[-x]/.exec(d.move);
    if (m) out.add(m[1]);
  }
  return out;
}

// Draws the main board's layer: the chosen piece, the landings (a dot where
// every reading allows it, a gold ring where only some do), the square
// asked about, and with nothing chosen the pieces that move differently.
function drawMainLayer() {
  const layer = document.querySelector("#board g.hl");
  if (!layer || !ex.grid || !ex.data) return;
  layer.replaceChildren();
  const valid = ex.data.variants.filter((v) => !v.invalid);
  if (!ex.selected) {
    for (const sq of differingStarts()) layer.append(frame(sq, "differs"));
  } else {
    layer.append(frame(ex.selected, "hl-select"));
    const lands = new Set();
    for (const v of valid) for (const m of movesFrom(v, ex.selected)) lands.add(m.to);
    for (const sq of lands) {
      const all = allowedBy(ex.selected, sq).length === valid.length;
      layer.append(dot(sq, all ? "land-all" : "land-some", all ? 0.2 : 0.3));
    }
  }
  if (ex.target) layer.append(frame(ex.target, "target"));
}

// Draws a variant's own board: the landings of the chosen piece under it,
// step, hop and capture told apart, with a gold frame where the readings
// disagree; with nothing chosen, the pieces that move differently.
function drawPanelLayer(layer, view) {
  layer.replaceChildren();
  if (!ex.grid || view.invalid) return;
  const valid = ex.data.variants.filter((v) => !v.invalid).length;
  if (!ex.selected) {
    for (const sq of differingStarts()) layer.append(frame(sq, "differs"));
    return;
  }
  layer.append(frame(ex.selected, "hl-select"));
  const seen = new Set();
  for (const m of movesFrom(view, ex.selected)) {
    if (seen.has(m.to)) continue;
    seen.add(m.to);
    layer.append(dot(m.to, "land-" + m.kind, m.kind === "step" ? 0.2 : 0.26));
    for (const c of m.captures || []) layer.append(dot(c, "captured", 0.42));
  }
  // Landings other readings allow and this one refuses, or the reverse.
  const others = new Set();
  for (const v of ex.data.variants) if (!v.invalid) for (const m of movesFrom(v, ex.selected)) others.add(m.to);
  for (const sq of others) {
    if (allowedBy(ex.selected, sq).length !== valid) layer.append(frame(sq, seen.has(sq) ? "differs" : "refused"));
  }
  if (ex.target) layer.append(frame(ex.target, "target"));
}

// ---------- the main board: placing, removing, choosing ----------

function pieceAt(sq) {
  return readPosition(current()).board.get(sq) || null;
}

// A square clicked on a board: with a piece of the palette, put it there;
// with Remove, clear it; else choose a piece or ask about a square.
function clickBoard(sq) {
  if (!sq) return;
  if (ex.tool === "erase") { if (pieceAt(sq)) edit((p) => p.board.delete(sq), `${sq} cleared`); return; }
  if (ex.tool !== "move") { place(ex.tool, sq); return; }
  const here = pieceAt(sq);
  if (here) {
    // A piece: choose it (or let it go). No piece ever lands on another.
    ex.selected = sq === ex.selected ? null : sq;
    ex.target = null;
    hideWhy();
  } else if (!ex.selected) {
    message(`Choose a piece first: ${sq} is empty.`);
    return;
  } else {
    ex.target = sq;
    askWhy(ex.selected, sq);
  }
  message("");
  redraw();
}

function place(letter, sq) {
  edit((p) => p.board.set(sq, letter), `${LETTERS[letter]} on ${sq}`);
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
      ghost.style.background = PIECE[tool].fill;
      ghost.style.color = PIECE[tool].ink;
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

function setUpBoardEvents() {
  $("#board").addEventListener("click", (ev) => clickBoard(squareOfEvent($("#board svg"), ev)));
  for (const b of document.querySelectorAll("#palette .tool")) {
    if (b.classList.contains("piece-tool")) b.addEventListener("pointerdown", startPaletteDrag);
    else b.addEventListener("click", () => chooseTool(b.dataset.tool));
    b.addEventListener("keydown", (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); chooseTool(b.dataset.tool); } });
  }
}
