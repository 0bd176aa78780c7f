// Suffragetto online tables: what the lobby and the table share. Text from
// players is only ever set with textContent (never as HTML). The server
// sends this file first, then accounts.js, the board module the book shares (SfBoard:
// crates/suffragetto-render/assets/board.js), then lobby.js, board.js,
// actions.js, table.js and app.js, as one script. A board arrives as data
// (`/api/tables/ID/board`, `/api/explore/board`): nothing here reads a
// position string or the diagram's SVG.
"use strict";

const $ = (sel) => document.querySelector(sel);
const el = (tag, text, cls) => {
  const e = document.createElement(tag);
  if (text !== undefined && text !== null) e.textContent = String(text);
  if (cls) e.className = cls;
  return e;
};
// ---------- words ----------

// The page's language and its words: the server puts the language's
// catalogue (locales/<lang>/pages.ftl) into the page, and Project Fluent's
// own formatter (@fluent/bundle, sent just after this file) writes them.
const WORDS = (() => {
  const e = document.getElementById("words");
  try { return JSON.parse(e.textContent); } catch (_) { return { lang: "en", ftl: "" }; }
})();
let BUNDLE = null;

// The message `id` (or `id.attribute`) with `args`, in the page's language.
function t(id, args) {
  if (!BUNDLE) {
    BUNDLE = new FluentBundle.FluentBundle(WORDS.lang, { useIsolating: false });
    BUNDLE.addResource(new FluentBundle.FluentResource(WORDS.ftl));
  }
  const [name, attribute] = id.split(".");
  const message = BUNDLE.getMessage(name);
  const pattern = message && (attribute ? message.attributes[attribute] : message.value);
  if (!pattern) {
    console.error("no message " + id + " in " + WORDS.lang);
    return id;
  }
  return BUNDLE.formatPattern(pattern, args || {});
}

const SIDE_ID = { S: "suffragettes", P: "police" };
// A side's name by its letter: SIDE_NAME.S, SIDE_NAME[v.to_move].
const SIDE_NAME = {
  get S() { return t("page-side-suffragettes"); },
  get P() { return t("page-side-police"); },
};
// How a table's game ended, in the page's language (the server writes it
// in each; English when a language is missing).
// Built-in variant `id` by the name readers of the page's language know it
// by (the catalogue's variants.ftl, which travels with the page's words),
// else `fallback` (a variant that is not built in, named by its file).
function variantName(id, fallback) {
  if (!BUNDLE) t("page-side-suffragettes");
  const message = BUNDLE.getMessage("variant-name-" + id);
  return message && message.value ? BUNDLE.formatPattern(message.value, {}) : (fallback || id);
}
function endingOf(v) {
  return (v.ending_words && v.ending_words[WORDS.lang]) || v.ending;
}
// A side as a message's arguments: `name` (its name) and `name-id`
// (suffragettes or police, which the messages select on).
function sideArgs(letter, name = "side") {
  return { [name]: SIDE_NAME[letter], [name + "-id"]: SIDE_ID[letter] };
}
const PIECE_ID = { S: "suffragette", L: "leader", P: "constable", I: "inspector" };

// "1 Leader", "3 Leaders", "2 rank-and-file", in the page's language.
function count(n, letter) {
  return t("page-count", { n, piece: PIECE_ID[letter] });
}

// The players' own words for an exchange of `large`+`small` from each side,
// told from `side`'s point of view.
function exchangeWords(large, small, side) {
  const words = (l, s) => {
    const parts = [];
    if (large) parts.push(count(large, l));
    if (small) parts.push(count(small, s));
    return parts.length === 2 ? t("page-count-pair", { first: parts[0], second: parts[1] }) : parts[0] || "";
  };
  const sw = words("L", "S"), pw = words("I", "P");
  return side === "P" ? t("page-exchange-for", { give: pw, get: sw }) : t("page-exchange-for", { give: sw, get: pw });
}

// The language switch of a page's header: a link a language, the page's
// own marked as current.
function languageSwitch() {
  const nav = el("nav");
  nav.setAttribute("aria-label", t("page-language"));
  nav.className = "language-switch";
  for (const code of ["en", "de", "fr"]) {
    const a = el("a", t("page-language-" + code));
    a.lang = code;
    a.hreflang = code;
    const url = new URL(location.href);
    url.searchParams.set("lang", code);
    a.href = url.pathname + url.search + url.hash;
    if (code === WORDS.lang) a.setAttribute("aria-current", "true");
    nav.append(a, " ");
  }
  return nav;
}

// `X1+3` -> { large: 1, small: 3 }.
// An exchange proposal's counts, ranks matched; the squares a proposal may
// name (X1+2:b6,b5,b4) are left out: the table proposes with the fixed
// order's squares, which the server takes for a proposal without them.
function parseExchange(text) {
  const m = /^X(\d+)\+(\d+)(?::[a-q0-9,]+)?$/.exec(text || "");
  return m ? { large: +m[1], small: +m[2] } : null;
}

