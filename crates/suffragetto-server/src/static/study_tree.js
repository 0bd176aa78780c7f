// The studio's move tree: a chapter as the server sends it (`tree`: its
// tags, start position, the comment before the first move and the main
// line; every move with its glyphs, comment, drawings, the position after
// it and its variations), the places in it, the changes the editor makes
// (a move played, a variation promoted or deleted) and the record it
// writes back (.sgn, docs/notation.md), which the server checks, replays
// and stores. A place is a path: the index of a move in the main line,
// then for each variation entered which variation and the index in it
// ([3, 0, 2]); [] is the start.
const Tree = (() => {
  // The line holding the move at `path` and the move's index in it.
  function lineAt(tree, path) {
    let line = tree.moves;
    for (let i = 0; i + 2 < path.length; i += 2) line = line[path[i]].variations[path[i + 1]];
    return { line, index: path.length ? path[path.length - 1] : -1 };
  }
  function nodeAt(tree, path) {
    if (!path.length) return null;
    const { line, index } = lineAt(tree, path);
    return line[index] || null;
  }
  function exists(tree, path) {
    try { return !path.length || !!nodeAt(tree, path); } catch (_) { return false; }
  }
  function positionAt(tree, path) {
    const n = nodeAt(tree, path);
    return n ? n.position : tree.start;
  }
  // Moves played from the start to `path`.
  function plyOf(path) {
    let n = 0;
    for (let i = 0; i < path.length; i += 2) n += path[i];
    return path.length ? n + 1 : 0;
  }
  function prev(path) {
    if (!path.length) return null;
    const p = path.slice(), last = p.length - 1;
    if (p[last] > 0) { p[last]--; return p; }
    if (p.length === 1) return [];
    p.splice(last - 1, 2);
    return prev(p);
  }
  function next(tree, path) {
    if (!path.length) return tree.moves.length ? [0] : null;
    const { line, index } = lineAt(tree, path);
    if (index + 1 >= line.length) return null;
    const p = path.slice();
    p[p.length - 1]++;
    return p;
  }
  function last(tree, path) {
    let p = path, n;
    while ((n = next(tree, p))) p = n;
    return p;
  }
  // The move `move` (canonical text) played at `path`: the move that
  // follows if it is the same, a variation starting with it if there is
  // one, else a new variation (or the line's next move where none
  // follows). Gives the new move's path.
  function play(tree, path, move) {
    const fresh = { move, glyphs: [], comment: "", drawings: [], position: "", variations: [] };
    const { line, index } = lineAt(tree, path);
    const base = path.length ? path.slice(0, -1) : [];
    const here = base.concat([index + 1]);
    const following = line[index + 1];
    if (!following) { line.push(fresh); return here; }
    if (following.move === move) return here;
    const vi = following.variations.findIndex((v) => v[0].move === move);
    if (vi >= 0) return here.concat([vi, 0]);
    following.variations.push([fresh]);
    return here.concat([following.variations.length - 1, 0]);
  }
  // Makes the variation holding `path` the line it branches from (the
  // line it replaced becomes a variation of it); the move's new path, or
  // null when it is on the main line already.
  function promote(tree, path) {
    if (path.length < 3) return null;
    const v = path[path.length - 2], k = path[path.length - 3];
    const { line } = lineAt(tree, path.slice(0, -2));
    const tail = line.splice(k);
    const head = tail[0];
    const chosen = head.variations.splice(v, 1)[0];
    const others = head.variations;
    head.variations = [];
    chosen[0].variations = [tail].concat(others, chosen[0].variations);
    line.push(...chosen);
    return path.slice(0, -3).concat([k + path[path.length - 1]]);
  }
  // Deletes the move at `path` and what follows it in its line (a
  // variation left empty goes); the place before it.
  function remove(tree, path) {
    if (!path.length) return path;
    const { line, index } = lineAt(tree, path);
    line.splice(index);
    if (!line.length && path.length >= 3) {
      const parent = nodeAt(tree, path.slice(0, -2));
      parent.variations.splice(path[path.length - 2], 1);
    }
    return prev(path);
  }
  // Braces end a comment and `[%` starts a command: neither stays in words.
  function words(text) {
    return String(text || "").replace(/[{}]/g, (c) => (c === "{" ? "(" : ")")).replace(/\[%/g, "[ %");
  }
  function drawing(d) {
    if (d.kind === "arrow") return `[%arrow ${d.from} ${d.to} ${d.colour}]`;
    if (d.kind === "mark") return `[%mark ${d.square} ${d.colour}]`;
    return `[%zone ${d.zone} ${d.colour}]`;
  }
  function comment(text, drawings) {
    const parts = [];
    if (text) parts.push(words(text));
    for (const d of drawings || []) parts.push(drawing(d));
    return parts.length ? "{" + parts.join(" ") + "}" : "";
  }
  function writeLine(nodes) {
    return nodes.map((n) => [n.move, ...n.glyphs, comment(n.comment, n.drawings),
      ...n.variations.map((v) => "(" + writeLine(v) + ")")].filter(Boolean).join(" ")).join(" ");
  }
  // The chapter as a record; its Result tag left out (the server's replay
  // says how the line ends).
  function sgn(tree) {
    const tags = tree.tags.filter(([k]) => k !== "Result")
      .map(([k, v]) => `[${k} "${String(v).replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"]`);
    const intro = comment(tree.intro, tree.intro_drawings);
    return tags.join("\n") + "\n\n" + (intro ? intro + "\n" : "") + writeLine(tree.moves) + "\n";
  }
  return { lineAt, nodeAt, exists, positionAt, plyOf, prev, next, last, play, promote, remove, sgn };
})();
if (typeof module === "object" && module.exports) module.exports = Tree;
