import { DEFAULT_RETENTION_MONTHS } from "./retention";
import { site } from "./site";
import type { DocumentPage } from "./types";

/*
 * The firm's contact details are site settings staff edit: the texts name them as {email},
 * {phone}, {postalAddress}, {city} and {state}, which the page fills in from the current settings
 * (web/components/site/document/document-view.tsx).
 */

const generalGuidance =
  "This guide is general information for Indian businesses, not professional advice for your situation. Thresholds, forms and due dates change through notifications and budgets, so confirm current requirements on the official portals or with an adviser before you act.";

/**
 * The privacy policy, stating the retention period the worker enforces (RETENTION_MONTHS): the
 * page's loader asks the API for it, so the policy and the scheduled deletion never disagree.
 */
export const privacyPolicyFor = (retentionMonths: number): DocumentPage => ({
  path: "/privacy-policy",
  title: "Privacy Policy",
  description:
    "How Vriddhi Business Solutions LLP collects, uses, stores and protects the personal data you share through this website.",
  updated: "November 2026",
  intro: `${site.legalName} ("we", "us") respects your privacy. This policy explains what personal data we collect through this website, why we collect it, how long we keep it and the rights you have under India's Digital Personal Data Protection Act, 2023. For the purposes of that Act, we are the Data Fiduciary for the personal data described here.`,
  sections: [
    {
      heading: "What we collect",
      paragraphs: [
        "Through the forms on this website, we collect only what you choose to give us:",
      ],
      items: [
        "Contact form: your name, email address, phone number (optional), subject and message.",
        "Service enquiry form: your name, email address, phone number (optional), message and the services you select.",
        "Quote form on service pages: your name, contact details, message and the service features you select.",
        "Newsletter: your email address.",
        "Job applications: your name, contact details, message and the CV or résumé you upload.",
      ],
    },
    {
      heading: "How you found us",
      paragraphs: [
        "With each form you send, we also record the page you sent it from and, where your browser provides them, the website that referred you to us and any campaign tags in the link you followed (such as utm_source). This tells us which of our pages and channels reach people; it is stored with your message and nowhere else.",
        "To do this, your browser keeps the address of the first page you opened here, and the site that sent you, in its session storage for that tab only. It is deleted when you close the tab, and it leaves your browser only as part of a form you choose to send.",
      ],
    },
    {
      heading: "Technical information",
      paragraphs: [
        "When you visit the website, our hosting provider processes technical data such as your IP address, browser type and the pages requested. This is used only to deliver the website, keep it secure and investigate abuse. We do not use analytics, advertising or tracking tools, and we do not build profiles of visitors.",
      ],
    },
    {
      heading: "Why we use your data",
      items: [
        "To reply to your message or enquiry and, if you wish, to arrange a consultation.",
        "To prepare a quote or proposal for the services you are interested in.",
        "To send you the newsletter you subscribed to.",
        "To email you an acknowledgement with your reference number when you send a form, so you know it reached us and how to follow it up. We send at most three such emails to one address in a day.",
        "To assess your job application.",
        "To keep the website secure and to meet our legal obligations.",
      ],
      paragraphs: [
        "We process this data on the basis of the consent you give when you submit a form, and for the legitimate uses permitted by the Act, such as responding to a request you have made. We do not sell your personal data, share it for advertising or use it for any purpose unrelated to the reason you gave it to us.",
      ],
    },
    {
      heading: "Where your data is stored",
      paragraphs: [
        "Form submissions are stored with our hosting provider, Cloudflare, in its database and storage services. Cloudflare operates data centres in India and other countries, so your data may be processed outside India, as the Act permits except for countries the Central Government restricts. Data is encrypted in transit, and only authorised members of our team can access it, through a password-protected admin area.",
        "Bookings made through our external scheduling page (Calendly) and conversations started through WhatsApp are handled by those services under their own privacy policies.",
        "Emails between us, including the acknowledgement of your form, our team's notification of it and our replies, are sent through Cloudflare's email services; replies we send from the admin area are kept with your enquiry so that anyone on our team can follow the conversation.",
      ],
    },
    {
      heading: "The newsletter",
      paragraphs: [
        "When you sign up, we email you a link to confirm that the address is yours and that you want the newsletter. Until you click it, we send you nothing else, and the link stops working after seven days. Every newsletter carries a link that unsubscribes you in one step, and most email apps show an Unsubscribe button for it too.",
      ],
    },
    {
      heading: "How long we keep it",
      items: [
        `Enquiries, quote requests, contact messages and job applications, with any CV or résumé attached: ${retentionMonths} months from the day we receive them, after which they are deleted automatically. If an enquiry leads to an engagement, or an application to a position with us, the records of that engagement or employment are kept separately for as long as professional and legal requirements demand.`,
        "Newsletter subscriptions: until you unsubscribe or ask us to remove your address; after you unsubscribe we keep the address, marked as unsubscribed, with the date and page of the sign-up, so that we never email it again by mistake.",
        "Server logs: a short period needed for security, usually no more than 30 days.",
      ],
    },
    {
      heading: "Your rights",
      paragraphs: [
        "Under the Digital Personal Data Protection Act, 2023 you have the right to:",
      ],
      items: [
        "Obtain a summary of the personal data we hold about you and how we process it.",
        "Have inaccurate or incomplete data corrected, completed or updated.",
        "Have your data erased once it is no longer needed, unless the law requires us to keep it.",
        "Withdraw your consent at any time, as easily as you gave it; this does not affect processing already carried out.",
        "Nominate another person to exercise your rights in the event of your death or incapacity.",
        "Have your grievances addressed by us and, if you remain dissatisfied, complain to the Data Protection Board of India.",
      ],
    },
    {
      heading: "How to make a request",
      paragraphs: [
        `Email {email} with the subject "Personal data request", stating what you would like us to do. We may ask you to confirm your identity before acting. We will respond as promptly as we can and in any case within the time the law prescribes.`,
      ],
    },
    {
      heading: "Grievance Officer",
      paragraphs: [
        `For any concern about how we handle your personal data, write to our Grievance Officer at {email} with the subject "Attention: Grievance Officer", or by post to {postalAddress}. You may also call us on {phone} during business hours.`,
      ],
    },
    {
      heading: "Cookies",
      paragraphs: [
        "The public website sets no cookies. We use a single, strictly necessary session cookie only when a member of our staff signs in to the admin area, to keep that session secure. We use no analytics, advertising or other tracking cookies. External sites we link to, such as our scheduling page, WhatsApp and social networks, may set their own cookies under their own policies.",
      ],
    },
    {
      heading: "Children",
      paragraphs: [
        "This website is intended for businesses and adults. We do not knowingly collect personal data from anyone under 18; if you believe a child has sent us their data, please contact us and we will delete it.",
      ],
    },
    {
      heading: "Changes to this policy",
      paragraphs: [
        "We may update this policy when our practices or the law change. The date at the top of this page shows when it was last revised.",
      ],
    },
  ],
});

