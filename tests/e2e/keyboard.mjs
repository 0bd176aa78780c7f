// A game by keyboard alone, as a screen-reader user plays it
// (docs/accessibility.md): Tab reaches the board, which shows its focus;
// the arrow keys move the cursor, whose square is said; Enter picks a
// piece and then its landing; three moves are played so against the
// computer (random), and each of them and each of the computer's replies
// is announced in words. Then, from a position of the players' own, the
// move box answers questions about the board, and a hop chain is played
// landing by landing with Enter; its captures and the result are
// announced; a winning move is played so, and the result announced. No
// mouse is used after the page opens.
// Usage: node keyboard.mjs BASE_URL [SCREENSHOT_DIR].
import assert from "node:assert/strict";
import { base, shots, step, launch, newPage, createAt, waitPlies, view } from "./lib.mjs";

const browser = await launch();
const errors = [];
const shot = async (page, name) => { if (shots) await page.screenshot({ path: `${shots}/${name}.png` }); };

// Everything said into the page's live regions, kept as it is said.
async function listenToRegions(page) {
  await page.evaluate(() => {
    window.heard = { moves: [], now: [] };
    for (const [id, list] of [["said-moves", heard.moves], ["said-now", heard.now]]) {
      new MutationObserver(() => list.push(document.getElementById(id).textContent.trim()))
        .observe(document.getElementById(id), { childList: true, characterData: true, subtree: true });
    }
  });
}
const heard = (page) => page.evaluate(() => window.heard);
// Waits until `fn` (run in the page) is true; a timeout says what was heard.
async function waitHeard(page, fn, arg, what) {
  try { await page.waitForFunction(fn, arg, { timeout: 20000 }); } catch (e) {
    throw new Error(`${what}: not heard in 20 s; heard ${JSON.stringify(await heard(page))}`);
  }
}
const lastNow = async (page) => (await heard(page)).now.at(-1) || "";

// Tabs from the top of the page until the board has the focus; how many.
async function tabToBoard(page) {
  await page.evaluate(() => document.activeElement && document.activeElement.blur());
  for (let i = 1; i <= 40; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate(() => document.activeElement && document.activeElement.id === "board")) return i;
  }
  throw new Error("Tab never reaches the board");
}

// Moves the cursor to `sq` with the arrow keys.
async function cursorTo(page, sq) {
  const { at, g } = await page.evaluate(() => ({ at: game.keys.square(), g: game.board.geometry }));
  const col = (s) => g.columns.indexOf(s[0]), row = (s) => g.rows.indexOf(s.slice(1));
  const dc = col(sq) - col(at), dr = row(sq) - row(at);
  for (let i = 0; i < Math.abs(dc); i++) await page.keyboard.press(dc > 0 ? "ArrowRight" : "ArrowLeft");
  for (let i = 0; i < Math.abs(dr); i++) await page.keyboard.press(dr > 0 ? "ArrowDown" : "ArrowUp");
  assert.equal(await page.evaluate(() => game.keys.square()), sq, "the cursor reached " + sq);
  const said = await lastNow(page);
  if (dc || dr) assert.match(said, new RegExp("^" + sq + ", "), "the square under the cursor is said: " + said);
}

// Plays `move` (a step or chain's squares) with the keyboard.
async function playByKeys(page, squares) {
  for (const sq of squares) {
    await cursorTo(page, sq);
    await page.keyboard.press("Enter");
  }
}

