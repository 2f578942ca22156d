import { describe, expect, it } from "vitest";
import { textBlocks } from "./text-blocks";

describe("textBlocks", () => {
  it("turns lines typed with dashes into a list and keeps paragraphs around it", () => {
    const text = "What you will need:\n- B.Com or M.Com\n- Two years of GST filing\n  for MSME clients\n• Working Hindi and English\n\nWe train you on our tools.\nPlease apply by email.";
    expect(textBlocks(text)).toEqual([
      { kind: "paragraph", lines: ["What you will need:"] },
      { kind: "bullets", items: ["B.Com or M.Com", "Two years of GST filing for MSME clients", "Working Hindi and English"] },
      { kind: "paragraph", lines: ["We train you on our tools.", "Please apply by email."] },
    ]);
  });

  it("reads numbered lines as a numbered list, and a dash inside a line as text", () => {
    expect(textBlocks("1. Apply\r\n2) Interview\nSalary ₹3–4 LPA - negotiable")).toEqual([
      { kind: "numbers", items: ["Apply", "Interview"] },
      { kind: "paragraph", lines: ["Salary ₹3–4 LPA - negotiable"] },
    ]);
  });
});