/** The policy as the default setting has it (the sitemap and routing need only its path and title). */
export const privacyPolicy = privacyPolicyFor(DEFAULT_RETENTION_MONTHS);

export const termsOfService: DocumentPage = {
  path: "/terms-of-service",
  title: "Terms of Service",
  description: "The terms on which Vriddhi Business Solutions LLP provides this website and its content.",
  updated: "November 2026",
  intro: `These terms govern your use of this website, operated by ${site.legalName} from {city}, {state}. By using the website you agree to them. If you do not agree, please do not use the website.`,
  sections: [
    {
      heading: "Information only, not professional advice",
      paragraphs: [
        "The articles, guides and other content on this website are general information about business, finance, tax and compliance in India. They are not professional advice for your circumstances, and laws, rates and procedures change frequently. Please do not act on this content without taking advice on your specific situation.",
        "No adviser-client relationship is created by reading the website, sending us a form, booking a call or exchanging messages. A professional engagement begins only when both parties have agreed a written engagement letter or proposal.",
      ],
    },
    {
      heading: "Engagements and fees",
      paragraphs: [
        "The scope, deliverables, timelines and fees of any engagement are set out in its engagement letter, which prevails over anything on this website. Fees are quoted per engagement, and GST applies as required by law. Government fees, stamp duty and other third-party costs are charged at actual cost unless the engagement letter says otherwise.",
      ],
    },
    {
      heading: "Enquiries and bookings",
      paragraphs: [
        "Submitting an enquiry, quote request or job application does not oblige either party to enter into an engagement or employment. Consultations are booked through a third-party scheduling service, and chat links open WhatsApp; your use of those services is subject to their own terms.",
      ],
    },
    {
      heading: "Intellectual property",
      paragraphs: [
        `The content, design, logo and name of this website belong to ${site.legalName} or its licensors. You may view, download and print pages and guides for your own business's internal use, provided you keep our attribution. You may not republish, sell or otherwise use the content commercially without our written permission.`,
      ],
    },
    {
      heading: "Acceptable use",
      items: [
        "Do not use the website for any unlawful purpose or to send false, abusive or misleading information.",
        "Do not attempt to gain unauthorised access to the admin area, our systems or other people's data.",
        "Do not upload malware or files you have no right to share.",
        "Do not copy the website's content in bulk by automated means or disrupt its operation.",
      ],
    },
    {
      heading: "Third-party links",
      paragraphs: [
        "The website links to government portals, our social media profiles and other third-party sites for convenience. We do not control those sites and are not responsible for their content, availability or practices.",
      ],
    },
    {
      heading: "Limitation of liability",
      paragraphs: [
        "We take care to keep the website accurate and available, but we provide it as it is, without warranties of any kind. To the fullest extent permitted by law, we are not liable for any loss arising from the use of, or reliance on, the website or its content. Our liability for professional services is governed solely by the relevant engagement letter.",
      ],
    },
    {
      heading: "Governing law and jurisdiction",
      paragraphs: [
        "These terms are governed by the laws of India. The courts at Bhopal, Madhya Pradesh, have exclusive jurisdiction over any dispute arising from them or from your use of the website.",
      ],
    },
    {
      heading: "Changes and contact",
      paragraphs: [
        `We may revise these terms from time to time; the date at the top shows the latest version. Questions about these terms can be sent to {email}.`,
      ],
    },
  ],
};

