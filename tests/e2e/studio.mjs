// End-to-end test of the teacher's studio: a study made at /study/new from
// an uploaded record, a move played on the board by clicks and one by
// drag, a variation started where a move exists, a comment, a glyph, an
// arrow (right-drag) and a circle (right-click), the chapter exported as
// .sgn and its content checked, markup in a comment shown as text, a
// refused move with the explorer's reason, a second chapter, a student
// on the read link following the presenting teacher, stepping back alone
// and returning; the whole chapter analysed and written into it, with a
// second editor's page told; a record's zones on the board; chapters renamed, moved and deleted. Usage: node studio.mjs BASE_URL [SCREENSHOT_DIR].
import assert from "node:assert/strict";
import { base, shots, step, launch, newPage, scrollsSideways } from "./lib.mjs";

const browser = await launch();
const errors = [];
const shot = async (page, name) => { if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true }); };
const LESSON = "[Variant \"english\"]\n[FirstPlayer \"S\"]\n\n1. e6-e7 {A quiet step.} 1... k12-k11\n";

async function centre(page, sq) {
  return page.evaluate((sq) => {
    const svg = document.querySelector("#board svg");
    svg.scrollIntoView({ block: "center" });
    return SfBoard.onScreen(board.data, svg, sq);
  }, sq);
}
async function click(page, sq, button = "left") {
  const at = await centre(page, sq);
  await page.mouse.click(at.x, at.y, { button });
}
async function drag(page, from, to, button = "left") {
  const a = await centre(page, from), b = await centre(page, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down({ button });
  await page.mouse.move(b.x, b.y, { steps: 6 });
  await page.mouse.up({ button });
}
// The board shows the place `path` and has its moves.
const at = (page, path) => page.waitForFunction((p) => studio.study && JSON.stringify(studio.path) === p
  && !studio.pending && !board.loading && board.data && document.querySelector("#board svg g.hl"), JSON.stringify(path), { timeout: 30000 });
const saved = (page) => page.waitForFunction(() => document.querySelector("#message").textContent.length > 0, null, { timeout: 30000 });
// A step of the side to move that is not `not`.
const someStep = (page, not) => page.evaluate((not) => board.moves.find((m) => m.kind === "step" && m.move !== not), not);
const stored = (page) => page.evaluate(async () => (await fetch(`/api/studies/${studio.id}/chapters/1.sgn`)).text());

try {
  const page = await newPage(browser, errors);
  step("a new study from an uploaded record");
  await page.goto(base + "/study/new");
  await page.waitForFunction(() => document.querySelectorAll("#new-variant option").length > 0);
  await page.fill("#new-title", "Lesson one");
  await page.fill("#new-chapter", "Opening");
  await page.check('input[name="from"][value="sgn"]');
  await page.setInputFiles("#new-sgn", { name: "lesson.sgn", mimeType: "text/plain", buffer: Buffer.from(LESSON) });
  await shot(page, "studio-new-1366");
  await page.click('#new-form button[type="submit"]');
  await page.waitForURL(/\/study\/[0-9a-f]+#key=[0-9a-f]+$/);
  const editUrl = page.url();
  const readUrl = editUrl.replace(/#.*$/, "");
  await at(page, []);
  assert.equal(await page.evaluate(() => studio.editable), true, "the edit link edits");
  assert.equal(await page.textContent("#study-title"), "Lesson one");

  step("to the last move, then a move by clicks");
  await page.click("#go-last");
  await at(page, [1]);
  const first = await someStep(page);
  await click(page, first.from);
  await click(page, first.to);
  await at(page, [2]);
  await saved(page);
  assert.equal(await page.evaluate(() => Tree.nodeAt(tree(), [2]).move), first.move);

  step("a move played where one exists starts a variation (by drag)");
  await page.click("#go-back");
  await at(page, [1]);
  const other = await someStep(page, first.move);
  await drag(page, other.from, other.to);
  await at(page, [2, 0, 0]);
  await page.waitForFunction(() => studio.chapter().tree.moves[2].variations.length === 1 && studio.chapter().tree.moves[2].variations[0][0].position);
  assert.equal(await page.evaluate(() => studio.chapter().tree.moves.length), 3, "the main line stays");

  step("a refused move gets the explorer's reason");
  const refusal = await page.evaluate(() => {
    const mine = Object.keys(board.data.pieces).find((sq) => SfBoard.pieceAt(board.data, sq).side === board.data.to_move);
    return { from: mine };
  });
  await at(page, [2, 0, 0]);
  await click(page, refusal.from);
  // Far across the board: no piece of this game reaches it in one move.
  await click(page, refusal.from[0] === "a" ? "q1" : "a1");
  await page.waitForFunction(() => /./.test(document.querySelector("#message").textContent) && !/saved|Saved/.test(document.querySelector("#message").textContent), null, { timeout: 30000 });
  const why = await page.textContent("#message");
  assert.match(why, /not a legal move/, why);

  step("a comment, a glyph, an arrow and a circle on the variation's move");
  await page.fill("#comment", "The other way. <img src=x onerror=window.__xss=1> <script>window.__xss=2</script>");
  await page.click("#save-comment");
  await page.waitForFunction(() => /The other way/.test(Tree.nodeAt(tree(), studio.path).comment) && Tree.nodeAt(tree(), studio.path).position);
  step("markup in a comment is shown as text");
  await page.waitForFunction(() => /The other way/.test(document.querySelector("#comment-view").textContent), null, { timeout: 30000 });
  const view = await page.evaluate(() => ({
    text: document.querySelector("#comment-view").textContent,
    elements: document.querySelectorAll("#comment-view *, #tree img, #tree script").length,
    xss: window.__xss,
  }));
  assert.match(view.text, /<img src=x onerror=window.__xss=1>/);
  assert.equal(view.elements, 0, "no element comes of the comment");
  assert.equal(view.xss, undefined, "nothing of it ran");
  await page.click('.glyph[data-glyph="!?"]');
  await page.waitForFunction(() => Tree.nodeAt(tree(), studio.path).glyphs.includes("!?"));
  await drag(page, "i6", "i9", "right");
  await page.waitForFunction(() => Tree.nodeAt(tree(), studio.path).drawings.some((d) => d.kind === "arrow" && d.from === "i6" && d.to === "i9"));
  await click(page, "h9", "right");
  await page.waitForFunction(() => Tree.nodeAt(tree(), studio.path).drawings.some((d) => d.kind === "mark" && d.square === "h9"));
  // The board drawn again after the change shows both.
  await page.waitForFunction(() => document.querySelectorAll("#board .study-arrow").length === 1
    && document.querySelectorAll("#board .study-mark").length === 1, null, { timeout: 30000 });
  // The toolbar does it for touch screens: the circle tool on g9, in red.
  await page.click('.tool[data-tool="mark"]');
  await page.click('.colour[data-colour="red"]');
  await click(page, "g9");
  await page.waitForFunction(() => Tree.nodeAt(tree(), studio.path).drawings.some((d) => d.square === "g9" && d.colour === "red"));
  await page.click('.tool[data-tool="move"]');

  await shot(page, "studio-edit-1366");

  step("the chapter exported as .sgn has all of it, and replays");
  const sgn = await stored(page);
  assert.match(sgn, /\{A quiet step\.\}/);
  assert.match(sgn, new RegExp("\\(2\\. " + other.move + " !\\? \\{The other way\\."), sgn);
  assert.match(sgn, /\[%arrow i6 i9 green\]/);
  assert.match(sgn, /\[%mark h9 green\]/);
  assert.match(sgn, /\[%mark g9 red\]/);
  assert.match(sgn, new RegExp("2\\. " + first.move + " \\("), sgn);
  const link = await page.getAttribute("#export-chapter", "href");
  assert.equal(link, await page.evaluate(() => `/api/studies/${studio.id}/chapters/1.sgn`));

  step("undo takes the last change back");
  await page.click("#undo");
  await page.waitForFunction(() => !Tree.nodeAt(tree(), studio.path).drawings.some((d) => d.square === "g9"));

  step("promote the variation, then back");
  await page.click("#promote");
  await page.waitForFunction((m) => studio.chapter().tree.moves[2].move === m && studio.chapter().tree.moves[2].position, other.move);
  assert.equal(await page.evaluate(() => studio.chapter().tree.moves[2].variations[0][0].move), first.move);
  await page.click("#undo");
  await page.waitForFunction((m) => studio.chapter().tree.moves[2].move === m, first.move);

  step("a student on the read link follows the presenting teacher");
  await page.check("#present");
  await page.click("#go-first");
  await at(page, []);
  const student = await newPage(browser, errors);
  await student.goto(readUrl);
  await at(student, []);
  assert.equal(await student.evaluate(() => studio.editable), false, "the read link only reads");
  assert.equal(await student.locator("#comment").isVisible(), false);
  await page.click("#go-forward");
  await at(student, [0]);
  await page.click("#go-forward");
  await at(student, [1]);
  assert.match(await student.textContent("#follow-state"), /follow/i);
  step("the student steps back alone and returns");
  await student.click("#go-back");
  await at(student, [0]);
  assert.equal(await student.isVisible("#follow-back"), true);
  await page.click("#go-forward");
  await page.waitForFunction(() => JSON.stringify(studio.path) === "[2]");
  await student.waitForTimeout(500);
  assert.deepEqual(await student.evaluate(() => studio.path), [0], "looking away, the student stays");
  await student.click("#follow-back");
  await at(student, [2]);
  await shot(student, "studio-student-1366");

  step("the read link cannot write");
  const refused = await student.evaluate(async () => (await fetch(`/api/studies/${studio.id}/chapters/1`, {
    method: "PUT", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ sgn: "[Variant \"english\"]\n" }) })).status);
  assert.equal(refused, 403);

  step("a second chapter");
  await page.click(".chapter-add");
  await page.waitForFunction(() => studio.study.chapters.length === 2 && studio.n === 2);
  assert.equal(await page.locator(".chapter-tab").count(), 2);

  step("the whole chapter analysed: evaluations in the move list, the graph, written into the chapter");
  const second = await newPage(browser, errors);
  await second.goto(editUrl);
  await at(second, []);
  await page.click(".chapter-tab >> nth=0");
  await at(page, []);
  await page.click("#analyse-chapter");
  await page.waitForFunction(() => document.querySelectorAll("#tree .mainline > .tree-eval").length === studio.chapter().tree.moves.length
    && document.querySelector("#chapter-analysis figure.eval-graph svg"), null, { timeout: 60000 });
  const evals = await page.$$eval("#tree .mainline > .tree-eval", (es) => es.map((e) => e.textContent));
  for (const e of evals) assert.match(e, /^(-?\d+(\.\d+)?|#-?\d+)$/, e);
  assert.equal(await page.isVisible("#analysis-write"), true);
  await shot(page, "studio-analysis-1366");
  await page.click("#analysis-write");
  await page.waitForFunction(() => /\[%eval /.test(studio.chapter().sgn), null, { timeout: 30000 });
  assert.match(await stored(page), /\[%eval /);
  step("the other editor's page is told the chapter changed, and shows it");
  await second.waitForFunction(() => /\[%eval /.test(studio.study.chapters[0].sgn) && /1/.test(document.querySelector("#message").textContent), null, { timeout: 30000 });
  assert.match(await second.textContent("#message"), /chapter 1/);
  await second.close();
  // A change takes the analysis off: the evaluations are the record's now.
  assert.equal(await page.isVisible("#chapter-analysis"), false);

  step("zones of the record are shown on the board");
  await page.evaluate(async () => {
    const sgn = "[Variant \"english\"]\n[SetUp \"17/17/17/17/17/17/17/17/8S8/17/17/17/17/17/17/17/17 S 0+1 0+1 - 0\"]\n\n{Where they are kept. [%zone prison red]}\n";
    const r = await fetch(`/api/studies/${studio.id}/chapters/2`, { method: "PUT", headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ edit_key: studio.key, sgn }) });
    if (!r.ok) throw new Error(await r.text());
  });
  await page.click(".chapter-tab >> nth=1");
  await page.waitForFunction(() => studio.n === 2 && /Where they are kept/.test(studio.chapter().tree.intro) && !board.loading
    && document.querySelectorAll("#board .study-zone").length > 0, null, { timeout: 30000 });
  // No exchange, answer or pass is legal here: none is offered.
  assert.equal(await page.isVisible("#other-moves"), false);
  await shot(page, "studio-zone-1366");

  step("an exchange and its answer are played from the other moves");
  // Twelve pieces in each building: an exchange may be proposed (the
  // English rules' trigger), and the other side must answer it.
  await page.evaluate(async () => {
    const sgn = "[Variant \"english\"]\n[SetUp \"17/17/17/17/17/17/17/17/17/17/6S10/17/17/17/17/6P10/17 S 2+10 2+10 - 0\"]\n\n";
    const r = await fetch(`/api/studies/${studio.id}/chapters/2`, { method: "PUT", headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ edit_key: studio.key, sgn }) });
    if (!r.ok) throw new Error(await r.text());
  });
  await page.click(".chapter-tab >> nth=1");
  await page.waitForFunction(() => [...document.querySelectorAll("#other-move option")].some((o) => o.value === "X1+1"),
    null, { timeout: 30000 });
  assert.equal(await page.isVisible("#other-moves"), true, "the exchange is offered");
  await page.selectOption("#other-move", "X1+1");
  await page.click('#other-moves button[type="submit"]');
  await page.waitForFunction(() => studio.chapter().tree.moves.length === 1 && studio.chapter().tree.moves[0].move === "X1+1");
  // Now the Police answer: accepting and declining are offered.
  await page.waitForFunction(() => {
    const values = [...document.querySelectorAll("#other-move option")].map((o) => o.value);
    return values.some((v) => /^accept/.test(v)) && values.includes("decline");
  }, null, { timeout: 30000 });
  await page.selectOption("#other-move", "decline");
  await page.click('#other-moves button[type="submit"]');
  await page.waitForFunction(() => studio.chapter().tree.moves.length === 2 && studio.chapter().tree.moves[1].move === "decline");

  step("chapters renamed, moved and deleted; the study renamed");
  await page.fill("#rename-chapter", "Prisoners");
  await page.click('#rename-chapter-form button[type="submit"]');
  await page.waitForFunction(() => studio.study.chapters[1].name === "Prisoners" && /Prisoners/.test(document.querySelectorAll(".chapter-tab")[1].textContent));
  await page.click("#chapter-earlier");
  await page.waitForFunction(() => studio.study.chapters[0].name === "Prisoners" && studio.n === 1);
  await page.fill("#rename-title", "Lesson one, again");
  await page.click('#rename-study-form button[type="submit"]');
  await page.waitForFunction(() => document.querySelector("#study-title").textContent === "Lesson one, again");
  // The page asks before it deletes: answered yes here.
  await page.evaluate(() => { window.confirm = () => true; });
  await page.click("#delete-chapter");
  await page.waitForFunction(() => studio.study.chapters.length === 1 && studio.study.chapters[0].name === "Opening");

  step("the embedded viewer opens at a chapter's ply");
  const embed = await newPage(browser, errors);
  await embed.goto(readUrl.replace("/study/", "/embed/study/") + "#chapter-1-ply-2");
  await at(embed, [1]);
  assert.equal(await embed.locator("#comment").count(), 0);

  step("on a phone the pages fit");
  const phone = await newPage(browser, errors, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await phone.goto(editUrl);
  await at(phone, []);
  assert.equal(await scrollsSideways(phone), false, "no sideways scrolling at 390 px");
  await shot(phone, "studio-edit-390");
  await phone.goto(base + "/study/new");
  await phone.waitForSelector("#new-form");
  assert.equal(await scrollsSideways(phone), false);

  assert.deepEqual(errors, []);
  step("passed");
  await browser.close();
} catch (e) {
  console.error(e);
  console.error("page errors:", errors);
  await browser.close();
  process.exit(1);
}
