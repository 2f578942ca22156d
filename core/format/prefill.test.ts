import { describe, expect, it } from "vitest";
import { PREFILL_MAX, prefillText } from "./prefill";

describe("prefillText", () => {
  it("keeps a plain note as it is", () => {
    expect(prefillText("GST on ₹4,50,000.00 at 18%")).toBe("GST on ₹4,50,000.00 at 18%");
    expect(prefillText(null)).toBe("");
    expect(prefillText("   ")).toBe("");
  });

  it("drops control, bidi and angle-bracket characters and folds whitespace", () => {
    expect(prefillText("<script>x</script>\u202Eevil\u0000 \n\n next\tline")).toBe("script x /script evil next line");
  });

  it("cuts a long text to the limit, by code points", () => {
    expect(prefillText("x".repeat(1000))).toHaveLength(PREFILL_MAX);
    const emoji = prefillText(`${"a".repeat(PREFILL_MAX - 1)}😀😀`);
    expect(Array.from(emoji)).toHaveLength(PREFILL_MAX);
    expect(emoji.endsWith("😀")).toBe(true);
  });
});
