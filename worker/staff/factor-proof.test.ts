import { env } from "cloudflare:test";
import { Secret, TOTP } from "otpauth";
import { beforeAll, describe, expect, it } from "vitest";
import { adminCliStatements } from "./admin-cli";
import { hashPassword } from "../access/password";
import { ORIGIN, call, login, seedAdmin, proveAgain, proveAgainWithPasskey, sessionCookieOf, stepUpOptions } from "../testing/admin-helpers";
import { callInProcess } from "../testing/in-process";
import { MAIL_CONFIGURED, recordingEmail } from "../testing/recording-email";
import { SoftwareAuthenticator } from "../testing/software-authenticator";

/*
 * The second attack on the admin sign-in (issue "Close what a second attack found"): a stolen
 * session must not plant a factor, step-up must not fall back to a weaker factor, a passkey
 * without user verification is one factor, and every factor change reaches the account holder.
 */

const PASSWORD = "a-long-enough-password";
const OWNER = "owner-of-this-file@example.com";
let ipCounter = 0;
const freshIp = () => `198.19.0.${++ipCounter}`;
const INVALID = { error: "Invalid credentials" };
const STEP_UP_REQUIRED = "step_up_required";

type Account = { id: number; email: string; cookie: string };

/** A new admin of the test's own, signed in with the password just now (a fresh session). */
async function newAdmin(email = `proof-${crypto.randomUUID()}@example.com`): Promise<Account> {
  await seedAdmin(email, PASSWORD);
  const res = await login(email, PASSWORD, freshIp());
  expect(res.status).toBe(200);
  const { id } = (await res.json()) as { id: number };
  return { id, email, cookie: sessionCookieOf(res) };
}

const codeAt = (secret: string, timestamp = Date.now()) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp });

/** Proves the admin again ({password} by default), keeping the renewed cookie; the proof's header. */
const proof = (admin: Account, answer: Parameters<typeof proveAgain>[1] = { password: PASSWORD }) => proveAgain(admin, answer);
const passkeyProof = proveAgainWithPasskey;

/** Turns the authenticator app on (proven with the password); its key and recovery codes. */
async function enrolTotp(admin: Account) {
  const headers = await proof(admin);
  const setup = await call("/api/admin/factors/totp/setup", { method: "POST", cookie: admin.cookie, headers });
  expect(setup.status).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  // The previous step's code, which leaves the current one unused for the test's own code. The step
  // may turn between the code and its check, which refuses a code two steps old: then once more.
  const confirmWith = () => call("/api/admin/factors/totp/confirm", { method: "POST", cookie: admin.cookie, json: { code: codeAt(secret, Date.now() - 30_000) } });
  let confirm = await confirmWith();
  if (confirm.status === 400) confirm = await confirmWith();
  expect(confirm.status).toBe(200);
  return { secret, recoveryCodes: ((await confirm.json()) as { recoveryCodes: string[] }).recoveryCodes };
}

/** Registers a passkey with the given proof headers; the answer. */
async function addPasskey(admin: Account, authenticator: SoftwareAuthenticator, headers: Record<string, string>, name = "Laptop") {
  const optionsRes = await call("/api/admin/passkeys/registration/options", { method: "POST", cookie: admin.cookie, headers });
  expect(optionsRes.status).toBe(200);
  const response = await authenticator.register((await optionsRes.json()) as { challenge: string; user: { id: string } });
  return call("/api/admin/passkeys/registration/verify", { method: "POST", cookie: admin.cookie, json: { name, response } });
}

const reverify = (admin: Account, json: unknown) => call("/api/admin/session/reverify", { method: "POST", cookie: admin.cookie, json });

beforeAll(() => seedAdmin(OWNER, PASSWORD));

