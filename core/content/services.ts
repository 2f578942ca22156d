import { serviceLine } from "./service-lines";
import type { Service } from "./types";

/** The six service lines, in the order they are shown everywhere. */
export const services: Service[] = [
  {
    ...serviceLine("startup-msme-consulting"),
    shortDescription:
      "From DPIIT recognition to your first funding round: practical support for founders and MSME owners.",
    description:
      "We help founders and MSME owners start on the right footing and make full use of the support India offers to new and small enterprises. Our team handles DPIIT recognition under Startup India and Udyam registration, prepares you for investor and lender due diligence, and guides your applications to incubators and schemes such as the Startup India Seed Fund Scheme, CGTMSE-backed loans and state startup policies. Alongside the paperwork, we connect you with mentors, industry experts and fellow founders who have built businesses like yours.",
    benefits: [
      "DPIIT Registration",
      "Due Diligence",
      "Incubation Registration",
      "Government Funding Consultation",
      "Access to Experts",
      "Mentorship",
      "Networking",
    ],
    process: [
      "Founder discovery session and eligibility review",
      "Entity, registration and compliance roadmap",
      "Documentation, filings and applications",
      "Introductions to incubators, mentors and investors",
      "Quarterly progress reviews and course correction",
    ],
  },
  {
    ...serviceLine("business-consultancy"),
    shortDescription:
      "Clear strategy, sharper market insight and leaner operations for businesses ready to grow.",
    description:
      "Growth stalls when plans, numbers and day-to-day operations pull in different directions. We work with owners and leadership teams to set a realistic three-to-five-year strategy, size and test new markets, build a dependable sales and partnership pipeline, and remove the bottlenecks that slow delivery. Every recommendation comes with owners, timelines and measures, so decisions rest on evidence rather than instinct.",
    benefits: [
      "Strategic Planning",
      "Market Analysis",
      "Business Development",
      "Operational Efficiency",
      "Decision-Making",
    ],
    process: [
      "Business diagnostic and stakeholder interviews",
      "Market and competitor analysis",
      "Strategy and growth roadmap",
      "Implementation support with clear owners and KPIs",
      "Monthly performance reviews",
    ],
  },
  {
    ...serviceLine("financial-consultancy"),
    shortDescription:
      "Sound financial management, valuation and funding support that lenders and investors trust.",
    description:
      "Our financial consultancy grew out of the tax and accounting practice we began with in 2018. We set up budgeting, cash-flow forecasting and monthly MIS, review working capital and inventory, assess financial and operational risks, and prepare valuation reports for fundraising, share issues and ESOPs. When you need credit, we prepare the project report and CMA data and help you approach banks, NBFCs and SIDBI, including for loans covered under CGTMSE.",
    benefits: [
      "Financial Management",
      "Risk Management Analysis",
      "Inventory Management",
      "Company Valuation Report",
      "Financial Reporting",
      "Loan Consultation",
    ],
    process: [
      "Review of books, cash flows and existing reports",
      "Financial health and risk assessment",
      "Budgets, controls and reporting framework",
      "Valuation, project reports and lender submissions",
      "Monthly MIS review and advisory",
    ],
  },
  {
    ...serviceLine("legal-consultancy"),
    shortDescription:
      "Income tax, GST and corporate compliance handled on time, with documents that protect you.",
    description:
      "Missed filings bring interest, late fees and notices that take far longer to resolve than to prevent. We manage GST registration and returns, income tax and TDS compliance, corporate tax compliance, and annual ROC filings with the Ministry of Corporate Affairs for companies and LLPs. We also draft and review the documents a growing business depends on, from founders' and shareholders' agreements to vendor contracts and NDAs, and help you respond to departmental notices.",
    benefits: [
      "Income Tax Compliance",
      "GST Registration",
      "GST Compliance",
      "Corporate Tax Compliance",
      "Legal Document Preparation",
      "Regulatory Compliance Guidance",
    ],
    process: [
      "Compliance health check and gap review",
      "Registrations and a compliance calendar",
      "Periodic filings, returns and reconciliations",
      "Drafting and review of legal documents",
      "Notice handling and annual compliance review",
    ],
  },
  {
    ...serviceLine("corporate-training"),
    shortDescription: "Practical workshops that build skills, leadership and stronger teams.",
    description:
      "We design training around the real problems your people face, not generic slides. Our programmes cover functional skills such as finance for non-finance managers, GST basics and sales, entrepreneurship for founders and incubatees, and leadership development for first-time managers and senior teams. Sessions run in English or Hindi, on site or online, and every programme ends with a measurable follow-up so the learning shows up in daily work.",
    benefits: [
      "Skills Enhancement",
      "Entrepreneurship Training",
      "Leadership Programs",
      "Productivity",
      "Team Cohesion",
    ],
    process: [
      "Training needs assessment with leadership",
      "Programme design and customised material",
      "Workshop delivery, on site or online",
      "Assessments, action plans and coaching",
      "Impact review after 60 to 90 days",
    ],
  },
  {
    ...serviceLine("incubation-ecosystem"),
    shortDescription:
      "Registration, compliance, funding and networks that help early-stage ventures take root.",
    description:
      "Launched in 2024, our incubation ecosystem support brings together what an early-stage venture needs in its first years. We handle Startup India registration and complete MSME compliance, help you apply to incubators such as Atal Incubation Centres and institution-based incubators, and prepare applications for government grants and seed funding. Through our partners we also help you find affordable workspace, shared infrastructure and a network of mentors, investors and fellow founders.",
    benefits: [
      "Startup India Registration",
      "MSME Complete Compliance",
      "Incubation Registration",
      "Government Funding Consultation",
      "Resource and Infrastructure Support",
      "Networking",
    ],
    process: [
      "Venture assessment and readiness check",
      "Registrations and compliance set-up",
      "Incubator and scheme applications",
      "Access to workspace, resources and networks",
      "Milestone tracking and graduation support",
    ],
  },
];

/** The service with this id, or undefined for an unknown id. */
export function getService(id: string): Service | undefined {
  return services.find((service) => service.id === id);
}
