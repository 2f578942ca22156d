/** `npm run deploy` stops before any remote step without SITE_URL or the SESSION_SECRET secret (scripts/deploy-check.ts). */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import { deployProblems } from "../../scripts/deploy-check";

const SECRETS = JSON.stringify([{ name: "SESSION_SECRET", type: "secret_text" }, { name: "OTHER", type: "secret_text" }]);
const NO_SESSION_SECRET = JSON.stringify([{ name: "OTHER", type: "secret_text" }]);

/** A lister that records whether it was asked. */
function lister(output: string | Error) {
  const calls: number[] = [];
  return {
    calls,
    list: () => {
      calls.push(1);
      if (output instanceof Error) throw output;
      return output;
    },
  };
}

const config = (vars: string, rest = "") => `name = "x"\nmain = "worker/index.ts"\n\n[vars]\n${vars}\nFORM_RATE_LIMIT = "10"\n${rest}`;

describe("the deploy check", () => {
  it("refuses the repository's own wrangler.toml (SITE_URL = \"\") without asking for the secrets", async () => {
    const secrets = lister(SECRETS);
    const problems = await deployProblems(readFileSync("wrangler.toml", "utf8"), secrets.list);
    assert.equal(problems.length, 1);
    assert.match(problems[0], /SITE_URL is empty in wrangler.toml's \[vars\]/);
    assert.equal(secrets.calls.length, 0);
  });

  it("refuses a missing or non-origin SITE_URL", async () => {
    assert.match((await deployProblems(config(""), lister(SECRETS).list))[0], /SITE_URL is empty/);
    assert.match((await deployProblems(config('SITE_URL = "   "'), lister(SECRETS).list))[0], /SITE_URL is empty/);
    assert.match((await deployProblems(config('SITE_URL = "https://www.firm.in/blog"'), lister(SECRETS).list))[0], /not an origin/);
    assert.match((await deployProblems(config("SITE_URL = \"www.firm.in\""), lister(SECRETS).list))[0], /not an origin/);
  });

  it("refuses an environment whose vars lack SITE_URL or leave it empty, in a table or inline", async () => {
    const table = config('SITE_URL = "https://www.firm.in"', '\n[env.staging]\nname = "x-staging"\n\n[env.staging.vars]\nSITE_URL = ""\n');
    assert.match((await deployProblems(table, lister(SECRETS).list)).join("\n"), /SITE_URL is empty in wrangler.toml's \[env.staging\] vars/);
    const inline = config('SITE_URL = "https://www.firm.in"', '\n[env.preview]\nvars = { SITE_URL = "", FORM_RATE_LIMIT = "10" }\n');
    assert.match((await deployProblems(inline, lister(SECRETS).list)).join("\n"), /\[env.preview\] vars/);
    // vars are not inherited: an environment without any gets no SITE_URL.
    const without = config('SITE_URL = "https://www.firm.in"', '\n[env.qa]\nname = "x-qa"\n[[env.qa.d1_databases]]\nbinding = "DB"\n');
    assert.match((await deployProblems(without, lister(SECRETS).list)).join("\n"), /\[env.qa\] vars/);
    const fine = config('SITE_URL = "https://www.firm.in"', '\n[env.staging.vars]\nSITE_URL = "https://staging.firm.in" # the preview site\n');
    assert.deepEqual(await deployProblems(fine, lister(SECRETS).list), []);
  });

  it("refuses when the SESSION_SECRET secret is missing, or the secrets cannot be listed", async () => {
    const set = config('SITE_URL = "https://www.firm.in"');
    const missing = lister(NO_SESSION_SECRET);
    assert.match((await deployProblems(set, missing.list)).join("\n"), /SESSION_SECRET secret is missing/);
    assert.equal(missing.calls.length, 1);
    assert.match((await deployProblems(set, lister("[]").list)).join("\n"), /SESSION_SECRET secret is missing/);
    assert.match((await deployProblems(set, lister(new Error("not logged in")).list)).join("\n"), /Could not read the worker's secrets/);
    assert.match((await deployProblems(set, lister("Not JSON").list)).join("\n"), /Could not read the worker's secrets/);
  });

  it("lets a deploy go ahead with SITE_URL set and SESSION_SECRET listed", async () => {
    assert.deepEqual(await deployProblems(config("SITE_URL = 'https://www.firm.in'"), lister(SECRETS).list), []);
  });
});
