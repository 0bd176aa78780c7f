// The board: the server's diagram (drawn without its own last-move arrow)
// and a layer on top that the page draws: the last move as frames around
// its squares, the Prison and Hospital with their counts, the winning six,
// the selected piece and its landings. Pieces move by click or by drag.
// What stands where and where the squares lie come with the diagram as
// data (`game.board`, /api/tables/ID/board).
const B = SfBoard;

// Loads the diagram after `ply` plies (null: now) and draws the layer.
async function loadBoard(ply) {
  const shows = ply === null ? game.plies : ply;
  const load = game.loads = (game.loads || 0) + 1;
  const got = await fetchBoard(`/api/tables/${game.id}/diagram.svg?flip=${game.flip}&arrow=false&ply=${shows}`,
    `/api/tables/${game.id}/board?flip=${game.flip}&ply=${shows}`);
  if (!got || load !== game.loads) return; // failed, or a later load has begun
  const svg = pictureOf(got.text, { id: "hl" });
  if (!svg) return;
  game.board = got.board;
  $("#board").replaceChildren(svg);
  // The layout sizes the board by the screen's height (app.css).
  const box = svg.viewBox && svg.viewBox.baseVal;
  if (box && box.height) $("#game").style.setProperty("--board-aspect", (box.width / box.height).toFixed(4));
  game.shown = shows;
  drawLayer();
}

// The Prison and Hospital in words under the board, and on it as counters
// with their numbers (none for none) where the diagram leaves them out.
function drawCaptives(layer) {
  const { prison, hospital } = game.board;
  $("#captive-counts").textContent = t("page-table-captives", {
    prison: t("page-count-pair", { first: count(prison.large, "L"), second: count(prison.small, "S") }),
    hospital: t("page-count-pair", { first: count(hospital.large, "I"), second: count(hospital.small, "P") }),
  });
  B.draw(layer, B.tallies(game.board, (x) => t("page-table-tally", { place: x.place, count: count(x.count, x.piece) })));
}

// The zones whose names the diagram writes inside them.
const TAGGED = new Set(["albert_hall", "house_of_commons", "prison_yard", "hospital_grounds", "prison", "hospital"]);

// The names of the zones the diagram leaves out because a piece stands in
// them (it names a zone only while it is empty): each as a small tag on the
// zone's top edge (above its pieces' discs), white-edged so that it reads
// over the lines and pieces it crosses.
function drawZoneTags(layer) {
  const board = game.board, g = board.geometry, edge = g.edge;
  const occupied = new Set();
  for (const sq of Object.keys(board.pieces)) {
    const z = B.zoneOf(board, sq);
    if (z) occupied.add(z.zone);
  }
  const tags = [];
  for (const z of g.zones || []) {
    if (!TAGGED.has(z.zone) || !occupied.has(z.zone) || !z.rects.length) continue;
    const x0 = Math.min(...z.rects.map((r) => r[0])), x1 = Math.max(...z.rects.map((r) => r[0] + r[2]));
    const y0 = Math.min(...z.rects.map((r) => r[1]));
    tags.push({ tag: "text", attrs: { x: (x0 + x1) / 2, y: y0 + edge * 0.2, "font-size": edge * 0.26,
      "text-anchor": "middle", fill: "#2b2233", "stroke-width": edge * 0.08 }, cls: "zone-tag",
      text: t("page-zone-" + z.zone.replace(/_/g, "-")) });
  }
  B.draw(layer, tags);
}

// Draws the layer: last move, captives, winning six, selection, landings.
function drawLayer() {
  const layer = document.getElementById("hl"), board = game.board;
  if (!layer || !board || !game.view) return;
  layer.replaceChildren();
  B.draw(layer, B.lastMove(board));
  drawZoneTags(layer);
  drawCaptives(layer);
  if (game.looking !== null) return;
  B.draw(layer, (game.view.winning_squares || []).map((sq) => B.dot(board, sq, "winning", 0.47, 0.07)));
  B.draw(layer, game.path.map((s) => B.frame(board, s, "hl-from")));
  if (game.path.length) B.draw(layer, [B.frame(board, game.path[game.path.length - 1], "hl-select")]);
  const next = new Set();
  for (const m of extending(game.path)) if (game.path.length && m.squares.length > game.path.length) next.add(m.squares[game.path.length]);
  B.draw(layer, [...next].map((s) => B.dot(board, s, "hl-land", 0.22)));
}

// ---------- moving pieces: click, or drag and drop ----------

// The steps and hop chains the player may make, each with its squares.
function pathMoves() {
  return (game.view ? game.view.legal : []).filter((m) => m.path).map((m) => ({ text: m.move, squares: m.path }));
}
function extending(path) {
  return pathMoves().filter((m) => m.squares.length >= path.length && path.every((s, i) => m.squares[i] === s));
}

function squareOfEvent(ev) {
  return B.squareOfEvent(game.board, $("#board svg"), ev);
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
    if (!path.length) message(t("page-table-no-move-from", { square: sq }));
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
  const piece = game.board && game.path.length && B.pieceAt(game.board, game.path[0]);
  if (!svg || !layer || !piece) return;
  const p = B.pointOf(svg, ev);
  let ghost = document.getElementById("ghost");
  if (!ghost) {
    B.draw(layer, [B.ghost(game.board, piece.letter, p.x, p.y)]);
    ghost = document.getElementById("ghost");
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