export const resourcesIndex: DocumentPage = {
  path: "/resources",
  title: "Business Resources",
  description:
    "Free guides for Indian startups and MSMEs on funding, business planning and legal compliance.",
  intro:
    "Practical guides written by our team from the questions founders and MSME owners ask us most often. Use them to prepare before you apply for funding, write a business plan or set up your compliance calendar, and talk to us when you need help applying them to your business.",
  sections: [
    {
      heading: "Startup Funding Checklist",
      paragraphs: [
        "What to put in place before you approach the government, a bank or an investor: DPIIT recognition, the Startup India Seed Fund Scheme, credit guarantees such as CGTMSE, SIDBI's Fund of Funds and a due-diligence-ready data room.",
      ],
    },
    {
      heading: "Business Plan Template",
      paragraphs: [
        "The sections that banks, incubators and investors expect to see, from the executive summary to the project cost, means of finance and projections, with guidance on what to write in each.",
      ],
    },
    {
      heading: "Legal Compliance Guide",
      paragraphs: [
        "The registrations, returns and annual filings an Indian startup or MSME needs to track: GST, TDS and income tax, ROC filings for companies and LLPs, PF and ESI, Shops & Establishment and Udyam.",
      ],
    },
  ],
};

export const startupFundingChecklist: DocumentPage = {
  path: "/resources/startup-funding-checklist",
  title: "Startup Funding Checklist",
  description:
    "A checklist for Indian founders preparing to raise money through government schemes, bank credit or angel and venture capital investors.",
  intro: `Most funding delays come from gaps that could have been fixed months earlier: an unclear cap table, overdue filings, missing IP assignments or an unrecognised entity. Work through this checklist before you apply or pitch. ${generalGuidance}`,
  sections: [
    {
      heading: "1. Get the foundations right",
      items: [
        "Incorporate as a private limited company if you plan to raise equity; most angel and venture investors will not invest in a proprietorship or partnership.",
        "Obtain PAN and TAN, open a current account in the company's name, and register for GST if your turnover or type of supply requires it.",
        "Sign a founders' agreement covering equity split, vesting, roles, decision-making and what happens if a founder leaves.",
        "Make sure all IP (code, designs, brand, content) is owned by the company, with written assignments from founders and freelancers, and file your trademark application early.",
        "Keep books of account up to date and all ROC, GST and income tax filings current; overdue filings are among the first things investors and lenders check.",
        "Maintain a clean, up-to-date cap table that matches your statutory registers and allotment filings.",
      ],
    },
    {
      heading: "2. DPIIT recognition under Startup India",
      items: [
        "Eligibility: a private limited company, LLP or registered partnership firm, up to ten years from incorporation, with turnover that has not exceeded ₹100 crore in any financial year.",
        "The entity must be working towards innovation or improvement of products, processes or services, or have a scalable business model with potential for employment or wealth creation, and must not be formed by splitting up or reconstructing an existing business.",
        "Keep ready: certificate of incorporation, a short description of your innovation, a pitch deck or website, and details of directors or partners.",
        "Apply online through the Startup India portal; recognition is free of government fees.",
        "Recognition unlocks IPR fee rebates, self-certification under certain labour and environmental laws, relaxed public procurement norms and eligibility for schemes such as the Seed Fund Scheme and the Credit Guarantee Scheme for Startups.",
        "The income tax holiday under Section 80-IAC needs a separate certificate from the Inter-Ministerial Board; apply only once you have profits to shelter.",
      ],
    },
    {
      heading: "3. Startup India Seed Fund Scheme (SISFS)",
      items: [
        "Provides up to ₹20 lakh as a grant for proof of concept, prototype development or product trials.",
        "Provides up to ₹50 lakh through convertible debentures or debt-linked instruments for market entry, commercialisation or scaling up.",
        "Funds are disbursed through incubators selected under the scheme; you apply on the Startup India portal and choose incubators that suit your sector.",
        "Generally for DPIIT-recognised startups incorporated not more than two years before applying, with at least 51% shareholding held by Indian promoters.",
        "Startups that have already received more than ₹10 lakh of monetary support under another central or state government scheme are generally not eligible.",
        "Prepare a milestone-based plan with a clear budget: incubators release money in tranches against milestones.",
      ],
    },
    {
      heading: "4. Bank credit and guarantee schemes",
      items: [
        "CGTMSE (Credit Guarantee Fund Trust for Micro and Small Enterprises) lets member banks and NBFCs lend to micro and small enterprises without collateral or third-party guarantees; you need Udyam registration, and a guarantee fee applies.",
        "The Credit Guarantee Scheme for Startups (CGSS) covers loans to DPIIT-recognised startups from member banks, NBFCs and venture debt funds.",
        "MUDRA loans under PMMY fund micro enterprises through banks, NBFCs and microfinance institutions, in the Shishu, Kishore and Tarun categories.",
        "Stand-Up India offers loans from ₹10 lakh to ₹1 crore for greenfield enterprises set up by SC/ST or women entrepreneurs.",
        "PMEGP, implemented by KVIC, provides a margin money subsidy for new micro enterprises in manufacturing and services.",
        "Keep ready: a detailed project report, CMA data and projected financials, KYC of promoters, ITRs and bank statements for recent years, and quotations for any machinery.",
      ],
    },
    {
      heading: "5. Angel and venture capital readiness",
      items: [
        "SIDBI's Fund of Funds for Startups does not invest in startups directly; it commits capital to SEBI-registered Alternative Investment Funds, which then invest. Approach those funds, not SIDBI, for equity.",
        "Pitch deck: problem, solution, market size, traction, business model, competition, team, financials, the amount you are raising and how you will use it.",
        "Financial model with three-to-five-year projections, unit economics and the assumptions behind them.",
        "Valuation report from an appropriate valuer for the share issue (under Rule 11UA for income tax and, where foreign investors are involved, FEMA pricing guidelines).",
        "Term sheet review: valuation, liquidation preference, anti-dilution, board rights, founder vesting and the ESOP pool.",
        "Plan the post-investment compliance: private placement or rights issue procedure under the Companies Act, return of allotment (PAS-3) and, for foreign investment, FC-GPR reporting on the RBI's FIRMS portal.",
      ],
    },
    {
      heading: "6. The data room",
      items: [
        "Certificate of incorporation, MoA and AoA, and any LLP or shareholders' agreements.",
        "Cap table, share certificates, statutory registers, and board and shareholder minutes.",
        "ROC filings, ITRs, GST returns and audited financial statements for every year since incorporation.",
        "Material contracts with customers, vendors and partners.",
        "Employment agreements, ESOP policy and grants, and IP assignments.",
        "Registrations and licences: DPIIT, Udyam, GST, trademarks and sector-specific licences.",
      ],
    },
  ],
};

