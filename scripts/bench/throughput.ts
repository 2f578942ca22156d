/**
 * Requests per second at 50 connections (autocannon) of a served warm public page against a static
 * file of about the same size that the platform serves without running the Worker (wrangler.toml's
 * run_worker_first leaves /static/* and /assets/* to it), so the ratio is the Worker's cost on a
 * cache hit, not a difference in bytes.
 */
import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import autocannon from "autocannon";

export const CONNECTIONS = 50;

export interface LoadResult {
  rps: number;
  p99: number;
  errors: number;
}

/** What changes between requests: nothing, a query string (every request a new URL of one page), or the path (every request a path no page has). */
export type Vary = "nothing" | "query" | "path";

export async function load(url: string, seconds: number, vary: Vary = "nothing"): Promise<LoadResult> {
  let n = 0;
  const { pathname, search } = new URL(url);
  const paths: Record<Vary, () => string> = {
    nothing: () => `${pathname}${search}`,
    query: () => `${pathname}?cold=${n++}`,
    path: () => `${pathname}-${n++}`,
  };
  const next = paths[vary];
  // Every run builds each request in setupRequest, the fixed one too: autocannon shares these two
  // cores with the server, so a ratio between runs compares the Worker's work, not the client's.
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [{ setupRequest: (req) => ({ ...req, path: next() }) }],
  });
  // An unknown path's answer is the not-found page, a 404 by design: any other status is an error.
  const expectedOtherwise = vary === "path" ? result["4xx"] : 0;
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx - expectedOtherwise };
}

/** The file under dist/client/static or dist/client/assets whose size is nearest `bytes`, as a URL path, with its size. */
export function staticFileNear(bytes: number, clientDir = "dist/client"): { path: string; bytes: number } {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
  const files = ["static", "assets"].flatMap((dir) => walk(join(clientDir, dir))).filter((file) => !file.endsWith(".map"));
  const [nearest] = files
    .map((file) => ({ path: "/" + relative(clientDir, file).split("\\").join("/"), bytes: statSync(file).size }))
    .sort((a, b) => Math.abs(a.bytes - bytes) - Math.abs(b.bytes - bytes));
  if (!nearest) throw new Error(`no file under ${clientDir}/static or ${clientDir}/assets`);
  return nearest;
}
