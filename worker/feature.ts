import type { AuditedRecord } from "./audit/records";
import type { BulkMailAudience } from "./bulk-mail/types";
import type { DataExport } from "./data-export/declaration";
import type { Env } from "./env";
import type { EventScope } from "./events/commit";
import type { EffectHandler } from "./events/handlers";
import type { DomainEventType } from "./events/types";
import type { PurgeTags } from "./page-cache/cache-tags";
import type { HeldDataSource } from "./privacy/held-data";
import type { SearchSource } from "./search/types";
import type { SitemapSource } from "./seo/sitemap-xml";
import type { PostedFormDeclaration } from "./submissions/form-posts";

/**
 * Work the cron trigger runs (wrangler.toml); a failure is logged under the task's name and stops
 * no other task. `events`: where its writes report their events (the cron has no request).
 */
export type ScheduledTask = (env: Env, events: EventScope) => Promise<unknown>;

/**
 * A consumer of one Cloudflare queue (wrangler.toml `[[queues.consumers]]`): it acks or retries each
 * message itself; a throw retries the whole batch.
 */
export type QueueConsumer = (batch: MessageBatch<never>, env: Env) => Promise<void>;

/**
 * What a feature declares about itself (`worker/<feature>/feature.ts`), beyond its routes, which
 * worker/api.ts mounts (its chain gives the web its typed client). Every field is optional: a
 * feature declares what it has. The shapes belong to the kits that read them; worker/features.ts
 * lists the declarations, checks them against this type and hands each kit its part, so no kit
 * imports a feature. A declaration is written `as const` and does not yet import this type. It
 * could: this file imports the kits' types (audit, privacy…), and the kits know who is asking through
 * worker/access/ (the base layer: the session, requireAdmin, allow), never through a feature, so a
 * declaration importing it closes no cycle, the staff accounts' (worker/staff/) included. Until the
 * declarations are written against it, one rule for all keeps them alike (docs/architecture.md,
 * "Adding a feature").
 */
export interface Feature {
  /** For the docs and logs: the folder's name. */
  name: string;
  /** Reactions to domain events once they are stored: mail, notifications. */
  afterResponse?: readonly EffectHandler[];
  /** Events after which a public page reads differently: the page cache's content version moves with them. */
  publicContent?: readonly DomainEventType[];
  /**
   * The cache tags (worker/page-cache/cache-tags.ts) one of its `publicContent` events purges from
   * the edge cache: the pages showing what it changed. Required with `publicContent`.
   */
  purges?: PurgeTags;
  /** The records its events name, as the audit trail and the Activity screen name them. */
  audited?: readonly AuditedRecord[];
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
  /** Work for every run of the cron trigger (every five minutes): what is due, such as scheduled publishing. */
  everyFiveMinutes?: readonly ScheduledTask[];
  /** The lists it mails through the bulk mail provider, whose bounce and complaint reports take addresses off them. */
  bulkMailAudiences?: readonly BulkMailAudience[];
  /** The queues it consumes, by the queue's name in wrangler.toml. */
  queues?: Readonly<Record<string, QueueConsumer>>;
  /** What the owner's data export holds of it: its tables less the columns it leaves out, the tables it keeps back and why, who owns its files. */
  exports?: DataExport;
}
