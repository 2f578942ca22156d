import type { Context } from "hono";
import type { AppEnv } from "../env";

let cached: string | undefined;

/**
 * The built index.html with its hashed script and style tags. Fetched through ASSETS
 * (asking for "/" — "/index.html" answers a redirect) and kept per isolate in production;
 * in development Vite transforms it on every request.
 */
export async function loadTemplate(c: Context<AppEnv>): Promise<string> {
  if (cached) return cached;
  const res = await c.env.ASSETS.fetch(new URL("/", c.req.url));
  if (!res.ok) throw new Error(`index.html template unavailable (${res.status}); run the build first`);
  const html = await res.text();
  if (import.meta.env.PROD) cached = html;
  return html;
}

/** Copies a response so its headers can be changed (ASSETS responses are immutable). */
export function mutable(res: Response): Response {
  return new Response(res.body, res);
}
