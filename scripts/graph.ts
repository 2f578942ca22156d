/**
 * `npm run graph`: the worker's folder graph, as a reviewer checks the arrows of docs/architecture.md.
 * Counts non-test code (not *.test.ts, not worker/testing), type-only and dynamic imports included,
 * and prints each folder's imports, the pairs of folders that import each other, the import cycles
 * between folders and between files, and the lines of code per folder.
 * `npm run graph -- --why <folder>` lists the file imports behind that folder's arrows.
 */
import { cycles, fileGraph, isTest, mutualPairs, repositorySources, workerFolderGraph } from "./import-graph";

const sources = repositorySources();
const files = fileGraph(sources);
const folders = workerFolderGraph(files);

const why = process.argv.indexOf("--why");
if (why !== -1) {
  const folder = process.argv[why + 1];
  for (const [file, targets] of files) {
    if (!file.startsWith(`worker/${folder}`) || isTest(file)) continue;
    for (const target of targets) if (target.startsWith("worker/") && !target.startsWith(`worker/${folder}`)) console.log(`${file} → ${target}`);
  }
  process.exit(0);
}

const sorted = [...folders.keys()].sort();
console.log(`worker/ folders (${sorted.length}), each with the folders it imports:`);
for (const folder of sorted) console.log(`  ${folder} → ${[...folders.get(folder)!].sort().join(", ") || "(nothing)"}`);

const mutual = mutualPairs(folders);
console.log(`\nFolders that import each other: ${mutual.length}${mutual.map((pair) => `\n  ${pair}`).join("")}`);
const groups = cycles(folders);
console.log(`Folder cycles: ${groups.length}${groups.map((g) => `\n  ${g.length} folders: ${g.join(", ")}`).join("")}`);

const fileCycles = cycles(files);
console.log(`\nFile cycles (core/, worker/, web/, tests included): ${fileCycles.length}${fileCycles.map((g) => `\n  ${g.join(" → ")}`).join("")}`);

const lines = new Map<string, number>();
for (const [file, text] of sources) {
  const top = file.split("/").slice(0, file.split("/").length > 2 ? 2 : 1).join("/");
  lines.set(top, (lines.get(top) ?? 0) + text.split("\n").length);
}
console.log("\nLines per folder (tests included):");
for (const [folder, count] of [...lines].sort()) console.log(`  ${folder.padEnd(24)} ${String(count).padStart(6)}`);
