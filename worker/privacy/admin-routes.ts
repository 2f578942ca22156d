import { Hono } from "hono";
import { privacyRequestSchema } from "#core/schemas/privacy";
import { type AdminEnv, requireRecentVerification } from "../access/require-admin";
import { sessionSecret } from "../access/session";
import { getDb } from "../db/client";
import { addressKey } from "../lib/address-key";
import { commit, commitEvent } from "../events/commit";
import { requireJson, validate } from "../http/validate";
import { deleteWithOwner } from "../media/lifecycle";
import { addressThrottleEvents } from "./throttle-events";
import { auditMentions } from "./audit-mentions";
import { findHeldData, type HeldDataSource } from "./held-data";
import { allow } from "../access/permissions";

/**
 * /api/admin/privacy: privacy requests under the DPDP Act 2023, about an email address or a phone
 * number, answered from every source of personal data the features declare, and the audit trail. The
 * request travels in a POST body, never in a URL, so it stays out of logs and browser history.
 */
export const privacyAdminRoutes = <S extends HeldDataSource>(declared: readonly S[]) => {
  const sources = [...declared, auditMentions];
  return new Hono<AdminEnv>()
    /** What the site holds about an address. */
    .post("/search", allow("privacy"), requireJson, validate("json", privacyRequestSchema), async (c) => {
      const db = getDb(c.env.DB);
      const { answer, counts } = await findHeldData(db, sources, c.req.valid("json"));
      // Who looked, and how much they found: never whom they looked for, as with an erasure.
      await commitEvent(c, db, { type: "privacy.searched", adminId: c.get("session").admin.id, counts }, counts);
      return c.json(answer, 200);
    })
    /**
     * Erases it in one step. The audit trail records who erased how many records of each kind, never
     * the address (a hash of an address is still the address: anyone can hash a guess and compare).
     */
    .post("/erase", allow("privacy"), requireRecentVerification, requireJson, validate("json", privacyRequestSchema), async (c) => {
      const request = c.req.valid("json");
      const db = getDb(c.env.DB);
      const { counts, objectKeys } = await findHeldData(db, sources, request);
      const adminId = c.get("session").admin.id;
      // A session exists, so the secret does: sessionSecret() is null only where no session can be.
      const secret = sessionSecret(c);
      if (!secret) throw new Error("SESSION_SECRET is not set");
      const key = "email" in request ? await addressKey(secret, request.email) : null;
      // Each source's statements and the throttle events of the address, in one batch with the
      // records of the objects that go with them (résumés), so R2 is emptied even if it fails now.
      // None of them is read back: whichever comes first (the inquiries' delete) is only the batch's head.
      const [first, ...rest] = [
        ...sources.flatMap((source) => source.erase(db, request, key)),
        ...("email" in request && key ? await addressThrottleEvents(db, request.email, key) : []),
      ];
      if (!first) throw new Error("No held-data source is declared");
      await deleteWithOwner({ bucket: c.env.MEDIA, db }, objectKeys, (records) =>
        commit(c, db, {
          write: first,
          also: [...records, ...rest],
          intent: { type: "privacy.erased", adminId, detail: counts },
          event: () => ({ type: "privacy.erased", adminId, counts }),
        }),
      );
      for (const source of sources) await source.afterErase?.(db);
      return c.json({ erased: counts }, 200);
    });
};
