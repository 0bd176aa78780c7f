// The explorer's comparison: the variants chosen (built in, or a YAML file
// sent for this visit and checked by the server), one board per variant
// with the chosen piece's landings, the moves where they differ, and for a
// square asked about each variant's answer: legal, or the refusal in words
// with its rule point and the passage the variant cites.
const KIND_WORDS = { step: "step", hop: "hop", capture: "capture", exchange: "exchange", answer: "answer", pass: "pass" };

function titleOf(id) {
  const b = ex.builtins.find((v) => v.id === id) || ex.uploads.find((u) => u.id === id);
  return b ? b.title : id;
}
const isUpload = (id) => ex.uploads.some((u) => u.id === id);
const usedUploads = () => ex.uploads.filter((u) => ex.ids.includes(u.id)).map((u) => ({ name: u.name, text: u.text }));

// ---------- asking the server ----------

// The position `text` under the chosen variants, changed first by `edit`
// (the server writes the changed position) if given.
async function fetchExplore(text, edit) {
  const uploads = usedUploads();
  if (uploads.length || edit) return api("POST", "/api/explore", { position: text, variants: ex.ids, uploads, edit });
  return api("GET", "/api/explore?" + new URLSearchParams({ position: text, variants: ex.ids.join(",") }));
}

async function explainOne(id, text) {
  const body = { variant: id, position: current(), move: text };
  try {
    if (isUpload(id)) return await api("POST", "/api/explain", { ...body, uploads: usedUploads() });
    return await api("GET", "/api/explain?" + new URLSearchParams(body));
  } catch (e) {
    return { variant: id, legal: false, reason: e.message, rule_point: null };
  }
}

// ---------- choosing variants ----------

function renderChoice() {
  const box = $("#variant-choice");
  box.replaceChildren();
  const all = ex.builtins.map((b) => ({ id: b.id, title: b.title, upload: false }))
    .concat(ex.uploads.map((u) => ({ id: u.id, title: u.title, upload: true })));
  for (const v of all) {
    const label = el("label", null, "check");
    const box1 = Object.assign(document.createElement("input"), { type: "checkbox", value: v.id, checked: ex.ids.includes(v.id) });
    box1.addEventListener("change", () => toggleVariant(v.id, box1));
    label.append(box1, el("span", v.title));
    if (v.upload) label.append(el("span", " (your file)", "muted"));
    box.append(label);
  }
  const play = $("#play-variant");
  play.replaceChildren(...ex.ids.filter((id) => !isUpload(id)).map((id) => Object.assign(el("option", titleOf(id)), { value: id })));
}

function toggleVariant(id, input) {
  $("#variant-error").textContent = "";
  if (input.checked && ex.ids.length >= 5) {
    input.checked = false;
    $("#variant-error").textContent = "At most five at once: leave one out first.";
    return;
  }
  if (!input.checked && ex.ids.length <= 2) {
    input.checked = true;
    $("#variant-error").textContent = "Compare at least two: choose another first.";
    return;
  }
  const order = ex.builtins.map((b) => b.id).concat(ex.uploads.map((u) => u.id));
  const chosen = new Set(ex.ids);
  if (input.checked) chosen.add(id); else chosen.delete(id);
  ex.ids = order.filter((x) => chosen.has(x));
  renderChoice();
  show().then((why) => { if (why) message(why); });
}

// A YAML file read and checked by the server; its errors shown as the
// command line gives them (file, line, column).
async function uploadVariant(file) {
  $("#variant-error").textContent = "";
  if (!file) return;
  if (file.size > 64 * 1024) {
    $("#variant-error").textContent = `${file.name}: ${file.size} bytes: a variant file sent here may have at most 65536`;
    return;
  }
  const text = await file.text();
  try {
    const v = await api("POST", "/api/explore/variant", { name: file.name, text });
    ex.uploads = ex.uploads.filter((u) => u.id !== v.id).concat([{ name: file.name, text, id: v.id, title: v.title }]);
    if (!ex.ids.includes(v.id) && ex.ids.length < 5) ex.ids.push(v.id);
    renderChoice();
    const why = await show();
    if (why) message(why);
  } catch (e) {
    $("#variant-error").textContent = e.message;
  }
}

// ---------- one board per variant ----------

function summary(v) {
  if (v.invalid) return "Not a position of these rules: " + v.invalid;
  if (v.winner) return `The ${SIDE_NAME[v.winner]} have won.`;
  const n = v.moves.length;
  return `${n} legal move${n === 1 ? "" : "s"} for the ${SIDE_NAME[ex.data.to_move]}.`;
}

// The chosen piece's moves under `v`, those the others disagree on marked.
function movesLine(p, v) {
  p.replaceChildren();
  if (v.invalid) return;
  if (!ex.selected) { p.append(el("span", "Click a piece to see where it may go.", "muted")); return; }
  const moves = movesFrom(v, ex.selected);
  if (!moves.length) { p.append(el("span", `No move from ${ex.selected}.`, "muted")); return; }
  const differing = new Set(ex.data.differences.map((d) => d.move));
  moves.forEach((m, i) => {
    if (i) p.append(", ");
    const s = el("span", m.move, differing.has(m.move) ? "only" : null);
    s.title = KIND_WORDS[m.kind] + (differing.has(m.move) ? "; not every reading allows it" : "");
    p.append(s);
  });
}

