import { Hono } from "hono";
import { hashToken } from "../access/session";
import { getDb } from "../db/client";
import type { AppEnv } from "../env";
import { commit } from "../events/commit";
import { JSON_BODY_LIMIT, limitBody } from "../http/body-limit";
import { sameOrigin } from "../http/same-origin";
import { confirmSubscription, TOKEN_PATTERN, unsubscribe } from "./opt-in";

/** Where the browser lands after following a newsletter link: pages of web/routes/site/form-outcome.tsx. */
export const newsletterPages = {
  confirmed: "/newsletter/confirmed",
  unsubscribed: "/newsletter/unsubscribed",
  expired: "/newsletter/link-expired",
  /** The page of the unsubscribe link, whose button posts back to /unsubscribe. */
  unsubscribe: "/newsletter/unsubscribe",
} as const;

const tokenOf = (value: string | undefined) => (value && TOKEN_PATTERN.test(value) ? value : null);

/**
 * The two links of the newsletter's mails. Each GET is a page with one button (a mail scanner
 * that opens links changes nothing); the button's POST lands here, and so does a mail client's
 * RFC 8058 one-click unsubscribe, which comes from the mail provider's servers with no cookie and
 * no Origin: that POST is let through without the same-origin check, since the token is the only
 * authority it needs and all it can do is end that one subscription.
 */
export const newsletterLinkRoutes = new Hono<AppEnv>()
  .post("/newsletter/confirm", sameOrigin, limitBody(JSON_BODY_LIMIT), async (c) => {
    const token = tokenOf(c.req.query("token"));
    if (!token) return c.redirect(newsletterPages.expired, 303);
    const db = getDb(c.env.DB);
    const [row] = await commit(c, db, {
      write: confirmSubscription(db, await hashToken(token)),
      intent: { type: "subscriber.confirmed" },
      event: (rows) => (rows[0] ? { type: "subscriber.confirmed", id: rows[0].id } : null),
    });
    return c.redirect(row ? newsletterPages.confirmed : newsletterPages.expired, 303);
  })
  // A mail client without one-click opens the header's link in a browser: the page with the button.
  .get("/unsubscribe", (c) => {
    const token = tokenOf(c.req.query("token"));
    return c.redirect(token ? `${newsletterPages.unsubscribe}?token=${token}` : newsletterPages.expired, 302);
  })
  .on("POST", ["/unsubscribe", newsletterPages.unsubscribe], limitBody(JSON_BODY_LIMIT), async (c) => {
    const token = tokenOf(c.req.query("token"));
    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const oneClick = body["List-Unsubscribe"] === "One-Click";
    let done = false;
    if (token) {
      const db = getDb(c.env.DB);
      const [row] = await commit(c, db, {
        write: unsubscribe(db, token),
        intent: { type: "subscriber.unsubscribed" },
        event: (rows) => (rows[0] ? { type: "subscriber.unsubscribed", id: rows[0].id } : null),
      });
      done = row !== undefined;
    }
    // A mail client wants a plain success and learns nothing about the token; a person sees a page.
    if (oneClick) return c.text("Unsubscribed.", 200);
    return c.redirect(done ? newsletterPages.unsubscribed : newsletterPages.expired, 303);
  });