export const businessPlanTemplate: DocumentPage = {
  path: "/resources/business-plan-template",
  title: "Business Plan Template",
  description:
    "A section-by-section business plan template for Indian startups and MSMEs applying to banks, incubators, government schemes or investors.",
  intro: `A business plan is read by people deciding whether to back you: a bank officer, an incubator panel, a scheme committee or an investor. Use the sections below in order, keep the plan to the point and support every claim with numbers. Banks and schemes pay most attention to project cost, means of finance and repayment capacity; investors to market, traction, team and returns. ${generalGuidance}`,
  sections: [
    {
      heading: "1. Executive summary",
      paragraphs: [
        "One or two pages, written last. State what the business does, the problem it solves, who the customers are, what you have achieved so far, how much money you need, what it will be used for and what the reader gets in return.",
      ],
    },
    {
      heading: "2. Company overview",
      items: [
        "Legal name, constitution (proprietorship, partnership, LLP or private limited company) and date of incorporation.",
        "Registrations held: PAN, GST, Udyam, DPIIT recognition and any sector licences.",
        "Promoters and their shareholding, registered office and place of business.",
        "Vision, mission and key milestones to date.",
      ],
    },
    {
      heading: "3. Products and services",
      items: [
        "The customer problem, described in the customer's terms.",
        "Your product or service and how it solves that problem better than current options.",
        "Stage of development: idea, prototype, pilot or commercial sales.",
        "Intellectual property, technology or know-how that is hard to copy.",
      ],
    },
    {
      heading: "4. Market analysis",
      items: [
        "Target customer segments and their buying behaviour.",
        "Market size, from the total market down to the share you can realistically serve, with sources such as government statistics and industry reports.",
        "Industry trends, regulations and government policies that affect demand.",
        "Evidence of demand: customer interviews, letters of intent, pilot results or orders.",
      ],
    },
    {
      heading: "5. Competition and positioning",
      items: [
        "Direct and indirect competitors, including the unorganised sector where relevant.",
        "A comparison on price, quality, features, reach and service.",
        "Your competitive advantage and how you will defend it.",
      ],
    },
    {
      heading: "6. Marketing and sales plan",
      items: [
        "Pricing and margin structure across channels.",
        "Sales channels: direct sales, distributors, online marketplaces, government procurement through GeM, or exports.",
        "Marketing plan and budget, with the expected cost of acquiring a customer.",
        "Sales targets for the first three years, by month for the first year.",
      ],
    },
    {
      heading: "7. Operations plan",
      items: [
        "Location, premises (owned or leased) and capacity.",
        "Plant and machinery or technology, with suppliers and quotations.",
        "Raw materials, key suppliers and inventory policy.",
        "Licences and approvals needed, such as FSSAI, pollution control consent, factory licence or Shops & Establishment registration.",
        "Implementation schedule from start to commercial operations.",
      ],
    },
    {
      heading: "8. Management and organisation",
      items: [
        "Founders and key managers, with relevant experience.",
        "Organisation chart and hiring plan.",
        "Advisers, mentors, incubator and auditors.",
      ],
    },
    {
      heading: "9. Financial plan",
      items: [
        "Project cost: land and building, plant and machinery, pre-operative expenses and working capital margin.",
        "Means of finance: promoters' contribution, term loan, working capital limits, grants or equity.",
        "Projected profit and loss, balance sheet and cash flow for three to five years, with monthly cash flow for the first year.",
        "Break-even analysis and key ratios such as gross margin, EBITDA margin and, for loans, the debt service coverage ratio (DSCR).",
        "The assumptions behind every projection, stated clearly.",
      ],
    },
    {
      heading: "10. Funding requirement and use of funds",
      paragraphs: [
        "State how much you are raising, in what form (loan, grant or equity), how the money will be spent, the milestones it will help you reach and, for lenders, how and when it will be repaid.",
      ],
    },
    {
      heading: "11. Risks and mitigation",
      paragraphs: [
        "List the main market, operational, financial, regulatory and people risks, and what you will do about each. Readers trust plans that acknowledge risks more than plans that ignore them.",
      ],
    },
    {
      heading: "12. Appendices",
      items: [
        "KYC of promoters and registration certificates.",
        "Audited or CA-certified financial statements and ITRs for recent years.",
        "Quotations, lease agreements and key contracts.",
        "CVs of the founding team, and product brochures or screenshots.",
      ],
    },
  ],
};

