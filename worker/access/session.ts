import { and, desc, eq, gt, isNull, ne } from "drizzle-orm";
import type { Context } from "hono";
import { deleteCookie, getSignedCookie, setSignedCookie } from "hono/cookie";
import type { Database } from "../db/client";
import type { AdminRole } from "#core/taxonomies/admin-roles";
import { adminUsers, sessions } from "./tables";
import { type Env, numberSetting } from "../env";
import { log } from "../lib/log";
import { isLocalUrl, plainLocalCookies } from "../lib/local-url";

/** The cookie's name over https: the browser then holds it to this exact origin (Secure, Path=/, no Domain). */
export const SESSION_COOKIE = "__Host-admin_session";
/** Over plain http on localhost only (`npm start`, wrangler dev), where browsers drop Secure cookies. */
export const LOCAL_SESSION_COOKIE = "admin_session";
/** How long a password confirmation lets a session change the password, staff or settings. */
const REVERIFY_WINDOW_MS = 12 * 60 * 60_000;
/** Last-seen is written at most this often, so a busy admin costs one small write a minute. */
const LAST_SEEN_STEP_MS = 60_000;
const USER_AGENT_MAX = 256;
const TOKEN_BYTES = 32;
/** Only ever used when the request is for localhost, so a checkout runs without configuration. */
const LOCAL_DEVELOPMENT_SECRET = "local-development-secret-change-me-in-production";

export interface SessionAdmin {
  id: number;
  email: string;
  name: string;
  role: AdminRole;
}

export interface Session {
  admin: SessionAdmin;
  tokenHash: string;
  /** The id the session list shows for this session. */
  publicId: string;
  /** When the admin authenticated (signed in or re-verified): each starts a new session. */
  createdAt: string;
}

/**
 * The cookie's name and attributes for this request. Only a plain-http request to localhost gets
 * the unprefixed, non-Secure name: decided from the request itself, so no setting a deployment
 * could forget ever turns the `__Host-` cookie off in production.
 */
function sessionCookieFor(requestUrl: string, maxAgeSeconds: number) {
  const local = plainLocalCookies(requestUrl);
  return {
    name: local ? LOCAL_SESSION_COOKIE : SESSION_COOKIE,
    options: { httpOnly: true, secure: !local, sameSite: "Strict" as const, path: "/", maxAge: maxAgeSeconds },
  };
}

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

/** SHA-256 of a secret token, hex: what the database keeps instead of the token (sessions, invitations). */
export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** 256 random bits, base64url. */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(TOKEN_BYTES));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

const lifetimeSeconds = <E extends { Bindings: Env }>(c: Context<E>) => Math.round(numberSetting(c.env.SESSION_DAYS, 7) * 86_400);
const idleMs = <E extends { Bindings: Env }>(c: Context<E>) => numberSetting(c.env.SESSION_IDLE_MINUTES, 60) * 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

interface NewSession {
  /** The insert; run it through `commit` with the event that opened the session. */
  insert: ReturnType<typeof insertSession>;
  /** Sets the cookie once the insert is stored. */
  setCookie: () => Promise<void>;
  /** What the new session is keyed by, to bind a step-up proof to it. */
  tokenHash: string;
}

function insertSession(db: Database, values: typeof sessions.$inferInsert) {
  return db.insert(sessions).values(values);
}

/**
 * A new session for the admin (sign-in, re-verification, password change, accepted invitation),
 * from this request's device and address. Null without a signing secret.
 */
