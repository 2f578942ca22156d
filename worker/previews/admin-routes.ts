import type { Context } from "hono";
import { Hono } from "hono";
import * as v from "valibot";
import { staffName } from "#core/format/staff-name";
import { idParam, idParamSchema } from "#core/schemas/common";
import { previewLinkSchema, previewPath } from "#core/schemas/preview";
import type { AdminRole } from "#core/taxonomies/admin-roles";
import { allow } from "../access/permissions";
import type { AdminEnv } from "../access/require-admin";
import { type SessionAdmin, sessionSecret } from "../access/session";
import { posts } from "../blog/resource";
import { getDb } from "../db/client";
import { commit } from "../events/commit";
import { requireJson, validate } from "../http/validate";
import { siteOrigin } from "../lib/site-origin";
import { findRow } from "../publishable/data";
import { differsFrom, draftFields, findPreviewLink, insertPreviewLink, listLivePreviewLinks, type PreviewDraft, revokePreviewLink } from "./data";
import { expirySeconds, newPreviewLinkId, signPreviewToken } from "./token";

const HOUR_MS = 3_600_000;

/** Who may revoke any colleague's link; everyone else only their own. */
const REVOKES_ANY_LINK: readonly AdminRole[] = ["owner", "manager"];

export const PREVIEW_LINK_NOT_FOUND = "This preview link does not exist.";
export const PREVIEW_REVOKE_FORBIDDEN = "Only the colleague who shared this link, the owner or a manager can revoke it.";

/** Whether `admin` may revoke a link shared by admin `createdBy` (null: an account since removed). */
const mayRevoke = (admin: SessionAdmin, createdBy: number | null) => createdBy === admin.id || REVOKES_ANY_LINK.includes(admin.role);

/** Route parameters `:id/previews/:linkId`: a post and one of its links (any text: an unknown one is a 404). */
const linkParamSchema = v.object({ id: idParam, linkId: v.string() });

/** The key the tokens are signed with. A signed-in admin means a secret exists: sessions fail closed without one. */
function secretOf(c: Context<AdminEnv>): string {
  const secret = sessionSecret(c);
  if (!secret) throw new Error("SESSION_SECRET is not set");
  return secret;
}

/** A link's absolute address, derived again from its id and expiry: the token itself is stored nowhere. */
async function linkUrl(c: Context<AdminEnv>, linkId: string, expiresAt: string) {
  const token = await signPreviewToken(secretOf(c), linkId, expirySeconds(new Date(expiresAt)));
  return `${siteOrigin(c.env, c.req.url)}${previewPath(token)}`;
}

/**
 * /api/admin/blogs/:id/previews: links that show a post, as saved or with the editor's unsaved
 * changes, to someone without an account (the public page: ./public-routes.ts, /preview/<token>).
 * Any role with content may share one; the colleague who shared it, the owner or a manager may
 * revoke it; deleting the post deletes its links (ON DELETE CASCADE). Sharing and revoking are
 * audited on the post (`post.preview_shared`, `post.preview_revoked`).
 */
export const previewAdminRoutes = new Hono<AdminEnv>()
  /**
   * Shares a link lasting `hours` (1–168, 24 by default). `draft`: the editor's form, checked as a
   * save is and sanitised as a save would store it; one equal to the saved post is not kept.
   */
  .post("/:id/previews", allow("content"), validate("param", idParamSchema), requireJson, validate("json", previewLinkSchema), async (c) => {
    const { id } = c.req.valid("param");
    const { hours, draft } = c.req.valid("json");
    const db = getDb(c.env.DB);
    const post = await findRow(db, posts.table, id);
    if (!post) return c.json({ error: posts.messages.notFound }, 404);

    let data: PreviewDraft | null = null;
    if (draft) {
      // Sanitised as a save would store it.
      const prepared = draftFields({ ...draft, content: posts.prepare?.(draft).value.content ?? draft.content });
      data = differsFrom(prepared, draftFields(post)) ? prepared : null;
    }
    const admin = c.get("session").admin;
    const linkId = newPreviewLinkId();
    const expiresAt = new Date(expirySeconds(new Date(Date.now() + hours * HOUR_MS)) * 1000).toISOString();
    const [link] = await commit(c, db, {
      write: insertPreviewLink(db, { id: linkId, blogId: id, data, createdBy: admin.id, expiresAt }),
      intent: { type: "post.preview_shared", adminId: admin.id, id, detail: { linkId, expiresAt, hasChanges: data !== null } },
      event: ([row]) => (row ? { type: "post.preview_shared", adminId: admin.id, id, linkId } : null),
    });
    if (!link) throw new Error("a preview link insert returned no row");
    const url = await linkUrl(c, link.id, link.expiresAt);
    return c.json({ id: link.id, url, expiresAt: link.expiresAt, createdBy: staffName(admin), hasChanges: data !== null }, 201);
  })
  /**
   * The post's live links (not revoked, not expired), newest first. Each carries its address again,
   * signed anew from its id and expiry (the token is never stored), so a colleague can copy it.
   */
  .get("/:id/previews", allow("content"), validate("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const db = getDb(c.env.DB);
    if (!(await findRow(db, posts.table, id))) return c.json({ error: posts.messages.notFound }, 404);
    const admin = c.get("session").admin;
    const rows = await listLivePreviewLinks(db, id, new Date().toISOString());
    const links = await Promise.all(
      rows.map(async ({ createdById, ...row }) => ({
        ...row,
        url: await linkUrl(c, row.id, row.expiresAt),
        mine: createdById === admin.id,
        canRevoke: mayRevoke(admin, createdById),
      })),
    );
    return c.json({ links }, 200);
  })
  /** Revokes a link: it answers 404 from now on. A link revoked already is answered as it stands. */
  .delete("/:id/previews/:linkId", allow("content"), validate("param", linkParamSchema), async (c) => {
    const { id, linkId } = c.req.valid("param");
    const db = getDb(c.env.DB);
    const link = await findPreviewLink(db, id, linkId);
    if (!link) return c.json({ error: PREVIEW_LINK_NOT_FOUND }, 404);
    const admin = c.get("session").admin;
    if (!mayRevoke(admin, link.createdBy)) return c.json({ error: PREVIEW_REVOKE_FORBIDDEN }, 403);
    if (link.revokedAt) return c.json({ id: link.id, revokedAt: link.revokedAt }, 200);
    const [revoked] = await commit(c, db, {
      write: revokePreviewLink(db, linkId, new Date().toISOString()),
      // Two clicks at once revoke it once, and record it once.
      intent: { type: "post.preview_revoked", adminId: admin.id, id, detail: { linkId }, onlyIfWritten: true },
      event: ([row]) => (row ? { type: "post.preview_revoked", adminId: admin.id, id, linkId } : null),
    });
    if (revoked) return c.json({ id: revoked.id, revokedAt: revoked.revokedAt as string }, 200);
    // Revoked by a colleague in the moment between: the link is revoked all the same.
    const now = await findPreviewLink(db, id, linkId);
    return c.json({ id: linkId, revokedAt: now?.revokedAt ?? new Date().toISOString() }, 200);
  });
