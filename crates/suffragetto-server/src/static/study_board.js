// The studio's board: the explorer's diagram of the position at the place
// shown (`/api/explore/diagram`, its board as data from
// `/api/explore/board`), with a layer on top that draws the chosen piece,
// its legal landings, and the place's arrows and circled squares. Moves
// are played by click, by drag, or by keyboard (the board module's grid);
// the explorer says why a refused move is not legal. Arrows and circles
// are drawn with the right button (drag: an arrow, click: a circle), or
// with the drawing tools for touch screens; they are stored as the
// record's drawing commands (`[%arrow]`, `[%mark]`); a record's coloured
// zones (`[%zone]`) are shown under them. Moves that are not a step or a
// hop (an exchange proposed or answered, a pass) are offered beside the
// board (study_other_moves.js).
const B = SfBoard;

const board = {
  data: null, svg: null, moves: [], selected: null, loads: 0, loading: false,
  tool: "move", colour: "green", arrowFrom: null,
};

const COLOURS = { green: "#2e7d32", red: "#c62828", blue: "#1565c0", yellow: "#f9a825" };

async function loadPosition(position, variant, flip) {
  const load = ++board.loads;
  board.loading = true;
  const q = new URLSearchParams({ position, variants: variant, flip });
  const [got, explored] = await Promise.all([
    fetchBoard("/api/explore/diagram?" + q, "/api/explore/board?" + q),
    studio.editable ? api("GET", "/api/explore?" + new URLSearchParams({ position, variants: variant })).catch(() => null) : null,
  ]);
  if (load === board.loads) board.loading = false;
  if (!got || load !== board.loads) return;
  board.data = got.board;
  board.moves = explored && explored.variants[0] && !explored.variants[0].invalid ? explored.variants[0].moves : [];
  board.selected = null;
  board.arrowFrom = null;
  OtherMoves.offer(board.moves);
  const svg = pictureOf(got.text, { class: "hl" });
  if (!svg) return;
  $("#board").replaceChildren(svg);
  drawBoardLayer();
}

function arrowShape(d) {
  const a = B.centre(board.data, d.from), b = B.centre(board.data, d.to);
  if (!a || !b) return null;
  const edge = board.data.geometry.edge, colour = COLOURS[d.colour] || d.colour;
  const len = Math.hypot(b.x - a.x, b.y - a.y) || 1, ux = (b.x - a.x) / len, uy = (b.y - a.y) / len;
  const head = edge * 0.45, w = edge * 0.14;
  const bx = b.x - ux * head, by = b.y - uy * head;
  return B.shape("g", { "data-arrow": d.from + "-" + d.to, opacity: 0.8 }, "study-arrow", [
    B.shape("line", { x1: a.x, y1: a.y, x2: bx, y2: by, stroke: colour, "stroke-width": w, "stroke-linecap": "round" }),
    B.shape("polygon", { fill: colour, points: [
      [b.x, b.y], [bx - uy * head * 0.6, by + ux * head * 0.6], [bx + uy * head * 0.6, by - ux * head * 0.6],
    ].map((p) => p.join(",")).join(" ") }),
  ]);
}

function markShape(d) {
  const c = B.centre(board.data, d.square);
  if (!c) return null;
  const edge = board.data.geometry.edge;
  return B.shape("circle", { cx: c.x, cy: c.y, r: edge * 0.44, fill: "none", stroke: COLOURS[d.colour] || d.colour,
    "stroke-width": edge * 0.09, opacity: 0.85, "data-mark": d.square }, "study-mark");
}

// A zone of the record's drawings: its squares tinted in its colour.
function zoneShapes(d) {
  const z = (board.data.geometry.zones || []).find((x) => x.zone === d.zone);
  if (!z) return [];
  const colour = COLOURS[d.colour] || d.colour;
  return z.rects.map((q) => B.shape("rect", { x: q[0], y: q[1], width: q[2], height: q[3], fill: colour,
    opacity: 0.28, "data-zone": d.zone }, "study-zone"));
}

function drawBoardLayer() {
  const layer = document.querySelector("#board g.hl");
  if (!layer || !board.data) return;
  layer.replaceChildren();
  const shapes = [];
  for (const d of currentDrawings()) if (d.kind === "zone") shapes.push(...zoneShapes(d));
  for (const d of currentDrawings()) shapes.push(d.kind === "arrow" ? arrowShape(d) : d.kind === "mark" ? markShape(d) : null);
  if (board.selected) {
    shapes.push(B.frame(board.data, board.selected, "hl-select"));
    const seen = new Set();
    for (const m of board.moves) {
      if (m.from !== board.selected || seen.has(m.to)) continue;
      seen.add(m.to);
      shapes.push(B.landingMark(board.data, m.to, m.kind));
    }
  }
  if (board.arrowFrom) shapes.push(B.frame(board.data, board.arrowFrom, "arrow-from"));
  B.draw(layer, shapes);
}

