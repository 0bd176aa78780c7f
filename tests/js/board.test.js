// Unit tests of the browser's board module (crates/suffragetto-render/assets/board.js),
// shared by the book and the server's pages, on boards the renderer wrote
// (fixtures/, kept equal to its output by tests/suite/browser_board.rs).
// Run: node --test tests/js/ (scripts/test does).
"use strict";
const test = require("node:test");
const assert = require("node:assert/strict");
const B = require("../../crates/suffragetto-render/assets/board.js");
const full = require("./fixtures/english-full-after-chain.json");
const crop = require("./fixtures/german-flipped-crop.json");

const every = (board) => board.geometry.rows.flatMap((r) => board.geometry.columns.map((c) => c + r));

test("squares lie where the data says, corner to corner", () => {
  const g = full.geometry;
  assert.deepEqual(B.rect(full, "a17"), { x: g.x, y: g.y, s: g.edge });
  const q1 = B.rect(full, "q1");
  assert.ok(Math.abs(q1.x - (g.x + 16 * g.edge)) < 1e-9 && Math.abs(q1.y - (g.y + 16 * g.edge)) < 1e-9);
  // Turned round and cropped to c3:o12: o3 top left, c12 bottom right.
  const c = crop.geometry;
  assert.deepEqual(B.rect(crop, "o3"), { x: c.x, y: c.y, s: c.edge });
  assert.deepEqual(B.rect(crop, "c12"), { x: c.x + 12 * c.edge, y: c.y + 9 * c.edge, s: c.edge });
  assert.equal(B.rect(crop, "a1"), null, "a square the picture does not show");
  assert.equal(B.rect(crop, "p3"), null);
});

test("the square under a point is the one whose rectangle holds it", () => {
  for (const board of [full, crop]) {
    const names = every(board);
    assert.equal(names.length, board === full ? 289 : 13 * 10);
    for (const sq of names) {
      const r = B.rect(board, sq);
      assert.equal(B.squareAt(board, r.x + r.s * 0.5, r.y + r.s * 0.5), sq);
      assert.equal(B.squareAt(board, r.x + r.s * 0.01, r.y + r.s * 0.99), sq);
    }
    const g = board.geometry;
    assert.equal(B.squareAt(board, g.x - 0.01, g.y + 1), null);
    assert.equal(B.squareAt(board, g.x + 1, g.y + g.rows.length * g.edge + 0.01), null);
  }
});

test("pieces come with the variant's names and colours", () => {
  assert.deepEqual(B.pieceAt(full, "k13"), { letter: "S", ...full.kinds.S });
  assert.equal(B.pieceAt(full, "i11"), null, "a square the chain only passed");
  // The German article's Inspectors are blue, the English online rules' white.
  assert.notEqual(crop.kinds.I.fill, full.kinds.I.fill);
  assert.equal(B.pieceAt(crop, "g8").fill, crop.kinds.P.fill);
  assert.equal(B.pieceAt(crop, "g7").side_name, "Suffragettes");
  assert.equal(B.pieceCount(full), Object.keys(full.pieces).length);
  // Top row as drawn first: turned round, rank 7 above rank 8.
  assert.deepEqual(B.occupied(crop), ["g7", "g8"]);
});

test("the last move is framed square by square and its captures crossed", () => {
  const shapes = B.lastMove(full);
  const frames = shapes.filter((s) => s.tag === "rect");
  assert.deepEqual(frames.map((s) => s.attrs["data-square"] + " " + s.cls), ["g9 last-from", "i11 last-to", "k13 last-to"]);
  assert.deepEqual(shapes.filter((s) => s.tag === "path").map((s) => s.attrs["data-square"]), full.last_move.captures);
  assert.deepEqual(full.last_move.captures, ["h10", "j12"]);
  for (const f of frames) {
    const r = B.rect(full, f.attrs["data-square"]), w = f.attrs["stroke-width"];
    // The frame's outer edge is the square's edge: it covers no piece.
    assert.ok(Math.abs(f.attrs.x - w / 2 - r.x) < 1e-9 && Math.abs(f.attrs.width + w - r.s) < 1e-9);
  }
  assert.deepEqual(B.lastMove(crop), [], "no move led to this position");
});

