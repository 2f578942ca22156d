/**
 * Headings of the answer sections and the fee line of a sub-service page. Apart from
 * sub-service-page.ts, which the service detail page loads too, so only the sub-service page
 * carries these words.
 */
export const answerCopy = {
  whoFor: "Who It Is For",
  steps: "How It Works",
  documents: "Documents to Keep Ready",
  engagement: "What the Engagement Looks Like",
  timeline: "Typical Timeline",
  timelineBasis: "Basis",
  faqs: "Frequently Asked Questions",
};

export const feeCopy = {
  from: "From",
  extras: "plus government fees and GST where applicable",
  timeline: "Our timeline",
};
