// Accounts in the browser: sign up on a computer (1366 px), sign in on a
// phone (390 px), the header says who is signed in, the lobby's nickname is
// the user name, the account page lists both devices and signs the phone
// out, the password is changed and the account deleted. Screenshots go to
// SHOTS when given.
import { launch, base, shots, step } from "./lib.mjs";

const PASSWORD = "deeds not words 1903";
const browser = await launch();
const errors = [];
async function page(options) {
  const p = await (await browser.newContext(options)).newPage();
  p.on("pageerror", (e) => errors.push(e.message));
  p.on("dialog", (d) => {
    if (d.type() === "confirm" && d.message().startsWith("Delete the account")) d.accept();
    else { errors.push("unexpected dialog: " + d.message()); d.dismiss(); }
  });
  return p;
}
const shot = async (p, name) => { if (shots) await p.screenshot({ path: `${shots}/${name}.png`, fullPage: true }); };
const text = (p, sel) => p.locator(sel).innerText();
function expect(what, ok) { if (!ok) throw new Error(what); }

try {
  const computer = await page({ viewport: { width: 1366, height: 900 } });
  const phone = await page({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true,
    userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1" });

  step("a guest sees Sign in and Create an account");
  await computer.goto(base + "/");
  await computer.waitForSelector("#nav-guest:not([hidden])");
  expect("no user shown to a guest", await computer.locator("#nav-user").isHidden());

  step("sign up: a common password is refused with what to do");
  await computer.click("#nav-guest >> text=Create an account");
  await computer.waitForSelector("#sign-up:not([hidden])");
  await computer.fill("#sign-up-form [name=username]", "Emmeline");
  await computer.fill("#sign-up-form [name=password]", "password1");
  await computer.click("#sign-up-form button");
  await computer.waitForFunction(() => document.querySelector("#sign-up-error").textContent !== "");
  expect("the error says to choose another", (await text(computer, "#sign-up-error")).endsWith("choose another password"));
  await shot(computer, "accounts-sign-up-error-1366");
  await computer.fill("#sign-up-form [name=password]", PASSWORD);
  await computer.click("#sign-up-form button");
  await computer.waitForURL(base + "/");
  await computer.waitForSelector("#nav-user:not([hidden])");
  expect("the header names the account", (await text(computer, "#nav-name")) === "Emmeline");
  await computer.waitForFunction(() => document.querySelector("#create").nickname.value === "Emmeline");
  await shot(computer, "accounts-lobby-signed-in-1366");
  await computer.click("#create button[type=submit]");
  await computer.waitForURL(/\/t\/[0-9a-f]+$/);
  const table = computer.url();
  await computer.waitForSelector("#board svg");
  expect("the header is on the table's page too", (await text(computer, "#nav-name")) === "Emmeline");

  step("sign in on the phone: a wrong password first");
  await phone.goto(base + "/sign-in?next=/account");
  await phone.fill("#sign-in-form [name=username]", "emmeline");
  await phone.fill("#sign-in-form [name=password]", "not the password");
  await phone.click("#sign-in-form button");
  await phone.waitForFunction(() => document.querySelector("#sign-in-error").textContent !== "");
  expect("one answer for a wrong password", (await text(phone, "#sign-in-error")).startsWith("the user name or the password is wrong"));
  await shot(phone, "accounts-sign-in-error-390");
  await phone.fill("#sign-in-form [name=password]", PASSWORD);
  await phone.click("#sign-in-form button");
  await phone.waitForURL(base + "/account");
  await phone.waitForSelector("#sessions tr");
  await shot(phone, "accounts-account-390");
  await phone.goto(table);
  await phone.waitForSelector("#board svg");
  await phone.waitForSelector("#nav-user:not([hidden])");
  await shot(phone, "accounts-table-390");

  step("the computer's account page lists both devices and signs the phone out");
  await computer.goto(base + "/account");
  await computer.waitForFunction(() => document.querySelectorAll("#sessions tr").length === 2);
  const rows = await computer.locator("#sessions tr").allInnerTexts();
  expect("the phone is listed: " + rows, rows.some((r) => r.includes("Safari on iPhone")));
  expect("this device is marked: " + rows, rows.some((r) => r.includes("(this device)")));
  await shot(computer, "accounts-account-1366");
  await computer.locator("#sessions tr", { hasText: "Safari on iPhone" }).locator("button").click();
  await computer.waitForFunction(() => document.querySelectorAll("#sessions tr").length === 1);
  await phone.goto(base + "/account");
  await phone.waitForURL(/\/sign-in\?next=\/account$/);
  await phone.goto(base + "/");
  await phone.waitForSelector("#nav-guest:not([hidden])");

  step("signing in from a table's page comes back to the table");
  await phone.goto(table);
  await phone.waitForSelector("#nav-guest:not([hidden])");
  await phone.click("#nav-guest >> text=Sign in");
  await phone.waitForSelector("#sign-in:not([hidden])");
  const across = await phone.locator("#sign-in a[href^='/sign-up']").getAttribute("href");
  expect("the link to sign up keeps the table: " + across, across === "/sign-up?next=" + encodeURIComponent(new URL(table).pathname));
  await phone.fill("#sign-in-form [name=username]", "Emmeline");
  await phone.fill("#sign-in-form [name=password]", PASSWORD);
  await phone.click("#sign-in-form button");
  await phone.waitForURL(table);
  await phone.waitForSelector("#nav-user:not([hidden])");

  step("change the password: a wrong current one is refused");
  await computer.fill("#password-form [name=current]", "not the password");
  await computer.fill("#password-form [name=password]", "votes for women 1906");
  await computer.click("#password-form button");
  await computer.waitForFunction(() => document.querySelector("#password-error").textContent !== "");
  await computer.fill("#password-form [name=current]", PASSWORD);
  await computer.fill("#password-form [name=password]", "votes for women 1906");
  await computer.click("#password-form button");
  await computer.waitForFunction(() => document.querySelector("#password-done").textContent !== "");
  expect("the error is gone", (await text(computer, "#password-error")) === "");

  step("sign out from the header, sign in with the new password");
  await computer.click("#nav-sign-out");
  await computer.waitForSelector("#nav-guest:not([hidden])");
  await computer.goto(base + "/sign-in");
  await computer.fill("#sign-in-form [name=username]", "Emmeline");
  await computer.fill("#sign-in-form [name=password]", "votes for women 1906");
  await computer.click("#sign-in-form button");
  await computer.waitForSelector("#nav-user:not([hidden])");

  step("delete the account");
  await computer.goto(base + "/account");
  await computer.waitForSelector("#account:not([hidden])");
  await computer.fill("#delete-form [name=password]", "votes for women 1906");
  await computer.click("#delete-form button");
  await computer.waitForURL(base + "/");
  await computer.waitForSelector("#nav-guest:not([hidden])");
  await computer.goto(base + "/sign-in");
  await computer.fill("#sign-in-form [name=username]", "Emmeline");
  await computer.fill("#sign-in-form [name=password]", "votes for women 1906");
  await computer.click("#sign-in-form button");
  await computer.waitForFunction(() => document.querySelector("#sign-in-error").textContent !== "");
  await shot(computer, "accounts-sign-in-1366");

  expect("no script error: " + errors.join("; "), errors.length === 0);
  console.log("e2e: passed");
  await browser.close();
} catch (e) {
  console.error("e2e: FAILED: " + (e.stack || e) + (errors.length ? "\nscript errors: " + errors.join("; ") : ""));
  await browser.close();
  process.exit(1);
}
