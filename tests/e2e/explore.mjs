// End-to-end test of the rules explorer at /explore: an empty board, two
// pieces put on it (one dragged from the palette, one placed by clicks),
// English and German compared, a piece chosen and its landings shown per
// variant, the German refusal of a square read with its rule point and
// citation, the move played under English and stepped back and forth, the
// position string and diagram links, and a phone-sized screen without
// sideways scrolling. Usage: node explore.mjs BASE_URL [SCREENSHOT_DIR].
import assert from "node:assert/strict";
import { base, shots, step, launch, newPage, scrollsSideways } from "./lib.mjs";

const browser = await launch();
const errors = [];
const shot = async (page, name) => { if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true }); };
const EMPTY = "17/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17 S 0+0 0+0 - 0";
// A Suffragette on g7 and a constable on g8 (docs/notation.md).
const TWO = "17/17/17/17/17/17/17/17/17/6P10/6S10/17/17/17/17/17/17 S 0+0 0+0 - 0";

// The centre of a square of the main board on the screen.
async function centre(page, sq) {
  return page.evaluate((sq) => {
    const svg = document.querySelector("#board svg");
    svg.scrollIntoView({ block: "center" });
    return SfBoard.onScreen(ex.board, svg, sq);
  }, sq);
}
async function click(page, sq) {
  const at = await centre(page, sq);
  await page.mouse.click(at.x, at.y);
}
const shown = (page, position) => page.waitForFunction((p) => ex.data && ex.data.position === p
  && document.querySelectorAll("#panels .panel").length === ex.ids.length, position, { timeout: 30000 });
// The squares a variant's board marks as landings.
const landings = (page, id) => page.evaluate((id) => [...document.querySelectorAll(
  `#panels .panel[data-variant="${id}"] g.hl circle[class^="land-"]`)].map((c) => c.dataset.square + ":" + c.getAttribute("class")).sort(), id);

