/** Local defaults shared by the scripts; each can be overridden from the environment. */
export const LOCAL_ADMIN_EMAIL = process.env.ADMIN_EMAIL ?? "admin@example.com";
export const LOCAL_ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? "change-me-locally";

/** Keeps wrangler and miniflare from dialling out (telemetry, update checks, the `cf` object). */
export const QUIET_WRANGLER_ENV = {
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_HIDE_BANNER: "true",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
};
Object.assign(process.env, { ...QUIET_WRANGLER_ENV, ...process.env });
