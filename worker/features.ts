import { Hono } from "hono";
import type { LaunchChecklist } from "#core/site/launch-checklist";
import { createMiddleware } from "hono/factory";
import type { ExtractSchema } from "hono/types";
import { ownRecordGuard } from "./access/own-records";
import { activityReader } from "./audit/data";
import { auditTrail } from "./audit/trail";
import { blogFeature } from "./blog/feature";
import { careersFeature } from "./careers/feature";
import { casesFeature } from "./cases/feature";
import { complianceFeature } from "./compliance/feature";
import type { AppEnv } from "./env";
import { type EffectsOn, EVERY_EVENT, type EventHandlers, type InWritesOn, mergeHandlers } from "./events/handlers";
import type { FeatureDeclaration } from "./feature";
import { inquiriesFeature } from "./inquiries/feature";
import { jobsFeature } from "./jobs/feature";
import { leadsFeature } from "./leads/feature";
import type { PurgesOn } from "./page-cache/cache-tags";
import { pageCacheHandlers } from "./page-cache/page-cache";
import { tokenTest } from "./page-cache/token-pages";
import { peopleFeature } from "./people/feature";
import { presenceFeature } from "./presence/feature";
import { previewsFeature } from "./previews/feature";
import { servicesFeature } from "./services/feature";
import { siteSettingsFeature } from "./site-settings/feature";
import { staffFeature } from "./staff/feature";
import { requireStepUp } from "./staff/step-up";
import { subscribersFeature } from "./subscribers/feature";
import { auditExport } from "./audit/data-export";
import type { DataExport } from "./data-export/declaration";
import { exportPlan } from "./data-export/plan";
import { dataExportRoutes } from "./data-export/routes";
import { healthExport } from "./health/data-export";
import { digestExport } from "./digest/data-export";
import { morningDigest } from "./digest/send";
import { mediaExport } from "./media/data-export";
import { pendingDeletions } from "./media/object-deletions";
import { pageCacheExport } from "./page-cache/data-export";
import { publishableExport } from "./publishable/data-export";

/**
 * The one composition of the worker: every feature's declaration (`defineFeature`, worker/feature.ts),
 * and each kit's part of them; no other file outside a feature's folder imports one. Adding a
 * feature is its folder and a line here: no kit imports a feature, so the arrows run one way
 * (`npm run graph`). The list's order is the order of the features' routes.
 */
export const composition = [
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
  casesFeature,
  complianceFeature,
] as const satisfies readonly FeatureDeclaration[];

const declared: readonly FeatureDeclaration[] = composition;
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

/**
 * Whether a URL carries a token: a query parameter named `token`, or one of the pages the features
 * declare as `tokenPages` (the newsletter's links, the reset and invitation links, a preview link).
 * The page cache neither stores nor answers such a page (worker/index.ts hands it this test).
 */
export const carriesToken = tokenTest(declared.flatMap((feature) => feature.tokenPages ?? []));

/**
 * Gives every request the composition's parts a kit reads on the request: the event handlers, for
 * `commit` (worker/events/commit.ts) to run, and the token test, for the page cache.
 */
