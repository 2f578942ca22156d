import { env } from "cloudflare:test";
import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { ORIGIN, call, login, seedAdmin, proveAgain, proveAgainWithPasskey, sessionCookieOf } from "../../testing/admin-helpers";
import { SoftwareAuthenticator } from "../../testing/software-authenticator";

let ipCounter = 0;
const freshIp = () => `198.18.0.${++ipCounter}`;

/** A new admin of the test's own, signed in with their password. */
async function newAdmin() {
  const account = { email: `factors-${crypto.randomUUID()}@example.com`, password: "a-long-enough-password" };
  await seedAdmin(account.email, account.password);
  const res = await login(account.email, account.password, freshIp());
  expect(res.status).toBe(200);
  return { ...account, cookie: sessionCookieOf(res) };
}

type Account = { email: string; password: string; cookie: string };

/** Proves the admin again ({password} by default), keeping the renewed cookie; the proof's header. */
const proof = (admin: Account, answer: Parameters<typeof proveAgain>[1] = { password: admin.password }) => proveAgain(admin, answer);
const passkeyProof = proveAgainWithPasskey;

/** What the admin's authenticator app shows at `timestamp`, from the key the server sent. */
const codeAt = (secret: string, timestamp = Date.now()) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp });

async function enrolTotp(admin: Account) {
  const setup = await call("/api/admin/factors/totp/setup", { headers: await proof(admin), method: "POST", cookie: admin.cookie });
  expect(setup.status).toBe(200);
  const { secret, uri, qrSvg } = (await setup.json()) as { secret: string; uri: string; qrSvg: string };
  // The previous step's code, which leaves the current one unused for the test's own code. The step
  // may turn between the code and its check, which refuses a code two steps old: then once more.
  const confirmWith = () => call("/api/admin/factors/totp/confirm", { method: "POST", cookie: admin.cookie, json: { code: codeAt(secret, Date.now() - 30_000) } });
  let confirm = await confirmWith();
  if (confirm.status === 400) confirm = await confirmWith();
  expect(confirm.status).toBe(200);
  const { recoveryCodes } = (await confirm.json()) as { recoveryCodes: string[] | null };
  return { secret, uri, qrSvg, recoveryCodes };
}

/** A six-digit code that is right for none of the accepted steps. */
function wrongCode(secret: string): string {
  const near = [-30_000, 0, 30_000].map((offset) => codeAt(secret, Date.now() + offset));
  return ["000000", "111111", "222222", "333333"].find((code) => !near.includes(code)) ?? "444444";
}

const passwordStep = async (account: { email: string; password: string }, ip = freshIp()) => {
  const res = await login(account.email, account.password, ip);
  return { res, body: (await res.json()) as { codeRequired?: true; token?: string } };
};

const codeStep = (token: string, code: string, ip = freshIp()) =>
  call("/api/admin/login/code", { method: "POST", json: { token, code }, headers: { "CF-Connecting-IP": ip } });

describe("authenticator app enrolment", () => {
  it("shows a QR code and the key, activates only with a right code, and stores the secret encrypted", async () => {
    const admin = await newAdmin();
    const setup = await call("/api/admin/factors/totp/setup", { headers: await proof(admin), method: "POST", cookie: admin.cookie });
    const { secret, uri, qrSvg } = (await setup.json()) as { secret: string; uri: string; qrSvg: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toContain(`secret=${secret}`);
    expect(qrSvg).toMatch(/^<svg/);
    const row = await env.DB.prepare("select secret, enabled_at from admin_totp where admin_id = (select id from admin_users where email = ?)")
      .bind(admin.email)
      .first<{ secret: string; enabled_at: string | null }>();
    expect(row?.secret).not.toContain(secret);
    expect(row?.enabled_at).toBeNull();
    // Not active yet: the password alone still signs in.
    expect((await passwordStep(admin)).res.status).toBe(200);

    const wrong = await call("/api/admin/factors/totp/confirm", { method: "POST", cookie: admin.cookie, json: { code: wrongCode(secret) } });
    expect(wrong.status).toBe(400);
    const right = await call("/api/admin/factors/totp/confirm", { method: "POST", cookie: admin.cookie, json: { code: codeAt(secret) } });
    expect(right.status).toBe(200);
    const { recoveryCodes } = (await right.json()) as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    recoveryCodes.forEach((code) => expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/));
    const factors = await (await call("/api/admin/factors", { cookie: admin.cookie })).json();
    expect(factors).toEqual({ totpEnabled: true, recoveryCodesLeft: 10 });
    // An active app is not replaced by a second set-up (proven now with a code: the account has one).
    const again = await call("/api/admin/factors/totp/setup", { headers: await proof(admin, { code: recoveryCodes[0] }), method: "POST", cookie: admin.cookie });
    expect(again.status).toBe(409);
  });
});

