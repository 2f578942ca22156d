/**
 * Every Tailwind class the code names is in the built stylesheet (`npm run test:build`, after
 * `npm run build`). Tailwind only generates what its scanner reads: when the landing themes moved
 * to `core/` and the stylesheet still scanned `web/` alone, their gradients vanished from the build
 * and the landing headings became invisible. This test scans `core/` and `web/` with Tailwind's own
 * scanner and design system, so it sees the same class tokens a build would, wherever they stand
 * (`className` values, `cva` variants, theme and content records).
 */
import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, it } from "node:test";
import { __unstable__loadDesignSystem } from "@tailwindcss/node";
import { Scanner } from "@tailwindcss/oxide";

const ROOT = resolve(import.meta.dirname, "../..");
const CSS_DIR = resolve(ROOT, "dist/client/static");
const FOLDERS_WITH_CLASSES = ["core", "web"];

/** The candidates Tailwind's scanner extracts from the folders, kept where they make a utility. */
async function utilitiesNamedIn(folders: string[]): Promise<Map<string, string>> {
  const scanner = new Scanner({
    sources: folders.map((folder) => ({ base: resolve(ROOT, folder), pattern: "**/*", negated: false })),
  });
  const candidates = scanner.scan();
  const stylesheet = readFileSync(resolve(ROOT, "web/styles.css"), "utf8");
  const design = await __unstable__loadDesignSystem(stylesheet, { base: resolve(ROOT, "web") });
  const css = design.candidatesToCss(candidates);
  const selectors = new Map<string, string>();
  candidates.forEach((candidate, index) => {
    const rule = css[index];
    const selector = rule ? classSelector(rule) : null;
    if (selector) selectors.set(candidate, selector);
  });
  return selectors;
}

/** The escaped class selector a utility's CSS opens with, e.g. `.hover\:from-amber-800`. */
export function classSelector(rule: string): string | null {
  return /\.((?:\\.|[\w-])+)/.exec(rule)?.[0] ?? null;
}

/** Whether the stylesheet has a rule for the selector (not just a longer class that starts with it). */
export function hasSelector(stylesheet: string, selector: string): boolean {
  let at = stylesheet.indexOf(selector);
  while (at !== -1) {
    const next = stylesheet[at + selector.length] ?? "";
    if (!/[\w\\-]/.test(next)) return true;
    at = stylesheet.indexOf(selector, at + 1);
  }
  return false;
}

function builtStylesheet(): string {
  assert.ok(existsSync(CSS_DIR), "no client build: run npm run build first");
  const files = readdirSync(CSS_DIR).filter((file) => file.endsWith(".css"));
  assert.ok(files.length > 0, "the build wrote no stylesheet");
  return files.map((file) => readFileSync(resolve(CSS_DIR, file), "utf8")).join("\n");
}

describe("the class check", () => {
  it("finds a class only where its selector ends", () => {
    const css = ".from-rose-950{--x:1}.hover\\:to-amber-100:hover{--y:2}";
    assert.ok(hasSelector(css, ".from-rose-950"));
    assert.ok(hasSelector(css, ".hover\\:to-amber-100"));
    assert.ok(!hasSelector(css, ".from-rose-9"));
    assert.ok(!hasSelector(css, ".to-amber-100"), "a variant's rule is not the plain class's");
  });

  it("reads the selector of an escaped utility", () => {
    assert.equal(classSelector(".\\[\\&_a\\]\\:font-medium a { font-weight: 500 }"), ".\\[\\&_a\\]\\:font-medium");
    assert.equal(classSelector("@media (hover: hover) {\n  .hover\\:from-amber-800:hover {"), ".hover\\:from-amber-800");
  });
});

describe("the production stylesheet", () => {
  it("has a rule for every Tailwind class named in core/ and web/", async () => {
    const stylesheet = builtStylesheet();
    const utilities = await utilitiesNamedIn(FOLDERS_WITH_CLASSES);
    // The landing themes alone name dozens; a scan that finds few has looked in the wrong place.
    assert.ok(utilities.size > 500, `only ${utilities.size} utilities found in ${FOLDERS_WITH_CLASSES.join(", ")}`);
    assert.ok(utilities.has("from-rose-950"), "the scan reads the themes in core/content");
    const missing = [...utilities].filter(([, selector]) => !hasSelector(stylesheet, selector)).map(([name]) => name);
    assert.deepEqual(missing, [], `classes named in the code but absent from the built CSS: ${missing.join(" ")}`);
  });
});
