// The studio's pages (docs/studio.md): `/study/new` makes a study;
// `/study/ID` shows it (with the edit link `#key=…`, or to its owner
// signed in, the editor); `/embed/study/ID#chapter-2-ply-14` is the
// read-only viewer other sites frame. Every change is the chapter written
// back as a record (`PUT /api/studies/ID/chapters/N`), which the server
// checks and replays; what players write is only ever set as text.
const studio = {
  id: null, key: null, study: null, n: 1, path: [], flip: false,
  editable: false, embedded: document.body.classList.contains("embedded"),
  undo: [], pending: 0, presenting: false, teacher: null, following: true, saving: Promise.resolve(),
  chapter() { return this.study.chapters[this.n - 1]; },
};

const GLYPHS = [["!", "good"], ["?", "mistake"], ["!!", "brilliant"], ["??", "blunder"], ["!?", "interesting"], ["?!", "dubious"]];

function message(text) { const m = $("#message"); if (m) m.textContent = text || ""; }
function say(text) { message(text); }
function tree() { return studio.chapter().tree; }
function currentPosition() { return Tree.positionAt(tree(), studio.path); }
function currentDrawings() {
  const n = Tree.nodeAt(tree(), studio.path);
  return n ? n.drawings : (tree().intro_drawings = tree().intro_drawings || []);
}
function setDrawings(list) {
  const n = Tree.nodeAt(tree(), studio.path);
  if (n) n.drawings = list; else tree().intro_drawings = list;
  save(t("page-studio-drew"));
}

// ---------- showing ----------

async function show() {
  const c = studio.chapter();
  await loadPosition(currentPosition(), c.variant, studio.flip);
  drawTree();
  const n = Tree.nodeAt(tree(), studio.path);
  $("#ply").textContent = n ? t("page-studio-at-move", { ply: Tree.plyOf(studio.path), move: n.move + n.glyphs.join("") }) : t("page-studio-at-start");
  const view = $("#comment-view");
  view.textContent = n ? n.comment : tree().intro;
  const box = $("#comment");
  if (box) box.value = n ? n.comment : tree().intro;
  for (const b of document.querySelectorAll(".glyph")) b.setAttribute("aria-pressed", String(!!n && n.glyphs.includes(b.dataset.glyph)));
  setLinks();
  if (studio.presenting) present();
}

function moveButton(node, path) {
  const b = el("button", node.move + node.glyphs.join(""), "mv");
  b.type = "button";
  b.dataset.path = path.join(".");
  if (path.join(".") === studio.path.join(".")) { b.classList.add("current"); b.setAttribute("aria-current", "true"); }
  b.addEventListener("click", () => goTo(path, true));
  return b;
}

// A line as a paragraph of moves, its variations in brackets after the
// move they replace; comments as text after their move.
function lineElement(nodes, base, start, depth) {
  const wrap = el("span", null, depth ? "variation" : "mainline");
  nodes.forEach((node, i) => {
    const path = base.concat([i]);
    const ply = start + i;
    if (ply % 2 === 0 || i === 0) wrap.append(el("span", Math.floor(ply / 2) + 1 + (ply % 2 ? "…" : "."), "num"));
    wrap.append(moveButton(node, path));
    if (node.comment) wrap.append(el("span", node.comment, "tree-comment"));
    node.variations.forEach((v, vi) => {
      const vs = el("span", null, "var");
      vs.append("(", lineElement(v, path.concat([vi]), ply, depth + 1), ")");
      wrap.append(vs);
    });
  });
  return wrap;
}

function drawTree() {
  const box = $("#tree");
  box.replaceChildren();
  if (!tree().moves.length) { box.append(el("p", t("page-studio-no-moves"), "muted")); return; }
  box.append(lineElement(tree().moves, [], firstPly(), 0));
}

// The record's first ply number (a position string's own move count).
function firstPly() {
  const m = /\s(\d+)\s*$/.exec(tree().start || "");
  return m ? +m[1] : 0;
}

function drawChapters() {
  const nav = $("#chapters");
  nav.replaceChildren();
  studio.study.chapters.forEach((c, i) => {
    const b = el("button", (i + 1) + ". " + c.name, "chapter-tab");
    b.type = "button";
    if (i + 1 === studio.n) b.setAttribute("aria-current", "true");
    b.addEventListener("click", () => { studio.n = i + 1; studio.path = []; studio.undo = []; drawChapters(); show(); followedAway(); });
    nav.append(b);
  });
  if (studio.editable) {
    const add = el("button", t("page-studio-add-chapter"), "chapter-add");
    add.type = "button";
    add.addEventListener("click", addChapter);
    nav.append(add);
  }
}

