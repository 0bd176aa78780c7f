// What the browser tests share: starting Debian's Chromium, reading the
// page's state, finding squares on the board, clicking, tapping and
// dragging pieces. Exit codes of the scripts: 0 passed, 1 failed, 77 the
// browser cannot start (skip).
import { chromium } from "playwright-core";

export const base = process.argv[2];
export const shots = process.argv[3];
export const step = (s) => console.log("e2e: " + s);

export async function launch() {
  try {
    return await chromium.launch({
      executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    });
  } catch (e) {
    console.error("SKIP: the browser cannot start: " + e.message);
    process.exit(77);
  }
}

// A page in a context of its own; script errors and unexpected dialogs
// are collected in `errors`.
export async function newPage(browser, errors, options) {
  const page = await (await browser.newContext(options || { viewport: { width: 1366, height: 900 } })).newPage();
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("dialog", (d) => { errors.push("unexpected dialog: " + d.message()); d.dismiss(); });
  return page;
}

export const view = (page) => page.evaluate(() => game.view);

export async function waitPlies(page, n) {
  await page.waitForFunction((n) => game.view && game.view.moves.length === n && game.plies === n
    && document.querySelectorAll("#moves li").length === Math.ceil(n / 2)
    && (game.looking !== null || game.shown === n), n, { timeout: 30000 });
}

// The centre of a square on the screen, scrolled into view.
export async function squareCentre(page, sq) {
  return page.evaluate((sq) => {
    const svg = document.querySelector("#board svg"), box = document.getElementById("board");
    let s = SfBoard.onScreen(game.board, svg, sq);
    // On a phone the board is wider than its box, which scrolls sideways.
    const r = box.getBoundingClientRect();
    if (s.x < r.left + 20 || s.x > r.right - 20) {
      box.scrollLeft += s.x - (r.left + r.right) / 2;
      s = SfBoard.onScreen(game.board, svg, sq);
    }
    if (s.y < 20 || s.y > window.innerHeight - 20) {
      window.scrollBy(0, s.y - window.innerHeight / 2);
      s = SfBoard.onScreen(game.board, svg, sq);
    }
    return s;
  }, sq);
}

export async function clickSquare(page, sq) {
  const at = await squareCentre(page, sq);
  await page.mouse.click(at.x, at.y);
}

// Drags the piece on `from` to `to` with the mouse, in small steps.
export async function dragSquare(page, from, to) {
  const a = await squareCentre(page, from);
  const b = await squareCentre(page, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 5 });
  await page.mouse.move(b.x, b.y, { steps: 5 });
  await page.mouse.up();
}

// Plays the first legal step or hop chain of the side to move by clicks.
export async function playByClicks(page) {
  const v = await view(page);
  const mv = v.legal_moves.find((m) => /^[a-q]\d/.test(m));
  const squares = mv.split(/[-x]/);
  const n = v.moves.length;
  await clickSquare(page, squares[0]);
  if (await page.locator("#hl .hl-land").count() === 0) throw new Error("clicking a piece lights no landing");
  for (const sq of squares.slice(1)) await clickSquare(page, sq);
  const stop = page.locator("#actions button", { hasText: "Stop here" });
  if (await stop.count()) await stop.click();
  await waitPlies(page, n + 1);
  return mv;
}

// Creates a table through the API from `page` (its seat kept as the page
// keeps it) and opens it there.
export async function createAt(page, body) {
  if (!page.url().startsWith(base)) await page.goto(base + "/");
  const created = await page.evaluate(async (body) => {
    const r = await fetch("/api/tables", { method: "POST", headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body) });
    const j = await r.json();
    if (!r.ok) throw new Error(j.error);
    localStorage.setItem("suffragetto-seat-" + j.id, JSON.stringify({ token: j.token, side: j.side, key: j.seat_key }));
    return j;
  }, body);
  await page.goto(base + created.url);
  await page.waitForSelector("#board svg");
  return created;
}

// Takes the free seat of the table at `url` from `page`.
export async function joinAt(page, url, nickname) {
  await page.goto(url);
  await page.waitForSelector("#join:not([hidden])");
  await page.fill("#join input[name=nickname]", nickname);
  await page.click("#join button[type=submit]");
  await page.waitForFunction(() => game.seat && game.view && game.view.players.every((p) => p.nickname));
}

// Whether the page can be scrolled sideways.
export const scrollsSideways = (page) => page.evaluate(
  () => document.documentElement.scrollWidth > document.documentElement.clientWidth);

// ---- accessibility: axe-core (https://github.com/dequelabs/axe-core) ----
import { readFileSync } from "node:fs";
const AXE = readFileSync(new URL("./node_modules/axe-core/axe.min.js", import.meta.url), "utf8");
// The WCAG 2.1 levels A and AA, as axe-core tags its rules.
export const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

// The violations of WCAG 2.1 A and AA axe-core finds on `page` as it is
// now (the script is evaluated in the page, past its content policy):
// each "rule (what it asks) at element: what is wrong", one a line.
export async function axeViolations(page, tags = WCAG_AA) {
  if (!(await page.evaluate(() => typeof window.axe === "object"))) await page.evaluate(AXE);
  const found = await page.evaluate(async (tags) => {
    const r = await window.axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
    return r.violations.flatMap((v) => v.nodes.map((n) =>
      `${v.id} (${v.help}) at ${n.target.join(" ")}: ${(n.failureSummary || "").replace(/\s+/g, " ").trim()}`));
  }, tags);
  return found;
}

// Fails, naming every rule and element, unless axe-core finds nothing on
// `page`; `where` names the page in the message.
export async function assertAccessible(page, where) {
  const found = await axeViolations(page);
  if (found.length) throw new Error(`axe-core: ${found.length} WCAG 2.1 A/AA violation(s) on ${where}:\n  ` + found.join("\n  "));
}
