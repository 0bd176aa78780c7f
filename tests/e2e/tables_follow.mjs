// Tables that follow a signed-in player, in three browser contexts: sign up
// on a computer and create a table against a friend; the friend joins as a
// guest by nickname on a phone; sign in on another computer (a third
// context, no seat in its storage), find the table under My tables and
// move there with the session. A second account takes a free seat from the
// lobby's Active Game Tables. No page logs an error in its console (a
// guest's page does not ask who is signed in). Screenshots go to SHOTS
// when given.
// Usage: node tables_follow.mjs BASE_URL [SCREENSHOT_DIR].
import { launch, base, shots, step, playByClicks, view, waitPlies } from "./lib.mjs";

const PASSWORD = "deeds not words 1903";
const browser = await launch();
const errors = [];
async function page(name, options) {
  const p = await (await browser.newContext(options)).newPage();
  p.on("pageerror", (e) => errors.push(`${name}: ${e.message}`));
  // The header's probe of the book (`HEAD /book/`, 404 when the server
  // serves none) is the one error a page may log here.
  p.on("console", (m) => {
    const at = m.location().url || "";
    if (m.type() === "error" && !at.endsWith("/book/")) errors.push(`${name}: console: ${m.text()} (${at})`);
  });
  p.on("dialog", (d) => { errors.push(`${name}: unexpected dialog: ${d.message()}`); d.dismiss(); });
  return p;
}
const shot = async (p, name) => { if (shots) await p.screenshot({ path: `${shots}/${name}.png`, fullPage: true }); };
function expect(what, ok) { if (!ok) throw new Error(what); }
const WIDE = { viewport: { width: 1366, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function signUp(p, name) {
  await p.goto(base + "/sign-up");
  await p.waitForSelector("#sign-up:not([hidden])");
  await p.fill("#sign-up-form [name=username]", name);
  await p.fill("#sign-up-form [name=password]", PASSWORD);
  await p.click("#sign-up-form button");
  await p.waitForURL(base + "/");
  await p.waitForSelector("#nav-user:not([hidden])");
}

// Creates a table against a friend from the lobby's form, Suffragettes.
async function createFromLobby(p) {
  await p.goto(base + "/");
  await p.waitForFunction(() => ME && document.querySelector("#create").nickname.value === ME.username);
  await p.selectOption("#create [name=side]", "S");
  await p.click("#create button[type=submit]");
  await p.waitForURL(/\/t\/[0-9a-f]+$/);
  await p.waitForSelector("#board svg");
  return p.url();
}

try {
  const first = await page("first computer", WIDE);
  const friend = await page("friend's phone", PHONE);
  const second = await page("second computer", WIDE);

  step("a guest's lobby asks nobody who is signed in");
  await friend.goto(base + "/");
  await friend.waitForSelector("#lobby:not([hidden])");
  await friend.waitForSelector("#nav-guest:not([hidden])");

  step("sign up on the first computer and create a table against a friend");
  await signUp(first, "Emmeline");
  const url = await createFromLobby(first);
  const id = url.split("/t/")[1];
  await first.waitForFunction(() => game.view && game.view.players[0].signed_in);

  step("the friend joins as a guest by nickname on the phone");
  await friend.goto(url);
  await friend.waitForSelector("#join:not([hidden])");
  await friend.fill("#join input[name=nickname]", "Sylvia");
  await friend.click("#join button[type=submit]");
  await friend.waitForFunction(() => game.seat && game.view && game.view.players.every((p) => p.nickname));
  expect("the guest's seat has its token", await friend.evaluate(() => !!game.seat.token));

  step("sign in on the second computer: no seat in its storage");
  await second.goto(base + "/sign-in");
  await second.fill("#sign-in-form [name=username]", "emmeline");
  await second.fill("#sign-in-form [name=password]", PASSWORD);
  await second.click("#sign-in-form button");
  await second.waitForURL(base + "/");
  await second.waitForSelector("#nav-user:not([hidden])");
  expect("no seat kept on the second computer", await second.evaluate((id) => localStorage.getItem("suffragetto-seat-" + id) === null, id));

  // The friend moves first if the Police begin.
  const start = await view(friend);
  if (start.to_move === "P") {
    step("the Police begin: the friend moves first");
    await playByClicks(friend);
  }
  const plies = start.to_move === "P" ? 1 : 0;

  step("My tables lists the table under Your move, linked from the header");
  await second.click("#nav-user a[href='/my-tables']");
  await second.waitForSelector("#my-tables:not([hidden])");
  await second.waitForSelector(`#my-your-move a[href='/t/${id}']`);
  const line = await second.locator(`#my-your-move li:has(a[href='/t/${id}'])`).innerText();
  expect(`the line names the friend: ${line}`, line.includes("Sylvia"));
  expect("the line has the record", await second.locator(`#my-your-move a[href='/api/tables/${id}/record.sgn']`).count() === 1);
  await shot(second, "my-tables-1366");

  step("open it there and move with the session");
  await second.click(`#my-your-move a[href='/t/${id}']`);
  await second.waitForURL(url);
  await second.waitForFunction(() => game.seat && game.seat.side === "S" && game.seat.token === null && game.view);
  await waitPlies(second, plies);
  await playByClicks(second);
  await waitPlies(friend, plies + 1);
  await waitPlies(first, plies + 1);
  await shot(second, "my-tables-moved-there-1366");

  step("a second account takes a free seat from Active Game Tables");
  const other = await page("another player", PHONE);
  await signUp(other, "Christabel");
  const open = await createFromLobby(first);
  const openId = open.split("/t/")[1];
  await other.goto(base + "/");
  await other.waitForSelector(`#lobby-active-list li:has(a[href='/t/${openId}']), #lobby-active-list li button`);
  const row = other.locator("#lobby-active-list li", { hasText: "Emmeline" }).first();
  await row.waitFor();
  await shot(other, "lobby-active-390");
  await row.locator("button").click();
  await other.waitForURL(open);
  await other.waitForFunction(() => game.seat && game.seat.side === "P" && game.view
    && game.view.players[1].nickname === "Christabel" && game.view.players[1].signed_in);

  step("no page logged an error");
  expect("errors: " + errors.join("; "), errors.length === 0);
  console.log("e2e: passed");
} catch (e) {
  console.error("e2e: FAILED: " + e.message + (errors.length ? "\npage errors: " + errors.join("; ") : ""));
  process.exitCode = 1;
} finally {
  await browser.close();
}
