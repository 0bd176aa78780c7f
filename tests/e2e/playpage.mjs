// End-to-end test of a table's page as a game site lays it out: the
// creator waits with the link and a Copy button and is "here" from the
// first second; a friend on a phone joins above the board in two clicks;
// the board and the controls that act on it are in view together without
// scrolling (beside it at 1366 x 900, under it at 390 x 844); a link to a
// ply opens that ply; the embedded viewer shows the game and never a seat;
// chat lines carry their time and a player's lines can be muted; sounds
// are off until switched on; notifications are asked for on a click only.
// Usage: node playpage.mjs BASE_URL [SCREENSHOT_DIR].
import assert from "node:assert/strict";
import { chromium } from "playwright-core";
import { base, shots, step, launch, newPage, view, waitPlies, playByClicks, createAt, joinAt } from "./lib.mjs";

const browser = await launch();
const errors = [];
const shot = async (page, name) => { if (shots) await page.screenshot({ path: `${shots}/${name}.png` }); };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const DESK = { viewport: { width: 1366, height: 900 } };
// Twelve Suffragettes in Prison, thirteen constables in Hospital: either
// side may propose an exchange (as in comforts.mjs).
const EXCHANGE = "17/17/17/17/17/4I2P2I2P3/6I1P2P5/5P11/9S2L4/5L1S9/6S3L2S3/3S13/4S12/17/17/17/17 S 2+10 2+11 - 0";

// The boxes of `sels` on the screen, and where the page is scrolled.
const boxes = (page, sels) => page.evaluate((sels) => ({
  scrollY: window.scrollY, height: window.innerHeight, width: window.innerWidth,
  boxes: Object.fromEntries(sels.map((s) => {
    const e = document.querySelector(s);
    const r = e && e.getBoundingClientRect();
    return [s, r && { top: r.top, bottom: r.bottom, left: r.left, right: r.right }];
  })),
}), sels);
// Whether box `b` lies wholly on a screen of `at`.
const inView = (b, at) => b && b.top >= 0 && b.left >= 0 && b.bottom <= at.height && b.right <= at.width;

