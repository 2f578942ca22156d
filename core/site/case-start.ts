import type { Locale } from "../i18n/locale";
import { subServiceAnswer as englishAnswer } from "../content/sub-service-answers";
import { subServiceAnswer as hindiAnswer } from "../content/hi/sub-service-answers";
import { caseCopy as englishCopy } from "../content/cases";
import { caseCopy as hindiCopy } from "../content/hi/cases";
import type { ServiceId } from "../taxonomies/services";

/** What a new case of a sub-service starts with, in the client's language. */
export interface CaseStart {
  /** The documents asked for, each with the note it starts with (the Aadhaar item's: a masked one is enough). */
  items: { label: string; note: string | null }[];
  steps: string[];
  /** A filing recurs: the firm opens one case per period (a month's or a year's return). */
  recurring: boolean;
}

const AADHAAR = /aadhaar|आधार/i;

/**
 * The checklist and steps of a new case, from the sub-service's page: its `documents` (registration,
 * filing, application and advisory work) or none (the programmes, which list an `engagement`: the
 * client brings time, not papers), and its `steps`. Undefined for a sub-service the line lacks.
 */
export function caseStart(serviceId: ServiceId, subServiceId: string, language: Locale): CaseStart | undefined {
  const answer = language === "hi" ? hindiAnswer(serviceId, subServiceId) : englishAnswer(serviceId, subServiceId);
  if (!answer) return undefined;
  const copy = language === "hi" ? hindiCopy : englishCopy;
  const documents = "documents" in answer ? answer.documents : [];
  return {
    items: documents.map((label) => ({ label, note: AADHAAR.test(label) ? copy.maskedAadhaarNote : null })),
    steps: [...answer.steps],
    recurring: answer.kind === "filing",
  };
}
