// WCAG 2.1 levels A and AA on every page of the server, as axe-core checks
// them (docs/accessibility.md): the lobby, the sign-up, sign-in and account
// pages, my tables, a table against the computer (a move played, a piece picked, the
// exchange dialog and the rules open), the table's embeddable viewer, How
// to play and the 404 page (in German), and the explorer with a position,
// each at 1366 and at 390 px. At 390 px the table's and the explorer's
// squares are at least 24 CSS px, the smallest target WCAG 2.2 asks for
// (2.5.8). A failure names the rule and the element.
// Usage: node a11y.mjs BASE_URL [SCREENSHOT_DIR].
import assert from "node:assert/strict";
import { base, shots, step, launch, newPage, createAt, assertAccessible } from "./lib.mjs";

const browser = await launch();
const errors = [];
const failures = [];
const check = async (page, where) => {
  try { await assertAccessible(page, where); } catch (e) { failures.push(e.message); }
};
const shot = async (page, name) => { if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true }); };
const SIZES = { wide: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };

// The drawn size of a square of the board `svgSel` (data `board` in the
// page), in CSS px.
const squarePx = (page, svgSel, board) => page.evaluate(([svgSel, board]) => {
  const svg = document.querySelector(svgSel), b = eval(board);
  const g = b.geometry, a = SfBoard.onScreen(b, svg, g.columns[0] + g.rows[0]);
  const c = SfBoard.onScreen(b, svg, g.columns[1] + g.rows[0]);
  return c.x - a.x;
}, [svgSel, board]);

