// End-to-end test of online play's conventions (docs/online-play.md) in
// Debian's headless Chromium: a short live clock runs out and the side out
// of time loses; a game is aborted before the first moves; a player who
// left is claimed against; a takeback is offered and declined, then offered
// and accepted; an open seek is paired by a second browser. The server runs
// with an absence limit of 2 s (tests/suite/server/browser.rs). Usage: node
// online.mjs BASE_URL [SCREENSHOT_DIR]. Exit codes: 0 passed, 1 failed, 77
// the browser cannot start (skip).
import assert from "node:assert/strict";
import { base, shots, step, launch, newPage, view, waitPlies, playByClicks, createAt, joinAt } from "./lib.mjs";

const browser = await launch();
const action = (page, name) => page.locator(`#online-actions button[data-action="${name}"]`);

// A table made in `a` (as the Suffragettes) with `body`'s extras, joined
// in `b`; its id.
async function pair(a, b, body) {
  const made = await createAt(a, { variant: "english", side: "S", nickname: "Ada", ...body });
  await joinAt(b, base + made.url, "Bea");
  await a.waitForFunction(() => game.view.players.every((p) => p.nickname));
  return made.id;
}
// The page of the side to move of `a` and `b`'s table, then the other.
async function movers(a, b) {
  const v = await view(a);
  const aSide = await a.evaluate(() => game.seat.side);
  return v.to_move === aSide ? [a, b] : [b, a];
}
// Plays `n` plies by clicks, each page seeing each.
async function playPlies(a, b, n) {
  for (let i = 0; i < n; i++) {
    const [m] = await movers(a, b);
    const before = (await view(a)).moves.length;
    await playByClicks(m);
    for (const p of [a, b]) await waitPlies(p, before + 1);
  }
}

