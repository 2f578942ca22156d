import { describe, expect, it } from "vitest";
import { timeline, values } from "./about";
import { features, trustedBy } from "./home";
import { defaultSiteSettings } from "./site-defaults";
import { figureText } from "../format/site-settings";
import { faqs, industries } from "./services-page";
import { serviceMenu } from "./service-menu";
import { featurePages } from "./feature-pages";
import { services } from "./services";
import { getSubService, subServices } from "./sub-services";
import { freeTools, TOOLS_PATH, toolPaths, toolServiceLink, toolServicePath } from "./tools";
import { testimonials } from "./testimonials";
import { themes } from "./themes";

// Spec section 3, word for word (labels title-cased).
const SPEC_BENEFITS: Record<string, string[]> = {
  "startup-msme-consulting": [
    "DPIIT Registration", "Due Diligence", "Incubation Registration", "Government Funding Consultation",
    "Access to Experts", "Mentorship", "Networking",
  ],
  "business-consultancy": ["Strategic Planning", "Market Analysis", "Business Development", "Operational Efficiency", "Decision-Making"],
  "financial-consultancy": [
    "Financial Management", "Risk Management Analysis", "Inventory Management", "Company Valuation Report",
    "Financial Reporting", "Loan Consultation",
  ],
  "legal-consultancy": [
    "Income Tax Compliance", "GST Registration", "GST Compliance", "Corporate Tax Compliance",
    "Legal Document Preparation", "Regulatory Compliance Guidance",
  ],
  "corporate-training": ["Skills Enhancement", "Entrepreneurship Training", "Leadership Programs", "Productivity", "Team Cohesion"],
  "incubation-ecosystem": [
    "Startup India Registration", "MSME Complete Compliance", "Incubation Registration", "Government Funding Consultation",
    "Resource and Infrastructure Support", "Networking",
  ],
};

const SPEC_SUB_SERVICES: Record<string, string[]> = {
  "startup-msme-consulting": [
    "dpiit-registration", "due-diligence", "incubation-registration", "government-funding", "industry-experts",
    "mentorship-programs", "networking-opportunities",
  ],
  "business-consultancy": ["strategic-planning", "market-analysis", "business-development"],
  "financial-consultancy": [
    "financial-management", "risk-management", "inventory-management", "company-valuation", "financial-reporting",
    "loan-consultation",
  ],
  "legal-consultancy": ["income-tax-compliance", "gst-registration", "gst-compliance", "corporate-tax-compliance"],
  "corporate-training": ["skills-enhancement", "entrepreneurship-training", "leadership-programs"],
  "incubation-ecosystem": ["startup-india-registration", "msme-compliance", "incubation-registration", "government-funding"],
};

describe("services", () => {
  it("are the spec's six, in order, with its benefits and a five-step process each", () => {
    expect(services.map((s) => s.id)).toEqual(Object.keys(SPEC_BENEFITS));
    for (const service of services) {
      expect(service.benefits).toEqual(SPEC_BENEFITS[service.id]);
      expect(service.process).toHaveLength(5);
      expect(service.title && service.shortDescription && service.description).toBeTruthy();
    }
    expect(services.map((s) => s.landingPath)).toEqual([
      "/startup-consulting", "/business-consultancy", "/financial-consultancy", "/legal-consultancy",
      "/corporate-training", "/incubation-ecosystem",
    ]);
  });

  it("link each key feature that has a sub-service page of its own to it, and no other", () => {
    for (const service of services) {
      const pages = subServices[service.id];
      const linked: Partial<Record<string, string>> = featurePages[service.id];
      for (const [benefit, id] of Object.entries(linked)) {
        expect(service.benefits, `${service.id}: "${benefit}" is one of its key features`).toContain(benefit);
        expect(pages.map((sub) => sub.id), `${service.id}: "${benefit}" links to one of its sub-services`).toContain(id);
      }
      // A feature named exactly as one of the service's sub-services is that page.
      for (const benefit of service.benefits) {
        const sameTitle = pages.find((sub) => sub.title === benefit);
        if (sameTitle) expect(linked[benefit], `${service.id}: "${benefit}"`).toBe(sameTitle.id);
      }
    }
  });

  it("group exactly the spec table's sub-service ids, each with a title, description and features", () => {
    expect(Object.fromEntries(Object.entries(subServices).map(([id, list]) => [id, list.map((s) => s.id)]))).toEqual(
      SPEC_SUB_SERVICES,
    );
    const all = Object.values(subServices).flat();
    expect(all).toHaveLength(27);
    for (const sub of all) {
      expect(sub.title && sub.description).toBeTruthy();
      expect(sub.features.length).toBeGreaterThanOrEqual(3);
    }
  });

  it("each have a landing theme with its background image", () => {
    for (const service of services) {
      expect(themes[service.id].backgroundImage).toBe(`/assets/landing/${service.id}.jpg`);
      expect(themes[service.id].symbols.length).toBeGreaterThan(0);
    }
  });
});

