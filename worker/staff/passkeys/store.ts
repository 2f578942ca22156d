import { and, asc, eq } from "drizzle-orm";
import type { WebAuthnCredential } from "@simplewebauthn/server";
import type { Database } from "../../db/client";
import { adminUsers } from "../../access/tables";
import { adminPasskeys } from "../tables";

type Transports = NonNullable<WebAuthnCredential["transports"]>;

const toBase64Url = (bytes: Uint8Array) => {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
};

const fromBase64Url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (ch) => ch.charCodeAt(0));

/** What Settings lists: never the key itself. */
export function listPasskeys(db: Database, adminId: number) {
  return db
    .select({ id: adminPasskeys.id, name: adminPasskeys.name, createdAt: adminPasskeys.createdAt, lastUsedAt: adminPasskeys.lastUsedAt })
    .from(adminPasskeys)
    .where(eq(adminPasskeys.adminId, adminId))
    .orderBy(asc(adminPasskeys.createdAt));
}

/** The admin's credential ids and transports, so the browser does not register one twice. */
export async function credentialDescriptors(db: Database, adminId: number) {
  const rows = await db
    .select({ id: adminPasskeys.id, transports: adminPasskeys.transports })
    .from(adminPasskeys)
    .where(eq(adminPasskeys.adminId, adminId));
  return rows.map((row) => ({ id: row.id, transports: JSON.parse(row.transports) as Transports }));
}

export function insertPasskey(db: Database, adminId: number, name: string, credential: WebAuthnCredential) {
  return db.insert(adminPasskeys).values({
    id: credential.id,
    adminId,
    name,
    publicKey: toBase64Url(credential.publicKey),
    counter: credential.counter,
    transports: JSON.stringify(credential.transports ?? []),
  });
}

export function deletePasskey(db: Database, adminId: number, id: string) {
  return db
    .delete(adminPasskeys)
    .where(and(eq(adminPasskeys.id, id), eq(adminPasskeys.adminId, adminId)))
    .returning({ id: adminPasskeys.id, name: adminPasskeys.name });
}

/** The stored credential and its admin, for checking an assertion; undefined for an unknown id. */
export async function findCredential(db: Database, id: string) {
  const row = await db
    .select({
      id: adminPasskeys.id,
      publicKey: adminPasskeys.publicKey,
      counter: adminPasskeys.counter,
      transports: adminPasskeys.transports,
      adminId: adminUsers.id,
      email: adminUsers.email,
    })
    .from(adminPasskeys)
    .innerJoin(adminUsers, eq(adminUsers.id, adminPasskeys.adminId))
    .where(eq(adminPasskeys.id, id))
    .get();
  if (!row) return undefined;
  const credential: WebAuthnCredential = {
    id: row.id,
    publicKey: fromBase64Url(row.publicKey),
    counter: row.counter,
    transports: JSON.parse(row.transports) as Transports,
  };
  return { credential, admin: { id: row.adminId, email: row.email } };
}

/** The update after a good assertion: the new counter, and when it was last used. */
export function recordPasskeyUse(db: Database, id: string, counter: number) {
  return db.update(adminPasskeys).set({ counter, lastUsedAt: new Date().toISOString() }).where(eq(adminPasskeys.id, id));
}
