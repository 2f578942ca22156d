import { newsletterNotice } from "#core/content/next-steps";
import { site } from "#core/content/site";
import type { EventOf } from "../events/types";
import { confirmationMail, confirmationSender, type ConfirmationWords, tokenLink } from "../mailing-list/confirmation-mail";
import { CONFIRM_DAYS } from "../mailing-list/opt-in";
import { newsletterLinks } from "./mailing-list";

/** The newsletter's confirmation mail (in English: the newsletter box is on the English pages). */
const confirmationWords: ConfirmationWords = {
  subject: `Confirm your subscription to ${site.shortName} articles`,
  heading: "Please confirm your subscription",
  paragraphs: [newsletterNotice, `The link works for ${CONFIRM_DAYS} days. Until you confirm, we send you nothing else.`],
  button: "Confirm my subscription",
  footer: `${site.name}.\nThis address was entered in the newsletter box on our website. If that was not you, ignore this email and you will not be subscribed.`,
};

/** After-response handler of `subscriber.created`: mails the confirmation link of the sign-up (a page whose button confirms), within the visitor mail caps. */
export const sendSubscriptionConfirmation = confirmationSender("subscription_confirmation", (event: EventOf<"subscriber.created">) =>
  confirmationMail(event.email, tokenLink(event.origin, newsletterLinks.confirm, event.confirmToken), confirmationWords),
);
