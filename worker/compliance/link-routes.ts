import { type Context, Hono } from "hono";
import { reminderPaths } from "#core/compliance/paths";
import { type Locale, locales, pathIn } from "#core/i18n/locale";
import { hashToken } from "../access/session";
import { getDb } from "../db/client";
import type { AppEnv } from "../env";
import { commit } from "../events/commit";
import { JSON_BODY_LIMIT, limitBody } from "../http/body-limit";
import { sameOrigin } from "../http/same-origin";
import { TOKEN_PATTERN } from "../subscribers/opt-in";
import { confirmReminders, stopReminders } from "./reminders";

const tokenOf = (value: string | undefined) => (value && TOKEN_PATTERN.test(value) ? value : null);

async function confirm(c: Context<AppEnv>, locale: Locale) {
  const token = tokenOf(c.req.query("token"));
  if (!token) return c.redirect(pathIn(locale, reminderPaths.expired), 303);
  const db = getDb(c.env.DB);
  const [row] = await commit(c, db, {
    write: confirmReminders(db, await hashToken(token)),
    intent: { type: "compliance_reminder.confirmed" },
    event: (rows) => (rows[0] ? { type: "compliance_reminder.confirmed", id: rows[0].id } : null),
  });
  return c.redirect(pathIn(locale, row ? reminderPaths.confirmed : reminderPaths.expired), 303);
}

async function stop(c: Context<AppEnv>, locale: Locale) {
  const token = tokenOf(c.req.query("token"));
  const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const oneClick = body["List-Unsubscribe"] === "One-Click";
  let done = false;
  if (token) {
    const db = getDb(c.env.DB);
    const [row] = await commit(c, db, {
      write: stopReminders(db, token),
      intent: { type: "compliance_reminder.unsubscribed" },
      event: (rows) => (rows[0] ? { type: "compliance_reminder.unsubscribed", id: rows[0].id } : null),
    });
    done = row !== undefined;
  }
  if (oneClick) return c.text("Unsubscribed.", 200);
  return c.redirect(pathIn(locale, done ? reminderPaths.stopped : reminderPaths.expired), 303);
}

/**
 * The two links of the reminder mails, as the newsletter's (../subscribers/link-routes.ts): each
 * GET is a page with one button, whose POST lands here; so does a mail client's RFC 8058 one-click
 * unsubscribe, which carries no cookie and no Origin, so that POST skips the same-origin check:
 * its token is its only authority, and all it can do is end those reminders. A Hindi mail's links
 * are the Hindi pages (/hi/reminders/…), whose answer stays in Hindi.
 */
export const reminderLinkRoutes = locales.reduce(
  (routes, locale) =>
    routes
      .post(pathIn(locale, reminderPaths.confirm), sameOrigin, limitBody(JSON_BODY_LIMIT), (c) => confirm(c, locale))
      .post(pathIn(locale, reminderPaths.stop), limitBody(JSON_BODY_LIMIT), (c) => stop(c, locale)),
  new Hono<AppEnv>(),
);
