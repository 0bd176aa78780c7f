// End-to-end test of the book's interactive pages, opened from the file
// system as a reader of a static copy would: a piece clicked in a rules
// diagram lights the landings the page's own text lists; the differences
// chapter shows two variants at once and gives a refusal with its rule
// point; a game steps by keyboard, keeps the book's page-turning arrows
// away, opens at a deep link and prints its stack of pictures. No script
// error and no console error on any page.
// Usage: node book.mjs file:///path/to/site [SCREENSHOT_DIR].
import assert from "node:assert/strict";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { base, shots, step, launch } from "./lib.mjs";

const browser = await launch();
const problems = [];
const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
// Nothing may be fetched from the network.
await context.route(/^https?:/, (route) => { problems.push("network request: " + route.request().url()); route.abort(); });
const page = await context.newPage();
page.on("pageerror", (e) => problems.push("script error: " + e.message));
page.on("console", (m) => { if (m.type() === "error") problems.push("console error: " + m.text()); });
const shot = async (name) => { if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: false }); };

// The screen position of square `sq` of board `i` of the page.
async function squareOnScreen(i, sq) {
  return page.evaluate(([i, sq]) => {
    const b = i < 0 ? window.sfViewer.board : window.sfBoards[i];
    b.svg.scrollIntoView({ block: "center" });
    return SfBoard.onScreen(b.data.board, b.svg, sq);
  }, [i, sq]);
}
async function clickSquare(i, sq) {
  const at = await squareOnScreen(i, sq);
  await page.mouse.click(at.x, at.y);
}
// The squares marked on board `i`, e.g. ["e7 step", ...], sorted.
const marked = (i) => page.evaluate((i) => {
  const b = i < 0 ? window.sfViewer.board : window.sfBoards[i];
  return [...b.svg.querySelectorAll(".sf-land")].map((m) => m.dataset.square + " " + m.getAttribute("class").split("sf-").pop().trim()).sort();
}, i);

// ---- a rules page: the piece on f8 steps in eight directions ------------
step("rules page");
await page.goto(base + "/rules/moving.html");
await page.waitForFunction(() => window.sfBoards && window.sfBoards.length === 3);
// What the page itself says the engine allows, read from its words.
const listed = await page.evaluate(() => {
  const p = [...document.querySelectorAll("main p")].find((p) => p.textContent.includes("legal landings for the piece on f8"));
  return p.textContent.split(":").pop().replace(".", "").split(",").map((s) => s.trim()).sort();
});
assert.equal(listed.length, 8, "the page lists eight landings: " + listed);
assert.deepEqual(await marked(0), [], "nothing is lit before a click");
await clickSquare(0, "f8");
assert.deepEqual(await marked(0), listed.map((s) => s + " step"), "the click lights the page's landings, as steps");
const info = await page.textContent("figure:first-of-type .sf-info");
assert.match(info, /Suffragette on f8 may land on e7 \(a step\)/);
await shot("rules-1366");
// The same without a mouse: the piece chosen from the list.
await clickSquare(0, "c5");
await page.locator("figure").first().locator(".sf-picker select").selectOption("f8");
assert.deepEqual(await marked(0), listed.map((s) => s + " step"), "choosing the piece from the list lights the same");
// A click on an empty square clears the choice.
await clickSquare(0, "c5");
assert.deepEqual(await marked(0), []);
// And by keyboard alone: Tab to the diagram, the arrows to f8, Enter; the
// arrows move the cursor, not the book's pages; Escape lets the piece go.
await page.evaluate(() => window.sfBoards[0].wrap.focus());
const cursor = () => page.evaluate(() => window.sfBoards[0].keys.square());
const keysTo = async (sq) => {
  const g = await page.evaluate(() => window.sfBoards[0].data.board.geometry);
  const at = await cursor(), col = (s) => g.columns.indexOf(s[0]), row = (s) => g.rows.indexOf(s.slice(1));
  for (let i = 0; i < Math.abs(col(sq) - col(at)); i++) await page.keyboard.press(col(sq) > col(at) ? "ArrowRight" : "ArrowLeft");
  for (let i = 0; i < Math.abs(row(sq) - row(at)); i++) await page.keyboard.press(row(sq) > row(at) ? "ArrowDown" : "ArrowUp");
};
await keysTo("f8");
assert.equal(await cursor(), "f8");
assert.ok(page.url().endsWith("/rules/moving.html"), "the arrows stayed on the page: " + page.url());
assert.match(await page.evaluate(() => window.sfBoards[0].said.textContent), /^f8: Suffragette/, "the square is said");
assert.equal(await page.locator("figure").first().locator(".sf-cursor").count(), 1, "the cursor is drawn");
await page.keyboard.press("Enter");
assert.deepEqual(await marked(0), listed.map((s) => s + " step"), "Enter on the piece lights its landings");
assert.equal(await page.locator("figure").first().locator(".sf-cursor").count(), 1, "the cursor stays over the marks");
await shot("rules-keyboard-1366");
await page.keyboard.press("Escape");
assert.deepEqual(await marked(0), []);

