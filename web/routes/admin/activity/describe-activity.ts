import { useMemo } from "react";
import { formatDateTime } from "#core/format/date";
import { activityRecordTypes } from "#core/schemas/list-query";
import { type AdminFeature, useAdminFeatures } from "../admin-feature";
import type { ActivityEntry } from "../data/activity";

/*
 * The audit trail in words, on the Activity screen and the dashboard's Recent Activity: each feature's
 * manifest says what its records are called and how its actions read (`activity`), and what its held
 * data is called in a privacy request's counts (`heldData.counts`); an action no feature words reads
 * as its verb and its record.
 */

const VERBS: Record<string, string> = {
  created: "created",
  updated: "updated",
  restored: "restored an earlier version of",
  published: "published",
  unpublished: "unpublished",
  deleted: "deleted",
  image_changed: "changed the image of",
  noted: "added a note to",
};

/** The position of an action's record type in the API's list of them (core/schemas/list-query.ts), for the filter's order. */
const recordOrder = (action: string) => {
  const at = (activityRecordTypes as readonly string[]).indexOf(action.split(".")[0]!);
  return at === -1 ? activityRecordTypes.length : at;
};

/** The Activity screen's words for every feature's events, from their manifests. */
export function activityWords(features: readonly AdminFeature[]) {
  const activity = features.flatMap((feature) => (feature.activity ? [feature.activity] : []));
  const records = activity.flatMap((part) => Object.entries(part.records ?? {}));
  const called = new Map(records.flatMap(([type, names]) => (names.called ? [[type, names.called] as const] : [])));
  const filterLabels = new Map(records.flatMap(([type, names]) => (names.filter ? [[type, names.filter] as const] : [])));
  const sentences = new Map(activity.flatMap((part) => Object.entries(part.sentences ?? {})));
  const counts = features.flatMap((feature) => Object.entries(feature.heldData?.counts ?? {}));

  /** “GST basics”, or the record's number once it is gone. */
  function named(entry: ActivityEntry): string {
    const noun = called.get(entry.recordType) ?? entry.recordType;
    if (entry.label) return `${noun} “${entry.label}”`;
    return entry.recordId ? `${noun} #${entry.recordId}` : noun;
  }

  /** “2 inquiries, 1 subscription” from an erasure's counts; the address itself is never recorded. */
  function counted(detail: ActivityEntry["detail"]): string {
    const held = counts.flatMap(([key, [one, many]]) => {
      const n = Number(detail?.[key] ?? 0);
      return n > 0 ? [`${n} ${n === 1 ? one : many}`] : [];
    });
    return held.length > 0 ? held.join(", ") : "nothing was held";
  }

  /** One entry as a sentence without its actor: “published blog post “GST basics””. */
  function describeAction(entry: ActivityEntry): string {
    const sentence = sentences.get(entry.action);
    if (sentence) return sentence(entry, { named: named(entry), counted });
    const [, action = ""] = entry.action.split(".");
    if (action === "scheduled") return `scheduled ${named(entry)} to publish on ${formatDateTime(String(entry.detail?.publishAt ?? ""))} IST`;
    if (action === "unscheduled") return `cancelled the scheduled publication of ${named(entry)}`;
    // The cron's publication of a schedule is recorded under whoever scheduled it.
    if (action === "published" && entry.detail?.scheduled) return `published ${named(entry)} as scheduled`;
    return `${VERBS[action] ?? action.replaceAll("_", " ")} ${named(entry)}`;
  }

  return {
    describeAction,
    /** The whole sentence, with who did it (an unknown visitor for a failed sign-in). */
    describeActivity: (entry: ActivityEntry) => `${entry.actor ?? "Someone"} ${describeAction(entry)}`,
    /** The "Concerning" filter's choices: every record type the API filters by, as the features call them. */
    recordChoices: activityRecordTypes.map((value) => ({ value, label: filterLabels.get(value) ?? value })),
    /** The "Action" filter's choices, grouped by record type in the API's order, each group in the composition's. */
    actionChoices: activity
      .flatMap((part) => part.filters ?? [])
      .map(([value, label]) => ({ value, label }))
      .sort((a, b) => recordOrder(a.value) - recordOrder(b.value)),
  };
}

/** The composition's activity words, for a screen. */
export function useActivityWords() {
  const features = useAdminFeatures();
  return useMemo(() => activityWords(features), [features]);
}
