// The vendored Project Fluent formatter the online pages send
// (crates/suffragetto-core/vendor/fluent-bundle.js) is the npm
// package tests/e2e/package.json pins, byte for byte.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";

const root = new URL("../../", import.meta.url);
const read = (p) => readFileSync(new URL(p, root));

test("the vendored @fluent/bundle is the pinned npm package's own build", () => {
  const pinned = JSON.parse(read("tests/e2e/package.json")).dependencies["@fluent/bundle"];
  const installed = JSON.parse(read("tests/e2e/node_modules/@fluent/bundle/package.json")).version;
  assert.equal(installed, pinned);
  const vendored = read("crates/suffragetto-core/vendor/fluent-bundle.js");
  assert.ok(vendored.toString().startsWith(`/** @fluent/bundle@${pinned} */`));
  assert.ok(vendored.equals(read("tests/e2e/node_modules/@fluent/bundle/index.js")));
});
