import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { postJson } from "../testing/helpers";
import { throttleKeyOf } from "./client-ip";

const contact = {
  type: "contact",
  name: "Ravi Kumar",
  email: "ravi@example.in",
  phone: "",
  subject: "MSME registration",
  message: "Please call me about Udyam registration.",
};

describe("throttleKeyOf", () => {
  it("keys IPv4 by the whole address", () => {
    expect(throttleKeyOf("203.0.113.7")).toBe("203.0.113.7");
  });

  it("keys IPv6 by its /64, however the address is written", () => {
    expect(throttleKeyOf("2001:db8:1:2::a")).toBe("2001:db8:1:2::/64");
    expect(throttleKeyOf("2001:0DB8:0001:0002:ffff:0:0:1")).toBe("2001:db8:1:2::/64");
    expect(throttleKeyOf("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(throttleKeyOf("::1")).toBe("0:0:0:0::/64");
  });

  it("keys an IPv4-mapped IPv6 address as the IPv4 address", () => {
    expect(throttleKeyOf("::ffff:198.51.100.4")).toBe("198.51.100.4");
  });

  it("keys a missing address as local development", () => {
    expect(throttleKeyOf(undefined)).toBe("local");
  });
});

describe("form limit over IPv6", () => {
  it("counts every address of one /64 together, so rotating through the prefix does not reset it", async () => {
    const limit = Number(env.FORM_RATE_LIMIT);
    for (let i = 0; i < limit; i++) {
      const res = await postJson("/api/inquiries", contact, { "CF-Connecting-IP": `2001:db8:aa:bb::${(i + 1).toString(16)}` });
      expect(res.status).toBe(201);
    }
    const rotated = await postJson("/api/inquiries", contact, { "CF-Connecting-IP": "2001:db8:aa:bb:1234:5678:9abc:def0" });
    expect(rotated.status).toBe(429);
    const otherPrefix = await postJson("/api/inquiries", contact, { "CF-Connecting-IP": "2001:db8:aa:bc::1" });
    expect(otherPrefix.status).toBe(201);
  });

  it("ignores X-Forwarded-For: only the platform's address counts", async () => {
    const limit = Number(env.FORM_RATE_LIMIT);
    const ip = "203.0.113.200";
    for (let i = 0; i < limit; i++) {
      const spoofed = { "CF-Connecting-IP": ip, "X-Forwarded-For": `192.0.2.${i + 1}` };
      expect((await postJson("/api/inquiries", contact, spoofed)).status).toBe(201);
    }
    expect((await postJson("/api/inquiries", contact, { "CF-Connecting-IP": ip, "X-Forwarded-For": "192.0.2.250" })).status).toBe(429);
  });
});
