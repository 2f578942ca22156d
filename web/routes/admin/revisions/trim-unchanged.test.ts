import { describe, expect, it } from "vitest";
import { trimUnchanged } from "./trim-unchanged";

const sentence = (n: number) => Array.from({ length: n }, (_, i) => `Step ${i + 1} of the return.`).join(" ");

describe("trimUnchanged", () => {
  it("keeps a few words on either side of a change and stands … for the rest", () => {
    const parts = trimUnchanged([{ value: `${sentence(20)} Pay ` }, { value: "advance", removed: true }, { value: "self-assessment", added: true }, { value: ` tax by 15 March. ${sentence(20)}` }]);
    expect(parts[0].value.startsWith("… ")).toBe(true);
    expect(parts[0].value).toMatch(/Step 20 of the return\. Pay $/);
    expect(parts[0].value).not.toContain("Step 1 of");
    expect(parts[1]).toEqual({ value: "advance", removed: true });
    expect(parts[2]).toEqual({ value: "self-assessment", added: true });
    expect(parts[3].value).toMatch(/^ tax by 15 March\./);
    expect(parts[3].value.endsWith(" …")).toBe(true);
    expect(parts[3].value).not.toContain("Step 20 of");
  });

  it("cuts a long unchanged run between two changes in its middle, at word boundaries", () => {
    const [, middle] = trimUnchanged([{ value: "Old", removed: true }, { value: ` ${sentence(30)} ` }, { value: "New", added: true }]);
    expect(middle.value).toMatch(/^ Step 1 of the return\..* … .*Step 30 of the return\. $/);
    expect(middle.value.length).toBeLessThan(140);
    expect(middle.value).not.toMatch(/\bSte …|… of\b/);
  });

  it("leaves short unchanged text, and every change, as it is", () => {
    const parts = [{ value: "GST on " }, { value: "advances", added: true }, { value: " for services." }];
    expect(trimUnchanged(parts)).toEqual(parts);
  });
});