function goTo(path, byHand) {
  if (!path || !Tree.exists(tree(), path)) return;
  studio.path = path;
  message("");
  show();
  if (byHand) followedAway();
}

function setLinks() {
  const base = `/api/studies/${studio.id}`;
  const at = "at=" + studio.path.join(".");
  const set = (id, href) => { const a = $(id); if (a) a.href = href; };
  set("#export-chapter", `${base}/chapters/${studio.n}.sgn`);
  set("#export-study", `${base}/study.sgn`);
  set("#export-book", `${base}/book.zip`);
  for (const f of ["svg", "png", "pdf"]) set("#diagram-" + f, `${base}/chapters/${studio.n}/diagram.${f}?${at}&flip=${studio.flip}`);
  set("#open-study", `/study/${studio.id}`);
  const origin = location.origin;
  if ($("#read-link")) $("#read-link").value = `${origin}/study/${studio.id}`;
  if ($("#edit-link")) $("#edit-link").value = studio.key ? `${origin}/study/${studio.id}#key=${studio.key}` : "";
  if ($("#embed-code")) $("#embed-code").value = `<iframe src="${origin}/embed/study/${studio.id}#chapter-${studio.n}-ply-${Tree.plyOf(studio.path)}" width="600" height="720"></iframe>`;
}

// ---------- editing ----------

// Writes the chapter back; the server's answer (canonical, replayed)
// takes the place of the page's tree. Changes go one after another.
function save(done, keepUndo) {
  const c = studio.chapter(), n = studio.n;
  const sgn = Tree.sgn(c.tree);
  if (!keepUndo) studio.undo.push(c.sgn);
  studio.pending++;
  studio.saving = studio.saving.then(async () => {
    try {
      const got = await api("PUT", `/api/studies/${studio.id}/chapters/${n}`, { edit_key: studio.key, sgn });
      studio.study.chapters[n - 1] = got;
      if (!Tree.exists(got.tree, studio.path)) studio.path = [];
      message(done || t("page-studio-saved"));
    } catch (e) {
      if (!keepUndo) studio.undo.pop();
      message(e.message);
      // The stored chapter is what counts.
      const back = await api("GET", `/api/studies/${studio.id}`).catch(() => null);
      if (back) studio.study = back;
    }
    await show();
    studio.pending--;
  });
  return studio.saving;
}

function playMove(text) {
  studio.path = Tree.play(tree(), studio.path, text);
  save();
}

function addGlyphButtons() {
  const bar = document.querySelector(".glyphs");
  if (!bar) return;
  for (const [g, id] of GLYPHS) {
    const b = el("button", g, "glyph");
    b.type = "button";
    b.dataset.glyph = g;
    b.title = t("page-studio-glyph-" + id);
    b.setAttribute("aria-label", t("page-studio-glyph-" + id));
    b.setAttribute("aria-pressed", "false");
    b.addEventListener("click", () => {
      const n = Tree.nodeAt(tree(), studio.path);
      if (!n) return;
      n.glyphs = n.glyphs.includes(g) ? [] : [g];
      save();
    });
    bar.append(b);
  }
}

function setUpEditor() {
  $("#save-comment").addEventListener("click", () => {
    const text = $("#comment").value;
    const n = Tree.nodeAt(tree(), studio.path);
    if (n) n.comment = text; else tree().intro = text;
    save();
  });
  $("#promote").addEventListener("click", () => {
    const p = Tree.promote(tree(), studio.path);
    if (p) { studio.path = p; save(); }
  });
  $("#delete").addEventListener("click", () => {
    if (!studio.path.length) return;
    studio.path = Tree.remove(tree(), studio.path);
    save();
  });
  $("#undo").addEventListener("click", undo);
  $("#clear-drawings").addEventListener("click", () => setDrawings([]));
  $("#present").addEventListener("change", (e) => { studio.presenting = e.target.checked; present(); });
  document.addEventListener("keydown", (e) => {
    if ((e.ctrlKey || e.metaKey) && e.key === "z" && !/^(TEXTAREA|INPUT)$/.test(e.target.tagName)) { e.preventDefault(); undo(); }
  });
}

function undo() {
  const before = studio.undo.pop();
  if (before === undefined) { message(t("page-studio-nothing-to-undo")); return; }
  studio.saving = studio.saving.then(async () => {
    try {
      const got = await api("PUT", `/api/studies/${studio.id}/chapters/${studio.n}`, { edit_key: studio.key, sgn: before });
      studio.study.chapters[studio.n - 1] = got;
      if (!Tree.exists(got.tree, studio.path)) studio.path = Tree.last(got.tree, []);
      message(t("page-studio-saved"));
    } catch (e) { message(e.message); }
    await show();
  });
}

