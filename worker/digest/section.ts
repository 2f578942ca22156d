import type { AdminRole, Permission } from "#core/taxonomies/admin-roles";
import type { Database } from "../db/client";
import type { MailField, MailLink } from "../mail/layout";

/** One cron run's morning: what every section reads the same for every colleague. */
export interface DigestRun {
  db: Database;
  now: Date;
  /** The India date the digest is for, YYYY-MM-DD. */
  day: string;
  /** SITE_URL's origin, for the links into the admin; null when it is not set (the mail then has none). */
  origin: string | null;
}

/** A colleague the digest goes to. */
export interface DigestColleague {
  id: number;
  role: AdminRole;
}

/**
 * What one section says to one colleague. The words are the section's, the frame the kit's
 * (worker/digest/mail.ts): "Your <noun> for <day>: <subject words>", "Here is where your <noun>
 * stand on <day>.", then the section's count lines, its rows and its link.
 */
export interface DigestPart {
  /** The subject's words, each a count: "2 follow-ups due". */
  subject: string[];
  /** One line per list it counts: "Follow-ups due today or overdue: 2". */
  counts: string[];
  /** One row per item, each labelled with its list (the mail has one table of rows). */
  rows: MailField[];
  /** Where the whole list is in the admin; none without SITE_URL. */
  link?: MailLink;
}

/**
 * A feature's section of the morning digest (its declaration's `digest`): mailed at 9:00 IST to each
 * colleague who keeps the digest on and whose role holds `permission`.
 */
export interface DigestSection {
  /** Who may read it: a colleague whose role lacks it gets no such section. */
  permission: Permission;
  /** What it lists, as "your …" reads in the subject and the greeting: "leads". */
  noun: string;
  /**
   * Opens the section for one run (settings it reads once, however many colleagues), and gives
   * its part for each colleague, or null when it has nothing to list for them.
   */
  open: (run: DigestRun) => Promise<(colleague: DigestColleague) => Promise<DigestPart | null>>;
}