// The square picked (a click, Enter, the end of a drag).
function pickSquare(sq) {
  if (!sq || !studio.editable) return;
  if (board.tool === "mark") { toggleDrawing({ kind: "mark", square: sq, colour: board.colour }); return; }
  if (board.tool === "arrow") {
    if (!board.arrowFrom) { board.arrowFrom = sq; say(t("page-studio-arrow-from", { square: sq })); drawBoardLayer(); return; }
    const from = board.arrowFrom;
    board.arrowFrom = null;
    if (from === sq) toggleDrawing({ kind: "mark", square: sq, colour: board.colour });
    else toggleDrawing({ kind: "arrow", from, to: sq, colour: board.colour });
    return;
  }
  const piece = B.pieceAt(board.data, sq);
  if (!board.selected) {
    if (piece && piece.side === board.data.to_move) { board.selected = sq; drawBoardLayer(); }
    else say(t("page-studio-choose-piece"));
    return;
  }
  if (sq === board.selected) { board.selected = null; drawBoardLayer(); return; }
  if (piece && piece.side === board.data.to_move) { board.selected = sq; drawBoardLayer(); return; }
  tryMove(board.selected, sq);
}

// Plays the legal move from `from` to `to` (the shortest path if several
// lead there), or says why there is none.
async function tryMove(from, to) {
  board.selected = null;
  const found = board.moves.filter((m) => m.from === from && m.to === to)
    .sort((a, b) => (a.path || []).length - (b.path || []).length)[0];
  if (found) { playMove(found.move); return; }
  drawBoardLayer();
  const text = from + "-" + to;
  try {
    const why = await api("GET", "/api/explain?" + new URLSearchParams({ variant: studio.chapter().variant, position: currentPosition(), move: text }));
    message(t("page-studio-refused", { move: text, reason: why.reason || "" }));
  } catch (e) {
    message(e.message);
  }
}

function toggleDrawing(d) {
  const list = currentDrawings();
  const same = (x) => x.kind === d.kind && (d.kind === "arrow" ? x.from === d.from && x.to === d.to : x.square === d.square);
  const i = list.findIndex(same);
  if (i >= 0 && list[i].colour === d.colour) list.splice(i, 1);
  else if (i >= 0) list[i] = d;
  else list.push(d);
  setDrawings(list);
}

function setUpBoard() {
  const host = $("#board");
  let down = null;
  host.addEventListener("contextmenu", (ev) => ev.preventDefault());
  host.addEventListener("pointerdown", (ev) => {
    const svg = host.querySelector("svg");
    down = { sq: B.squareOfEvent(board.data, svg, ev), button: ev.button, x: ev.clientX, y: ev.clientY };
  });
  host.addEventListener("pointerup", (ev) => {
    if (!down || !board.data) return;
    const sq = B.squareOfEvent(board.data, host.querySelector("svg"), ev);
    const start = down;
    down = null;
    if (!studio.editable || !start.sq || !sq) return;
    if (start.button === 2) {
      const colour = ev.shiftKey ? "red" : ev.altKey ? "blue" : ev.ctrlKey ? "yellow" : board.colour;
      if (start.sq === sq) toggleDrawing({ kind: "mark", square: sq, colour });
      else toggleDrawing({ kind: "arrow", from: start.sq, to: sq, colour });
      return;
    }
    if (start.button !== 0) return;
    if (start.sq !== sq && board.tool === "move") {
      // A drag: from the piece under the press to the square released on.
      board.selected = start.sq;
      tryMove(start.sq, sq);
      return;
    }
    if (start.sq === sq) pickSquare(sq);
  });
  B.keys(host, {
    label: t("page-a11y-studio-board"),
    board: () => board.data,
    pick: pickSquare,
    say: (sq) => {
      const p = B.pieceAt(board.data, sq);
      $("#said").textContent = sq + ", " + (p ? t("page-a11y-piece", { name: t("page-piece-" + PIECE_ID[p.letter]), ...sideArgs(p.side) }) : t("page-a11y-empty"));
    },
    cancel: () => { board.selected = null; board.arrowFrom = null; drawBoardLayer(); },
  });
  for (const b of document.querySelectorAll(".tool")) {
    b.addEventListener("click", () => {
      board.tool = b.dataset.tool;
      board.arrowFrom = null;
      for (const o of document.querySelectorAll(".tool")) o.setAttribute("aria-pressed", String(o === b));
      drawBoardLayer();
    });
  }
  for (const b of document.querySelectorAll(".colour")) {
    b.style.background = COLOURS[b.dataset.colour];
    b.addEventListener("click", () => {
      board.colour = b.dataset.colour;
      for (const o of document.querySelectorAll(".colour")) o.setAttribute("aria-pressed", String(o === b));
    });
  }
}
