// The book's language switch in headless Chromium, opened from the file
// system: a rules page and a game page are opened in English, the page's
// own switch leads to German and to French, and there the same page is
// open (the same address under de/ and fr/, the same figures), with the
// chapter's, the clickable diagram's and the game viewer's words in that
// language; no script error and no console error on any of them.
// Usage: node book_langs.mjs file:///path/to/site-root [SCREENSHOT_DIR].
import assert from "node:assert/strict";
import { base, shots, step, launch } from "./lib.mjs";

const browser = await launch();
const problems = [];
const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
await context.route(/^https?:/, (route) => { problems.push("network request: " + route.request().url()); route.abort(); });
const page = await context.newPage();
page.on("pageerror", (e) => problems.push("script error: " + e.message));
page.on("console", (m) => { if (m.type() === "error") problems.push("console error: " + m.text()); });
const shot = async (name) => { if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: false }); };

// What each language's page must say, and must not say, in its words.
const WORDS = {
  en: {
    chapter: /legal landings for the piece on f8/, // the engine's facts under a diagram
    diagram: /Suffragettes to move\. Click a piece/,
    landed: /The Suffragette on f8 may land on e7 \(a step\)/,
    viewer: { next: "Next move (→)", counter: /^ply 0 of \d+$/, download: /^Download the record/ },
  },
  de: {
    chapter: /Die gültigen Landefelder der Figur auf f8/,
    diagram: /Die Suffragetten sind am Zug\. Ein Klick auf eine Figur/,
    landed: /Die Suffragette auf f8 darf hier landen: e7 \(ein Schritt\)/,
    viewer: { next: "Nächster Zug (→)", counter: /^Halbzug 0 von \d+$/, download: /^Die Aufzeichnung herunterladen/ },
  },
  fr: {
    chapter: /Les points d.arrivée légaux de la pièce en f8/,
    diagram: /Les suffragettes ont le trait\. Cliquez sur une pièce/,
    landed: /La suffragette en f8 peut atterrir en e7 \(un pas\)/,
    viewer: { next: "Coup suivant (→)", counter: /^demi-coup 0 sur \d+$/, download: /^Télécharger l.enregistrement/ },
  },
};

// The page's language, its address below the site root, and its figures.
const where = () => page.evaluate(() => ({
  lang: document.documentElement.lang,
  figures: document.querySelectorAll("main figure").length,
  title: document.querySelector("main h1") && document.querySelector("main h1").textContent,
}));
const rel = () => page.url().slice(base.length).replace(/^\//, "").replace(/#.*$/, "");

// Follows the page's own switch to `lang`.
async function switchTo(lang) {
  const link = page.locator(`nav.language-switch a[hreflang="${lang}"]`);
  assert.equal(await link.count(), 1, `one link to ${lang} in the switch of ${rel()}`);
  await Promise.all([page.waitForEvent("load"), link.click()]);
}

async function rulesPage(lang) {
  const w = WORDS[lang];
  await page.waitForFunction(() => window.sfBoards && window.sfBoards.length === 3);
  const text = await page.textContent("main");
  assert.match(text, w.chapter, `${lang}: the rules page's facts in its words`);
  // The first diagram, as a reader's click leaves it.
  const info = page.locator("figure:first-of-type .sf-info");
  assert.match(await info.textContent(), w.diagram, `${lang}: the diagram's words before a click`);
  const at = await page.evaluate(() => {
    const b = window.sfBoards[0];
    b.svg.scrollIntoView({ block: "center" });
    return SfBoard.onScreen(b.data.board, b.svg, "f8");
  });
  await page.mouse.click(at.x, at.y);
  const landed = await info.textContent();
  assert.match(landed, w.landed, `${lang}: the diagram's words after a click on f8: ${landed}`);
}

async function gamePage(lang) {
  const w = WORDS[lang].viewer;
  await page.waitForSelector(".sf-viewer");
  assert.equal(await page.getAttribute(".sf-viewer button.sf-next", "aria-label"), w.next, `${lang}: the viewer's next button`);
  assert.match(await page.textContent(".sf-counter"), w.counter, `${lang}: the viewer's counter`);
  assert.match(await page.textContent(".sf-sgn"), w.download, `${lang}: the viewer's download link`);
}

try {
  for (const [start, check] of [["rules/moving.html", rulesPage], ["games/01-opening-skirmish.html", gamePage]]) {
    step(`${start} in English, then German and French by the switch`);
    await page.goto(`${base}/en/${start}`);
    const en = await where();
    assert.equal(en.lang, "en");
    await check("en");
    for (const lang of ["de", "fr"]) {
      await page.goto(`${base}/en/${start}`);
      await switchTo(lang);
      assert.equal(rel(), `${lang}/${start}`, "the switch keeps the page");
      const there = await where();
      assert.equal(there.lang, lang, `${rel()} says its language`);
      assert.equal(there.figures, en.figures, `${rel()} has the English page's figures`);
      // A rules page's title is the rule area's name; a game keeps its own.
      if (check === rulesPage) assert.notEqual(there.title, en.title, `${rel()}: the title is translated`);
      await check(lang);
      await shot(`${lang}-${start.replace(/\W+/g, "-")}`);
      // And back: the switch of the German or French page leads home.
      await switchTo("en");
      assert.equal(rel(), `en/${start}`);
    }
  }
  assert.deepEqual(problems, [], "no script or console error, nothing fetched");
  step("passed");
} catch (e) {
  console.error(e.stack || e.message);
  if (problems.length) console.error(problems.join("\n"));
  process.exitCode = 1;
} finally {
  await browser.close();
}