try {
  const errors = [];
  const a = await newPage(browser, errors);
  const b = await newPage(browser, errors);

  step("a live clock of 4 s: no time runs before each side has moved");
  await pair(a, b, { clock: { initial_s: 4, increment_s: 0 } });
  await a.waitForSelector("#clocks:not([hidden]) .clock[data-side=S]");
  assert.equal(await a.textContent('#clocks .clock[data-side="S"] .clock-time'), "0:04.0");
  assert.equal(await a.locator("#clocks .clock.running").count(), 0);
  await playPlies(a, b, 2);
  const runner = (await view(a)).to_move;
  step(`the ${runner} clock runs, on both pages`);
  for (const p of [a, b]) await p.waitForSelector(`#clocks .clock.running[data-side="${runner}"]`);
  const first = await a.textContent(`#clocks .clock[data-side="${runner}"] .clock-time`);
  await a.waitForTimeout(600);
  const later = await a.textContent(`#clocks .clock[data-side="${runner}"] .clock-time`);
  assert.notEqual(first, later, "the running clock counts down");
  if (shots) {
    await a.screenshot({ path: shots + "/clock-running-1366.png" });
  }
  step("nobody moves: the flag falls, the side out of time loses");
  const winner = runner === "S" ? "P" : "S";
  for (const p of [a, b]) {
    await p.waitForFunction((w) => game.view.result === w && game.view.termination === "time", winner, { timeout: 15000 });
  }
  assert.equal(await a.textContent(`#clocks .clock[data-side="${runner}"] .clock-time`), "0:00.0");
  assert.ok(await a.locator(`#clocks .clock.out[data-side="${runner}"]`).count() === 1);
  const side = runner === "S" ? "Suffragettes" : "Police";
  assert.match(await a.textContent("#banner-text"), new RegExp(`the ${side} ran out of time`));
  assert.equal(await a.locator("#online-actions button").count(), 0, "no action after the end");
  if (shots) await b.screenshot({ path: shots + "/clock-flag-1366.png" });

  step("the analysis after the game: graph, download, explorer");
  await a.click("#analysis-button");
  await a.waitForSelector("#analysis figure.eval-graph svg", { timeout: 30000 });
  const sgn = await a.getAttribute("#analysis-download", "href");
  assert.match(sgn, /\/analysis\.sgn$/);
  const record = await (await a.request.get(base + sgn)).text();
  assert.ok(record.includes("[%eval"), record.slice(0, 300));
  const explorer = await a.getAttribute("#analysis-explorer", "href");
  const ex = await newPage(browser, errors);
  await ex.goto(base + explorer);
  await ex.waitForFunction(() => typeof ex !== "undefined" && ex.history && ex.history.length === 3, null, { timeout: 20000 });
  await ex.close();
  if (shots) await a.screenshot({ path: shots + "/analysis-1366.png", fullPage: true });

  step("abort before the first moves: no result");
  await pair(a, b, {});
  await b.waitForSelector('#online-actions button[data-action="abort"]');
  await action(a, "abort").click();
  for (const p of [a, b]) await p.waitForFunction(() => game.view.outcome === "aborted");
  assert.equal(await b.textContent("#online-note"), "The game was aborted: no result.");
  assert.equal(await b.locator('#online-actions button[data-action="abort"]').count(), 0);

  step("takeback: offered and declined, offered and accepted");
  await pair(a, b, {});
  await playPlies(a, b, 3);
  const [, waiter] = await movers(a, b);
  const other = waiter === a ? b : a;
  await action(waiter, "takeback-offer").click();
  await other.waitForSelector('#online-actions button[data-action="takeback-accept"]');
  assert.match(await other.textContent("#online-note"), /offer to take back their last move/);
  if (shots) await other.screenshot({ path: shots + "/takeback-offered-1366.png" });
  await action(other, "takeback-decline").click();
  await waiter.waitForFunction(() => game.view.takeback === null && game.view.moves.length === 3);
  await action(waiter, "takeback-offer").click();
  await action(other, "takeback-accept").waitFor();
  await action(other, "takeback-accept").click();
  // The side that made the third ply takes it back: two plies are left.
  for (const p of [a, b]) await waitPlies(p, 2);
  assert.equal((await view(waiter)).to_move, await waiter.evaluate(() => game.seat.side), "the offerer moves again");

  step("claim against a player who left (absence limit 2 s)");
  await pair(a, b, {});
  await playPlies(a, b, 2);
  const [absent, stays] = await movers(a, b);
  const stayingSide = await stays.evaluate(() => game.seat.side);
  await absent.goto("about:blank");
  await stays.waitForFunction(() => !(game.seat.side === "S" ? game.presence.police : game.presence.suffragettes));
  await action(stays, "claim").waitFor({ timeout: 10000 });
  assert.match(await stays.textContent("#online-note"), /has left: you may claim the game/);
  if (shots) await stays.screenshot({ path: shots + "/claim-1366.png" });
  await action(stays, "claim").click();
  await stays.waitForFunction((s) => game.view.result === s && game.view.termination === "abandoned", stayingSide);

  step("an open seek is paired by a second browser");
  const c = await newPage(browser, errors);
  const d = await newPage(browser, errors);
  const seekFrom = async (page, nick) => {
    await page.goto(base + "/");
    await page.fill("#create input[name=nickname]", nick);
    await page.selectOption("#create select[name=clock]", "300+3");
    await page.click("#seek-button");
    await page.waitForURL(/\/t\/[0-9a-f]+$/);
    await page.waitForSelector("#board svg");
    return page.url();
  };
  const seeking = await seekFrom(c, "Christabel");
  const lobby = await newPage(browser, errors);
  await lobby.goto(base + "/");
  await lobby.waitForFunction(() => document.querySelector("#lobby-seeks")?.textContent.includes("Christabel"));
  if (shots) await lobby.screenshot({ path: shots + "/lobby-seeks-1366.png", fullPage: true });
  const taken = await seekFrom(d, "Dora");
  assert.equal(taken, seeking, "the second seeker is seated at the first one's table");
  for (const p of [c, d]) await p.waitForFunction(() => game.view.players.every((x) => x.nickname));
  assert.deepEqual((await view(c)).clock, { initial_s: 300, increment_s: 3 });

  step("the clocks and controls on a phone (390 px)");
  const phone = await newPage(browser, errors, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await phone.goto(seeking);
  await phone.waitForSelector("#clocks:not([hidden])");
  if (shots) await phone.screenshot({ path: shots + "/clocks-390.png", fullPage: true });
  assert.equal(await phone.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), true);

  assert.deepEqual(errors, [], "no script errors");
  console.log("e2e: passed");
  await browser.close();
} catch (e) {
  console.error("e2e: FAILED: " + (e.stack || e));
  await browser.close();
  process.exit(1);
}
