import type { Hono, Schema } from "hono";
import type { LaunchChecklist } from "#core/site/launch-checklist";
import type { AdminRole, Permission } from "#core/taxonomies/admin-roles";
import type { OwnRecordsRule } from "./access/own-records";
import type { AuditedRecord } from "./audit/records";
import type { BulkMailAudience } from "./bulk-mail/types";
import type { DataExport } from "./data-export/declaration";
import type { DigestSection } from "./digest/section";
import type { Database } from "./db/client";
import type { AppEnv, Env } from "./env";
import type { EffectsOn, InWritesOn } from "./events/handlers";
import type { PurgesOn } from "./page-cache/cache-tags";
import type { TokenPage } from "./page-cache/token-pages";
import type { ScheduledTask } from "./health/cron-runs";
import type { HealthRetries } from "./health/retries";
import type { HeldDataSource } from "./privacy/held-data";
import type { SearchSource } from "./search/types";
import type { SitemapSource } from "./seo/sitemap-xml";
import type { PostedFormDeclaration } from "./submissions/form-posts";

/**
 * A feature's items of the dashboard's launch checklist (`LaunchChecklist`, core/site/launch-checklist.ts):
 * the fields it answers, read from the database. The Hindi twins still to write are the dashboard's own.
 */
export type LaunchChecklistItems = (db: Database) => Promise<Partial<Omit<LaunchChecklist, "hindi">>>;

/**
 * A consumer of one Cloudflare queue (wrangler.toml `[[queues.consumers]]`): it acks or retries each
 * message itself; a throw retries the whole batch.
 */
export type QueueConsumer = (batch: MessageBatch<never>, env: Env) => Promise<void>;

/**
 * A feature's routes: one Hono sub-app written as a chain (`new Hono<AppEnv>().route(…).route(…)`),
 * each route at its whole path, so its types reach the composition and, for the API, the web's
 * typed client (`hc<AppType>`).
 */
export type FeatureRoutes = Hono<AppEnv, Schema, "/">;

/**
 * A row-level rule on the admin API: under `path`, every route of one record (`path` and
 * everything below it, the record's id in `:id`) is refused to a role the rule holds to its own
 * records when the record is a colleague's (worker/access/own-records.ts). The composition guards
 * the path, whichever feature's route names the record, and the roles test walks every route under it.
 */
export interface OwnRecordsDeclaration {
  /** Where one record's routes start, under /api: `/admin/inquiries/:id`. */
  path: `/admin/${string}/:id`;
  rule: OwnRecordsRule;
}

/**
 * A card a feature puts on the dashboard: its figures (`GET /api/admin/dashboard/cards`, under
 * `key`), counted for the signed-in admin (a role held to its own records counts only those), for
 * the roles holding `permission`. The admin's manifest of the feature draws the card (`dashboardCard`).
 */
export interface DashboardCardDeclaration<Key extends string = string, Figures = unknown> {
  key: Key;
  permission: Permission;
  figures: (db: Database, admin: { id: number; role: AdminRole }) => Promise<Figures>;
}

/**
 * What a feature is (`worker/<feature>/feature.ts`, written `defineFeature({ … })`): its routes and
 * everything else it adds to the worker. Every field is optional: a feature declares what it has.
 * The shapes belong to the kits that read them; worker/features.ts lists the declarations and hands
 * each kit its part, so no kit imports a feature. A declaration imports this file, which imports
 * the kits' types (audit, privacy…); the kits know who is asking through worker/access/ (the base
 * layer: the session, requireAdmin, allow), never through a feature, so no cycle closes.
 */