test("the zones are found by square", () => {
  assert.equal(B.zoneOf(full, "i13").zone, "house_of_commons");
  assert.equal(B.zoneOf(full, "i13").name, "the House of Commons");
  assert.equal(B.zoneOf(full, "a1").zone, "prison");
  assert.equal(B.zoneOf(full, "h9").zone, "arena");
  assert.equal(B.zoneOf(crop, "a1"), null);
});

test("landing marks are told apart by kind", () => {
  const step = B.landingMark(full, "e7", "step");
  const hop = B.landingMark(full, "e7", "hop");
  const capture = B.landingMark(full, "e7", "capture");
  assert.equal(step.cls, "sf-land sf-step");
  assert.equal(step.children.length, 1);
  assert.equal(hop.children.filter((c) => c.tag === "circle").length, 2);
  assert.equal(capture.children.filter((c) => c.tag === "line").length, 2, "a capture is a crossed ring");
  assert.ok(capture.children[0].attrs.r > hop.children[0].attrs.r);
  const c = B.centre(full, "e7");
  assert.equal(step.children[0].attrs.cx, c.x);
  assert.equal(B.landingMark(crop, "a1", "step"), null);
});

test("counters for the captives the picture leaves out, in the piece's colours", () => {
  assert.deepEqual(B.tallies(full), [], "the whole board draws its captives itself");
  const board = { ...full, tallies: [{ square: "a16", piece: "L", count: 2, place: "Prison" }] };
  const [t] = B.tallies(board, (x) => `${x.place}: ${x.count} Leaders`);
  assert.equal(t.cls, "captive");
  assert.equal(t.attrs["data-count"], 2);
  assert.equal(t.title, "Prison: 2 Leaders");
  assert.equal(t.children[0].attrs.fill, full.kinds.L.fill);
  assert.equal(t.children[1].attrs.fill, full.kinds.L.ink);
  assert.equal(t.children[1].text, "2");
});

// Just enough of a document for `draw`.
function fakeDocument() {
  const make = (ns, tag) => ({
    ns, tag, attrs: {}, children: [], textContent: "",
    setAttribute(k, v) { this.attrs[k] = String(v); },
    appendChild(c) { this.children.push(c); return c; },
  });
  const doc = { createElementNS: make };
  const layer = make("svg", "g");
  layer.ownerDocument = doc;
  return layer;
}

test("draw makes SVG elements of the shapes, nulls skipped", () => {
  const layer = fakeDocument();
  const board = { ...full, tallies: [{ square: "a14", piece: "S", count: 3, place: "Prison" }] };
  B.draw(layer, [B.frame(full, "e7", "hl-select"), null, ...B.tallies(board)]);
  assert.equal(layer.children.length, 2);
  const [frame, tally] = layer.children;
  assert.equal(frame.ns, "http://www.w3.org/2000/svg");
  assert.equal(frame.tag, "rect");
  assert.equal(frame.attrs.class, "hl-select");
  assert.equal(frame.attrs["data-square"], "e7");
  assert.deepEqual(tally.children.map((c) => c.tag), ["title", "circle", "text"]);
  assert.equal(tally.children[0].textContent, "Prison: 3");
  assert.equal(tally.children[2].textContent, "3");
});

test("dots and frames scale with the square", () => {
  const d = B.dot(crop, "g7", "land-step", 0.2, 0.09);
  const r = B.rect(crop, "g7");
  assert.equal(d.attrs.r, r.s * 0.2);
  assert.equal(d.attrs["stroke-width"], r.s * 0.09);
  assert.equal(B.dot(crop, "g7", "hl-land").attrs["stroke-width"], undefined, "no outline unless asked");
  assert.equal(B.frame(crop, "a1", "x"), null);
  const ghost = B.ghost(crop, "I", 3, 4);
  assert.equal(ghost.attrs.fill, crop.kinds.I.fill);
  assert.equal(ghost.attrs.r, crop.geometry.edge * 0.42);
});

