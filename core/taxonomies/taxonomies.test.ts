import { describe, expect, it } from "vitest";
import { services } from "../content/services";
import { subServices } from "../content/sub-services";
import { blogCategories, blogTopicSlugs, blogTopics } from "./blog";
import { inquiryStatusBadges, inquiryStatusLabels, inquiryStatuses, inquiryTypeLabel, inquiryTypes } from "./inquiries";
import { jobTypes } from "./jobs";
import { serviceIds, subServiceIds } from "./services";

describe("blog taxonomy", () => {
  it("has the spec's eight categories", () => {
    expect(blogCategories).toEqual(["Business Strategy", "Finance", "Startups", "Legal", "Marketing", "Technology", "Leadership", "Operations"]);
  });

  it("has the spec's eight topic links, in order", () => {
    expect(blogTopics.map((t) => [t.slug, t.label])).toEqual([
      ["startup", "Startup Strategy"],
      ["funding", "Funding & Investment"],
      ["legal", "Legal Compliance"],
      ["growth", "Business Growth"],
      ["technology", "Technology"],
      ["marketing", "Marketing"],
      ["finance", "Financial Management"],
      ["operations", "Operations"],
    ]);
    expect(blogTopics.map((t) => t.slug)).toEqual(blogTopicSlugs);
  });

  it("maps each topic to the categories it lists", () => {
    expect(Object.fromEntries(blogTopics.map((t) => [t.slug, t.categories]))).toEqual({
      startup: ["Startups"],
      funding: ["Finance"],
      legal: ["Legal"],
      growth: ["Business Strategy", "Leadership"],
      technology: ["Technology"],
      marketing: ["Marketing"],
      finance: ["Finance"],
      operations: ["Operations"],
    });
  });

  it("leaves no category without a topic", () => {
    const reachable = new Set(blogTopics.flatMap((t) => t.categories));
    expect(blogCategories.filter((c) => !reachable.has(c))).toEqual([]);
  });
});

describe("job taxonomy", () => {
  it("has the spec's six job types", () => {
    expect(jobTypes).toEqual(["Full-time", "Part-time", "Contract", "Freelance", "Internship", "Remote"]);
  });
});

describe("inquiry taxonomy", () => {
  it("labels contact and job applications by name and any other type capitalised", () => {
    // "callback" by the rule for any other value: capitalised; the other labels are unchanged.
    expect(inquiryTypes.map(inquiryTypeLabel)).toEqual(["Contact Form", "Service Enquiry", "Quote", "Job Application", "Callback"]);
    expect(inquiryTypeLabel("callback_request")).toBe("Callback Request");
  });

  it("has three statuses with their labels and badge variants", () => {
    expect(inquiryStatuses).toEqual(["new", "read", "replied"]);
    expect(inquiryStatuses.map((s) => [inquiryStatusLabels[s], inquiryStatusBadges[s]])).toEqual([
      ["New", "default"],
      ["Read", "secondary"],
      ["Replied", "success"],
    ]);
  });
});

describe("service taxonomy", () => {
  it("lists the service lines in the order of their content", () => {
    expect(services.map((s) => s.id)).toEqual(serviceIds);
  });

  it("lists every sub-service the content describes, in the same order, and no other", () => {
    expect(Object.keys(subServices)).toEqual(serviceIds);
    for (const id of serviceIds) expect(subServices[id].map((s) => s.id), id).toEqual(subServiceIds[id]);
  });
});