export interface FeatureDeclaration {
  /** For the docs and logs: the folder's name. */
  name: string;
  /**
   * Its reactions to domain events once they are stored (mail, notifications), by event type: run
   * after the response, each only for its own events (`on: { "inquiry.created": [acknowledgeInquiry] }`).
   * Its events' types and data are its own too, declared in its folder (`events.ts`).
   */
  on?: EffectsOn;
  /** Statements it adds to other writes of these event types, in their batch: they commit with the write or not at all. */
  inWrite?: InWritesOn;
  /**
   * The events after which a public page reads differently, each with the cache tags it purges from
   * the edge cache (the pages showing what changed, named by the feature's own routes); the page
   * cache's content version moves with each.
   */
  publicContent?: PurgesOn;
  /** The records its events name, as the audit trail and the Activity screen name them. */
  audited?: readonly AuditedRecord[];
  /** Its card on the dashboard: the figures the admin's manifest of the feature draws. */
  dashboard?: DashboardCardDeclaration;
  /** Personal data it holds: found and erased on a privacy request. */
  heldData?: HeldDataSource;
  /** Pages it adds to sitemap.xml. */
  sitemap?: SitemapSource;
  /** Records it offers to the site search. */
  search?: SearchSource;
  /** Public forms it takes posted without JavaScript, to the page they are on. */
  forms?: readonly PostedFormDeclaration[];
  /** Work for the cron trigger, once an hour: sweeps and retries. */
  hourly?: readonly ScheduledTask[];
  /**
   * The work it leaves for the cron to retry, counted by /api/health (and the dashboard's System
   * Health card) under each name: `{ notifications: pendingNotifications }`.
   */
  healthRetries?: HealthRetries;
  /** Work for every run of the cron trigger (every five minutes): what is due, such as scheduled publishing. */
  everyFiveMinutes?: readonly ScheduledTask[];
  /**
   * Its section of the morning digest (worker/digest/), mailed at 9:00 IST to the colleagues whose
   * role holds its permission: for each, its count lines, subject words, rows and link, or nothing.
   */
  digest?: DigestSection;
  /**
   * What it adds to the dashboard's launch checklist, what is still missing before launch: the
   * services' sub-services without a fee (`{ fees }`), the site settings' placeholders still live.
   */
  launchChecklist?: LaunchChecklistItems;
  /** The lists it mails through the bulk mail provider, whose bounce and complaint reports take addresses off them. */
  bulkMailAudiences?: readonly BulkMailAudience[];
  /** The queues it consumes, by the queue's name in wrangler.toml. */
  queues?: Readonly<Record<string, QueueConsumer>>;
  /** What the owner's data export holds of it: its tables less the columns it leaves out, the tables it keeps back and why, who owns its files. */
  exports?: DataExport;
  /**
   * Its JSON API, mounted under /api: public, admin and upload routes at their paths (`/blogs`,
   * `/admin/blogs`, `/admin/uploads/blogs`…). Everything under /admin needs a session (but
   * `publicAdminPaths`), and each admin route declares its permission (`allow`); a route that takes
   * files caps its own body (`limitBody` next to it), which exempts it from the JSON limit.
   */
  api?: FeatureRoutes;
  /** Its routes outside /api: feeds, the links its mails carry, webhooks. */
  pages?: FeatureRoutes;
  /**
   * The public pages whose address carries a one-time or personal token (the links its mails carry,
   * the links it shares): the page cache never stores or answers them, and they send no Referer.
   */
  tokenPages?: readonly TokenPage[];
  /** Row-level rules on its admin routes: the records some roles see only when they are their own. */
  ownRecords?: readonly OwnRecordsDeclaration[];
  /**
   * The /admin paths of its API (under /api) a visitor without a session may call: the steps of
   * signing in, and links whose token is the credential. Every other /api/admin path needs a session.
   */
  publicAdminPaths?: readonly `/admin/${string}`[];
}

/**
 * A feature's declaration, checked against its shape where it is written and returned with its
 * literal types (its routes' schema, its queue names…), which the composition keeps. A field the
 * shape does not know is refused: a misspelt one would otherwise be silently left out.
 */
export function defineFeature<const F extends FeatureDeclaration>(declaration: F & Record<Exclude<keyof F, keyof FeatureDeclaration>, never>): F {
  return declaration;
}
