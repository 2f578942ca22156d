import { log } from "./log";

/** The last SITE_URL seen and what it validated to: checked (and warned about) once per isolate. */
let checked: { raw: string; origin: string | undefined } | undefined;

/** SITE_URL as an origin, or undefined when it is not an absolute http(s) URL without path, query or fragment. */
function parseSiteUrl(raw: string): string | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  const bare = url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
  return (url.protocol === "https:" || url.protocol === "http:") && bare ? url.origin : undefined;
}

function configuredOrigin(raw: string | undefined): string | undefined {
  const value = raw?.trim() ?? "";
  if (!value) return undefined;
  if (checked?.raw !== value) {
    const origin = parseSiteUrl(value);
    if (!origin) log("warn", "site_url_invalid", { value, expected: "an absolute http(s) URL without path or query" });
    checked = { raw: value, origin };
  }
  return checked.origin;
}

/** SITE_URL as an origin, or undefined when it is unset or invalid: for work without a request (the cron). */
export function configuredSiteOrigin(env: { SITE_URL?: string }): string | undefined {
  return configuredOrigin(env.SITE_URL);
}

/**
 * The origin of every absolute URL the server writes (canonical, og:url, og:image, the sitemap,
 * robots.txt). Pages and the sitemap are cached, so it must not come from the Host header a
 * client chose: it is SITE_URL, and the request's own origin only when SITE_URL is unset or
 * invalid (local development, tests).
 */
export function siteOrigin(env: { SITE_URL?: string }, requestUrl: string): string {
  return configuredOrigin(env.SITE_URL) ?? new URL(requestUrl).origin;
}