async function addChapter() {
  const n = studio.study.chapters.length + 1;
  const c = studio.chapter();
  const sgn = `[Variant "${c.variant}"]\n\n`;
  try {
    const got = await api("PUT", `/api/studies/${studio.id}/chapters/${n}`, { edit_key: studio.key, sgn, name: t("page-studio-chapter-default", { n }), variant: c.variant });
    studio.study.chapters.push(got);
    studio.n = n;
    studio.path = [];
    studio.undo = [];
    drawChapters();
    show();
  } catch (e) { message(e.message); }
}

// ---------- the engine ----------

async function askEngine() {
  const out = $("#engine-out");
  out.textContent = t("page-studio-thinking");
  try {
    const got = await api("GET", `/api/studies/${studio.id}/analyse?` + new URLSearchParams({ chapter: studio.n, position: currentPosition() }));
    out.textContent = got.line.length ? t("page-studio-engine-out", { eval: got.eval, line: got.line.join(" ") }) : t("page-studio-engine-none");
  } catch (e) { out.textContent = e.message; }
}

// ---------- a lesson, live ----------

function present() {
  if (!studio.editable) return;
  const place = studio.presenting ? { chapter: studio.n, path: studio.path } : null;
  api("POST", `/api/studies/${studio.id}/present`, { edit_key: studio.key, place }).catch((e) => message(e.message));
}

function followedAway() {
  if (studio.editable || !studio.teacher) return;
  const at = studio.teacher;
  studio.following = at.chapter === studio.n && at.path.join(".") === studio.path.join(".");
  drawFollow();
}

function drawFollow() {
  const box = $("#follow");
  if (!box) return;
  box.hidden = studio.editable || !studio.teacher;
  $("#follow-state").textContent = !studio.teacher ? t("page-studio-not-presenting")
    : studio.following ? t("page-studio-following") : t("page-studio-looking-away");
  $("#follow-back").hidden = studio.following;
}

async function toTeacher() {
  const at = studio.teacher;
  if (!at) return;
  if (at.chapter !== studio.n) {
    // A chapter the teacher changed meanwhile: read the study again.
    const fresh = await api("GET", `/api/studies/${studio.id}`).catch(() => null);
    if (fresh) studio.study = fresh;
    studio.n = Math.min(at.chapter, studio.study.chapters.length);
    drawChapters();
  } else if (!Tree.exists(tree(), at.path)) {
    const fresh = await api("GET", `/api/studies/${studio.id}`).catch(() => null);
    if (fresh) studio.study = fresh;
  }
  studio.following = true;
  goTo(Tree.exists(tree(), at.path) ? at.path : [], false);
  drawFollow();
}

function follow() {
  const events = new EventSource(`/api/studies/${studio.id}/events`);
  events.addEventListener("place", (e) => {
    let place = null;
    try { place = JSON.parse(e.data); } catch (_) { place = null; }
    studio.teacher = place;
    if (place && studio.following) toTeacher();
    drawFollow();
  });
  $("#follow-back").addEventListener("click", toTeacher);
}

// ---------- the pages ----------

function setUpNavigation() {
  $("#go-first").addEventListener("click", () => goTo([], true));
  $("#go-back").addEventListener("click", () => goTo(Tree.prev(studio.path), true));
  $("#go-forward").addEventListener("click", () => goTo(Tree.next(tree(), studio.path), true));
  $("#go-last").addEventListener("click", () => goTo(Tree.last(tree(), studio.path), true));
  const flip = $("#flip");
  if (flip) flip.addEventListener("click", () => { studio.flip = !studio.flip; show(); });
  const engine = $("#engine");
  if (engine) engine.addEventListener("click", askEngine);
  const handout = $("#handout-form");
  if (handout) handout.addEventListener("submit", (e) => {
    e.preventDefault();
    const q = new URLSearchParams({ chapter: studio.n, paper: $("#handout-paper").value, per_page: $("#handout-per-page").value });
    const plies = $("#handout-plies").value.replace(/\s+/g, "");
    if (plies) q.set("plies", plies);
    location.href = `/api/studies/${studio.id}/handout.pdf?` + q;
  });
  // Left and right arrows step through the moves when the board does not
  // have the keyboard.
  document.addEventListener("keydown", (e) => {
    if (/^(TEXTAREA|INPUT|SELECT)$/.test(e.target.tagName) || e.target.closest("#board")) return;
    if (e.key === "ArrowLeft") goTo(Tree.prev(studio.path), true);
    else if (e.key === "ArrowRight") goTo(Tree.next(tree(), studio.path), true);
  });
}

