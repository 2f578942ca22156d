import { type QueryKey, useMutation } from "@tanstack/react-query";
import type { PrivacyRequest } from "#core/schemas/privacy";
import { parseResponse } from "hono/client";
import { toast } from "sonner";
import { apiError } from "@/lib/api-error";
import { adminApi } from "./admin-api";
import { useAdminMutation } from "./mutation";

const privacy = adminApi.privacy;

const search = (request: PrivacyRequest) => parseResponse(privacy.search.$post({ json: request }));

export type HeldData = Awaited<ReturnType<typeof search>>;

/** Looks up what the site holds about an address or a phone number; a POST, so it stays out of URLs. */
export function useHeldDataSearch() {
  return useMutation({
    mutationFn: search,
    onError: (err) => {
      const { message } = apiError(err);
      toast.error("The search could not be completed", message ? { description: message } : undefined);
    },
  });
}

/** Erases everything held about an address or a phone number; every list that showed it (`lists`, from the features' heldData) is refreshed. */
export function useErasure(lists: readonly QueryKey[]) {
  return useAdminMutation({
    mutationFn: (request: PrivacyRequest) => parseResponse(privacy.erase.$post({ json: request })),
    invalidates: [...lists],
    success: ({ erased }) => `Erased ${erased.inquiries} ${erased.inquiries === 1 ? "inquiry" : "inquiries"} and ${erased.subscriptions} ${erased.subscriptions === 1 ? "subscription" : "subscriptions"}`,
    failure: "The data could not be erased",
  });
}
