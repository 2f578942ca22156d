import { and, count, eq, isNull } from "drizzle-orm";
import type { Database } from "../db/client";
import { adminRecoveryCodes } from "./tables";

const RECOVERY_CODE_COUNT = 10;
/** Crockford's base32 without I, L, O, U: nothing to misread when typing it from paper. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const CODE_CHARS = 16;

/**
 * 16 random base32 characters: 80 bits. Guessing one online is hopeless behind the throttle, and
 * even offline, from a stolen table, 2^80 SHA-256 guesses are out of reach. That is why a plain
 * SHA-256 (no salt, no slow hash) is enough here: slow hashes exist for human-chosen passwords.
 */
function newCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(CODE_CHARS));
  const chars = [...bytes].map((b) => ALPHABET[b & 31]).join("");
  return chars.match(/.{4}/g)?.join("-") ?? chars;
}

/** The form a code is hashed in: upper case, without the hyphens and spaces people type. */
const normalizeRecoveryCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, "");

async function hashCode(code: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(normalizeRecoveryCode(code)));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Ten fresh codes for the admin, and the statements that replace any old ones with them: batch
 * them with the write they belong to. The codes are shown once and never stored.
 */
export async function newRecoveryCodes(db: Database, adminId: number) {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  const rows = await Promise.all(codes.map(async (code) => ({ adminId, codeHash: await hashCode(code) })));
  return {
    codes,
    statements: [db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId)), db.insert(adminRecoveryCodes).values(rows)] as const,
  };
}

/** How many unused codes the admin has left. */
export async function recoveryCodesLeft(db: Database, adminId: number): Promise<number> {
  const row = await db
    .select({ n: count() })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.adminId, adminId), isNull(adminRecoveryCodes.usedAt)))
    .get();
  return row?.n ?? 0;
}

/** Marks the code used if it is one of the admin's unused codes: true once, never again. */
export async function useRecoveryCode(db: Database, adminId: number, code: string): Promise<boolean> {
  const used = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: new Date().toISOString() })
    .where(and(eq(adminRecoveryCodes.adminId, adminId), eq(adminRecoveryCodes.codeHash, await hashCode(code)), isNull(adminRecoveryCodes.usedAt)))
    .returning({ id: adminRecoveryCodes.id });
  return used.length === 1;
}
