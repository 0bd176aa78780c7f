// The embedded viewer of a game (`/embed/ID`, for a teacher's page): the
// server's diagram after any ply, First / Back / Forward / Last (and the
// arrow keys), the moves, `#ply-N` in the address as on the table's page,
// and the game followed as it is played. It reads only what anyone may
// read (the table's state and diagrams): never a seat, its token or key.

const viewer = { id: null, view: null, ply: null };

function viewerPly() {
  const m = /^#ply-(\d+)$/.exec(location.hash);
  return m ? +m[1] : null;
}

function showPly(ply) {
  const v = viewer.view, n = v.moves.length;
  viewer.ply = ply === null ? null : Math.max(0, Math.min(n, ply));
  const at = viewer.ply === null ? n : viewer.ply;
  const img = $("#viewer-board");
  img.src = `/api/tables/${viewer.id}/diagram.svg?ply=${at}`;
  img.alt = t("page-embed-board-alt", { ply: at, plies: n });
  $("#viewer-ply").textContent = t("page-embed-ply", { ply: at, plies: n });
  $("#viewer-first").disabled = $("#viewer-back").disabled = at === 0;
  $("#viewer-forward").disabled = $("#viewer-last").disabled = at === n;
  $("#viewer-open").href = `/t/${viewer.id}#ply-${at}`;
  for (const b of document.querySelectorAll("#viewer-moves button")) b.classList.toggle("current", +b.dataset.ply === at);
}

function drawViewer(v) {
  const have = viewer.view && viewer.view.version, got = v.version;
  // Older by its changes (which only grow), then plies (a takeback
  // lowers them), as on the table's page.
  if (have && got && (got.change < have.change || (got.change === have.change && got.ply < have.ply))) return;
  viewer.view = v;
  const names = v.players.map((p) => t("page-table-player-side", sideArgs(p.side)) + " " + playerName(p)).join(" · ");
  const state = v.result ? t("page-table-won", { ...sideArgs(v.result), ending: endingOf(v) }) : "";
  $("#viewer-head").textContent = [variantName(v.variant, v.variant_title), names, state].filter(Boolean).join(" — ");
  document.title = t("page-table-title", { variant: variantName(v.variant, v.variant_title) });
  const ol = $("#viewer-moves");
  ol.replaceChildren();
  for (let i = 0; i < v.moves.length; i += 2) {
    const li = el("li");
    for (const ply of [i + 1, i + 2]) {
      if (ply > v.moves.length) break;
      const b = el("button", plyWords(v.moves, ply - 1));
      b.title = v.moves[ply - 1];
      b.type = "button";
      b.dataset.ply = ply;
      li.append(b);
    }
    ol.append(li);
  }
  showPly(viewer.ply);
}

async function startViewer() {
  const m = location.pathname.match(/^\/embed\/([0-9a-f]+)$/);
  if (!m) return;
  viewer.id = m[1];
  viewer.ply = viewerPly();
  const go = (ply) => {
    showPly(ply);
    history.replaceState(null, "", viewer.ply === null ? location.pathname : `#ply-${viewer.ply}`);
  };
  const at = () => (viewer.ply === null ? viewer.view.moves.length : viewer.ply);
  $("#viewer-first").addEventListener("click", () => go(0));
  $("#viewer-back").addEventListener("click", () => go(at() - 1));
  $("#viewer-forward").addEventListener("click", () => go(at() + 1 >= viewer.view.moves.length ? null : at() + 1));
  $("#viewer-last").addEventListener("click", () => go(null));
  $("#viewer-moves").addEventListener("click", (ev) => {
    const b = ev.target.closest("button[data-ply]");
    if (b) go(+b.dataset.ply);
  });
  document.addEventListener("keydown", (ev) => {
    if (!viewer.view) return;
    if (ev.key === "ArrowLeft") go(at() - 1);
    if (ev.key === "ArrowRight") go(at() + 1 >= viewer.view.moves.length ? null : at() + 1);
  });
  window.addEventListener("hashchange", () => showPly(viewerPly()));
  try { drawViewer(await api("GET", `/api/tables/${viewer.id}`)); }
  catch (e) { $("#viewer-error").textContent = e.message; return; }
  // Followed as it is played, as a spectator (no seat key).
  const es = new EventSource(`/api/tables/${viewer.id}/events`);
  es.addEventListener("state", (ev) => drawViewer(JSON.parse(ev.data)));
}

startViewer();