describe("password sign-in with a second factor", () => {
  it("asks for the code without starting a session, then signs in with a right code once", async () => {
    const admin = await newAdmin();
    const { secret } = await enrolTotp(admin);
    const { res, body } = await passwordStep(admin);
    expect(res.status).toBe(202);
    expect(res.headers.get("Set-Cookie")).toBeNull();
    expect(body.codeRequired).toBe(true);

    expect((await codeStep(body.token!, "12345")).status).toBe(401);
    const code = codeAt(secret);
    const signedIn = await codeStep(body.token!, code);
    expect(signedIn.status).toBe(200);
    expect((await call("/api/admin/me", { cookie: sessionCookieOf(signedIn) })).status).toBe(200);

    // The same code is refused in a new sign-in, and the used pending sign-in is gone.
    const again = await passwordStep(admin);
    expect((await codeStep(again.body.token!, code)).status).toBe(401);
    expect((await codeStep(body.token!, code)).status).toBe(400);
  });

  it("refuses a code from three steps ago: only one step either side is accepted", async () => {
    const admin = await newAdmin();
    const { secret } = await enrolTotp(admin);
    const old = await passwordStep(admin);
    expect((await codeStep(old.body.token!, codeAt(secret, Date.now() - 90_000))).status).toBe(401);
    // enrolTotp confirmed with the previous step's code; the current step is still unused.
    expect((await codeStep(old.body.token!, codeAt(secret))).status).toBe(200);
  });

  it("takes a recovery code in place of the app's code, once", async () => {
    const admin = await newAdmin();
    const { recoveryCodes } = await enrolTotp(admin);
    const first = await passwordStep(admin);
    const typed = recoveryCodes![0].toLowerCase().replace(/-/g, " ");
    expect((await codeStep(first.body.token!, typed)).status).toBe(200);
    const second = await passwordStep(admin);
    expect((await codeStep(second.body.token!, recoveryCodes![0])).status).toBe(401);
    expect((await codeStep(second.body.token!, recoveryCodes![1])).status).toBe(200);
    expect(await (await call("/api/admin/factors", { cookie: admin.cookie })).json()).toMatchObject({ recoveryCodesLeft: 8 });
    const stored = await env.DB.prepare("select code_hash from admin_recovery_codes").all<{ code_hash: string }>();
    expect(stored.results.every((row) => /^[0-9a-f]{64}$/.test(row.code_hash))).toBe(true);
  });

  it("says so when the app's secret no longer opens after SESSION_SECRET was rotated, and a recovery code still signs in", async () => {
    const admin = await newAdmin();
    const { secret, recoveryCodes } = await enrolTotp(admin);
    // What a rotation leaves behind: a secret sealed under a key the worker no longer derives.
    const sealedElsewhere = `${btoa("twelve bytes")}.${btoa("sealed under the old SESSION_SECRET!")}`;
    await env.DB.prepare("update admin_totp set secret = ? where admin_id = (select id from admin_users where email = ?)").bind(sealedElsewhere, admin.email).run();
    const pending = await passwordStep(admin);
    const refused = await codeStep(pending.body.token!, codeAt(secret));
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ error: expect.stringMatching(/^Codes from your authenticator app can no longer be checked/) });
    expect((await codeStep(pending.body.token!, recoveryCodes![0])).status).toBe(200);
  });

  it("throttles the code step like the password", async () => {
    const admin = await newAdmin();
    await enrolTotp(admin);
    const ip = freshIp();
    const { body } = await passwordStep(admin, ip);
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await codeStep(body.token!, "RECOVERY-CODE-WRONG", ip)).status);
    expect(answers).toContain(429);
  });

  it("asks for a code once the admin has a passkey, and gives recovery codes with the first one", async () => {
    const admin = await newAdmin();
    const options = await (await call("/api/admin/passkeys/registration/options", { headers: await proof(admin), method: "POST", cookie: admin.cookie })).json();
    const response = await new SoftwareAuthenticator(ORIGIN).register(options as { challenge: string; user: { id: string } });
    const added = await call("/api/admin/passkeys/registration/verify", { method: "POST", cookie: admin.cookie, json: { name: "Phone", response } });
    expect(added.status).toBe(201);
    const { recoveryCodes } = (await added.json()) as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    const { res, body } = await passwordStep(admin);
    expect(res.status).toBe(202);
    expect((await codeStep(body.token!, recoveryCodes[3])).status).toBe(200);
  });

  it("regenerates recovery codes, which retires the old ones", async () => {
    const admin = await newAdmin();
    const { recoveryCodes: old, secret } = await enrolTotp(admin);
    const res = await call("/api/admin/factors/recovery-codes", { headers: await proof(admin, { code: codeAt(secret) }), method: "POST", cookie: admin.cookie });
    const { recoveryCodes } = (await res.json()) as { recoveryCodes: string[] };
    const pending = await passwordStep(admin);
    expect((await codeStep(pending.body.token!, old![0])).status).toBe(401);
    expect((await codeStep(pending.body.token!, recoveryCodes[0])).status).toBe(200);
  });

  it("signs in with the password alone again once the app is removed", async () => {
    const admin = await newAdmin();
    const { secret } = await enrolTotp(admin);
    const headers = await proof(admin, { code: codeAt(secret) });
    expect((await call("/api/admin/factors/totp", { method: "DELETE", cookie: admin.cookie, headers })).status).toBe(200);
    expect((await passwordStep(admin)).res.status).toBe(200);
  });
});

