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
const SIDE_NAME = { S: "Suffragettes", P: "Police" };
// The pieces as the players count them (their colours come with the board).
const PIECE = {
  S: { name: ["rank-and-file", "rank-and-file"] },
  L: { name: ["Leader", "Leaders"] },
  P: { name: ["constable", "constables"] },
  I: { name: ["Inspector", "Inspectors"] },
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
