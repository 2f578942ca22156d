/**
 * `npm run graph`: the worker's folder graph, as a reviewer checks the arrows of docs/architecture.md.
 * Counts non-test code (not *.test.ts, not worker/testing), type-only and dynamic imports included,
 * and prints each folder's imports, the pairs of folders that import each other, the import cycles
 * between folders (strongly connected groups), the pairs of files anywhere that import each other,
 * and the lines of code per folder.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import ts from "typescript";

const root = resolve(import.meta.dirname, "..");
const SOURCE = /\.(ts|tsx)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return filesUnder(path);
    return SOURCE.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.startsWith("worker/testing/");
const code = ["core", "worker", "web"].flatMap(filesUnder).filter((file) => !isTest(file));
const known = new Set(code);

/** The files a file imports, resolved inside the repository (packages are left out). */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(join(root, file), "utf8"), true, true);
  return importedFiles.flatMap(({ fileName: specifier }) => {
    let base: string;
    if (specifier.startsWith(".")) base = join(dirname(file), specifier);
    else if (specifier.startsWith("#core/")) base = `core/${specifier.slice("#core/".length)}`;
    else if (specifier.startsWith("@/")) base = `web/${specifier.slice(2)}`;
    else return [];
    const target = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((candidate) => known.has(candidate));
    return target ? [target] : [];
  });
}

const fileEdges = new Map(code.map((file) => [file, importsOf(file)]));

/** worker/<folder>/… → <folder>; a file at the top (app.ts, env.ts) is a node of its own. */
const folderOf = (file: string) => file.split("/")[1];
const folders = new Map<string, Set<string>>();
for (const [file, targets] of fileEdges) {
  if (!file.startsWith("worker/")) continue;
  const from = folderOf(file);
  const out = folders.get(from) ?? new Set<string>();
  folders.set(from, out);
  for (const target of targets) if (target.startsWith("worker/") && folderOf(target) !== from) out.add(folderOf(target));
}

/** Tarjan's strongly connected components: each group of two or more folders is a cycle. */
function cycles(graph: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (stack.includes(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do group.push((member = stack.pop()!));
      while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return groups;
}

const sorted = [...folders.keys()].sort();
console.log(`worker/ folders (${sorted.length}), each with the folders it imports:`);
for (const folder of sorted) console.log(`  ${folder} → ${[...folders.get(folder)!].sort().join(", ") || "(nothing)"}`);

const mutual = sorted.flatMap((a) => [...folders.get(a)!].filter((b) => a < b && folders.get(b)?.has(a)).map((b) => `${a} ↔ ${b}`));
console.log(`\nFolders that import each other: ${mutual.length}${mutual.length ? `\n  ${mutual.join("\n  ")}` : ""}`);
const groups = cycles(folders);
console.log(`Folder cycles: ${groups.length}${groups.map((g) => `\n  ${g.length} folders: ${g.join(", ")}`).join("")}`);

const mutualFiles = [...fileEdges].flatMap(([a, targets]) => targets.filter((b) => a < b && fileEdges.get(b)?.includes(a)).map((b) => `${a} ↔ ${b}`));
console.log(`\nFiles that import each other (core/, worker/, web/): ${mutualFiles.length}${mutualFiles.length ? `\n  ${mutualFiles.join("\n  ")}` : ""}`);

const lines = new Map<string, number>();
for (const file of ["core", "worker", "web"].flatMap(filesUnder)) {
  const top = file.split("/").slice(0, file.split("/").length > 2 ? 2 : 1).join("/");
  lines.set(top, (lines.get(top) ?? 0) + readFileSync(join(root, file), "utf8").split("\n").length);
}
console.log("\nLines per folder (tests included):");
for (const [folder, count] of [...lines].sort()) console.log(`  ${folder.padEnd(24)} ${String(count).padStart(6)}`);
