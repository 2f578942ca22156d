import { describe, expect, it } from "vitest";
import { mailtoHref } from "./mailto";

describe("mailtoHref", () => {
  it("links a plain address and encodes the subject", () => {
    expect(mailtoHref("meera@example.in", "Re: GST & you?")).toBe("mailto:meera@example.in?subject=Re%3A%20GST%20%26%20you%3F");
  });

  it("links without a subject when none is given", () => {
    expect(mailtoHref("meera@example.in")).toBe("mailto:meera@example.in");
  });

  it("encodes header syntax inside a stored address, so the link adds no recipients", () => {
    const href = mailtoHref("a@b.co?bcc=x@evil.tld&cc=y@evil.tld", "Hi");
    expect(href).toBe("mailto:a%40b.co%3Fbcc%3Dx%40evil.tld%26cc%3Dy@evil.tld?subject=Hi");
    expect(new URL(href).search).toBe("?subject=Hi");
  });
});
