import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { emailField } from "./contact-fields";
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

describe("emailField", () => {
  const check = (email: string) => v.safeParse(emailField, email);
  const messageOf = (email: string) => {
    const result = check(email);
    return result.success ? null : result.issues[0].message;
  };

  it.each(["meera@example.in", "first.last+tag@sub.example.co.uk", "a_b-c@x-y.org"])(
    "accepts %s",
    (email) => {
      expect(check(email).success).toBe(true);
    },
  );

  it.each([
    "a@b.co?bcc=x@evil.tld",
    "a@b.co&cc=x@evil.tld",
    "a@b.co?bcc=evil.tld",
    "a@b.co&cc=evil.tld",
    "a?bcc=x@evil.tld",
    "a%3Fbcc@b.co",
    "a b@b.co",
    "a,b@b.co",
    'a"b@b.co',
    "a'b@b.co",
    "<a@b.co>",
    "a@b.co>",
    "a\r\nbcc:x@b.co",
    "a\u0000@b.co",
    "a\u007f@b.co",
    "a@b@b.co",
    "a@b.c",
    "a@b.c0",
    "a@localhost",
    `${"x".repeat(65)}@b.co`,
  ])("refuses %j as an invalid address", (email) => {
    expect(messageOf(email)).toBe("Invalid email address");
  });

  it("accepts a 64-character local part and refuses an address over 254 characters", () => {
    expect(check(`${"x".repeat(64)}@b.co`).success).toBe(true);
    const long = `a@${"d".repeat(250)}.co`;
    expect(long.length).toBe(255);
    expect(check(long).success).toBe(false);
  });
});
