import { createMiddleware } from "hono/factory";
import { activityReader } from "./audit/data";
import { auditTrail } from "./audit/trail";
import { blogFeature } from "./blog/feature";
import { careersFeature } from "./careers/feature";
import { complianceFeature } from "./compliance/feature";
import type { EventHandlers } from "./events/handlers";
import type { Feature } from "./feature";
import { inquiriesFeature } from "./inquiries/feature";
import { jobsFeature } from "./jobs/feature";
import { leadsFeature } from "./leads/feature";
import { pageCacheHandlers } from "./page-cache/page-cache";
import { peopleFeature } from "./people/feature";
import { presenceFeature } from "./presence/feature";
import { previewsFeature } from "./previews/feature";
import { servicesFeature } from "./services/feature";
import { siteSettingsFeature } from "./site-settings/feature";
import { staffFeature } from "./staff/feature";
import { subscribersFeature } from "./subscribers/feature";
import { auditExport } from "./audit/data-export";
import { autosaveExport } from "./autosave/data-export";
import type { DataExport } from "./data-export/declaration";
import { exportPlan } from "./data-export/plan";
import { healthExport } from "./health/data-export";
import { mediaExport } from "./media/data-export";
import { pageCacheExport } from "./page-cache/data-export";
import { revisionExport } from "./revisions/data-export";

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
const purges = new Map(declared.flatMap((feature) => (feature.publicContent ?? []).map((type) => [type, purgesOf(feature)] as const)));
const pageCache = pageCacheHandlers(purges);

/** Every reaction to a domain event. */
export const eventHandlers: EventHandlers = {
  // The audit row first: it reads the id a create just assigned (last_insert_rowid()) and, for an
  // intent `onlyIfWritten`, the rows the write changed (changes()).
  inWrite: [auditTrail(audited), ...pageCache.inWrite],
  beforeResponse: [...pageCache.beforeResponse],
  afterResponse: declared.flatMap((feature) => feature.afterResponse ?? []),
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

/**
 * The owner's data export (worker/data-export), as the features declare it and the kits that keep
 * tables of their own (the audit trail, revisions…) add theirs. A declaration that would export
 * credential material, or a table declared twice, stops the worker here.
 */
export const dataExportDeclarations: readonly DataExport[] = [
  ...declared.flatMap((feature) => (feature.exports ? [feature.exports] : [])),
  auditExport,
  revisionExport,
  autosaveExport,
  mediaExport,
  pageCacheExport,
  healthExport,
];
export const dataExport = exportPlan(dataExportDeclarations);

const consumers = declared.flatMap((feature) => Object.entries(feature.queues ?? {}));
/** Each queue's consumer, by the queue's name (worker/index.ts hands every batch to its own). */
export const queueConsumers = new Map(consumers);

/**
 * A feature with public content must say which cache tags its events purge: without them its
 * changes would wait out the pages' s-maxage at the edge. The worker refuses to start instead.
 */
function purgesOf(feature: Feature) {
  if (!feature.purges) throw new Error(`worker/features.ts: ${feature.name} declares publicContent but no purges`);
  return feature.purges;
}

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
assertUnique("public-content event", declared.flatMap((feature) => feature.publicContent ?? []));
assertUnique("queue consumer", consumers.map(([queue]) => queue));
assertUnique("bulk mail audience", bulkMailAudiences.map((audience) => audience.name));
