/**
 * `npm test`: every check, in the order that fails fastest, and the time each part took at the end.
 * The static checks share the two cores (each prints its output when it ends), then the build; the
 * worker tests and the build tests share them next, and the browser tests take both last. The first
 * part that fails stops the run. docs/testing.md explains the parts and how to run one of them alone.
 */
import { spawn } from "node:child_process";

interface Part {
  name: string;
  command: string;
}

/** Each step's parts run side by side; the next step starts when they have all passed. */
const STEPS: { name: string; parts: Part[] }[] = [
  {
    name: "static checks",
    parts: [
      { name: "typecheck (worker, web, core)", command: "tsc -p tsconfig.json" },
      { name: "typecheck (scripts, tests)", command: "tsc -p tsconfig.node.json" },
      { name: "lint", command: "npm run lint --silent" },
    ],
  },
  { name: "build", parts: [{ name: "vite build", command: "npm run build --silent" }] },
  {
    // Each keeps about one core busy (workerd's start, wrangler's and the restore drill's waits):
    // side by side they took 2 min 02 s, one after the other 3 min 30 s (docs/testing.md).
    name: "worker and build tests",
    parts: [
      { name: "vitest: node and workerd projects", command: "npm run test:worker --silent" },
      { name: "node --test tests/build", command: "npm run test:build --silent" },
    ],
  },
  { name: "browser tests", parts: [{ name: "playwright", command: "npm run test:e2e --silent" }] },
];

/** Runs one part: its output goes straight to the terminal when it runs alone, else once it ends. */
function run(part: Part, alone: boolean): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(part.command, { shell: true, stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("close", (code) => {
      if (!alone) process.stdout.write(`\n── ${part.name} ──\n${output}`);
      resolve(code === 0);
    });
  });
}

const seconds = (since: number) => (performance.now() - since) / 1000;
const format = (s: number) => `${Math.floor(s / 60)} min ${String(Math.round(s % 60)).padStart(2, "0")} s`;

const rows: { name: string; seconds: number; result: string }[] = [];
const started = performance.now();
for (const step of STEPS) {
  const stepStarted = performance.now();
  const passed = await Promise.all(
    step.parts.map(async (part) => {
      const partStarted = performance.now();
      const ok = await run(part, step.parts.length === 1);
      if (step.parts.length > 1) rows.push({ name: `  ${part.name}`, seconds: seconds(partStarted), result: ok ? "passed" : "FAILED" });
      return ok;
    }),
  );
  const ok = passed.every(Boolean);
  rows.push({ name: step.name, seconds: seconds(stepStarted), result: ok ? "passed" : "FAILED" });
  if (!ok) break;
}
rows.push({ name: "npm test", seconds: seconds(started), result: rows.every((row) => row.result === "passed") ? "passed" : "FAILED" });

const width = Math.max(...rows.map((row) => row.name.length));
console.log("\nTime of each part:");
for (const row of rows) console.log(`  ${row.name.padEnd(width)}  ${format(row.seconds).padStart(11)}  ${row.result}`);
process.exit(rows.at(-1)!.result === "passed" ? 0 : 1);
