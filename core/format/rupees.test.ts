import { describe, expect, it } from "vitest";
import { formatRupees } from "./rupees";

describe("formatRupees", () => {
  it("groups thousands, then lakhs and crores, the Indian way", () => {
    expect(formatRupees(999)).toBe("₹999");
    expect(formatRupees(4999)).toBe("₹4,999");
    expect(formatRupees(125000)).toBe("₹1,25,000");
    expect(formatRupees(1250000)).toBe("₹12,50,000");
    expect(formatRupees(10000000)).toBe("₹1,00,00,000");
  });
});
