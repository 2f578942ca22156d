import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { CHOSEN_FILE } from "#core/schemas/autosave";
import { type AutosaveData, type AutosaveTarget, discardAutosave, readAutosave } from "../data/autosave";

/**
 * Whether an autosave holds anything the record does not: a field whose value differs from the
 * saved one, or an image chosen and never uploaded.
 */
function differs(data: AutosaveData, record: object | undefined): boolean {
  if (!record) return Object.values(data).some((value) => value !== "" && value !== null && value !== false && !(Array.isArray(value) && value.length === 0));
  return Object.entries(data).some(([key, value]) =>
    key === CHOSEN_FILE ? Boolean(value) : key in record && JSON.stringify((record as Record<string, unknown>)[key]) !== JSON.stringify(value),
  );
}

/**
 * The admin's autosave of the record an editor opens, offered back when it holds changes the
 * record does not; until they restore or discard it, the editor writes no other. One the record
 * already holds is dropped quietly.
 */
export function useAutosaveOffer(target: AutosaveTarget, record: object | undefined, ready: boolean) {
  const [decided, setDecided] = useState(false);
  const { data: autosave, isPending } = useQuery({
    queryKey: ["admin", "autosave", target.entity, target.key],
    queryFn: () => readAutosave(target),
    enabled: ready,
    staleTime: 0,
    gcTime: 0,
  });
  const offered = !decided && autosave && differs(autosave.data, record) ? autosave : null;
  const redundant = !decided && autosave && !offered;
  useEffect(() => {
    if (redundant) void discardAutosave(target).catch(() => undefined);
  }, [redundant]); // eslint-disable-line react-hooks/exhaustive-deps -- once, for the autosave read
  return {
    offered,
    /** No autosave is written while one may still be offered (read, or not yet known). */
    pending: ready && !decided && (isPending || offered !== null),
    take: () => setDecided(true),
    discard: () => {
      setDecided(true);
      void discardAutosave(target).catch(() => undefined);
    },
  };
}
