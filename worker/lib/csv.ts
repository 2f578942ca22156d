import type { Context } from "hono";
import { log } from "./log";

/** What a cell may hold; null and undefined are empty cells. */
export type CsvValue = string | number | boolean | null | undefined;

/**
 * A spreadsheet runs a cell that starts with one of these as a formula (or, for tab and CR, after
 * trimming): prefixed with an apostrophe, the cell is shown as the text it is (OWASP CSV injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: neutralised, then quoted as RFC 4180 asks when it holds a comma, quote or line break. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, CRLF-terminated as RFC 4180 specifies. */
export function csvRow(cells: readonly CsvValue[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

/** Excel reads a file as UTF-8 only when it starts with the byte order mark. */
const BOM = "\uFEFF";

interface CsvSource<Row, Cursor> {
  header: readonly string[];
  /** The next page of rows after `cursor` (null: the first page); fewer than `pageSize` ends the file. */
  page: (cursor: Cursor | null) => Promise<Row[]>;
  pageSize: number;
  /** Where the next page starts: keyset paging, so every page costs the same however deep. */
  cursorOf: (row: Row) => Cursor;
  cells: (row: Row) => readonly CsvValue[];
}

/**
 * A CSV file as a stream: one page of rows is read only when the client has taken the previous
 * one, so an export of any size holds one page in memory.
 */
export function csvStream<Row, Cursor>(source: CsvSource<Row, Cursor>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cursor: Cursor | null = null;
  let done = false;
  let rows = 0;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(BOM + csvRow(source.header)));
      },
      async pull(controller) {
        if (done) return;
        try {
          const page = await source.page(cursor);
          if (page.length > 0) {
            controller.enqueue(encoder.encode(page.map((row) => csvRow(source.cells(row))).join("")));
            cursor = source.cursorOf(page[page.length - 1]);
            rows += page.length;
          }
          if (page.length < source.pageSize) {
            done = true;
            controller.close();
          }
        } catch (err) {
          // The headers are gone already: the download ends short, and the log says why.
          log("error", "csv_export_failed", { rows, message: err instanceof Error ? err.message : String(err) });
          controller.error(err);
        }
      },
    },
    { highWaterMark: 0 },
  );
}

/** The download response of a CSV stream, named `<name>-<YYYY-MM-DD>.csv`. */
export function csvResponse(c: Context, name: string, body: ReadableStream<Uint8Array>): Response {
  const filename = `${name}-${new Date().toISOString().slice(0, 10)}.csv`;
  return c.body(body, 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${filename}"`,
  });
}
