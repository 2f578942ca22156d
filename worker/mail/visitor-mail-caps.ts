import type { Database } from "../db/client";
import type { Env } from "../env";
import { addressKey } from "../lib/address-key";
import { log } from "../lib/log";
import { reserveEvents } from "../lib/throttle";

/** At most this many acknowledgement or confirmation mails reach one address per day… */
const MAILS_PER_ADDRESS_PER_DAY = 3;
/** …and this many are sent because of one client (IP, IPv6 by /64) per day. */
export const MAILS_PER_CLIENT_PER_DAY = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Reserves one mail to a visitor-given address (an acknowledgement, a newsletter confirmation),
 * false when the address or the client has had its day's share: the site's forms cannot be
 * used to flood a mailbox or to send mail in bulk under the firm's domain. Counted in the
 * throttle table in one atomic statement; the address is kept there only as its HMAC under a key
 * derived from SESSION_SECRET (lib/address-key.ts). Without SESSION_SECRET nothing is mailed: a
 * plain hash would give the address away to anyone holding a copy of the table.
 */
export async function reserveVisitorMail(env: Pick<Env, "SESSION_SECRET">, db: Database, email: string, ip: string): Promise<boolean> {
  if (!env.SESSION_SECRET) {
    log("error", "session_secret_missing", { for: "visitor mail caps" });
    return false;
  }
  const address = { scope: "visitor-mail-address", key: await addressKey(env.SESSION_SECRET, email) };
  const client = { scope: "visitor-mail-client", key: ip };
  return reserveEvents(
    db,
    [address, client],
    [
      { ...address, limit: MAILS_PER_ADDRESS_PER_DAY },
      { ...client, limit: MAILS_PER_CLIENT_PER_DAY },
    ],
    DAY_MS,
  );
}
