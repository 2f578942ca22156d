import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { PREVIEW_GONE } from "#core/schemas/preview";
import { sessionSecret } from "../access/session";
import { getDb } from "../db/client";
import type { AppEnv } from "../env";
import { findPublishedPersonByName } from "../people/published";
import { findLivePreview, withDraft } from "./data";
import { readPreviewToken } from "./token";

/**
 * A preview is for the one person it was sent to: no cache may keep it (a revoked link must die at
 * once) and no search engine may index it. The page that shows it sends the same (its head says
 * noindex, worker/ssr/render.ts; its token keeps it out of the page cache, worker/page-cache).
 */
const PREVIEW_PRIVACY_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } as const;

const previewPrivacy = createMiddleware(async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(PREVIEW_PRIVACY_HEADERS)) c.res.headers.set(name, value);
});

/**
 * /api/previews/:token: the post a preview link shows, to anyone holding the link, signed in or not.
 * Draft, scheduled or published, with the stored draft over the saved fields when the link has one.
 * A token that is tampered with or expired, a revoked link and one whose post is gone all get the
 * same 404, so the answer tells nothing about which (nor whether the post exists).
 */
export const previewRoutes = new Hono<AppEnv>().use(previewPrivacy).get("/:token", async (c) => {
  const gone = () => c.json({ error: PREVIEW_GONE }, 404);
  // Without the secret (production missing SESSION_SECRET) no token can be checked: fail closed.
  const secret = sessionSecret(c);
  if (!secret) return gone();
  const claim = await readPreviewToken(secret, c.req.param("token"));
  if (!claim) return gone();
  const db = getDb(c.env.DB);
  const found = await findLivePreview(db, claim.linkId, new Date().toISOString());
  if (!found) return gone();
  const post = withDraft(found.post, found.data);
  const author = await findPublishedPersonByName(db, post.author);
  // The link ends at the earlier of the row's expiry (which may have been shortened) and the token's.
  const expiresAt = new Date(Math.min(Date.parse(found.expiresAt), claim.expiresAt * 1000)).toISOString();
  // `related` is empty: a preview leads to no other post, and its page shows none.
  return c.json({ post, author: author ?? null, related: [], expiresAt, published: found.published, hasChanges: found.data !== null }, 200);
});
