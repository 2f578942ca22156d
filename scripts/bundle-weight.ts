/**
 * What each public route loads first, computed from the client build's Vite manifest
 * (dist/client/.vite/manifest.json), not from a browser: the entry chunks (the page's script,
 * web/boot.ts, and the app it starts after the first paint, web/main.tsx) and every chunk they
 * import statically, plus the route's lazy module and its static imports. Chunks a page imports
 * dynamically later (a form's code, the toaster) are not first-load.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** Issue 8's target for a public route's first-load JS, in gzip bytes: what `npm run bench` reports against. */
export const FIRST_LOAD_JS_TARGET = 110 * 1024;

/**
 * What the build check enforces, in gzip bytes. First-load JS is a ratchet above the target: React,
 * react-dom and the router alone are 95.3 KB, the rest of what every page loads first (layout, head
 * code, icons, the route table: the `site` chunk, with the entries, the preload helper and the
 * runtime) about 13 KB, and the heaviest pages (sub-service, search, services, home) bring the
 * largest route to 121.8 KB (docs/performance.md has the gap and what would close it). Lower it as
 * the routes shrink; never raise it to let a regression through.
 */
export const BUDGET = {
  firstLoadJs: 122 * 1024,
  firstLoadCss: 20 * 1024,
  /** Raw bytes of any one chunk. */
  chunk: 500 * 1024,
};

/** Route modules of the public site (web/routes/site/*), each the lazy part of one or more routes. */
const PUBLIC_ROUTE_MODULE = /^web\/routes\/site\//;
const ADMIN_MODULE = /^web\/routes\/admin\//;

export interface RouteWeight {
  /** The route module, e.g. "web/routes/site/home.tsx". */
  module: string;
  js: number;
  css: number;
  /** Output files loaded first, for the report. */
  files: string[];
  /** Admin modules found among them: must be none. */
  adminModules: string[];
}

/** The manifest key of every chunk `key` loads statically, itself included. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** The manifest keys of the entry chunks, each with what it imports statically. */
function entryClosure(manifest: Manifest): Set<string> {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length === 0) throw new Error("no entry chunk in the manifest");
  const seen = new Set<string>();
  for (const entry of entries) staticClosure(manifest, entry, seen);
  return seen;
}

/** The public route modules the entries load lazily (the route table may sit in a chunk they import). */
export function publicRouteModules(manifest: Manifest): string[] {
  const lazy = [...entryClosure(manifest)].flatMap((key) => manifest[key].dynamicImports ?? []);
  return [...new Set(lazy)].filter((key) => PUBLIC_ROUTE_MODULE.test(key));
}

/** First-load weight of every public route module, with `size(file)` giving a file's gzip bytes. */
export function publicRouteWeights(manifest: Manifest, size: (file: string) => number): RouteWeight[] {
  const entries = entryClosure(manifest);
  return publicRouteModules(manifest).map((module) => {
    const keys = new Set([...entries, ...staticClosure(manifest, module)]);
    const chunks = [...keys].map((key) => manifest[key]);
    const jsFiles = chunks.map((chunk) => chunk.file);
    const cssFiles = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
    return {
      module,
      js: jsFiles.reduce((sum, file) => sum + size(file), 0),
      css: cssFiles.reduce((sum, file) => sum + size(file), 0),
      files: [...jsFiles, ...cssFiles],
      adminModules: [...keys].filter((key) => ADMIN_MODULE.test(key)),
    };
  });
}

/** Every way the build breaks the budget, as sentences; empty when it holds. */
export function budgetViolations(manifest: Manifest, gzipSize: (file: string) => number, rawSize: (file: string) => number): string[] {
  const problems: string[] = [];
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const routes = publicRouteWeights(manifest, gzipSize);
  if (routes.length === 0) problems.push("the entry lazy-loads no public route module: the manifest is not the site's");
  for (const route of routes) {
    if (route.js > BUDGET.firstLoadJs) problems.push(`${route.module}: first-load JS ${kb(route.js)} gzip > ${kb(BUDGET.firstLoadJs)}`);
    if (route.css > BUDGET.firstLoadCss) problems.push(`${route.module}: first-load CSS ${kb(route.css)} gzip > ${kb(BUDGET.firstLoadCss)}`);
    if (route.adminModules.length > 0) problems.push(`${route.module}: loads admin code first (${route.adminModules.join(", ")})`);
  }
  for (const file of new Set(Object.values(manifest).map((chunk) => chunk.file))) {
    if (rawSize(file) > BUDGET.chunk) problems.push(`${file}: ${kb(rawSize(file))} raw > ${kb(BUDGET.chunk)}`);
  }
  return problems;
}

/** Reads the manifest of a client build directory (dist/client). */
export function readManifest(clientDir: string): Manifest {
  return JSON.parse(readFileSync(join(clientDir, ".vite/manifest.json"), "utf8")) as Manifest;
}

export const fileSizes = (clientDir: string) => ({
  gzip: (file: string) => gzipSync(readFileSync(join(clientDir, file))).length,
  raw: (file: string) => readFileSync(join(clientDir, file)).length,
});