step("a second piece clears the first's marks");
await page.goto(base + "/rules/hopping.html");
await page.waitForFunction(() => window.sfBoards && window.sfBoards.length >= 2);
// The lesson's first diagram shows the position before its move: the
// Suffragettes, whose chain it is, to move, their pieces to choose from.
const first = await page.evaluate(() => {
  const b = window.sfBoards[0];
  return { side: b.data.board.side_to_move, pieces: b.select_.options.length - 1 };
});
assert.match(first.side, /^Suffragettes/, "the first hopping diagram: the side of the chain to move");
assert.ok(first.pieces > 1, "more than one piece to choose: " + first.pieces);
const blocked = await page.evaluate(() => window.sfBoards.findIndex((b) => b.img.getAttribute("alt").startsWith("Where a hop is blocked. ")));
assert.ok(blocked >= 0, "the figure where a hop is blocked");
// The landings the page's data gives a piece, as the overlay marks them.
const landingsOf = (i, sq) => page.evaluate(([i, sq]) => (window.sfBoards[i].data.vs[0].m[sq] || []).map((l) => l[0] + " " + { s: "step", h: "hop", c: "capture" }[l[1]]).sort(), [i, sq]);
const picture = (i) => page.evaluate((i) => { const b = window.sfBoards[i]; return { src: b.img.getAttribute("src"), plain: b.data.plain }; }, i);
const drawn = await picture(blocked);
assert.ok(drawn.plain && !drawn.src.endsWith(drawn.plain), "the picture marks g8's landings before a click");
await clickSquare(blocked, "g8");
assert.deepEqual(await marked(blocked), await landingsOf(blocked, "g8"));
await clickSquare(blocked, "h9");
const h9 = await landingsOf(blocked, "h9");
assert.ok(h9.length > 0, "h9 may move");
assert.deepEqual(await marked(blocked), h9, "only h9's landings are marked");
const after = await picture(blocked);
assert.ok(after.src.endsWith(after.plain), "the picture's own marks of g8 are gone: " + after.src);
await shot("hopping-second-click-1366");

step("hops and captures told apart");
await page.goto(base + "/rules/capture.html");
await page.waitForFunction(() => window.sfBoards && window.sfBoards.length >= 2);
// "Small pieces capture only diagonally": from g8, over h9 captures, over g9 only travels.
await clickSquare(1, "g8");
const kinds = await marked(1);
assert.ok(kinds.includes("i10 capture"), "the diagonal hop over h9 captures: " + kinds);
assert.ok(kinds.includes("g10 hop"), "the straight hop over g9 does not: " + kinds);
assert.ok(kinds.includes("f8 step"), kinds.join());
const dots = await page.evaluate(() => window.sfBoards[1].svg.querySelectorAll(".sf-capture line").length);
assert.equal(dots, 2 * kinds.filter((k) => k.endsWith("capture")).length, "a capture landing is a crossed ring");

