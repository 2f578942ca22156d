import { describe, expect, it } from "vitest";
import { editDistance } from "./edit-distance";
import { allowedDistance, nearestWord } from "./suggest";

describe("the edit distance", () => {
  it("counts insertions, deletions and substitutions", () => {
    expect(editDistance("registraton", "registration")).toBe(1);
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(editDistance("", "gst")).toBe(3);
    expect(editDistance("gst", "gst")).toBe(0);
    expect(editDistance("flaw", "lawn")).toBe(2);
  });

  it("works on code points: a Devanagari letter or an emoji is one", () => {
    expect(editDistance("पंजीकरण", "पंजीकरन")).toBe(1);
    expect(editDistance("कर", "कार")).toBe(1);
    expect(editDistance("🧾a", "🧾b")).toBe(1);
    expect(editDistance("🧾", "a")).toBe(1);
  });

  it("stops at max + 1 once the words are known to be further apart", () => {
    expect(editDistance("abcdefgh", "zyxwvuts", 2)).toBe(3);
    expect(editDistance("a", "abcdefgh", 2)).toBe(3);
    expect(editDistance("gst", "gsp", 2)).toBe(1);
  });
});

describe("the nearest site word", () => {
  const vocabulary = new Map([["registration", 5], ["gst", 9], ["valuation", 2], ["tax", 4], ["pan", 1]]);

  it("allows 1 edit in words of up to 4 letters, 2 in longer ones", () => {
    expect(allowedDistance("gts")).toBe(1);
    expect(allowedDistance("valutaion")).toBe(2);
    expect(nearestWord("registraton", vocabulary)).toBe("registration");
    expect(nearestWord("valutaion", vocabulary)).toBe("valuation");
    expect(nearestWord("gsp", vocabulary)).toBe("gst");
    expect(nearestWord("qqqqzzzz", vocabulary)).toBeNull();
    // Two edits in a short word are too many: "tan" is near "tax" and "pan", "tpx" is not near "gst".
    expect(nearestWord("gpx", vocabulary)).toBeNull();
  });

  it("prefers the more frequent of two equally near words, and leaves a known word alone", () => {
    expect(nearestWord("tan", vocabulary)).toBe("tax");
    expect(nearestWord("gst", vocabulary)).toBeNull();
    expect(nearestWord("x".repeat(31), new Map([["x".repeat(30), 1]]))).toBeNull();
  });
});
