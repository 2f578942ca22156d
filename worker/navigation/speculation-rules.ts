import { Hono } from "hono";
import type { AppEnv } from "../env";

/*
 * Instant navigation between public pages without a client router: the browser prefetches or
 * prerenders the page a visitor is about to open (Speculation Rules). Our CSP forbids inline
 * scripts, so the rules are not an inline <script type="speculationrules">: every public page names
 * them in a `Speculation-Rules` header, and this module serves them as a same-origin JSON file.
 */

/** Where the rules are served; every public page's `Speculation-Rules` header names it. */
export const SPECULATION_RULES_PATH = "/speculation-rules.json";
export const SPECULATION_RULES_TYPE = "application/speculationrules+json";

/**
 * Links the rules never name, as URL patterns (resolved against the rules file's URL, so same-origin).
 * A string pattern matches any query unless it names one, so "/admin" covers "/admin?x" too. Queries
 * need care: "/*\\?*" matches every URL (its search part "*" matches an empty query too), so a query
 * is excluded with "(.+)", which needs at least one character. A query is a search, a form outcome or
 * a token (?token=…), none of which a visitor should fetch without asking.
 */
const NEVER_SPECULATED = [
  "/admin",
  "/admin/*",
  "/api",
  "/api/*",
  "/newsletter",
  "/newsletter/*",
  "/unsubscribe",
  "/thank-you",
  "/preview/*",
  "/media/*",
  // Files (a PDF, a brochure, the feed): page URLs never hold a dot.
  "/*.*",
  // Any URL with a query.
  "/*\\?(.+)",
] as const;

/** A document rule: same-origin links on the page, less the excluded ones, at `eagerness`. */
const documentRule = (eagerness: "moderate" | "conservative") => ({
  source: "document",
  where: { and: [{ href_matches: "/*" }, { not: { href_matches: [...NEVER_SPECULATED] } }] },
  eagerness,
});

/**
 * Prerender on hover (desktop) or when a link is about to be tapped (mobile): "moderate", the most the
 * issue allows. The prefetch rule at the same eagerness is the fallback Chrome uses where it declines
 * a prerender (Save-Data, low memory, too many prerenders): the page's HTML is then at least fetched.
 */
const speculationRules = {
  prerender: [documentRule("moderate")],
  prefetch: [documentRule("moderate")],
};

/** The rules change only with a deploy: browsers and the edge may keep them for an hour. */
const CACHE_CONTROL = "public, max-age=3600";

export const speculationRulesRoutes = new Hono<AppEnv>().get(SPECULATION_RULES_PATH, (c) =>
  c.body(JSON.stringify(speculationRules), 200, { "Content-Type": SPECULATION_RULES_TYPE, "Cache-Control": CACHE_CONTROL }),
);

/**
 * Names the rules on a public page's response. Called where the page is rendered, before the page
 * cache stores it, so a cached copy (answered before any middleware runs) carries the header too.
 * Only HTML gets it: a file served beside the pages (favicon, PDF) has no links to speculate on.
 */
export function withSpeculationRules(res: Response): Response {
  if (res.headers.get("Content-Type")?.startsWith("text/html")) res.headers.set("Speculation-Rules", `"${SPECULATION_RULES_PATH}"`);
  return res;
}
