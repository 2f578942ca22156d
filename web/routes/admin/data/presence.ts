import { useQuery } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import { useEffect } from "react";
import { PRESENCE_HEARTBEAT_MS, type EditingColleague } from "#core/schemas/presence";
import { adminApi } from "./admin-api";
import type { AutosaveTarget } from "./autosave";

const at = ({ entity, key }: AutosaveTarget) => ({ param: { entity, key } });

/**
 * While a saved record's editor is open, says so every few seconds (worker/presence) and answers
 * the colleagues who have it open too. Leaving the editor says so at once, even as the tab closes.
 */
export function useEditingColleagues(target: AutosaveTarget): EditingColleague[] {
  const { entity, key } = target;
  const { data } = useQuery({
    queryKey: ["admin", "presence", entity, key],
    queryFn: async () => (await parseResponse(adminApi.presence[":entity"][":key"].$put(at({ entity, key })))).editing,
    refetchInterval: PRESENCE_HEARTBEAT_MS,
    // A tab in the background still has the record open.
    refetchIntervalInBackground: true,
    staleTime: 0,
    gcTime: 0,
  });
  useEffect(() => {
    const leave = () => void adminApi.presence[":entity"][":key"].$delete(at({ entity, key }), { init: { keepalive: true } }).catch(() => undefined);
    window.addEventListener("pagehide", leave);
    return () => {
      window.removeEventListener("pagehide", leave);
      leave();
    };
  }, [entity, key]);
  return data ?? [];
}
