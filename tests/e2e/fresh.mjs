// End-to-end test that a table page never draws a state older than the one
// it has. The answer to a move's POST is held back (by the browser, with
// the server's answer already in hand) until the event stream has brought
// a newer state: the computer's reply (the `random` opponent answers at
// once), or, for a seat open in two tabs, the opponent's reply and the
// other tab's next move. The page must then show the newest state, as the
// server has it, not the held answer. Usage: node fresh.mjs BASE_URL.
import assert from "node:assert/strict";
import { base, step, launch, newPage, view, createAt, joinAt } from "./lib.mjs";

const browser = await launch();
const errors = [];

// The server's state of table `id`, as a read gives it.
const serverState = async (page, id) => (await page.request.get(`${base}/api/tables/${id}`)).json();
// Plies the page shows.
const plies = async (page) => (await view(page)).moves.length;
// Waits until `page` has seen at least `n` plies.
const seen = (page, n) => page.waitForFunction((n) => game.view && game.view.moves.length >= n, n, { timeout: 20000 });
// Sends the first legal step or chain from `page` with the move form.
async function typeMove(page) {
  const v = await view(page);
  const mv = v.legal_moves.find((m) => /^[a-q]\d/.test(m));
  await page.fill("#move-input", mv);
  await page.click("#move-form button[type=submit]");
  return mv;
}
// Holds the answers of `page`'s move POSTs: each is fetched from the
// server at once, then `before(answer)` runs, then the page gets it.
function holdAnswers(page, before) {
  const held = [];
  page.route("**/api/tables/*/moves", async (route) => {
    let done;
    held.push(new Promise((r) => { done = r; }));
    const resp = await route.fetch();
    const answer = await resp.json();
    await before(answer);
    await route.fulfill({ response: resp });
    done(answer);
  });
  return held;
}
// The page shows what the server has: the same version, and its status line.
async function showsServer(page, id) {
  const s = await serverState(page, id);
  const v = await view(page);
  assert.deepEqual(v.version, s.version, "the page shows the server's latest state");
  assert.equal(v.moves.length, s.moves.length);
  const mine = s.to_move === (await page.evaluate(() => game.seat.side));
  const status = await page.textContent("#status");
  assert.equal(status, (mine ? "Your move" : (s.to_move === "S" ? "Suffragettes" : "Police") + " to move")
    + ` (move ${Math.floor(s.moves.length / 2) + 1}).`);
}

try {
  step("against the random computer: each move's answer reaches the page after the computer's reply");
  const a = await newPage(browser, errors);
  const t = await createAt(a, { variant: "english", side: "S", nickname: "Annie", opponent: "random" });
  await a.waitForFunction(() => game.view && game.view.to_move === "S");
  let older = 0;
  const held = holdAnswers(a, async (answer) => {
    // The computer's reply has come through the event stream first (the
    // answer may hold it already, or be the state before it).
    const n = answer.moves.length + (answer.to_move === "S" ? 0 : 1);
    await a.waitForFunction((n) => game.view && game.view.moves.length >= n && game.view.to_move === "S",
      n, { timeout: 20000 });
    if (answer.to_move !== "S") older += 1;
  });
  // Whether an answer is older depends on whether the computer moved before
  // the server wrote it: play until two were (each move is about even).
  let moves = 0;
  while (older < 2 && moves < 30) {
    const n = await plies(a);
    await typeMove(a);
    await seen(a, n + 2);
    await held[moves];
    moves += 1;
    await a.waitForTimeout(300);
    await showsServer(a, t.id);
  }
  assert.ok(older >= 2, `two answers older than the page's state in ${moves} moves (the race happened)`);
  step(`${older} of ${moves} answers were older than what the page had; none was drawn`);

  step("one seat in two tabs, the opponent in a third: a held answer after the reply and the other tab's move");
  const s1 = await newPage(browser, errors);
  const t2 = await createAt(s1, { variant: "english", side: "S", nickname: "Sylvia", position:
    "17/17/17/6P3P6/4IPP3PPI4/2IPPPPPIPPPPPI2/17/17/17/17/17/2LSSSSSLSSSSSL2/4LSS3SSL4/6S3S6/17/17/17 S 0+0 0+0 - 0" });
  const s2 = await s1.context().newPage();
  s2.on("pageerror", (e) => errors.push(e.message));
  await s2.goto(base + t2.url);
  await s2.waitForSelector("#board svg");
  const p = await newPage(browser, errors);
  await joinAt(p, base + t2.url, "Herbert");
  for (const page of [s1, s2]) {
    await page.waitForFunction(() => game.view && game.view.players.every((x) => x.nickname));
  }
  const start = await plies(s1);
  const heldTwo = holdAnswers(s1, async (answer) => {
    const n = answer.moves.length;
    await seen(p, n);
    await typeMove(p);
    await seen(s2, n + 1);
    await typeMove(s2);
    await seen(s1, n + 2);
  });
  await typeMove(s1);
  const answer = await heldTwo[0];
  assert.equal(answer.moves.length, start + 1, "the held answer is the state after the first tab's move");
  await seen(p, start + 3);
  await s1.waitForTimeout(300);
  for (const page of [s1, s2, p]) await showsServer(page, t2.id);
  assert.equal(await plies(s1), start + 3);

  assert.deepEqual(errors, [], "no script errors");
  console.log("e2e: passed");
  await browser.close();
} catch (e) {
  console.error("e2e: FAILED: " + (e.stack || e));
  await browser.close();
  process.exit(1);
}
