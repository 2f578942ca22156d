import { describe, expect, it } from "vitest";
import { blogCategories } from "./blog";
import { inquiryTypeLabel } from "./inquiry";
import { jobTypes } from "./job";
import { slugify } from "./slug";

describe("slugify", () => {
  it.each([
    ["Hello, World! 2026", "hello-world-2026"],
    ["  --GST Registration: A Guide--  ", "gst-registration-a-guide"],
    ["Tax & Legal / Compliance", "tax-legal-compliance"],
    ["Ünïcode Ärticle", "n-code-rticle"],
    ["!!!", ""],
  ])("%s → %s", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});

describe("enumerations", () => {
  it("has the spec's eight blog categories and six job types", () => {
    expect(blogCategories).toEqual(["Business Strategy", "Finance", "Startups", "Legal", "Marketing", "Technology", "Leadership", "Operations"]);
    expect(jobTypes).toEqual(["Full-time", "Part-time", "Contract", "Freelance", "Internship", "Remote"]);
  });

  it("labels inquiry types", () => {
    expect(inquiryTypeLabel("contact")).toBe("Contact Form");
    expect(inquiryTypeLabel("job_application")).toBe("Job Application");
    expect(inquiryTypeLabel("quote")).toBe("Quote");
    expect(inquiryTypeLabel("service_enquiry")).toBe("Service Enquiry");
  });
});