export const legalComplianceGuide: DocumentPage = {
  path: "/resources/legal-compliance-guide",
  title: "Legal Compliance Guide",
  description:
    "The registrations, returns and annual filings Indian startups and MSMEs need to track: GST, TDS, income tax, ROC, labour laws and Udyam.",
  intro: `Compliance is easiest when it becomes a routine: a calendar of recurring filings and a few checks whenever your business changes. This guide lists the obligations most Indian startups and MSMEs face. Not every item applies to every business; it depends on your constitution, turnover, headcount, state and sector. ${generalGuidance}`,
  sections: [
    {
      heading: "1. Registrations at the start",
      items: [
        "PAN and TAN for the business; TAN is needed as soon as you have to deduct tax at source.",
        "GST registration once your turnover crosses the threshold for your state and type of supply, or from the first sale in cases where registration is compulsory, such as inter-state supplies of goods.",
        "Udyam registration on the government's Udyam portal: free, Aadhaar-based and needed for MSME benefits such as CGTMSE cover and delayed-payment protection.",
        "Shops & Establishment registration under your state's law, and a trade licence from the local municipal body where required.",
        "Professional tax registration in states that levy it, including Madhya Pradesh.",
        "Sector licences as applicable, for example FSSAI for food businesses or an Import Export Code (IEC) for cross-border trade.",
      ],
    },
    {
      heading: "2. GST returns",
      items: [
        "GSTR-1 (outward supplies): monthly, or quarterly for eligible taxpayers who opt for the QRMP scheme.",
        "GSTR-3B (summary return and tax payment): monthly, or quarterly under QRMP with tax paid monthly.",
        "Composition taxpayers: a quarterly statement (CMP-08) and an annual return (GSTR-4) instead.",
        "Reconcile your purchase register with GSTR-2B every month before claiming input tax credit.",
        "Annual return (GSTR-9) and, above the notified turnover, the reconciliation statement (GSTR-9C).",
        "E-invoicing once your turnover crosses the notified threshold, and e-way bills for the movement of goods where required.",
      ],
    },
    {
      heading: "3. Income tax and TDS",
      items: [
        "Deduct TDS on salaries, rent, professional fees, contractor payments and other specified payments, and deposit it monthly.",
        "File quarterly TDS returns (Form 24Q for salaries, 26Q for other resident payments) and issue Form 16 and 16A to payees.",
        "Pay advance tax in instalments during the year when your estimated tax liability exceeds the prescribed limit.",
        "File your income tax return annually: ITR-6 for companies, ITR-5 for LLPs and firms, and the applicable form for proprietors.",
        "Get a tax audit under Section 44AB when your turnover or receipts exceed the prescribed limits, and transfer pricing reports (Form 3CEB) where you have international or specified domestic transactions with related parties.",
      ],
    },
    {
      heading: "4. Private limited companies: ROC filings with the MCA",
      items: [
        "File the declaration of commencement of business (INC-20A) after incorporation, within the time allowed.",
        "Hold board meetings as required by Section 173 of the Companies Act and keep minutes and statutory registers up to date.",
        "Have your accounts audited every year by a statutory auditor, whatever your turnover, and record the auditor's appointment with the ROC (ADT-1).",
        "Hold the annual general meeting within the time allowed after the financial year ends (one person companies are exempt).",
        "File financial statements (AOC-4) and the annual return (MGT-7, or MGT-7A for small companies and one person companies) every year after the AGM.",
        "Complete director KYC (DIR-3 KYC) as the MCA requires, file DPT-3 for deposits and specified loans, and file MSME-1 half-yearly if you owe micro or small suppliers for more than 45 days.",
        "File event-based forms when things change: allotment of shares (PAS-3), changes in directors (DIR-12), charges on assets (CHG-1) and changes of registered office.",
      ],
    },
    {
      heading: "5. LLPs: annual filings",
      items: [
        "Annual return in Form 11, filed every year shortly after the financial year ends.",
        "Statement of Account and Solvency in Form 8, filed annually.",
        "Audit of accounts when turnover exceeds ₹40 lakh or contribution exceeds ₹25 lakh.",
        "Income tax return in ITR-5, with a tax audit if applicable.",
        "Changes to the LLP agreement, partners or registered office filed with the ROC through the prescribed forms.",
      ],
    },
    {
      heading: "6. Employees and labour laws",
      items: [
        "Provident fund (EPFO) registration once you employ the threshold number of people (20 under the EPF Act), with monthly contributions and ECR filings.",
        "ESI (ESIC) registration in notified areas once you employ 10 or more people, for employees within the wage ceiling, with monthly contributions.",
        "Deduct and deposit professional tax from salaries in states that levy it.",
        "Under the POSH Act, constitute an Internal Committee if you have 10 or more employees, and file its annual report.",
        "India's labour codes consolidate these laws, so confirm current thresholds, registrations and forms before you rely on older rules.",
      ],
    },
    {
      heading: "7. MSME protections worth using",
      items: [
        "Under the MSMED Act, buyers must pay micro and small suppliers within the agreed credit period, which cannot exceed 45 days; delays attract compound interest at three times the RBI bank rate.",
        "File delayed-payment cases on the MSME Samadhaan portal for reference to the Micro and Small Enterprises Facilitation Council.",
        "Section 43B(h) of the Income-tax Act allows buyers to deduct payments due to micro and small enterprises only when paid within those limits, which strengthens your hand in collections.",
        "Use TReDS platforms to discount invoices raised on large buyers.",
        "Keep your Udyam details current so you do not lose these protections.",
      ],
    },
    {
      heading: "8. Habits that prevent penalties",
      items: [
        "Maintain one compliance calendar for the business, with an owner for every filing.",
        "Keep business and personal bank accounts separate, and reconcile books with GST returns every month.",
        "Preserve books of account and supporting documents for the period the law requires (eight years for companies).",
        "Track the validity of digital signature certificates so filings are not held up.",
        "Read and respond to every GST, income tax or ROC notice well before its deadline.",
      ],
    },
  ],
};

/** Every long-form page, for routing by path. */
export const documents: DocumentPage[] = [
  privacyPolicy,
  termsOfService,
  resourcesIndex,
  startupFundingChecklist,
  businessPlanTemplate,
  legalComplianceGuide,
];

/** The document page at this path, or undefined. */
export function getDocument(path: string): DocumentPage | undefined {
  return documents.find((doc) => doc.path === path);
}
