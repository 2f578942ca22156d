import type { Context } from "hono";
import type { AppEnv } from "../env";

/** The built pages: the public page template (index.html) and the admin's shell (admin.html). */
const TEMPLATES = { page: "/", admin: "/admin" } as const;

const cached = new Map<keyof typeof TEMPLATES, string>();

/**
 * A built HTML file with its hashed script and style tags. Fetched through ASSETS by the path it is
 * served at ("/index.html" and "/admin.html" answer redirects) and kept per isolate in
 * production; in development Vite transforms it on every request.
 */
export async function loadTemplate(c: Context<AppEnv>, name: keyof typeof TEMPLATES = "page"): Promise<string> {
  const kept = cached.get(name);
  if (kept) return kept;
  const res = await c.env.ASSETS.fetch(new URL(TEMPLATES[name], c.req.url));
  if (!res.ok) throw new Error(`${name} template unavailable (${res.status}); run the build first`);
  const html = await res.text();
  if (import.meta.env.PROD) cached.set(name, html);
  return html;
}

/** Copies a response so its headers can be changed (ASSETS responses are immutable). */
export function mutable(res: Response): Response {
  return new Response(res.body, res);
}
