import { Hono } from "hono";
import type { AppEnv } from "../env";
import { mailingList } from "../mailing-list/list";
import { listLinkRoutes } from "../mailing-list/link-routes";
import { tokenOf } from "../mailing-list/opt-in";
import { subscribers } from "./tables";

/** The newsletter's addresses, kept with the mailing-list kit's double opt-in. */
export const newsletterList = mailingList({
  name: "newsletter",
  table: subscribers,
  events: { confirmed: "subscriber.confirmed", unsubscribed: "subscriber.unsubscribed" },
  held: { key: "subscribedAt", counted: "subscriptions" },
});

/** The newsletter's links: the confirmation's page posts to the first; the unsubscribe link is the second, which every newsletter carries. */
export const newsletterLinks = { confirm: "/newsletter/confirm", unsubscribe: "/unsubscribe" } as const;

/** Where the browser lands after following a newsletter link: pages of web/routes/site/form-outcome.tsx. */
export const newsletterPages = {
  confirmed: "/newsletter/confirmed",
  unsubscribed: "/newsletter/unsubscribed",
  expired: "/newsletter/link-expired",
  /** The page of the unsubscribe link, whose button posts back to /unsubscribe. */
  unsubscribe: "/newsletter/unsubscribe",
} as const;

/** The links of the newsletter's mails: confirm, unsubscribe, RFC 8058 one-click (the kit's), and the unsubscribe link opened in a browser. */
export const newsletterLinkRoutes = new Hono<AppEnv>()
  .route(
    "/",
    listLinkRoutes(newsletterList, {
      confirm: newsletterLinks.confirm,
      unsubscribe: [newsletterLinks.unsubscribe, newsletterPages.unsubscribe],
      landing: newsletterPages,
    }),
  )
  // A mail client without one-click opens the header's link in a browser: the page with the button.
  .get(newsletterLinks.unsubscribe, (c) => {
    const token = tokenOf(c.req.query("token"));
    return c.redirect(token ? `${newsletterPages.unsubscribe}?token=${token}` : newsletterPages.expired, 302);
  });
