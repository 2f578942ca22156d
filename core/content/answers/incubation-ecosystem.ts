import type { ServiceLineAnswers } from "./types";

/**
 * Incubation Ecosystem Support. Written from DPIIT's startup definition (G.S.R. 127(E) of 19
 * February 2019), the Udyam registration notification (S.O. 2119(E) of 26 June 2020) and the MSME
 * classification limits in force from 1 April 2025, the MSMED Act, 2006 on delayed payments, and
 * the Startup India Seed Fund Scheme's published guidelines.
 */
export const incubationEcosystemAnswers: ServiceLineAnswers<"incubation-ecosystem"> = {
  "startup-india-registration": {
    kind: "registration",
    summary:
      "We set up your Startup India profile and obtain DPIIT recognition for your company, LLP or partnership, so that you can apply for the tax, IPR and funding benefits, challenges and incubator calls that require it.",
    whoFor: [
      "Incubated and pre-incubation ventures that have set up a company, LLP or registered partnership firm",
      "Entities up to ten years old whose turnover has not exceeded ₹100 crore in any financial year",
      "Startups planning to apply for the Seed Fund Scheme, the startup tax holiday or rebates on patent and trademark fees",
    ],
    steps: [
      "We check eligibility, and whether the venture needs to incorporate first.",
      "We register your profile on the Startup India portal.",
      "We prepare the recognition application with a clear description of your innovation.",
      "We file it and answer any query from DPIIT.",
      "Once you are recognised, we guide you on the benefits to apply for next and keep your details up to date.",
    ],
    documents: [
      "Certificate of incorporation or registration of the company, LLP or partnership firm",
      "PAN of the entity",
      "Names and contact details of the directors or partners",
      "A description of the product or service and what is innovative about it",
      "Pitch deck, website or product video",
      "Details of patents, trademarks, awards or funding, if any",
      "A letter of support from your incubator, if you have one",
    ],
    timeline:
      "The portal profile is created at once. DPIIT then examines the recognition application and may ask for more information; the rules set no fixed time limit for its decision.",
    timelineBasis: "DPIIT notification G.S.R. 127(E) of 19 February 2019",
    faqs: [
      {
        question: "How is this different from your DPIIT Registration service?",
        answer:
          "It is the same recognition, handled as part of our incubation support together with the portal profile, incubator calls and the benefits that follow. If you only need the recognition certificate, our DPIIT Registration service covers it.",
      },
      {
        question: "Which benefits need recognition?",
        answer:
          "Among others: self-certification under certain labour and environmental laws, faster patent examination and lower patent and trademark fees, relaxed criteria in public procurement, eligibility for the Seed Fund Scheme, and the option to apply for the startup income tax holiday.",
      },
      {
        question: "Is there a government fee?",
        answer: "DPIIT charges no fee for recognition. You pay only our professional fee.",
      },
      {
        question: "Does recognition need to be renewed?",
        answer:
          "No. It lasts until ten years from incorporation, unless turnover exceeds ₹100 crore earlier or the entity stops meeting the conditions.",
      },
    ],
  },

  "msme-compliance": {
    kind: "filing",
    summary:
      "Udyam registration and the full compliance calendar of a micro, small or medium enterprise (GST, income tax and TDS, ROC or LLP filings, labour registrations and the MSME protections on delayed payments) handled and tracked in one place.",
    whoFor: [
      "Manufacturing and service enterprises, and traders registering on Udyam for priority sector lending",
      "Proprietors, partnerships, LLPs and companies that want one team to track every deadline",
      "MSMEs whose customers pay late",
    ],
    steps: [
      "We register the enterprise on the Udyam portal, or update its existing registration.",
      "We list every registration and filing that applies to you in a compliance calendar.",
      "We complete the missing registrations, such as GST, PF, ESI, professional tax and the Shops & Establishment licence.",
      "We file returns and forms as they fall due, with reminders before each date.",
      "Where customers pay late, we help you claim interest and file a case on MSME Samadhaan.",
    ],
    documents: [
      "Aadhaar of the proprietor, managing partner or authorised director (Udyam registration is Aadhaar-based)",
      "PAN of the enterprise, and its GSTIN where it has one",
      "Bank account details",
      "Details of the business activity, the number of employees and the investment in plant and machinery or equipment",
      "Existing registrations and licences, and the last year's returns",
      "Unpaid invoices and proof of delivery, for delayed-payment claims",
    ],
    timeline:
      "Udyam registration is online, free and based on self-declaration; the registration number is generated when the form is submitted. Other registrations take as long as each department takes. Recurring filings follow their statutory due dates, which the compliance calendar tracks.",
    timelineBasis: "Ministry of MSME notification S.O. 2119(E) of 26 June 2020 (Udyam registration)",
    faqs: [
      {
        question: "Who counts as a micro, small or medium enterprise?",
        answer:
          "Classification uses both investment in plant and machinery or equipment and turnover. From 1 April 2025 the limits are: micro, up to ₹2.5 crore investment and ₹10 crore turnover; small, up to ₹25 crore and ₹100 crore; medium, up to ₹125 crore and ₹500 crore.",
      },
      {
        question: "Is there a fee for Udyam registration?",
        answer:
          "No. Registration on the official Udyam portal is free. Be wary of websites that charge for it while looking like the government portal.",
      },
      {
        question: "What protection do MSMEs have against late payment?",
        answer:
          "Under the MSMED Act, a buyer must pay a micro or small enterprise within the agreed period, which cannot exceed 45 days from acceptance; later payments carry compound interest at three times the bank rate notified by the RBI. Unpaid claims can be filed on the MSME Samadhaan portal for the state's Facilitation Council.",
      },
      {
        question: "What is Form MSME-1?",
        answer:
          "A half-yearly return in which companies report to the Registrar the amounts they have owed micro and small enterprises for more than 45 days. It is due by 30 April and 31 October.",
      },
    ],
  },

  "incubation-registration": {
    kind: "registration",
    summary:
      "For ventures in our incubation ecosystem, we manage admission to a government-supported incubator end to end: choosing the programme, preparing the application and pitch, reviewing the agreement and planning the milestones after onboarding.",
    whoFor: [
      "Ventures ready for pre-incubation, incubation or acceleration",
      "Founders applying to Atal Incubation Centres, DST-NIDHI or MeitY-supported incubators, or incubators recognised under the Madhya Pradesh Start-up Policy",
      "Startups that want seed funding routed through an incubator",
    ],
    steps: [
      "We assess your readiness against the incubators' criteria.",
      "We choose the programme with you: pre-incubation, incubation or acceleration.",
      "We prepare the application dossier and the pitch.",
      "We review the incubation agreement and help you negotiate its terms.",
      "After admission, we plan milestones with the incubator and support your reporting during incubation.",
    ],
    documents: [
      "Certificate of incorporation, or the founders' details if the venture is not yet incorporated",
      "DPIIT recognition certificate, if any",
      "Business plan and pitch deck",
      "Founders' CVs and the time each will commit",
      "Evidence of progress: a prototype, pilot results, customers or revenue",
      "Cap table, if the venture has raised money",
    ],
    timeline:
      "Each incubator sets its own call dates and selection process. Calls may be open all year or run as cohorts, and a decision typically follows a few weeks after the selection panel.",
    faqs: [
      {
        question: "What is the difference between pre-incubation, incubation and acceleration?",
        answer:
          "Pre-incubation helps turn an idea into a validated concept, often before incorporation. Incubation supports an early venture over a longer period with space, mentoring and access to funding. Acceleration is a short, intensive programme for ventures that already have a product and customers, aimed at growth and investment.",
      },
      {
        question: "What does the incubator expect after admission?",
        answer:
          "Regular progress reports against the agreed milestones, taking part in the programme, and keeping to the incubation agreement. We help you keep up with the reporting.",
      },
      {
        question: "Can you guarantee admission?",
        answer: "No. Selection is the incubator's decision. We improve your chances by choosing incubators that fit and preparing a strong application.",
      },
    ],
  },

  "government-funding": {
    kind: "application",
    summary:
      "We help incubated ventures apply for funding routed through incubators, most notably the Startup India Seed Fund Scheme, and for grants under DST-NIDHI, BIRAC, MeitY and state programmes, with the milestone plans and the reporting after sanction.",
    whoFor: [
      "DPIIT-recognised startups that may qualify for the Seed Fund Scheme",
      "Incubated ventures building a proof of concept, prototype or first product",
      "Deep-tech and biotech startups that may qualify for DST-NIDHI or BIRAC programmes",
    ],
    steps: [
      "We check your eligibility for the Seed Fund Scheme and other programmes.",
      "We prepare the proposal: business plan, use of funds and milestones.",
      "We submit the application on the scheme's portal, choosing the incubators that fit.",
      "We prepare you for the pitch to the incubator's evaluation committee.",
      "After sanction, we help with the milestone reports and utilisation certificates for each tranche.",
    ],
    documents: [
      "DPIIT recognition certificate",
      "Certificate of incorporation, and the shareholding pattern showing the Indian promoters' holding",
      "Pitch deck and business plan, with the use of funds and milestones",
      "Details of any government support already received",
      "KYC of the founders and the company's bank details",
      "Financial statements, if the company has completed a financial year",
    ],
    timeline:
      "The incubator's seed management committee evaluates applications and may call you to pitch; sanctioned funds are released in tranches linked to milestones. Scheme terms change with each notification, so we check the current guidelines and give you a realistic timetable once we know the programme and the incubator.",
    timelineBasis: "Startup India Seed Fund Scheme guidelines (DPIIT)",
    faqs: [
      {
        question: "Who is eligible for the Seed Fund Scheme?",
        answer:
          "Under its guidelines: a DPIIT-recognised startup, incorporated not more than two years before applying, whose business uses technology in its core product or service, with at least 51% held by Indian promoters, and which has not received more than ₹10 lakh of monetary support under other central or state government schemes.",
      },
      {
        question: "How much funding is available?",
        answer:
          "Up to ₹20 lakh as a grant for proof of concept, prototype development or product trials, and up to ₹50 lakh through convertible debentures or debt-linked instruments for market entry, commercialisation or scaling, as the incubator decides.",
      },
      {
        question: "Do I have to give up equity?",
        answer:
          "The grant is not equity. The investment part is made through convertible debentures or debt instruments, which may convert into equity on the terms agreed with the incubator.",
      },
      {
        question: "What happens after sanction?",
        answer:
          "Funds are released in instalments tied to milestones. You report progress and, for grants, submit utilisation certificates; we help you keep these in order.",
      },
    ],
  },
};
