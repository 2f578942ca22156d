/**
 * What each public route loads first, computed from the client build's Vite manifest
 * (dist/client/.vite/manifest.json), not from a browser: the entry chunk and every chunk it imports
 * statically, plus the route's lazy module and its static imports. Chunks a page imports
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
 * react-dom and the router alone are 95.1 KB, the rest of what every page loads first (layout, head
 * and JSON-LD code, icons, the route table: the `site` chunk) 13.3 KB with the entry and runtime, and the
 * heaviest pages (sub-service, search, services, home) bring the largest route to 122.4 KB
 * (docs/performance.md has the gap and what would close it). Lower it as
 * the routes shrink; never raise it to let a regression through.
 */
export const BUDGET = {
  firstLoadJs: 123 * 1024,
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

export function entryKey(manifest: Manifest): string {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry chunk in the manifest, found ${entries.length}`);
  return entries[0][0];
}

/** The public route modules the entry loads lazily (the route table may sit in a chunk the entry imports). */
export function publicRouteModules(manifest: Manifest): string[] {
  const lazy = [...staticClosure(manifest, entryKey(manifest))].flatMap((key) => manifest[key].dynamicImports ?? []);
  return [...new Set(lazy)].filter((key) => PUBLIC_ROUTE_MODULE.test(key));
}

/** First-load weight of every public route module, with `size(file)` giving a file's gzip bytes. */
export function publicRouteWeights(manifest: Manifest, size: (file: string) => number): RouteWeight[] {
  const entry = entryKey(manifest);
  return publicRouteModules(manifest).map((module) => {
    const keys = new Set([...staticClosure(manifest, entry), ...staticClosure(manifest, module)]);
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
