import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { it } from "node:test";
import { fileGraph, isTest, repositorySources } from "../../scripts/import-graph";

const worker = resolve(import.meta.dirname, "../../worker");

/** The feature folders: those holding a declaration (`worker/<feature>/feature.ts`). */
const featureFolders = readdirSync(worker, { withFileTypes: true }).filter((entry) => entry.isDirectory() && readdirSync(join(worker, entry.name)).includes("feature.ts")).map((entry) => entry.name);

/**
 * A feature's declaration (`worker/<feature>/feature.ts`) does nothing until worker/features.ts lists
 * it: a declaration left out would silently lose its mail, audit names, privacy data or cron work.
 */
it("worker/features.ts lists every feature's declaration", () => {
  const declared = featureFolders.flatMap((folder) => [...readFileSync(join(worker, folder, "feature.ts"), "utf8").matchAll(/^export const (\w+Feature) =/gm)].map((m) => m[1]!));
  const composition = readFileSync(join(worker, "features.ts"), "utf8");
  const list = composition.slice(composition.indexOf("export const composition = ["), composition.indexOf("] as const satisfies"));
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

/** `defineFeature` checks a declaration where it is written and keeps its routes' types for the client. */
it("every feature's declaration is written with defineFeature", () => {
  const bare = featureFolders.filter((folder) => !/^export const \w+Feature = defineFeature\(\{$/m.test(readFileSync(join(worker, folder, "feature.ts"), "utf8")));
  assert.deepEqual(bare, []);
});

/**
 * Files outside the feature folders that still import one, each with its reason. Everything else
 * reaches a feature through worker/features.ts, which hands each kit its part.
 */
const READ_FEATURES: Record<string, string> = {
  "worker/dashboard/": "its cards are the features' figures, until each feature declares its own (issue 49: the admin's needs)",
  "worker/seed/": "the local seed creates the first owner's account with the staff feature's own function",
  "worker/ssr/render.ts": "every page shows the site settings, read once per render",
};

/** Imports of a feature folder from a worker file outside them: "file → target", the composition and `allowed` aside. */
export function featureImports(files: Map<string, string[]>, allowed: Record<string, string>): string[] {
  const features = new Set([...files.keys()].flatMap((file) => /^worker\/([^/]+)\/feature\.ts$/.exec(file)?.[1] ?? []));
  const featureOf = (file: string) => (file.split("/").length > 2 ? file.split("/")[1]! : "");
  return [...files]
    .filter(([file]) => file.startsWith("worker/") && !isTest(file) && file !== "worker/features.ts" && !features.has(featureOf(file)))
    .filter(([file]) => !Object.keys(allowed).some((prefix) => file.startsWith(prefix)))
    .flatMap(([file, targets]) => targets.filter((target) => target.startsWith("worker/") && features.has(featureOf(target))).map((target) => `${file} → ${target}`));
}

it("worker/features.ts is the only worker file outside the features that imports one", () => {
  const files = fileGraph(repositorySources());
  assert.deepEqual(featureImports(files, READ_FEATURES), []);
  const unallowed = featureImports(files, {});
  assert.deepEqual(
    Object.keys(READ_FEATURES).filter((prefix) => !unallowed.some((line) => line.startsWith(prefix))),
    [],
    "allowed to import a feature, but imports none",
  );
});

it("the feature-import check finds a top-level file or a kit that imports a feature", () => {
  const files = fileGraph(
    new Map(
      Object.entries({
        "worker/blog/feature.ts": 'import { posts } from "./routes";',
        "worker/blog/routes.ts": 'import { kit } from "../kit/k";',
        "worker/features.ts": 'import { blogFeature } from "./blog/feature";',
        "worker/api.ts": 'import { features } from "./features";\nimport { posts } from "./blog/routes";',
        "worker/kit/k.ts": 'export type Post = typeof import("../blog/routes");',
        "worker/kit/k.test.ts": 'import { posts } from "../blog/routes";',
      }),
    ),
  );
  assert.deepEqual(featureImports(files, {}), ["worker/api.ts → worker/blog/routes.ts", "worker/kit/k.ts → worker/blog/routes.ts"]);
});
