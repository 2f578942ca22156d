/**
 * `npm start`: build, migrate and seed the local D1, then serve the production build with
 * wrangler/workerd. Settings: PORT (8787), PERSIST_DIR (.wrangler/state, for an isolated
 * database), SKIP_BUILD=1 (serve the existing build), and any wrangler var (e.g.
 * FORM_RATE_LIMIT) passed through as an override. SITE_URL is http://localhost:PORT unless set
 * (mails carry links only with SITE_URL). Mail is on with local addresses (LOCAL_MAIL_ENV),
 * and wrangler logs at LOG_LEVEL (info: each request, and each mail the simulated EMAIL binding
 * would send, with the files holding its text and HTML).
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { LOCAL_ADMIN_EMAIL, LOCAL_ADMIN_PASSWORD, LOCAL_MAIL_ENV, localSiteUrl } from "./local-env";

const port = process.env.PORT ?? "8787";
const persistDir = process.env.PERSIST_DIR ?? ".wrangler/state";
const logLevel = process.env.LOG_LEVEL ?? "info";
const VAR_NAMES = ["FORM_RATE_LIMIT", "LOGIN_MAX_FAILURES", "LOGIN_LOCK_MINUTES", "SESSION_IDLE_MINUTES", "SESSION_DAYS", "SESSION_SECRET"];

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(" ")} failed (exit ${result.status}).`);
    process.exit(result.status ?? 1);
  }
}

if (process.env.SKIP_BUILD !== "1") run("npx", ["vite", "build", "--logLevel", "warn"]);
run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", persistDir]);
run("npx", ["tsx", "scripts/seed.ts"]);

// Locally the breached-password check stays off (wrangler.toml turns it on for production).
const vars: Record<string, string | undefined> = { ...process.env };
vars.BREACHED_PASSWORD_CHECK ??= "off";
// The visitor mail caps key addresses with a key derived from SESSION_SECRET and send nothing
// without one; locally, unless the environment or .dev.vars sets it, the worker's local key.
const devVarsSecret = existsSync(".dev.vars") && /^SESSION_SECRET=./m.test(readFileSync(".dev.vars", "utf8"));
if (!devVarsSecret) vars.SESSION_SECRET ??= "local-development-secret-change-me-in-production";
// The links of local mails (reset, invitation, newsletter) point at this server.
vars.SITE_URL = localSiteUrl(port);
const varArgs = [
  ...[...VAR_NAMES, "BREACHED_PASSWORD_CHECK", "SITE_URL"].filter((name) => vars[name]).flatMap((name) => ["--var", `${name}:${vars[name]}`]),
  ...Object.entries(LOCAL_MAIL_ENV).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
];
const server = spawn(
  "npx",
  ["wrangler", "dev", "--port", port, "--ip", "127.0.0.1", "--persist-to", persistDir, "--log-level", logLevel, "--show-interactive-dev-session=false", ...varArgs],
  { stdio: "inherit", env: process.env },
);

const url = `http://localhost:${port}`;
async function announceWhenReady() {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) {
        console.log(`\n  Vriddhi Business Solutions is running at ${url}`);
        console.log(`  Admin: ${url}/admin/login  (${LOCAL_ADMIN_EMAIL} / ${LOCAL_ADMIN_PASSWORD})`);
        console.log(`  Mail: notifications to ${LOCAL_MAIL_ENV.NOTIFY_TO || "nobody (off)"}, sent from ${LOCAL_MAIL_ENV.MAIL_FROM || "nobody (off)"}; simulated, shown in this log`);
        console.log(`  Newsletter: through the local queue to the ${LOCAL_MAIL_ENV.BULK_MAIL_PROVIDER || "unset (off)"} bulk mail provider\n`);
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  console.error(`The server did not answer ${url}/api/health within a minute.`);
}
void announceWhenReady();

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code) => process.exit(code ?? 0));