describe("a stolen session cannot plant or remove a factor (finding 1)", () => {
  it("refuses to add a passkey, set up an app or make recovery codes with only a fresh sign-in", async () => {
    // Signed in seconds ago: the 12-hour window of the old check is wide open.
    const admin = await newAdmin();
    for (const path of ["/api/admin/passkeys/registration/options", "/api/admin/factors/totp/setup"]) {
      const res = await call(path, { method: "POST", cookie: admin.cookie });
      expect(res.status, path).toBe(403);
      expect(await res.json(), path).toMatchObject({ code: STEP_UP_REQUIRED, method: "password" });
    }
    expect(await env.DB.prepare("select count(*) as n from auth_challenges where admin_id = ?").bind(admin.id).first()).toEqual({ n: 0 });
    expect(await env.DB.prepare("select count(*) as n from admin_totp where admin_id = ?").bind(admin.id).first()).toEqual({ n: 0 });

    // With a factor in place, making codes and removing it need proof too.
    const { secret } = await enrolTotp(admin);
    for (const [method, path] of [
      ["POST", "/api/admin/factors/recovery-codes"],
      ["DELETE", "/api/admin/factors/totp"],
    ] as const) {
      const res = await call(path, { method, cookie: admin.cookie });
      expect(res.status, path).toBe(403);
      expect(await res.json(), path).toMatchObject({ code: STEP_UP_REQUIRED, method: "code" });
    }
    expect(await env.DB.prepare("select enabled_at is not null as on_ from admin_totp where admin_id = ?").bind(admin.id).first()).toEqual({ on_: 1 });
    // The proof from a code works, once.
    const headers = await proof(admin, { code: codeAt(secret) });
    expect((await call("/api/admin/factors/recovery-codes", { method: "POST", cookie: admin.cookie, headers })).status).toBe(200);
    expect((await call("/api/admin/factors/recovery-codes", { method: "POST", cookie: admin.cookie, headers })).status).toBe(403);
  });

  it("refuses a passkey removal and the password switch without proof", async () => {
    const admin = await newAdmin();
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    expect((await addPasskey(admin, authenticator, await proof(admin))).status).toBe(201);
    const removal = await call(`/api/admin/passkeys/${authenticator.id}`, { method: "DELETE", cookie: admin.cookie });
    expect(removal.status).toBe(403);
    expect(await removal.json()).toMatchObject({ code: STEP_UP_REQUIRED, method: "passkey" });
    const off = await call("/api/admin/passkeys/password-sign-in", { method: "PUT", cookie: admin.cookie, json: { enabled: false } });
    expect(off.status).toBe(403);
    expect(await env.DB.prepare("select count(*) as n from admin_passkeys where admin_id = ?").bind(admin.id).first()).toEqual({ n: 1 });
  });

  it("binds a proof and a registration challenge to the session they were made in", async () => {
    const admin = await newAdmin();
    const other = sessionCookieOf(await login(admin.email, PASSWORD, freshIp()));
    const headers = await proof(admin);
    // Another session of the same admin (a stolen cookie) cannot spend this session's proof.
    expect((await call("/api/admin/passkeys/registration/options", { method: "POST", cookie: other, headers })).status).toBe(403);
    const optionsRes = await call("/api/admin/passkeys/registration/options", { method: "POST", cookie: admin.cookie, headers });
    expect(optionsRes.status).toBe(200);
    const response = await new SoftwareAuthenticator(ORIGIN).register((await optionsRes.json()) as { challenge: string; user: { id: string } });
    const elsewhere = await call("/api/admin/passkeys/registration/verify", { method: "POST", cookie: other, json: { name: "Planted", response } });
    expect(elsewhere.status).toBe(400);
    expect(await env.DB.prepare("select count(*) as n from admin_passkeys where admin_id = ?").bind(admin.id).first()).toEqual({ n: 0 });
  });
});

