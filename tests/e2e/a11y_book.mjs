// WCAG 2.1 levels A and AA on every page of the book, as axe-core checks
// them (docs/accessibility.md), opened from the file system as a reader of
// a static copy would, at 1366 px (and the front page and a rules page at
// 390 px). A failure names each rule, what it asks, and the first elements
// and pages where it fails, with how many pages fail it.
// Usage: node a11y_book.mjs file:///path/to/site [SCREENSHOT_DIR].
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { base, step, launch, axeViolations } from "./lib.mjs";

const root = fileURLToPath(base);
// Every page of the site, but mdBook's own 404 page (served only online,
// checked there by the server's tests) and the print-kit's files.
function pages(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return pages(p);
    return e.name.endsWith(".html") ? [p] : [];
  });
}
const all = pages(root).sort();
if (all.length < 10) throw new Error(`only ${all.length} pages under ${root}`);

const browser = await launch();
const byRule = new Map();
let failed = 0;
async function checkPage(context, file, width) {
  const page = await context.newPage();
  const rel = path.relative(root, file);
  try {
    await page.goto(pathToFileURL(file).href, { waitUntil: "load" });
    const found = await axeViolations(page);
    if (found.length) failed++;
    for (const f of found) {
      const rule = f.slice(0, f.indexOf(" at "));
      if (!byRule.has(rule)) byRule.set(rule, { pages: new Set(), where: [] });
      const r = byRule.get(rule);
      r.pages.add(rel);
      if (r.where.length < 6) r.where.push(`${rel} (${width} px): ${f.slice(f.indexOf(" at ") + 4)}`);
    }
  } finally {
    await page.close();
  }
}

try {
  const wide = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  // Nothing may be fetched from the network.
  await wide.route(/^https?:/, (route) => route.abort());
  step(`axe-core on ${all.length} pages at 1366 px`);
  // Three pages at a time.
  const queue = all.slice();
  await Promise.all([0, 1, 2].map(async () => {
    while (queue.length) await checkPage(wide, queue.shift(), 1366);
  }));
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await phone.route(/^https?:/, (route) => route.abort());
  step("and the front page, a rules page and a game at 390 px");
  for (const rel of ["index.html", "rules/moving.html", "games/01-opening-skirmish.html"]) {
    const file = path.join(root, rel);
    if (all.includes(file)) await checkPage(phone, file, 390);
  }
  step("less motion when the reader asks for it: the sidebar does not slide");
  const still = await browser.newContext({ viewport: { width: 1366, height: 900 }, reducedMotion: "reduce" });
  const sp = await still.newPage();
  await sp.goto(pathToFileURL(path.join(root, "index.html")).href);
  const slide = await sp.evaluate(() => getComputedStyle(document.querySelector(".sidebar")).transitionDuration);
  if (!slide.split(",").every((d) => parseFloat(d) <= 0.001)) throw new Error("the sidebar still slides with reduced motion: " + slide);
  if (byRule.size) {
    const lines = [...byRule].map(([rule, r]) =>
      `${rule}: on ${r.pages.size} page(s), e.g.\n    ` + r.where.join("\n    "));
    throw new Error(`axe-core: WCAG 2.1 A/AA violations on ${failed} page(s) of the book:\n  ` + lines.join("\n  "));
  }
  step(`${all.length} pages checked`);
  step("passed");
} catch (e) {
  console.error(e.message);
  process.exitCode = 1;
} finally {
  await browser.close();
}
