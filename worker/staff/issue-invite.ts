import type { Context } from "hono";
import { staffName } from "#core/format/staff-name";
import type { ColleagueRole } from "#core/taxonomies/admin-roles";
import { invitationMail } from "./invitation-mail";
import type { AdminEnv } from "../access/require-admin";
import { hashToken, randomToken } from "../access/session";
import { insertInvite, inviteExpiry, withdrawInvitesFor } from "./staff";
import type { Database } from "../db/client";
import { commit } from "../events/commit";
import { log } from "../lib/log";
import { siteOrigin } from "../lib/site-origin";
import { MailRefused, sendMail } from "../mail/send";

interface InviteRequest {
  email: string;
  role: ColleagueRole;
  sendEmail: boolean;
  /** The pending invitation this one replaces (emailed again with a new link). */
  replaces?: number;
}

type Issued =
  | { invite: { id: number; email: string; role: ColleagueRole; expiresAt: string; link: string; emailed: boolean } }
  | { error: string };

const NOT_SENT = "The invitation email could not be sent, so no new link was made. Please try again in a few minutes, or create a link and copy it instead.";

/**
 * Makes a new invitation link and withdraws the address's earlier ones, so only the newest works.
 * When asked, the link is mailed first and nothing is stored if the mail fails (as a reply to an
 * inquiry): the owner is told, and an earlier link still works.
 */
export async function issueInvite(c: Context<AdminEnv>, db: Database, { email, role, sendEmail, replaces }: InviteRequest): Promise<Issued> {
  const { admin } = c.get("session");
  const token = randomToken();
  const tokenHash = await hashToken(token);
  const expiresAt = inviteExpiry();
  // The token leaves the worker only here, once (and in the mail when asked); the database keeps its
  // hash. In the fragment, the browser never sends it to a server or in a Referer.
  const link = `${siteOrigin(c.env, c.req.url)}/admin/invite#token=${token}`;
  if (sendEmail) {
    try {
      await sendMail(c.env, invitationMail({ to: email, inviter: staffName(admin), role, link, expiresAt }));
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      log("error", "staff_invite_mail_failed", { adminId: admin.id, message });
      return { error: err instanceof MailRefused ? `The invitation was not sent: ${message}` : NOT_SENT };
    }
  }
  const detail = sendEmail ? { emailed: true, ...(replaces ? { replaces } : {}) } : undefined;
  const [invite] = await commit(c, db, {
    write: insertInvite(db, { tokenHash, email, role, invitedBy: admin.id, expiresAt }),
    also: [withdrawInvitesFor(db, email, tokenHash)],
    intent: { type: "staff.invited", adminId: admin.id, detail },
    event: ([row]) => (row ? { type: "staff.invited", adminId: admin.id, id: row.id, email } : null),
  });
  log("info", sendEmail ? "staff_invite_emailed" : "staff_invited", { adminId: admin.id, inviteId: invite.id, replaces });
  return { invite: { ...invite, link, emailed: sendEmail } };
}
