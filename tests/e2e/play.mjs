// End-to-end test of the online tables: two browser contexts in Debian's
// headless Chromium play a few moves on the board, one reloads its page in
// the middle, an illegal move and a move out of turn are refused with the
// engine's words, the record downloads; then a table set up one move before
// the end is played to a win in both browsers. Usage: node play.mjs
// BASE_URL [SCREENSHOT_DIR]. Exit codes: 0 passed, 1 failed, 77 the browser
// cannot start (skip).
import assert from "node:assert/strict";
import { base, shots, step, launch, newPage, view, waitPlies, clickSquare, playByClicks, createAt } from "./lib.mjs";

const browser = await launch();
const plies = async (page) => (await view(page)).moves.length;

try {
  const errors = [];
  const a = await newPage(browser, errors);
  const b = await newPage(browser, errors);

  step("create a table");
  await a.goto(base + "/");
  await a.fill("#create input[name=nickname]", "Emmeline");
  await a.selectOption("#create select[name=side]", "S");
  await a.click("#create button[type=submit]");
  await a.waitForURL(/\/t\/[0-9a-f]+$/);
  await a.waitForSelector("#board svg");
  const url = a.url();

  step("join from a second browser with a nickname that looks like HTML");
  const nasty = "<img src=x onerror=1>";
  await b.goto(url);
  await b.waitForSelector("#join:not([hidden])");
  await b.fill("#join input[name=nickname]", nasty);
  await b.click("#join button[type=submit]");
  await a.waitForFunction((nick) => document.querySelector("#players").textContent.includes(nick), nasty);
  assert.equal(await a.locator("#players img").count(), 0, "a nickname is shown as text, never as markup");

  step("the lobby lists the table");
  const watcher = await newPage(browser, errors);
  await watcher.goto(base + "/");
  await watcher.waitForFunction((nick) => document.querySelector("#lobby-tables").textContent.includes(nick), nasty);
  if (shots) await watcher.screenshot({ path: shots + "/lobby.png", fullPage: true });

  const pages = { S: a, P: b };
  const mover = async () => pages[(await view(a)).to_move];
  const other = async () => pages[(await view(a)).to_move === "S" ? "P" : "S"];

  step("a move out of turn is refused");
  const idle = await other();
  await idle.fill("#move-input", "e6-e7");
  await idle.click("#move-form button[type=submit]");
  await idle.waitForFunction(() => document.querySelector("#message").textContent !== "");
  const toMove = (await view(a)).to_move === "S" ? "Suffragettes" : "Police";
  assert.equal(await idle.textContent("#message"), `it is not your turn: the ${toMove} are to move`);

  step("play plies by clicking, the opponent sees each at once");
  const played = [];
  // Both pages have seen every ply (so both agree whose move it is).
  const settle = async () => { for (const p of [a, b]) await waitPlies(p, played.length); };
  for (let i = 0; i < 3; i++) {
    played.push(await playByClicks(await mover()));
    await settle();
  }

  step("reload a page in the middle: nothing lost, its seat still works");
  const m = await mover();
  await m.reload();
  await m.waitForSelector("#board svg");
  await waitPlies(m, played.length);
  assert.deepEqual((await view(m)).moves, played);

  step("an illegal move is refused with the engine's reason, word for word");
  const said = await m.evaluate(async () => (await fetch(`/api/tables/${game.id}/moves`, {
    method: "POST", headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ token: game.seat.token, move: "a1-a2" }),
  })).json());
  assert.equal(said.error, "a1-a2: there is no piece on a1");
  await m.fill("#move-input", "a1-a2");
  await m.click("#move-form button[type=submit]");
  await m.waitForFunction(() => document.querySelector("#message").textContent !== "");
  assert.equal(await m.textContent("#message"), "a1-a2: there is no piece on a1");
  assert.equal(await plies(m), played.length);

  step("a request with a wrong token is refused");
  const status = await m.evaluate(async () => (await fetch(`/api/tables/${game.id}/moves`, {
    method: "POST", headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ token: "00000000000000000000000000000000", move: game.view.legal_moves[0] }),
  })).status);
  assert.equal(status, 403);

  played.push(await playByClicks(m));
  await settle();
  for (let i = 0; i < 2; i++) {
    played.push(await playByClicks(await mover()));
    await settle();
  }

  step("chat");
  await a.fill("#chat-form input", "Deeds, not words <3");
  await a.click("#chat-form button");
  await b.waitForFunction(() => document.querySelector("#chat").textContent.includes("Deeds, not words <3"));

  step("select a piece for the screenshot");
  const mm = await mover();
  const v = await view(mm);
  const from = v.legal_moves.find((x) => /^[a-q]\d/.test(x)).split(/[-x]/)[0];
  await clickSquare(mm, from);
  if (shots) {
    await a.screenshot({ path: shots + "/table-suffragettes.png", fullPage: true });
    await b.screenshot({ path: shots + "/table-police.png", fullPage: true });
  }

  step("the rules for players are one click away, in words, conventions marked");
  await a.click("#rules-button");
  await a.waitForSelector("#rules[open] #rules-body article.rules-summary section");
  const rules = await a.textContent("#rules-body");
  assert.ok(rules.includes("Suffragetto — the rules in brief"), rules.slice(0, 200));
  assert.ok(!/[a-z]+_[a-z]+|hop\.over|coin_toss/.test(rules), "no ids or snake_case: " + rules);
  assert.ok((await a.$$("#rules-body sup.mark")).length > 0, "conventions are marked");
  await a.selectOption("#rules-lang", "de");
  await a.waitForFunction(() => document.querySelector("#rules-body article")?.lang === "de");
  assert.ok((await a.textContent("#rules-body")).includes("die Regeln in Kürze"));
  if (shots) await a.screenshot({ path: shots + "/rules.png" });
  await a.click("#rules-close");

  step("download the record");
  const sgn = await (await a.request.get(url.replace("/t/", "/api/tables/") + "/record.sgn")).text();
  for (const mv of played) assert.ok(sgn.includes(mv), `record has ${mv}`);

  step("resign");
  a.removeAllListeners("dialog");
  a.on("dialog", (d) => d.accept());
  await a.click("#resign-button");
  await b.waitForFunction(() => document.querySelector("#banner-text").textContent === "The Police win: the Suffragettes resigned.");

  step("play to a win: a table set up one move before the end, both seats in browsers");
  // Five Suffragettes in the House of Commons, a sixth on g12.
  const ending = "17/17/10I6/7SSS7/8SS7/6S10/17/17/17/17/17/17/17/17/17/17/17 S 5+10 4+16 - 40";
  const created = await createAt(a, { variant: "english", side: "S", nickname: "Christabel", position: ending });
  const endUrl = base + created.url;
  await b.goto(endUrl);
  await b.waitForSelector("#join:not([hidden])");
  await b.fill("#join input[name=nickname]", "Herbert");
  await b.click("#join button[type=submit]");
  await a.waitForFunction(() => document.querySelector("#players").textContent.includes("Herbert"));
  await clickSquare(a, "g12");
  await clickSquare(a, "h13");
  for (const p of [a, b]) {
    await p.waitForFunction(() => document.querySelector("#banner-text").textContent
      === "The Suffragettes win: 6 Suffragettes are in the House of Commons.");
  }
  const won = await (await a.request.get(base + "/api/tables/" + created.id + "/record.sgn")).text();
  assert.ok(won.includes('[Result "S"]') && won.includes("[SetUp ") && won.includes("g12-h13"), won);
  const lobbyNow = await (await a.request.get(base + "/api/tables")).json();
  assert.ok(JSON.stringify(lobbyNow).includes(created.id), "the lobby lists the finished table");

  assert.deepEqual(errors, [], "no script errors");
  console.log(`e2e: passed (${played.length} plies: ${played.join(" ")})`);
  await browser.close();
} catch (e) {
  console.error("e2e: FAILED: " + (e.stack || e));
  await browser.close();
  process.exit(1);
}
