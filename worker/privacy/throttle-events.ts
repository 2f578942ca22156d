import { eq, or, sql } from "drizzle-orm";
import { hashToken } from "../access/session";
import type { Database } from "../db/client";
import { throttleEvents } from "../lib/tables";
import { clearAddressEvents } from "../lib/throttle";
import { normalEmail } from "./held-data";

/**
 * Throttle events counted under keys of the format used before they were HMACs: the address
 * itself, its plain SHA-256, and `["address","client"]`. The cron prunes them within a day; an
 * erasure before then takes them too.
 */
function legacyAddressEvents(db: Database, address: string, sha256: string) {
  const pairPrefix = `${JSON.stringify(address).slice(0, -1)}",`;
  return db
    .delete(throttleEvents)
    .where(
      or(
        eq(throttleEvents.key, address),
        eq(throttleEvents.key, sha256),
        eq(sql`substr(${throttleEvents.key}, 2, ${pairPrefix.length})`, pairPrefix),
      ),
    );
}

/**
 * Every throttle event counted under an address (mail caps, reset requests, failed sign-ins):
 * `addressKey` is its HMAC (lib/address-key.ts). Not a feature's data but the kit's own: the
 * throttle is shared by them all.
 */
export async function addressThrottleEvents(db: Database, email: string, addressKey: string) {
  const address = normalEmail(email);
  return [clearAddressEvents(db, addressKey), legacyAddressEvents(db, address, await hashToken(address))];
}
