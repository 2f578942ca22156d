/**
 * The worker's bindings and settings, generated from wrangler.toml and .dev.vars.example by
 * `npm run types` into worker-configuration.d.ts: never written by hand.
 */
export type Env = Cloudflare.Env;

export interface AppEnv {
  Bindings: Env;
  Variables: Record<string, never>;
}

/** Reads a numeric setting, falling back when it is missing or not a positive number. */
export function numberSetting(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}
