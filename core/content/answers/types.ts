import type { ServiceId, SubServiceId } from "../../taxonomies/services";
import type { Faq } from "../types";

/**
 * What kind of work a sub-service is, which decides what the client brings:
 * - `registration`: a registration or recognition granted by a government body or an incubator;
 * - `filing`: returns and statutory filings that recur;
 * - `application`: an application for a loan, grant or scheme, judged on its papers;
 * - `advisory`: a consulting assignment built on the client's own records;
 * - `programme`: mentoring, introductions or training, where the client brings time, not papers.
 */
export const answerKinds = ["registration", "filing", "application", "advisory", "programme"] as const;
export type AnswerKind = (typeof answerKinds)[number];

/** The kinds for which the page must list the documents a client brings. */
export const KINDS_WITH_DOCUMENTS: ReadonlySet<AnswerKind> = new Set<AnswerKind>(["registration", "filing", "application"]);

interface AnswerBase {
  /** One or two sentences shown above the fold: what the service is and what the client gets. */
  summary: string;
  /** Who the service is for, one line each. */
  whoFor: string[];
  /** The steps, in order, one sentence each. */
  steps: string[];
  /** How long it typically takes, stated as "typically" where a government body decides. */
  timeline: string;
  /** The rule or official source a government timeline rests on, when there is one. */
  timelineBasis?: string;
  /** Three to five questions a buyer asks, answered plainly; the page emits them as FAQPage data. */
  faqs: Faq[];
}

/** Registrations, filings and applications: the documents the client brings are required. */
interface PaperworkAnswer extends AnswerBase {
  kind: "registration" | "filing" | "application";
  documents: string[];
}

/** Advisory work: the records that let the work start, where any apply. */
interface AdvisoryAnswer extends AnswerBase {
  kind: "advisory";
  documents: string[];
}

/** Mentoring, introductions and training: what the engagement looks like instead of documents. */
interface ProgrammeAnswer extends AnswerBase {
  kind: "programme";
  engagement: string[];
}

/** The buyer's answers of one sub-service page. */
export type SubServiceAnswer = PaperworkAnswer | AdvisoryAnswer | ProgrammeAnswer;

/** The answers of every sub-service of service line `S`, one per sub-service id. */
export type ServiceLineAnswers<S extends ServiceId> = Record<SubServiceId<S>, SubServiceAnswer>;
