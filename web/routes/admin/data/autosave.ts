import { parseResponse } from "hono/client";
import { adminApi } from "./admin-api";

/** Whose record's editor: a publishable resource's entity, and the record's id or `new`. */
export interface AutosaveTarget {
  entity: "post" | "job" | "person";
  key: string;
}

export type AutosaveData = Record<string, string | number | boolean | null | string[]>;

const at = ({ entity, key }: AutosaveTarget) => ({ param: { entity, key } });

/** The signed-in admin's autosave of the record, or null. */
export async function readAutosave(target: AutosaveTarget): Promise<{ data: AutosaveData; savedAt: string } | null> {
  // The JSON is what the editor wrote (core/schemas/autosave.ts), which hono's client types only as JSON.
  return (await parseResponse(adminApi.autosaves[":entity"][":key"].$get(at(target)))).autosave as { data: AutosaveData; savedAt: string } | null;
}

/** The autosave writes on their way, by record: a save waits for them (autosavesSettled). */
const inFlight = new Map<string, Promise<unknown>>();
const flightKey = ({ entity, key }: AutosaveTarget) => `${entity}/${key}`;

/** `keepalive`: the request outlives the page (a closing tab), for what was typed last. */
export function writeAutosave(target: AutosaveTarget, data: AutosaveData, keepalive = false) {
  const write = parseResponse(adminApi.autosaves[":entity"][":key"].$put({ ...at(target), json: { data } }, keepalive ? { init: { keepalive: true } } : undefined));
  const id = flightKey(target);
  const settled = write.then(
    () => undefined,
    () => undefined,
  );
  inFlight.set(id, settled);
  void settled.then(() => {
    if (inFlight.get(id) === settled) inFlight.delete(id);
  });
  return write;
}

/**
 * Resolves once the record's autosave writes under way have landed. A save waits for them: the
 * save drops the autosave, and a write arriving after it would bring it back, offered on the next
 * visit as changes never saved.
 */
export function autosavesSettled(target: AutosaveTarget): Promise<unknown> {
  return inFlight.get(flightKey(target)) ?? Promise.resolve();
}

export function discardAutosave(target: AutosaveTarget) {
  return parseResponse(adminApi.autosaves[":entity"][":key"].$delete(at(target)));
}
