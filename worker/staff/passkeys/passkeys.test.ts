import { env } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ORIGIN, call, sessionCookieOf, signIn, stepUp, stepUpWithPasskey } from "../../testing/admin-helpers";
import { SoftwareAuthenticator } from "../../testing/software-authenticator";

let cookie: string;
beforeAll(async () => {
  cookie = await signIn();
});

/** The test's first passkey: while the account has one, every change is proven with it. */
let first: SoftwareAuthenticator | undefined;

// Each test starts from an account without passkeys, or the recovery codes the first one came with: proven by its password.
beforeEach(async () => {
  await env.DB.batch(["admin_passkeys", "admin_recovery_codes"].map((table) => env.DB.prepare(`delete from ${table}`)));
  first = undefined;
});

/** A step-up proof for the next change, keeping the renewed cookie. */
async function proof() {
  const up = first ? await stepUpWithPasskey(cookie, first) : await stepUp(cookie);
  cookie = up.cookie;
  return up.headers;
}

async function registrationOptions() {
  const res = await call("/api/admin/passkeys/registration/options", { headers: await proof(), method: "POST", cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as { challenge: string; user: { id: string }; rp: { id: string } };
}

async function register(authenticator: SoftwareAuthenticator, name = "Office laptop") {
  const response = await authenticator.register(await registrationOptions());
  const res = await call("/api/admin/passkeys/registration/verify", { method: "POST", cookie, json: { name, response } });
  if (res.status === 201) first ??= authenticator;
  return res;
}

async function signInOptions() {
  const res = await call("/api/admin/passkeys/sign-in/options", { method: "POST" });
  expect(res.status).toBe(200);
  return (await res.json()) as { challenge: string; rpId: string };
}

const verifySignIn = (response: unknown) => call("/api/admin/passkeys/sign-in/verify", { method: "POST", json: { response } });

describe("passkey registration", () => {
  it("verifies a real attestation, stores the credential and lists it by name", async () => {
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const options = await registrationOptions();
    expect(options.rp.id).toBe("localhost");
    const res = await call("/api/admin/passkeys/registration/verify", {
      method: "POST",
      cookie,
      json: { name: "  Office laptop ", response: await authenticator.register(options) },
    });
    expect(res.status).toBe(201);
    first ??= authenticator;
    const row = await env.DB.prepare("select name, counter, transports, public_key from admin_passkeys where id = ?").bind(authenticator.id).first();
    expect(row).toMatchObject({ name: "Office laptop", counter: 0, transports: '["internal"]' });
    const list = (await (await call("/api/admin/passkeys", { cookie })).json()) as { passkeys: { id: string; name: string }[] };
    expect(list.passkeys).toContainEqual(expect.objectContaining({ id: authenticator.id, name: "Office laptop", lastUsedAt: null }));
    expect(JSON.stringify(list)).not.toContain(String(row?.public_key));
  });

  it("accepts each challenge once", async () => {
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const response = await authenticator.register(await registrationOptions());
    const accepted = await call("/api/admin/passkeys/registration/verify", { method: "POST", cookie, json: { name: "Key", response } });
    expect(accepted.status).toBe(201);
    const again = await call("/api/admin/passkeys/registration/verify", { method: "POST", cookie, json: { name: "Key", response } });
    expect(again.status).toBe(400);
  });

  it("refuses an expired challenge", async () => {
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const options = await registrationOptions();
    // Every live registration challenge of the admin: its key is bound to the session, not the bare challenge.
    await env.DB.prepare("update auth_challenges set expires_at = ? where purpose = 'passkey_registration'").bind(new Date(Date.now() - 1000).toISOString()).run();
    const res = await call("/api/admin/passkeys/registration/verify", {
      method: "POST",
      cookie,
      json: { name: "Late", response: await authenticator.register(options) },
    });
    expect(res.status).toBe(400);
    expect(await env.DB.prepare("select 1 from admin_passkeys where id = ?").bind(authenticator.id).first()).toBeNull();
  });

  it("refuses an attestation made for another origin", async () => {
    const authenticator = new SoftwareAuthenticator("https://evil.example", "localhost");
    const res = await register(authenticator);
    expect(res.status).toBe(400);
  });

  it("needs a session", async () => {
    expect((await call("/api/admin/passkeys/registration/options", { method: "POST" })).status).toBe(401);
  });
});

describe("passkey sign-in", () => {
  it("signs in with a registered passkey and records its use", async () => {
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    expect((await register(authenticator)).status).toBe(201);
    authenticator.counter = 1;
    const res = await verifySignIn(await authenticator.assert(await signInOptions()));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: expect.any(Number), email: "admin@example.com", factorChanges: expect.any(Array) });
    const session = sessionCookieOf(res);
    expect((await call("/api/admin/me", { cookie: session })).status).toBe(200);
    const row = await env.DB.prepare("select counter, last_used_at from admin_passkeys where id = ?").bind(authenticator.id).first<{ counter: number; last_used_at: string | null }>();
    expect(row?.counter).toBe(1);
    expect(row?.last_used_at).not.toBeNull();
  });

  it("refuses a replayed answer: its challenge was used", async () => {
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    await register(authenticator);
    const response = await authenticator.assert(await signInOptions());
    expect((await verifySignIn(response)).status).toBe(200);
    expect((await verifySignIn(response)).status).toBe(400);
  });

  it("refuses a counter that did not grow (a cloned authenticator)", async () => {
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    await register(authenticator);
    authenticator.counter = 5;
    expect((await verifySignIn(await authenticator.assert(await signInOptions()))).status).toBe(200);
    authenticator.counter = 5;
    const res = await verifySignIn(await authenticator.assert(await signInOptions()));
    expect(res.status).toBe(401);
    expect(res.headers.get("Set-Cookie")).toBeNull();
  });

  it("refuses an unknown credential and a wrong signature", async () => {
    const stranger = new SoftwareAuthenticator(ORIGIN);
    await stranger.register({ challenge: "x", user: { id: "eA" } });
    expect((await verifySignIn(await stranger.assert(await signInOptions()))).status).toBe(401);

    const authenticator = new SoftwareAuthenticator(ORIGIN);
    await register(authenticator);
    const response = await authenticator.assert(await signInOptions());
    const tampered = { ...response, response: { ...response.response, signature: (await stranger.assert({ challenge: "y" })).response.signature } };
    expect((await verifySignIn(tampered)).status).toBe(401);
  });

  it("removes a passkey, which then no longer signs in", async () => {
    // The first passkey proves the changes; the one removed is a second.
    await register(new SoftwareAuthenticator(ORIGIN));
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    await register(authenticator);
    const removed = await call(`/api/admin/passkeys/${authenticator.id}`, { headers: await proof(), method: "DELETE", cookie });
    expect(removed.status).toBe(200);
    expect((await call(`/api/admin/passkeys/${authenticator.id}`, { headers: await proof(), method: "DELETE", cookie })).status).toBe(404);
    expect((await verifySignIn(await authenticator.assert(await signInOptions()))).status).toBe(401);
  });
});
