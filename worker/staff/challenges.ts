import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { Database } from "../db/client";
import { authChallenges, type authChallengePurposes } from "./tables";

type ChallengePurpose = (typeof authChallengePurposes)[number];

/** Long enough to touch a security key or scan a phone; short enough that a leaked one is stale. */
const CHALLENGE_TTL_MS = 5 * 60_000;

/** Stores a challenge handed to the browser, and drops expired ones so the table stays small. */
export async function storeChallenge(db: Database, challenge: string, purpose: ChallengePurpose, adminId: number | null) {
  const now = Date.now();
  await db.batch([
    db.delete(authChallenges).where(lt(authChallenges.expiresAt, new Date(now).toISOString())),
    db.insert(authChallenges).values({ id: challenge, purpose, adminId, expiresAt: new Date(now + CHALLENGE_TTL_MS).toISOString() }),
  ]);
}

/**
 * Takes the challenge out of the table if it is live, was issued for this purpose and (for a
 * registration) to this admin: true once, false for every later or parallel try. One DELETE …
 * RETURNING, so D1 lets exactly one caller have it.
 */
export async function consumeChallenge(db: Database, challenge: string, purpose: ChallengePurpose, adminId: number | null): Promise<boolean> {
  const taken = await db
    .delete(authChallenges)
    .where(
      and(
        eq(authChallenges.id, challenge),
        eq(authChallenges.purpose, purpose),
        adminId === null ? isNull(authChallenges.adminId) : eq(authChallenges.adminId, adminId),
        gt(authChallenges.expiresAt, new Date().toISOString()),
      ),
    )
    .returning({ id: authChallenges.id });
  return taken.length === 1;
}

/** The challenge a WebAuthn response answers, read from its clientDataJSON (null when unreadable). */
export function challengeOf(clientDataJSON: string): string | null {
  try {
    const json = atob(clientDataJSON.replace(/-/g, "+").replace(/_/g, "/"));
    const challenge = (JSON.parse(json) as { challenge?: unknown }).challenge;
    return typeof challenge === "string" ? challenge : null;
  } catch {
    return null;
  }
}
