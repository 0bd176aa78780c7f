// The table in words, for a screen reader (docs/accessibility.md): a live
// region says every move as it is played, in the server's words in the
// visitor's language (/api/tables/ID/said), then the result; a second,
// assertive one says what the keyboard's cursor is on (board_keys.js) and
// what a command of the move box answers (move_box.js). Both regions are
// made here, before anything is said into them, and are seen by no one.
const said = { plies: null, result: null, polite: null, now: null, queue: null };

// A region seen by no one but read out: `live` polite or assertive.
function liveRegion(id, live) {
  const p = el("p");
  p.id = id;
  p.setAttribute("aria-live", live);
  p.setAttribute("aria-atomic", "true");
  p.className = "sr-only";
  $("#game").append(p);
  return p;
}

function announceStart() {
  said.polite = liveRegion("said-moves", "polite");
  said.now = liveRegion("said-now", "assertive");
}

// Says `text` now, into the assertive region (the cursor, a command's answer).
function sayNow(text) {
  if (!said.now) return;
  // The same words twice in a row are read again.
  said.now.textContent = said.now.textContent === text ? text + "\u00a0" : text;
}

// Says `text` into the polite region, after what is being read.
function sayMoves(text) {
  if (said.polite) said.polite.textContent = text;
}

// Called with every state the page draws: says the moves played since the
// last state said (none for the first: the page was just opened), then
// the result once the game is over. States are said in the order drawn.
function announceState(v) {
  said.queue = (said.queue || Promise.resolve()).then(() => announceNow(v));
}

async function announceNow(v) {
  const n = v.moves.length, parts = [];
  if (said.plies === null || n < said.plies) {
    said.plies = n;
    said.result = v.result || null;
    return;
  }
  if (n > said.plies) {
    const from = said.plies;
    said.plies = n;
    try {
      const got = await api("GET", `/api/tables/${game.id}/said?from=${from}`);
      parts.push(...got.said.slice(0, n - from));
    } catch (_) {
      parts.push(...v.moves.slice(from));
    }
  }
  if (v.result && v.result !== said.result) {
    said.result = v.result;
    parts.push($("#banner-text").textContent);
  }
  if (!parts.length) return;
  // Whose move it is in the state said, not in the one drawn by now.
  const mine = !v.result && mySide() === v.to_move ? " " + t("page-a11y-your-move") : "";
  sayMoves(parts.map((p) => p.replace(/[.\s]+$/, "")).join(". ") + "." + mine);
}
