/**
 * The passkey sign-in challenge is asked for without a session and stores a row each time, so one
 * client address gets a bounded number of them; other addresses are unaffected. [ASVS 6.3.1, 2.4.1]
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { PASSKEY_OPTIONS_LIMIT, PASSKEY_OPTIONS_THROTTLED } from "../../worker/staff/passkeys/sign-in-throttle";
import { call } from "../../worker/testing/admin-helpers";

const options = (ip: string) => call("/api/admin/passkeys/sign-in/options", { method: "POST", headers: { "CF-Connecting-IP": ip } });
const challenges = async () => (await env.DB.prepare("select count(*) as n from auth_challenges where purpose = 'passkey_sign_in'").first<{ n: number }>())!.n;

describe("passkey sign-in options", () => {
  it(`are refused from one address after ${PASSKEY_OPTIONS_LIMIT}, even asked for all at once, with 429 and a clear message`, async () => {
    const before = await challenges();
    const answers = await Promise.all(Array.from({ length: PASSKEY_OPTIONS_LIMIT + 5 }, () => options("203.0.113.77")));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(PASSKEY_OPTIONS_LIMIT);
    const refused = answers.filter((r) => r.status === 429);
    expect(refused).toHaveLength(5);
    expect(await refused[0].json()).toEqual({ error: PASSKEY_OPTIONS_THROTTLED });
    expect(refused[0].headers.get("Retry-After")).toBe("600");
    expect(PASSKEY_OPTIONS_THROTTLED).toBe(
      "Too many passkey sign-in attempts from your network. Please wait 10 minutes and try again, or sign in with your password.",
    );
    // A refused request stores no challenge.
    expect(await challenges()).toBe(before + PASSKEY_OPTIONS_LIMIT);

    const next = await options("203.0.113.77");
    expect(next.status).toBe(429);
    // Another address, and another /64 of IPv6, are not affected.
    expect((await options("203.0.113.78")).status).toBe(200);
    expect((await options("2001:db8:1:2::1")).status).toBe(200);
  });

  it("count an IPv6 /64 as one address", async () => {
    const answers = await Promise.all(Array.from({ length: PASSKEY_OPTIONS_LIMIT + 1 }, (_, i) => options(`2001:db8:5:6::${(i + 1).toString(16)}`)));
    expect(answers.filter((r) => r.status === 429)).toHaveLength(1);
  });
});
