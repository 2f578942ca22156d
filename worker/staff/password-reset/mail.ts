import { formatDateTime } from "#core/format/date";
import { site } from "#core/content/site";
import type { EventScope } from "../../events/handlers";
import type { EventOf } from "../../events/types";
import { log } from "../../lib/log";
import { renderMail } from "../../mail/layout";
import { type Mail, sendMail } from "../../mail/send";
import { RESET_MINUTES } from "./store";

/** The mail with the reset link, to the account's own address only. */
function resetMail(to: string, link: string, expiresAt: string): Mail {
  const subject = `Choose a new password for the ${site.shortName} admin`;
  const content = renderMail({
    heading: "Choose a new password",
    paragraphs: [
      `We received a request to reset the password of the staff account ${to}.`,
      `The link below works once, for ${RESET_MINUTES} minutes (until ${formatDateTime(expiresAt)} IST). Choosing a new password signs the account out everywhere; if you use a passkey or an authenticator app, you will still need it to sign in.`,
    ],
    link: { text: "Choose a new password", href: link },
    footer: "If you did not ask for this, ignore this email: your password stays as it is. Tell the owner of the admin if it happens again.",
  });
  return { to: [to], subject, ...content };
}

/** After-response handler of `admin.password_reset_requested`: mails the link. A failure is logged by `commit`, without the link. */
export async function mailPasswordReset(event: EventOf<"admin.password_reset_requested">, { env }: EventScope): Promise<void> {
  const messageId = await sendMail(env, resetMail(event.email, event.link, event.expiresAt));
  log("info", "password_reset_mailed", { adminId: event.id, messageId });
}
