import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { inquiries } from "../leads/tables";
import { PUBLIC_REFERENCE } from "../submissions/reference";

/** The public reference a visitor quotes ("vbs-7k3q-9m2d" as typed), when that is all the admin typed. */
function referenceIn(text: string): string | null {
  const upper = text.trim().toUpperCase();
  return PUBLIC_REFERENCE.test(upper) ? upper : null;
}

/**
 * The FTS5 query for what the admin typed: each word a quoted string token (inner quotes doubled),
 * so nothing typed is read as FTS5 syntax (AND, OR, NEAR, column filters, `*`, `^`); the words
 * must all match, and the last one may be the start of a word, so results appear while typing.
 * Null when nothing searchable was typed (only punctuation).
 */
export function ftsQuery(text: string): string | null {
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
  if (words.length === 0) return null;
  return words.map((word, i) => `"${word.replaceAll('"', '""')}"${i === words.length - 1 ? "*" : ""}`).join(" ");
}

/**
 * How the page's rows are found for a search, chosen by how many inquiries match: few matches are
 * looked up by id and sorted; many are found by walking the date index newest first, testing each
 * against the matches (the unary `+` keeps SQLite from looking every match up instead), which stops
 * after one page. Either way a page costs a few milliseconds at 100,000 inquiries.
 */
export type SearchPlan = "lookup" | "scan";
export const LOOKUP_BELOW = 2000;

/**
 * Inquiries whose name, email, phone, subject or message match, or the one whose public reference
 * was typed (the unique index finds it): the search index (migration 0008_inquiries_search) is queried with the user's words as one bound parameter.
 */
export function matchingInquiries(text: string, plan: SearchPlan = "lookup"): SQL {
  const reference = referenceIn(text);
  if (reference) return sql`${inquiries.reference} = ${reference}`;
  const query = ftsQuery(text);
  if (query === null) return sql`0`;
  const matches = sql`(select rowid from inquiries_search where inquiries_search match ${query})`;
  return plan === "lookup" ? sql`${inquiries.id} in ${matches}` : sql`+${inquiries.id} in ${matches}`;
}

/** How many inquiries match, counted in the search index alone (it holds exactly the inquiries' rows). */
export function countMatching(db: Database, text: string) {
  const reference = referenceIn(text);
  if (reference) {
    return db.get<{ n: number }>(sql`select count(*) as n from ${inquiries} where ${inquiries.reference} = ${reference}`).then((row) => row?.n ?? 0);
  }
  const query = ftsQuery(text);
  if (query === null) return Promise.resolve(0);
  return db
    .get<{ n: number }>(sql`select count(*) as n from inquiries_search where inquiries_search match ${query}`)
    .then((row) => row?.n ?? 0);
}
