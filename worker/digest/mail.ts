import { atFirstUse } from "#core/format/at-first-use";
import { renderMail } from "../mail/layout";
import type { DigestPart } from "./section";

const longDay = atFirstUse(() => new Intl.DateTimeFormat("en-IN", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }));
const shortDay = atFirstUse(() => new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" }));

/** A YYYY-MM-DD India date as a digest writes it: "Friday, 27 November", or short, "25 Nov". */
export const digestDay = (day: string, length: "long" | "short" = "long") => (length === "long" ? longDay : shortDay)().format(new Date(`${day}T00:00:00Z`));

/** "leads", "leads and meetings", "leads, meetings and visits". */
function listed(nouns: readonly string[]): string {
  const last = nouns.at(-1) ?? "";
  return nouns.length < 2 ? last : `${nouns.slice(0, -1).join(", ")} and ${last}`;
}

/** One section's part of a colleague's mail, with the noun its section lists. */
export interface NamedPart extends DigestPart {
  noun: string;
}

/**
 * One colleague's mail from the parts the sections gave, in the composition's order. With one part it
 * reads as that section alone always has: "Your leads for Friday, 27 November: 2 follow-ups due",
 * "Here is where your leads stand on …", its count lines, rows and link. With more, the subject and the
 * greeting name every section ("Your leads and meetings for …"), the subject's words of two sections
 * are set apart by a semicolon, each section's count lines are a paragraph of their own, the rows
 * follow one another (each row's label says its list), and each section keeps its own link.
 */
export function digestMail(day: string, name: string, parts: readonly NamedPart[]) {
  const nouns = listed(parts.map((part) => part.noun));
  const subject = `Your ${nouns} for ${digestDay(day)}: ${parts.map((part) => part.subject.join(", ")).join("; ")}`;
  const content = renderMail({
    heading: name ? `Good morning, ${name}` : "Good morning",
    paragraphs: [`Here is where your ${nouns} stand on ${digestDay(day)}.`, ...parts.map((part) => part.counts.join("\n"))],
    fields: parts.flatMap((part) => part.rows),
    link: parts.flatMap((part) => (part.link ? [part.link] : [])),
    footer: "You get this mail every morning at 9:00 IST. To stop it, switch off “Morning digest” under Settings in the admin.",
  });
  return { subject, ...content };
}
