// End-to-end test of what makes a table comfortable: pieces dragged and
// dropped, the exchange dialog ("n Leaders and m rank-and-file"), the Prison
// and Hospital with their counts, the last move marked without covering a
// piece, the move list to look back, turning the board round, "your move"
// in the tab title and the sound, who is there and how many watch, the
// result banner with the winning six and a rematch, the computer named as
// such, and a phone: no sideways scrolling, a board as wide as the screen,
// moves by tapping. Usage: node comforts.mjs BASE_URL [SCREENSHOT_DIR].
import assert from "node:assert/strict";
import {
  base, shots, step, launch, newPage, view, waitPlies, squareCentre, clickSquare, dragSquare,
  createAt, joinAt, scrollsSideways,
} from "./lib.mjs";

const browser = await launch();
const errors = [];
const shot = async (page, name) => { if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true }); };
const text = (page, sel) => page.textContent(sel);
// Twelve Suffragettes in Prison, thirteen constables in Hospital: either
// side may propose an exchange (book/games/03-exchange.sgn).
const EXCHANGE = "17/17/17/17/17/4I2P2I2P3/6I1P2P5/5P11/9S2L4/5L1S9/6S3L2S3/3S13/4S12/17/17/17/17 S 2+10 2+11 - 0";
// Five Suffragettes in the House of Commons, a sixth on g12.
const ENDING = "17/17/10I6/7SSS7/8SS7/6S10/17/17/17/17/17/17/17/17/17/17/17 S 5+10 4+16 - 40";

// The Prison and Hospital on the board: the page's counters with their
// numbers, or, where the diagram draws the captives itself, how many of
// each letter it draws there. With `want`, whether the board shows it
// (a function, not a string, so the page's policy against eval allows it).
function captivesOnBoard(want) {
  const own = [...document.querySelectorAll("#hl .captive")];
  const drawn = [...document.querySelectorAll("#board svg g#captives text")].map((t) => t.textContent.trim());
  const shown = own.length ? own.map((g) => g.dataset.piece + g.querySelector("text").textContent).join()
    : ["L", "S", "I", "P"].map((l) => l + drawn.filter((t) => t === l).length).join();
  return want === undefined ? shown : shown === want;
}
// Waits until the board shows `expected` (it loads after a move).
const waitCaptives = (page, expected) => page.waitForFunction(captivesOnBoard, expected.join(), { timeout: 30000 });
// The file letter "a" under the board: left, or right when turned round.
// With `flip`, whether the board is turned so and "a" is where it belongs.
function fileA(expect) {
  const t = [...document.querySelectorAll("#board svg text")].find((e) => e.textContent.trim() === "a");
  const x = t ? +t.getAttribute("x") : null;
  if (expect === undefined) return x;
  return x !== null && game.flip === expect.flip && (expect.flip ? x > expect.before : x === expect.before);
}

