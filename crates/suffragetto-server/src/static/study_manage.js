// The editor manages the study (docs/studio.md): renames it or deletes it,
// and renames, moves and deletes the chosen chapter; each change is one
// call (`PATCH`/`DELETE /api/studies/ID`, `PUT /api/studies/ID/chapters`
// with the chapters in their new order), after which the page reads the
// study again.
const Manage = (() => {
  function fill() {
    const title = $("#rename-title"), name = $("#rename-chapter");
    if (title && document.activeElement !== title) title.value = studio.study.title;
    if (name && document.activeElement !== name) name.value = studio.chapter().name;
    const n = studio.study.chapters.length;
    const set = (id, off) => { const b = $(id); if (b) b.disabled = off; };
    set("#chapter-earlier", studio.n <= 1);
    set("#chapter-later", studio.n >= n);
    set("#delete-chapter", n <= 1);
  }

  async function reload(n, said) {
    const fresh = await api("GET", `/api/studies/${studio.id}`);
    studio.study = fresh;
    studio.n = Math.max(1, Math.min(n, fresh.chapters.length));
    studio.path = [];
    studio.undo = [];
    document.title = fresh.title;
    $("#study-title").textContent = fresh.title;
    drawChapters();
    await show();
    message(said);
  }

  // The chapters in the order `order` (their numbers now), `names` new
  // names by number; `n` the chapter shown after.
  async function arrange(order, names, n, said) {
    await studio.saving;
    try {
      await api("PUT", `/api/studies/${studio.id}/chapters`, {
        edit_key: studio.key, editor: studio.editor,
        chapters: order.map((from) => (names[from] !== undefined ? { from, name: names[from] } : { from })),
      });
      await reload(n, said);
    } catch (e) { message(e.message); }
  }

  function numbers() { return studio.study.chapters.map((_, i) => i + 1); }

  function move(by) {
    const order = numbers(), i = studio.n - 1, j = i + by;
    if (j < 0 || j >= order.length) return;
    [order[i], order[j]] = [order[j], order[i]];
    arrange(order, {}, j + 1, t("page-studio-chapter-moved"));
  }

  function setUp() {
    if (!$("#manage")) return;
    $("#rename-study-form").addEventListener("submit", async (e) => {
      e.preventDefault();
      try {
        await api("PATCH", `/api/studies/${studio.id}`, { edit_key: studio.key, title: $("#rename-title").value });
        await reload(studio.n, t("page-studio-renamed"));
      } catch (err) { message(err.message); }
    });
    $("#rename-chapter-form").addEventListener("submit", (e) => {
      e.preventDefault();
      arrange(numbers(), { [studio.n]: $("#rename-chapter").value }, studio.n, t("page-studio-renamed"));
    });
    $("#chapter-earlier").addEventListener("click", () => move(-1));
    $("#chapter-later").addEventListener("click", () => move(1));
    $("#delete-chapter").addEventListener("click", () => {
      if (!confirm(t("page-studio-delete-chapter-confirm", { name: studio.chapter().name }))) return;
      arrange(numbers().filter((k) => k !== studio.n), {}, studio.n, t("page-studio-chapter-deleted"));
    });
    $("#delete-study").addEventListener("click", async () => {
      if (!confirm(t("page-studio-delete-study-confirm", { title: studio.study.title }))) return;
      try {
        await api("DELETE", `/api/studies/${studio.id}`, { edit_key: studio.key });
        location.href = "/study/new";
      } catch (e) { message(e.message); }
    });
  }

  return { setUp, fill };
})();
