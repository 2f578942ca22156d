import { describe, expect, it } from "vitest";
import { namesPerson } from "./author";

describe("namesPerson", () => {
  it("matches the same name whatever its case and surrounding spaces", () => {
    expect(namesPerson("  priya SHARMA ", "Priya Sharma")).toBe(true);
  });

  it("does not match another name, or a part of the name", () => {
    expect(namesPerson("Priya", "Priya Sharma")).toBe(false);
    expect(namesPerson("Content Writer", "Priya Sharma")).toBe(false);
  });
});
