// The engine's analysis of the whole chapter (docs/studio.md): asked of
// the server (`GET /api/studies/ID/analysis?chapter=N`, one at a time per
// study, within the answer's time), shown as the evaluation after each
// move of the main line in the move list and as the evaluation graph;
// the editor may write it into the chapter as `suffragetto analyse`
// annotates a record (evaluations in comments, glyphs, the engine's
// variations). An analysis belongs to the chapter as it was when asked:
// any change to the chapter takes it off.
const Analysis = (() => {
  let shown = null; // { n, sgn, got }
  let ticking = null;

  // The analysis of chapter `c` (number `n`), if it is still that chapter.
  function of(n, c) {
    return shown && shown.n === n && shown.sgn === c.sgn ? shown.got : null;
  }

  // The evaluation after main-line move `index` (0-based), as text.
  function evalAt(n, c, index) {
    const a = of(n, c);
    const p = a && a.plies[index];
    return p ? p.eval : null;
  }

  function progress(on, plies) {
    const box = $("#analysis-progress");
    if (!box) return;
    box.hidden = !on;
    clearInterval(ticking);
    if (!on) return;
    const began = Date.now();
    const say = () => { $("#analysis-state").textContent = t("page-studio-analysing", { plies, seconds: Math.round((Date.now() - began) / 1000) }); };
    say();
    ticking = setInterval(say, 1000);
  }

  // The graph (the server's SVG) and the moves the engine marks.
  function draw(n, c) {
    const box = $("#chapter-analysis");
    const write = $("#analysis-write");
    if (!box) return;
    const a = of(n, c);
    box.hidden = !a;
    if (write) write.hidden = !a || !studio.editable;
    box.replaceChildren();
    if (!a) return;
    box.append(el("h3", t("page-studio-analysis-title")));
    appendAnalysis(box, a);
    box.append(el("p", t("page-analysis-about", { nodes: a.nodes }), "muted hint"));
  }

  async function ask() {
    const n = studio.n, c = studio.chapter();
    const button = $("#analyse-chapter");
    button.disabled = true;
    progress(true, c.tree.moves.length);
    try {
      const got = await api("GET", `/api/studies/${studio.id}/analysis?` + new URLSearchParams({ chapter: n }));
      shown = { n, sgn: c.sgn, got };
      message(t("page-studio-analysed"));
    } catch (e) { message(e.message); }
    progress(false);
    button.disabled = false;
    await show();
  }

  // Writes the annotated record into the chapter (an edit: undo takes it
  // back).
  function write() {
    const n = studio.n, c = studio.chapter();
    const a = of(n, c);
    if (!a) return;
    studio.undo.push(c.sgn);
    studio.saving = studio.saving.then(async () => {
      try {
        const got = await api("PUT", `/api/studies/${studio.id}/chapters/${n}`, { edit_key: studio.key, editor: studio.editor, sgn: a.sgn });
        studio.study.chapters[n - 1] = got;
        if (!Tree.exists(got.tree, studio.path)) studio.path = [];
        message(t("page-studio-analysis-written"));
      } catch (e) { studio.undo.pop(); message(e.message); }
      await show();
    });
  }

  function setUp() {
    const b = $("#analyse-chapter");
    if (b) b.addEventListener("click", ask);
    const w = $("#analysis-write");
    if (w) w.addEventListener("click", write);
  }

  return { setUp, draw, evalAt };
})();
