/** Bindings and settings the worker reads; see wrangler.toml and .dev.vars.example. */
export interface Env {
  DB: D1Database;
  MEDIA: R2Bucket;
  ASSETS: Fetcher;
  SESSION_SECRET?: string;
  FORM_RATE_LIMIT?: string;
  LOGIN_MAX_FAILURES?: string;
  LOGIN_LOCK_MINUTES?: string;
  SESSION_DAYS?: string;
}

export interface AppEnv {
  Bindings: Env;
  Variables: {
    /** Set by hono's secureHeaders: the CSP nonce of this response. */
    secureHeadersNonce?: string;
  };
}

/** Reads a numeric setting, falling back when it is missing or not a positive number. */
export function numberSetting(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}
