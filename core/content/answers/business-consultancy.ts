import type { ServiceLineAnswers } from "./types";

/**
 * Business Consultancy: advisory assignments built on the client's own records. Timelines describe
 * what sets the pace; the firm's own estimate is the one staff set in the admin.
 */
export const businessConsultancyAnswers: ServiceLineAnswers<"business-consultancy"> = {
  "strategic-planning": {
    kind: "advisory",
    summary:
      "We help your leadership team decide where to compete and how to win, and turn that into a three-to-five-year plan with annual goals, budgets and KPIs that the whole team can follow.",
    whoFor: [
      "Owner-managed businesses and MSMEs that have outgrown decisions made by instinct",
      "Family businesses aligning the next generation and senior staff on one direction",
      "Startups after a funding round, setting priorities for the next two to three years",
    ],
    steps: [
      "We interview the owners and key staff and review your numbers.",
      "We analyse your market, competitors, strengths and weaknesses.",
      "We facilitate strategy workshops in which the leadership team agrees the direction.",
      "We write the three-to-five-year plan, with an annual operating plan and budget.",
      "We set up a KPI dashboard and hold quarterly reviews to keep the plan on track.",
    ],
    documents: [
      "Financial statements for the last three years and the current year's figures",
      "Sales by product, customer group and region, where available",
      "The current budget or business plan, if there is one",
      "An organisation chart with the key roles",
      "Past strategy documents, market studies or board presentations, if any",
    ],
    timeline:
      "A strategy assignment typically runs over several weeks, paced by the workshops with your leadership team; the quarterly reviews then continue through the year.",
    faqs: [
      {
        question: "How involved does our team need to be?",
        answer:
          "The owners and key managers take part in the interviews and in two or three workshops. A plan works when your team builds it with us, not when we write it alone.",
      },
      {
        question: "Is this only for large businesses?",
        answer:
          "No. For a small business the plan is shorter and the workshops fewer, but the questions are the same: where to focus, what to stop, and how to pay for growth.",
      },
      {
        question: "What do we receive at the end?",
        answer:
          "A written plan with priorities, annual goals, a budget linked to them and a handful of KPIs, with a review rhythm to track them.",
      },
    ],
  },

  "market-analysis": {
    kind: "advisory",
    summary:
      "Reliable facts about demand, customers, competitors and prices before you launch a product, enter a city or set a price, drawn from published data, government statistics and our own interviews and surveys.",
    whoFor: [
      "Businesses launching a new product or entering a new city, state or export market",
      "Founders who need market sizing for a business plan, loan application or investor pitch",
      "Manufacturers and distributors reviewing their pricing or channels",
    ],
    steps: [
      "We agree the questions the study must answer and the decision it supports.",
      "We gather published industry reports, government statistics and trade data.",
      "We carry out primary research: customer interviews, surveys and conversations with dealers and distributors.",
      "We analyse market size, segments, competitors and prices.",
      "We present the findings and recommendations, with the sources behind them.",
    ],
    documents: [
      "Your sales by product, region and customer type, where available",
      "Current price lists and margins",
      "The competitors you know of",
      "Customers or dealers we may interview, if you are happy for us to speak to them",
    ],
    timeline:
      "A focused study typically takes a few weeks; surveys across several cities or a large interview programme take longer. We agree the scope and the dates before starting.",
    faqs: [
      {
        question: "Where does the data come from?",
        answer:
          "From published sources such as industry reports, government statistics and trade data, and from primary research we carry out for you. The report names its sources so that you can judge them.",
      },
      {
        question: "Can the study support a loan application or investor pitch?",
        answer: "Yes. Market sizing and competitor analysis are often part of a project report or pitch deck, and we write them to fit.",
      },
      {
        question: "Will the people we interview know the study is for us?",
        answer: "Only if you agree. We can conduct interviews and surveys without naming your business.",
      },
    ],
  },

  "business-development": {
    kind: "advisory",
    summary:
      "We help you win more of the right customers: define who they are, build a repeatable sales process, and open new channels such as distributors, online marketplaces, exports and government tenders.",
    whoFor: [
      "MSMEs whose sales depend on the owner's personal network",
      "Manufacturers and service firms ready to sell through distributors, marketplaces or the Government e-Marketplace (GeM)",
      "Startups moving from their first customers to a repeatable sales process",
    ],
    steps: [
      "We review your current customers, sales process and channels.",
      "We define your ideal customer profile and value proposition.",
      "We design the sales process and set up a simple CRM.",
      "We plan new channels, such as distributors, marketplaces, exports or tenders, and prepare you for them.",
      "We review the results with you every month and adjust.",
    ],
    documents: [
      "Your customer list with sales for the last one or two years",
      "Product or service catalogue and price list",
      "The current sales pipeline, recent proposals and any CRM data",
      "Distributor or channel agreements, if any",
    ],
    timeline:
      "Setting up, from the review to a working sales process, typically takes a few weeks. Channel development and the monthly reviews then run for several months, because sales results take time to show.",
    faqs: [
      {
        question: "Do you sell on our behalf?",
        answer: "No. We build your team's ability to sell: the process, the material and the channels. The selling stays with your business.",
      },
      {
        question: "Can you help with government tenders?",
        answer: "Yes. We help you register on the Government e-Marketplace, understand tender eligibility and prepare bid documents.",
      },
      {
        question: "We are a small team. Is this worth it?",
        answer:
          "Usually more so. A simple written sales process and one or two well-chosen channels make a larger difference to a small team than to a large one.",
      },
    ],
  },
};
