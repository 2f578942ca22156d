import type { DeadlineKind } from "../taxonomies/compliance";

/**
 * The compliance calendar's shapes: the statutory due dates of one financial year, each citing the
 * law behind it and the penalty for missing it (./fy-2026-27.ts writes them), and the calendar as
 * the site shows it, with the extensions staff record in the admin (worker/compliance). The kinds of
 * due dates are a taxonomy (core/taxonomies/compliance.ts).
 */

/** What a due date says in words, in one language. */
export interface DeadlineText {
  /** The form or payment as filers name it: "GSTR-3B", "Advance tax", "AOC-4". */
  form: string;
  /** The line a visitor scans: "GSTR-3B for October 2026". */
  title: string;
  /** Who must meet it, in plain words: "Regular taxpayers filing monthly (not under QRMP)". */
  who: string;
  /** The Act, section, rule or notification that sets the date. */
  citation: string;
  /** What missing it costs, in plain words. */
  penalty: string;
  /** The provision that sets the penalty. */
  penaltyCitation: string;
  /** An assumption the date rests on (an AGM held on 30 September), said beside it. */
  assumption?: string;
}

/** One due date as the law sets it, in English, with its words in Hindi beside them. */
export interface Deadline extends DeadlineText {
  /**
   * Stable for as long as the date exists: the feed's UID, the key of staff's extension and of a
   * reminder already sent. Lowercase words and digits with hyphens, e.g. "gstr-3b-monthly-2026-10".
   */
  id: string;
  kind: DeadlineKind;
  /** The statutory due date, YYYY-MM-DD (India). */
  dueDate: string;
  /** The same words in Hindi (docs/hindi.md): form codes, section and notification numbers as written. */
  hi: DeadlineText;
}

/** A financial year's calendar as written from the rules. */
export interface ComplianceYear {
  /** "2026-27". */
  label: string;
  /** The first day, "2026-04-01", and the last, "2027-03-31". */
  starts: string;
  ends: string;
  /** The day the dates and citations were last checked against the law. */
  verifiedOn: string;
  deadlines: readonly Deadline[];
}

/** A date moved by a notification or circular, as staff record it in the admin. */
export interface DeadlineExtension {
  /** The new due date, YYYY-MM-DD. */
  extendedTo: string;
  /** The notification or circular that moved it, as it should be cited: "CBDT Circular 12/2026, 18 July 2026". */
  source: string;
  /** The same in Hindi, when staff wrote it ("सीबीडीटी परिपत्र 12/2026, 18 जुलाई 2026"); a Hindi page shows the English, marked, until then. */
  sourceHi: string | null;
  /** Where to read it, when it is online. */
  sourceUrl: string | null;
  /** When staff recorded it (ISO timestamp). */
  recordedAt: string;
}

/** What staff changed of one due date: its extension, if one stands, and how many changes so far. */
export interface DeadlineChanges {
  extension: DeadlineExtension | null;
  /** Every extension recorded, edited or taken back counts one: the feed's SEQUENCE. */
  revision: number;
}

/** A due date as the calendar shows it: the law's date, and the extension when staff recorded one. */
export interface CalendarEntry extends Deadline, DeadlineChanges {
  /** The date that now applies: the extension's, or the statutory one. */
  due: string;
}

/** A calendar entry in one language, as the public API sends it (core/compliance/calendar.ts `inLanguage`). */
export type LocalizedEntry = Omit<CalendarEntry, "hi">;
