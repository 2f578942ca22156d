import { and, eq, gt, isNull, ne } from "drizzle-orm";
import type { Context } from "hono";
import { deleteCookie, getSignedCookie, setSignedCookie } from "hono/cookie";
import type { Database } from "../db/client";
import { adminUsers, sessions } from "../db/schema";
import { type Env, numberSetting } from "../env";
import { log } from "../lib/log";

export const SESSION_COOKIE = "admin_session";
const TOKEN_BYTES = 32;
/** Only ever used when the request is for localhost, so a checkout runs without configuration. */
const LOCAL_DEVELOPMENT_SECRET = "local-development-secret-change-me-in-production";
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

export interface SessionAdmin {
  id: number;
  email: string;
}

export interface Session {
  admin: SessionAdmin;
  tokenHash: string;
}

const isLocalUrl = (url: URL) => LOCAL_HOSTS.has(url.hostname);

/**
 * The cookie signing key. Production must set SESSION_SECRET; without it sessions fail closed
 * (none are created or accepted) rather than fall back to a key anyone can read in this repository.
 */
export function sessionSecret<E extends { Bindings: Env }>(c: Context<E>): string | null {
  const secret = c.env.SESSION_SECRET;
  if (secret) return secret;
  if (isLocalUrl(new URL(c.req.url))) return LOCAL_DEVELOPMENT_SECRET;
  log("error", "session_secret_missing", { host: new URL(c.req.url).hostname });
  return null;
}

/** SHA-256 of the token, hex: what the database keeps instead of the token itself. */
async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(TOKEN_BYTES));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function cookieOptions(requestUrl: string, maxAgeSeconds: number) {
  const url = new URL(requestUrl);
  return {
    httpOnly: true,
    // Browsers drop Secure cookies on plain-http localhost; everywhere else they are Secure.
    secure: !(url.protocol === "http:" && isLocalUrl(url)),
    sameSite: "Strict" as const,
    path: "/",
    maxAge: maxAgeSeconds,
  };
}

/** Starts a session for the admin and sets its cookie. Returns false when no secret is configured. */
export async function startSession<E extends { Bindings: Env }>(c: Context<E>, db: Database, adminId: number): Promise<boolean> {
  const secret = sessionSecret(c);
  if (!secret) return false;
  const maxAgeSeconds = Math.round(numberSetting(c.env.SESSION_DAYS, 7) * 86_400);
  const token = randomToken();
  await db.insert(sessions).values({
    tokenHash: await hashToken(token),
    adminId,
    expiresAt: new Date(Date.now() + maxAgeSeconds * 1000).toISOString(),
  });
  await setSignedCookie(c, SESSION_COOKIE, token, secret, cookieOptions(c.req.url, maxAgeSeconds));
  return true;
}

/** The admin behind this request's cookie, if the signature holds and the session is live. */
export async function readSession<E extends { Bindings: Env }>(c: Context<E>, db: Database): Promise<Session | null> {
  const secret = sessionSecret(c);
  if (!secret) return null;
  const token = await getSignedCookie(c, secret, SESSION_COOKIE);
  if (!token) return null;
  const tokenHash = await hashToken(token);
  const row = await db
    .select({ id: adminUsers.id, email: adminUsers.email })
    .from(sessions)
    .innerJoin(adminUsers, eq(adminUsers.id, sessions.adminId))
    .where(
      and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date().toISOString())),
    )
    .get();
  return row ? { admin: row, tokenHash } : null;
}

export function clearSessionCookie<E extends { Bindings: Env }>(c: Context<E>): void {
  deleteCookie(c, SESSION_COOKIE, cookieOptions(c.req.url, 0));
}

const now = () => new Date().toISOString();

/** The update that revokes one session (logout). */
export function revokeSession(db: Database, tokenHash: string) {
  return db.update(sessions).set({ revokedAt: now() }).where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

/** The update that revokes every session of the admin except `keepTokenHash` (password change). */
export function revokeOtherSessions(db: Database, adminId: number, keepTokenHash: string) {
  return db
    .update(sessions)
    .set({ revokedAt: now() })
    .where(and(eq(sessions.adminId, adminId), ne(sessions.tokenHash, keepTokenHash), isNull(sessions.revokedAt)));
}

/** The update that revokes every session of the admin (sign out everywhere). */
export function revokeAllSessions(db: Database, adminId: number) {
  return db.update(sessions).set({ revokedAt: now() }).where(and(eq(sessions.adminId, adminId), isNull(sessions.revokedAt)));
}
