import { queryOptions } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import type { SubServiceFeeInput } from "#core/schemas/sub-service-fee";
import { adminApi } from "./admin-api";
import type { RevisionSource } from "./revisions";

const services = adminApi.services;

/** The 27 sub-services with the fee, timeline and note staff set (null where none is). */
export const serviceFeesQuery = queryOptions({
  queryKey: ["admin", "service-fees"],
  queryFn: () => parseResponse(services.$get()),
});

export type ServiceFeeRow = Awaited<ReturnType<NonNullable<typeof serviceFeesQuery.queryFn>>>["rows"][number];

/** Saves one sub-service's fee; all fields empty clears it, and the page then shows none. */
export const saveServiceFee = (row: Pick<ServiceFeeRow, "serviceId" | "subServiceId">, fee: SubServiceFeeInput) =>
  parseResponse(services[":serviceId"][":subServiceId"].$put({ param: { serviceId: row.serviceId, subServiceId: row.subServiceId }, json: fee }));

/** A sub-service fee's history: its kept saves, and the restore of any (worker/services/admin-routes.ts). */
export function feeRevisions(row: Pick<ServiceFeeRow, "serviceId" | "subServiceId">): RevisionSource {
  const param = { serviceId: row.serviceId, subServiceId: row.subServiceId };
  const one = services[":serviceId"][":subServiceId"];
  return {
    key: [...serviceFeesQuery.queryKey, row.serviceId, row.subServiceId, "revisions"],
    list: () => parseResponse(one.revisions.$get({ param })),
    restore: (revision) => parseResponse(one.revisions[":revision"].restore.$post({ param: { ...param, revision: String(revision) } })),
    fields: [
      { key: "feeFrom", label: "Professional fee from (₹)" },
      { key: "timeline", label: "Our timeline" },
      { key: "timelineHi", label: "Our timeline in Hindi" },
      { key: "note", label: "Note" },
      { key: "noteHi", label: "Note in Hindi" },
    ],
    invalidates: [serviceFeesQuery.queryKey],
  };
}
