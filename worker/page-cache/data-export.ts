import { contentVersion } from "./tables";
import type { DataExport } from "../data-export/declaration";

/** The page cache's counter: not a record of the firm's. */
export const pageCacheExport = {
  kept: [{ table: contentVersion, because: "A counter that tells the page cache the website changed." }],
} as const satisfies DataExport;