export async function openSession<E extends { Bindings: Env }>(c: Context<E>, db: Database, adminId: number): Promise<NewSession | null> {
  const secret = sessionSecret(c);
  if (!secret) return null;
  const token = randomToken();
  const now = Date.now();
  const maxAge = lifetimeSeconds(c);
  const tokenHash = await hashToken(token);
  const insert = insertSession(db, {
    tokenHash,
    publicId: crypto.randomUUID(),
    adminId,
    userAgent: (c.req.header("User-Agent") ?? "").trim().slice(0, USER_AGENT_MAX),
    // The address as Cloudflare reports it (not the /64 the throttle keys on): what the admin recognises.
    ip: (c.req.header("CF-Connecting-IP") ?? "").slice(0, 64),
    createdAt: iso(now),
    lastSeenAt: iso(now),
    expiresAt: iso(now + maxAge * 1000),
  });
  const { name, options } = sessionCookieFor(c.req.url, maxAge);
  return { insert, tokenHash, setCookie: () => setSignedCookie(c, name, token, secret, options).then(() => undefined) };
}

/**
 * The admin behind this request's cookie, if the signature holds and the session is neither
 * revoked, past its absolute end, nor idle too long. Touches last-seen when a minute has passed.
 */
export async function readSession<E extends { Bindings: Env }>(c: Context<E>, db: Database): Promise<Session | null> {
  const secret = sessionSecret(c);
  if (!secret) return null;
  const token = await getSignedCookie(c, secret, sessionCookieFor(c.req.url, 0).name);
  if (!token) return null;
  const tokenHash = await hashToken(token);
  const now = Date.now();
  const row = await db
    .select({
      id: adminUsers.id,
      email: adminUsers.email,
      name: adminUsers.name,
      role: adminUsers.role,
      publicId: sessions.publicId,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(adminUsers, eq(adminUsers.id, sessions.adminId))
    .where(and(eq(sessions.tokenHash, tokenHash), liveAt(now, idleMs(c))))
    .get();
  if (!row) return null;
  if (now - Date.parse(row.lastSeenAt) >= LAST_SEEN_STEP_MS) {
    // Bookkeeping, like a throttle record, not a domain event: it changes nothing anyone acts on.
    await db.update(sessions).set({ lastSeenAt: iso(now) }).where(eq(sessions.tokenHash, tokenHash));
  }
  const { publicId, createdAt, lastSeenAt: _lastSeen, ...admin } = row;
  return { admin, tokenHash, publicId, createdAt };
}

/** Not revoked, before its absolute end, and seen within the idle timeout. */
function liveAt(now: number, idle: number) {
  return and(isNull(sessions.revokedAt), gt(sessions.expiresAt, iso(now)), gt(sessions.lastSeenAt, iso(now - idle)));
}

/** Whether the admin authenticated recently enough in this session for a sensitive change. */
export function isRecentlyVerified(session: Session, now = Date.now()): boolean {
  return now - Date.parse(session.createdAt) < REVERIFY_WINDOW_MS;
}

/** The admin's live sessions, most recently used first, for the session list. */
export function listSessions<E extends { Bindings: Env }>(c: Context<E>, db: Database, adminId: number) {
  return db
    .select({
      id: sessions.publicId,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.adminId, adminId), liveAt(Date.now(), idleMs(c))))
    .orderBy(desc(sessions.lastSeenAt))
    .all();
}

export function clearSessionCookie<E extends { Bindings: Env }>(c: Context<E>): void {
  const { name, options } = sessionCookieFor(c.req.url, 0);
  deleteCookie(c, name, options);
}

const now = () => new Date().toISOString();

/** The update that revokes one session (logout). */
export function revokeSession(db: Database, tokenHash: string) {
  return db.update(sessions).set({ revokedAt: now() }).where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

/** The update that revokes one of the admin's sessions by its listed id; returns it when it was live. */
export function revokeSessionById(db: Database, adminId: number, publicId: string) {
  return db
    .update(sessions)
    .set({ revokedAt: now() })
    .where(and(eq(sessions.adminId, adminId), eq(sessions.publicId, publicId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.publicId });
}

/** The update that revokes every session of the admin except `keepTokenHash` (password change, "sign out others"). */
export function revokeOtherSessions(db: Database, adminId: number, keepTokenHash: string) {
  return db
    .update(sessions)
    .set({ revokedAt: now() })
    .where(and(eq(sessions.adminId, adminId), ne(sessions.tokenHash, keepTokenHash), isNull(sessions.revokedAt)));
}
