import { Hono } from "hono";
import { normalizeEmail } from "./admins";
import { can } from "#core/taxonomies/admin-roles";
import { allow } from "../access/permissions";
import { type AdminEnv, requireRecentVerification } from "../access/require-admin";
import { changeOrigin, factorChangeIntent } from "./factor-changes";
import { requireStepUp } from "./step-up";
import {
  changeRole,
  emailHasAccount,
  endSessionsOfRemoved,
  findPendingInviteById,
  findStaffMember,
  listPendingInvites,
  listStaff,
  removeStaffMember,
  resetFactorsOf,
  transferOwnership,
  withdrawInvite,
} from "./staff";
import { INVITE_MAIL_OFF } from "./invitation-mail";
import { issueInvite } from "./issue-invite";
import { getDb } from "../db/client";
import { commit } from "../events/commit";
import { requireJson, validate } from "../http/validate";
import { log } from "../lib/log";
import { mailStatus } from "../mail/settings";
import { inviteRequestSchema, roleChangeSchema } from "#core/schemas/auth";
import { idParamSchema } from "#core/schemas/common";

/** Changing who is on the staff: the staff permission (the owner's), with the password confirmed recently. */
const ownerOnly = [allow("staff"), requireRecentVerification] as const;

const GONE = "This colleague's account no longer exists.";
const INVITE_GONE = "This invitation has already been used, withdrawn or has expired.";

/**
 * Staff accounts: the owner and managers see who is on the staff; the owner invites colleagues
 * by a single-use link with their role (copied, or emailed too), emails a pending invitation a new
 * link, withdraws links, changes roles, removes colleagues and hands over ownership.
 */
export const staffRoutes = new Hono<AdminEnv>()
  .get("/", allow("settings"), async (c) => {
    const { admin } = c.get("session");
    const db = getDb(c.env.DB);
    const canManage = can(admin.role, "staff");
    const [members, invites] = await Promise.all([listStaff(db), canManage ? listPendingInvites(db) : Promise.resolve([])]);
    return c.json({ members: members.map((m) => ({ ...m, you: m.id === admin.id })), invites, canManage }, 200);
  })
  .post("/invites", ...ownerOnly, requireJson, validate("json", inviteRequestSchema), async (c) => {
    const { role, sendEmail } = c.req.valid("json");
    const email = normalizeEmail(c.req.valid("json").email);
    if (sendEmail && !mailStatus(c.env).replies) return c.json({ error: INVITE_MAIL_OFF }, 409);
    const db = getDb(c.env.DB);
    if (await emailHasAccount(db, email)) {
      const message = "This address already has a staff account.";
      return c.json({ error: message, fieldErrors: { email: message } }, 409);
    }
    const issued = await issueInvite(c, db, { email, role, sendEmail });
    if ("error" in issued) return c.json({ error: issued.error }, 502);
    return c.json(issued.invite, 201);
  })
  // Only the token's hash is stored, so a link cannot be mailed again: a new one is made and
  // mailed, and the earlier one stops working.
  .post("/invites/:id/email", ...ownerOnly, validate("param", idParamSchema), async (c) => {
    if (!mailStatus(c.env).replies) return c.json({ error: INVITE_MAIL_OFF }, 409);
    const { id } = c.req.valid("param");
    const db = getDb(c.env.DB);
    const earlier = await findPendingInviteById(db, id);
    if (!earlier) return c.json({ error: INVITE_GONE }, 404);
    const issued = await issueInvite(c, db, { email: earlier.email, role: earlier.role, sendEmail: true, replaces: id });
    if ("error" in issued) return c.json({ error: issued.error }, 502);
    return c.json(issued.invite, 201);
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
    if (!withdrawn) return c.json({ error: INVITE_GONE }, 404);
    return c.json({ id }, 200);
  })
  .delete("/:id", ...ownerOnly, validate("param", idParamSchema), async (c) => {
    const { admin } = c.get("session");
    const { id } = c.req.valid("param");
    const db = getDb(c.env.DB);
    const member = await findStaffMember(db, id);
    if (!member) return c.json({ error: GONE }, 404);
    if (member.role === "owner") {
      return c.json({ error: "The owner cannot be removed. Hand ownership to a colleague first." }, 409);
    }
    const [removed] = await commit(c, db, {
      write: removeStaffMember(db, id),
      also: [endSessionsOfRemoved(db, id)],
      intent: { type: "staff.removed", adminId: admin.id, id },
      event: ([row]) => (row ? { type: "staff.removed", adminId: admin.id, id, email: row.email } : null),
    });
    if (!removed) return c.json({ error: GONE }, 404);
    log("info", "staff_removed", { adminId: admin.id, removedId: id });
    return c.json({ id }, 200);
  })
  // A new role holds from the colleague's next sign-in: every session they have ends with the change.
  .put("/:id/role", ...ownerOnly, validate("param", idParamSchema), requireJson, validate("json", roleChangeSchema), async (c) => {
    const { admin } = c.get("session");
    const { id } = c.req.valid("param");
    const { role } = c.req.valid("json");
    const db = getDb(c.env.DB);
    const member = await findStaffMember(db, id);
    if (!member) return c.json({ error: GONE }, 404);
    if (member.role === "owner") {
      const error = id === admin.id ? "To stop being the owner, hand ownership to a colleague." : "The owner's role changes only when ownership is handed over.";
      return c.json({ error }, 409);
    }
    if (member.role === role) return c.json({ id, role }, 200);
    const { write, also } = changeRole(db, id, member.role, role);
    const [changed] = await commit(c, db, {
      write,
      also,
      intent: { type: "admin.role_changed", adminId: admin.id, id, detail: { from: member.role, to: role } },
      event: ([row]) => (row ? { type: "admin.role_changed", adminId: admin.id, id, from: member.role, to: role } : null),
    });
    if (!changed) return c.json({ error: "This colleague's role changed meanwhile, or their account was removed. Reload the staff list and try again." }, 409);
    log("info", "staff_role_changed", { adminId: admin.id, colleagueId: id, from: member.role, to: role });
    return c.json({ id, role }, 200);
  })
  // A colleague who lost their passkeys and app: the owner removes them all, after proving
  // themselves with their own strongest factor in this step. Recorded and mailed to the colleague.
  .post("/:id/factors/reset", allow("staff"), requireStepUp, validate("param", idParamSchema), async (c) => {
    const { admin } = c.get("session");
    const { id } = c.req.valid("param");
    if (id === admin.id) return c.json({ error: "Manage your own passkeys and authenticator app in Settings." }, 400);
    const db = getDb(c.env.DB);
    const member = await findStaffMember(db, id);
    if (!member) return c.json({ error: GONE }, 404);
    if (member.role === "owner") return c.json({ error: "Only the command line can reset the owner's sign-in methods." }, 409);
    const { write, also } = resetFactorsOf(db, id);
    const origin = changeOrigin(c);
    const [reset] = await commit(c, db, {
      write,
      also,
      intent: factorChangeIntent(c, { type: "admin.factors_reset", adminId: admin.id, id }),
      event: ([row]) => (row ? { type: "admin.factors_reset", adminId: admin.id, id, ...origin } : null),
    });
    if (!reset) return c.json({ error: GONE }, 404);
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
    if (!handedOver) return c.json({ error: GONE }, 404);
    log("info", "ownership_transferred", { from: admin.id, to: id });
    return c.json({ id }, 200);
  });
