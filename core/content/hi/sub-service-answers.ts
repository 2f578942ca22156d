import type { Translated } from "../../i18n/translated";
import type { ServiceId } from "../../taxonomies/services";
import type { SubServiceAnswer } from "../answers/types";
import type * as en from "../sub-service-answers";
import { businessConsultancyAnswers } from "./answers/business-consultancy";
import { corporateTrainingAnswers } from "./answers/corporate-training";
import { financialConsultancyAnswers } from "./answers/financial-consultancy";
import { incubationEcosystemAnswers } from "./answers/incubation-ecosystem";
import { legalConsultancyAnswers } from "./answers/legal-consultancy";
import { startupMsmeAnswers } from "./answers/startup-msme-consulting";

/** The Hindi buyer's answers of all 27 sub-service pages (core/content/hi/answers/, one module per service line). */
export const subServiceAnswers: Translated<typeof en.subServiceAnswers> = {
  "startup-msme-consulting": startupMsmeAnswers,
  "business-consultancy": businessConsultancyAnswers,
  "financial-consultancy": financialConsultancyAnswers,
  "legal-consultancy": legalConsultancyAnswers,
  "corporate-training": corporateTrainingAnswers,
  "incubation-ecosystem": incubationEcosystemAnswers,
};

/** The Hindi answer of a sub-service of a service line, or undefined when the line has no such sub-service. */
export function subServiceAnswer(serviceId: ServiceId, subServiceId: string): Translated<SubServiceAnswer> | undefined {
  const answers: Record<string, Translated<SubServiceAnswer>> = subServiceAnswers[serviceId];
  return Object.hasOwn(answers, subServiceId) ? answers[subServiceId] : undefined;
}
