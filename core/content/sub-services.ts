import type { ServiceId } from "../taxonomies/services";
import type { SubService } from "./types";

/** The copy of each sub-service, in the order of core/taxonomies/services.ts. */
export const subServices: { [S in ServiceId]: SubService<S>[] } = {
  "startup-msme-consulting": [
    {
      id: "dpiit-registration",
      title: "DPIIT Registration",
      description:
        "Recognition by the Department for Promotion of Industry and Internal Trade (DPIIT) is the gateway to most Startup India benefits: self-certification under certain labour and environmental laws, rebates on patent and trademark fees, relaxed public procurement norms and eligibility to apply for the income tax holiday under Section 80-IAC. We check your eligibility, present your innovation clearly and manage the application through to the recognition certificate.",
      features: [
        "Eligibility check on entity type, age and turnover limits",
        "Incorporation as a private limited company, LLP or registered partnership where needed",
        "Write-up of your innovation, scalability and employment potential",
        "Pitch deck, website and supporting documents",
        "Application filing and follow-up on the Startup India portal",
        "Guidance on Section 80-IAC and IPR fee-rebate applications",
      ],
    },
    {
      id: "due-diligence",
      title: "Due Diligence",
      description:
        "Investors, lenders and acquirers examine a business closely before committing money. We run a structured financial, tax, legal and secretarial review first, so issues are found and fixed on your terms rather than discovered across the negotiating table. For investors and acquirers, we also conduct buy-side due diligence on target companies.",
      features: [
        "Financial review of earnings quality, working capital and debt",
        "Tax review of GST, TDS and income tax positions",
        "Secretarial check of ROC filings, statutory registers and cap table",
        "Review of material contracts, licences and IP ownership",
        "Red-flag report with a remediation plan",
        "Virtual data room set-up for investor review",
      ],
    },
    {
      id: "incubation-registration",
      title: "Incubation Registration",
      description:
        "A good incubator gives an early-stage startup mentoring, workspace, credibility and often a route to seed funding. We help you shortlist incubators that suit your sector and stage, from Atal Incubation Centres to incubators at IITs, IIMs and other institutions, and prepare an application that stands out.",
      features: [
        "Shortlisting of incubators by sector, stage and location",
        "Business plan and pitch deck for the application",
        "Mock selection-panel interviews",
        "Review of incubation agreements, equity and fee terms",
        "Onboarding support after selection",
      ],
    },
    {
      id: "government-funding",
      title: "Government Funding",
      description:
        "Central and state governments offer grants, seed capital and collateral-free credit to startups and MSMEs, but each scheme has its own eligibility rules and paperwork. We identify the schemes you qualify for, such as the Startup India Seed Fund Scheme, the Credit Guarantee Scheme for Startups, CGTMSE, PMEGP, Stand-Up India and Madhya Pradesh's startup policy incentives, and prepare complete, well-supported applications.",
      features: [
        "Scheme eligibility mapping for your business",
        "Detailed project reports and financial projections",
        "Seed Fund Scheme applications routed through incubators",
        "Bank loan proposals under CGTMSE and Stand-Up India",
        "State subsidy and incentive claims",
        "Follow-up until sanction and disbursement",
      ],
    },
    {
      id: "industry-experts",
      title: "Industry Experts",
      description:
        "Some questions need someone who has done it before: pricing a SaaS product, getting a food product FSSAI-ready or setting up a plant's quality system. We connect you with practitioners from our network of chartered accountants, company secretaries, advocates, technologists and sector specialists for focused advice without a full-time hire.",
      features: [
        "Expert matching based on your specific problem",
        "One-to-one sessions with sector specialists",
        "Access to chartered accountants, company secretaries and advocates",
        "Technology and product reviews",
        "Written action points after every session",
      ],
    },
    {
      id: "mentorship-programs",
      title: "Mentorship Programs",
      description:
        "Our structured mentorship pairs founders with experienced entrepreneurs and professionals who meet them regularly over three to six months. Mentors help set priorities, test assumptions and hold founders to account, while our team tracks progress against agreed milestones.",
      features: [
        "Mentor matching by sector, stage and founder needs",
        "Fortnightly or monthly mentoring sessions",
        "Milestone-based goal setting and tracking",
        "Pitch and investor-readiness reviews",
        "Peer founder circles",
      ],
    },
    {
      id: "networking-opportunities",
      title: "Networking Opportunities",
      description:
        "Partnerships, first customers and investors often come through the right introduction. We bring founders and MSME owners together with investors, corporates, incubators and each other through curated meet-ups, demo days and one-to-one introductions.",
      features: [
        "Curated founder and MSME meet-ups in Bhopal and Indore",
        "Introductions to angel networks and early-stage funds",
        "Demo days and pitch events",
        "Government e-Marketplace (GeM) seller onboarding",
        "Introductions to industry associations and chambers of commerce",
      ],
    },
  ],
  "business-consultancy": [
    {
      id: "strategic-planning",
      title: "Strategic Planning",
      description:
        "A strategy is only useful if the whole team understands it and it shows up in budgets and priorities. We facilitate leadership workshops to decide where you will compete and how you will win, then turn that into a three-to-five-year plan with annual goals, budgets and KPIs.",
      features: [
        "Leadership strategy workshops",
        "SWOT and competitive positioning analysis",
        "Vision, goals and a three-to-five-year roadmap",
        "Annual operating plan aligned with the budget",
        "KPI dashboard and a quarterly review rhythm",
      ],
    },
    {
      id: "market-analysis",
      title: "Market Analysis",
      description:
        "Before you launch a product, enter a new city or set a price, you need reliable facts about demand, customers and competitors. We combine published industry data, government statistics and primary research such as customer interviews and dealer surveys to size the opportunity and show you where to focus.",
      features: [
        "Market sizing and demand estimation",
        "Competitor benchmarking and pricing analysis",
        "Customer interviews and surveys",
        "Dealer, distributor and channel research",
        "Go-to-market recommendations by region",
        "Feasibility reports for new products or locations",
      ],
    },
    {
      id: "business-development",
      title: "Business Development",
      description:
        "Business development turns strategy into revenue. We help you define your ideal customers, build a repeatable sales process, open new channels such as distributors, online marketplaces, exports or government tenders, and structure partnerships that create value for both sides.",
      features: [
        "Ideal customer profile and value proposition",
        "Sales process design and CRM set-up",
        "Channel strategy for distributors, marketplaces and exports",
        "Government tender and GeM readiness",
        "Partnership and alliance structuring",
        "Proposals and pitch material",
      ],
    },
  ],
  "financial-consultancy": [
    {
      id: "financial-management",
      title: "Financial Management",
      description:
        "Many growing businesses run on the bank balance and instinct until a cash crunch forces a change. We put budgets, cash-flow forecasts, cost controls and a monthly MIS in place, so you always know where the money is going and how much headroom you have.",
      features: [
        "Annual budgets and rolling cash-flow forecasts",
        "Monthly MIS and management dashboards",
        "Working capital and receivables management",
        "Cost analysis and margin improvement",
        "Accounting processes and internal controls",
        "Virtual CFO support",
      ],
    },
    {
      id: "risk-management",
      title: "Risk Management",
      description:
        "Every business faces financial, operational, credit and compliance risks, but few assess them systematically. We identify and rate the risks that matter most to your business, test your internal controls and recommend practical safeguards, from customer credit limits to insurance cover and segregation of duties.",
      features: [
        "Risk assessment and a maintained risk register",
        "Internal control and process review",
        "Credit risk and receivables policy",
        "Fraud risk and segregation-of-duties checks",
        "Insurance adequacy review",
        "Business continuity planning",
      ],
    },
    {
      id: "inventory-management",
      title: "Inventory Management",
      description:
        "Inventory often ties up more cash than anything else on an MSME's balance sheet. We analyse stock levels, ageing and movement, set reorder levels and valuation policies, and align your inventory records with your books and GST returns.",
      features: [
        "ABC and FSN (fast, slow, non-moving) analysis",
        "Reorder levels and safety stock",
        "Review of ageing and slow-moving stock",
        "Inventory valuation in line with accounting standards",
        "Physical verification and reconciliation",
        "Inventory software and process set-up",
      ],
    },
    {
      id: "company-valuation",
      title: "Company Valuation",
      description:
        "An independent valuation report is needed when you raise funds, issue or transfer shares, grant ESOPs or plan a merger. We prepare reports using accepted methods such as discounted cash flow, net asset value and comparable companies, in the form required under the Income-tax Rules, FEMA pricing guidelines or the Companies Act, working with registered valuers and merchant bankers where the law requires.",
      features: [
        "Valuation for fundraising and share issues",
        "Rule 11UA reports for income tax purposes",
        "FEMA-compliant valuation for foreign investment",
        "ESOP and sweat equity valuation",
        "Valuation for mergers, acquisitions and exits",
      ],
    },
    {
      id: "financial-reporting",
      title: "Financial Reporting",
      description:
        "Accurate, timely financial statements build trust with banks, investors and tax authorities. We prepare financial statements under the applicable Indian accounting framework, coordinate with your statutory auditor and produce clear reports for your board and investors.",
      features: [
        "Monthly and quarterly closing of books",
        "Financial statements in the Schedule III format",
        "Audit support and coordination with auditors",
        "Board and investor reporting packs",
        "Guidance on Indian Accounting Standards",
        "Consolidation for group companies",
      ],
    },
    {
      id: "loan-consultation",
      title: "Loan Consultation",
      description:
        "The right loan on the right terms funds growth without squeezing cash flow. We assess your borrowing capacity, prepare project reports and CMA data, and help you approach banks, NBFCs and SIDBI for term loans, working capital limits and loans under government schemes such as CGTMSE and MUDRA.",
      features: [
        "Assessment of borrowing needs and repayment capacity",
        "Detailed project reports and CMA data",
        "Term loan and working capital proposals",
        "Loans under CGTMSE, MUDRA and Stand-Up India",
        "Comparison of lender offers and terms",
        "Advice on restructuring and refinancing",
      ],
    },
  ],
  "legal-consultancy": [
    {
      id: "income-tax-compliance",
      title: "Income Tax Compliance",
      description:
        "We handle income tax compliance for individuals, firms, LLPs and companies, from advance tax and TDS through to the annual return. Our team keeps your tax position accurate and well documented, and helps you respond to notices and assessments.",
      features: [
        "ITR preparation and filing for every type of taxpayer",
        "Advance tax computation and reminders",
        "TDS and TCS deduction, deposit and quarterly returns",
        "Tax audit under Section 44AB",
        "Responses to notices, scrutiny and assessments",
        "Tax planning within the law",
      ],
    },
    {
      id: "gst-registration",
      title: "GST Registration",
      description:
        "GST registration becomes mandatory once your aggregate turnover crosses the threshold for your state and type of supply, and in some cases, such as inter-state supplies of goods, from the very first sale. We confirm whether and where you need to register, help you choose between the regular and composition schemes, and manage the application through to your GSTIN.",
      features: [
        "Assessment of the registration requirement and threshold",
        "Choice between the regular and composition schemes",
        "Document preparation and online application",
        "Replies to clarification notices from the department",
        "Registration for additional places of business and states",
        "Amendment and cancellation of registration",
      ],
    },
    {
      id: "gst-compliance",
      title: "GST Compliance",
      description:
        "Under GST, every invoice has to flow correctly through your returns and into your customers' input tax credit. We prepare and file GSTR-1, GSTR-3B and annual returns, reconcile your purchase register with GSTR-2B, and advise on e-invoicing and e-way bills, so that credit is not lost and notices are avoided.",
      features: [
        "Monthly or quarterly GSTR-1 and GSTR-3B filing",
        "Input tax credit reconciliation with GSTR-2B",
        "Annual return (GSTR-9) and reconciliation statement (GSTR-9C)",
        "E-invoicing and e-way bill guidance",
        "GST audit support and replies to notices",
        "Refund claims for exporters and inverted duty structures",
      ],
    },
    {
      id: "corporate-tax-compliance",
      title: "Corporate Tax Compliance",
      description:
        "Companies and LLPs have their own set of tax obligations, from choosing the right tax regime to transfer pricing and minimum alternate tax. We manage corporate tax computation, returns and audits, and advise on structural decisions such as opting for the concessional regime under Section 115BAA.",
      features: [
        "Tax computation and ITR-6 or ITR-5 filing",
        "Evaluation of the Section 115BAA concessional regime",
        "MAT and AMT computation",
        "Transfer pricing documentation and Form 3CEB",
        "Tax due diligence for fundraising and acquisitions",
        "Representation in assessments and appeals",
      ],
    },
  ],
  "corporate-training": [
    {
      id: "skills-enhancement",
      title: "Skills Enhancement",
      description:
        "Teams perform better when they understand the work around them, not just their own tasks. Our practical workshops build functional skills such as finance for non-finance managers, GST and compliance basics, Excel and data reporting, sales, customer service and business communication.",
      features: [
        "Finance for non-finance managers",
        "GST and statutory compliance basics",
        "Excel, MIS and data reporting",
        "Sales and negotiation skills",
        "Business communication and presentations",
        "Customer service excellence",
      ],
    },
    {
      id: "entrepreneurship-training",
      title: "Entrepreneurship Training",
      description:
        "For aspiring founders, incubatees and the next generation of family businesses, we run entrepreneurship programmes that cover the journey from idea validation to funding. Sessions are built around case studies from Indian startups and MSMEs, and participants leave with a working business plan.",
      features: [
        "Idea validation and customer discovery",
        "Business models and unit economics",
        "Company formation, registrations and compliance",
        "Funding options: bootstrapping, schemes, angels and VCs",
        "Pitching and investor communication",
        "Business plan clinic with one-to-one feedback",
      ],
    },
    {
      id: "leadership-programs",
      title: "Leadership Programs",
      description:
        "Leadership programmes for first-time managers, family business successors and senior teams, built around the decisions they actually face. We combine workshops, assessments and individual coaching to develop delegation, sound decision-making and the ability to lead through change.",
      features: [
        "First-time manager programme",
        "Senior leadership and strategic thinking",
        "Next-generation leadership for family businesses",
        "360-degree feedback and psychometric assessments",
        "One-to-one executive coaching",
        "Team off-sites and change leadership",
      ],
    },
  ],
  "incubation-ecosystem": [
    {
      id: "startup-india-registration",
      title: "Startup India Registration",
      description:
        "Registering on the Startup India portal and obtaining DPIIT recognition opens the door to tax benefits, IPR fee rebates, easier public procurement and government funding schemes. As part of our incubation support, we complete the registration and recognition process and set up your profile so you can take part in Startup India programmes, challenges and incubator calls.",
      features: [
        "Startup India portal profile",
        "DPIIT recognition application and follow-up",
        "Guidance on Startup India benefits and challenges",
        "Support with the Section 80-IAC tax exemption application",
        "Patent and trademark filing through Startup India facilitators",
        "Registration under the Madhya Pradesh Start-up Policy where relevant",
      ],
    },
    {
      id: "msme-compliance",
      title: "MSME Complete Compliance",
      description:
        "Udyam registration is only the start. We set up and maintain the full compliance framework of a micro, small or medium enterprise: GST, income tax and TDS, ROC or LLP filings, labour registrations such as PF, ESI and Shops & Establishment, and the MSME protections on delayed payments, all tracked in one compliance calendar.",
      features: [
        "Udyam registration and updates",
        "GST, income tax and TDS filings",
        "Annual ROC or LLP filings, including MSME-1 where applicable",
        "PF, ESI, professional tax and Shops & Establishment registrations",
        "Delayed payment claims through MSME Samadhaan",
        "A monthly compliance calendar with reminders",
      ],
    },
    {
      id: "incubation-registration",
      title: "Incubation Registration",
      description:
        "For ventures in our incubation ecosystem, we manage the whole admission process, from choosing the right programme to signing the incubation agreement. We work with government-supported incubators, including Atal Incubation Centres, DST-NIDHI and MeitY-supported incubators and those recognised under the Madhya Pradesh Start-up Policy, and prepare your venture for their selection panels.",
      features: [
        "Readiness assessment against incubator criteria",
        "Choice of pre-incubation, incubation or acceleration programme",
        "Application dossier and pitch preparation",
        "Negotiation of incubation agreement terms",
        "Onboarding and milestone planning with the incubator",
        "Reporting support during incubation",
      ],
    },
    {
      id: "government-funding",
      title: "Government Funding",
      description:
        "Incubated ventures can reach funding that is closed to others, most notably the Startup India Seed Fund Scheme, which offers grants for proof of concept and prototypes, and convertible debentures or debt for market entry, routed through approved incubators. We prepare milestone-based proposals, help you meet reporting requirements after sanction and plan your next round.",
      features: [
        "Startup India Seed Fund Scheme applications",
        "Grant proposals under DST-NIDHI, BIRAC and MeitY programmes",
        "State startup policy grants and incentives",
        "Milestone plans and utilisation certificates",
        "Preparation for angel and venture capital rounds",
        "Post-sanction compliance and reporting",
      ],
    },
  ],
};

/** The sub-service with this id under this service, or undefined if either is unknown. */
export function getSubService(serviceId: string, subServiceId: string): SubService | undefined {
  if (!Object.hasOwn(subServices, serviceId)) return undefined;
  const siblings: SubService[] = subServices[serviceId as ServiceId];
  return siblings.find((sub) => sub.id === subServiceId);
}