// ---- the differences chapter: two variants at once ---------------------
step("differences page");
await page.goto(base + "/differences.html");
await page.waitForFunction(() => window.sfBoards && window.sfBoards.length > 4);
// The first panel of the jumping rule that the German text has.
const found = await page.evaluate(() => {
  for (let i = 0; i < window.sfBoards.length; i++) {
    const b = window.sfBoards[i], d = b.data;
    let h = b.wrap.closest(".panels");
    while (h && h.tagName !== "H3") h = h.previousElementSibling;
    if (!h || !h.id.startsWith("hop-over-forbidden-") || d.vs.length !== 2) continue;
    for (const from of Object.keys(d.why || {})) {
      const to = Object.keys(d.why[from]).find((t) => d.why[from][t].some((w) => w.v === 1));
      if (to) return { i, key: from + "-" + to, name: d.vs[1].name, move: d.why[from][to].find((w) => w.v === 1).m };
    }
  }
  return null;
});
assert.ok(found, "a panel of hop.over_forbidden with a landing one variant refuses");
const [from, to] = found.key.split("-");
const figure = page.locator("figure.diagram").filter({ has: page.locator("script.sf-data") }).nth(found.i);
await figure.locator("label", { hasText: "both at once" }).click();
await clickSquare(found.i, from);
const only = await page.evaluate(([i, to]) => [...window.sfBoards[i].svg.querySelectorAll(".sf-only")].map((r) => r.dataset.square), [found.i, to]);
assert.ok(only.includes(to), `the refused landing ${to} is framed as allowed by one variant only: ${only}`);
assert.ok(found.move.startsWith(from + "-") || found.move.startsWith(from + "x"), found.move);
assert.ok(found.move.endsWith("-" + to) || found.move.endsWith("x" + to), found.move);
const refusal = figure.locator(".sf-refusal", { hasText: `${found.move} is refused under ${found.name}` });
await refusal.waitFor();
const point = refusal.locator("a.sf-rule-point");
assert.match(await point.getAttribute("href"), /^matrix\.html#hop\.over_forbidden$/);
assert.ok((await point.textContent()).length > 5, "the rule point is named in words");
assert.ok(await refusal.locator(".sf-citation").count() === 1, "and its citation given");
await shot("differences-1366");
// The matrix has the row the link names.
await point.click();
await page.waitForURL(/matrix\.html#hop\.over_forbidden$/);
assert.equal(await page.locator("tr[id='hop.over_forbidden']").count(), 1);

// ---- a game: keyboard, list, variation, deep link, print ---------------
step("game viewer");
const game = base + "/games/01-opening-skirmish.html";
await page.goto(game);
await page.waitForSelector(".sf-viewer");
assert.equal(await page.locator(".sf-stack").isVisible(), false, "the stack of pictures is hidden while the viewer runs");
const frame = () => page.getAttribute(".sf-viewer", "data-frame");
const src = () => page.getAttribute(".sf-view-img", "src");
assert.equal(await frame(), "ply-0");
await page.keyboard.press("ArrowLeft");
assert.equal(page.url(), game, "the arrow keys do not turn the book's page");
for (let k = 0; k < 3; k++) await page.keyboard.press("ArrowRight");
assert.equal(await frame(), "ply-3");
assert.match(await src(), /01-opening-skirmish-003\.svg$/);
assert.equal(await page.textContent(".sf-head"), "2. g4-e6-e8");
assert.match(await page.textContent(".sf-comment"), /A chain of two hops/);
assert.equal(await page.textContent(".sf-move.sf-current"), "g4-e6-e8");
assert.ok(page.url().endsWith("#ply-3"), "the address follows: " + page.url());
await page.keyboard.press("ArrowLeft");
assert.equal(await frame(), "ply-2");
await page.keyboard.press("End");
const last = await frame();
assert.match(last, /^ply-(\d+)$/);
await page.keyboard.press("ArrowRight");
assert.equal(await frame(), last, "no move after the last");
await page.click(".sf-viewer button.sf-first");
assert.equal(await frame(), "ply-0");
// The glyph and the move list.
await page.locator(".sf-move", { hasText: "e9xg11xi13 !!" }).click();
assert.equal(await frame(), "ply-7");
assert.equal(await page.textContent(".sf-head"), "4. e9xg11xi13 !!");
assert.equal(await page.textContent(".sf-glyph"), "!! a brilliant move");
// A variation: its first move, then back to the main line.
const variation = page.locator(".sf-variation .sf-move").first();
assert.ok(await variation.count(), "the move list shows a variation");
const varText = await variation.textContent();
await variation.click();
assert.match(await frame(), /^v\d+-\d+-1$/);
assert.equal((await page.textContent(".sf-move.sf-current")), varText);
assert.match(await src(), /01-opening-skirmish-v\d+-\d+-01\.svg$/);
await page.keyboard.press("ArrowLeft");
assert.match(await frame(), /^ply-\d+$/, "back to the main line");
// A piece of the side to move, clicked on the game's board.
await page.keyboard.press("Home");
await clickSquare(-1, "e6");
assert.ok((await marked(-1)).includes("e7 step"), "the Suffragette on e6 may step to e7");
await shot("game-1366");
{
  // A phone: a page of its own, as a phone would open it.
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true })).newPage();
  phone.on("pageerror", (e) => problems.push("script error: " + e.message));
  await phone.goto(game + "#ply-5");
  await phone.waitForSelector(".sf-viewer");
  if (shots) await phone.screenshot({ path: `${shots}/game-390.png` });
  const wide = await phone.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
  assert.equal(wide, false, "no sideways scrolling on a phone");
  const box = await phone.locator(".sf-view-img").boundingBox();
  assert.ok(box.width > 300, "the board takes the phone's width: " + box.width);
  await phone.goto(base + "/differences.html");
  await phone.waitForFunction(() => window.sfBoards && window.sfBoards.length > 4);
  await phone.evaluate(() => window.sfBoards[0].wrap.scrollIntoView());
  if (shots) await phone.screenshot({ path: `${shots}/differences-390.png` });
  await phone.context().close();
}

