import { type SQL, sql } from "drizzle-orm";
import { callbackSubject, callbackTimes } from "#core/taxonomies/inquiries";
import { inquiries } from "./tables";

const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * An inquiry's subject as the staff read it, in every list, mail and export that shows one: a
 * contact message's own, and for a call-back request the time it asked for in English words
 * (`callbackSubject`), which the database stores as a key. Written from the taxonomy, so the words
 * cannot differ from what the code says elsewhere.
 */
export const inquirySubject: SQL<string | null> = sql<string | null>`case when ${inquiries.type} = 'callback' then case ${inquiries.callbackTime} ${sql.raw(
  callbackTimes.map((time) => `when ${quoted(time)} then ${quoted(callbackSubject(time))}`).join(" "),
)} else ${sql.raw(quoted(callbackSubject(null)))} end else ${inquiries.subject} end`;