try {
  step("the creator waits: the link, a Copy button, the words to paste; here from the first second");
  const a = await newPage(browser, errors, DESK);
  await a.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: base });
  await a.addInitScript(() => {
    // The browser's notifications, recorded; the tab hidden at will.
    window.asked = 0; window.shown = []; window.fakeHidden = false;
    Object.defineProperty(document, "visibilityState", { get: () => (window.fakeHidden ? "hidden" : "visible") });
    window.Notification = class { constructor(title, o) { window.shown.push(o.body); } close() {} };
    Notification.permission = "default";
    Notification.requestPermission = async () => { window.asked += 1; Notification.permission = "granted"; return "granted"; };
  });
  // The page's event stream opens late (as on a slow line): its first
  // state, read before the stream counts the creator, must not make the
  // creator "away".
  await a.route(/\/api\/tables\/[0-9a-f]+\/events/, async (r) => {
    await new Promise((done) => setTimeout(done, 1500));
    await r.continue();
  });
  await a.goto(base + "/");
  await a.fill("#create input[name=nickname]", "Emmeline");
  await a.selectOption("#create select[name=side]", "S");
  await a.click("#create button[type=submit]");
  await a.waitForURL(/\/t\/[0-9a-f]+$/);
  const url = a.url();
  await a.waitForSelector("#invite:not([hidden])");
  const opened = Date.now();
  await a.waitForFunction(() => document.querySelector("#players .presence")?.textContent === "here", null, { timeout: 1000 });
  assert.ok(Date.now() - opened <= 1000, "the creator is here at once");
  assert.equal(await a.textContent("#invite h2"), "Waiting for your opponent");
  assert.equal(await a.inputValue("#share-link"), url);
  assert.ok((await a.textContent("#share-text")).endsWith(url), "the words to paste carry the link");
  await a.click("#copy-link");
  await a.waitForFunction(() => document.querySelector("#copy-done").textContent === "Copied.");
  assert.equal(await a.evaluate(() => navigator.clipboard.readText()), url, "Copy puts the link on the clipboard");
  // Three seconds on, the creator is still here (the page's first state,
  // older than its stream's presence, does not say "away").
  await a.waitForTimeout(3000);
  assert.equal(await a.textContent("#players .presence"), "here");
  await shot(a, "waiting-1366");
  await a.unroute(/\/api\/tables\/[0-9a-f]+\/events/);

  step("a friend on a phone: the nickname and 'Take the Police's seat' above the board; two clicks");
  const b = await newPage(browser, errors, PHONE);
  await b.goto(url);
  await b.waitForSelector("#join-box:not([hidden])");
  await b.waitForSelector("#board svg");
  const jb = await boxes(b, ["#join-box", "#join input", "#join-button", "#board"]);
  assert.equal(jb.scrollY, 0);
  assert.ok(jb.boxes["#join-box"].bottom <= jb.boxes["#board"].top, "the join box is above the board");
  assert.ok(inView(jb.boxes["#join-button"], jb), "the seat's button is in view without scrolling");
  assert.equal(await b.textContent("#join-button"), "Take the Police's seat");
  assert.equal(await b.textContent("#join-invite"), "Emmeline invites you to play. Choose a nickname and take the Police's seat.");
  await shot(b, "join-390");
  await b.tap("#join input");                // click 1
  await b.keyboard.type("Sylvia");
  await b.tap("#join-button");               // click 2
  await b.waitForFunction(() => game.seat && game.view.players.every((p) => p.nickname));
  await a.waitForSelector("#invite", { state: "hidden" });
  await a.waitForFunction(() => [...document.querySelectorAll("#players .presence")].map((e) => e.textContent).join() === "here,here");
  assert.equal(await b.isHidden("#join-box"), true);

  step("sounds are off by default: a move plays none");
  // Who moves first is the variant's to say (a coin, in some): the page
  // of the side to move plays, the other listens.
  const pageOf = async () => ((await view(a)).to_move === "S" ? [a, b] : [b, a]);
  assert.equal(await a.isChecked("#sound"), false);
  assert.equal(await b.isChecked("#sound"), false);
  let [mover, other] = await pageOf();
  await playByClicks(mover);
  await waitPlies(other, 1);
  assert.deepEqual(await other.evaluate(() => game.sounds), [], "no sound unless switched on");
  assert.equal(await other.evaluate(() => game.audio === undefined), true, "no audio made");
  await other.check("#sound");
  await playByClicks(other);
  await waitPlies(mover, 2);
  await playByClicks(mover);
  await waitPlies(other, 3);
  await other.waitForFunction(() => game.sounds.includes("move") && game.sounds.includes("turn"));

  step("notifications: asked for on a click, never on load; your move and chat while the tab is hidden");
  assert.equal(await a.evaluate(() => window.asked), 0, "no question on load");
  await a.evaluate(() => { window.fakeHidden = true; });
  await b.fill("#chat-form input", "before");
  await b.press("#chat-form input", "Enter");
  await a.waitForFunction(() => document.querySelectorAll("#chat li").length === 1);
  assert.deepEqual(await a.evaluate(() => window.shown), [], "nothing shown before the player asks");
  await a.evaluate(() => { window.fakeHidden = false; });
  await a.click("#notify-button");
  await a.waitForFunction(() => window.asked === 1 && document.querySelector("#notify-state").textContent !== "");
  await a.evaluate(() => { window.fakeHidden = true; });
  if ((await view(a)).to_move === "S") { await playByClicks(a); await waitPlies(b, 4); }
  await playByClicks(b);
  await a.waitForFunction(() => window.shown.includes("It is your move."));
  await b.fill("#chat-form input", "Votes for women");
  await b.press("#chat-form input", "Enter");
  await a.waitForFunction(() => window.shown.includes("Sylvia: Votes for women"));
  await a.evaluate(() => { window.fakeHidden = false; });
  const plies = (await view(a)).moves.length;

  step("chat: each line with its time; a player's lines muted on one page, kept after a reload");
  await a.fill("#chat-form input", "Deeds, not words");
  await a.press("#chat-form input", "Enter");
  await b.waitForFunction(() => document.querySelectorAll("#chat li").length === 3);
  const time = await b.textContent("#chat li time");
  assert.match(time, /^\d\d:\d\d$/, `the line's time: ${time}`);
  assert.equal(await b.getAttribute("#chat li time", "datetime") !== null, true);
  await b.fill("#chat-form input", "Move along");
  await b.press("#chat-form input", "Enter");
  await b.waitForFunction(() => document.querySelectorAll("#chat li").length === 4);
  assert.equal(await b.locator("#chat li:nth-child(4) button.mute").count(), 0, "one's own lines have no mute");
  await b.click("#chat li:nth-child(3) button.mute");
  await b.waitForFunction(() => ![...document.querySelectorAll("#chat li .who")].some((e) => e.textContent === "Emmeline:"));
  assert.equal(await b.textContent("#chat .muted-note span"), "1 line from Emmeline hidden. ");
  await a.fill("#chat-form input", "Still here");
  await a.press("#chat-form input", "Enter");
  await a.waitForFunction(() => document.querySelectorAll("#chat li").length === 5);
  await b.waitForFunction(() => document.querySelector("#chat .muted-note span")?.textContent === "2 lines from Emmeline hidden. ");
  assert.equal(await a.locator("#chat li .text", { hasText: "Still here" }).count(), 1, "the other page still shows them");
  await b.reload();
  await b.waitForFunction(() => game.view && document.querySelector("#chat .muted-note"));
  assert.equal(await b.locator("#chat li .who", { hasText: "Emmeline" }).count(), 0, "still muted after a reload");
  await b.click("#chat .muted-note button");
  await b.waitForFunction(() => document.querySelectorAll("#chat li .who").length === 5);

  step("a link to a ply opens that ply");
  const plyPage = await newPage(browser, errors, DESK);
  await plyPage.goto(url + "#ply-1");
  await plyPage.waitForFunction(() => game.looking === 1 && game.shown === 1 && !document.querySelector("#looking").hidden);
  assert.match(await plyPage.textContent("#looking-text"), /after ply 1 /);
  assert.equal(await plyPage.getAttribute("#ply-link", "href"), new URL(url).pathname + "#ply-1");
  assert.match(await plyPage.getAttribute("#png-link", "href"), /diagram\.png\?ply=1&/);
  const png = await plyPage.evaluate(async (h) => { const r = await fetch(h); return [r.status, r.headers.get("content-type")]; },
    await plyPage.getAttribute("#png-link", "href"));
  assert.deepEqual(png, [200, "image/png"]);
  await plyPage.click("#moves button[data-ply='2']");
  await plyPage.waitForFunction(() => location.hash === "#ply-2" && game.shown === 2);
  await plyPage.click("#back-to-game");
  await plyPage.waitForFunction(() => location.hash === "" && game.looking === null);

  step("the controls are in view with the board at 1366 x 900 and 390 x 844, an exchange offered");
  const host = await newPage(browser, errors, DESK);
  const t2 = await createAt(host, { variant: "english", side: "S", nickname: "Annie", position: EXCHANGE });
  const desk = await newPage(browser, errors, DESK);
  await joinAt(desk, base + t2.url, "Herbert");
  await host.click("#actions button");
  await host.waitForSelector("#exchange[open]");
  await host.selectOption("#exchange-large", "1");
  await host.selectOption("#exchange-small", "3");
  await host.click("#exchange-propose");
  const heldSeat = await desk.evaluate((id) => localStorage.getItem("suffragetto-seat-" + id), t2.id);
  // The same seat on a phone, once the desk's page is closed.
  const openOnPhone = async () => {
    await desk.close();
    const phone = await newPage(browser, errors, PHONE);
    await phone.goto(base + "/how-to-play");
    await phone.evaluate(([id, seat]) => localStorage.setItem("suffragetto-seat-" + id, seat), [t2.id, heldSeat]);
    await phone.goto(base + t2.url);
    return phone;
  };
  let guest = desk;
  for (const name of ["1366", "390"]) {
    if (name === "390") guest = await openOnPhone();
    await guest.waitForFunction(() => game.view && game.view.pending && document.querySelectorAll("#actions button").length === 2
      && game.shown === 1);
    const sels = ["#board", "#status", "#actions button:nth-child(1)", "#actions button:nth-child(2)", "#resign-button",
      "#flip-button"];
    const at = await boxes(guest, sels);
    assert.equal(at.scrollY, 0, "nothing scrolled");
    for (const s of sels.slice(1)) assert.ok(inView(at.boxes[s], at), `${s} in view at ${name}: ${JSON.stringify(at.boxes[s])}`);
    const board = at.boxes["#board"], accept = at.boxes["#actions button:nth-child(1)"];
    if (name === "1366") {
      assert.ok(inView(board, at), `the whole board is in view at 1366: ${JSON.stringify(board)}`);
      assert.ok(accept.left >= board.right, "the controls are beside the board");
    } else {
      assert.ok(accept.top >= board.bottom, "the controls are under the board");
    }
    assert.equal(await guest.textContent("#actions button:nth-child(1)"), "Accept the exchange");
    await shot(guest, `exchange-offered-${name}`);
  }

  step("the move list says an exchange in words");
  await guest.click("#actions button:nth-child(1)");
  await host.waitForFunction(() => game.view.moves.length === 2);
  await host.waitForFunction(() => document.querySelector("#moves button[data-ply='2']"));
  // The offer and its answer each said once, in the ply of the side that played it.
  assert.deepEqual(await host.$$eval("#moves button[data-ply='1'], #moves button[data-ply='2']", (bs) => bs.map((b) => b.textContent)),
    ["exchange 1 large + 3 small offered", "accepted"]);

  step("a resignation: the board's own header says who won at once, not who is to move");
  await host.waitForFunction(() => game.shown === 2 && /to move/.test(document.querySelector("#board svg").textContent));
  await guest.evaluate(async () => {
    await fetch(`/api/tables/${game.id}/resign`, { method: "POST", headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ token: game.seat.token }) });
  });
  await host.waitForSelector("#banner:not([hidden])");
  await host.waitForFunction(() => {
    const text = document.querySelector("#board svg").textContent;
    return /The Suffragettes have won/.test(text) && !/to move/.test(text);
  });
  await shot(host, "resigned-1366");

  step("the embedded viewer: the game read-only, a frame from anywhere, no seat");
  const seat = JSON.parse(await a.evaluate((id) => localStorage.getItem("suffragetto-seat-" + id), url.split("/t/")[1]));
  const id = url.split("/t/")[1];
  const requests = [];
  a.on("request", (r) => requests.push(r.url() + " " + (r.postData() || "")));
  await a.goto(`${base}/embed/${id}#ply-2`);
  await a.waitForFunction(() => viewer.view && document.querySelector("#viewer-board").complete
    && document.querySelector("#viewer-board").naturalWidth > 0);
  assert.equal(await a.textContent("#viewer-ply"), `ply 2 of ${plies}`);
  assert.equal(await a.locator("#viewer-moves button").count(), plies);
  await a.click("#viewer-last");
  await a.waitForFunction((n) => document.querySelector("#viewer-ply").textContent === `ply ${n} of ${n}`, plies);
  assert.equal(await a.isDisabled("#viewer-forward"), true);
  const html = await a.content();
  for (const secret of [seat.token, seat.key]) {
    assert.ok(!html.includes(secret), "the viewer's page holds no seat");
    assert.ok(!requests.some((r) => r.includes(secret)), "no request of the viewer carries the seat");
  }
  assert.ok(!requests.some((r) => /seat=/.test(r)), "the viewer follows the game as a spectator");
  await shot(a, "embed-1366");
  // A teacher's page on another site (served here by the test): Chromium
  // lets a page it takes for a public one frame a server on this machine
  // only with its local-network checks off.
  const lenient = await chromium.launch({ executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests"] });
  const frame = await newPage(lenient, errors, DESK);
  await frame.route("http://teacher.example/", (r) => r.fulfill({ contentType: "text/html",
    body: `<p>A teacher's page</p><iframe src="${base}/embed/${id}" width="600" height="560"></iframe>` }));
  await frame.goto("http://teacher.example/");
  const inner = await (await frame.waitForSelector("iframe")).contentFrame();
  await inner.waitForFunction(() => typeof viewer !== "undefined" && viewer.view && document.querySelector("#viewer-moves button"));
  assert.match(await inner.textContent("#viewer-head"), /Suffragettes: Emmeline · Police: Sylvia/);
  await shot(frame, "embed-framed");
  await lenient.close();

  step("the page that is not there, in the site's style");
  const lost = await newPage(browser, errors, PHONE);
  const r = await lost.goto(base + "/no/such/page");
  assert.equal(r.status(), 404);
  await lost.waitForSelector("#not-found:not([hidden])");
  assert.equal(await lost.textContent("#not-found h1"), "No such page");
  assert.equal(await lost.locator("header .site-nav a[href='/how-to-play']").count(), 1);
  await shot(lost, "not-found-390");

  assert.deepEqual(errors, [], "no script errors");
  console.log("e2e: passed");
  await browser.close();
} catch (e) {
  console.error("e2e: FAILED: " + (e.stack || e) + (errors.length ? "\nscript errors: " + errors.join("; ") : ""));
  await browser.close();
  process.exit(1);
}