test("the cursor moves over the squares as drawn and stops at the edges", () => {
  // Not turned: up the picture is up the ranks, right is on through the files.
  assert.equal(B.cursorStep(full, "h9", "ArrowUp"), "h10");
  assert.equal(B.cursorStep(full, "h9", "ArrowDown"), "h8");
  assert.equal(B.cursorStep(full, "h9", "ArrowLeft"), "g9");
  assert.equal(B.cursorStep(full, "h9", "ArrowRight"), "i9");
  assert.equal(B.cursorStep(full, "a17", "ArrowUp"), "a17", "the top edge");
  assert.equal(B.cursorStep(full, "a17", "ArrowLeft"), "a17", "the left edge");
  assert.equal(B.cursorStep(full, "q1", "ArrowDown"), "q1");
  assert.equal(B.cursorStep(full, "h9", "Home"), "a9");
  assert.equal(B.cursorStep(full, "h9", "End"), "q9");
  assert.equal(B.cursorStep(full, "h9", "PageUp"), "h17");
  assert.equal(B.cursorStep(full, "h9", "PageDown"), "h1");
  // Turned round and cropped: up the picture is down the ranks, and the
  // cursor stays on the squares shown.
  assert.equal(B.cursorStep(crop, "g7", "ArrowUp"), "g6");
  assert.equal(B.cursorStep(crop, "g7", "ArrowRight"), "f7");
  assert.equal(B.cursorStep(crop, "o3", "ArrowUp"), "o3");
  assert.equal(B.cursorStep(crop, "c12", "ArrowRight"), "c12");
  assert.equal(B.cursorStep(crop, "g7", "End"), "c7");
  assert.equal(B.cursorStep(crop, "a1", "ArrowUp"), null, "a square not shown");
  assert.equal(B.cursorStep(full, "h9", "x"), null, "a key that does not move the cursor");
});

test("keys: arrows move, Enter and Space pick, Escape cancels, Tab is the page's", () => {
  for (const k of ["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End", "PageUp", "PageDown"]) {
    assert.equal(B.keyAction(k), "move", k);
  }
  assert.equal(B.keyAction("Enter"), "pick");
  assert.equal(B.keyAction(" "), "pick");
  assert.equal(B.keyAction("Escape"), "cancel");
  assert.equal(B.keyAction("Tab"), null);
  assert.equal(B.keyAction("a"), null);
  const m = B.cursorMark(full, "e7");
  assert.equal(m.cls, "sf-cursor");
  assert.deepEqual(m.children.map((c) => c.attrs.stroke), ["#ffffff", "#263238"], "seen on light and dark squares");
  assert.equal(B.cursorMark(crop, "a1"), null);
});

// A host element with just enough of the DOM for `keys`.
function fakeHost() {
  const layer = fakeDocument(), doc = layer.ownerDocument, on = {};
  const svg = { children: [], appendChild(c) { this.children.push(c); }, querySelector: () => null };
  const host = {
    ownerDocument: doc, attrs: {},
    setAttribute(k, v) { this.attrs[k] = v; },
    addEventListener(k, f) { on[k] = f; },
    querySelector: (sel) => (sel === "svg" ? svg : null),
  };
  const press = (key) => {
    let stopped = false;
    let kept = false;
    on.keydown({ key, preventDefault() { stopped = true; }, stopPropagation() { kept = true; } });
    assert.equal(kept, stopped, "a key the board takes goes no further: " + key);
    return stopped;
  };
  return { host, svg, on, press };
}

test("keys makes the host one focusable grid that picks through the page", () => {
  const { host, svg, on, press } = fakeHost();
  const said = [], picked = [];
  let cancelled = 0;
  const k = B.keys(host, { board: () => full, start: () => "g9", label: "board",
    say: (sq) => said.push(sq), pick: (sq) => picked.push(sq), cancel: () => cancelled++ });
  assert.equal(host.attrs.tabindex, "0");
  assert.equal(host.attrs.role, "application");
  assert.equal(host.attrs["aria-label"], "board");
  on.focus();
  assert.equal(k.square(), "g9", "the cursor starts where the page asks");
  assert.equal(svg.children.at(-1).children[0].attrs.class, "sf-cursor", "the cursor is drawn on focus");
  assert.ok(press("ArrowUp"));
  assert.ok(press("ArrowRight"));
  assert.deepEqual(said, ["g9", "g10", "h10"]);
  assert.ok(press("Enter"));
  assert.ok(press(" "));
  assert.deepEqual(picked, ["h10", "h10"]);
  assert.ok(press("Escape"));
  assert.equal(cancelled, 1);
  assert.equal(press("Tab"), false, "Tab leaves the board");
});
