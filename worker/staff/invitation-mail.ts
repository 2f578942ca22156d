import { site } from "#core/content/site";
import { formatDateTime } from "#core/format/date";
import { type ColleagueRole, roleDescriptions, roleLabels, roleWithArticle } from "#core/taxonomies/admin-roles";
import { renderMail } from "../mail/layout";
import type { Mail } from "../mail/send";
import { INVITE_HOURS } from "./staff";

/** Why the admin offers no "Email invitation" where the site has no sender: the link is copied instead. */
export const INVITE_MAIL_OFF =
  "Email is not set up on this site (MAIL_FROM is empty), so invitations cannot be emailed. Create the invitation link and copy it to your colleague instead.";

interface InvitationMailInput {
  to: string;
  /** The inviter as colleagues know them (their name, else their address). */
  inviter: string;
  role: ColleagueRole;
  link: string;
  expiresAt: string;
}

/** The invitation to join the staff: who invited them, as what, until when, and the link. */
export function invitationMail({ to, inviter, role, link, expiresAt }: InvitationMailInput): Mail {
  const content = renderMail({
    heading: `Join the ${site.shortName} admin`,
    paragraphs: [`${inviter} has invited you to the staff admin of the ${site.shortName} website as ${roleWithArticle(role)}.`],
    fields: [
      { label: "Invited by", value: inviter },
      { label: "Your role", value: `${roleLabels[role]}: ${roleDescriptions[role]}` },
      { label: "Your sign-in", value: to },
      { label: "Link valid until", value: `${formatDateTime(expiresAt)} IST` },
    ],
    link: { text: "Accept the invitation", href: link },
    closing: `Open the link, give your name and choose a password to create your account. The link works once, for ${INVITE_HOURS} hours.`,
    footer: "If you were not expecting this invitation, ignore this email: no account is created unless the link is used.",
  });
  return { to: [to], subject: `${inviter} invited you to the ${site.shortName} admin`, ...content };
}