try {
  const page = await newPage(browser, errors);

  step("the explorer opens on the start position with English and German");
  await page.goto(base + "/explore?variants=english,german");
  await page.waitForFunction(() => ex.data && document.querySelectorAll("#panels .panel").length === 2, null, { timeout: 30000 });
  assert.deepEqual(await page.evaluate(() => ex.ids), ["english", "german"]);
  assert.equal(await page.locator("#variant-choice input:checked").count(), 2);

  step("an empty board");
  await page.click("#from-empty");
  await shown(page, EMPTY);

  step("a Suffragette dragged from the palette onto g7");
  const to = await centre(page, "g7");
  const from = await page.locator('#palette [data-tool="S"]').boundingBox();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 5 });
  await page.mouse.move(to.x, to.y, { steps: 5 });
  await page.mouse.up();
  await shown(page, "17/17/17/17/17/17/17/17/17/17/6S10/17/17/17/17/17/17 S 0+0 0+0 - 0");

  step("a constable placed on g8 by clicks");
  await page.click('#palette [data-tool="P"]');
  await click(page, "g8");
  await shown(page, TWO);
  assert.equal(await page.inputValue("#position-text"), TWO);
  assert.match(await page.getAttribute("#dl-pdf", "href"), /format=pdf/);

  step("the Suffragette chosen: English lets it hop to g9, German does not");
  await page.click('#palette [data-tool="move"]');
  await click(page, "g7");
  await page.waitForFunction(() => ex.selected === "g7");
  const english = await landings(page, "english");
  const german = await landings(page, "german");
  assert.ok(english.includes("g9:land-hop"), english.join());
  assert.ok(!german.some((l) => l.startsWith("g9:")), german.join());
  assert.ok(german.includes("g6:land-step"), german.join());
  // The main board marks g9 as a landing only some readings allow.
  assert.equal(await page.locator('#board g.hl circle.land-some[data-square="g9"]').count(), 1);
  assert.ok((await page.textContent("#differences")).includes("g7-g9"));

  step("why not g9? The German refusal with its rule point and citation");
  await click(page, "g9");
  await page.waitForSelector("#why:not([hidden])");
  const refusal = page.locator('#why-list li[data-variant="german"]');
  const said = await refusal.textContent();
  assert.match(said, /not legal: hop 1 jumps the opponent on g8 without capturing it, which this variant does not allow/);
  assert.match(said, /Rule point: A hop over an opponent it cannot capture \(a small piece hopping straight\): forbidden/);
  assert.match(said, /Source: German Wikipedia article, Spielregeln/);
  assert.ok(!said.includes(".txt"), "the source is named, not its file");
  assert.equal(await refusal.getAttribute("class"), "refused");
  assert.match(await page.textContent('#why-list li[data-variant="english"]'), /legal, as g7-g9/);
  await shot(page, "explore-1366");

  step("played under English, then back and forward");
  await page.click('#why-list li[data-variant="english"] button');
  const after = "17/17/17/17/17/17/17/17/6S10/6P10/17/17/17/17/17/17/17 P 0+0 0+0 - 1";
  await shown(page, after);
  await page.keyboard.press("ArrowLeft");
  await shown(page, TWO);
  await page.click("#forward");
  await shown(page, after);
  assert.equal(await page.locator("#played li").count(), 3);

  step("the page's address sets up a position and variants (the book links there)");
  await page.goto(base + "/explore?" + new URLSearchParams({ position: TWO, variants: "german,french" }));
  await shown(page, TWO);
  assert.deepEqual(await page.evaluate(() => ex.ids), ["german", "french"]);

  step("a variant file: its error located as the command line says it, then the file compared");
  const yaml = (value) => ({ name: "mine.yaml", mimeType: "text/yaml", buffer: Buffer.from(
    `id: mine\ntitle: My straight hops\nextends: german\nrules:\n  hop.straight_over_opponent:\n    value: ${value}\n    status: convention\n`) });
  await page.setInputFiles("#yaml-file", yaml("forbiden"));
  await page.waitForFunction(() => document.querySelector("#variant-error").textContent !== "");
  assert.equal(await page.textContent("#variant-error"),
    "mine.yaml:6:12: rules.hop.straight_over_opponent.value: unknown value `forbiden`, expected `harmless` or `forbidden`");
  await page.setInputFiles("#yaml-file", yaml("harmless"));
  await shown(page, TWO);
  await page.waitForFunction(() => ex.ids.join() === "german,french,mine" && document.querySelectorAll("#panels .panel").length === 3);
  assert.equal(await page.textContent('#panels .panel[data-variant="mine"] h4'), "My straight hops");
  assert.ok((await page.textContent("#differences")).includes("g7-g9"));

  step("a phone: no sideways scrolling, the board as wide as the screen");
  const phone = await newPage(browser, errors, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await phone.goto(base + "/explore?" + new URLSearchParams({ position: TWO, variants: "english,german" }));
  await shown(phone, TWO);
  await click(phone, "g7");
  await click(phone, "g9");
  await phone.waitForSelector("#why:not([hidden])");
  assert.equal(await scrollsSideways(phone), false);
  const width = await phone.evaluate(() => document.querySelector("#board svg").getBoundingClientRect().width);
  assert.ok(width >= 360, `the board is ${width}px wide`);
  await shot(phone, "explore-390");

  step("in German: the page's own words and the server's refusal, and the choice kept");
  const de = await newPage(browser, errors);
  await de.goto(base + "/explore?" + new URLSearchParams({ position: TWO, variants: "english,german", lang: "de" }));
  await shown(de, TWO);
  assert.equal(await de.getAttribute("html", "lang"), "de");
  assert.equal(await de.textContent("#setup h2"), "Eine Stellung aufbauen");
  assert.match(await de.textContent("#status"), /^Die Suffragetten sind am Zug; 2 Figuren auf dem Brett\. Eine Figur anklicken, dann ein Feld\.$/);
  assert.match(await de.textContent('#panels .panel[data-variant="german"] .panel-summary'), /^\d+ erlaubte Züge für die Suffragetten\.$/);
  await click(de, "g7");
  await click(de, "g9");
  await de.waitForSelector("#why:not([hidden])");
  const grund = await de.textContent('#why-list li[data-variant="german"]');
  assert.match(grund, /nicht erlaubt: /);
  assert.match(grund, /Regelpunkt: /);
  assert.ok(!/not legal|Rule point|Source:/.test(grund), grund);
  assert.equal(await de.textContent(".language-switch [aria-current]"), "Deutsch");
  await de.goto(base + "/explore");
  assert.equal(await de.getAttribute("html", "lang"), "de", "the language chosen is kept");
  await shot(de, "explore-de-1366");

  assert.deepEqual(errors, []);
  step("passed");
} catch (e) {
  console.error(e);
  process.exitCode = 1;
} finally {
  await browser.close();
}
