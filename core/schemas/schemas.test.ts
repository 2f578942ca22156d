import { describe, expect, it } from "vitest";
import { slugify } from "./slug";

describe("slugify", () => {
  it.each([
    ["Hello, World! 2026", "hello-world-2026"],
    ["  --GST Registration: A Guide--  ", "gst-registration-a-guide"],
    ["Tax & Legal / Compliance", "tax-legal-compliance"],
    ["Ünïcode Ärticle", "n-code-rticle"],
    ["!!!", ""],
  ])("%s → %s", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});
