// Suffragetto online tables: what the lobby and the table share. Text from
// players is only ever set with textContent (never as HTML). The server
// sends this file first and then accounts.js, lobby.js, board.js, actions.js,
// table.js and app.js, as one script.
"use strict";

const $ = (sel) => document.querySelector(sel);
const el = (tag, text, cls) => {
  const e = document.createElement(tag);
  if (text !== undefined && text !== null) e.textContent = String(text);
  if (cls) e.className = cls;
  return e;
};
const SIDE_NAME = { S: "Suffragettes", P: "Police" };
const FILES = "abcdefghijklmnopq";
// Counters as the board draws them: colour and letter.
const PIECE = {
  S: { fill: "#2e7d32", ink: "#fff", name: ["rank-and-file", "rank-and-file"] },
  L: { fill: "#6a1b9a", ink: "#fff", name: ["Leader", "Leaders"] },
  P: { fill: "#1a237e", ink: "#fff", name: ["constable", "constables"] },
  I: { fill: "#ffffff", ink: "#1a237e", name: ["Inspector", "Inspectors"] },
};

// "1 Leader", "3 Leaders", "2 rank-and-file".
function count(n, letter) {
  return n + " " + PIECE[letter].name[n === 1 ? 0 : 1];
}

// The players' own words for an exchange of `large`+`small` from each side,
// told from `side`'s point of view.
function exchangeWords(large, small, side) {
  const s = [], p = [];
  if (large) { s.push(count(large, "L")); p.push(count(large, "I")); }
  if (small) { s.push(count(small, "S")); p.push(count(small, "P")); }
  const sw = s.join(" and "), pw = p.join(" and ");
  return side === "P" ? `${pw} for ${sw}` : `${sw} for ${pw}`;
}

// `X1+3` -> { large: 1, small: 3 }.
// An exchange proposal's counts, ranks matched; the squares a proposal may
// name (X1+2:b6,b5,b4) are left out: the table proposes with the fixed
// order's squares, which the server takes for a proposal without them.
function parseExchange(text) {
  const m = /^X(\d+)\+(\d+)(?::[a-q0-9,]+)?$/.exec(text || "");
  return m ? { large: +m[1], small: +m[2] } : null;
}

// A position string: the piece letter on each square, Prison and Hospital.
function parsePosition(text) {
  const f = (text || "").trim().split(/\s+/);
  const board = new Map();
  (f[0] || "").split("/").forEach((rank, i) => {
    let file = 0;
    for (const m of rank.matchAll(/(\d+)|([SLPI])/g)) {
      if (m[1]) file += +m[1];
      else board.set(FILES[file++] + (17 - i), m[2]);
    }
  });
  const counts = (s) => {
    const m = /^(\d+)\+(\d+)$/.exec(s || "");
    return m ? { large: +m[1], small: +m[2] } : { large: 0, small: 0 };
  };
  return { board, toMove: f[1], prison: counts(f[2]), hospital: counts(f[3]) };
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
  const seat = { token: answer.token, side: answer.side, key: answer.seat_key };
  localStorage.setItem("suffragetto-seat-" + answer.id, JSON.stringify(seat));
  return seat;
}

// "Computer, greedy" for the computer, else the nickname.
function playerName(p) {
  if (!p.nickname) return "(free seat)";
  return p.computer ? "Computer, " + p.nickname : p.nickname;
}

// ---------- squares on a drawn board ----------
// `view` is the page's state with `flip` (seen from the Police side) and
// `grid` (the squares' corner and size in the diagram's units).
const NS = "http://www.w3.org/2000/svg";

// The column and row of square `name` in the drawing, and back.
function cellIn(view, name) {
  const f = FILES.indexOf(name[0]);
  const r = parseInt(name.slice(1), 10) - 1;
  return view.flip ? { col: 16 - f, row: r } : { col: f, row: 16 - r };
}
function squareIn(view, col, row) {
  if (col < 0 || col > 16 || row < 0 || row > 16) return null;
  return view.flip ? FILES[16 - col] + (row + 1) : FILES[col] + (17 - row);
}

// Corner and size of a square in the drawing.
function boxIn(view, sq) {
  const g = view.grid, c = cellIn(view, sq);
  return { x: g.x + c.col * g.cell, y: g.y + c.row * g.cell, s: g.cell };
}

function shape(tag, attrs, cls) {
  const e = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (cls) e.setAttribute("class", cls);
  return e;
}

// A frame inside the edge of a square: marks it without covering its piece.
function frameIn(view, sq, cls) {
  const b = boxIn(view, sq), w = b.s * 0.09;
  return shape("rect", { x: b.x + w / 2, y: b.y + w / 2, width: b.s - w, height: b.s - w,
    "stroke-width": w, "data-square": sq }, cls);
}

// The square under a pointer event on `svg`.
function squareOfEventIn(view, svg, ev) {
  if (!svg || !view.grid) return null;
  const pt = svg.createSVGPoint();
  pt.x = ev.clientX; pt.y = ev.clientY;
  const p = pt.matrixTransform(svg.getScreenCTM().inverse());
  return squareIn(view, Math.floor((p.x - view.grid.x) / view.grid.cell), Math.floor((p.y - view.grid.y) / view.grid.cell));
}
