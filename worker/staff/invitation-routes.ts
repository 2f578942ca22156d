import { Hono } from "hono";
import type { AdminRole } from "#core/taxonomies/admin-roles";
import { checkNewPassword } from "./new-password";
import { hashPassword } from "../access/password";
import type { AdminEnv } from "../access/require-admin";
import { hashToken, openSession } from "../access/session";
import { createAccountFromInvite, emailHasAccount, findPendingInvite, isConstraintFailure, markInviteAccepted } from "./staff";
import { getDb } from "../db/client";
import { commit, reporting } from "../events/commit";
import { requireJson, validate } from "../http/validate";
import { clientIp } from "../lib/client-ip";
import { log } from "../lib/log";
import { acceptInviteWithTokenSchema, linkTokenSchema } from "#core/schemas/auth";

const INVALID_LINK =
  "This invitation link is not valid: it may have expired, been used already or been withdrawn. Please ask the owner for a new one.";
const ALREADY_A_MEMBER = "This address already has a staff account. Please sign in instead.";

/**
 * Opening and accepting an invitation, without a session: the link's token is the credential.
 * The link carries it in its fragment (`/admin/invite#token=…`) and the page sends it in a body,
 * so it is in no URL path a log or Referer keeps. Only its SHA-256 is looked up; accepting uses it up.
 */
export const invitationRoutes = new Hono<AdminEnv>()
  .post("/open", requireJson, validate("json", linkTokenSchema, INVALID_LINK), async (c) => {
    const db = getDb(c.env.DB);
    const invite = await findPendingInvite(db, await hashToken(c.req.valid("json").token));
    if (!invite) return c.json({ error: INVALID_LINK }, 404);
    return c.json({ email: invite.email, role: invite.role, expiresAt: invite.expiresAt }, 200);
  })
  .post("/accept", requireJson, validate("json", acceptInviteWithTokenSchema), async (c) => {
    const { token, name, password } = c.req.valid("json");
    const db = getDb(c.env.DB);
    const invite = await findPendingInvite(db, await hashToken(token));
    if (!invite) return c.json({ error: INVALID_LINK }, 404);
    if (await emailHasAccount(db, invite.email)) return c.json({ error: ALREADY_A_MEMBER }, 409);
    // Every rule of a password change (the email, the common and breached lists), not only the form's.
    const weak = await checkNewPassword(password, invite.email, { setting: c.env.BREACHED_PASSWORD_CHECK });
    if (weak) return c.json({ error: weak, fieldErrors: { password: weak } }, 400);

    const passwordHash = await hashPassword(password);
    let account: { id: number; email: string; role: AdminRole } | undefined;
    try {
      [account] = await commit(c, db, {
        write: createAccountFromInvite(db, invite.id, name, passwordHash),
        also: [markInviteAccepted(db, invite.id)],
        intent: { type: "staff.invite_accepted", id: invite.id },
        event: ([row]) => (row ? { type: "staff.invite_accepted", adminId: row.id, id: invite.id, email: row.email } : null),
      });
    } catch (err) {
      // Used up, withdrawn or expired since it was read, or the address was taken meanwhile.
      if (isConstraintFailure(err)) return c.json({ error: INVALID_LINK }, 404);
      throw err;
    }
    if (!account) return c.json({ error: INVALID_LINK }, 404);
    log("info", "staff_invite_accepted", { adminId: account.id, inviteId: invite.id });

    // The colleague is signed in straight away; should this fail, their new password still works.
    const session = await openSession(c, db, account.id);
    if (session) {
      await commit(c, db, { write: session.insert, ...reporting({ type: "admin.signed_in", adminId: account.id, ip: clientIp(c) }) });
      await session.setCookie();
    }
    return c.json({ id: account.id, email: account.email, name, role: account.role, signedIn: session !== null }, 201);
  });
