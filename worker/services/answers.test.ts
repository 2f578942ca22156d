import { describe, expect, it } from "vitest";
import { KINDS_WITH_DOCUMENTS } from "#core/content/answers/types";
import { subServiceAnswer, subServiceAnswers } from "#core/content/sub-service-answers";
import { subServiceKeys, type ServiceId } from "#core/taxonomies/services";

const all = subServiceKeys.map((key) => {
  const [serviceId, subServiceId] = key.split("/") as [ServiceId, string];
  return { key, answer: subServiceAnswer(serviceId, subServiceId) };
});

/** Sentences end in ., ! or ? followed by a space or the end ("₹1.5 crore" is not an end). */
const sentences = (text: string) => text.split(/[.!?](?:\s|$)/).filter((part) => part.trim()).length;

describe("the answers of the sub-service pages", () => {
  it("cover exactly the 27 sub-services of the taxonomy", () => {
    expect(all).toHaveLength(27);
    const written = Object.entries(subServiceAnswers).flatMap(([serviceId, answers]) => Object.keys(answers).map((id) => `${serviceId}/${id}`));
    expect(written.sort()).toEqual([...subServiceKeys].sort());
  });

  it.each(all)("$key answers who, how, what to bring, how long and the usual questions", ({ answer }) => {
    expect(answer).toBeDefined();
    const a = answer!;
    expect(a.summary.length).toBeGreaterThan(60);
    expect(sentences(a.summary)).toBeLessThanOrEqual(2);
    expect(a.whoFor.length).toBeGreaterThanOrEqual(3);
    expect(a.steps.length).toBeGreaterThanOrEqual(3);
    expect(a.timeline.length).toBeGreaterThan(40);
    expect(a.faqs.length).toBeGreaterThanOrEqual(3);
    expect(a.faqs.length).toBeLessThanOrEqual(5);
    for (const faq of a.faqs) {
      expect(faq.question.endsWith("?"), faq.question).toBe(true);
      expect(faq.answer.length).toBeGreaterThan(20);
    }
    expect(new Set(a.faqs.map((faq) => faq.question)).size).toBe(a.faqs.length);
    // Registrations, filings and applications list the documents; programmes say what the engagement is instead.
    if (KINDS_WITH_DOCUMENTS.has(a.kind)) expect("documents" in a && a.documents.length >= 4).toBe(true);
    if (a.kind === "programme") expect(a.engagement.length).toBeGreaterThanOrEqual(3);
    else expect(a.documents.length).toBeGreaterThanOrEqual(3);
    for (const line of [...a.whoFor, ...a.steps, ...("documents" in a ? a.documents : a.engagement)]) expect(line.trim()).toBe(line);
  });

  it("treat the registrations and filings the issue names as ones that list documents", () => {
    const registrationsAndFilings = [
      "legal-consultancy/gst-registration",
      "legal-consultancy/gst-compliance",
      "legal-consultancy/income-tax-compliance",
      "legal-consultancy/corporate-tax-compliance",
      "startup-msme-consulting/dpiit-registration",
      "startup-msme-consulting/incubation-registration",
      "incubation-ecosystem/startup-india-registration",
      "incubation-ecosystem/msme-compliance",
      "incubation-ecosystem/incubation-registration",
    ];
    for (const key of registrationsAndFilings) {
      const kind = all.find((entry) => entry.key === key)?.answer?.kind;
      expect(kind && KINDS_WITH_DOCUMENTS.has(kind), key).toBe(true);
    }
    // Mentoring, introductions and training bring no papers.
    for (const key of ["startup-msme-consulting/mentorship-programs", "startup-msme-consulting/networking-opportunities", "corporate-training/skills-enhancement"]) {
      expect(all.find((entry) => entry.key === key)?.answer?.kind, key).toBe("programme");
    }
  });

  it("finds no answer for a sub-service under the wrong service line", () => {
    expect(subServiceAnswer("business-consultancy", "gst-registration")).toBeUndefined();
    expect(subServiceAnswer("legal-consultancy", "constructor")).toBeUndefined();
  });
});
