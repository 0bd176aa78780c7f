// The table's board by keyboard (the board module's `keys`,
// docs/accessibility.md): Tab reaches the board; the arrow keys move the
// cursor over the squares; Enter or Space picks the piece under it and then
// each landing of its step or hop chain, as a click does; Enter on the end
// of a chain that may stop there plays it; Escape puts the piece down.
// Each square the cursor reaches, and what picking did, is said
// (announce.js).

// The squares the picked piece may go to next.
function landingsNext() {
  const next = new Set(), n = game.path.length;
  if (!n) return next;
  for (const m of extending(game.path)) if (m.squares.length > n) next.add(m.squares[n]);
  return next;
}

// The legal move that ends where the picked chain is now, if it may stop.
function chainEnd() {
  const n = game.path.length;
  return n > 1 ? extending(game.path).find((m) => m.squares.length === n) || null : null;
}

// A piece in words: "Leader, Suffragettes".
function pieceWords(p) {
  return t("page-a11y-piece", { name: t("page-piece-" + PIECE_ID[p.letter]), ...sideArgs(p.side) });
}

// Square `sq` in words: "e6, rank-and-file, Suffragettes, yours, a landing".
function squareWords(sq) {
  const b = game.board, p = SfBoard.pieceAt(b, sq), zone = SfBoard.zoneOf(b, sq);
  const parts = [sq];
  if (p) {
    parts.push(pieceWords(p));
    if (p.side === mySide()) parts.push(t("page-a11y-mine"));
  } else {
    parts.push(t("page-a11y-empty"));
  }
  if (zone && zone.zone !== "arena") parts.push(t("page-a11y-zone", { zone: zone.zone }));
  if (landingsNext().has(sq)) parts.push(t("page-a11y-landing"));
  else if (chainEnd() && game.path[game.path.length - 1] === sq) parts.push(t("page-a11y-chain-end"));
  return parts.join(", ");
}

// What picking did, in words.
function pickedWords() {
  const n = game.path.length;
  if (!n) return $("#message").textContent || t("page-a11y-put-down");
  const square = game.path[n - 1], squares = [...landingsNext()].join(", ");
  if (!squares) return t("page-a11y-playing", { move: game.path.join("-") });
  return t(chainEnd() ? "page-a11y-picked-stop" : "page-a11y-picked", { square, squares });
}

function pickByKey(sq) {
  if (!canMove()) {
    sayNow(t(game.looking !== null ? "page-a11y-looking-back" : "page-a11y-not-your-move"));
    return;
  }
  const end = chainEnd();
  if (end && game.path[game.path.length - 1] === sq) {
    sayNow(t("page-a11y-playing", { move: end.text }));
    send(end.text);
    return;
  }
  clickSquare(sq);
  sayNow(pickedWords());
}

function watchBoardKeys() {
  game.keys = SfBoard.keys($("#board"), {
    label: t("page-a11y-board"),
    board: () => game.board,
    // The picked piece, else the player's first piece.
    start: () => game.path[game.path.length - 1] ||
      (game.board && SfBoard.occupied(game.board).find((sq) => SfBoard.pieceAt(game.board, sq).side === mySide())),
    say: (sq) => sayNow(squareWords(sq)),
    pick: pickByKey,
    cancel: () => {
      game.path = [];
      renderActions(); drawLayer();
      sayNow(t("page-a11y-put-down"));
    },
  });
}
