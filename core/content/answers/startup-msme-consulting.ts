import type { ServiceLineAnswers } from "./types";

/**
 * Startup & MSME Consulting. Recognition copy follows DPIIT's startup definition (notification
 * G.S.R. 127(E) of 19 February 2019) and the Startup India portal; the funding copy names the
 * central schemes as their own guidelines describe them and promises no outcome.
 */
export const startupMsmeAnswers: ServiceLineAnswers<"startup-msme-consulting"> = {
  "dpiit-registration": {
    kind: "registration",
    summary:
      "DPIIT recognition certifies your company, LLP or registered partnership as a startup, which most Startup India tax, IPR and procurement benefits require. We check that you qualify, write up your innovation and file the application for you.",
    whoFor: [
      "Private limited companies, LLPs and registered partnership firms up to ten years from incorporation or registration",
      "Entities whose turnover has not exceeded ₹100 crore in any financial year since then",
      "Founders working on an innovative or scalable product, process or service, in an entity not formed by splitting up or reconstructing an existing business",
      "Startups planning to apply for the startup tax holiday, the Seed Fund Scheme or relaxed public procurement norms",
    ],
    steps: [
      "We confirm eligibility: entity type, date of incorporation, turnover and the nature of your innovation.",
      "We register the entity's profile on the Startup India portal.",
      "We draft the recognition application: the problem you solve, what is innovative about your product or process, and its potential for scale and jobs.",
      "You review the draft and the supporting documents, and we submit the application.",
      "We answer any clarification DPIIT asks for and share the recognition certificate once it is issued.",
    ],
    documents: [
      "Certificate of incorporation or registration of the company, LLP or partnership firm",
      "PAN of the entity",
      "Names, mobile numbers and email addresses of the directors or partners",
      "The registered office address",
      "A short write-up, pitch deck, website or video showing the product and what is innovative about it",
      "Details of any patents or trademarks filed, awards won or funding received, where you have them",
    ],
    timeline:
      "Most of the time is DPIIT's: it examines the application and may ask for more information before deciding, and the rules set no fixed time limit for the decision. Recognition, once granted, lasts until ten years from incorporation as long as the entity stays eligible.",
    timelineBasis: "DPIIT notification G.S.R. 127(E) of 19 February 2019 (definition of a startup and the recognition process)",
    faqs: [
      {
        question: "Is DPIIT recognition the same as registering on the Startup India portal?",
        answer:
          "No. Anyone can create a profile on the portal. Recognition is a separate application that DPIIT examines, and the programme's benefits depend on recognition, not on the profile.",
      },
      {
        question: "Can a sole proprietorship be recognised?",
        answer:
          "No. Recognition is open to private limited companies, LLPs and registered partnership firms. A proprietor who wants it first sets up one of these, and we can help with that.",
      },
      {
        question: "Does recognition give an income tax exemption automatically?",
        answer:
          "No. The tax holiday for eligible startups needs a separate certificate from the Inter-Ministerial Board, and only companies and LLPs incorporated within the period the law allows can apply. Recognition is the first condition; we advise whether applying makes sense for you.",
      },
      {
        question: "Is there a government fee?",
        answer: "DPIIT charges no fee for recognition. You pay only our professional fee.",
      },
      {
        question: "What happens after ten years, or if turnover crosses ₹100 crore?",
        answer:
          "The entity stops being a startup for these purposes from then on, and benefits that depend on recognition are no longer open to it. We review which of them you can still use before that date.",
      },
    ],
  },

  "due-diligence": {
    kind: "advisory",
    summary:
      "A structured review of a company's finances, taxes, legal papers and secretarial records before an investor, lender or buyer does theirs, so that problems are found and fixed on your timetable. We also review target companies for investors and acquirers.",
    whoFor: [
      "Founders preparing for an angel, venture capital or strategic investment round",
      "MSMEs applying for a large loan or preparing to sell a stake",
      "Investors and buyers who want an independent review of a target company",
    ],
    steps: [
      "We agree the scope, the period under review (usually the last two or three financial years) and the deadline.",
      "We send a list of the documents needed and set up a shared folder or data room.",
      "We review the financial statements, tax returns, ROC records, contracts and licences, and ask follow-up questions.",
      "We deliver a report rating each finding by severity, with a plan to remedy it.",
      "For a company preparing for investors, we help fix what can be fixed before they look.",
    ],
    documents: [
      "Audited financial statements and tax audit reports for the years under review",
      "Books of account, bank statements and loan agreements",
      "GST, TDS and income tax returns with their acknowledgements",
      "Certificate of incorporation, MoA and AoA or LLP agreement, statutory registers and ROC filings",
      "Shareholding pattern and cap table, with the documents of past share issues",
      "Key customer, supplier, employment and lease agreements, licences and IP registrations",
    ],
    timeline:
      "It depends mostly on how quickly records are shared and on the size of the business. A focused review of a small company typically takes a few weeks from a complete data room; a fixed investor timetable sets the pace, and we agree the deadline at the start.",
    faqs: [
      {
        question: "What is the difference between sell-side and buy-side due diligence?",
        answer:
          "Sell-side due diligence is done for the company being invested in or sold, so that it can fix issues and present itself accurately. Buy-side is done for the investor or acquirer, to find risks before they commit. The review is similar; who we act for differs.",
      },
      {
        question: "Will the report be shared with investors?",
        answer: "Only if you decide so. A sell-side report is yours to share, in full or as a summary, once you are ready.",
      },
      {
        question: "Do you review legal contracts too?",
        answer:
          "We review material contracts, licences and IP ownership for commercial and compliance risks. Where a formal legal opinion is needed, the report says so and we work with advocates on it.",
      },
      {
        question: "How far back does the review go?",
        answer:
          "Usually the last two or three financial years and the current year to date. Tax and secretarial checks may go further back where a matter is still open.",
      },
    ],
  },

  "incubation-registration": {
    kind: "registration",
    summary:
      "We help early-stage founders find incubators that suit their sector and stage, prepare a strong application and pitch, and review the incubation agreement before they sign.",
    whoFor: [
      "Founders with an idea, prototype or early product looking for mentoring, workspace and a route to seed funding",
      "Student and first-time founders applying to incubators at colleges, universities and research institutions",
      "Startups planning to apply for the Startup India Seed Fund Scheme, which is routed through incubators",
    ],
    steps: [
      "We discuss your venture, stage and needs, and shortlist incubators whose focus, location and terms fit.",
      "We check each incubator's eligibility rules and open calls.",
      "We prepare the business plan, pitch deck and application answers with you.",
      "We run mock panel interviews before your selection round.",
      "If you are selected, we review the incubation agreement, including any equity, fees and milestones, before you sign.",
    ],
    documents: [
      "A short business plan or concept note",
      "Pitch deck",
      "Founders' CVs or professional profiles",
      "Certificate of incorporation, if the venture is incorporated (pre-incubation programmes often accept teams that are not yet)",
      "DPIIT recognition certificate, if you have one",
      "Evidence of progress: a prototype, demo video, pilot customers or early revenue",
    ],
    timeline:
      "Incubators run their own calls: some accept applications all year, others take cohorts once or twice a year. A selection decision typically follows a few weeks after applying, depending on the incubator's screening and panel dates.",
    faqs: [
      {
        question: "Do incubators take equity?",
        answer:
          "Some take a small equity stake, some charge a programme fee, and some do neither. We set out the terms of each incubator on your shortlist before you apply.",
      },
      {
        question: "Do I need to be incorporated to apply?",
        answer:
          "Not always. Many incubators accept unincorporated teams for pre-incubation; incubation and seed funding usually need an incorporated entity. We check each incubator's rules.",
      },
      {
        question: "Can incubation help with funding?",
        answer:
          "It can. Incubators approved under the Startup India Seed Fund Scheme evaluate and disburse its grants and debt, and many introduce their startups to angel investors. Being selected does not guarantee funding.",
      },
      {
        question: "Can I apply to more than one incubator?",
        answer:
          "Yes. Read each agreement before accepting an offer, since some restrict joining another programme at the same time; we help you compare offers.",
      },
    ],
  },

  "government-funding": {
    kind: "application",
    summary:
      "We find the central and state schemes your business qualifies for, from seed grants to collateral-free loans and subsidies, and prepare complete applications with the project report and projections each scheme asks for.",
    whoFor: [
      "DPIIT-recognised startups looking for seed grants or debt under the Startup India Seed Fund Scheme",
      "MSMEs seeking collateral-free bank loans covered by CGTMSE, or a margin money subsidy under PMEGP for a new unit",
      "Women and Scheduled Caste or Scheduled Tribe entrepreneurs setting up a new enterprise under Stand-Up India",
      "Businesses in Madhya Pradesh that may qualify for state startup or industrial policy incentives",
    ],
    steps: [
      "We map your business against the schemes open to it: eligibility, amounts, terms and deadlines.",
      "We agree with you which schemes to pursue, and in which order.",
      "We prepare the project report, financial projections and the scheme's application forms.",
      "We submit the application through the scheme's portal, the bank or the incubator, as the scheme requires.",
      "We follow up on queries until sanction, and help you meet the conditions of each disbursement.",
    ],
    documents: [
      "KYC of the business and its promoters: PAN, Aadhaar and address proof",
      "Certificate of incorporation or registration, and Udyam registration where it applies",
      "DPIIT recognition certificate, for startup schemes",
      "Financial statements and income tax returns for the last two or three years, if the business has them",
      "Bank statements for the last six to twelve months",
      "Quotations for machinery or equipment, and proof of the business premises (ownership, lease or rent agreement)",
      "Caste or category certificate, where a scheme depends on it",
    ],
    timeline:
      "Each scheme sets its own pace. Bank-led schemes such as PMEGP, CGTMSE-covered loans and Stand-Up India follow the bank's appraisal; seed fund applications follow the incubator's evaluation committee; state incentives follow the department's claim process. We give you a realistic timetable once we know the scheme.",
    faqs: [
      {
        question: "Is government funding money I never repay?",
        answer:
          "Only some of it. Seed grants and capital subsidies are not repaid if their conditions are met. Loans under CGTMSE cover, MUDRA or Stand-Up India are bank loans that must be repaid; the scheme provides a guarantee or sets the terms.",
      },
      {
        question: "Can you guarantee that my application will be approved?",
        answer:
          "No. Approval rests with the bank, incubator or department under the scheme's rules. We make sure your application is complete, eligible and well supported, and tell you plainly if we think it is weak.",
      },
      {
        question: "Do I need collateral for a loan covered by CGTMSE?",
        answer:
          "Loans covered by the Credit Guarantee Fund Trust for Micro and Small Enterprises are given without collateral or a third-party guarantee, up to the scheme's limit. The lender still appraises your business, and a guarantee fee is payable on the cover.",
      },
      {
        question: "Which Madhya Pradesh schemes can help?",
        answer:
          "The state offers incentives under its startup policy and its industrial promotion policies. Eligibility and amounts change with each policy, so we check the current notification for your case.",
      },
    ],
  },

  "industry-experts": {
    kind: "programme",
    summary:
      "Focused sessions with practitioners who have solved your kind of problem before (chartered accountants, company secretaries, advocates, technologists and sector specialists) without a full-time hire.",
    whoFor: [
      "Founders and MSME owners facing a specific question outside their own expertise",
      "Businesses entering a regulated area such as food, health, finance or exports",
      "Teams that want a second opinion on a product, plan or process before committing money",
    ],
    steps: [
      "You describe the problem in a short call or note.",
      "We match you with an expert from our network and share their background before you commit.",
      "You meet the expert, online or in person, for one session or a short series.",
      "You receive written action points after each session.",
      "We follow up on the actions and bring in further help if needed.",
    ],
    engagement: [
      "One-to-one sessions with the expert, online or in person",
      "Before the session: a short brief from you, so that the expert comes prepared",
      "After the session: written action points, and a follow-up session where needed",
      "A non-disclosure agreement before you share sensitive information, if you want one",
      "What you bring: the question, the relevant facts and an hour or two of your time",
    ],
    timeline:
      "Matching depends on the expert's availability; we tell you when the first session can take place before you commit. Most questions are answered in one session or a short series.",
    faqs: [
      {
        question: "Who are the experts?",
        answer:
          "Practitioners from our network: chartered accountants, company secretaries, advocates, technologists and specialists from sectors such as manufacturing, food processing and software. We share an expert's background before you book.",
      },
      {
        question: "Is this the same as mentorship?",
        answer:
          "No. An expert session answers a specific question and ends with action points. Mentorship is a longer relationship over several months, focused on the founder and the business as a whole.",
      },
      {
        question: "Can the expert do the work for us?",
        answer:
          "Sessions are advisory. If you need work done, such as filings, a project report or a compliance set-up, we quote for it as a separate service.",
      },
    ],
  },

  "mentorship-programs": {
    kind: "programme",
    summary:
      "A structured three-to-six-month programme pairing a founder with an experienced entrepreneur or professional, who meets them regularly to set priorities, test assumptions and hold them to agreed milestones.",
    whoFor: [
      "First-time founders in their early years of running a business",
      "Incubated startups preparing for a funding round or a new market",
      "MSME owners and successors taking on a larger role in the business",
    ],
    steps: [
      "We understand your goals, your stage and what you want from a mentor.",
      "We propose a mentor matched by sector, stage and need, and arrange an introductory meeting.",
      "Together you agree the milestones for the programme.",
      "You meet fortnightly or monthly, and our team tracks progress against the milestones.",
      "At the end we review progress with you and agree the next steps.",
    ],
    engagement: [
      "Duration: three to six months, agreed at the start",
      "Meetings: fortnightly or monthly, online or in person",
      "Milestones written down at the start and reviewed at each meeting",
      "Peer founder circles and pitch or investor-readiness reviews, where useful",
      "What you bring: time, candour about the business and follow-through on the agreed actions",
    ],
    timeline:
      "Programmes run for three to six months, as agreed at the start. The first meeting takes place once you and the proposed mentor have met and agreed to work together.",
    faqs: [
      {
        question: "How is a mentor chosen?",
        answer:
          "By your sector, your stage and the challenges you name. You meet the proposed mentor before the programme starts, and if the fit is not right we propose another.",
      },
      {
        question: "Is what I share confidential?",
        answer: "Yes. Mentors are asked to keep your business information confidential, and we can put a non-disclosure agreement in place.",
      },
      {
        question: "Does a mentor invest in my startup?",
        answer:
          "Mentorship does not come with investment. Some mentors are also investors, but any investment is a separate decision between you and them.",
      },
      {
        question: "What if we need more time?",
        answer: "The programme can be extended by agreement, or continue as occasional sessions.",
      },
    ],
  },

  "networking-opportunities": {
    kind: "programme",
    summary:
      "Curated meet-ups, demo days and one-to-one introductions that connect founders and MSME owners with investors, corporates, incubators, government buyers and each other.",
    whoFor: [
      "Founders looking for investors, customers or partners",
      "MSMEs that want to sell to government buyers through the Government e-Marketplace (GeM)",
      "Business owners who want to meet peers, industry associations and chambers of commerce in Bhopal and Indore",
    ],
    steps: [
      "We learn who you want to meet and why: customers, partners, investors or peers.",
      "We invite you to relevant meet-ups and pitch events, and help you prepare for them.",
      "For specific goals, we make one-to-one introductions, with a short note to each side.",
      "For GeM, we help you register as a seller and list your products or services.",
      "We follow up after introductions and events to see what came of them.",
    ],
    engagement: [
      "Curated founder and MSME meet-ups in Bhopal and Indore",
      "Demo days and pitch events, with pitch preparation beforehand",
      "Introductions to angel networks, early-stage funds, corporates and incubators, made only when both sides agree",
      "GeM seller registration and catalogue listing",
      "What you bring: a clear, short description of your business and of who you want to meet",
    ],
    timeline:
      "Networking is ongoing rather than a single deliverable: events follow their own calendar and introductions are made as the right opportunities arise. GeM seller registration is done online and is quick once your documents are in order.",
    faqs: [
      {
        question: "Do you guarantee investment or orders?",
        answer:
          "No. We make introductions and create occasions to meet; investment and orders depend on your business and on the other side's decision.",
      },
      {
        question: "What does GeM registration involve?",
        answer:
          "The Government e-Marketplace is the government's online procurement portal. A seller registers with the business's PAN and the Aadhaar-based verification of its owner or authorised person, with bank details and, where it has them, GST and Udyam registration. We help with registration, catalogue listing and the basics of bidding.",
      },
      {
        question: "Are the events open to anyone?",
        answer:
          "Our meet-ups are curated to keep them useful, so we invite founders and business owners whose interests fit the event. Tell us what you are looking for and we will suggest the right ones.",
      },
    ],
  },
};
