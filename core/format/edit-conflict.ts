import type { StaleCopy } from "../schemas/edit-conflict";
import { formatDateTime, formatTime } from "./date";
import { indiaToday } from "./india-time";

/**
 * Why a save was refused as stale, in the editor's words: "Asha Verma saved this at 10:42 am after
 * you opened it". The time is India's; a save made on another day also names the day.
 */
export function staleCopyMessage({ savedBy, savedAt, byYou }: StaleCopy, now = new Date()): string {
  const when = indiaToday(new Date(savedAt)) === indiaToday(now) ? `at ${formatTime(savedAt)}` : `on ${formatDateTime(savedAt)}`;
  if (byYou) return `You saved this in another window ${when} after this copy was opened`;
  return `${savedBy ?? "A colleague"} saved this ${when} after you opened it`;
}