try {
  const page = await newPage(browser, errors);
  step("a table against the computer, Suffragettes");
  await createAt(page, { nickname: "Annie", side: "S", opponent: "random", variant: "english" });
  await page.waitForFunction(() => game.view && game.board && game.shown === game.view.moves.length);
  await listenToRegions(page);

  step("Tab reaches the board; its focus and cursor are seen");
  const tabs = await tabToBoard(page);
  step(`  the board after ${tabs} Tab presses`);
  const focus = await page.evaluate(() => {
    const s = getComputedStyle(document.getElementById("board"));
    return { outline: s.outlineStyle, width: parseFloat(s.outlineWidth), cursor: document.querySelectorAll("#board .sf-cursor").length };
  });
  assert.notEqual(focus.outline, "none", "the board shows its focus");
  assert.ok(focus.width >= 2, "a focus ring of 2 px or more");
  assert.equal(focus.cursor, 1, "the cursor is drawn on the board");
  assert.match(await lastNow(page), /^[a-q]\d+, .*(Suffragettes).*yours/, "the cursor starts on one of the player's pieces and says so");
  await shot(page, "keyboard-focus-1366");

  step("three moves by keyboard, each announced with the computer's reply");
  for (let i = 0; i < 3; i++) {
    const v = await view(page);
    const mv = v.legal.find((m) => m.kind === "step");
    const n = v.moves.length;
    await cursorTo(page, mv.path[0]);
    await page.keyboard.press("Enter");
    assert.match(await lastNow(page), new RegExp(`^${mv.path[0]} picked; it lands on .*${mv.path[1]}`), "picking says where it lands");
    await cursorTo(page, mv.path[1]);
    assert.match(await lastNow(page), /a landing: Enter goes there/, "a landing is said to be one");
    await page.keyboard.press("Enter");
    await waitPlies(page, n + 2);
    await waitHeard(page, () => window.heard.moves.some((t) => t.includes("Police:")), null, "the computer's reply");
    const said = (await heard(page)).moves.join(" | ");
    assert.match(said, new RegExp(`^Suffragettes: (Suffragette|Leader) ${mv.path[0]} to ${mv.path[1]}\\.`), "my move is announced: " + said);
    assert.doesNotMatch(said, new RegExp(`to ${mv.path[1]}\\. Your move`), "my own move is not followed by 'Your move': " + said);
    const reply = (await view(page)).moves[n + 1];
    if (/^[a-q]\d/.test(reply)) {
      const [from, to] = reply.split(/[-x]/);
      assert.match(said, new RegExp(`Police: (constable|Inspector) ${from} (to|hops to) ${to}`), "the computer's reply is announced: " + said);
    }
    assert.match(said, /Your move\.$/, "and that it is my move again");
    await page.evaluate(() => { heard.moves.length = 0; });
  }
  assert.ok((await view(page)).moves.length >= 6);
  await shot(page, "keyboard-after-1366");

  step("Escape puts a picked piece down");
  const v = await view(page);
  await cursorTo(page, v.legal.find((m) => m.kind === "step").path[0]);
  await page.keyboard.press("Enter");
  assert.ok((await page.evaluate(() => game.path.length)) === 1);
  await page.keyboard.press("Escape");
  assert.equal(await page.evaluate(() => game.path.length), 0);
  assert.equal(await lastNow(page), "Put down");

  step("a chain of two captures, landing by landing, and the result");
  // A Suffragette on g7, constables on h8 and j10 (docs/notation.md): she
  // captures diagonally, g7xi9xk11.
  const CHAIN = "17/17/17/17/17/17/17/9P7/17/7P9/6S10/17/17/17/17/17/17 S 0+0 0+0 - 0";
  const b = await newPage(browser, errors);
  await createAt(b, { nickname: "Grace", side: "S", opponent: "random", variant: "english", position: CHAIN });
  await b.waitForFunction(() => game.view && game.board && game.shown === game.view.moves.length);
  await listenToRegions(b);
  step("  the move box answers questions about the board");
  const ask = async (q) => {
    await b.fill("#move-input", q);
    await b.keyboard.press("Enter");
    await b.waitForFunction(() => document.getElementById("move-answer").textContent !== "");
    const a = await b.textContent("#move-answer");
    await b.evaluate(() => { document.getElementById("move-answer").textContent = ""; });
    return a;
  };
  await b.focus("#move-input");
  assert.equal(await ask("p"), "Suffragettes: rank-and-file on g7");
  assert.equal(await ask("o"), "Police: constables on j10, h8");
  assert.match(await ask("c"), /captures?: .*g7xi9xk11/);
  assert.match(await ask("h8"), /^h8, Constable, Police/);
  assert.match(await ask("g7"), /^g7, Suffragette, Suffragettes, yours; .*legal move/);
  assert.match(await ask("l"), /No move has been played yet/);
  assert.match(await ask("h"), /p \(your pieces\)/);
  step("  typing the first squares of a chain offers the moves that go on");
  await b.fill("#move-input", "g7-i");
  await b.dispatchEvent("#move-input", "input");
  const offered = await b.evaluate(() => [...document.querySelectorAll("#move-options option")].map((o) => o.value));
  assert.ok(offered.some((m) => m === "g7xi9xk11"), "the whole chain is offered: " + offered);
  await b.fill("#move-input", "");
  step("  the chain by keyboard");
  await tabToBoard(b);
  await playByKeys(b, ["g7", "i9"]);
  assert.match(await lastNow(b), /^i9 reached; it goes on to k11, or Enter on i9 stops here/);
  await cursorTo(b, "k11");
  await b.keyboard.press("Enter");
  await b.waitForFunction(() => game.view.moves.length >= 1);
  await waitHeard(b, () => heard.moves.length > 0, null, "the chain");
  const said = (await heard(b)).moves.join(" | ");
  assert.match(said, /^Suffragettes: Suffragette g7 hops to i9, then k11, disabling the constable on h8 and the constable on j10\./, said);
  await shot(b, "keyboard-chain-1366");

  step("the winning move by keyboard, and the result announced");
  // Five Suffragettes in the House of Commons, a sixth on g12 (as play.mjs).
  const ENDING = "17/17/10I6/7SSS7/8SS7/6S10/17/17/17/17/17/17/17/17/17/17/17 S 5+10 4+16 - 40";
  const w = await newPage(browser, errors);
  await createAt(w, { nickname: "Emmeline", side: "S", opponent: "random", variant: "english", position: ENDING });
  await w.waitForFunction(() => game.view && game.board && game.shown === game.view.moves.length);
  await listenToRegions(w);
  await tabToBoard(w);
  await playByKeys(w, ["g12", "h13"]);
  await waitHeard(w, () => heard.moves.length > 0, null, "the winning move");
  const end = (await heard(w)).moves.join(" | ");
  assert.match(end, /^Suffragettes: Suffragette g12 to h13\. The Suffragettes win: 6 Suffragettes are in the House of Commons\.$/, end);

  step("the cursor and focus at 390 px");
  const phone = await newPage(browser, errors, { viewport: { width: 390, height: 844 } });
  await createAt(phone, { nickname: "Lilian", side: "S", opponent: "random", variant: "english" });
  await phone.waitForFunction(() => game.view && game.board && game.shown === game.view.moves.length);
  await phone.focus("#board");
  await phone.keyboard.press("ArrowUp");
  await phone.evaluate(() => document.getElementById("board").scrollIntoView());
  await shot(phone, "keyboard-focus-390");

  assert.deepEqual(errors, []);
  step("passed");
} catch (e) {
  console.error(e.stack || e.message);
  process.exitCode = 1;
} finally {
  await browser.close();
}
