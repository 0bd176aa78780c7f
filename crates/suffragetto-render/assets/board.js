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
// (tests/js/). A classic script (it defines `SfBoard`) or a CommonJS
// module.
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

  return {
    rect: rect, centre: centre, squareAt: squareAt, zoneOf: zoneOf,
    pieceAt: pieceAt, pieceCount: pieceCount, occupied: occupied,
    shape: shape, frame: frame, dot: dot, fill: fill, cross: cross, landingMark: landingMark,
    lastMove: lastMove, tallies: tallies, ghost: ghost,
    draw: draw, pointOf: pointOf, squareOfEvent: squareOfEvent, onScreen: onScreen,
  };
});
