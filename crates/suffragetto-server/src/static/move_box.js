// The move box (docs/accessibility.md): a move typed in the notation
// (docs/notation.md), completed where the squares typed so far begin only
// one legal chain, with the legal moves that go on from them offered as
// the box's list; and, as in lichess's blind mode, questions about the
// board answered in words: p (your pieces), o (the other side's), c (which
// can capture), a square (what is on it and where it may go), l (the last
// move), s (the state of the game), h (help). An answer is shown under the
// box and said (announce.js).

// The squares of a typed move: "g4-e6xe8" -> ["g4", "e6", "e8"].
function typedSquares(text) {
  return text.trim().toLowerCase().split(/\s*[-x]\s*/).filter((s) => s !== "");
}

// The legal moves that begin with `text`: a step or chain whose squares
// begin with the squares typed (the last one perhaps half typed), or an
// exchange, answer or pass whose text begins with it.
function movesStarting(text) {
  const v = game.view;
  if (!v) return [];
  const typed = typedSquares(text), last = typed.length - 1;
  const byPath = pathMoves().filter((m) => typed.length <= m.squares.length &&
    typed.every((s, i) => (i < last ? m.squares[i] === s : m.squares[i].startsWith(s))));
  const rest = v.legal_moves.filter((m) => !/^[a-q]\d/.test(m) && m.toLowerCase().startsWith(text.trim().toLowerCase()));
  return byPath.map((m) => m.text).concat(rest);
}

// The move to play for `text`: the legal move whose squares are the ones
// typed, else the one legal move that goes on from them, else the text as
// typed (the server explains why it is refused); null when several go on.
function completeMove(text) {
  const typed = typedSquares(text);
  if (!/^[a-q]\d/.test(text.trim()) || typed.length < 2) return text.trim();
  const exact = pathMoves().find((m) => m.squares.length === typed.length && m.squares.every((s, i) => s === typed[i]));
  if (exact) return exact.text;
  const going = movesStarting(text);
  return going.length === 1 ? going[0] : going.length ? null : text.trim();
}

// Offers the moves that go on from what is typed as the box's list.
function offerMoves() {
  const list = $("#move-options"), text = $("#move-input").value;
  if (!list) return;
  list.replaceChildren();
  if (!text.trim()) return;
  for (const m of movesStarting(text).slice(0, 40)) {
    const o = el("option");
    o.value = m;
    list.append(o);
  }
}

function answer(text) {
  $("#move-answer").textContent = text;
  sayNow(text);
}

// The name of each kind, as many.
const KIND_WORDS = { S: "page-rank-and-file", L: "page-leaders", P: "page-constables", I: "page-inspectors" };

// The pieces of side `side` in words, kind by kind.
function piecesWords(side) {
  const b = game.board, kinds = {};
  for (const sq of SfBoard.occupied(b)) {
    const p = SfBoard.pieceAt(b, sq);
    if (p.side === side) (kinds[p.letter] = kinds[p.letter] || []).push(sq);
  }
  const order = side === "S" ? ["L", "S"] : ["I", "P"];
  const parts = order.filter((l) => kinds[l]).map((l) => t("page-a11y-kind", { kind: t(KIND_WORDS[l]), squares: kinds[l].join(", ") }));
  return t("page-a11y-pieces", { ...sideArgs(side), list: parts.join("; ") || t("page-a11y-none") });
}

// What is on square `sq` and the legal moves that start there.
function squareAnswer(sq) {
  const moves = myTurn() ? pathMoves().filter((m) => m.squares[0] === sq).map((m) => m.text) : [];
  const words = squareWords(sq);
  if (!SfBoard.pieceAt(game.board, sq) || SfBoard.pieceAt(game.board, sq).side !== mySide()) return words;
  return words + "; " + t("page-a11y-square-moves", { n: moves.length, list: moves.join(", ") });
}

// The answer to a question about the board, or null if `text` is none.
async function question(text) {
  const q = text.trim().toLowerCase(), v = game.view, b = game.board;
  if (!v || !b) return null;
  const is = (letter, id) => q === letter || q === t(id).toLowerCase() || q === id.replace("page-a11y-cmd-", "");
  const me = mySide() || v.to_move, them = me === "S" ? "P" : "S";
  if (is("p", "page-a11y-cmd-pieces")) return piecesWords(me);
  if (is("o", "page-a11y-cmd-others")) return piecesWords(them);
  if (is("c", "page-a11y-cmd-captures")) {
    const caps = (v.legal || []).filter((m) => m.path && m.captures && m.captures.length).map((m) => m.move);
    return t("page-a11y-captures", { n: caps.length, list: caps.join(", ") });
  }
  if (is("l", "page-a11y-cmd-last")) {
    if (!v.moves.length) return t("page-a11y-no-last");
    const got = await api("GET", `/api/tables/${game.id}/said?from=${v.moves.length - 1}`);
    return got.said[0];
  }
  if (is("s", "page-a11y-cmd-status")) {
    return [$("#status").textContent, $("#banner-text").textContent, $("#captive-counts").textContent]
      .filter((s) => s && s.trim()).join(" ");
  }
  if (is("h", "page-a11y-cmd-help") || q === "?") return t("page-a11y-moves-hint");
  if (/^[a-q](1[0-7]|[1-9])$/.test(q) && SfBoard.rect(b, q)) return squareAnswer(q);
  return null;
}

// The box's answer to what was typed: a question answered, or the move to
// send (null: nothing to send).
async function moveBoxSubmit(text) {
  const said = await question(text);
  if (said !== null) {
    answer(said);
    $("#move-input").value = "";
    return null;
  }
  const mv = completeMove(text);
  if (mv === null) {
    const going = movesStarting(text);
    answer(t("page-a11y-goes-on", { moves: going.length, list: going.slice(0, 12).join(", ") }));
    return null;
  }
  answer("");
  return mv;
}

// The box's hint (its description), list and answer line, made once;
// its name is its label's.
function moveBoxStart() {
  const input = $("#move-input"), form = $("#move-form");
  input.setAttribute("list", "move-options");
  input.setAttribute("aria-describedby", "move-hint");
  const list = el("datalist");
  list.id = "move-options";
  const hint = el("p", t("page-a11y-moves-hint"), "muted hint");
  hint.id = "move-hint";
  const out = el("p", "", "move-answer");
  out.id = "move-answer";
  form.append(list);
  form.after(hint, out);
  input.addEventListener("input", offerMoves);
}
