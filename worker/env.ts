import { DEFAULT_RETENTION_MONTHS } from "#core/content/retention";

/**
 * The worker's bindings and settings, generated from wrangler.toml and .dev.vars.example by
 * `npm run types` into worker-configuration.d.ts: never written by hand.
 */
export type Env = Cloudflare.Env;

export interface AppEnv {
  Bindings: Env;
  Variables: {
    /**
     * Directives a route adds to the one policy (a résumé download: `sandbox`). Appended, they can
     * only tighten it: for a directive named twice, the policy's own comes first and counts.
     */
    cspDirectives?: string;
    /** The request's D1 session (http/db-session.ts), for the bookmark a signed-in admin's answer hands back. */
    d1Session?: D1DatabaseSession;
  };
}

/** Reads a numeric setting, falling back when it is missing or not a positive number. */
export function numberSetting(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

/**
 * How long inquiries and their résumés are kept: RETENTION_MONTHS, 24 unless set. A setting every
 * layer reads (the retention cron, the privacy policy's text, the page cache's key), so it is here.
 */
export const retentionMonths = (env: Env) => numberSetting(env.RETENTION_MONTHS, DEFAULT_RETENTION_MONTHS);
