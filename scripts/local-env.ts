import { existsSync, readFileSync } from "node:fs";
import { parseEnv } from "node:util";

/** The settings of a `.dev.vars` file (wrangler reads it for the worker; the scripts read it too). */
export function devVars(path = ".dev.vars"): Record<string, string | undefined> {
  return existsSync(path) ? parseEnv(readFileSync(path, "utf8")) : {};
}

/**
 * A setting only the scripts use (the first local admin): the environment, else `.dev.vars`, else
 * the default. An empty value counts as unset, as in `.dev.vars.example`.
 */
export function localSetting(name: string, fallback: string, env: Record<string, string | undefined> = process.env, file = devVars()): string {
  return env[name] || file[name] || fallback;
}

/** Local defaults shared by the scripts; each can be overridden from the environment or `.dev.vars`. */
export const LOCAL_ADMIN_EMAIL = localSetting("ADMIN_EMAIL", "admin@example.com");
export const LOCAL_ADMIN_PASSWORD = localSetting("ADMIN_PASSWORD", "change-me-locally");

/**
 * Mail settings for `npm start`, so a submitted form shows its staff notification in the server's
 * log at once (wrangler simulates the EMAIL binding: nothing leaves the machine) and the admin can
 * reply. Set either to another address, or to nothing (`NOTIFY_TO= npm start`) to turn it off.
 */
export const LOCAL_MAIL_ENV = {
  MAIL_FROM: process.env.MAIL_FROM ?? "website@example.com",
  NOTIFY_TO: process.env.NOTIFY_TO ?? "staff@example.com",
  // The newsletter goes to the simulated bulk mail provider, which sends nothing and logs each batch (worker/bulk-mail/simulated.ts).
  BULK_MAIL_PROVIDER: process.env.BULK_MAIL_PROVIDER ?? "simulated",
  // The share of the simulated provider's calls that fail as an outage (`npm run bench:newsletter`'s retries), when set.
  ...(process.env.BULK_MAIL_SIMULATED_OUTAGES ? { BULK_MAIL_SIMULATED_OUTAGES: process.env.BULK_MAIL_SIMULATED_OUTAGES } : {}),
};

/**
 * SITE_URL for `npm start` on `port`: mails carry a link only when SITE_URL is set (worker/mail/send.ts),
 * so the local server names its own origin unless the environment or `.dev.vars` gives another.
 */
export function localSiteUrl(port: string, env: Record<string, string | undefined> = process.env, file = devVars()): string {
  return localSetting("SITE_URL", `http://localhost:${port}`, env, file);
}

/** Keeps wrangler and miniflare from dialling out (telemetry, update checks, the `cf` object). */
export const QUIET_WRANGLER_ENV = {
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_HIDE_BANNER: "true",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
};
Object.assign(process.env, { ...QUIET_WRANGLER_ENV, ...process.env });
