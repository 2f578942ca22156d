import { describe, expect, it } from "vitest";
import { formatPhone } from "./phone";

describe("formatPhone", () => {
  it("writes an Indian mobile one way, however it was typed", () => {
    for (const typed of ["098765 43210", "9876543210", "+91 98765-43210", "91 98765 43210", " (+91) 98765 43210 "]) expect(formatPhone(typed)).toBe("+91 98765 43210");
  });

  it("writes landlines in international form and toll-free numbers as dialled", () => {
    expect(formatPhone("011-2345 6789")).toBe("+91 1123456789");
    expect(formatPhone("1800-123-4567")).toBe("1800 123 4567");
  });

  it("leaves a number it cannot read as typed", () => {
    expect(formatPhone("+44 20 7946 0958")).toBe("+44 20 7946 0958");
    expect(formatPhone("ext. 12 (ask for Om)")).toBe("ext. 12 (ask for Om)");
    expect(formatPhone("12345")).toBe("12345");
  });
});