describe("password sign-in turned off", () => {
  it("needs a passkey first, then refuses the right password, keeps the last passkey, and comes back on", async () => {
    const admin = await newAdmin();
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const turnOff = async (headers: Record<string, string>) =>
      call("/api/admin/passkeys/password-sign-in", { method: "PUT", cookie: admin.cookie, json: { enabled: false }, headers });
    expect((await turnOff(await proof(admin))).status).toBe(409);

    const options = await (await call("/api/admin/passkeys/registration/options", { headers: await proof(admin), method: "POST", cookie: admin.cookie })).json();
    const response = await authenticator.register(options as { challenge: string; user: { id: string } });
    expect((await call("/api/admin/passkeys/registration/verify", { method: "POST", cookie: admin.cookie, json: { name: "Phone", response } })).status).toBe(201);
    expect((await turnOff(await passkeyProof(admin, authenticator))).status).toBe(200);

    const refused = await passwordStep(admin);
    // The same answer as a wrong password (finding 3): the setting is not revealed by a right one.
    expect(refused.res.status).toBe(401);
    expect(refused.body).toEqual({ error: "Invalid credentials" });
    expect(refused.res.headers.get("Set-Cookie")).toBeNull();
    expect(refused.body.token).toBeUndefined();
    // A wrong password still gets the usual answer: the setting is not revealed to a guesser.
    expect((await login(admin.email, "not-the-password-at-all", freshIp())).status).toBe(401);

    const removeLast = await call(`/api/admin/passkeys/${authenticator.id}`, { headers: await passkeyProof(admin, authenticator), method: "DELETE", cookie: admin.cookie });
    expect(removeLast.status).toBe(409);
    const turnOn = await call("/api/admin/passkeys/password-sign-in", {
      headers: await passkeyProof(admin, authenticator),
      method: "PUT",
      cookie: admin.cookie,
      json: { enabled: true },
    });
    expect(turnOn.status).toBe(200);
    expect((await passwordStep(admin)).res.status).toBe(202);
  });
});

