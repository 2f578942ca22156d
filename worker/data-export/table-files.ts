import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { type CsvValue, csvStream } from "../lib/csv";
import type { PlannedTable } from "./plan";

/** Rows read per query: few round trips, and one page is all the export holds of a table at a time. */
const PAGE_ROWS = 500;

/** Where a table's export stops: its last row as the export began, so every file agrees with the README's count. */
export interface TableSnapshot {
  rows: number;
  lastRowid: number;
}

type Row = Record<string, unknown> & { rowid: number };

/**
 * One page of a table after `rowid`, each row keyed by the columns' names in the database and
 * typed as drizzle reads them (booleans, JSON), in rowid order: keyset paging, so the last page
 * costs what the first did. Every exported table is an ordinary one, which has a rowid.
 */
function page(db: Database, table: PlannedTable, snapshot: TableSnapshot) {
  const fields = Object.fromEntries(table.columns.map((column) => [column.name, column]));
  return (after: number | null) =>
    db
      .select({ ...fields, rowid: sql<number>`rowid` })
      .from(table.table)
      .where(sql`rowid > ${after ?? 0} and rowid <= ${snapshot.lastRowid}`)
      .orderBy(sql`rowid`)
      .limit(PAGE_ROWS) as Promise<Row[]>;
}

/** A value as a spreadsheet cell: a list or an object (a JSON column) as its JSON text. */
const cell = (value: unknown): CsvValue => (value !== null && typeof value === "object" ? JSON.stringify(value) : (value as CsvValue));

/** The table as CSV, through the CSV exports' own writer (byte order mark, formula cells neutralised). */
export function tableCsv(db: Database, table: PlannedTable, snapshot: TableSnapshot): ReadableStream<Uint8Array> {
  const names = table.columns.map((column) => column.name);
  return csvStream({
    header: names,
    pageSize: PAGE_ROWS,
    page: page(db, table, snapshot),
    cursorOf: (row: Row) => row.rowid,
    cells: (row) => names.map((name) => cell(row[name])),
  });
}

/** The table as a JSON array, one row to a line, streamed a page at a time. */
export function tableJson(db: Database, table: PlannedTable, snapshot: TableSnapshot): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const read = page(db, table, snapshot);
  let after: number | null = null;
  let first = true;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const rows = await read(after);
        const lines = rows.map(({ rowid: _, ...row }) => JSON.stringify(row));
        if (lines.length > 0) {
          controller.enqueue(encoder.encode(`${first ? "[\n" : ",\n"}${lines.join(",\n")}`));
          first = false;
          after = rows[rows.length - 1]!.rowid;
        }
        if (rows.length < PAGE_ROWS) {
          controller.enqueue(encoder.encode(first ? "[]\n" : "\n]\n"));
          controller.close();
        }
      },
    },
    { highWaterMark: 0 },
  );
}
