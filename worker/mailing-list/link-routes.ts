import { type Context, Hono } from "hono";
import { hashToken } from "../access/session";
import { getDb } from "../db/client";
import type { AppEnv } from "../env";
import { commit } from "../events/commit";
import { JSON_BODY_LIMIT, limitBody } from "../http/body-limit";
import { sameOrigin } from "../http/same-origin";
import type { MailingList } from "./list";
import { confirmSignUp, tokenOf, unsubscribe } from "./opt-in";

/** Where a list's links post, and the pages the browser lands on after. */
interface ListLinks {
  /** The confirmation link's page posts here. */
  confirm: string;
  /** The unsubscribe link's page posts here, and so does a mail client's one-click unsubscribe. */
  unsubscribe: readonly string[];
  landing: { confirmed: string; unsubscribed: string; expired: string };
}

async function confirm(c: Context<AppEnv>, list: MailingList, landing: ListLinks["landing"]) {
  const token = tokenOf(c.req.query("token"));
  if (!token) return c.redirect(landing.expired, 303);
  const db = getDb(c.env.DB);
  const type = list.events.confirmed;
  const [row] = await commit(c, db, {
    write: confirmSignUp(db, list.table, await hashToken(token)),
    intent: { type },
    event: (rows) => (rows[0] ? { type, id: rows[0].id } : null),
  });
  return c.redirect(row ? landing.confirmed : landing.expired, 303);
}

async function stop(c: Context<AppEnv>, list: MailingList, landing: ListLinks["landing"]) {
  const token = tokenOf(c.req.query("token"));
  const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const oneClick = body["List-Unsubscribe"] === "One-Click";
  let done = false;
  if (token) {
    const db = getDb(c.env.DB);
    const type = list.events.unsubscribed;
    const [row] = await commit(c, db, {
      write: unsubscribe(db, list.table, token),
      intent: { type },
      event: (rows) => (rows[0] ? { type, id: rows[0].id } : null),
    });
    done = row !== undefined;
  }
  // A mail client wants a plain success and learns nothing about the token; a person sees a page.
  if (oneClick) return c.text("Unsubscribed.", 200);
  return c.redirect(done ? landing.unsubscribed : landing.expired, 303);
}

/**
 * The two links of a list's mails. Each link's GET is a page with one button (a mail scanner that
 * opens links changes nothing); the button's POST lands here, and so does a mail client's RFC 8058
 * one-click unsubscribe, which comes from the mail provider's servers with no cookie and no Origin:
 * that POST is let through without the same-origin check, since the token is the only authority it
 * needs and all it can do is end that one sign-up.
 */
export const listLinkRoutes = (list: MailingList, { confirm: confirmPath, unsubscribe: stopPaths, landing }: ListLinks) =>
  new Hono<AppEnv>()
    .post(confirmPath, sameOrigin, limitBody(JSON_BODY_LIMIT), (c) => confirm(c, list, landing))
    .on("POST", [...stopPaths], limitBody(JSON_BODY_LIMIT), (c) => stop(c, list, landing));

/** The RFC 8058 headers of a list's mail: mail clients offer a one-click "Unsubscribe" that posts to `stopLink`, needing no cookie and no page. */
export const oneClickUnsubscribe = (stopLink: string, from: string) => ({
  "List-Unsubscribe": `<${stopLink}>, <mailto:${from}?subject=unsubscribe>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});
