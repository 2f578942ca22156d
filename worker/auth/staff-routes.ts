import { Hono } from "hono";
import { normalizeEmail } from "./admins";
import { type AdminEnv, requireOwner, requireRecentVerification } from "./require-admin";
import { hashToken, randomToken } from "./session";
import { changeOrigin, factorChangeIntent } from "./factor-changes";
import { requireStepUp } from "./step-up";
import {
  emailHasAccount,
  endSessionsOfRemoved,
  findStaffMember,
  insertInvite,
  listPendingInvites,
  listStaff,
  removeStaffMember,
  resetFactorsOf,
  transferOwnership,
  withdrawInvite,
  withdrawInvitesFor,
} from "./staff";
import { getDb } from "../db/client";
import { commit } from "../events/commit";
import { requireJson, validate } from "../http/validate";
import { log } from "../lib/log";
import { siteOrigin } from "../lib/site-origin";
import { inviteSchema } from "#core/schemas/auth";
import { idParamSchema } from "#core/schemas/common";

/** Changing who is on the staff: only the owner, and only with the password confirmed recently. */
const ownerOnly = [requireOwner, requireRecentVerification] as const;

/**
 * Staff accounts: everyone sees who is on the staff; the owner invites colleagues by a
 * single-use link, withdraws links, removes colleagues and hands over ownership.
 */
export const staffRoutes = new Hono<AdminEnv>()
  .get("/", async (c) => {
    const { admin } = c.get("session");
    const db = getDb(c.env.DB);
    const isOwner = admin.role === "owner";
    const [members, invites] = await Promise.all([listStaff(db), isOwner ? listPendingInvites(db) : Promise.resolve([])]);
    return c.json({ members: members.map((m) => ({ ...m, you: m.id === admin.id })), invites, canManage: isOwner }, 200);
  })
  .post("/invites", ...ownerOnly, requireJson, validate("json", inviteSchema), async (c) => {
    const { admin } = c.get("session");
    const email = normalizeEmail(c.req.valid("json").email);
    const db = getDb(c.env.DB);
    if (await emailHasAccount(db, email)) {
      const message = "This address already has a staff account.";
      return c.json({ error: message, fieldErrors: { email: message } }, 409);
    }
    const token = randomToken();
    const tokenHash = await hashToken(token);
    const [invite] = await commit(c, db, {
      write: insertInvite(db, { tokenHash, email, invitedBy: admin.id }),
      // Inviting the same address again withdraws the earlier links: only the newest one works.
      also: [withdrawInvitesFor(db, email, tokenHash)],
      intent: { type: "staff.invited", adminId: admin.id },
      event: ([row]) => (row ? { type: "staff.invited", adminId: admin.id, id: row.id, email } : null),
    });
    log("info", "staff_invited", { adminId: admin.id, inviteId: invite.id });
    // The token leaves the worker only here, once; the database keeps its hash. In the fragment,
    // the browser never sends it to a server or in a Referer.
    const link = `${siteOrigin(c.env, c.req.url)}/admin/invite#token=${token}`;
    return c.json({ ...invite, link }, 201);
  })
  .delete("/invites/:id", ...ownerOnly, validate("param", idParamSchema), async (c) => {
    const { admin } = c.get("session");
    const { id } = c.req.valid("param");
    const db = getDb(c.env.DB);
    const [withdrawn] = await commit(c, db, {
      write: withdrawInvite(db, id),
      intent: { type: "staff.invite_withdrawn", adminId: admin.id, id },
      event: ([row]) => (row ? { type: "staff.invite_withdrawn", adminId: admin.id, id, email: row.email } : null),
    });
    if (!withdrawn) return c.json({ error: "This invitation has already been used, withdrawn or has expired." }, 404);
    return c.json({ id }, 200);
  })
  .delete("/:id", ...ownerOnly, validate("param", idParamSchema), async (c) => {
    const { admin } = c.get("session");
    const { id } = c.req.valid("param");
    const db = getDb(c.env.DB);
    const member = await findStaffMember(db, id);
    if (!member) return c.json({ error: "This colleague's account no longer exists." }, 404);
    if (member.role === "owner") {
      return c.json({ error: "The owner cannot be removed. Hand ownership to a colleague first." }, 409);
    }
    const [removed] = await commit(c, db, {
      write: removeStaffMember(db, id),
      also: [endSessionsOfRemoved(db, id)],
      intent: { type: "staff.removed", adminId: admin.id, id },
      event: ([row]) => (row ? { type: "staff.removed", adminId: admin.id, id, email: row.email } : null),
    });
    if (!removed) return c.json({ error: "This colleague's account no longer exists." }, 404);
    log("info", "staff_removed", { adminId: admin.id, removedId: id });
    return c.json({ id }, 200);
  })
  // A colleague who lost their passkeys and app: the owner removes them all, after proving
  // themselves with their own strongest factor in this step. Recorded and mailed to the colleague.
  .post("/:id/factors/reset", requireOwner, requireStepUp, validate("param", idParamSchema), async (c) => {
    const { admin } = c.get("session");
    const { id } = c.req.valid("param");
    if (id === admin.id) return c.json({ error: "Manage your own passkeys and authenticator app in Settings." }, 400);
    const db = getDb(c.env.DB);
    const member = await findStaffMember(db, id);
    if (!member) return c.json({ error: "This colleague's account no longer exists." }, 404);
    if (member.role === "owner") return c.json({ error: "Only the command line can reset the owner's sign-in methods." }, 409);
    const { write, also } = resetFactorsOf(db, id);
    const origin = changeOrigin(c);
    const [reset] = await commit(c, db, {
      write,
      also,
      intent: factorChangeIntent(c, { type: "admin.factors_reset", adminId: admin.id, id }),
      event: ([row]) => (row ? { type: "admin.factors_reset", adminId: admin.id, id, ...origin } : null),
    });
    if (!reset) return c.json({ error: "This colleague's account no longer exists." }, 404);
    log("info", "staff_factors_reset", { adminId: admin.id, resetId: id });
    return c.json({ id }, 200);
  })
  .post("/:id/ownership", ...ownerOnly, validate("param", idParamSchema), async (c) => {
    const { admin } = c.get("session");
    const { id } = c.req.valid("param");
    if (id === admin.id) return c.json({ error: "You are already the owner." }, 400);
    const db = getDb(c.env.DB);
    const { demote, promote } = transferOwnership(db, admin.id, id);
    const [handedOver] = await commit(c, db, {
      write: demote,
      also: [promote],
      intent: { type: "ownership.transferred", adminId: admin.id, id },
      event: ([row]) => (row ? { type: "ownership.transferred", adminId: admin.id, id } : null),
    });
    if (!handedOver) return c.json({ error: "This colleague's account no longer exists." }, 404);
    log("info", "ownership_transferred", { from: admin.id, to: id });
    return c.json({ id }, 200);
  });
