/**
 * The import graph of core/, worker/ and web/, as `npm run graph` prints it and
 * tests/lint/import-graph.test.ts holds it to docs/architecture.md: files and the files they import
 * (type-only, dynamic and type-query imports included, packages left out), and the folders of each
 * area: worker/'s, core/'s and web/'s second level.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import ts from "typescript";

export const root = resolve(import.meta.dirname, "..");
const SOURCE = /\.(ts|tsx)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return filesUnder(path);
    return SOURCE.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

/** Tests and the worker's test helpers: they may reach anywhere and are left out of the folder graph. */
export const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.startsWith("worker/testing/");

/** Every source file of the three areas, with its text. */
export function repositorySources(): Map<string, string> {
  return new Map(["core", "worker", "web"].flatMap(filesUnder).map((file) => [file, readFileSync(join(root, file), "utf8")]));
}

/** The file `specifier` names from `file`, among `sources` (relative, `#core/*` and `@/` specifiers), or undefined. */
export function resolveImport(sources: Map<string, string>, file: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith(".")) base = join(dirname(file), specifier);
  else if (specifier.startsWith("#core/")) base = `core/${specifier.slice("#core/".length)}`;
  else if (specifier.startsWith("@/")) base = `web/${specifier.slice(2)}`;
  else return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((candidate) => sources.has(candidate));
}

/** The files each file imports, resolved among `sources`. */
export function fileGraph(sources: Map<string, string>): Map<string, string[]> {
  const importsOf = (file: string, text: string) =>
    ts.preProcessFile(text, true, true).importedFiles.flatMap(({ fileName }) => resolveImport(sources, file, fileName) ?? []);
  return new Map([...sources].map(([file, text]) => [file, importsOf(file, text)]));
}

const MANIFEST = /^web\/routes\/admin\/[^/]+\/manifest\.tsx?$/;
/** The admin's composition, the one file that imports the features' manifests (docs/architecture.md). */
export const ADMIN_COMPOSITION = "web/admin-features.ts";

/**
 * Imports that reach an admin feature's screens other than through the composition: a manifest
 * (web/routes/admin/<feature>/manifest.ts) is imported by web/admin-features.ts alone, and a screen (a
 * module a manifest loads with `import()`) lies in its manifest's folder and is imported by that
 * manifest alone. Each as "screen ← importer", tests aside.
 */
export function strayScreenImports(sources: Map<string, string>, files: Map<string, string[]>): string[] {
  const importers = (target: string) => [...files].filter(([file, targets]) => !isTest(file) && targets.includes(target)).map(([file]) => file);
  return [...sources].flatMap(([manifest, text]) => {
    if (!MANIFEST.test(manifest)) return [];
    const folder = dirname(manifest);
    const screens = [...text.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)].flatMap(([, specifier]) => resolveImport(sources, manifest, specifier!) ?? []);
    return [
      ...importers(manifest).filter((file) => file !== ADMIN_COMPOSITION).map((file) => `${manifest} ← ${file}`),
      ...screens.filter((screen) => !screen.startsWith(`${folder}/`)).map((screen) => `${screen} ← ${manifest} (another feature's folder)`),
      ...[...new Set(screens)].flatMap((screen) => importers(screen).filter((file) => file !== manifest).map((file) => `${screen} ← ${file}`)),
    ];
  });
}

export const areas = ["worker", "core", "web"] as const;
export type Area = (typeof areas)[number];

/**
 * The folder a file belongs to in its area's graph, named from inside the area: worker/blog/… →
 * "blog", core/format/… → "format". web/ groups its folders one level deeper, as its layers are
 * there: web/components/site/… → "components/site", web/routes/admin/… → "routes/admin". A file at
 * the top of an area or of a group (worker/app.ts, web/admin-routes.tsx) is a node of its own.
 */
export function folderOf(file: string): string {
  const [area, first, second] = file.split("/");
  const grouped = area === "web" && (first === "components" || first === "routes") && file.split("/").length > 3;
  return grouped ? `${first}/${second}` : first!;
}

/** The folders of one area and the folders each imports, over non-test code. */
export function folderGraph(files: Map<string, string[]>, area: Area): Map<string, Set<string>> {
  const inArea = (file: string) => file.startsWith(`${area}/`) && !isTest(file);
  const folders = new Map<string, Set<string>>();
  for (const [file, targets] of files) {
    if (!inArea(file)) continue;
    const from = folderOf(file);
    const out = folders.get(from) ?? new Set<string>();
    folders.set(from, out);
    for (const target of targets) if (inArea(target) && folderOf(target) !== from) out.add(folderOf(target));
  }
  return folders;
}

/** Pairs of nodes that import each other, each once ("a ↔ b", a < b). */
export function mutualPairs(graph: Map<string, Iterable<string>>): string[] {
  const has = (from: string, to: string) => [...(graph.get(from) ?? [])].includes(to);
  return [...graph.keys()].sort().flatMap((a) => [...graph.get(a)!].filter((b) => a < b && has(b, a)).map((b) => `${a} ↔ ${b}`));
}

/** The import cycles: Tarjan's strongly connected components of two or more nodes, each sorted. */
export function cycles(graph: Map<string, Iterable<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return groups;
}
