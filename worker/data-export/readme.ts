import { formatDateTime } from "#core/format/date";
import type { ExportPlan } from "./plan";
import type { TableSnapshot } from "./table-files";

/** Where each kind of file sits in the archive. */
export const csvPath = (table: string) => `spreadsheets/${table}.csv`;
export const jsonPath = (table: string) => `data/${table}.json`;
export const MANIFEST_PATH = "files.csv";
export const README_PATH = "README.txt";

const count = (n: number) => `${n.toLocaleString("en-IN")} ${n === 1 ? "row" : "rows"}`;

/** Lines wrapped for Notepad and a phone's text viewer, which do not wrap plain text for you. */
function wrap(text: string, indent = ""): string[] {
  const lines: string[] = [];
  let line = indent;
  for (const word of text.split(" ")) {
    if (line.trim() && line.length + word.length + 1 > 78) {
      lines.push(line);
      line = indent;
    }
    line += line.trim() ? ` ${word}` : word;
  }
  return [...lines, line];
}

/**
 * The archive's README, for an owner who is not a developer: what the archive is and how to keep
 * it, what each file holds and how many rows, how to open the spreadsheets, what was left out and
 * why, and where restoring the site is done instead. CRLF line ends, so Notepad shows lines.
 */
export function readme(plan: ExportPlan, snapshots: ReadonlyMap<string, TableSnapshot>, exported: { at: Date; by: string }): string {
  const paragraphs: string[][] = [
    ["A COPY OF THE WEBSITE'S DATA", "", ...wrap(`Exported on ${formatDateTime(exported.at.toISOString())} IST by ${exported.by}, from Settings > Export all data in the website's admin.`)],
    [
      "WHAT THIS IS",
      "",
      ...wrap("This archive holds a copy of every record the website and its admin keep, from clients' messages to the activity log, table by table as listed below. It is yours to keep and to read. It is not a way to put the website back as it was: see RESTORING THE WEBSITE at the end."),
      "",
      ...wrap("Keep it safe. It holds clients' names, email addresses, phone numbers and messages, which the Digital Personal Data Protection Act, 2023 asks the firm to protect. Keep it on an encrypted drive or in a folder only you can open, never send it by email or WhatsApp, and delete copies you no longer need."),
    ],
    [
      "WHAT IS INSIDE",
      "",
      `  ${README_PATH.padEnd(16)}this file`,
      "  spreadsheets/   one CSV file per kind of record, for Excel or Google Sheets",
      "  data/           the same records as JSON, for a developer or another program",
      `  ${MANIFEST_PATH.padEnd(16)}every stored file (photos, logos, resumes): its name in`,
      "                  storage, its size, when it was uploaded and what it belongs to",
      "",
      ...wrap("The stored files themselves are not in this archive, only the list of them: the photos are on the website, and the resumes can be downloaded from each inquiry in the admin. The runbook (docs/operations.md) says how a developer copies them all."),
    ],
    [
      "THE RECORDS",
      "",
      ...wrap("Each kind of record is in two files with the same name: spreadsheets/<name>.csv and data/<name>.json. The counts are as the export began."),
      ...plan.tables.flatMap((table) => [
        "",
        `  ${table.name}: ${count(snapshots.get(table.name)?.rows ?? 0)}`,
        ...wrap(table.about, "    "),
        ...(table.left ? wrap(`Left out: ${table.left.columns.join(", ")}. ${table.left.because}`, "    ") : []),
      ]),
    ],
    [
      "OPENING THE SPREADSHEETS",
      "",
      ...wrap("On a computer, first extract the archive (Windows: right-click it and choose Extract All; Mac: double-click it). A CSV file opened straight from inside the archive opens read-only."),
      "",
      ...wrap("Excel: double-click a .csv file. Hindi and other non-English text shows correctly, as each file starts with a marker that tells Excel it is UTF-8. To keep long numbers such as phone numbers exactly as written, open Excel first and use Data > From Text/CSV, choose the file, then Transform Data and set those columns to Text."),
      "",
      ...wrap("Google Sheets: open sheets.google.com, create a blank spreadsheet, then File > Import > Upload and choose the .csv file."),
      "",
      ...wrap("On a phone: open the archive in the Files app (Android or iPhone) to see the files, then open a .csv file with Google Sheets or Excel."),
      "",
      ...wrap("A cell that began with =, +, -, @ or a tab starts with an apostrophe ('), so that a spreadsheet shows it as the text a visitor typed and never runs it as a formula."),
      "",
      ...wrap("Times are in UTC and look like 2026-11-29T08:15:30.000Z; India (IST) is 5 hours 30 minutes ahead, so that one is 1:45 pm IST. Amounts in rupees are whole rupees. Lists and settings (for example the options a visitor ticked) are written the way the data/ files write them."),
    ],
    [
      "WHAT WAS LEFT OUT, AND WHY",
      "",
      ...plan.kept.flatMap((table, i) => [...wrap(`${table.name}: ${table.because}`, "  "), ...(i < plan.kept.length - 1 ? [""] : [])]),
    ],
    [
      "RESTORING THE WEBSITE",
      "",
      ...wrap("This archive cannot be loaded back into the website. To undo a mistake from the last 30 days, Cloudflare's D1 Time Travel puts the database back to any minute in that time; for older mistakes or a lost database, the weekly backup made with npm run backup is restored. Both are in section 1 of the operations runbook (docs/operations.md), for whoever looks after the website's technical side."),
    ],
  ];
  return `${paragraphs.map((lines) => lines.join("\r\n")).join("\r\n\r\n")}\r\n`;
}
