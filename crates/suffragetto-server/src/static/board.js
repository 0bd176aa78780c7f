// The board: the server's diagram (drawn without its own last-move arrow)
// and a layer on top that the page draws: the last move as frames around
// its squares, the Prison and Hospital with their counts, the winning six,
// the selected piece and its landings. Pieces move by click or by drag.
const cellOf = (name) => cellIn(game, name);
const squareAt = (col, row) => squareIn(game, col, row);

// Loads the diagram after `ply` plies (null: now) and draws the layer.
async function loadBoard(ply) {
  const shows = ply === null ? game.plies : ply;
  const q = `flip=${game.flip}&arrow=false&ply=${shows}`;
  const load = game.loads = (game.loads || 0) + 1;
  const r = await fetch(`/api/tables/${game.id}/diagram.svg?${q}`);
  if (!r.ok) return;
  const text = await r.text();
  if (load !== game.loads) return; // a later load has begun
  const doc = new DOMParser().parseFromString(text, "image/svg+xml");
  const svg = doc.documentElement;
  if (svg.nodeName !== "svg") return;
  svg.removeAttribute("width");
  svg.removeAttribute("height");
  const clip = svg.querySelector("clipPath rect");
  game.grid = clip ? {
    x: parseFloat(clip.getAttribute("x")), y: parseFloat(clip.getAttribute("y")),
    cell: parseFloat(clip.getAttribute("width")) / 17,
  } : null;
  // The position drawn (for the Prison and Hospital of an earlier ply).
  const desc = svg.querySelector("desc");
  const line = desc ? desc.textContent.split("\n").find((l) => l.startsWith("Position: ")) : null;
  game.drawn = line ? parsePosition(line.slice(10)) : null;
  const layer = document.createElementNS(NS, "g");
  layer.id = "hl";
  svg.append(layer);
  $("#board").replaceChildren(document.importNode(svg, true));
  game.shown = shows;
  drawLayer();
}

const box = (sq) => boxIn(game, sq);
const frame = (sq, cls) => frameIn(game, sq, cls);

// The squares a move went through and those it captured on.
function moveSquares(text) {
  if (!/^[a-q]\d/.test(text || "")) return { path: [], captured: [] };
  const path = text.split(/[-x]/), seps = text.match(/[-x]/g) || [], captured = [];
  seps.forEach((s, i) => {
    if (s !== "x") return;
    const a = cellOf(path[i]), b = cellOf(path[i + 1]);
    captured.push(squareAt((a.col + b.col) / 2, (a.row + b.row) / 2));
  });
  return { path, captured };
}

function drawLastMove(layer, text) {
  const { path, captured } = moveSquares(text);
  path.forEach((sq, i) => layer.append(frame(sq, i === 0 ? "last-from" : "last-to")));
  for (const sq of captured) {
    const b = box(sq), m = b.s * 0.3;
    layer.append(shape("path", { d: `M${b.x + m} ${b.y + m}L${b.x + b.s - m} ${b.y + b.s - m}M${b.x + b.s - m} ${b.y + m}L${b.x + m} ${b.y + b.s - m}`,
      "stroke-width": b.s * 0.08, "data-square": sq }, "last-capture"));
  }
}

// A counter standing for `n` pieces `letter` on square `sq`.
function captive(layer, sq, letter, n, where) {
  if (!n) return;
  const b = box(sq), p = PIECE[letter];
  const g = shape("g", { "data-count": n, "data-piece": letter }, "captive");
  const t = document.createElementNS(NS, "title");
  t.textContent = `${where}: ${count(n, letter)}`;
  g.append(t,
    shape("circle", { cx: b.x + b.s / 2, cy: b.y + b.s / 2, r: b.s * 0.4, fill: p.fill, stroke: "#333", "stroke-width": b.s * 0.04 }),
    Object.assign(shape("text", { x: b.x + b.s / 2, y: b.y + b.s * 0.66, "font-size": b.s * 0.5, fill: p.ink,
      "text-anchor": "middle", "font-weight": "bold" }), { textContent: String(n) }));
  layer.append(g);
}

// The Prison and Hospital in words under the board, and on it as counters
// with their numbers (none for none), unless the diagram draws the captives
// itself.
function drawCaptives(layer) {
  const v = game.view, pos = game.drawn;
  const prison = pos ? pos.prison : parsePosition(v.position).prison;
  const hospital = pos ? pos.hospital : parsePosition(v.position).hospital;
  $("#captive-counts").textContent = `Prison: ${count(prison.large, "L")}, ${count(prison.small, "S")}. ` +
    `Hospital: ${count(hospital.large, "I")}, ${count(hospital.small, "P")}.`;
  if (document.querySelector("#board svg g#captives")) return;
  captive(layer, "a16", "L", prison.large, "Prison");
  captive(layer, "a14", "S", prison.small, "Prison");
  captive(layer, "q16", "I", hospital.large, "Hospital");
  captive(layer, "q14", "P", hospital.small, "Hospital");
}

