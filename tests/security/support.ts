/**
 * What the worker-level security tests share: the app's route table, a page render without a build,
 * a snapshot of what D1 holds, and a check for markup that could run script.
 */
import { env } from "cloudflare:test";
import { app } from "../../worker/app";
import { ORIGIN } from "../../worker/testing/admin-helpers";

export const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export interface Route {
  method: string;
  /** As registered, e.g. `/api/admin/blogs/:id`. */
  path: string;
}

/** Every concrete API route the app has registered (middleware and catch-alls left out), once each. */
export function apiRoutes(): Route[] {
  const routes = app.routes
    .filter((r) => r.path.startsWith("/api/") && !r.path.includes("*") && r.method !== "ALL")
    .map((r) => ({ method: r.method, path: r.path }));
  return [...new Map(routes.map((r) => [`${r.method} ${r.path}`, r])).values()];
}

/** The path with each `:param` replaced: an id or slug from `values` by parameter name, else `1`. */
export function concrete(path: string, values: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => String(values[name] ?? "1"));
}

/** Stand in for the built index.html and admin.html (served at / and /admin), so pages render in tests that run before any build. */
const TEMPLATES: Record<string, string> = {
  "/": `<!doctype html><html><head><title>x</title></head><body><div id="root"><!--app-html--></div></body></html>`,
  "/admin": `<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>`,
};
const assets = {
  fetch: async (input: RequestInfo | URL) => {
    const template = TEMPLATES[new URL(input instanceof Request ? input.url : input).pathname];
    return template ? new Response(template, { headers: { "Content-Type": "text/html" } }) : new Response("Not found", { status: 404 });
  },
} as unknown as Fetcher;

/** A GET through the whole app in this isolate, with the template above as the build; `url` may name another host. */
export function render(url: string, headers: Record<string, string> = {}, bindings: Partial<typeof env> = {}) {
  return app.request(url.startsWith("/") ? `${ORIGIN}${url}` : url, { headers }, { ...env, ASSETS: assets, ...bindings });
}

const SNAPSHOT_TABLES = ["admin_users", "sessions", "blogs", "jobs", "inquiries", "subscribers", "pending_object_deletions"];

/** Every row of the tables a request could change, and every R2 key: equal snapshots mean nothing changed. */
export async function snapshot(): Promise<string> {
  const tables = await Promise.all(
    SNAPSHOT_TABLES.map(async (table) => (await env.DB.prepare(`select * from ${table} order by 1`).all()).results),
  );
  const keys = (await env.MEDIA.list()).objects.map((o) => o.key);
  return JSON.stringify({ tables, keys });
}

export async function rowCount(table: string): Promise<number> {
  return (await env.DB.prepare(`select count(*) as n from ${table}`).first<{ n: number }>())?.n ?? 0;
}

export async function r2Keys(prefix?: string): Promise<string[]> {
  return (await env.MEDIA.list(prefix ? { prefix } : {})).objects.map((o) => o.key);
}

/** Harmless elements: what a blog post may hold. Anything else in sanitised output is a finding. */
const INERT_TAGS = new Set(
  "h1 h2 h3 h4 h5 h6 p br hr blockquote pre code ul ol li strong em b i u a img table thead tbody tr th td".split(" "),
);
const INERT_ATTRIBUTES = new Set(["href", "src", "alt", "title", "width", "height", "colspan", "rowspan"]);

/** An attribute value as the browser reads it: entities decoded, control characters and spaces gone. */
function asBrowserReads(value: string): string {
  const named: Record<string, string> = { colon: ":", tab: "\t", newline: "\n", lpar: "(", rpar: ")", amp: "&" };
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&(\w+);/g, (whole, name: string) => named[name.toLowerCase()] ?? whole)
    .replace(/[\s\p{Cc}]/gu, "")
    .toLowerCase();
}

/** An emptied href (what the sanitiser leaves of a refused one) only reloads the page: inert. */
const SAFE_LINK = /^(https?:|mailto:|#|\/(?![/\\])|$)/;
const SAFE_IMAGE = /^\/(media|assets)\//;

/**
 * What in `html` could run script or load from elsewhere, as a browser would parse it (HTMLRewriter
 * is workerd's HTML parser): elements beyond the inert set, attributes beyond the inert set (every
 * `on…` handler, `style`, `srcdoc`, `formaction`…), links other than http(s), mailto and this site,
 * images from anywhere but /media and /assets. Empty when the markup is inert.
 */
export async function liveMarkup(html: string): Promise<string[]> {
  const problems: string[] = [];
  const rewriter = new HTMLRewriter().on("*", {
    element(el) {
      if (!INERT_TAGS.has(el.tagName)) problems.push(`<${el.tagName}>`);
      // workerd yields [name, value] pairs; the DOM typings in scope describe a browser Element.
      for (const [name, value] of el.attributes as unknown as Iterable<[string, string]>) {
        if (!INERT_ATTRIBUTES.has(name)) problems.push(`<${el.tagName} ${name}>`);
        const url = asBrowserReads(value);
        if (name === "href" && !SAFE_LINK.test(url)) problems.push(`<${el.tagName} href="${value}">`);
        if (name === "src" && !SAFE_IMAGE.test(url)) problems.push(`<${el.tagName} src="${value}">`);
      }
    },
  });
  await rewriter.transform(new Response(html)).text();
  return problems;
}

const VOID_TAGS = new Set(["br", "hr", "img"]);

/**
 * Where `html`'s tags do not nest: a closing tag that closes nothing open, or elements left open at
 * the end. Left open, an element takes in the page after the post (the browser keeps it open past
 * the article's own `</div>`), which also breaks React's hydration. Empty when balanced.
 */
export function unbalancedTags(html: string): string[] {
  const open: string[] = [];
  const problems: string[] = [];
  for (const [, slash, rawName] of html.matchAll(/<(\/?)([a-z][a-z0-9]*)\b[^>]*>/gi)) {
    const name = rawName.toLowerCase();
    if (VOID_TAGS.has(name)) continue;
    if (!slash) open.push(name);
    else if (open.at(-1) === name) open.pop();
    else problems.push(`</${name}> while ${open.length ? `<${open.at(-1)}>` : "nothing"} is open`);
  }
  return [...problems, ...open.map((name) => `<${name}> never closed`)];
}