export const provideComposition = createMiddleware(async (c, next) => {
  c.set("eventHandlers", eventHandlers);
  c.set("carriesToken", carriesToken);
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
export const heldDataSources = composition.flatMap((feature) => ("heldData" in feature ? [feature.heldData] : []));

/** The dashboard's cards, each feature's read from the typed list, so the cards' answer keeps each card's figures' type. */
export const dashboardCards = composition.flatMap((feature) => ("dashboard" in feature ? [feature.dashboard] : []));

/** The public forms posted without JavaScript, each read and stored as its feature declared. */
export const postedForms = declared.flatMap((feature) => feature.forms ?? []);

/** The cron's work of one cadence, each task with the feature it belongs to, for its log and the run's record. */
const tasksOf = (cadence: "hourly" | "everyFiveMinutes") =>
  declared.flatMap((feature) => (feature[cadence] ?? []).map((task) => ({ feature: feature.name, task })));
export const hourlyTasks = tasksOf("hourly");

/** The morning digest's sections, each feature's (`digest`), in the composition's order: the order they read in the mail. */
const digestSections = declared.flatMap((feature) => (feature.digest ? [feature.digest] : []));
/** The features' work of every run, and the digest kit's: the morning digest of every section, from 9:00 IST. */
export const frequentTasks = [...tasksOf("everyFiveMinutes"), { feature: "digest", task: morningDigest(digestSections) }];

/** Turns a union of objects into the object with all their fields: the features' parts merged, each keeping its type. */
type Merged<Union> = (Union extends unknown ? (part: Union) => void : never) extends (part: infer All) => void ? All : never;
type RetriesOf<Declaration> = Declaration extends { healthRetries: infer Retries } ? Retries : never;

/**
 * The work waiting for the cron to retry, by the name /api/health reports it under: each feature's
 * (`healthRetries`), then the media kit's refused R2 deletions. Read from the typed list, so the
 * health's answer, and the dashboard's System Health card, know each name.
 */
export const healthRetries = Object.assign({}, ...composition.map((feature) => ("healthRetries" in feature ? feature.healthRetries : {})), {
  deletions: pendingDeletions,
}) as Merged<RetriesOf<(typeof composition)[number]>> & { deletions: typeof pendingDeletions };

/** The launch checklist's items, each feature's (`launchChecklist`), for the dashboard's checklist. */
export const launchChecklistItems = declared.flatMap((feature) => (feature.launchChecklist ? [feature.launchChecklist] : []));
type ChecklistOf<Declaration> = Declaration extends { launchChecklist: (db: never) => Promise<infer Items> } ? Items : never;
/** An item of the checklist no feature declares: TypeScript refuses the composition (the admin's checklist reads every one). */
type UndeclaredItem = Exclude<keyof Omit<LaunchChecklist, "hindi">, keyof Merged<ChecklistOf<(typeof composition)[number]>>>;
const everyItemDeclared: [UndeclaredItem] extends [never] ? true : UndeclaredItem = true;
void everyItemDeclared;

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
  publishableExport,
  mediaExport,
  pageCacheExport,
  healthExport,
  digestExport,
];
export const dataExport = exportPlan(dataExportDeclarations);
/** The export's routes: the kit is handed the plan and the staff's step-up (it imports no feature), so the owner proves who they are first. */
export const dataExportApi = dataExportRoutes(dataExport, requireStepUp);

const consumers = declared.flatMap((feature) => Object.entries(feature.queues ?? {}));
/** Each queue's consumer, by the queue's name (worker/index.ts hands every batch to its own). */
export const queueConsumers = new Map(consumers);

/**
 * The row-level rules the features declare, each with the guard of the routes under its path
 * (worker/access/own-records.ts): whichever feature's route names a record, a role held to its own
 * is refused a colleague's.
 */
export const ownRecords = declared.flatMap((feature) => feature.ownRecords ?? []).map((declaration) => ({ ...declaration, guard: ownRecordGuard(declaration.rule) }));

/** The /admin paths under /api a visitor without a session may call, as their features declare them (the sign-in steps). */
export const publicAdminPaths = declared.flatMap((feature) => feature.publicAdminPaths ?? []);

/** The schema of a declaration's API: what the web's typed client learns of its routes. */
type ApiSchemaOf<Declaration> = Declaration extends { api: infer Api } ? ExtractSchema<Api> : never;

const apis = new Hono<AppEnv>();
// The row-level guards first: they run before any feature's route of a record, and after the
// session guard, which worker/api.ts registers before mounting this.
for (const { path, guard } of ownRecords) apis.use(path, guard).use(`${path}/*`, guard);
for (const feature of declared) if (feature.api) apis.route("/", feature.api);

/**
 * Every feature's JSON API, for worker/api.ts to mount under /api: each feature's sub-app in the
 * list's order, so where two share a path (the blog's posts and their previews) the first listed
 * answers first. Typed as the union of the features' schemas, which is what each `.route` of a
 * chain gives: `hc<AppType>` knows every declared route (web/lib/api-client.typecheck.ts).
 */
export const featureApi = apis as Hono<AppEnv, ApiSchemaOf<(typeof composition)[number]>>;

/** Every feature's routes outside /api (feeds, mail links, webhooks), for worker/app.ts to mount. */
export const featurePages = new Hono<AppEnv>();
for (const feature of declared) if (feature.pages) featurePages.route("/", feature.pages);

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
assertUnique("health retry", [...declared.flatMap((feature) => Object.keys(feature.healthRetries ?? {})), "deletions"]);
assertUnique("bulk mail audience", bulkMailAudiences.map((audience) => audience.name));
