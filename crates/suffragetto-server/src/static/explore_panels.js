// The explorer's comparison: the variants chosen (built in, or a YAML file
// sent for this visit and checked by the server), one board per variant
// with the chosen piece's landings, the moves where they differ, and for a
// square asked about each variant's answer: legal, or the refusal in words
// with its rule point and the passage the variant cites.

// A built-in variant by its name in the page's language, a sent file's
// variant by the title it gives itself (its `name` is the file's name).
function titleOf(id) {
  const b = ex.builtins.find((v) => v.id === id);
  if (b) return b.name || b.title;
  const u = ex.uploads.find((v) => v.id === id);
  return u ? u.title : id;
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
  const all = ex.builtins.map((b) => ({ id: b.id, title: b.name || b.title, upload: false }))
    .concat(ex.uploads.map((u) => ({ id: u.id, title: u.title, upload: true })));
  for (const v of all) {
    const label = el("label", null, "check");
    const box1 = Object.assign(document.createElement("input"), { type: "checkbox", value: v.id, checked: ex.ids.includes(v.id) });
    box1.addEventListener("change", () => toggleVariant(v.id, box1));
    label.append(box1, el("span", v.title));
    if (v.upload) label.append(el("span", " " + t("page-explorer-your-file"), "muted"));
    box.append(label);
  }
  const play = $("#play-variant");
  play.replaceChildren(...ex.ids.filter((id) => !isUpload(id)).map((id) => Object.assign(el("option", titleOf(id)), { value: id })));
}

function toggleVariant(id, input) {
  $("#variant-error").textContent = "";
  if (input.checked && ex.ids.length >= 5) {
    input.checked = false;
    $("#variant-error").textContent = t("page-explorer-at-most-five");
    return;
  }
  if (!input.checked && ex.ids.length <= 2) {
    input.checked = true;
    $("#variant-error").textContent = t("page-explorer-at-least-two");
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
    $("#variant-error").textContent = t("page-explorer-file-too-big", { name: file.name, size: file.size, most: 65536 });
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
  if (v.invalid) return t("page-explorer-invalid", { why: v.invalid });
  if (v.winner) return t("page-explorer-won", sideArgs(v.winner));
  return t("page-explorer-legal-moves", { ...sideArgs(ex.data.to_move), n: v.moves.length });
}

// The chosen piece's moves under `v`, those the others disagree on marked.
function movesLine(p, v) {
  p.replaceChildren();
  if (v.invalid) return;
  if (!ex.selected) { p.append(el("span", t("page-explorer-click-piece"), "muted")); return; }
  const moves = movesFrom(v, ex.selected);
  if (!moves.length) { p.append(el("span", t("page-explorer-no-move-from", { square: ex.selected }), "muted")); return; }
  const differing = new Set(ex.data.differences.map((d) => d.move));
  moves.forEach((m, i) => {
    if (i) p.append(", ");
    const s = el("span", m.move, differing.has(m.move) ? "only" : null);
    s.title = t("page-move-kind", { kind: m.kind }) + (differing.has(m.move) ? t("page-explorer-not-every-reading") : "");
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
    // By keyboard as well (the board module's grid, docs/accessibility.md).
    B.keys(board, { label: t("page-a11y-panel-board", { variant: titleOf(v.id) }), board: () => ex.board,
      pick: (sq) => { if (ex.tool === "move") clickBoard(sq); } });
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
    list.append(el("li", t("page-explorer-nowhere"), "muted"));
    return;
  }
  // Moves every reading allows that lead to different positions.
  for (const c of after.slice(0, 20)) {
    const where = c.after.map((a) => t("page-explorer-after", { variant: titleOf(a.variant), ...sideArgs(a.to_move) })).join("; ");
    const what = c.differs.map((d) => t("page-aspect", { aspect: d })).join(", ");
    list.append(el("li", t("page-explorer-consequence", { move: c.move, what, where })));
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
    li.append(b, el("span", " " + t("page-explorer-allowed-refused", { allowed, refused })));
    list.append(li);
  }
  if (diffs.length > 60) list.append(el("li", t("page-explorer-more", { n: diffs.length - 60 }), "muted"));
}

// ---------- why not ----------

function hideWhy() { ex.why++; $("#why").hidden = true; }

// The citation of variant `id`'s rule: the source by its title (a
// program's file, version and line as well, which are how it is cited).
function citationText(c, id) {
  if (!c) return t("page-explorer-silent");
  let where = c.section;
  if (c.version && c.line) where = t("page-explorer-cite-program-line", { section: c.section, source: c.source, version: c.version, line: c.line });
  else if (c.version) where = t("page-explorer-cite-program", { section: c.section, source: c.source, version: c.version });
  const s = t("page-explorer-cite", { variant: titleOf(id), where });
  return c.quote ? t("page-explorer-cite-quote", { cite: s, quote: c.quote }) : s;
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
  $("#why-title").textContent = t("page-explorer-why-title", { from, to });
  const list = $("#why-list");
  list.replaceChildren();
  answers.forEach((a, i) => {
    const id = ex.data.variants[i].id;
    const li = el("li", null, a.legal ? "legal" : "refused");
    li.dataset.variant = id;
    li.append(el("strong", titleOf(id)), document.createTextNode(": "));
    if (a.legal) {
      li.append(el("span", t("page-explorer-legal-as", { move: a.canonical }) + " ", "verdict"));
      const b = el("button", t("page-explorer-play-it"), "secondary");
      b.type = "button";
      b.addEventListener("click", () => go(a.after, `${a.canonical} (${titleOf(id)})`));
      li.append(b);
    } else {
      li.append(el("span", t("page-explorer-not-legal") + " ", "verdict"), el("span", a.reason || "", "reason"));
      if (a.rule_point) {
        const rule = el("div", null, "rule");
        rule.append(t("page-rule-point") + " ", el("span", a.rule_title || "", "rule-title"));
        if (a.value) rule.append(": ", el("span", a.value, "rule-value"));
        if (a.status_words) rule.append(el("span", ` (${a.status_words})`, "muted"));
        li.append(rule, el("div", citationText(a.citation, id), "cite"));
      }
    }
    list.append(li);
  });
  $("#why").hidden = false;
}
