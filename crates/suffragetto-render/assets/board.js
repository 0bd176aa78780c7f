// The browser's board module, shared by the book (copied into its theme
// when the book is built) and the server's pages (sent with their
// scripts). It reads a board as data, the JSON of
// crates/suffragetto-render/src/browser.rs (`BrowserBoard`): where each
// square lies in the picture, the pieces and their colours under the
// variant, the side to move, Prison and Hospital, the last move's path and
// captures, the counters for captives the picture leaves out. From it, it
// finds squares and makes the shapes the pages lay over the picture;
// nothing here parses a position string or reads the picture's SVG.
// Shapes are plain objects { tag, attrs, cls, children, title, text }
// until `draw` makes SVG elements of them, so node's tests can check them
// (tests/js/). The keyboard (`keys`) makes the board one focusable grid:
// arrow keys move a cursor over the squares as drawn, Enter or Space picks
// the square under it, Escape cancels; the page says what picking does and
// gives the words a screen reader hears. A classic script (it defines
// `SfBoard`) or a CommonJS module.
(function (root, factory) {
  var api = factory();
  if (typeof module === "object" && module.exports) module.exports = api;
  else root.SfBoard = api;
})(typeof globalThis !== "undefined" ? globalThis : this, function () {
  "use strict";
  var SVG = "http://www.w3.org/2000/svg";
  // The landing marks' colours (crates/suffragetto-render/src/diagram/draw.rs).
  var DARK = "#263238", RED = "#d50000", WHITE = "#ffffff";

  // ---- squares ----------------------------------------------------------
  // The squares of a geometry by name, worked out once per geometry.
  var cache = typeof WeakMap === "function" ? new WeakMap() : null;
  function squares(board) {
    var g = board.geometry;
    var known = cache && cache.get(g);
    if (known) return known;
    var out = {};
    g.columns.forEach(function (col, c) {
      g.rows.forEach(function (row, r) {
        out[col + row] = { x: g.x + c * g.edge, y: g.y + r * g.edge, s: g.edge };
      });
    });
    if (cache) cache.set(g, out);
    return out;
  }
  // The square `sq` as drawn, { x, y, s } (top-left corner and edge), or
  // null when the picture does not show it.
  function rect(board, sq) {
    return squares(board)[sq] || null;
  }
  function centre(board, sq) {
    var b = rect(board, sq);
    return b ? { x: b.x + b.s / 2, y: b.y + b.s / 2 } : null;
  }
  // The square at (x, y) in the picture's units, or null off the squares.
  function squareAt(board, x, y) {
    var g = board.geometry;
    var c = Math.floor((x - g.x) / g.edge), r = Math.floor((y - g.y) / g.edge);
    if (c < 0 || r < 0 || c >= g.columns.length || r >= g.rows.length) return null;
    return g.columns[c] + g.rows[r];
  }
  // The zone under a square, as the data names it, or null.
  function zoneOf(board, sq) {
    var b = rect(board, sq);
    if (!b) return null;
    var cx = b.x + b.s / 2, cy = b.y + b.s / 2;
    var zones = board.geometry.zones || [];
    for (var i = 0; i < zones.length; i++) {
      for (var j = 0; j < zones[i].rects.length; j++) {
        var q = zones[i].rects[j];
        if (cx > q[0] && cx < q[0] + q[2] && cy > q[1] && cy < q[1] + q[3]) return zones[i];
      }
    }
    return null;
  }

  // ---- pieces -----------------------------------------------------------
  // The piece on `sq`: { letter, name, side, side_name, fill, ink }, or null.
  function pieceAt(board, sq) {
    var letter = board.pieces[sq];
    if (!letter) return null;
    var k = board.kinds[letter];
    return { letter: letter, name: k.name, side: k.side, side_name: k.side_name, fill: k.fill, ink: k.ink };
  }
  function pieceCount(board) {
    return Object.keys(board.pieces).length;
  }
  // The occupied squares, top row first and left to right as drawn.
  function occupied(board) {
    var order = {}, i = 0, g = board.geometry;
    g.rows.forEach(function (row) { g.columns.forEach(function (col) { order[col + row] = i++; }); });
    return Object.keys(board.pieces).sort(function (a, b) {
      var x = a in order ? order[a] : 1e9, y = b in order ? order[b] : 1e9;
      return x - y || (a < b ? -1 : a > b ? 1 : 0);
    });
  }

  // ---- shapes -----------------------------------------------------------
  function shape(tag, attrs, cls, children) {
    var s = { tag: tag, attrs: attrs || {} };
    if (cls) s.cls = cls;
    if (children) s.children = children;
    return s;
  }
  // A frame inside the edge of a square: marks it without covering its
  // piece; `w` its width in edges (default 0.09).
  function frame(board, sq, cls, w) {
    var b = rect(board, sq);
    if (!b) return null;
    var t = b.s * (w || 0.09);
    return shape("rect", { x: b.x + t / 2, y: b.y + t / 2, width: b.s - t, height: b.s - t,
      "stroke-width": t, "data-square": sq }, cls);
  }
  // A disc of radius `r` edges on a square's centre; `stroke` its outline's
  // width in edges, if it has one.
  function dot(board, sq, cls, r, stroke) {
    var b = rect(board, sq);
    if (!b) return null;
    var a = { cx: b.x + b.s / 2, cy: b.y + b.s / 2, r: b.s * (r || 0.22) };
    if (stroke !== undefined) a["stroke-width"] = b.s * stroke;
    a["data-square"] = sq;
    return shape("circle", a, cls);
  }
  // A whole square, tinted.
  function fill(board, sq, cls, colour, opacity) {
    var b = rect(board, sq);
    if (!b) return null;
    return shape("rect", { x: b.x, y: b.y, width: b.s, height: b.s, fill: colour, "fill-opacity": opacity, "data-square": sq }, cls);
  }
  // A cross over a square (a capture).
  function cross(board, sq, cls) {
    var b = rect(board, sq);
    if (!b) return null;
    var m = b.s * 0.3;
    return shape("path", { d: "M" + (b.x + m) + " " + (b.y + m) + "L" + (b.x + b.s - m) + " " + (b.y + b.s - m) +
      "M" + (b.x + b.s - m) + " " + (b.y + m) + "L" + (b.x + m) + " " + (b.y + b.s - m),
    "stroke-width": b.s * 0.08, "data-square": sq }, cls);
  }
  // A legal landing as the book's diagrams mark it: a dot for a step, a
  // ring for a hop, a red crossed ring for a hop that captures.
  function landingMark(board, sq, kind) {
    var c = centre(board, sq);
    if (!c) return null;
    var q = rect(board, sq).s, parts = [];
    function circle(r, fillColour, stroke, w) {
      parts.push(shape("circle", { cx: c.x, cy: c.y, r: r * q, fill: fillColour, stroke: stroke, "stroke-width": w * q }));
    }
    if (kind === "step") circle(0.14, DARK, WHITE, 0.035);
    else {
      var r = kind === "hop" ? 0.2 : 0.27, colour = kind === "hop" ? DARK : RED;
      circle(r, "none", WHITE, 0.13);
      circle(r, "none", colour, 0.07);
      if (kind === "capture") {
        var d = 0.13 * q;
        [[-d, -d, d, d], [-d, d, d, -d]].forEach(function (l) {
          parts.push(shape("line", { x1: c.x + l[0], y1: c.y + l[1], x2: c.x + l[2], y2: c.y + l[3], stroke: RED, "stroke-width": 0.07 * q }));
        });
      }
    }
    return shape("g", { "data-square": sq }, "sf-land sf-" + kind, parts);
  }
  // The move that led to the position: its start framed `last-from`, each
  // landing `last-to`, each capture crossed out `last-capture`.
  function lastMove(board) {
    var m = board.last_move, out = [];
    if (!m) return out;
    m.path.forEach(function (sq, i) { out.push(frame(board, sq, i === 0 ? "last-from" : "last-to")); });
    m.captures.forEach(function (sq) { out.push(cross(board, sq, "last-capture")); });
    return out.filter(Boolean);
  }
  // A counter with a number for each tally (captives the picture leaves
  // out), titled by `title(tally)`.
  function tallies(board, title) {
    return (board.tallies || []).map(function (t) {
      var b = rect(board, t.square), k = board.kinds[t.piece];
      if (!b) return null;
      var g = shape("g", { "data-count": t.count, "data-piece": t.piece }, "captive", [
        shape("circle", { cx: b.x + b.s / 2, cy: b.y + b.s / 2, r: b.s * 0.4, fill: k.fill, stroke: "#333", "stroke-width": b.s * 0.04 }),
        shape("text", { x: b.x + b.s / 2, y: b.y + b.s * 0.66, "font-size": b.s * 0.5, fill: k.ink,
          "text-anchor": "middle", "font-weight": "bold" }),
      ]);
      g.children[1].text = String(t.count);
      g.title = title ? title(t) : t.place + ": " + t.count;
      return g;
    }).filter(Boolean);
  }
  // A counter of the piece `letter` following the pointer.
  function ghost(board, letter, x, y) {
    return shape("circle", { id: "ghost", r: board.geometry.edge * 0.42, fill: board.kinds[letter].fill, cx: x, cy: y }, "ghost");
  }

  // ---- the page (DOM) ---------------------------------------------------
  // Appends `shapes` (nulls skipped) to the SVG element `layer`.
  function draw(layer, shapes, doc) {
    doc = doc || layer.ownerDocument;
    shapes.forEach(function (s) {
      if (!s) return;
      var e = doc.createElementNS(SVG, s.tag);
      for (var k in s.attrs) e.setAttribute(k, s.attrs[k]);
      if (s.cls) e.setAttribute("class", s.cls);
      if (s.title) {
        var t = doc.createElementNS(SVG, "title");
        t.textContent = s.title;
        e.appendChild(t);
      }
      if (s.text !== undefined) e.textContent = s.text;
      if (s.children) draw(e, s.children, doc);
      layer.appendChild(e);
    });
    return layer;
  }
  // A pointer event's position in the units of the picture `svg`.
  function pointOf(svg, ev) {
    var ctm = svg && svg.getScreenCTM();
    if (!ctm) return null;
    var pt = svg.createSVGPoint();
    pt.x = ev.clientX; pt.y = ev.clientY;
    return pt.matrixTransform(ctm.inverse());
  }
  // The square under a pointer event on `svg`, or null.
  function squareOfEvent(board, svg, ev) {
    var p = board && pointOf(svg, ev);
    return p ? squareAt(board, p.x, p.y) : null;
  }
  // Where square `sq`'s centre is on the screen, for tests and tools.
  function onScreen(board, svg, sq) {
    var c = centre(board, sq), ctm = svg.getScreenCTM();
    if (!c || !ctm) return null;
    var pt = svg.createSVGPoint();
    pt.x = c.x; pt.y = c.y;
    var s = pt.matrixTransform(ctm);
    return { x: s.x, y: s.y };
  }

  // ---- the keyboard -----------------------------------------------------
  // The square the cursor goes to from `sq` on `key` (a KeyboardEvent's
  // `key`), moving over the squares as drawn: ArrowUp is up the picture
  // whichever way the board is turned; Home and End go to the row's ends,
  // PageUp and PageDown to the column's. The cursor stops at the edges; a
  // key that does not move it gives null.
  var MOVES = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
  function cursorStep(board, sq, key) {
    var g = board.geometry, b = rect(board, sq);
    if (!b) return null;
    var c = Math.round((b.x - g.x) / g.edge), r = Math.round((b.y - g.y) / g.edge);
    var last = { c: g.columns.length - 1, r: g.rows.length - 1 };
    if (MOVES[key]) { c += MOVES[key][0]; r += MOVES[key][1]; }
    else if (key === "Home") c = 0;
    else if (key === "End") c = last.c;
    else if (key === "PageUp") r = 0;
    else if (key === "PageDown") r = last.r;
    else return null;
    c = Math.max(0, Math.min(last.c, c));
    r = Math.max(0, Math.min(last.r, r));
    return g.columns[c] + g.rows[r];
  }
  // What a key does on the board: "move" (the cursor), "pick", "cancel",
  // or null (left to the page, e.g. Tab).
  function keyAction(key) {
    if (MOVES[key] || key === "Home" || key === "End" || key === "PageUp" || key === "PageDown") return "move";
    if (key === "Enter" || key === " " || key === "Spacebar") return "pick";
    if (key === "Escape" || key === "Esc") return "cancel";
    return null;
  }
  // The cursor as drawn: a thick frame in two colours, seen on every
  // square colour.
  function cursorMark(board, sq) {
    var outer = frame(board, sq, "sf-cursor-outer", 0.16), inner = frame(board, sq, "sf-cursor-inner", 0.07);
    if (!outer) return null;
    outer.attrs.fill = "none"; outer.attrs.stroke = WHITE;
    inner.attrs.fill = "none"; inner.attrs.stroke = DARK;
    return shape("g", { "data-square": sq }, "sf-cursor", [outer, inner]);
  }
  // Makes the element `host`, which holds a board's picture (its first
  // `svg`, replaced whenever the page likes), one focusable grid. `o`:
  //   board()  the board data shown now (SfBoard data), or null;
  //   start()  the square the cursor starts on, if none yet (optional);
  //   say(sq)  called with the square the cursor moves to, for the page's
  //            words (a live region);
  //   pick(sq) Enter or Space on a square; cancel() Escape;
  //   label    the grid's accessible name.
  // Returns { square(), moveTo(sq), refresh() }.
  function keys(host, o) {
    var doc = host.ownerDocument, at = null, shown = false;
    host.setAttribute("tabindex", "0");
    host.setAttribute("role", "application");
    if (o.label) host.setAttribute("aria-label", o.label);
    function svg() { return host.querySelector("svg"); }
    function drawCursor() {
      var pic = svg(), board = o.board();
      if (!pic) return;
      var old = pic.querySelector(".sf-cursor-layer");
      if (old) old.remove();
      if (!shown || !board || !at || !rect(board, at)) return;
      var layer = doc.createElementNS(SVG, "g");
      layer.setAttribute("class", "sf-cursor-layer");
      layer.setAttribute("pointer-events", "none");
      pic.appendChild(draw(layer, [cursorMark(board, at)], doc));
    }
    function moveTo(sq) {
      at = sq;
      drawCursor();
      if (o.say) o.say(sq);
    }
    function firstSquare(board) {
      var s = o.start && o.start();
      if (s && rect(board, s)) return s;
      var g = board.geometry;
      return g.columns[Math.floor(g.columns.length / 2)] + g.rows[g.rows.length - 1];
    }
    host.addEventListener("focus", function () {
      var board = o.board();
      if (!board) return;
      shown = true;
      if (!at || !rect(board, at)) at = firstSquare(board);
      moveTo(at);
    });
    host.addEventListener("blur", function () { shown = false; drawCursor(); });
    host.addEventListener("keydown", function (ev) {
      var board = o.board(), what = keyAction(ev.key);
      if (!board || !what || ev.altKey || ev.ctrlKey || ev.metaKey) return;
      // The board's keys are the board's: not the page's (the book turns
      // its pages on the arrows).
      ev.preventDefault();
      if (ev.stopPropagation) ev.stopPropagation();
      if (!at || !rect(board, at)) at = firstSquare(board);
      if (what === "move") {
        var next = cursorStep(board, at, ev.key);
        if (next) moveTo(next);
      } else if (what === "pick") {
        if (o.pick) o.pick(at);
      } else if (o.cancel) o.cancel();
    });
    // The page may replace the picture at any time: the cursor follows.
    if (typeof MutationObserver === "function") {
      new MutationObserver(drawCursor).observe(host, { childList: true });
    }
    return { square: function () { return at; }, moveTo: moveTo, refresh: drawCursor };
  }

  return {
    cursorStep: cursorStep, keyAction: keyAction, cursorMark: cursorMark, keys: keys,
    rect: rect, centre: centre, squareAt: squareAt, zoneOf: zoneOf,
    pieceAt: pieceAt, pieceCount: pieceCount, occupied: occupied,
    shape: shape, frame: frame, dot: dot, fill: fill, cross: cross, landingMark: landingMark,
    lastMove: lastMove, tallies: tallies, ghost: ghost,
    draw: draw, pointOf: pointOf, squareOfEvent: squareOfEvent, onScreen: onScreen,
  };
});