describe("step-up uses the strongest factor the account has (finding 3)", () => {
  it("asks a password-only account for its password", async () => {
    const admin = await newAdmin();
    expect((await stepUpOptions(admin.cookie)).method).toBe("password");
    const wrong = await reverify(admin, { password: "not-the-password-at-all" });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual(INVALID);
    expect((await reverify(admin, { password: PASSWORD })).status).toBe(200);
  });

  it("refuses the password of an account with an authenticator app, and takes its code", async () => {
    const admin = await newAdmin();
    const { secret, recoveryCodes } = await enrolTotp(admin);
    expect((await stepUpOptions(admin.cookie)).method).toBe("code");
    const password = await reverify(admin, { password: PASSWORD });
    expect(password.status).toBe(401);
    expect(await password.json()).toEqual(INVALID);
    expect(password.headers.get("Set-Cookie")).toBeNull();
    expect((await reverify(admin, { code: "000000" === codeAt(secret) ? "111111" : "000000" })).status).toBe(401);
    expect((await reverify(admin, { code: recoveryCodes[0] })).status).toBe(200);
  });

  it("refuses the password of a passkey account, alike whether password sign-in is on or off, and takes the passkey", async () => {
    const admin = await newAdmin();
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    expect((await addPasskey(admin, authenticator, await proof(admin))).status).toBe(201);
    const on = await reverify(admin, { password: PASSWORD });
    const off = await call("/api/admin/passkeys/password-sign-in", {
      headers: await passkeyProof(admin, authenticator),
      method: "PUT",
      cookie: admin.cookie,
      json: { enabled: false },
    });
    expect(off.status).toBe(200);
    const refused = await reverify(admin, { password: PASSWORD });
    expect([on.status, refused.status]).toEqual([401, 401]);
    expect([await on.json(), await refused.json()]).toEqual([INVALID, INVALID]);
    // A passkey of another account does not prove this one.
    const stranger = await newAdmin();
    const strangerKey = new SoftwareAuthenticator(ORIGIN);
    expect((await addPasskey(stranger, strangerKey, await proof(stranger))).status).toBe(201);
    const { options } = await stepUpOptions(admin.cookie);
    expect((await reverify(admin, { passkey: await strangerKey.assert(options!) })).status).toBe(401);
    expect((await passkeyProof(admin, authenticator))["X-Step-Up"]).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("a right password where password sign-in is off (finding 3)", () => {
  it("answers the sign-in like a wrong password, and counts as a failure for the throttle", async () => {
    const admin = await newAdmin();
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    expect((await addPasskey(admin, authenticator, await proof(admin))).status).toBe(201);
    const headers = await passkeyProof(admin, authenticator);
    expect((await call("/api/admin/passkeys/password-sign-in", { method: "PUT", cookie: admin.cookie, json: { enabled: false }, headers })).status).toBe(200);

    const ip = freshIp();
    const right = await login(admin.email, PASSWORD, ip);
    const wrong = await login(admin.email, "not-the-password-at-all", freshIp());
    expect([right.status, wrong.status]).toEqual([401, 401]);
    expect(await right.json()).toEqual(await wrong.json());
    expect(right.headers.get("Set-Cookie")).toBeNull();
    for (let i = 1; i < Number(env.LOGIN_MAX_FAILURES ?? 5); i++) expect((await login(admin.email, PASSWORD, ip)).status).toBe(401);
    expect((await login(admin.email, PASSWORD, ip)).status).toBe(429);
  });
});

describe("a passkey without user verification is one factor", () => {
  const signInOptions = async () => (await (await call("/api/admin/passkeys/sign-in/options", { method: "POST" })).json()) as { challenge: string };
  const verify = (response: unknown) => call("/api/admin/passkeys/sign-in/verify", { method: "POST", json: { response } });

  it("goes on to the code step where the account has an authenticator app; with UV it signs in", async () => {
    const admin = await newAdmin();
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const { secret } = await enrolTotp(admin);
    expect((await addPasskey(admin, authenticator, await proof(admin, { code: codeAt(secret) }))).status).toBe(201);

    authenticator.counter = 1;
    const noUv = await verify(await authenticator.assert(await signInOptions(), { userVerified: false }));
    expect(noUv.status).toBe(202);
    expect(noUv.headers.get("Set-Cookie")).toBeNull();
    const { codeRequired, token } = (await noUv.json()) as { codeRequired: boolean; token: string };
    expect(codeRequired).toBe(true);
    const coded = await call("/api/admin/login/code", { method: "POST", json: { token, code: codeAt(secret, Date.now() + 30_000) } });
    expect(coded.status).toBe(200);
    expect((await call("/api/admin/me", { cookie: sessionCookieOf(coded) })).status).toBe(200);

    authenticator.counter = 2;
    const withUv = await verify(await authenticator.assert(await signInOptions()));
    expect(withUv.status).toBe(200);
    expect((await call("/api/admin/me", { cookie: sessionCookieOf(withUv) })).status).toBe(200);
  });
});

describe("the account holder hears of every factor change", () => {
  it("mails the account when a passkey is added and when recovery codes are made", async () => {
    const admin = await newAdmin();
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const mail = recordingEmail();
    const bindings = { EMAIL: mail.binding, ...MAIL_CONFIGURED };
    const options = await (
      await call("/api/admin/passkeys/registration/options", { headers: await proof(admin), method: "POST", cookie: admin.cookie })
    ).json();
    const added = await callInProcess("/api/admin/passkeys/registration/verify", {
      method: "POST",
      cookie: admin.cookie,
      json: { name: "Laptop", response: await authenticator.register(options as { challenge: string; user: { id: string } }) },
      bindings,
      headers: { "User-Agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36", "CF-Connecting-IP": "203.0.113.77" },
    });
    expect(added.res.status).toBe(201);
    await added.settled();
    const regenerated = await callInProcess("/api/admin/factors/recovery-codes", {
      headers: await passkeyProof(admin, authenticator),
      method: "POST",
      cookie: admin.cookie,
      bindings,
    });
    expect(regenerated.res.status).toBe(200);
    await regenerated.settled();
    expect(mail.sent.map((m) => (m as unknown as { to: string[] }).to)).toEqual([[admin.email], [admin.email]]);
    const [first, second] = mail.sent as unknown as { subject: string; text: string }[];
    expect(first.subject).toMatch(/sign-in method/);
    expect(first.text).toMatch(/A passkey was added on .* from Chrome on Windows \(203\.0\.113\.77\)/);
    expect(second.text).toContain("New recovery codes were made");
  });

  it("where mail is off, records the change in Activity and shows it at the next sign-in", async () => {
    const admin = await newAdmin();
    // No factor yet: the first sign-in after it says nothing.
    expect(((await (await login(admin.email, PASSWORD, freshIp())).json()) as { factorChanges: string[] }).factorChanges).toEqual([]);
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const headers = await proof(admin);
    const optionsRes = await call("/api/admin/passkeys/registration/options", { method: "POST", cookie: admin.cookie, headers });
    const response = await authenticator.register((await optionsRes.json()) as { challenge: string; user: { id: string } });
    const added = await call("/api/admin/passkeys/registration/verify", {
      method: "POST",
      cookie: admin.cookie,
      json: { name: "Planted", response },
      headers: { "User-Agent": "curl/8.5.0", "CF-Connecting-IP": "198.51.100.66" },
    });
    expect(added.status).toBe(201);
    const audit = await env.DB.prepare("select action, record_id, ip, detail from audit_log where action = 'admin.passkey_added' and record_id = ?")
      .bind(admin.id)
      .first<{ action: string; ip: string; detail: string }>();
    expect(audit).toMatchObject({ ip: "198.51.100.66" });
    expect(JSON.parse(audit!.detail)).toMatchObject({ device: "Unknown browser" });

    authenticator.counter = 1;
    const signInOptions = await (await call("/api/admin/passkeys/sign-in/options", { method: "POST" })).json();
    const next = await call("/api/admin/passkeys/sign-in/verify", { method: "POST", json: { response: await authenticator.assert(signInOptions as { challenge: string }) } });
    expect(next.status).toBe(200);
    const { factorChanges } = (await next.json()) as { factorChanges: string[] };
    expect(factorChanges).toHaveLength(1);
    expect(factorChanges[0]).toMatch(/^A passkey was added on \d{1,2} \w{3} \d{4}.* IST from Unknown browser \(198\.51\.100\.66\)\.$/);
  });

  it("where mail is on, leaves the mailed changes out of the sign-in answer; where off, names them", async () => {
    const admin = await newAdmin();
    const { secret } = await enrolTotp(admin);
    const signIn = async (bindings: Record<string, string>, code: string) => {
      const password = await callInProcess("/api/admin/login", { method: "POST", json: { email: admin.email, password: PASSWORD }, bindings });
      expect(password.res.status).toBe(202);
      const { token } = (await password.res.json()) as { token: string };
      const coded = await callInProcess("/api/admin/login/code", { method: "POST", json: { token, code }, bindings });
      expect(coded.res.status).toBe(200);
      return ((await coded.res.json()) as { factorChanges: string[] }).factorChanges;
    };
    expect(await signIn(MAIL_CONFIGURED, codeAt(secret))).toEqual([]);
    expect(await signIn({ MAIL_FROM: "", NOTIFY_TO: "" }, codeAt(secret, Date.now() + 30_000))).toEqual([
      expect.stringMatching(/^An authenticator app was turned on on .* IST/),
    ]);
  });
});

describe("removing every factor of an account", () => {
  it("is the owner's, on a colleague, after the owner's own strongest factor; recorded, mailed and ending the colleague's sessions", async () => {
    const owner = await newAdmin(OWNER);
    const colleague = await newAdmin();
    const lost = new SoftwareAuthenticator(ORIGIN);
    const { secret } = await enrolTotp(colleague);
    expect((await addPasskey(colleague, lost, await proof(colleague, { code: codeAt(secret) }))).status).toBe(201);

    const path = `/api/admin/staff/${colleague.id}/factors/reset`;
    // A colleague cannot, even with their own proof; the owner cannot without one.
    expect((await call(`/api/admin/staff/${owner.id}/factors/reset`, { headers: await passkeyProof(colleague, lost), method: "POST", cookie: colleague.cookie })).status).toBe(403);
    const unproven = await call(path, { method: "POST", cookie: owner.cookie });
    expect(unproven.status).toBe(403);
    expect(await unproven.json()).toMatchObject({ code: STEP_UP_REQUIRED });
    expect(await env.DB.prepare("select count(*) as n from admin_passkeys where admin_id = ?").bind(colleague.id).first()).toEqual({ n: 1 });

    const mail = recordingEmail();
    const done = await callInProcess(path, { headers: await proof(owner), method: "POST", cookie: owner.cookie, bindings: { EMAIL: mail.binding, ...MAIL_CONFIGURED } });
    expect(done.res.status).toBe(200);
    await done.settled();
    for (const table of ["admin_passkeys", "admin_totp", "admin_recovery_codes"]) {
      expect(await env.DB.prepare(`select count(*) as n from ${table} where admin_id = ?`).bind(colleague.id).first(), table).toEqual({ n: 0 });
    }
    expect((await call("/api/admin/me", { cookie: colleague.cookie })).status).toBe(401);
    // This reset's row: the command line's test records one of its own.
    const audit = await env.DB.prepare("select admin_id, record_type, record_id from audit_log where action = 'admin.factors_reset' and record_id = ?").bind(colleague.id).first();
    expect(audit).toEqual({ admin_id: owner.id, record_type: "admin", record_id: colleague.id });
    expect(mail.sent.map((m) => (m as unknown as { to: string[] }).to)).toEqual([[colleague.email]]);
    // The colleague signs in with the password alone again.
    expect((await login(colleague.email, PASSWORD, freshIp())).status).toBe(200);
  });

  it("by the command line is shown at the account's next sign-in, mail or not (the CLI cannot mail)", async () => {
    const admin = await newAdmin();
    await enrolTotp(admin);
    const statements = adminCliStatements({ email: admin.email, passwordHash: await hashPassword(PASSWORD), resetFactors: true, now: new Date().toISOString() });
    await env.DB.batch(statements.map((statement) => env.DB.prepare(statement)));
    const { res } = await callInProcess("/api/admin/login", { method: "POST", json: { email: admin.email, password: PASSWORD }, bindings: MAIL_CONFIGURED });
    expect(res.status).toBe(200);
    const { factorChanges } = (await res.json()) as { factorChanges: string[] };
    expect(factorChanges).toEqual([expect.stringMatching(/^All passkeys, the authenticator app and the recovery codes were removed on /)]);
  });
});

describe("a password reset never removes or bypasses a factor", () => {
  it("keeps a passkey-only account passkey-only: the new password does not sign in, and every factor stays", async () => {
    const { requestReset, tokenInMail, completeReset } = await import("../testing/password-reset");
    const admin = await newAdmin();
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const { secret } = await enrolTotp(admin);
    expect((await addPasskey(admin, authenticator, await proof(admin, { code: codeAt(secret) }))).status).toBe(201);
    const headers = await passkeyProof(admin, authenticator);
    expect((await call("/api/admin/passkeys/password-sign-in", { method: "PUT", cookie: admin.cookie, json: { enabled: false }, headers })).status).toBe(200);
    const counts = () =>
      env.DB.prepare(
        "select (select count(*) from admin_passkeys where admin_id = ?1) as passkeys, (select count(*) from admin_totp where admin_id = ?1 and enabled_at is not null) as totp, (select count(*) from admin_recovery_codes where admin_id = ?1 and used_at is null) as codes, (select password_sign_in from admin_users where id = ?1) as password_on",
      )
        .bind(admin.id)
        .first();
    const before = await counts();

    const { sent } = await requestReset(admin.email, freshIp());
    const newPassword = "a brand new passphrase for the reset";
    expect((await completeReset(tokenInMail((sent[0] as unknown as { text: string }).text), newPassword)).res.status).toBe(200);
    expect(await counts()).toEqual(before);
    const signIn = await login(admin.email, newPassword, freshIp());
    expect(signIn.status).toBe(401);
    expect(await signIn.json()).toEqual(INVALID);
  });
});
