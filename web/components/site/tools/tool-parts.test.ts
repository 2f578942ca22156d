import { describe, expect, it } from "vitest";
import { freeTools, toolServiceLink } from "#core/content/tools";
import { withNote } from "./tool-parts";

describe("a tool's quote link", () => {
  it("carries the figures as toolServiceLink writes them, on the address the page gives (a Hindi page's is its twin's)", () => {
    const [service] = freeTools[0].services;
    const note = "GST on ₹4,50,000 at 18%";
    expect(withNote(toolServiceLink(service), note)).toBe(toolServiceLink(service, note));
    expect(withNote(toolServiceLink(service), "")).toBe(toolServiceLink(service));
    expect(withNote(`/hi${toolServiceLink(service)}`, note)).toBe(`/hi${toolServiceLink(service, note)}`);
  });
});