function renderPanels() {
  const box = $("#panels");
  box.replaceChildren();
  if (!ex.data || !ex.svg) return;
  for (const v of ex.data.variants) {
    const card = el("section", null, "card panel");
    card.dataset.variant = v.id;
    const board = el("div", null, "mini-board");
    const svg = boardCopy();
    board.append(svg);
    board.addEventListener("click", (ev) => { if (ex.tool === "move") clickBoard(squareOfEvent(svg, ev)); });
    card.append(el("h4", titleOf(v.id)), el("p", summary(v), "muted panel-summary"), board, el("p", null, "panel-moves"));
    box.append(card);
  }
  redrawPanels();
}

function redrawPanels() {
  if (!ex.data) return;
  for (const card of document.querySelectorAll("#panels .panel")) {
    const v = ex.data.variants.find((x) => x.id === card.dataset.variant);
    if (!v) continue;
    drawPanelLayer(card.querySelector("g.hl"), v);
    movesLine(card.querySelector(".panel-moves"), v);
  }
}

// ---------- where they differ ----------

function renderDifferences() {
  const list = $("#differences");
  list.replaceChildren();
  const diffs = ex.data ? ex.data.differences : [];
  const after = ex.data ? ex.data.consequences || [] : [];
  if (!diffs.length && !after.length) {
    list.append(el("li", "Nowhere: every reading allows the same moves here, and each leads to the same position.", "muted"));
    return;
  }
  // Moves every reading allows that lead to different positions.
  for (const c of after.slice(0, 20)) {
    const where = c.after.map((a) => `${titleOf(a.variant)}: ${SIDE_NAME[a.to_move]} to move`).join("; ");
    list.append(el("li", `${c.move}: allowed by every reading, but it leads to a different position (${c.differs.join(", ")}). ${where}.`));
  }
  for (const d of diffs.slice(0, 60)) {
    const li = el("li");
    const b = el("button", d.move, "ply");
    b.type = "button";
    b.addEventListener("click", () => {
      if (!d.from || !d.to) return;
      chooseTool("move");
      ex.selected = d.from; ex.target = d.to;
      redraw();
      askWhy(d.from, d.to);
    });
    const allowed = d.allowed_by.map(titleOf).join(", ");
    const refused = d.refused_by.map((e) => titleOf(e.variant)).join(", ");
    li.append(b, el("span", ` allowed by ${allowed}; refused by ${refused}.`));
    list.append(li);
  }
  if (diffs.length > 60) list.append(el("li", `and ${diffs.length - 60} more.`, "muted"));
}

// ---------- why not ----------

function hideWhy() { ex.why++; $("#why").hidden = true; }

// The citation of variant `id`'s rule: the source by its title (a
// program's file, version and line as well, which are how it is cited).
function citationText(c, id) {
  if (!c) return "The sources are silent here: the project's convention (docs/conventions.md).";
  let s = `Source: ${titleOf(id)}, ${c.section}`;
  if (c.version) s += ` (${c.source}, version ${c.version}`;
  if (c.version && c.line) s += `, line ${c.line}`;
  if (c.version) s += ")";
  if (c.quote) s += `: \u201c${c.quote}\u201d`;
  return s;
}

// Each variant's answer for the piece on `from` going to `to`: its own
// move there if it has one, else the move another reading allows (or the
// plain `from-to`), explained.
async function askWhy(from, to) {
  const ask = ++ex.why;
  const valid = ex.data.variants.filter((v) => !v.invalid);
  const own = (v) => movesFrom(v, from).find((m) => m.to === to);
  const someone = valid.map(own).find((m) => m);
  const fallback = someone ? someone.move : `${from}-${to}`;
  const answers = await Promise.all(ex.data.variants.map((v) => explainOne(v.id, own(v) ? own(v).move : fallback)));
  if (ask !== ex.why) return;
  $("#why-title").textContent = `The piece on ${from} to ${to}`;
  const list = $("#why-list");
  list.replaceChildren();
  answers.forEach((a, i) => {
    const id = ex.data.variants[i].id;
    const li = el("li", null, a.legal ? "legal" : "refused");
    li.dataset.variant = id;
    li.append(el("strong", titleOf(id)), document.createTextNode(": "));
    if (a.legal) {
      li.append(el("span", `legal, as ${a.canonical}. `, "verdict"));
      const b = el("button", "Play it", "secondary");
      b.type = "button";
      b.addEventListener("click", () => go(a.after, `${a.canonical} (${titleOf(id)})`));
      li.append(b);
    } else {
      li.append(el("span", "not legal: ", "verdict"), el("span", a.reason || "", "reason"));
      if (a.rule_point) {
        const rule = el("div", null, "rule");
        rule.append("Rule point: ", el("span", a.rule_title || "", "rule-title"), " (", el("code", a.rule_point), ")");
        if (a.value) rule.append(": ", el("span", a.value, "rule-value"));
        if (a.status_words) rule.append(el("span", ` (${a.status_words})`, "muted"));
        li.append(rule, el("div", citationText(a.citation, id), "cite"));
      }
    }
    list.append(li);
  });
  $("#why").hidden = false;
}
