// What a player does besides moving a piece: pass, propose an exchange
// (in a dialog: how many Leaders and how many rank-and-file), answer one,
// stop a hop chain; the result banner with its rematch; the rules.
function button(label, onClick, cls) {
  const b = el("button", label, cls);
  b.type = "button";
  b.addEventListener("click", onClick);
  return b;
}

// The exchanges the player may propose now, as { large, small }.
function exchangeOptions() {
  return game.view.legal_moves.map(parseExchange).filter(Boolean);
}

function renderActions() {
  const box = $("#actions");
  box.replaceChildren();
  if (!canMove()) return;
  const legal = game.view.legal_moves;
  // Where the answerer chooses its squares (accept:p12,...), the table
  // accepts with the fixed order's, as the server reads a bare accept.
  if (legal.some((m) => m === "accept" || m.startsWith("accept:"))) {
    box.append(button(t("page-table-accept"), () => send("accept")));
  }
  if (legal.includes("decline")) box.append(button(t("page-table-decline"), () => send("decline"), "secondary"));
  if (exchangeOptions().length) box.append(button(t("page-table-propose-exchange"), openExchange));
  if (legal.includes("pass")) box.append(button(t("page-table-pass"), () => send("pass"), "secondary"));
  const ends = extending(game.path).filter((m) => m.squares.length === game.path.length);
  if (game.path.length > 1 && ends.length) {
    box.append(button(t("page-table-stop-here", { move: ends[0].text }), () => send(ends[0].text)));
  }
}

function fillSelect(sel, values, keep) {
  const old = keep ? sel.value : null;
  sel.replaceChildren();
  for (const n of values) {
    const o = el("option", String(n));
    o.value = n;
    sel.append(o);
  }
  if (old !== null && values.includes(+old)) sel.value = old;
}

function openExchange() {
  const opts = exchangeOptions();
  const larges = [...new Set(opts.map((o) => o.large))].sort((a, b) => a - b);
  fillSelect($("#exchange-large"), larges, false);
  const police = game.view.to_move === "P";
  $("#exchange-large-name").textContent = t("page-table-exchange-large", sideArgs(police ? "P" : "S"));
  $("#exchange-small-name").textContent = t("page-table-exchange-small", sideArgs(police ? "P" : "S"));
  describeExchange();
  $("#exchange").showModal();
}

// Keeps the rank-and-file choices to those allowed with the Leaders
// chosen, and says the exchange in words.
function describeExchange() {
  const large = +$("#exchange-large").value;
  const smalls = [...new Set(exchangeOptions().filter((o) => o.large === large).map((o) => o.small))].sort((a, b) => a - b);
  fillSelect($("#exchange-small"), smalls, true);
  const small = +$("#exchange-small").value;
  const side = game.view.to_move;
  $("#exchange-words").textContent = t("page-table-exchange-words", { exchange: exchangeWords(large, small, side) });
}

function proposeExchange(ev) {
  ev.preventDefault();
  const move = `X${$("#exchange-large").value}+${$("#exchange-small").value}`;
  $("#exchange").close();
  send(move);
}

// The result: who won and how, the winning six drawn on the board, and
// the rematch (offered, or to take up).
function renderBanner() {
  const v = game.view, banner = $("#banner");
  banner.hidden = !v.result;
  if (!v.result) return;
  banner.className = "banner " + (v.result === "S" ? "won-s" : "won-p");
  // How it ended is the engine's to say (the table's `ending`).
  $("#banner-text").textContent = t("page-table-won", { ...sideArgs(v.result), ending: endingOf(v) });
  const mine = !!mySide(), offered = !!v.rematch;
  const b = $("#rematch-button");
  b.hidden = !mine;
  b.textContent = t(offered ? "page-table-rematch-play" : "page-table-rematch-offer");
  const watch = $("#rematch-watch");
  watch.hidden = mine || !offered;
  if (offered) watch.href = "/t/" + v.rematch;
  $("#rematch-note").textContent = offered && mine ? t("page-table-rematch-waiting") : "";
}

async function rematch() {
  try {
    const r = await api("POST", `/api/tables/${game.id}/rematch`, { token: game.seat.token });
    keepSeat(r);
    location.href = r.url;
  } catch (e) { message(e.message); }
}

// The rules in brief, as the server words them for the table's variant: in
// the browser's language (Accept-Language) unless the player picks another;
// sentences that are the project's conventions or readings carry a mark.
async function showRules(lang) {
  const dlg = $("#rules");
  try {
    const query = typeof lang === "string" ? `?lang=${encodeURIComponent(lang)}` : "";
    const r = await api("GET", `/api/variants/${game.view.variant}/summary${query}`);
    $("#rules-lang").value = r.lang;
    // The fragment is the server's own escaped HTML.
    $("#rules-body").innerHTML = r.html;
    if (!dlg.open) dlg.showModal();
  } catch (e) { message(e.message); }
}
