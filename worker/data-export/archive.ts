import { sql } from "drizzle-orm";
import { formatSortableDateTime } from "#core/format/date";
import type { Database } from "../db/client";
import { log } from "../lib/log";
import { manifestCsv } from "./manifest";
import type { ExportPlan } from "./plan";
import { csvPath, jsonPath, MANIFEST_PATH, readme, README_PATH } from "./readme";
import { type TableSnapshot, tableCsv, tableJson } from "./table-files";
import { type ZipEntry, zipStream } from "./zip";

/** India is UTC+5:30 all year; ZIP keeps a wall-clock time with no zone, and the Worker's clock is UTC. */
const IST_OFFSET_MS = 330 * 60 * 1000;

/** `vriddhi-data-2026-11-29.zip`: the firm's data, on India's date of the export. */
export const archiveName = (at: Date) => `vriddhi-data-${formatSortableDateTime(at.toISOString()).slice(0, 10)}.zip`;

/**
 * Every exported table's row count and last rowid, read in one batch as the export begins: the
 * audit row records the counts, the README states them, and each file stops at that row, so a
 * row added while the archive streams is left for the next export.
 */
export async function snapshotTables(db: Database, plan: ExportPlan): Promise<Map<string, TableSnapshot>> {
  const [first, ...rest] = plan.tables.map((table) =>
    db.select({ rows: sql<number>`count(*)`, lastRowid: sql<number>`coalesce(max(rowid), 0)` }).from(table.table),
  );
  if (!first) return new Map();
  const results = await db.batch([first, ...rest]);
  return new Map(plan.tables.map((table, i) => [table.name, results[i]![0]!]));
}

interface Sources {
  db: Database;
  bucket: R2Bucket;
  plan: ExportPlan;
  snapshots: ReadonlyMap<string, TableSnapshot>;
  at: Date;
  by: string;
}

/**
 * The archive: the README, the manifest of stored files, then each table as CSV and as JSON,
 * streamed; a failure part-way ends the download short (its headers are gone) and is logged.
 */
export function exportArchive({ db, bucket, plan, snapshots, at, by }: Sources): ReadableStream<Uint8Array> {
  const text = (body: string) => () => new Blob([body]).stream();
  const entries: ZipEntry[] = [
    { path: README_PATH, body: text(readme(plan, snapshots, { at, by })) },
    { path: MANIFEST_PATH, body: () => manifestCsv(db, bucket, plan.files) },
    ...plan.tables.flatMap((table) => {
      const snapshot = snapshots.get(table.name) ?? { rows: 0, lastRowid: 0 };
      return [
        { path: csvPath(table.name), body: () => tableCsv(db, table, snapshot) },
        { path: jsonPath(table.name), body: () => tableJson(db, table, snapshot) },
      ];
    }),
  ];
  const zip = zipStream(entries, new Date(at.getTime() + IST_OFFSET_MS)).getReader();
  let bytes = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const { done, value } = await zip.read();
          if (done) {
            log("info", "data_export_finished", { bytes });
            controller.close();
          } else {
            bytes += value.length;
            controller.enqueue(value);
          }
        } catch (err) {
          log("error", "data_export_failed", { bytes, message: err instanceof Error ? err.message : String(err) });
          controller.error(err);
        }
      },
      cancel(reason) {
        return zip.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
}