// `#chapter-2-ply-14`: chapter 2 after 14 plies of its main line.
function placeOfHash() {
  const m = /^#chapter-(\d+)(?:-ply-(\d+))?$/.exec(location.hash);
  if (!m) return;
  studio.n = Math.max(1, Math.min(+m[1], studio.study.chapters.length));
  const ply = +(m[2] || 0);
  const len = tree().moves.length;
  studio.path = ply > 0 ? [Math.min(ply, len) - 1] : [];
  if (!len) studio.path = [];
}

async function openStudy(id) {
  studio.id = id;
  const key = /^#key=([0-9a-f]{16,64})$/.exec(location.hash);
  studio.key = key ? key[1] : null;
  try {
    studio.study = await api("GET", `/api/studies/${id}`);
  } catch (e) { message(e.message); return; }
  if (!studio.embedded) {
    if (studio.key || studio.study.mine) {
      studio.editable = await api("POST", `/api/studies/${id}/key`, { edit_key: studio.key }).then(() => true, () => false);
    }
    $("#study-mode").textContent = t(studio.editable ? "page-studio-mode-edit" : "page-studio-mode-read");
    document.body.classList.toggle("can-edit", studio.editable);
    for (const e of document.querySelectorAll(".edit-only")) e.hidden = !studio.editable;
  }
  document.title = studio.study.title;
  $("#study-title").textContent = studio.study.title;
  placeOfHash();
  setUpBoard();
  setUpNavigation();
  if (studio.editable) { addGlyphButtons(); setUpEditor(); }
  drawChapters();
  $("#study").hidden = false;
  if (studio.editable && studio.study.present) {
    studio.presenting = true;
    $("#present").checked = true;
  }
  if (!studio.embedded && !studio.editable) {
    follow();
    const p = studio.study.present;
    if (p) { studio.teacher = p; await toTeacher(); return; }
  }
  await show();
  drawFollow();
}

// ---------- a new study ----------

async function newStudy() {
  $("#new-study").hidden = false;
  const select = $("#new-variant");
  try {
    const list = await api("GET", "/api/variants");
    for (const v of list.variants || list) {
      const o = el("option", v.name || v.title || v.id);
      o.value = v.id;
      select.append(o);
    }
  } catch (_) {
    const o = el("option", "english");
    o.value = "english";
    select.append(o);
  }
  const params = new URLSearchParams(location.search);
  if (params.get("position")) {
    $("#new-position").value = params.get("position");
    document.querySelector('input[name="from"][value="position"]').checked = true;
  }
  const rows = () => {
    const from = document.querySelector('input[name="from"]:checked').value;
    $("#new-position-row").hidden = from !== "position";
    $("#new-sgn-row").hidden = from !== "sgn";
    $("#new-table-row").hidden = from !== "table";
  };
  for (const r of document.querySelectorAll('input[name="from"]')) r.addEventListener("change", rows);
  rows();
  $("#new-form").addEventListener("submit", async (e) => {
    e.preventDefault();
    $("#new-error").textContent = "";
    const from = document.querySelector('input[name="from"]:checked').value;
    const chapter = { name: $("#new-chapter").value, variant: select.value };
    if (from === "position") chapter.position = $("#new-position").value.trim();
    if (from === "table") chapter.table = ($("#new-table").value.trim().match(/([0-9a-f]{16,})\/?$/) || [])[1] || $("#new-table").value.trim();
    if (from === "sgn") {
      const file = $("#new-sgn").files[0];
      if (file) chapter.sgn = await file.text();
    }
    try {
      const made = await api("POST", "/api/studies", { title: $("#new-title").value, chapters: [chapter] });
      location.href = made.edit_url;
    } catch (err) { $("#new-error").textContent = err.message; }
  });
  if (ME) {
    try {
      const mine = await api("GET", "/api/me/studies");
      const list = $("#my-studies-list");
      for (const s of mine.studies) {
        const li = el("li");
        const a = el("a", s.title);
        a.href = s.url;
        li.append(a, " ", el("span", t("page-studio-chapter-count", { n: s.chapters }), "muted"));
        list.append(li);
      }
      if (!mine.studies.length) list.append(el("li", t("page-studio-none-yet"), "muted"));
      $("#my-studies").hidden = false;
    } catch (_) { /* signed out meanwhile */ }
  }
}

async function startStudio() {
  if (!studio.embedded) {
    const sw = $("#language-switch");
    if (sw) sw.replaceChildren(languageSwitch());
    await loadMe();
    const out = $("#nav-sign-out");
    if (out) out.addEventListener("click", signOut);
  }
  const m = /^\/(?:embed\/)?study\/([0-9a-f]+)$/.exec(location.pathname);
  if (m) await openStudy(m[1]);
  else await newStudy();
}
startStudio();