// A ply as the move list writes it: a step or hop as played (e6-e7,
// g4-e6-e8), an exchange offered and its answer in words, each once, in
// the ply of the side that played it.
function plyWords(moves, i) {
  const text = moves[i];
  const offer = parseExchange(text);
  const answered = (m) => m === "decline" || /^accept/.test(m || "");
  if (offer) return t("page-move-exchange", { large: offer.large, small: offer.small, answer: answered(moves[i + 1]) ? "answered" : "pending" });
  if (/^accept/.test(text)) return t("page-move-answer", { answer: "accepted" });
  if (text === "decline") return t("page-move-answer", { answer: "declined" });
  if (text === "pass") return t("page-move-pass");
  return text;
}

// The signed-in account as `GET /api/me` gave it ({ username, csrf }), or
// null for a guest. Every change sends its CSRF token in X-CSRF-Token.
let ME = null;

async function api(method, url, body) {
  const opts = { method, headers: {} };
  if (method !== "GET" && ME) opts.headers["X-CSRF-Token"] = ME.csrf;
  if (body !== undefined) {
    opts.headers["Content-Type"] = "application/json";
    opts.body = JSON.stringify(body);
  }
  const r = await fetch(url, opts);
  const text = await r.text();
  let data = null;
  try { data = JSON.parse(text); } catch (_) { data = { error: text }; }
  if (!r.ok) throw Object.assign(new Error((data && data.error) || r.statusText), { status: r.status });
  return data;
}

// The seat this browser holds at table `id`: { token, side, key }.
function seatOf(id) {
  try { return JSON.parse(localStorage.getItem("suffragetto-seat-" + id)); } catch (_) { return null; }
}
function keepSeat(answer) {
  const seat = { token: answer.token, side: answer.side, key: answer.seat_key, at: Date.now() };
  localStorage.setItem("suffragetto-seat-" + answer.id, JSON.stringify(seat));
  return seat;
}

// The tables this browser keeps a seat at, the newest first (at most
// 50), so that a seek from a second tab is not paired with this
// browser's own.
function keptSeats() {
  const seats = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (!key.startsWith("suffragetto-seat-")) continue;
    let at = 0;
    try { at = JSON.parse(localStorage.getItem(key)).at || 0; } catch (_) { /* an older seat: oldest */ }
    seats.push({ id: key.slice("suffragetto-seat-".length), at });
  }
  return seats.sort((a, b) => b.at - a.at).slice(0, 50).map((s) => s.id);
}

// "Computer, greedy" for the computer, else the nickname.
function playerName(p) {
  if (p.deleted) return t("page-deleted-player");
  if (!p.nickname) return t("page-free-seat");
  return p.computer ? t("page-computer-player", { name: p.nickname }) : p.nickname;
}

// ---------- the board ----------

// The board of a picture: `url` (of /api/.../board) fetched beside the
// picture itself, `svgUrl`; both, or null if either fails.
async function fetchBoard(svgUrl, url) {
  const [r, b] = await Promise.all([fetch(svgUrl), fetch(url)]);
  if (!r.ok || !b.ok) return null;
  const [text, board] = await Promise.all([r.text(), b.json()]);
  return { text, board };
}

// The server's picture as an element to put in the page, with an empty
// layer on top (id `layerId`, or class `layerClass`) for the page's marks.
function pictureOf(text, layer) {
  const doc = new DOMParser().parseFromString(text, "image/svg+xml");
  const svg = doc.documentElement;
  if (svg.nodeName !== "svg") return null;
  svg.removeAttribute("width");
  svg.removeAttribute("height");
  const g = doc.createElementNS("http://www.w3.org/2000/svg", "g");
  for (const [k, v] of Object.entries(layer)) g.setAttribute(k, v);
  svg.append(g);
  return document.importNode(svg, true);
}

// The header's links to the book, shown when this server serves one (the
// server says so at /api/site, which always answers, so a site without a
// book logs no failed request).
if (document.querySelector(".needs-book")) {
  fetch("/api/site").then((r) => r.json()).then((site) => {
    if (site.book) for (const a of document.querySelectorAll(".needs-book")) a.hidden = false;
  }).catch(() => { /* the links stay hidden */ });
}

// An analysis (`analyse`'s, as the tables' and the studio's answers carry
// it) appended to `box`: the evaluation graph (the server's SVG) and the
// remarks on the moves the engine marks, or that it marks none.
function appendAnalysis(box, a) {
  const doc = new DOMParser().parseFromString(a.graph, "image/svg+xml");
  if (doc.documentElement.nodeName === "svg") {
    const svg = document.importNode(doc.documentElement, true);
    svg.removeAttribute("width");
    svg.removeAttribute("height");
    svg.setAttribute("role", "img");
    svg.setAttribute("aria-label", t("page-analysis-graph"));
    const figure = el("figure", null, "eval-graph");
    figure.append(svg);
    box.append(figure);
  }
  const marked = a.plies.filter((p) => p.glyph);
  const list = el("ol", null, "remarks");
  for (const p of marked) {
    const li = el("li");
    li.value = p.ply;
    li.textContent = t("page-analysis-remark", { ...sideArgs(p.side), ply: p.ply, move: p.played,
      glyph: p.glyph, kind: { "?!": "dubious", "?": "mistake", "??": "blunder" }[p.glyph] || "dubious",
      better: p.better || "", eval: p.eval });
    list.append(li);
  }
  box.append(marked.length ? list : el("p", t("page-analysis-clean"), "muted"));
}
