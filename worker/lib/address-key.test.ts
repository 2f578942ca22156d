import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { login, seedAdmin } from "../testing/admin-helpers";
import { callInProcess } from "../testing/in-process";
import { requestReset } from "../testing/password-reset";
import { MAIL_CONFIGURED, recordingEmail } from "../testing/recording-email";
import { expectedAddressKey, plainSha256, throttleRows } from "../testing/throttle-keys";

const ADDRESS = "Keyed.Visitor@Example.in";

describe("throttle keys derived from an address", () => {
  it("are an HMAC under a key derived from SESSION_SECRET: never the address, nor its plain SHA-256", async () => {
    // A visitor mail cap, a reset request and a failed sign-in, all counting this address.
    const mail = recordingEmail();
    const inquiry = await callInProcess("/api/inquiries", {
      method: "POST",
      json: { type: "contact", name: "Keyed Visitor", email: ADDRESS, phone: "", subject: "GST", message: "Hello" },
      bindings: { EMAIL: mail.binding, ...MAIL_CONFIGURED },
      headers: { "CF-Connecting-IP": "198.51.100.31" },
    });
    await inquiry.settled();
    expect(inquiry.res.status).toBe(201);
    expect((await requestReset(ADDRESS, "198.51.100.32")).res.status).toBe(202);
    await seedAdmin("someone-else@example.com");
    expect((await login(ADDRESS, "not a password of anyone", "198.51.100.33")).status).toBe(401);

    const rows = JSON.stringify(await throttleRows()).toLowerCase();
    expect(rows).not.toContain(ADDRESS.toLowerCase());
    expect(rows).not.toContain(await plainSha256(ADDRESS));
    const key = await expectedAddressKey(ADDRESS);
    const keyed = (await throttleRows()).filter((row) => row.key.startsWith(key)).map((row) => row.scope);
    expect(new Set(keyed)).toEqual(new Set(["visitor-mail-address", "reset_mail_email", "reset_mail_pair", "login_email", "login_pair"]));
  });

  it("change with the secret, and are the same for the address however it is typed", async () => {
    const { addressKey } = await import("./address-key");
    const key = await addressKey(env.SESSION_SECRET!, ADDRESS);
    expect(key).toBe(await expectedAddressKey(ADDRESS));
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(key).not.toBe(await plainSha256(ADDRESS));
    expect(await addressKey(env.SESSION_SECRET!, `  ${ADDRESS.toUpperCase()} `)).toBe(key);
    expect(await addressKey("another-secret-0123456789abcdef0123", ADDRESS)).not.toBe(key);
  });
});
