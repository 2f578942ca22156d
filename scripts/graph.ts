/**
 * `npm run graph`: the folder graphs of worker/, core/ and web/ (web's second level: components/site,
 * islands, routes/admin…), as a reviewer checks the arrows of docs/architecture.md. Counts non-test
 * code (not *.test.ts, not worker/testing), type-only and dynamic imports included, `#core/` and `@/`
 * resolved, and prints each folder's imports, the pairs of folders that import each other, the import
 * cycles between folders and between files, and the lines of code per folder.
 * `npm run graph -- --why <folder>` lists the file imports behind that folder's arrows: a worker
 * folder by its name (`blog`), another area's with it (`core/format`, `web/components/site`).
 */
import { type Area, areas, cycles, fileGraph, folderGraph, folderOf, isTest, mutualPairs, repositorySources } from "./import-graph";

const sources = repositorySources();
const files = fileGraph(sources);

const why = process.argv.indexOf("--why");
if (why !== -1) {
  const asked = process.argv[why + 1] ?? "";
  const area: Area = areas.find((name) => asked.startsWith(`${name}/`)) ?? "worker";
  const folder = asked.startsWith(`${area}/`) ? asked.slice(area.length + 1) : asked;
  const inArea = (file: string) => file.startsWith(`${area}/`) && !isTest(file);
  for (const [file, targets] of files) {
    if (!inArea(file) || folderOf(file) !== folder) continue;
    for (const target of targets) if (inArea(target) && folderOf(target) !== folder) console.log(`${file} → ${target}`);
  }
  process.exit(0);
}

for (const area of areas) {
  const folders = folderGraph(files, area);
  const sorted = [...folders.keys()].sort();
  console.log(`${area}/ folders (${sorted.length}), each with the folders it imports:`);
  for (const folder of sorted) console.log(`  ${folder} → ${[...folders.get(folder)!].sort().join(", ") || "(nothing)"}`);
  const mutual = mutualPairs(folders);
  console.log(`${area}/ folders that import each other: ${mutual.length}${mutual.map((pair) => `\n  ${pair}`).join("")}`);
  const groups = cycles(folders);
  console.log(`${area}/ folder cycles: ${groups.length}${groups.map((g) => `\n  ${g.length} folders: ${g.join(", ")}`).join("")}\n`);
}

const fileCycles = cycles(files);
console.log(`File cycles (core/, worker/, web/, tests included): ${fileCycles.length}${fileCycles.map((g) => `\n  ${g.join(" → ")}`).join("")}`);

const lines = new Map<string, number>();
for (const [file, text] of sources) {
  const top = file.split("/").slice(0, file.split("/").length > 2 ? 2 : 1).join("/");
  lines.set(top, (lines.get(top) ?? 0) + text.split("\n").length);
}
console.log("\nLines per folder (tests included):");
for (const [folder, count] of [...lines].sort()) console.log(`  ${folder.padEnd(24)} ${String(count).padStart(6)}`);
