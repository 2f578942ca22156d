import type { Database } from "../db/client";
import { hashToken } from "../auth/session";
import { reserveEvents } from "../lib/throttle";

/** At most this many acknowledgement or confirmation mails reach one address per day… */
export const MAILS_PER_ADDRESS_PER_DAY = 3;
/** …and this many are sent because of one client (IP, IPv6 by /64) per day. */
export const MAILS_PER_CLIENT_PER_DAY = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Reserves one mail to a visitor-given address (an acknowledgement, a newsletter confirmation),
 * false when the address or the client has had its day's share: the site's forms cannot be
 * used to flood a mailbox or to send mail in bulk under the firm's domain. Counted in the
 * throttle table in one atomic statement; the address is kept only as its SHA-256 there.
 */
export async function reserveVisitorMail(db: Database, email: string, ip: string): Promise<boolean> {
  const address = { scope: "visitor-mail-address", key: await hashToken(email.trim().toLowerCase()) };
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