step("deep link");
await page.goto(game + "#ply-14");
await page.waitForSelector(".sf-viewer");
assert.equal(await frame(), "ply-14");
assert.match(await src(), /01-opening-skirmish-014\.svg$/);
assert.match(await page.textContent(".sf-head"), /^7\.\.\. /);
// Print shows the stack and not the viewer.
await page.emulateMedia({ media: "print" });
assert.equal(await page.locator(".sf-stack").isVisible(), true, "print shows the pictures");
assert.equal(await page.locator(".sf-viewer").isVisible(), false);
await page.emulateMedia({ media: "screen" });
// Without the server, no link to online play or the explorer.
assert.equal(await page.locator(".sf-explore, .sf-served-bar").count(), 0);
// The record to download is there.
const sgn = await page.getAttribute("a.sf-sgn", "href");
assert.equal(sgn, "01-opening-skirmish.sgn");

step("game with an objection");
await page.goto(base + "/games/02-into-the-house.html#ply-5");
await page.waitForSelector(".sf-viewer");
const objection = page.locator(".sf-objections .sf-refusal");
assert.match(await objection.textContent(), /Under the German Wikipedia article this move is illegal/);
assert.match(await objection.locator("a.sf-rule-point").getAttribute("href"), /^\.\.\/matrix\.html#/);
// A refused move is marked by a symbol the list's legend explains, with
// words for a screen reader; no wavy underline.
const objected = page.locator(".sf-move.sf-objected").first();
assert.match(await objected.getAttribute("aria-label"), /^\S+.*, illegal under the [A-Z]/);
assert.match(await objected.getAttribute("title"), /^Illegal under /);
assert.equal(await objected.evaluate((b) => getComputedStyle(b).textDecorationStyle === "wavy" && getComputedStyle(b).textDecorationLine.includes("underline")), false);
assert.match(await page.locator(".sf-legend").textContent(), /a move another variant refuses/);
assert.equal(await page.locator(".sf-legend").isVisible(), true);

step("tables fit the page");
// At a desktop's and a phone's width no table is wider than the text
// column or scrolls inside a box of its own, and the page does not scroll
// sideways; the matrix takes the page's width without an inner scroll box.
const tablePages = ["index.html", "history.html", "matrix.html", "differences.html", "statistics.html",
  "own-variant.html", "board.html", "sources/english.html", "sources/german.html", "parallel/setup.html",
  "appendix/conventions.html", "appendix/reconstructions.html", "appendix/performance.html", "appendix/strength.html"];
for (const width of [1366, 390]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  const p = await ctx.newPage();
  p.on("pageerror", (e) => problems.push("script error: " + e.message));
  let tables = 0;
  for (const rel of tablePages) {
    await p.goto(base + "/" + rel);
    const r = await p.evaluate(() => {
      const main = document.querySelector("main").getBoundingClientRect();
      const wide = [];
      const all = [...document.querySelectorAll("main table")];
      for (const t of all) {
        const box = t.getBoundingClientRect(), wrap = t.parentElement;
        const name = (t.querySelector("th, td") || t).textContent.trim().slice(0, 40);
        if (box.right > main.right + 1 || box.left < main.left - 1) wide.push(`${name}: ${Math.round(box.width)} px in ${Math.round(main.width)}`);
        else if (wrap.scrollWidth > wrap.clientWidth + 1) wide.push(`${name}: scrolls inside its box (${wrap.scrollWidth} in ${wrap.clientWidth})`);
      }
      const page = document.documentElement;
      return { wide, n: all.length, sideways: page.scrollWidth > page.clientWidth + 1 };
    });
    assert.deepEqual(r.wide, [], `${rel} at ${width} px`);
    assert.equal(r.sideways, false, `${rel} scrolls sideways at ${width} px`);
    tables += r.n;
    if (shots && (rel === "own-variant.html" || rel === "history.html" || rel === "matrix.html")) await p.screenshot({ path: `${shots}/${rel.replace(".html", "")}-${width}.png` });
  }
  assert.ok(tables > 20, `only ${tables} tables at ${width} px`);
  if (width === 1366) {
    await p.goto(base + "/matrix.html");
    const m = await p.evaluate(() => {
      const wrap = document.querySelector(".matrix-wrap"), t = wrap.querySelector("table.matrix");
      const main = document.querySelector("main").getBoundingClientRect();
      const cols = [...t.querySelectorAll("thead th")].slice(1).map((th) => th.getBoundingClientRect().width);
      return { inner: wrap.scrollHeight > wrap.clientHeight + 1, width: t.getBoundingClientRect().width / main.width, narrowest: Math.min(...cols) };
    });
    assert.equal(m.inner, false, "the matrix scrolls with the page, not in a box");
    assert.ok(m.width > 0.98, "the matrix takes the page's width: " + m.width);
    assert.ok(m.narrowest >= 90, "each variant's column is readable: " + m.narrowest + " px");
  }
  await ctx.close();
}

assert.deepEqual(problems, [], "no errors and no network");

step("without JavaScript");
{
  const ctx = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1366, height: 900 } });
  const p = await ctx.newPage();
  await p.goto(game);
  assert.equal(await p.locator(".sf-stack").isVisible(), true, "the pictures show");
  assert.equal(await p.locator(".sf-stack img.diagram").count(), 22, "one a ply of the main line, and the start");
  assert.equal(await p.locator(".sf-viewer, .sf-overlay").count(), 0);
  await ctx.close();
}

