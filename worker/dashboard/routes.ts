import { Hono } from "hono";
import { can } from "#core/taxonomies/admin-roles";
import type { AdminEnv } from "../access/require-admin";
import type { ActivityReader } from "../audit/data";
import { getDb } from "../db/client";
import { dashboardStats } from "./data";
import { leadDesk } from "../leads/figures";
import { leadsByMonth } from "../leads/by-month";
import { allow } from "../access/permissions";
import { ownLeadsOnly } from "../leads/access";
import type { DashboardCardDeclaration } from "../feature";

/** A declared card as the dashboard answers it: its key and its figures, each card keeping its own type. */
type CardAnswer<C> = C extends DashboardCardDeclaration<infer Key, infer Figures> ? { key: Key; figures: Figures } : never;

/**
 * The dashboard: its figures, the audit trail's latest entries (read as the features name them),
 * and leads (the launch checklist is ./checklist.ts's, from the features' items). Every role sees a dashboard; each part is there (not null) only for the
 * roles that may use what it counts: an editor never learns how many inquiries came in. An advisor
 * held to their own leads (worker/leads/access.ts) gets every inquiry and lead figure counted over
 * their own leads only, and `ownLeadsOnly: true` to say so.
 */
export const dashboardRoutes = <C extends DashboardCardDeclaration>(activity: ActivityReader, cards: readonly C[]) =>
  new Hono<AdminEnv>()
    .get("/", allow("overview"), async (c) => {
      const db = getDb(c.env.DB);
      const { role } = c.get("session").admin;
      const inquiries = can(role, "inquiries");
      const own = inquiries ? await ownLeadsOnly(c, db) : null;
      const [stats, recent] = await Promise.all([dashboardStats(db, own), can(role, "settings") ? activity.recent(db) : null]);
      const content = can(role, "content");
      return c.json(
        {
          stats: { blogs: content ? stats.blogs : null, jobs: content ? stats.jobs : null, inquiries: inquiries ? stats.inquiries : null },
          ownLeadsOnly: own !== null,
          activity: recent,
        },
        200,
      );
    })
    /** Leads per month by service line and by source. */
    .get("/leads", allow("inquiries"), async (c) => {
      const db = getDb(c.env.DB);
      const own = await ownLeadsOnly(c, db);
      return c.json({ ...(await leadsByMonth(db, new Date(), own)), ownLeadsOnly: own !== null }, 200);
    })
    /** The lead desk's figures: response times, leads by stage, this month's outcomes, conversion, follow-ups due. */
    .get("/lead-desk", allow("inquiries"), async (c) => {
      const db = getDb(c.env.DB);
      const own = await ownLeadsOnly(c, db);
      return c.json({ ...(await leadDesk(db, new Date(), own)), ownLeadsOnly: own !== null }, 200);
    })
    /**
     * The cards the features declare (`dashboard` in their declaration), those the role may see,
     * each counted for the signed-in admin; the admin's manifests draw them.
     */
    .get("/cards", allow("overview"), async (c) => {
      const db = getDb(c.env.DB);
      const admin = c.get("session").admin;
      const shown = cards.filter((card) => can(admin.role, card.permission));
      const answers = await Promise.all(shown.map(async (card) => ({ key: card.key, figures: await card.figures(db, admin) }) as CardAnswer<C>));
      return c.json({ cards: answers }, 200);
    });