// Draws the layer: last move, captives, winning six, selection, landings.
function drawLayer() {
  const layer = document.getElementById("hl");
  if (!layer || !game.grid || !game.view) return;
  layer.replaceChildren();
  const v = game.view, ply = game.looking === null ? v.moves.length : game.looking;
  if (ply > 0) drawLastMove(layer, v.moves[ply - 1]);
  drawCaptives(layer);
  if (game.looking !== null) return;
  for (const sq of v.winning_squares || []) {
    const b = box(sq);
    layer.append(shape("circle", { cx: b.x + b.s / 2, cy: b.y + b.s / 2, r: b.s * 0.47,
      "stroke-width": b.s * 0.07, "data-square": sq }, "winning"));
  }
  for (const s of game.path) layer.append(frame(s, "hl-from"));
  if (game.path.length) layer.append(frame(game.path[game.path.length - 1], "hl-select"));
  const next = new Set();
  for (const m of extending(game.path)) if (game.path.length && m.squares.length > game.path.length) next.add(m.squares[game.path.length]);
  for (const s of next) {
    const b = box(s);
    layer.append(shape("circle", { cx: b.x + b.s / 2, cy: b.y + b.s / 2, r: b.s * 0.22, "data-square": s }, "hl-land"));
  }
}

// ---------- moving pieces: click, or drag and drop ----------

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

function squareOfEvent(ev) {
  return squareOfEventIn(game, $("#board svg"), ev);
}

// A square chosen: select a piece, go one landing further, or start over.
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
      renderActions(); drawLayer();
      return;
    }
  }
  if (extending([sq]).length) {
    game.path = path.length === 1 && path[0] === sq ? [] : [sq];
  } else {
    game.path = [];
    if (!path.length) message(`No legal move starts on ${sq}.`);
  }
  renderActions(); drawLayer();
}

function canMove() { return myTurn() && game.looking === null; }

function onPointerDown(ev) {
  if (!canMove() || ev.button > 0) return;
  const sq = squareOfEvent(ev);
  if (!sq) return;
  ev.preventDefault();
  const end = game.path[game.path.length - 1];
  // Pressing the selected piece, or the end of a chain, starts a drag from it.
  game.drag = { from: sq, x: ev.clientX, y: ev.clientY, moved: false, again: sq === end };
  if (sq !== end) clickSquare(sq);
  $("#board").setPointerCapture(ev.pointerId);
}

function onPointerMove(ev) {
  const d = game.drag;
  if (!d) return;
  if (!d.moved && Math.hypot(ev.clientX - d.x, ev.clientY - d.y) < 6) return;
  d.moved = true;
  const svg = $("#board svg"), layer = document.getElementById("hl");
  const piece = game.drawn && game.drawn.board.get(game.path[0]);
  if (!svg || !layer || !piece || !game.path.length) return;
  const pt = svg.createSVGPoint();
  pt.x = ev.clientX; pt.y = ev.clientY;
  const p = pt.matrixTransform(svg.getScreenCTM().inverse());
  let ghost = document.getElementById("ghost");
  if (!ghost) {
    ghost = shape("circle", { id: "ghost", r: game.grid.cell * 0.42, fill: PIECE[piece].fill }, "ghost");
    layer.append(ghost);
  }
  ghost.setAttribute("cx", p.x); ghost.setAttribute("cy", p.y);
}

function onPointerUp(ev) {
  const d = game.drag;
  game.drag = null;
  const ghost = document.getElementById("ghost");
  if (ghost) ghost.remove();
  if (!d) return;
  const sq = squareOfEvent(ev);
  if (d.moved) {
    if (sq && sq !== d.from) clickSquare(sq);
  } else if (d.again && game.path.length === 1) {
    clickSquare(sq); // a click on the selected piece puts it down
  }
}

function watchBoard() {
  const b = $("#board");
  b.addEventListener("pointerdown", onPointerDown);
  b.addEventListener("pointermove", onPointerMove);
  b.addEventListener("pointerup", onPointerUp);
  b.addEventListener("pointercancel", () => { game.drag = null; drawLayer(); });
}
