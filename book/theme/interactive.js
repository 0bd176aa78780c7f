// The book's interactive diagrams and game viewer. Everything it shows was
// computed when the book was built and sits in the page as JSON
// (<script type="application/json" class="sf-data"> beside a diagram,
// class="sf-game" for a game); nothing is fetched, except, when the book
// is served by `suffragetto serve` under /book/, one request to
// /api/variants that tells it the explorer and online play are there.
// Without JavaScript the pictures stay as they are. Its words come from
// the book's catalogue in the page's language (`book-js-*` of
// locales/<lang>/book.ftl, written into theme/words.js by the build) and
// are formatted by Project Fluent's own @fluent/bundle (theme/fluent-bundle.js).
(function () {
  "use strict";
  // The board module (theme/board.js, copied in when the book is built):
  // squares, pieces and marks from the board data beside each picture.
  var B = window.SfBoard;
  var TINT = "#4fa3e0", DARK = "#263238";
  var KINDS = { s: "step", h: "hop", c: "capture" };
  var CATALOGUE = window.SF_WORDS || { lang: "en", ftl: "" };
  var BUNDLE = null;
  // The message `id` with `args`, in the page's language.
  function t(id, args) {
    if (!BUNDLE && window.FluentBundle) {
      BUNDLE = new FluentBundle.FluentBundle(CATALOGUE.lang, { useIsolating: false });
      BUNDLE.addResource(new FluentBundle.FluentResource(CATALOGUE.ftl));
    }
    var message = BUNDLE && BUNDLE.getMessage(id);
    if (!message || !message.value) {
      if (window.console) console.error("no message " + id + " in " + CATALOGUE.lang);
      return id;
    }
    return BUNDLE.formatPattern(message.value, args || {});
  }
  // Names in a list in the page's language ("A and B", „A und B“).
  function listed(names) {
    if (window.Intl && Intl.ListFormat) return new Intl.ListFormat(CATALOGUE.lang, { type: "conjunction" }).format(names);
    return names.join(", ");
  }
  // A landing's kind in words: s a step, h a hop, c a hop that captures.
  function kindWords(kind) { return t("book-js-kind-" + kind); }
  // Landings in words: "h6 (a step), f8 (a hop)".
  function landingList(list) {
    return list.map(function (l) { return t("book-js-landing", { square: l.sq, kind: kindWords(l.kind) }); }).join(", ");
  }
  // The glyphs of a record (docs/notation.md), by their message.
  var GLYPHS = { "!": "good", "?": "mistake", "!!": "brilliant", "??": "blunder", "!?": "interesting", "?!": "dubious" };

  function el(tag, attrs, text) {
    var e = document.createElement(tag);
    for (var k in attrs || {}) {
      if (k === "class") e.className = attrs[k];
      else e.setAttribute(k, attrs[k]);
    }
    if (text !== undefined) e.textContent = text;
    return e;
  }
  function svgEl(tag, attrs) {
    var e = document.createElementNS("http://www.w3.org/2000/svg", tag);
    for (var k in attrs) e.setAttribute(k, attrs[k]);
    return e;
  }
  function readJson(script) {
    try { return JSON.parse(script.textContent); } catch (e) { return null; }
  }

  // ---- served by `suffragetto serve` under /book/? -----------------------
  var served = null;
  var servedWaiters = [];
  function whenServed(fn) { if (served === null) servedWaiters.push(fn); else if (served) fn(); }
  function detectServed() {
    var ok = location.protocol !== "file:" && location.pathname.indexOf("/book/") === 0 && typeof fetch === "function";
    if (!ok) { served = false; servedWaiters = []; return; }
    fetch("/api/variants", { headers: { Accept: "application/json" } })
      .then(function (r) { return r.ok ? r.json() : null; })
      .catch(function () { return null; })
      .then(function (j) {
        served = !!j;
        if (served) {
          document.documentElement.classList.add("sf-served");
          servedWaiters.forEach(function (fn) { fn(); });
        }
        servedWaiters = [];
      });
  }
  function exploreHref(pos, ids) {
    return "/explore?position=" + encodeURIComponent(pos) + "&variants=" + encodeURIComponent(ids.join(","));
  }

  // ---- a clickable diagram ----------------------------------------------
  // Board(img, data): an overlay on the picture; `info` is where it writes.
  function Board(img, data, info) {
    this.img = img; this.info = info; this.selected = null; this.focus = null;
    this.wrap = el("span", { class: "sf-board" });
    img.parentNode.insertBefore(this.wrap, img);
    this.wrap.appendChild(img);
    this.svg = svgEl("svg", { class: "sf-overlay", "aria-hidden": "true", preserveAspectRatio: "none" });
    this.wrap.appendChild(this.svg);
    var self = this;
    this.svg.addEventListener("click", function (ev) { self.click(ev); });
    // The same choice without a mouse: a list of the pieces that may move.
    this.picker = el("label", { class: "sf-picker" }, t("book-js-piece-label") + " ");
    this.select_ = el("select");
    this.picker.appendChild(this.select_);
    this.select_.addEventListener("change", function () { self.select(self.select_.value || null); });
    // The same by keyboard: the board module's grid (docs/accessibility.md);
    // Enter or Space does what a click does, Escape lets the piece go, and
    // the square under the cursor is said.
    this.said = el("span", { class: "sf-sr", "aria-live": "assertive" });
    this.wrap.appendChild(this.said);
    // Focused, it is described by the picture's own text alternative.
    if (!img.id) img.id = "sf-img-" + Math.random().toString(36).slice(2);
    this.wrap.setAttribute("aria-describedby", img.id);
    this.keys = B.keys(this.wrap, {
      label: t("book-js-keys"),
      board: function () { return self.data.board; },
      start: function () { return self.selected || (self.select_.options[1] && self.select_.options[1].value); },
      say: function (sq) {
        var p = B.pieceAt(self.data.board, sq), landing = self.selected && self.landing(sq);
        self.said.textContent = t("book-js-square-said", { square: sq, empty: p ? "no" : "yes",
          piece: p ? p.name : "", side: p ? p.side_name : "", landing: landing ? "yes" : "no" });
      },
      pick: function (sq) {
        if (self.selected && self.landing(sq)) { self.focus = sq; self.draw(); return; }
        self.select(sq);
      },
      cancel: function () { self.select(null); },
    });
    this.set(data);
  }
  Board.prototype.set = function (data) {
    this.data = data; this.selected = null; this.focus = null; this.plainShown = false;
    this.mode = data.first || 0;
    var board = data.board, g = board.geometry;
    this.svg.setAttribute("viewBox", "0 0 " + g.width + " " + g.height);
    // The pieces that may move and that the picture shows, top row first.
    var movable = {};
    data.vs.forEach(function (v) { for (var sq in v.m) if (B.rect(board, sq)) movable[sq] = true; });
    var sel = this.select_;
    while (sel.firstChild) sel.removeChild(sel.firstChild);
    sel.appendChild(el("option", { value: "" }, t("book-js-none-chosen")));
    B.occupied(board).filter(function (sq) { return movable[sq]; }).forEach(function (sq) {
      sel.appendChild(el("option", { value: sq }, t("book-js-piece-on", { piece: B.pieceAt(board, sq).name, square: sq })));
    });
    this.picker.hidden = Object.keys(movable).length === 0;
    this.draw();
  };
  Board.prototype.click = function (ev) {
    var sq = B.squareOfEvent(this.data.board, this.svg, ev);
    if (sq && this.selected && this.landing(sq)) { this.focus = sq; this.draw(); return; }
    this.select(sq);
  };
  // A piece chosen (or none): its own marks replace whatever the picture
  // marked before, so the picture shows no landings but the overlay's.
  Board.prototype.select = function (sq) {
    this.selected = sq && this.data.board.pieces[sq] ? sq : null;
    this.focus = null;
    if (this.data.plain && !this.plainShown) {
      this.img.src = this.data.plain;
      this.plainShown = true;
    }
    this.draw();
  };
  // The variants the current mode shows: one index, or all ("both").
  Board.prototype.shownVariants = function () {
    var n = this.data.vs.length;
    if (this.mode === "both") { var all = []; for (var i = 0; i < n; i++) all.push(i); return all; }
    return [this.mode];
  };
  Board.prototype.landings = function (v, sq) {
    return (this.data.vs[v].m[sq] || []).map(function (l) { return { sq: l[0], kind: l[1] }; });
  };
  // The refusals of landings of the piece on `sq`, by landing.
  Board.prototype.refused = function (sq) {
    return (this.data.why || {})[sq] || {};
  };
  Board.prototype.landing = function (sq) {
    var self = this;
    return this.shownVariants().some(function (v) {
      return self.landings(v, self.selected).some(function (l) { return l.sq === sq; });
    }) || !!this.refused(this.selected)[sq];
  };
  Board.prototype.draw = function () {
    var svg = this.svg, board = this.data.board, q = board.geometry.edge, self = this;
    while (svg.firstChild) svg.removeChild(svg.firstChild);
    this.info.textContent = "";
    var sel = this.selected;
    this.select_.value = sel && this.select_.querySelector("option[value='" + sel + "']") ? sel : "";
    if (!sel) {
      this.say(t("book-js-to-move", { side: board.to_move }));
      return;
    }
    B.draw(svg, [B.fill(board, sel, "sf-selected", TINT, 0.45)]);
    var piece = B.pieceAt(board, sel);
    var vs = this.shownVariants();
    var byVariant = vs.map(function (v) { return self.landings(v, sel); });
    // Each landing once: in "both" mode, squares only some variants reach
    // are framed in the colour of the one that reaches them.
    var seen = {};
    byVariant.forEach(function (list, i) {
      list.forEach(function (l) {
        if (!seen[l.sq]) seen[l.sq] = { kind: l.kind, by: [] };
        seen[l.sq].by.push(vs[i]);
      });
    });
    var shapes = [];
    Object.keys(seen).sort().forEach(function (sq) {
      var c = B.rect(board, sq);
      if (!c) return;
      var s = seen[sq], only = vs.length > 1 && s.by.length < vs.length;
      if (only) {
        shapes.push(B.shape("rect", { x: c.x + 0.06 * q, y: c.y + 0.06 * q, width: 0.88 * q, height: 0.88 * q, fill: "none",
          "stroke-width": 0.1 * q, "data-square": sq }, "sf-only sf-only-" + s.by[0]));
      }
      if (sq === self.focus) {
        shapes.push(B.shape("rect", { x: c.x, y: c.y, width: q, height: q, fill: "none", stroke: DARK, "stroke-width": 0.06 * q, "stroke-dasharray": 0.15 * q }));
      }
      shapes.push(B.landingMark(board, sq, KINDS[s.kind]));
    });
    B.draw(svg, [B.shape("g", {}, "sf-landings", shapes)]);
    if (piece.side !== board.to_move) {
      this.say(t("book-js-not-your-turn", { side: board.to_move, piece: piece.name, letter: board.pieces[sel], square: sel }));
      return;
    }
    var invalid = vs.some(function (v) { return self.data.vs[v].invalid; });
    if (vs.length > 1 && !invalid) { this.compared(sel, piece, vs, byVariant, seen); return; }
    byVariant.forEach(function (list, i) {
      var v = self.data.vs[vs[i]];
      var p = el("p", { class: "sf-landing-list" });
      // Named when several variants are shown or could be.
      var args = { named: vs.length > 1 || self.data.vs.length > 1 ? "yes" : "no", under: v.under,
        piece: piece.name, letter: board.pieces[sel], square: sel, reason: v.invalid || "", landings: landingList(list) };
      if (v.invalid) { p.textContent = t("book-js-invalid", args); self.info.appendChild(p); return; }
      p.textContent = t(list.length ? "book-js-may-land" : "book-js-cannot-move", args);
      if (vs.length > 1) p.insertBefore(el("span", { class: "sf-swatch sf-only-" + vs[i] }), p.firstChild);
      self.info.appendChild(p);
    });
    this.refusals(sel, vs);
  };
  // The keyboard's cursor, drawn again over the marks the overlay redraws.
  var drawMarks = Board.prototype.draw;
  Board.prototype.draw = function () {
    drawMarks.call(this);
    if (this.keys) this.keys.refresh();
  };
  // The landings of `sel` under several variants: those all allow, then
  // those only one allows, in its colour, then why the others refuse them.
  Board.prototype.compared = function (sel, piece, vs, byVariant, seen) {
    var self = this;
    var landings = landingList;
    var all = byVariant[0].filter(function (l) { return seen[l.sq].by.length === vs.length; });
    var args = { count: vs.length, piece: piece.name, letter: this.data.board.pieces[sel], square: sel, landings: landings(all) };
    this.say(all.length ? t("book-js-all-may-land", args) : t("book-js-none-lands", args));
    var differ = false;
    byVariant.forEach(function (list, i) {
      var only = list.filter(function (l) { return seen[l.sq].by.length < vs.length; });
      if (!only.length) return;
      differ = true;
      var p = el("p", { class: "sf-landing-list" }, t("book-js-only-under", { under: self.data.vs[vs[i]].under, landings: landings(only) }));
      p.insertBefore(el("span", { class: "sf-swatch sf-only-" + vs[i] }), p.firstChild);
      self.info.appendChild(p);
    });
    if (!differ) this.say(t("book-js-agree"));
    this.refusals(sel, vs);
  };
  // The refusals of the landings of `sel` among the variants shown: all of
  // them, or the focused square's.
  Board.prototype.refusals = function (sel, vs) {
    var why = this.refused(sel), self = this;
    Object.keys(why).sort().forEach(function (to) {
      if (self.focus && to !== self.focus) return;
      why[to].forEach(function (w) {
        if (vs.indexOf(w.v) < 0 || vs.length < 2) return;
        var p = el("p", { class: "sf-refusal" });
        p.appendChild(el("strong", {}, t("book-js-refused", { move: w.m || sel + "-" + to, under: self.data.vs[w.v].under }) + " "));
        p.appendChild(document.createTextNode(w.r + (/[.!?]$/.test(w.r) ? "" : ".")));
        appendRulePoint(p, w);
        self.info.appendChild(p);
      });
    });
  };
  Board.prototype.say = function (text) { this.info.appendChild(el("p", {}, text)); };

  // " Rule point: <title> (matrix); <citation> (source)."
  function appendRulePoint(p, w) {
    if (!w.t) return;
    p.appendChild(document.createTextNode(" " + t("book-js-rule-point") + " "));
    p.appendChild(el("a", { href: w.h, class: "sf-rule-point" }, w.t));
    if (w.c) {
      p.appendChild(document.createTextNode("; "));
      if (w.ch) p.appendChild(el("a", { href: w.ch, class: "sf-citation" }, w.c));
      else p.appendChild(el("span", { class: "sf-citation" }, w.c));
    }
    p.appendChild(document.createTextNode("."));
  }

  // A diagram of a page: its switch (several variants), its words and,
  // when served, the link to the explorer.
  function enhanceDiagram(script) {
    var data = readJson(script);
    var box = script.parentNode;
    var img = script.previousElementSibling;
    if (!data || !img || img.tagName !== "IMG") return;
    var info = el("div", { class: "sf-info", "aria-live": "polite" });
    var board = new Board(img, data, info);
    var after = board.wrap;
    if (data.vs.length > 1) {
      var bar = el("div", { class: "sf-switch", role: "radiogroup", "aria-label": t("book-js-variants-shown") });
      var name = "sf-switch-" + Math.random().toString(36).slice(2);
      var choices = data.vs.map(function (v, i) { return [i, v.name]; }).concat([["both", t("book-js-both-at-once")]]);
      choices.forEach(function (c) {
        var label = el("label");
        var input = el("input", { type: "radio", name: name, value: String(c[0]) });
        input.checked = c[0] === board.mode;
        input.addEventListener("change", function () {
          board.mode = c[0] === "both" ? "both" : c[0];
          board.focus = null;
          board.draw();
        });
        label.appendChild(input);
        label.appendChild(document.createTextNode(" " + c[1]));
        bar.appendChild(label);
      });
      after.parentNode.insertBefore(bar, after.nextSibling);
      after = bar;
    }
    after.parentNode.insertBefore(board.picker, after.nextSibling);
    board.picker.parentNode.insertBefore(info, board.picker.nextSibling);
    box.classList.add("sf-live");
    whenServed(function () {
      var a = el("a", { class: "sf-explore", href: exploreHref(data.pos, data.ex || []) }, t("book-js-explore"));
      info.parentNode.insertBefore(a, info.nextSibling);
    });
    return board;
  }

  // ---- the game viewer ----------------------------------------------------
  function Viewer(script) {
    var data = readJson(script);
    if (!data || !data.f || !data.f.length) return;
    this.data = data;
    var root = this.root = el("div", { class: "sf-viewer" });
    script.parentNode.insertBefore(root, script.nextSibling);
    var stage = el("div", { class: "sf-stage" });
    var img = el("img", { class: "sf-view-img", src: data.f[0].img, alt: "" });
    stage.appendChild(img);
    this.img = img;
    var nav = el("div", { class: "sf-nav" });
    var self = this;
    [["first", "«", t("book-js-first")], ["prev", "‹", t("book-js-prev")],
      ["next", "›", t("book-js-next")], ["last", "»", t("book-js-last")]].forEach(function (b) {
      var btn = el("button", { type: "button", class: "sf-" + b[0], title: b[2], "aria-label": b[2] }, b[1]);
      btn.addEventListener("click", function () { self[b[0]](); });
      nav.appendChild(btn);
    });
    this.counter = el("span", { class: "sf-counter" });
    nav.appendChild(this.counter);
    stage.appendChild(nav);
    var side = el("div", { class: "sf-side" });
    this.head = el("p", { class: "sf-head" });
    this.glyph = el("p", { class: "sf-glyph" });
    this.text = el("p", { class: "sf-comment" });
    this.obj = el("div", { class: "sf-objections" });
    this.list = el("div", { class: "sf-moves", role: "group", "aria-label": t("book-js-moves") });
    side.appendChild(this.head);
    side.appendChild(this.glyph);
    side.appendChild(this.text);
    side.appendChild(this.obj);
    side.appendChild(this.list);
    var tools = el("p", { class: "sf-tools" });
    tools.appendChild(el("a", { href: data.sgn, download: data.sgn, class: "sf-sgn" }, t("book-js-download", { file: data.sgn })));
    side.appendChild(tools);
    this.tools = tools;
    var info = el("div", { class: "sf-info", "aria-live": "polite" });
    stage.appendChild(info);
    root.appendChild(stage);
    root.appendChild(side);
    this.board = new Board(img, data.f[0].b, info);
    stage.insertBefore(this.board.picker, info);
    this.buildList();
    this.at = -1;
    var asked = this.fromHash();
    this.show(asked || 0, false);
    // The address names a hidden picture of the stack: show the viewer.
    if (asked !== null) root.scrollIntoView();
    window.addEventListener("hashchange", function () {
      var i = self.fromHash();
      if (i !== null) self.show(i, false);
    });
    window.addEventListener("keydown", function (ev) { self.key(ev); }, true);
    whenServed(function () {
      self.explore = el("a", { class: "sf-explore" }, t("book-js-explore"));
      self.tools.appendChild(document.createTextNode(" · "));
      self.tools.appendChild(self.explore);
      self.updateExplore();
    });
    document.documentElement.classList.add("sf-viewing");
  }
  Viewer.prototype.fromHash = function () {
    var id = decodeURIComponent(location.hash.slice(1));
    for (var i = 0; i < this.data.f.length; i++) if (this.data.f[i].id === id) return i;
    return null;
  };
  Viewer.prototype.buildList = function () {
    var self = this, f = this.data.f, objected = false;
    this.items = [];
    var start = el("button", { type: "button", class: "sf-move sf-start", "data-frame": "0" }, t("book-js-start"));
    this.list.appendChild(start);
    this.items[0] = start;
    function line(i, container, first) {
      var afterVariation = true;
      for (; i >= 0; i = f[i].next) {
        var fr = f[i];
        var white = !/\.\.\.$/.test(fr.no);
        if (white || afterVariation || first) container.appendChild(el("span", { class: "sf-no" }, fr.no + " "));
        var b = el("button", { type: "button", class: "sf-move", "data-frame": String(i) }, fr.mv + (fr.gl ? " " + fr.gl : ""));
        if (fr.obj && fr.obj.length) {
          // Marked, and said: a tooltip and the screen reader's label.
          var refusers = listed(fr.obj.map(function (o) { return o.variant; }));
          b.classList.add("sf-objected");
          b.title = t("book-js-illegal-title", { variants: refusers });
          b.setAttribute("aria-label", t("book-js-illegal-label", { move: b.textContent, variants: refusers }));
          objected = true;
        }
        b.addEventListener("click", (function (k) { return function () { self.show(k, true); }; })(i));
        container.appendChild(b);
        container.appendChild(document.createTextNode(" "));
        self.items[i] = b;
        afterVariation = false;
        first = false;
        (fr.vars || []).forEach(function (v) {
          var span = el("span", { class: "sf-variation" });
          span.appendChild(document.createTextNode("("));
          line(v, span, true);
          if (span.lastChild && span.lastChild.nodeType === 3) span.removeChild(span.lastChild);
          span.appendChild(document.createTextNode(")"));
          container.appendChild(span);
          container.appendChild(document.createTextNode(" "));
          afterVariation = true;
        });
      }
    }
    start.addEventListener("click", function () { self.show(0, true); });
    this.list.appendChild(document.createTextNode(" "));
    if (f.length > 1) line(f[0].next, this.list, true);
    if (objected) {
      // The legend of the mark, under the list.
      var legend = el("p", { class: "sf-legend" });
      legend.appendChild(el("span", { class: "sf-mark", "aria-hidden": "true" }, "\u2298"));
      legend.appendChild(document.createTextNode(" " + t("book-js-legend")));
      this.list.parentNode.insertBefore(legend, this.list.nextSibling);
    }
  };
  Viewer.prototype.show = function (i, setHash) {
    var f = this.data.f;
    if (i < 0 || i >= f.length) return;
    var fr = f[i];
    if (this.at >= 0 && this.items[this.at]) { this.items[this.at].classList.remove("sf-current"); this.items[this.at].removeAttribute("aria-current"); }
    this.at = i;
    this.img.src = fr.img;
    this.img.alt = (fr.head ? t("book-js-position-after", { move: fr.head }) : t("book-js-start-position")) + (fr.alt ? ". " + fr.alt : "");
    this.board.set(fr.b);
    this.head.textContent = fr.head;
    this.glyph.textContent = fr.gl ? fr.gl + " " + (GLYPHS[fr.gl] ? t("book-js-glyph-" + GLYPHS[fr.gl]) : "") : "";
    this.text.textContent = fr.text || "";
    while (this.obj.firstChild) this.obj.removeChild(this.obj.firstChild);
    var self = this;
    (fr.obj || []).forEach(function (o) {
      var p = el("p", { class: "sf-refusal" });
      p.appendChild(el("strong", {}, t("book-js-illegal-here", { variant: o.variant }) + " "));
      p.appendChild(document.createTextNode(o.why.r + (/[.!?]$/.test(o.why.r) ? "" : ".")));
      appendRulePoint(p, o.why);
      self.obj.appendChild(p);
    });
    var item = this.items[i];
    if (item) {
      item.classList.add("sf-current");
      item.setAttribute("aria-current", "step");
      if (item.scrollIntoView && this.list.scrollHeight > this.list.clientHeight) {
        var top = item.offsetTop - this.list.offsetTop;
        if (top < this.list.scrollTop || top > this.list.scrollTop + this.list.clientHeight - 30) this.list.scrollTop = top - 40;
      }
    }
    var main = 0;
    for (var k = 0; k < f.length && f[k].depth === 0; k++) main = k;
    this.counter.textContent = fr.depth ? t("book-js-variation") : t("book-js-ply-of", { ply: i, plies: main });
    this.root.setAttribute("data-frame", fr.id);
    if (setHash && history.replaceState) history.replaceState(null, "", "#" + fr.id);
    this.updateExplore();
  };
  Viewer.prototype.updateExplore = function () {
    if (this.explore && this.at >= 0) {
      var b = this.data.f[this.at].b;
      this.explore.href = exploreHref(b.pos, b.ex || []);
    }
  };
  Viewer.prototype.first = function () { this.show(0, true); };
  Viewer.prototype.prev = function () { var p = this.data.f[this.at].prev; if (p >= 0) this.show(p, true); };
  Viewer.prototype.next = function () { var n = this.data.f[this.at].next; if (n >= 0) this.show(n, true); };
  Viewer.prototype.last = function () {
    var f = this.data.f, i = this.at;
    while (f[i].next >= 0) i = f[i].next;
    this.show(i, true);
  };
  Viewer.prototype.key = function (ev) {
    if (ev.altKey || ev.ctrlKey || ev.metaKey || ev.shiftKey) return;
    var t = ev.target, tag = t && t.tagName;
    if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT" || (t && t.isContentEditable)) return;
    // A diagram with the focus moves its cursor on the arrows.
    if (t && t.getAttribute && t.getAttribute("role") === "application") return;
    var act = { ArrowLeft: "prev", ArrowRight: "next", Home: "first", End: "last" }[ev.key];
    if (!act) return;
    // The book's own keys turn the page on the arrows: the viewer takes them.
    ev.preventDefault();
    ev.stopImmediatePropagation();
    this[act]();
  };

  // ---- the page -------------------------------------------------------------
  function servedLinks() {
    var main = document.querySelector("main");
    if (!main) return;
    var bar = el("p", { class: "sf-served-bar" });
    bar.appendChild(el("a", { href: "/" }, t("book-js-play-online")));
    bar.appendChild(document.createTextNode(" · "));
    bar.appendChild(el("a", { href: "/explore" }, t("book-js-explorer")));
    main.insertBefore(bar, main.firstChild);
  }

  function start() {
    detectServed();
    var games = document.querySelectorAll("script.sf-game");
    for (var i = 0; i < games.length; i++) {
      var v = new Viewer(games[i]);
      window.sfViewer = v.data ? v : window.sfViewer;
    }
    var boards = document.querySelectorAll("script.sf-data");
    window.sfBoards = [];
    for (var j = 0; j < boards.length; j++) {
      var b = enhanceDiagram(boards[j]);
      if (b) window.sfBoards.push(b);
    }
    whenServed(servedLinks);
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
