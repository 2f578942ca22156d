/**
 * `npm run deploy`'s first step: refuses to deploy a worker that would mail links nobody can trust
 * or sign sessions with no secret. It stops, before any remote step, when SITE_URL is empty or not
 * an origin in wrangler.toml's [vars] or any [env.*] section's vars (vars are not inherited by an
 * environment), and, asking `wrangler secret list` only once the config passes, when the
 * SESSION_SECRET secret is missing.
 *
 *   tsx scripts/deploy-check.ts   (exit 1 with the reasons, 0 when it may deploy)
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

/** Lists the worker's secrets: what `wrangler secret list` prints (a JSON array of `{ name, type }`). */
export type SecretLister = () => Promise<string> | string;

/** The string value of a TOML `key = "…"` or `key = '…'` (comments after it ignored); undefined for another shape. */
function stringValue(raw: string): string | undefined {
  const match = /^\s*(?:"((?:[^"\\]|\\.)*)"|'([^']*)')/.exec(raw);
  if (!match) return undefined;
  return match[2] ?? JSON.parse(`"${match[1]}"`);
}

/**
 * The SITE_URL of each place vars are read from: "" (the top level) and every environment named in
 * the file, with undefined where that place sets none. Reads the TOML subset wrangler.toml uses:
 * table headers, `KEY = "string"` lines, and an inline `vars = { … }` table.
 */
export function siteUrls(config: string): Map<string, string | undefined> {
  const found = new Map<string, string | undefined>([["", undefined]]);
  let table = "";
  for (const line of config.split(/\r?\n/)) {
    const header = /^\s*\[\[?\s*([^\]]+?)\s*\]\]?\s*(#.*)?$/.exec(line);
    if (header) {
      table = header[1].replace(/\s+/g, "");
      const env = /^env\.("[^"]+"|'[^']+'|[A-Za-z0-9_-]+)/.exec(table)?.[1]?.replace(/^["']|["']$/g, "");
      if (env !== undefined && !found.has(env)) found.set(env, undefined);
      continue;
    }
    const env = table === "vars" || table === "" ? "" : /^env\.("[^"]+"|'[^']+'|[A-Za-z0-9_-]+)(\.vars)?$/.exec(table);
    const place = env === "" ? "" : env ? env[1].replace(/^["']|["']$/g, "") : undefined;
    const inVars = table === "vars" || (env !== "" && env?.[2] === ".vars");
    const assignment = /^\s*([A-Za-z0-9_-]+)\s*=\s*(.*)$/.exec(line);
    if (!assignment || place === undefined) continue;
    const [, key, rest] = assignment;
    if (inVars && key === "SITE_URL") found.set(place, stringValue(rest) ?? "");
    if (!inVars && key === "vars" && rest.trim().startsWith("{")) {
      const inline = /\bSITE_URL\s*=\s*(.*)$/.exec(rest);
      found.set(place, inline ? (stringValue(inline[1]) ?? "") : found.get(place));
    }
  }
  return found;
}

/** Whether `value` is an origin a mail may link to: an absolute http(s) URL without path, query or fragment. */
function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
  } catch {
    return false;
  }
}

/**
 * What stops a deploy, as sentences; none when it may go ahead. `config` is wrangler.toml's text;
 * `listSecrets` is asked only when the config passes, so a refused config makes no remote call.
 */
export async function deployProblems(config: string, listSecrets: SecretLister): Promise<string[]> {
  const problems: string[] = [];
  for (const [place, value] of siteUrls(config)) {
    const where = place ? `[env.${place}] vars` : "[vars]";
    if (!value?.trim()) problems.push(`SITE_URL is empty in wrangler.toml's ${where}: set it to the site's origin, e.g. "https://www.yourfirm.in". Without it no mail can carry a link.`);
    else if (!isOrigin(value.trim())) problems.push(`SITE_URL in wrangler.toml's ${where} is not an origin ("${value}"): use e.g. "https://www.yourfirm.in", without a path.`);
  }
  if (problems.length > 0) return problems;

  let names: string[];
  try {
    const listed = JSON.parse(await listSecrets()) as unknown;
    if (!Array.isArray(listed)) throw new Error("not a list");
    names = listed.map((secret) => (secret as { name?: unknown }).name).filter((name): name is string => typeof name === "string");
  } catch (err) {
    return [`Could not read the worker's secrets with "wrangler secret list" (${err instanceof Error ? err.message : String(err)}). Sign in with "wrangler login" and try again.`];
  }
  if (!names.includes("SESSION_SECRET")) {
    problems.push('The SESSION_SECRET secret is missing: run "npx wrangler secret put SESSION_SECRET" with at least 32 random bytes (e.g. "openssl rand -base64 48").');
  }
  return problems;
}

async function main() {
  const config = readFileSync("wrangler.toml", "utf8");
  const problems = await deployProblems(config, () => execFileSync("npx", ["wrangler", "secret", "list", "--format", "json"], { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] }));
  if (problems.length === 0) {
    console.log("deploy-check: SITE_URL and SESSION_SECRET are set.");
    return;
  }
  console.error(["deploy-check: not deploying.", ...problems.map((problem) => `- ${problem}`)].join("\n"));
  process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
