import { createMiddleware } from "hono/factory";
import { activityReader } from "./audit/data";
import { auditTrail } from "./audit/trail";
import { blogFeature } from "./blog/feature";
import { careersFeature } from "./careers/feature";
import { complianceFeature } from "./compliance/feature";
import { type EffectsOn, EVERY_EVENT, type EventHandlers, type InWritesOn, mergeHandlers } from "./events/handlers";
import type { Feature } from "./feature";
import { inquiriesFeature } from "./inquiries/feature";
import { jobsFeature } from "./jobs/feature";
import { leadsFeature } from "./leads/feature";
import type { PurgesOn } from "./page-cache/cache-tags";
import { pageCacheHandlers } from "./page-cache/page-cache";
import { peopleFeature } from "./people/feature";
import { presenceFeature } from "./presence/feature";
import { previewsFeature } from "./previews/feature";
import { servicesFeature } from "./services/feature";
import { siteSettingsFeature } from "./site-settings/feature";
import { staffFeature } from "./staff/feature";
import { subscribersFeature } from "./subscribers/feature";

/**
 * The one composition of the worker: every feature's declaration, checked here against its shape
 * (worker/feature.ts: a feature imports the kits it uses, never this file nor that type), and each
 * kit's part of them. Adding a feature is its folder, a line here and its routes in worker/api.ts;
 * no kit imports a feature, so the arrows run one way (`npm run graph`).
 */
export const features = [
  staffFeature,
  blogFeature,
  jobsFeature,
  careersFeature,
  peopleFeature,
  inquiriesFeature,
  subscribersFeature,
  servicesFeature,
  siteSettingsFeature,
  previewsFeature,
  presenceFeature,
  leadsFeature,
  complianceFeature,
] as const satisfies readonly Feature[];

const declared: readonly Feature[] = features;
const audited = declared.flatMap((feature) => feature.audited ?? []);
/** Each public-content event with the tags it purges, as its feature declared. */
const publicContent: PurgesOn = Object.assign({}, ...declared.map((feature) => feature.publicContent ?? {}));
const pageCache = pageCacheHandlers(publicContent);

/** Every reaction to a domain event, by its type. */
export const eventHandlers: EventHandlers = {
  // The audit row first, on every event: it reads the id a create just assigned (last_insert_rowid())
  // and, for an intent `onlyIfWritten`, the rows the write changed (changes()).
  inWrite: mergeHandlers<InWritesOn>({ [EVERY_EVENT]: [auditTrail(audited)] }, pageCache.inWrite, ...declared.map((feature) => feature.inWrite ?? {})),
  beforeResponse: pageCache.beforeResponse,
  afterResponse: mergeHandlers<EffectsOn>(...declared.map((feature) => feature.on ?? {})),
};

/** Gives every request the event handlers, for `commit` (worker/events/commit.ts) to run. */
export const provideEventHandlers = createMiddleware(async (c, next) => {
  c.set("eventHandlers", eventHandlers);
  await next();
});

/** The audit trail as the Activity screen and the dashboard read it, each record named as its feature declared. */
export const activity = activityReader(audited);

export const sitemapSources = declared.flatMap((feature) => (feature.sitemap ? [feature.sitemap] : []));
export const searchSources = declared.flatMap((feature) => (feature.search ? [feature.search] : []));

/**
 * The declared sources of personal data, read from the typed list (not `declared`) so each keeps its
 * own type: the privacy answer's shape, and so the admin screen's, follows from them.
 */
export const heldDataSources = features.flatMap((feature) => ("heldData" in feature ? [feature.heldData] : []));

/** The public forms posted without JavaScript, each read and stored as its feature declared. */
export const postedForms = declared.flatMap((feature) => feature.forms ?? []);

/** The cron's work of one cadence, each task with the feature it belongs to, for its log and the run's record. */
const tasksOf = (cadence: "hourly" | "everyFiveMinutes") =>
  declared.flatMap((feature) => (feature[cadence] ?? []).map((task) => ({ feature: feature.name, task })));
export const hourlyTasks = tasksOf("hourly");
export const frequentTasks = tasksOf("everyFiveMinutes");

/** The lists mailed in bulk, for the provider's bounce and complaint reports (worker/bulk-mail/delivery-report-routes.ts). */
export const bulkMailAudiences = declared.flatMap((feature) => feature.bulkMailAudiences ?? []);

const consumers = declared.flatMap((feature) => Object.entries(feature.queues ?? {}));
/** Each queue's consumer, by the queue's name (worker/index.ts hands every batch to its own). */
export const queueConsumers = new Map(consumers);

/**
 * Two declarations under one name would silently shadow each other (the last form of a kind, the
 * first audited type; a held-data key would drop one source from the privacy answer but still run
 * its erasure): the worker refuses to start instead, and every test with it.
 */
function assertUnique(what: string, names: readonly string[]) {
  const twice = names.filter((name, i) => names.indexOf(name) !== i);
  if (twice.length > 0) throw new Error(`worker/features.ts: more than one ${what} named ${[...new Set(twice)].join(", ")}`);
}
assertUnique("feature", declared.map((feature) => feature.name));
assertUnique("audited record type", audited.map((record) => record.type));
assertUnique("held-data key", heldDataSources.map((source) => source.key));
assertUnique("search kind", searchSources.map((source) => source.kind));
assertUnique("posted form kind", postedForms.map((form) => form.kind));
assertUnique("public-content event", declared.flatMap((feature) => Object.keys(feature.publicContent ?? {})));
assertUnique("queue consumer", consumers.map(([queue]) => queue));
assertUnique("bulk mail audience", bulkMailAudiences.map((audience) => audience.name));