/** `n` different six-digit codes, none of them right for the accepted steps. */
function wrongCodes(secret: string, n: number): string[] {
  const near = new Set([-30_000, 0, 30_000].map((offset) => codeAt(secret, Date.now() + offset)));
  const codes: string[] = [];
  for (let i = 0; codes.length < n; i++) {
    const code = String(100_000 + i * 7919).slice(-6);
    if (!near.has(code) && !codes.includes(code)) codes.push(code);
  }
  return codes;
}

/** A different client address for each request of a burst: the attacker spreads over many. */
const sprayIp = (i: number) => `10.${(i >> 8) & 255}.${i & 255}.9`;

describe("the code step under a parallel attack", () => {
  // A hundred requests at once took 4 to 10 s on the shared 2-core test machine: longer than the default 5 s.
  it("checks at most 5 of 100 parallel wrong codes for one pending sign-in from 100 addresses, then refuses even the right code", async () => {
    const admin = await newAdmin();
    const { secret } = await enrolTotp(admin);
    const { body } = await passwordStep(admin);
    const statuses = (await Promise.all(wrongCodes(secret, 100).map((code, i) => codeStep(body.token!, code, sprayIp(i))))).map((r) => r.status);
    const checked = statuses.filter((s) => s === 401).length;
    expect(checked, `statuses: ${statuses.join(",")}`).toBeLessThanOrEqual(5);
    expect(statuses.every((s) => s === 401 || s === 429 || s === 400), `statuses: ${statuses.join(",")}`).toBe(true);
    // The pending sign-in is dead: the right code no longer signs in, and nothing set a cookie.
    const right = await codeStep(body.token!, codeAt(secret), sprayIp(500));
    expect(right.status).not.toBe(200);
    expect(right.headers.get("Set-Cookie")).toBeNull();
    // The admin signs in again with the password and the code.
    const again = await passwordStep(admin);
    expect((await codeStep(again.body.token!, codeAt(secret, Date.now() + 30_000), sprayIp(501))).status).toBe(200);
  }, 20_000);

  it("kills a pending sign-in after 5 wrong codes: the 6th try, with the right code, fails", async () => {
    const admin = await newAdmin();
    const { secret } = await enrolTotp(admin);
    const { body } = await passwordStep(admin);
    for (const [i, code] of wrongCodes(secret, 5).entries()) expect((await codeStep(body.token!, code, sprayIp(600 + i))).status).toBe(401);
    const sixth = await codeStep(body.token!, codeAt(secret), sprayIp(610));
    expect(sixth.status).toBe(400);
    expect(sixth.headers.get("Set-Cookie")).toBeNull();
    expect(((await sixth.json()) as { error: string }).error).toMatch(/enter your password again/);
  });

  // A hundred requests at once, as above.
  it("counts wrong codes per account across pending sign-ins, so 100 parallel guesses over 4 sign-ins check at most 10, and then lock the code step", async () => {
    const admin = await newAdmin();
    const { secret } = await enrolTotp(admin);
    const tokens = await Promise.all([0, 1, 2, 3].map(async () => (await passwordStep(admin)).body.token!));
    const statuses = (await Promise.all(wrongCodes(secret, 100).map((code, i) => codeStep(tokens[i % 4], code, sprayIp(700 + i))))).map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length, `statuses: ${statuses.join(",")}`).toBeLessThanOrEqual(10);
    expect(statuses.every((s) => s === 401 || s === 429 || s === 400)).toBe(true);
    // A fresh pending sign-in with the right code is refused while the account is locked.
    const fresh = await passwordStep(admin);
    const locked = await codeStep(fresh.body.token!, codeAt(secret), sprayIp(900));
    expect(locked.status).toBe(429);
    expect(locked.headers.get("Retry-After")).toBe("900");
    expect(locked.headers.get("Cache-Control")).toContain("no-store");
  }, 20_000);
});

