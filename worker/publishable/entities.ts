import type { WriteIntent } from "../events/types";

/**
 * The publishable resources, by the entity that names their events: each feature adds its own from
 * its folder (worker/blog/events.ts: `post: { image: true }`), so this kit names none. `image`:
 * its rows own an image (rowImage), which reports `<entity>.image_changed`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an interface, so that the features' declarations merge into it
export interface PublishableEntities {}

export type PublishableEntity = keyof PublishableEntities & string;
export type PublishableAction = "created" | "updated" | "restored" | "published" | "unpublished" | "deleted" | "scheduled" | "unscheduled";

/** The entities whose rows own an image. */
export type ImageEntity = { [E in PublishableEntity]: PublishableEntities[E] extends { image: true } ? E : never }[PublishableEntity];

/** This kit's events, for every entity the features declare. */
type PublishableEvents = { [T in `${PublishableEntity}.${PublishableAction}`]: { adminId: number; id: number; slug: string } } & {
  [T in `${ImageEntity}.image_changed`]: { adminId: number; id: number; imageUrl: string; previousImageUrl: string | null };
};

declare module "../events/types" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the kit's events join the domain's by merging into it
  interface DomainEvents extends PublishableEvents {}
}

/** The detail of the cron's publication of a scheduled record (publish-due.ts), as its intent and audit row carry it. */
export const ON_SCHEDULE = { scheduled: true } as const;

/** Whether a write's intent is the cron's publication of a scheduled record (a click on the switch is not). */
export const publishedOnSchedule = (intent: WriteIntent) => intent.detail?.scheduled === true;