try {
  // One account, signed in once (sign-ups are rate-limited), seen at both sizes.
  const page = await newPage(browser, errors, { viewport: SIZES.wide });
  await page.goto(base + "/sign-up");
  await page.waitForSelector("#sign-up:not([hidden])");
  await check(page, "the sign-up page at 1366 px");
  await page.fill("#sign-up-form [name=username]", "Access" + (Date.now() % 1e6));
  await page.fill("#sign-up-form [name=password]", "deeds not words 1903");
  await page.click("#sign-up-form button");
  await page.waitForURL(/\/account$|\/$/);
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    step(`${size}: the lobby`);
    await page.goto(base + "/");
    await page.waitForSelector("#lobby:not([hidden])");
    await check(page, `the lobby at ${viewport.width} px`);

    step(`${size}: the account page, sign up and sign in`);
    await page.goto(base + "/account");
    await page.waitForSelector("#account:not([hidden])");
    await page.waitForSelector("#sessions tr");
    await check(page, `the account page at ${viewport.width} px`);
    step(`${size}: my tables`);
    await page.goto(base + "/my-tables");
    await page.waitForSelector("#my-tables:not([hidden])");
    // This account sits at no table yet: the page says so in one sentence.
    await page.waitForSelector("#my-tables-empty:not([hidden])");
    await check(page, `my tables at ${viewport.width} px`);
    await shot(page, `a11y-my-tables-${viewport.width}`);
    const guest = await newPage(browser, errors, { viewport });
    await guest.goto(base + "/sign-up");
    await guest.waitForSelector("#sign-up:not([hidden])");
    if (size === "phone") await check(guest, "the sign-up page at 390 px");
    await guest.goto(base + "/sign-in");
    await guest.waitForSelector("#sign-in:not([hidden])");
    await check(guest, `the sign-in page at ${viewport.width} px`);

    step(`${size}: a table against the computer`);
    await createAt(guest, { nickname: "Emily", side: "S", opponent: "random", variant: "english" });
    await guest.waitForFunction(() => game.view && game.board && game.shown === game.view.moves.length);
    await check(guest, `a table at ${viewport.width} px`);
    await shot(guest, `a11y-table-${size}`);
    // A piece picked by keyboard: its landings lit, the cursor drawn.
    await guest.focus("#board");
    await guest.keyboard.press("Enter");
    await check(guest, `a table with a piece picked at ${viewport.width} px`);
    if (size === "phone") {
      const px = await squarePx(guest, "#board svg", "game.board");
      assert.ok(px >= 24, `a square of the table's board is ${px.toFixed(1)} px wide at 390 px: under 24`);
    }
    await guest.keyboard.press("Escape");
    await guest.click("#rules-button");
    await guest.waitForSelector("#rules[open] #rules-body h1");
    await check(guest, `a table with the rules open at ${viewport.width} px`);
    await guest.click("#rules-close");

    step(`${size}: the table's embeddable viewer, How to play and the 404 page, in German`);
    const id = new URL(guest.url()).pathname.split("/").pop();
    // The header's switch leads to the same table in German, the seat kept.
    await guest.click('.language-switch a[hreflang="de"]');
    await guest.waitForFunction(() => document.documentElement.lang === "de" && game.view && game.seat);
    assert.equal(new URL(guest.url()).pathname, "/t/" + id);
    assert.match(await guest.textContent("#status"), /Zug/);
    await check(guest, `a table in German at ${viewport.width} px`);
    await guest.goto(base + "/embed/" + id);
    await guest.waitForFunction(() => document.querySelector("#viewer-board").alt !== "");
    await check(guest, `the embeddable viewer at ${viewport.width} px`);
    await guest.goto(base + "/how-to-play");
    await guest.waitForSelector("#how-to-play:not([hidden]) .rules-summary");
    assert.equal(await guest.getAttribute("html", "lang"), "de");
    await check(guest, `How to play at ${viewport.width} px`);
    await guest.goto(base + "/no-such-page");
    await guest.waitForSelector("#not-found:not([hidden])");
    await check(guest, `the 404 page at ${viewport.width} px`);
    await guest.goto(base + "/?lang=en");

    step(`${size}: the explorer`);
    await guest.goto(base + "/explore");
    await guest.waitForFunction(() => typeof ex === "object" && ex.data && ex.board);
    await check(guest, `the explorer at ${viewport.width} px`);
    await shot(guest, `a11y-explore-${size}`);
    if (size === "phone") {
      const px = await squarePx(guest, "#board svg", "ex.board");
      assert.ok(px >= 24, `a square of the explorer's board is ${px.toFixed(1)} px wide at 390 px: under 24`);
    }

    step(`${size}: the studio: a new study, its editor, its read link and its embed`);
    await page.goto(base + "/study/new");
    await page.waitForSelector("#new-study:not([hidden])");
    await page.waitForSelector("#my-studies:not([hidden])");
    await check(page, `the new study page at ${viewport.width} px`);
    const made = await page.evaluate(async () => (await fetch("/api/studies", { method: "POST",
      headers: { "Content-Type": "application/json", "X-CSRF-Token": ME.csrf },
      body: JSON.stringify({ title: "Lesson", chapters: [{ sgn: "[Variant \"english\"]\n[FirstPlayer \"S\"]\n\n1. e6-e7 ! {A step. [%arrow e6 e7 green] [%mark e7 red]} k12-k11\n" }] }) })).json());
    await page.goto(base + made.edit_url);
    await page.waitForFunction(() => typeof studio === "object" && studio.editable && board.data);
    await page.click("#go-forward");
    await page.waitForFunction(() => studio.path.length === 1 && document.querySelector("#board .study-arrow"));
    await check(page, `the study editor at ${viewport.width} px`);
    await guest.goto(base + made.url);
    await guest.waitForFunction(() => typeof studio === "object" && studio.study && board.data);
    await check(guest, `the study's read link at ${viewport.width} px`);
    await guest.goto(base + made.embed_url + "#chapter-1-ply-1");
    await guest.waitForFunction(() => typeof studio === "object" && studio.study && board.data);
    await check(guest, `the study's embeddable viewer at ${viewport.width} px`);
    await guest.context().close();
  }
  assert.deepEqual(failures, [], "\n" + failures.join("\n"));
  assert.deepEqual(errors, [], "no script error on any page");
  step("passed");
} catch (e) {
  console.error(e.message);
  process.exitCode = 1;
} finally {
  await browser.close();
}