// The same files on a web host: under /book/ of a host that answers
// /api/variants (as `suffragetto serve` does), and under another path.
// Requests go to the files of the site; nothing leaves the machine.
const root = fileURLToPath(base);
async function hosted(prefix, api) {
  const calls = [];
  const ctx = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await ctx.route(/^https?:/, async (route) => {
    const url = new URL(route.request().url());
    calls.push(url.pathname);
    if (url.host !== "book.test") return route.abort();
    if (url.pathname === "/api/variants" && api)
      return route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify([{ id: "english" }, { id: "german" }]) });
    if (url.pathname.startsWith(prefix)) {
      let file = path.join(root, decodeURIComponent(url.pathname.slice(prefix.length)));
      if (file.endsWith("/")) file += "index.html";
      if (!path.relative(root, file).startsWith("..")) return route.fulfill({ path: file });
    }
    return route.fulfill({ status: 404, contentType: "text/plain", body: "not here" });
  });
  const p = await ctx.newPage();
  p.on("pageerror", (e) => problems.push("script error (hosted): " + e.message));
  return { p, calls, ctx };
}

step("served under /book/");
{
  const { p, calls, ctx } = await hosted("/book/", true);
  await p.goto("http://book.test/book/rules/moving.html");
  await p.waitForSelector(".sf-served-bar");
  assert.deepEqual(await p.$$eval(".sf-served-bar a", (as) => as.map((a) => a.getAttribute("href"))), ["/", "/explore"]);
  const href = await p.getAttribute("figure .sf-explore", "href");
  const url = new URL(href, "http://book.test/");
  assert.equal(url.pathname, "/explore");
  assert.equal(url.searchParams.get("variants"), "english");
  assert.equal(url.searchParams.get("position"), await p.evaluate(() => window.sfBoards[0].data.pos));
  assert.ok(calls.includes("/api/variants"), "it asked the server once");
  await p.goto("http://book.test/book/games/01-opening-skirmish.html#ply-3");
  await p.waitForSelector(".sf-tools .sf-explore");
  const pos = new URL(await p.getAttribute(".sf-tools .sf-explore", "href"), "http://book.test/").searchParams.get("position");
  assert.equal(pos, await p.evaluate(() => window.sfViewer.data.f[3].b.pos), "the explorer opens the ply shown");
  await p.keyboard.press("ArrowRight");
  const next = new URL(await p.getAttribute(".sf-tools .sf-explore", "href"), "http://book.test/").searchParams.get("position");
  assert.equal(next, await p.evaluate(() => window.sfViewer.data.f[4].b.pos), "and follows the viewer");
  if (shots) await p.screenshot({ path: `${shots}/served-game-1366.png` });
  await ctx.close();
}

step("on another host");
{
  const { p, calls, ctx } = await hosted("/site/", true);
  await p.goto("http://book.test/site/rules/moving.html");
  await p.waitForFunction(() => window.sfBoards && window.sfBoards.length === 3);
  await p.waitForTimeout(300);
  assert.equal(await p.locator(".sf-served-bar, .sf-explore").count(), 0, "no links to a server that is not there");
  assert.ok(!calls.some((c) => c.startsWith("/api/")), "and no request for one: " + calls.filter((c) => c.startsWith("/api")));
  await ctx.close();
}

await browser.close();
assert.deepEqual(problems, [], "no script errors on a host");
step("passed");
