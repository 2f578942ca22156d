import type { ServiceLineAnswers } from "./types";

/**
 * Legal & Tax Consultancy. Written from the CGST Act and Rules, 2017 and the GST portal's forms,
 * and the Income-tax Act, 1961 (which governs income up to 31 March 2026; the Income-tax Act, 2025
 * governs income from 1 April 2026). Due dates are the statutory ones, which the government
 * sometimes extends: the copy says so rather than promising a date.
 */
export const legalConsultancyAnswers: ServiceLineAnswers<"legal-consultancy"> = {
  "income-tax-compliance": {
    kind: "filing",
    summary:
      "We compute your tax, file your income tax return on time, manage advance tax and TDS, and answer notices, for individuals, firms, LLPs and companies.",
    whoFor: [
      "Salaried individuals with other income such as capital gains, rent or foreign assets",
      "Proprietors, professionals, partnership firms, LLPs and companies",
      "Businesses that deduct tax at source (TDS) and must file quarterly TDS returns",
      "Anyone who has received an income tax notice or intimation",
    ],
    steps: [
      "We collect your documents and match them with your Annual Information Statement (AIS) and Form 26AS on the income tax portal.",
      "We compute your income and tax, and compare the tax regimes and deductions open to you.",
      "You review the computation; we file the return, and you e-verify it (or we do, with your authorisation).",
      "We track the refund or demand and respond to any intimation or notice that follows.",
      "Through the year, we compute advance tax instalments and file quarterly TDS returns where they apply.",
    ],
    documents: [
      "PAN, with Aadhaar linked to it",
      "Form 16 from your employer, and TDS certificates (Form 16A) for other income",
      "Bank statements and interest certificates",
      "Capital gains statements from your broker or mutual funds, and the deeds of any property bought or sold",
      "Proof of deductions, such as insurance, PPF, home loan interest and health insurance, if you use the old regime",
      "For a business: books of account, financial statements and the tax audit report where one is required",
      "Your login to the income tax portal (we help you set one up if you have none)",
    ],
    timeline:
      "Returns are due by 31 July after the financial year for individuals and others who need no audit, by 31 October where a tax audit is required, and by 30 November where a transfer pricing report is required; the government sometimes extends these dates. Advance tax is paid in instalments by 15 June, 15 September, 15 December and 15 March, and TDS returns are filed every quarter.",
    timelineBasis:
      "Income-tax Act, 1961: Section 139(1) (returns) and Section 211 (advance tax), for income up to 31 March 2026. The Income-tax Act, 2025 governs income from 1 April 2026; we confirm each year's dates.",
    faqs: [
      {
        question: "Which tax regime should I choose?",
        answer:
          "Since the 2023-24 financial year the new regime is the default for individuals: lower rates, but few deductions. The old regime keeps deductions such as those for investments, insurance and home loan interest. Which is better depends on your income and deductions, so we compute both before filing.",
      },
      {
        question: "What if I miss the due date?",
        answer:
          "Under the Income-tax Act, 1961 you can still file a belated return by 31 December of the assessment year, but a late fee applies (up to ₹5,000, or ₹1,000 if your total income is not above ₹5 lakh), interest runs on unpaid tax, and some losses can no longer be carried forward.",
      },
      {
        question: "What is the AIS and why does it matter?",
        answer:
          "The Annual Information Statement on the income tax portal shows what banks, employers, brokers and others have reported about you: interest, dividends, share sales, property deals and tax deducted. The department compares your return with it, so we reconcile the two before filing.",
      },
      {
        question: "I have received a notice. What should I do?",
        answer:
          "Do not ignore it: most notices set a date by which to respond on the portal. Send it to us and we will explain what is being asked, gather the evidence and file the response in time.",
      },
      {
        question: "Do you handle TDS as well?",
        answer:
          "Yes. We compute the tax to deduct, remind you to deposit it by the 7th of the following month (30 April for tax deducted in March), file the quarterly TDS returns and issue the TDS certificates.",
      },
    ],
  },

  "gst-registration": {
    kind: "registration",
    summary:
      "We confirm whether and where you need GST registration, help you choose between the regular and composition schemes, and file your application on the GST portal through to your GSTIN.",
    whoFor: [
      "Businesses whose aggregate turnover crosses the threshold: in most states, including Madhya Pradesh, ₹40 lakh for those supplying only goods and ₹20 lakh for suppliers of services (lower in some special category states)",
      "Businesses that must register whatever their turnover, such as those making inter-state taxable supplies of goods or paying tax under reverse charge",
      "Businesses that register voluntarily, for example to claim input tax credit or to sell to registered businesses",
      "Registered businesses adding a place of business or registering in another state",
    ],
    steps: [
      "We confirm whether registration is required, in which states, and which scheme suits you.",
      "We prepare the application (Form GST REG-01) and the documents for your constitution and place of business.",
      "We file it on the GST portal; you complete the Aadhaar authentication through the link sent to your mobile and email.",
      "If the officer raises a query (Form GST REG-03), we draft and file your reply within the seven working days allowed.",
      "We share your GSTIN and registration certificate (Form GST REG-06) and explain your first invoices and returns.",
    ],
    documents: [
      "PAN of the business (for a proprietorship, the proprietor's PAN)",
      "PAN and Aadhaar of the proprietor, partners or directors, and of the authorised signatory",
      "A recent photograph of each of them",
      "Proof of constitution: partnership deed, certificate of incorporation or LLP incorporation document",
      "Proof of the principal place of business: a recent electricity bill or property tax receipt, with a rent or lease agreement, or the owner's consent letter if the premises are not yours",
      "Letter of authorisation or board resolution naming the authorised signatory",
      "Bank account details (a cancelled cheque or statement); these may also be added within 30 days of registration",
    ],
    timeline:
      "Where Aadhaar authentication succeeds, the officer must decide within seven working days of a complete application. Where it is not done, or the application is picked for verification, the officer may inspect the premises and take up to thirty days. If the officer raises a query, you have seven working days to reply, and the officer then decides within seven working days of your reply.",
    timelineBasis: "Section 25 of the CGST Act, 2017 and Rules 8 to 10 of the CGST Rules, 2017",
    faqs: [
      {
        question: "Is there a government fee for GST registration?",
        answer: "No. The GST portal charges nothing for registration. You pay only our professional fee.",
      },
      {
        question: "Should I choose the composition scheme?",
        answer:
          "The composition scheme lets smaller businesses (aggregate turnover up to ₹1.5 crore for goods in most states, ₹50 lakh for services) pay tax at a low fixed rate with simpler returns. In return they cannot claim input tax credit, charge GST on their invoices or make inter-state supplies of goods. It can suit traders and manufacturers selling to consumers, and rarely suits businesses selling to other registered businesses.",
      },
      {
        question: "From when does my registration take effect?",
        answer:
          "If you apply within thirty days of becoming liable to register, the registration takes effect from the date you became liable; if you apply later, from the date it is granted.",
      },
      {
        question: "Can I register with my home as the place of business?",
        answer:
          "Yes. A residence can be the principal place of business. You need proof of the address, such as an electricity bill, and the owner's consent letter if the property is not in your name.",
      },
      {
        question: "Do I need a separate registration for each state?",
        answer:
          "Yes. GST registration is state-wise: a business that supplies from more than one state needs a registration in each. Within one state, additional places of business are added to the same registration.",
      },
    ],
  },

  "gst-compliance": {
    kind: "filing",
    summary:
      "We prepare and file your GST returns on time, reconcile your purchases with GSTR-2B so that input tax credit is not lost, and handle e-invoicing, e-way bills, annual returns and notices.",
    whoFor: [
      "Registered businesses filing monthly, or quarterly under the QRMP scheme",
      "Businesses losing input tax credit because their suppliers' invoices do not match",
      "Exporters and businesses with an inverted duty structure claiming refunds",
      "Businesses that have received a GST notice or face an audit",
    ],
    steps: [
      "Every month (or quarter) you share your sales and purchase data by an agreed date.",
      "We reconcile your purchases with GSTR-2B and list the suppliers whose invoices are missing.",
      "We prepare GSTR-1 and GSTR-3B, tell you the tax payable, and file once you have paid.",
      "Each year we prepare the annual return (GSTR-9) and, where required, the reconciliation statement (GSTR-9C).",
      "We draft replies to notices and support you through audits.",
    ],
    documents: [
      "Sales invoices, credit notes and debit notes for the period, or an export from your billing software",
      "Purchase invoices and expense bills on which you claim input tax credit",
      "E-way bills and e-invoices generated in the period",
      "Bank statements, for the reconciliation",
      "Access to the GST portal: your login, or the one-time passwords when we file",
    ],
    timeline:
      "GSTR-1 is due by the 11th of the following month (by the 13th of the month after the quarter under QRMP), and GSTR-3B by the 20th (under QRMP, the 22nd or 24th depending on the state: the 22nd in Madhya Pradesh). The annual return is due by 31 December after the financial year. CBIC sometimes extends these dates; late filing attracts a late fee and interest.",
    timelineBasis: "Sections 37, 39 and 44 of the CGST Act, 2017, with the due dates notified by CBIC",
    faqs: [
      {
        question: "Should I file monthly or quarterly?",
        answer:
          "Businesses with aggregate turnover up to ₹5 crore may opt for the QRMP scheme: quarterly returns, with tax paid monthly. It means fewer filings; customers who want their credit every month can still get it, since QRMP lets you upload invoices monthly through the invoice furnishing facility.",
      },
      {
        question: "Why is my input tax credit less than my purchase bills?",
        answer:
          "Credit is generally available only for invoices your suppliers have reported, which then appear in your GSTR-2B, and only if the other conditions are met. We reconcile every month and follow up with the suppliers whose invoices are missing.",
      },
      {
        question: "Is the annual return mandatory for everyone?",
        answer:
          "In recent years GSTR-9 has been optional for businesses with aggregate turnover up to ₹2 crore, and the reconciliation statement GSTR-9C has applied above ₹5 crore. The limits are set by notification, so we check the current one for your year.",
      },
      {
        question: "What happens if a return is filed late?",
        answer:
          "A late fee applies for each day of delay, up to a cap set by notification, and interest at 18% a year runs on tax paid late. Not filing for a long period can lead to cancellation of the registration.",
      },
    ],
  },

  "corporate-tax-compliance": {
    kind: "filing",
    summary:
      "Tax computation, returns, audits and advance tax for companies and LLPs, with advice on the tax regime, minimum alternate tax and transfer pricing, and support in assessments and appeals.",
    whoFor: [
      "Companies filing ITR-6, and LLPs and firms filing ITR-5",
      "Companies deciding whether to opt for the concessional tax regime",
      "Companies with international transactions with associated enterprises, or specified domestic transactions, that need transfer pricing documentation",
      "Companies facing scrutiny, assessment or appeal proceedings",
    ],
    steps: [
      "We review the audited financial statements and the tax audit report.",
      "We compute taxable income and the tax under the chosen regime, including minimum alternate tax where it applies.",
      "We prepare the transfer pricing report (Form 3CEB) where one is required.",
      "We file the return, verified with the digital signature of a director or designated partner.",
      "We compute advance tax each quarter, and handle notices, assessments and appeals.",
    ],
    documents: [
      "Audited financial statements, with the directors' report and the auditor's report",
      "Tax audit report (Forms 3CA or 3CB and 3CD) where applicable",
      "Form 26AS and the Annual Information Statement of the company",
      "Advance tax and self-assessment tax challans",
      "Details of transactions with related parties, in India and abroad",
      "The previous year's return and any assessment orders",
      "A valid digital signature certificate of the director or designated partner who signs the return",
    ],
    timeline:
      "The tax audit report is due by 30 September, and the return by 31 October for companies and for firms and LLPs whose accounts are audited, or by 30 November where a transfer pricing report is required; the government sometimes extends these dates. Advance tax is due in four instalments: 15 June, 15 September, 15 December and 15 March.",
    timelineBasis:
      "Income-tax Act, 1961: Sections 44AB, 139(1) and 211, for income up to 31 March 2026. The Income-tax Act, 2025 governs income from 1 April 2026; we confirm each year's dates.",
    faqs: [
      {
        question: "Should our company opt for the concessional regime?",
        answer:
          "A domestic company may opt to pay tax at 22% (plus surcharge and cess) by giving up most exemptions and deductions; minimum alternate tax then no longer applies. Whether it saves tax depends on the deductions and MAT credit you would give up, so we compute both. Once chosen, the option cannot be withdrawn for later years.",
      },
      {
        question: "What is minimum alternate tax (MAT)?",
        answer:
          "MAT makes a company pay at least 15% of its book profit (plus surcharge and cess) when its tax under the normal provisions is lower; the excess can be carried forward as a credit. It does not apply to companies in the concessional regime. LLPs have a similar alternate minimum tax.",
      },
      {
        question: "When is transfer pricing documentation needed?",
        answer:
          "When a company or LLP has international transactions with associated enterprises, or specified domestic transactions above the threshold. An accountant's report in Form 3CEB must then be filed, and the return is due later, by 30 November.",
      },
      {
        question: "Does the new Income-tax Act change this?",
        answer:
          "The Income-tax Act, 2025 replaces the 1961 Act for income from 1 April 2026. It restructures and renumbers the law; we apply whichever Act governs the year's income and confirm the forms and dates that go with it.",
      },
    ],
  },
};
