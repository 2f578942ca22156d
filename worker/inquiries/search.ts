import { type SQL, sql } from "drizzle-orm";
import { inquiries } from "../db/schema";

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
 * Inquiries whose name, email, phone, subject or message match: the index (migration
 * 0004_inquiries_search) is queried with the user's words as one bound parameter.
 */
export function matchingInquiries(text: string): SQL {
  const query = ftsQuery(text);
  if (query === null) return sql`0`;
  return sql`${inquiries.id} in (select rowid from inquiries_search where inquiries_search match ${query})`;
}
