import { env, SELF } from "cloudflare:test";
import { getDb } from "../db/client";
import { ensureAdmin } from "../staff/admins";

export const ORIGIN = "http://localhost";
export const ADMIN = { email: "admin@example.com", password: "a-long-enough-password" };

export async function seedAdmin(email = ADMIN.email, password = ADMIN.password): Promise<void> {
  await ensureAdmin(getDb(env.DB), email, password);
}

interface CallOptions {
  method?: string;
  json?: unknown;
  body?: BodyInit;
  cookie?: string;
  headers?: Record<string, string>;
}

/** A same-origin request the way the admin's browser makes it. */
export function call(path: string, { method = "GET", json, body, cookie, headers = {} }: CallOptions = {}) {
  const allHeaders: Record<string, string> = { Origin: ORIGIN, ...headers };
  if (json !== undefined) allHeaders["Content-Type"] = "application/json";
  if (cookie) allHeaders.Cookie = cookie;
  return SELF.fetch(`${ORIGIN}${path}`, {
    method,
    headers: allHeaders,
    body: json !== undefined ? JSON.stringify(json) : body,
  });
}

export function login(email: string, password: string, ip = "203.0.113.1") {
  return call("/api/admin/login", { method: "POST", json: { email, password }, headers: { "CF-Connecting-IP": ip } });
}

/** The `name=value` pair of the session cookie a login response set (either name, see session.ts). */
export function sessionCookieOf(res: Response): string {
  const header = res.headers.get("Set-Cookie") ?? "";
  const pair = header.split(";")[0];
  if (!/^(__Host-)?admin_session=./.test(pair)) throw new Error(`no session cookie in: ${header}`);
  return pair;
}

/** Runs SQL on the test database, e.g. to age a session row instead of waiting. */
export function sqlRun(query: string, ...params: unknown[]) {
  return env.DB.prepare(query)
    .bind(...params)
    .run();
}

/** The token hash of the session a cookie carries (what the sessions table is keyed by). */
export async function tokenHashOf(cookie: string): Promise<string> {
  const token = decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1)).split(".")[0];
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Signs in as the seeded admin and returns the cookie to send. */
export async function signIn(): Promise<string> {
  await seedAdmin();
  const res = await login(ADMIN.email, ADMIN.password, `198.51.100.${Math.floor(Math.random() * 250)}`);
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return sessionCookieOf(res);
}

/** POSTs `payload` to an admin collection as the signed-in admin; the answer and its JSON body. */
export async function createAs(cookie: string, path: string, payload: Record<string, unknown>) {
  const res = await call(path, { method: "POST", cookie, json: payload });
  return { res, body: (await res.json()) as Record<string, unknown> & { id: number } };
}

/** A minimal draft blog post, created through the admin API; its id. */
export async function createDraftPost(cookie: string, slug: string): Promise<number> {
  const payload = { title: "T", slug, excerpt: "E", content: "<p>C</p>", category: "Finance", author: "A", published: false };
  return (await createAs(cookie, "/api/admin/blogs", payload)).body.id;
}

interface SteppedUp {
  /** The renewed session's cookie: re-verification starts a new session. */
  cookie: string;
  /** The single-use proof, and the header that carries it. */
  proof: string;
  headers: Record<string, string>;
}

/**
 * Proves the admin again (POST /session/reverify) with `answer`: the password by default, a code,
 * or a passkey assertion. Throws unless it is accepted; the renewed cookie and the proof.
 */
export async function stepUp(cookie: string, answer: { password?: string; code?: string; passkey?: unknown } = { password: ADMIN.password }): Promise<SteppedUp> {
  const res = await call("/api/admin/session/reverify", { method: "POST", cookie, json: answer });
  if (res.status !== 200) throw new Error(`step-up refused: ${res.status} ${await res.text()}`);
  const { proof } = (await res.json()) as { proof: string };
  return { cookie: sessionCookieOf(res), proof, headers: { "X-Step-Up": proof } };
}

/**
 * Proves an account again (`stepUp`), keeping its renewed cookie on `account` as a browser would;
 * the header that carries the proof to the change.
 */
export async function proveAgain(account: { cookie: string }, answer: Parameters<typeof stepUp>[1]) {
  const up = await stepUp(account.cookie, answer);
  account.cookie = up.cookie;
  return up.headers;
}

/** The same with the account's passkey. */
export async function proveAgainWithPasskey(account: { cookie: string }, authenticator: Parameters<typeof stepUpWithPasskey>[1]) {
  const up = await stepUpWithPasskey(account.cookie, authenticator);
  account.cookie = up.cookie;
  return up.headers;
}

/** The options of a step-up passkey prompt for this session. */
export async function stepUpOptions(cookie: string) {
  const res = await call("/api/admin/session/reverify/options", { method: "POST", cookie });
  if (res.status !== 200) throw new Error(`step-up options refused: ${res.status}`);
  return (await res.json()) as { method: "passkey" | "code" | "password"; options: { challenge: string } | null };
}

/** Steps up with a passkey: asks for the prompt's options and answers them with `authenticator`. */
export async function stepUpWithPasskey(cookie: string, authenticator: { assert: (o: { challenge: string }) => Promise<unknown> }) {
  const { options } = await stepUpOptions(cookie);
  if (!options) throw new Error("no passkey prompt: the account has no passkey");
  return stepUp(cookie, { passkey: await authenticator.assert(options) });
}
