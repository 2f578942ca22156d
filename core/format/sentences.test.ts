import { describe, expect, it } from "vitest";
import { subServices } from "../content/sub-services";
import { leadSentences, sentencesOf } from "./sentences";

describe("leadSentences", () => {
  it("keeps whole sentences that fit, and never cuts one", () => {
    const text = "We register your company. We file its returns on time. We answer notices from the department within the deadline.";
    expect(leadSentences(text, 60)).toBe("We register your company. We file its returns on time.");
    expect(leadSentences(text, 10)).toBe("We register your company.");
    expect(leadSentences(text, 500)).toBe(text);
  });

  it("does not end a sentence at an abbreviation or a decimal", () => {
    expect(sentencesOf("Incorporate a Pvt. Ltd. Company in Bhopal. Fees from ₹2.5 lakh apply.")).toEqual([
      "Incorporate a Pvt. Ltd. Company in Bhopal.",
      "Fees from ₹2.5 lakh apply.",
    ]);
  });

  it("gives every sub-service hero a summary that ends where a sentence ends", () => {
    for (const list of Object.values(subServices)) {
      for (const sub of list) {
        const lead = leadSentences(sub.description, 200);
        expect(sub.description.startsWith(lead), sub.id).toBe(true);
        expect(lead, sub.id).toMatch(/[.!?]["”’)]?$/);
        expect(lead, sub.id).not.toContain("…");
      }
    }
  });
});
