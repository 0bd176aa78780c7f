import { launch } from "./lib.mjs";
const base = process.argv[2], out = process.argv[3];
const pages = process.argv.slice(4);
const browser = await launch();
for (const width of [1366, 390]) {
  const ctx = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 } });
  const p = await ctx.newPage();
  for (const spec of pages) {
    const [rel, sel] = spec.split("@");
    await p.goto(base + "/" + rel);
    if (sel) await p.evaluate((s) => document.querySelector(s)?.scrollIntoView(), sel);
    await p.screenshot({ path: `${out}/${rel.replace(/[\/#.]/g, "_")}${sel ? "_" + sel.replace(/\W/g, "") : ""}-${width}.png` });
  }
  await ctx.close();
}
await browser.close();
