import type { ServiceLineAnswers } from "./types";

/**
 * Financial Consultancy. Statutory references are to the Companies Act, 2013 (financial
 * statements, annual general meeting, filing), the accounting standards on inventories, the
 * Income-tax Rules (Rule 11UA) and FEMA pricing rules for valuations, and the CGTMSE and MUDRA schemes.
 */
export const financialConsultancyAnswers: ServiceLineAnswers<"financial-consultancy"> = {
  "financial-management": {
    kind: "advisory",
    summary:
      "Budgets, cash-flow forecasts, cost controls and a monthly MIS, so that you always know where the money goes and how much headroom you have, with virtual CFO support if you want it.",
    whoFor: [
      "Growing MSMEs that manage cash from the bank balance",
      "Businesses facing a cash crunch, rising costs or slow-paying customers",
      "Startups that need CFO-level support without a full-time hire",
    ],
    steps: [
      "We review your books, cash position, receivables and costs.",
      "We build a budget and a rolling cash-flow forecast.",
      "We set up a monthly MIS report with the figures that matter to you.",
      "We recommend controls over receivables, payables and costs.",
      "We review the numbers with you every month, as your virtual CFO if you choose.",
    ],
    documents: [
      "Books of account, for example a backup from Tally or your accounting software",
      "Bank statements for the last twelve months",
      "GST returns and the latest financial statements",
      "Ageing lists of debtors and creditors",
      "Loan sanction letters and repayment schedules",
    ],
    timeline:
      "Setting up the budget, forecast and MIS typically takes a few weeks, depending on the state of the books. Monthly reporting and reviews then continue for as long as you need them.",
    faqs: [
      {
        question: "What is a virtual CFO?",
        answer:
          "A senior finance professional who works with you part-time on budgets, cash, bank relationships and decisions, instead of a full-time hire.",
      },
      {
        question: "Do you also keep our books?",
        answer: "We can, or we can work with your accountant. An MIS is only as good as the books behind it, so we check them first.",
      },
      {
        question: "Do we have to change our accounting software?",
        answer:
          "No. We work with Tally and the other packages Indian businesses commonly use, and suggest a change only if the software is holding you back.",
      },
    ],
  },

  "risk-management": {
    kind: "advisory",
    summary:
      "We identify and rate the financial, operational, credit and compliance risks that matter most to your business, test your internal controls and recommend practical safeguards.",
    whoFor: [
      "Growing businesses in which the owner can no longer check every transaction",
      "Companies preparing for an audit, an investment or a bank review",
      "Businesses that have suffered a fraud, a bad debt or a compliance penalty",
    ],
    steps: [
      "We interview management and map your key processes.",
      "We list the risks and rate each by likelihood and impact in a risk register.",
      "We test the internal controls over cash, purchases, sales and inventory.",
      "We report the weaknesses found, with practical recommendations.",
      "We review progress on the agreed actions.",
    ],
    documents: [
      "Process notes or standard operating procedures, if written",
      "The latest financial statements and audit reports, including any letter from the auditor on internal controls",
      "Debtor ageing and customer credit limits",
      "Insurance policies",
      "Approval limits or a delegation of authority, if any",
    ],
    timeline:
      "A risk assessment and controls review of a small or mid-sized business typically takes a few weeks, depending on the number of locations and processes.",
    faqs: [
      {
        question: "Is this an internal audit?",
        answer:
          "It overlaps. A risk review looks at what could go wrong across the business and how well it is controlled; an internal audit tests chosen processes periodically. We can do either, and the Companies Act requires an internal audit of some classes of companies.",
      },
      {
        question: "Do you advise on insurance?",
        answer: "We review whether your cover matches your risks and point out gaps. We do not sell insurance.",
      },
      {
        question: "What does a risk register look like?",
        answer:
          "A short table of each risk, its owner, how likely and how serious it is, the controls in place and the actions agreed. We keep it short enough to be used.",
      },
    ],
  },

  "inventory-management": {
    kind: "advisory",
    summary:
      "We analyse your stock levels, ageing and movement, set reorder levels and valuation policies, and bring your inventory records in line with your books and GST returns.",
    whoFor: [
      "Manufacturers, traders and distributors with much of their cash tied up in stock",
      "Businesses whose physical stock does not match the books",
      "Borrowers preparing for their bank's stock audit",
    ],
    steps: [
      "We study your stock records, ageing and movement.",
      "We classify items by value and by movement (ABC and FSN analysis).",
      "We set reorder levels and safety stock for the key items.",
      "We review valuation against the accounting standard on inventories and reconcile stock with the books.",
      "We help set up the process and software to keep it so, and support physical verification.",
    ],
    documents: [
      "Item master and stock register, or an export from your inventory software",
      "Purchase and sales registers for the last twelve months",
      "The latest physical verification report, if any",
      "Stock statements submitted to your bank",
      "Your current inventory valuation method",
    ],
    timeline:
      "The analysis and recommendations typically take a few weeks; a physical verification adds time depending on the number of locations and items.",
    faqs: [
      {
        question: "What are ABC and FSN analysis?",
        answer:
          "ABC analysis ranks items by the value they account for, so that control effort goes where the money is. FSN analysis sorts them into fast-moving, slow-moving and non-moving, so that dead stock is found and dealt with.",
      },
      {
        question: "How should inventory be valued?",
        answer:
          "Under the accounting standards, at the lower of cost and net realisable value. We check that your method follows this and is applied consistently.",
      },
      {
        question: "Why do stock figures matter for GST?",
        answer:
          "Differences between stock, purchases and sales can raise questions about input tax credit and unrecorded sales in a GST audit or inspection. Reconciled records prevent that.",
      },
    ],
  },

  "company-valuation": {
    kind: "advisory",
    summary:
      "Independent valuation reports for fundraising, share issues and transfers, ESOPs and mergers, using accepted methods such as discounted cash flow, net asset value and comparable companies, in the form the Income-tax Rules, FEMA or the Companies Act require.",
    whoFor: [
      "Companies issuing shares to investors, where the price must be supported by a valuation report",
      "Companies receiving or making foreign investment that need FEMA-compliant pricing",
      "Companies granting ESOPs or sweat equity, and parties to mergers, acquisitions and exits",
    ],
    steps: [
      "We agree the purpose of the valuation, which decides the method, the valuation date and who may sign the report.",
      "We collect the financial statements, projections and details of the business.",
      "We analyse the business and apply the appropriate methods.",
      "We discuss the draft with you and answer your questions.",
      "We issue the final report, signed by a registered valuer or merchant banker where the law requires one.",
    ],
    documents: [
      "Audited financial statements for the last three years and the latest provisional figures",
      "Financial projections for the next three to five years, with their assumptions",
      "Shareholding pattern and cap table",
      "MoA and AoA, and the details of the proposed transaction (term sheet or offer)",
      "Details of assets such as property, investments and intellectual property, where relevant",
    ],
    timeline:
      "Once the financial information is complete, a valuation report typically takes a few weeks, depending on the purpose and the size of the business. The valuation date is planned around your transaction.",
    faqs: [
      {
        question: "Who can sign a valuation report?",
        answer:
          "Each law names its own signatory: a registered valuer under the Companies Act, a SEBI-registered merchant banker for some methods under the Income-tax Rules, and a chartered accountant, merchant banker or cost accountant under FEMA, depending on the case. We arrange the right signatory for your purpose.",
      },
      {
        question: "Which method gives the right value?",
        answer:
          "There is no single right value. Each method looks at the business differently, and for some purposes the law prescribes the method. The report explains the methods used and why.",
      },
      {
        question: "Can one report serve both income tax and FEMA?",
        answer:
          "Sometimes, if its method, date and signatory meet both sets of rules; otherwise two reports are needed. We tell you at the start.",
      },
      {
        question: "How long does a valuation stay valid?",
        answer:
          "A valuation is as at a date, and regulators and investors expect that date to be recent when shares are issued or transferred, so we plan it with your transaction.",
      },
    ],
  },

  "financial-reporting": {
    kind: "advisory",
    summary:
      "Accurate, timely financial statements in the Schedule III format under the applicable Indian accounting standards, with audit coordination and clear reports for your board, bank and investors.",
    whoFor: [
      "Private companies and LLPs that need annual financial statements for audit and filing",
      "Businesses that report monthly or quarterly to investors or banks",
      "Groups of companies that need consolidated statements",
    ],
    steps: [
      "We review your books and close the month, quarter or year with the necessary adjustments.",
      "We prepare the financial statements, notes and schedules in the required format.",
      "We coordinate with your statutory auditor and answer their queries.",
      "We prepare board, bank and investor reporting packs.",
      "We help file them with the Registrar: Form AOC-4 for a company, or Form 8 (statement of account and solvency) for an LLP.",
    ],
    documents: [
      "Books of account and the trial balance",
      "Bank statements and bank reconciliations",
      "Fixed asset register, with the year's additions and disposals",
      "Stock, debtor and creditor lists or confirmations",
      "Loan statements and interest certificates",
      "The previous year's audited financial statements",
    ],
    timeline:
      "A company's audited financial statements are laid before its annual general meeting, normally held within six months of the end of the financial year (by 30 September), and filed in Form AOC-4 within 30 days of the meeting. Monthly and quarterly closes are timed to your reporting needs.",
    timelineBasis: "Companies Act, 2013: Section 96 (annual general meeting) and Section 137 (filing of financial statements)",
    faqs: [
      {
        question: "What is the Schedule III format?",
        answer:
          "Schedule III of the Companies Act, 2013 sets the form of a company's balance sheet and statement of profit and loss. Companies must follow it, which also makes their statements comparable.",
      },
      {
        question: "Do we need to follow Ind AS?",
        answer:
          "Most small and mid-sized companies follow the Accounting Standards notified under the Companies Act. Ind AS applies to listed companies, to unlisted companies with a net worth of ₹250 crore or more, and to their group companies. We confirm which applies to you.",
      },
      {
        question: "Can you also be our statutory auditor?",
        answer:
          "No. An auditor must be independent of the people who prepare the accounts, so we prepare the statements and work with the auditor you appoint.",
      },
    ],
  },

  "loan-consultation": {
    kind: "application",
    summary:
      "We assess how much you can sensibly borrow, prepare the project report and CMA data banks ask for, and help you approach banks, NBFCs and SIDBI for term loans, working capital and scheme-backed loans.",
    whoFor: [
      "MSMEs seeking a term loan for expansion, machinery or premises",
      "Businesses that need new or larger working capital limits",
      "Borrowers who may qualify for CGTMSE cover, a MUDRA loan or Stand-Up India",
    ],
    steps: [
      "We assess your borrowing need and your capacity to repay.",
      "We prepare the project report and CMA data, with projections a bank can test.",
      "We help you choose lenders and approach them with a complete file.",
      "We answer the lenders' queries and compare the sanction terms offered.",
      "We help you meet the conditions before disbursement.",
    ],
    documents: [
      "KYC of the business and its promoters or directors: PAN, Aadhaar and address proof",
      "Udyam registration certificate and GST registration",
      "Financial statements and income tax returns for the last three years",
      "Bank statements for the last twelve months",
      "GST returns for the last twelve months",
      "Sanction letters and repayment records of existing loans",
      "Quotations for the assets to be financed, and property papers if you offer collateral",
    ],
    timeline:
      "The lender's appraisal sets the pace, and it grows with the size and complexity of the loan. A complete, well-prepared file avoids the most common delays: incomplete documents and projections that do not match the past figures.",
    faqs: [
      {
        question: "What is CMA data?",
        answer:
          "Credit Monitoring Arrangement data: tables of past and projected financials, working capital and ratios that banks use to assess working capital and term loans. Most banks ask for it with larger applications.",
      },
      {
        question: "Can you guarantee that the loan will be sanctioned?",
        answer:
          "No. The decision is the lender's. We make sure your application is complete and realistic, and tell you plainly where it is weak.",
      },
      {
        question: "What is a MUDRA loan?",
        answer:
          "A loan under the Pradhan Mantri MUDRA Yojana, given by banks, NBFCs and microfinance institutions to non-farm micro enterprises, in categories by loan amount such as Shishu, Kishore and Tarun.",
      },
      {
        question: "Do I need collateral?",
        answer:
          "It depends on the loan and the lender. Loans covered by CGTMSE are given without collateral up to the scheme's limit; larger loans usually need security. We set out the options for your case.",
      },
    ],
  },
};
