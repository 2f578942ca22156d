import type { ServiceId } from "../taxonomies/services";
import { businessConsultancyAnswers } from "./answers/business-consultancy";
import { corporateTrainingAnswers } from "./answers/corporate-training";
import { financialConsultancyAnswers } from "./answers/financial-consultancy";
import { incubationEcosystemAnswers } from "./answers/incubation-ecosystem";
import { legalConsultancyAnswers } from "./answers/legal-consultancy";
import { startupMsmeAnswers } from "./answers/startup-msme-consulting";
import type { ServiceLineAnswers, SubServiceAnswer } from "./answers/types";

/**
 * The buyer's answers of all 27 sub-service pages (core/content/answers/, one module per service
 * line). The worker reads them and a page receives only its own through the API
 * (GET /api/services/:serviceId/:subServiceId), so no page's script carries the other 26.
 */
export const subServiceAnswers: { [S in ServiceId]: ServiceLineAnswers<S> } = {
  "startup-msme-consulting": startupMsmeAnswers,
  "business-consultancy": businessConsultancyAnswers,
  "financial-consultancy": financialConsultancyAnswers,
  "legal-consultancy": legalConsultancyAnswers,
  "corporate-training": corporateTrainingAnswers,
  "incubation-ecosystem": incubationEcosystemAnswers,
};

/** The answer of a sub-service of a service line, or undefined when the line has no such sub-service. */
export function subServiceAnswer(serviceId: ServiceId, subServiceId: string): SubServiceAnswer | undefined {
  const answers: Record<string, SubServiceAnswer> = subServiceAnswers[serviceId];
  return Object.hasOwn(answers, subServiceId) ? answers[subServiceId] : undefined;
}