describe("marketing content", () => {
  it("carries the spec's figures and lists", () => {
    const shown = (figures: typeof defaultSiteSettings.heroFigures) => figures.map((f) => ({ value: figureText(f), label: f.label }));
    expect(shown(defaultSiteSettings.heroFigures)).toEqual([
      { value: "500+", label: "Happy Clients" },
      { value: "100%", label: "Success Rate" },
    ]);
    expect(shown(defaultSiteSettings.statFigures)).toEqual([
      { value: "250+", label: "Clients Served" },
      { value: "8+", label: "Years Experience" },
      { value: "95%", label: "Client Retention" },
      { value: "500+", label: "Projects Completed" },
    ]);
    expect(features.map((f) => f.title)).toEqual([
      "Strategic Growth Planning", "Market Expansion", "Risk Management", "Team Development", "Quality Assurance",
      "Digital Transformation",
    ]);
    expect(trustedBy).toEqual(["Client 1", "Client 2", "Client 3", "Client 4", "Client 5", "Client 6"]);
    expect(values.map((v) => v.title)).toEqual(["Integrity", "Excellence", "Innovation", "Collaboration"]);
    expect(timeline.map((t) => t.year)).toEqual(["2018", "2022", "2024", "2024", "2025", "2025"]);
    expect(industries.map((i) => i.title)).toEqual([
      "Technology", "E-commerce", "Healthcare", "Manufacturing", "Retail", "Financial Services", "Food & Beverage", "Education",
    ]);
    expect(faqs).toHaveLength(5);
    expect(testimonials).toHaveLength(6);
  });
});

describe("the services menu", () => {
  it("names every sub-service as its page does, under its own service line", () => {
    for (const line of serviceMenu) {
      expect(line.subServices).toEqual(
        subServices[line.id].map((sub) => ({ title: sub.title, path: `/services/${line.id}/${sub.id}` })),
      );
    }
    expect(serviceMenu.flatMap((line) => line.subServices)).toHaveLength(27);
  });
});

describe("the free tools", () => {
  it("each lead to real sub-services, named as their pages name them", () => {
    for (const tool of freeTools) {
      expect(tool.path).toBe(`${TOOLS_PATH}/${tool.id}`);
      expect(tool.services.length).toBeGreaterThan(0);
      for (const service of tool.services) {
        const sub = getSubService(service.serviceId, service.subServiceId);
        expect(sub?.title, `${tool.id} → ${toolServicePath(service)}`).toBe(service.title);
      }
    }
    expect(freeTools.map((tool) => tool.services[0] && toolServicePath(tool.services[0]))).toEqual([
      "/services/legal-consultancy/gst-registration",
      "/services/legal-consultancy/gst-registration",
      "/services/financial-consultancy/loan-consultation",
      "/services/legal-consultancy/gst-compliance",
    ]);
  });

  it("open a sub-service's quote form with the figures as plain text, or without any", () => {
    const [gst] = freeTools[0].services;
    expect(toolServiceLink(gst, "GST on ₹4,50,000 at 18%")).toBe(
      "/services/legal-consultancy/gst-registration?message=GST%20on%20%E2%82%B94%2C50%2C000%20at%2018%25#get-a-quote",
    );
    expect(toolServiceLink(gst)).toBe("/services/legal-consultancy/gst-registration#get-a-quote");
    expect(toolPaths()).toEqual(["/tools", "/tools/gst-calculator", "/tools/gst-registration-check", "/tools/emi-calculator", "/tools/compliance-calendar"]);
  });
});
