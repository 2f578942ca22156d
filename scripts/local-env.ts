/** Local defaults shared by the scripts; each can be overridden from the environment. */
export const LOCAL_ADMIN_EMAIL = process.env.ADMIN_EMAIL ?? "admin@example.com";
export const LOCAL_ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? "change-me-locally";

/**
 * Mail settings for `npm start`, so a submitted form shows its staff notification in the server's
 * log at once (wrangler simulates the EMAIL binding: nothing leaves the machine) and the admin can
 * reply. Set either to another address, or to nothing (`NOTIFY_TO= npm start`) to turn it off.
 */
export const LOCAL_MAIL_ENV = {
  MAIL_FROM: process.env.MAIL_FROM ?? "website@example.com",
  NOTIFY_TO: process.env.NOTIFY_TO ?? "staff@example.com",
};

/** Keeps wrangler and miniflare from dialling out (telemetry, update checks, the `cf` object). */
export const QUIET_WRANGLER_ENV = {
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_HIDE_BANNER: "true",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
};
Object.assign(process.env, { ...QUIET_WRANGLER_ENV, ...process.env });