try {
  const a = await newPage(browser, errors);
  const b = await newPage(browser, errors);

  step("an exchange table: the Prison and Hospital show their counts");
  const t1 = await createAt(a, { variant: "english", side: "S", nickname: "Annie", position: EXCHANGE });
  await joinAt(b, base + t1.url, "Herbert");
  await waitCaptives(a, ["L2", "S10", "I2", "P11"]);
  assert.equal(await text(a, "#captive-counts"), "Prison: 2 Leaders and 10 rank-and-file. Hospital: 2 Inspectors and 11 constables.");

  step("presence: both players are there, a spectator is counted, a player who leaves is away");
  await a.waitForFunction(() => [...document.querySelectorAll("#players .presence")].map((e) => e.textContent).join() === "here,here");
  const c = await newPage(browser, errors);
  await c.goto(base + t1.url);
  await a.waitForFunction(() => document.querySelector("#watchers").textContent === "1 person is watching.");
  await c.close();
  await a.waitForFunction(() => document.querySelector("#watchers").textContent === "Nobody else is watching.");

  step("the tab says whose move it is; sound is on for the Police");
  assert.match(await a.title(), /^Your move · Suffragetto: /);
  assert.doesNotMatch(await b.title(), /Your move/);
  await b.check("#sound");

  step("the exchange dialog instead of a wall of buttons");
  const buttons = await a.locator("#actions button").allTextContents();
  assert.deepEqual(buttons, ["Propose an exchange..."]);
  await a.click("#actions button");
  await a.waitForSelector("#exchange[open]");
  await a.selectOption("#exchange-large", "1");
  await a.selectOption("#exchange-small", "3");
  assert.equal(await text(a, "#exchange-words"), "Exchange 1 Leader and 3 rank-and-file for 1 Inspector and 3 constables.");
  await shot(a, "exchange-dialog-1366");
  await a.click("#exchange-propose");
  await waitPlies(b, 1);
  assert.equal(await text(b, "#status"), "The Suffragettes propose an exchange: 1 Leader and 3 rank-and-file for 1 Inspector and 3 constables. Accept or decline.");
  assert.deepEqual(await b.locator("#actions button").allTextContents(), ["Accept the exchange", "Decline"]);
  assert.match(await b.title(), /^Your move/);
  await b.waitForFunction(() => game.sounds.includes("turn"));
  await b.click("#actions button >> text=Accept the exchange");
  await waitPlies(a, 2);
  await waitCaptives(a, ["L1", "S7", "I1", "P8"]);

  step("drag and drop: the Suffragettes move a piece by dragging it");
  const v = await view(a);
  const step1 = v.legal_moves.find((m) => /^[a-q]\d+-[a-q]\d+$/.test(m));
  const [from, to] = step1.split("-");
  await dragSquare(a, from, to);
  await waitPlies(b, 3);
  assert.equal((await view(b)).moves[2], step1);

  step("the last move is framed on its squares, not drawn over the piece");
  await a.waitForFunction((want) => [...document.querySelectorAll("#hl .last-from, #hl .last-to")]
    .map((r) => r.dataset.square).join() === want, `${from},${to}`);
  const svg = await a.evaluate(() => document.querySelector("#board svg desc").textContent);
  assert.ok(!svg.includes("Last move through"), "the diagram itself draws no arrow");
  const fit = await a.evaluate((to) => {
    const frame = document.querySelector(`#hl .last-to[data-square="${to}"]`);
    const { x: cx, y: cy } = SfBoard.centre(game.board, to);
    // Circles of the diagram, wherever they are translated to.
    const svg = document.querySelector("#board svg");
    const piece = [...svg.querySelectorAll("circle")].find((e) => {
      if (e.closest("#hl")) return false;
      const m = svg.getCTM().inverse().multiply(e.getCTM());
      const x = m.a * +e.getAttribute("cx") + m.e, y = m.d * +e.getAttribute("cy") + m.f;
      return Math.abs(x - cx) < 0.01 && Math.abs(y - cy) < 0.01;
    });
    const inner = (+frame.getAttribute("width") - +frame.getAttribute("stroke-width")) / 2;
    return { inner, radius: piece ? +piece.getAttribute("r") : null };
  }, to);
  assert.ok(fit.radius !== null, "a piece stands on the square moved to");
  assert.ok(fit.inner > fit.radius, `the frame (inner half-width ${fit.inner}) clears the piece (radius ${fit.radius})`);
  await shot(a, "table-1366");

  step("look back through the game from the move list, then back to it");
  await a.click("#moves button[data-ply='1']");
  await a.waitForFunction(() => game.looking === 1 && game.board && game.shown === 1 && game.board.prison.small === 10);
  assert.equal(await text(a, "#looking-text"), "Looking back: the position after ply 1 (exchange 1 large + 3 small offered) of 3.");
  await waitCaptives(a, ["L2", "S10", "I2", "P11"]);
  assert.equal(await a.locator("#actions button").count(), 0, "no moves while looking back");
  await shot(a, "look-back-1366");
  await a.click("#back-to-game");
  await a.waitForFunction(() => game.looking === null && game.board && game.board.prison.small === 7);

  step("the board turns round and back");
  const before = await a.evaluate(fileA);
  await a.click("#flip-button");
  await a.waitForFunction(fileA, { flip: true, before });
  await a.click("#flip-button");
  await a.waitForFunction(fileA, { flip: false, before });

  step("a presence that ends: the Police close their page");
  await b.close();
  await a.waitForFunction(() => [...document.querySelectorAll("#players .presence")].map((e) => e.textContent).join() === "here,away",
    null, { timeout: 20000 });

  step("a win: the banner, the winning six, a rematch with the sides swapped");
  const b2 = await newPage(browser, errors);
  const t2 = await createAt(a, { variant: "english", side: "S", nickname: "Christabel", position: ENDING });
  await joinAt(b2, base + t2.url, "Herbert");
  await dragSquare(a, "g12", "h13");
  for (const p of [a, b2]) {
    await p.waitForSelector("#banner:not([hidden])");
    assert.equal(await text(p, "#banner-text"), "The Suffragettes win: 6 Suffragettes are in the House of Commons.");
    await p.waitForFunction(() => [...document.querySelectorAll("#hl .winning")].map((e) => e.dataset.square).sort().join()
      === "h13,h14,i13,i14,j13,j14");
  }
  assert.match(await a.title(), /^Suffragettes win · /);
  await shot(a, "banner-1366");
  await b2.click("#rematch-button");
  await b2.waitForURL((u) => !u.href.endsWith(t2.url));
  await b2.waitForSelector("#board svg");
  await a.waitForFunction(() => document.querySelector("#rematch-button").textContent === "Play the rematch");
  await a.click("#rematch-button");
  await a.waitForURL((u) => u.href === b2.url());
  await a.waitForFunction(() => game.view && game.seat && game.seat.side === "P");
  const names = await a.evaluate(() => game.view.players.map((p) => p.side + ":" + p.nickname));
  assert.deepEqual(names, ["S:Herbert", "P:Christabel"]);

  step("the computer is named as such");
  await createAt(a, { variant: "english", side: "P", nickname: "Solo", opponent: "greedy" });
  await a.waitForFunction(() => document.querySelector("#players").textContent.includes("Computer, greedy"));

  step("a phone: the lobby and a table fit the width; a move by tapping");
  const phoneOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
  const phone = await newPage(browser, errors, phoneOptions);
  await phone.goto(base + "/");
  await phone.waitForSelector("#lobby-tables li");
  assert.equal(await scrollsSideways(phone), false, "the lobby scrolls sideways");
  await shot(phone, "lobby-390");
  await phone.fill("#create input[name=nickname]", "Mobile Emmeline");
  await phone.selectOption("#create select[name=side]", "S");
  await phone.click("#create button[type=submit]");
  await phone.waitForURL(/\/t\/[0-9a-f]+$/);
  await phone.waitForSelector("#board svg");
  const friend = await newPage(browser, errors);
  await joinAt(friend, phone.url(), "Desk Sylvia");
  await phone.waitForFunction(() => game.view.players.every((p) => p.nickname));
  assert.equal(await scrollsSideways(phone), false, "the table scrolls sideways");
  const width = await phone.evaluate(() => document.querySelector("#board svg").getBoundingClientRect().width);
  assert.ok(width >= 388, `the board is ${width} px wide on a 390 px screen`);
  const pv = await view(phone);
  const mover = pv.to_move === "S" ? phone : friend;
  const mv = (await view(mover)).legal_moves.find((m) => /^[a-q]\d+-[a-q]\d+$/.test(m));
  if (mover === phone) {
    for (const sq of mv.split("-")) {
      const at = await squareCentre(phone, sq);
      await phone.touchscreen.tap(at.x, at.y);
    }
  } else {
    const [f, t] = mv.split("-");
    await clickSquare(friend, f);
    await clickSquare(friend, t);
  }
  await waitPlies(phone, 1);
  await shot(phone, "table-390");

  assert.deepEqual(errors, [], "no script errors");
  console.log("e2e: passed");
  await browser.close();
} catch (e) {
  console.error("e2e: FAILED: " + (e.stack || e) + (errors.length ? "\nscript errors: " + errors.join("; ") : ""));
  await browser.close();
  process.exit(1);
}
