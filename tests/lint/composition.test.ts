import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { it } from "node:test";

const worker = resolve(import.meta.dirname, "../../worker");

/**
 * A feature's declaration (`worker/<feature>/feature.ts`) does nothing until worker/features.ts lists
 * it: a declaration left out would silently lose its mail, audit names, privacy data or cron work.
 */
it("worker/features.ts lists every feature's declaration", () => {
  const declared = readdirSync(worker, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && readdirSync(join(worker, entry.name)).includes("feature.ts"))
    .flatMap((entry) => [...readFileSync(join(worker, entry.name, "feature.ts"), "utf8").matchAll(/^export const (\w+Feature) =/gm)].map((m) => m[1]!));
  const composition = readFileSync(join(worker, "features.ts"), "utf8");
  const list = composition.slice(composition.indexOf("export const features = ["), composition.indexOf("] as const satisfies"));
  assert.ok(declared.length >= 9, `found only ${declared.length} declarations`);
  assert.deepEqual(
    declared.filter((name) => !new RegExp(`^\\s*${name},$`, "m").test(list)),
    [],
    "declared but not composed",
  );
});

/**
 * An admin screen's manifest (`web/routes/admin/<feature>/manifest.ts`) does nothing until
 * web/admin-features.ts lists it: a manifest left out would lose its routes, sidebar entry, activity
 * sentences and held data without a word.
 */
it("web/admin-features.ts lists every admin feature's manifest", () => {
  const admin = resolve(import.meta.dirname, "../../web/routes/admin");
  const declared = readdirSync(admin, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => readdirSync(join(admin, entry.name)).filter((file) => /^manifest\.tsx?$/.test(file)).map((file) => join(admin, entry.name, file)))
    .flatMap((file) => [...readFileSync(file, "utf8").matchAll(/^export const (\w+Manifest)\b/gm)].map((m) => m[1]!));
  const composition = readFileSync(resolve(import.meta.dirname, "../../web/admin-features.ts"), "utf8");
  const list = composition.slice(composition.indexOf("export const adminFeatures"));
  assert.ok(declared.length >= 10, `found only ${declared.length} manifests`);
  assert.deepEqual(
    declared.filter((name) => !new RegExp(`^\\s*${name},$`, "m").test(list)),
    [],
    "declared but not composed",
  );
});
