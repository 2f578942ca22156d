import type { Testimonial } from "./types";

/** Client testimonials. Home and Services show the first three, About shows all six. */
export const testimonials: Testimonial[] = [
  {
    id: "shikshasetu",
    quote:
      "We had a working product but no idea how to approach DPIIT recognition or the Seed Fund Scheme. Vriddhi's team sorted out our entity structure, got us recognised within weeks and prepared an incubator application that was accepted on the first attempt. They still review our compliance calendar every quarter.",
    author: "Aditi Shrivastava",
    position: "Founder & CEO",
    company: "ShikshaSetu Learning Pvt. Ltd., Bhopal",
  },
  {
    id: "malwa-naturals",
    quote:
      "Selling on our own website and three marketplaces meant GST returns that never matched our books. Vriddhi reconciled two years of data, cleaned up our input tax credit and set up a monthly process our accounts team can actually follow. Our filings have been on time ever since.",
    author: "Neha Jain",
    position: "Co-founder",
    company: "Malwa Naturals, Indore",
  },
  {
    id: "patidar-auto",
    quote:
      "Our working capital was stuck in slow-moving stock and the bank wanted collateral we did not have. Vriddhi restructured our inventory planning, prepared the CMA data and helped us secure a CGTMSE-covered limit. Practical people who understand how a factory runs.",
    author: "Rajesh Patidar",
    position: "Managing Director",
    company: "Patidar Auto Components Pvt. Ltd., Pithampur",
  },
  {
    id: "ledgerlane",
    quote:
      "Before our seed round, Vriddhi ran a full due diligence on us, fixed gaps in our ROC filings and issued a valuation report the investor's advisers accepted without argument. It saved us weeks in the closing process.",
    author: "Karthik Iyer",
    position: "Director",
    company: "Ledgerlane Technologies Pvt. Ltd., Pune",
  },
  {
    id: "narmada-agro",
    quote:
      "As a first-generation food processor, I was worried about compliance. They handled our Udyam and GST registrations, set up PF and ESI when we crossed the headcount limits, and guided our PMEGP application. I now spend my time on the business, not on paperwork.",
    author: "Sandeep Kesharwani",
    position: "Proprietor",
    company: "Narmada Agro Foods, Jabalpur",
  },
  {
    id: "sanjeevani-hospital",
    quote:
      "We engaged Vriddhi for a leadership programme for our nursing supervisors and department heads. The sessions were practical, delivered in a mix of Hindi and English, and the follow-up three months later showed real changes in how our teams plan shifts and handle escalations.",
    author: "Dr. Meenal Saxena",
    position: "Director of Operations",
    company: "Sanjeevani Multispeciality Hospital, Gwalior",
  },
];