describe("step-up with a code under a parallel attack", () => {
  it("checks at most 10 of 30 parallel wrong codes from a stolen session on 30 addresses, then refuses even the right code", async () => {
    const admin = await newAdmin();
    const { secret } = await enrolTotp(admin);
    const reverify = (code: string, ip: string) =>
      call("/api/admin/session/reverify", { method: "POST", cookie: admin.cookie, json: { code }, headers: { "CF-Connecting-IP": ip } });
    const statuses = (await Promise.all(wrongCodes(secret, 30).map((code, i) => reverify(code, sprayIp(1200 + i))))).map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length, `statuses: ${statuses.join(",")}`).toBeLessThanOrEqual(10);
    expect(statuses.every((s) => s === 401 || s === 429), `statuses: ${statuses.join(",")}`).toBe(true);
    // The account's code cap is the sign-in's: the right code is refused there too while it holds.
    expect((await reverify(codeAt(secret), sprayIp(1300))).status).toBe(429);
    const pending = await passwordStep(admin);
    expect((await codeStep(pending.body.token!, codeAt(secret), sprayIp(1301))).status).toBe(429);
  });
});

describe("a pending sign-in and a password change", () => {
  it("ends with the change: a sign-in begun with the old password cannot finish with the code afterwards", async () => {
    const admin = await newAdmin();
    const { secret } = await enrolTotp(admin);
    const pending = await passwordStep(admin);
    expect(pending.res.status).toBe(202);
    const changed = await call("/api/admin/password", {
      method: "PUT",
      cookie: admin.cookie,
      json: { currentPassword: admin.password, newPassword: "saffron lamp by the window" },
      headers: { "CF-Connecting-IP": freshIp() },
    });
    expect(changed.status).toBe(200);
    const finished = await codeStep(pending.body.token!, codeAt(secret));
    expect(finished.status).toBe(400);
    expect(finished.headers.get("Set-Cookie")).toBeNull();
    const rows = await env.DB.prepare("select count(*) as n from auth_challenges where purpose = 'second_factor' and admin_id = (select id from admin_users where email = ?)")
      .bind(admin.email)
      .first<{ n: number }>();
    expect(rows?.n).toBe(0);
  });
});

describe("the code step's lock on an account", () => {
  it("lifts with a password change: whoever spent it had the old password, which no longer works", async () => {
    const admin = await newAdmin();
    const { secret } = await enrolTotp(admin);
    const tokens = await Promise.all([0, 1].map(async () => (await passwordStep(admin)).body.token!));
    await Promise.all(wrongCodes(secret, 10).map((code, i) => codeStep(tokens[i % 2], code, sprayIp(1000 + i))));
    const locked = await passwordStep(admin);
    expect((await codeStep(locked.body.token!, codeAt(secret), sprayIp(1100))).status).toBe(429);

    const newPassword = "monsoon clouds over bhopal";
    const changed = await call("/api/admin/password", {
      method: "PUT",
      cookie: admin.cookie,
      json: { currentPassword: admin.password, newPassword },
      headers: { "CF-Connecting-IP": freshIp() },
    });
    expect(changed.status).toBe(200);
    const after = await passwordStep({ email: admin.email, password: newPassword });
    expect(after.res.status).toBe(202);
    expect((await codeStep(after.body.token!, codeAt(secret, Date.now() + 30_000), sprayIp(1101))).status).toBe(200);
  });
});
