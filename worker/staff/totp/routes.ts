import { Hono } from "hono";
import { renderSVG } from "uqr";
import { openSecret, sealSecret } from "./secret-box";
import { deleteTotp, enableTotp, findTotp, hasSecondFactor, savePendingTotp } from "./store";
import { matchingStep, newTotpSecret, totpFor } from "./totp";
import { newRecoveryCodes, recoveryCodesLeft } from "../recovery-codes";
import { changeOrigin, factorChange, factorChangeIntent } from "../factor-changes";
import type { AdminEnv } from "../../access/require-admin";
import { requireStepUp } from "../step-up";
import { getDb } from "../../db/client";
import { commit } from "../../events/commit";
import { requireJson, validate } from "../../http/validate";
import { log } from "../../lib/log";
import { totpCodeSchema } from "#core/schemas/factors";
import { allow } from "../../access/permissions";

const WRONG_CODE = "That code is not right. Check the time on your phone and try the newest code.";

/** The signed-in admin's authenticator app and recovery codes, in Settings. */
export const factorRoutes = new Hono<AdminEnv>()
  .get("/", allow("self"), async (c) => {
    const { admin } = c.get("session");
    const db = getDb(c.env.DB);
    const totp = await findTotp(db, admin.id);
    return c.json({ totpEnabled: Boolean(totp?.enabledAt), recoveryCodesLeft: await recoveryCodesLeft(db, admin.id) }, 200);
  })
  .post("/totp/setup", allow("self"), requireStepUp, async (c) => {
    const { admin } = c.get("session");
    const db = getDb(c.env.DB);
    const secret = newTotpSecret();
    const saved = await savePendingTotp(db, admin.id, await sealSecret(c, admin.id, secret));
    if (saved.length === 0) return c.json({ error: "An authenticator app is already set up. Remove it first to set up another." }, 409);
    const uri = totpFor(secret, admin.email).toString();
    return c.json({ secret, uri, qrSvg: renderSVG(uri, { border: 2 }) }, 200);
  })
  .post("/totp/confirm", allow("self"), requireJson, validate("json", totpCodeSchema), async (c) => {
    const { admin } = c.get("session");
    const { code } = c.req.valid("json");
    const db = getDb(c.env.DB);
    const totp = await findTotp(db, admin.id);
    if (!totp || totp.enabledAt) return c.json({ error: "Start the set-up again: scan a new QR code." }, 409);
    const step = matchingStep(await openSecret(c, admin.id, totp.secret), code);
    if (step === null) return c.json({ error: WRONG_CODE, fieldErrors: { code: WRONG_CODE } }, 400);
    // The first factor comes with recovery codes; later ones keep the codes the admin has.
    const codes = (await hasSecondFactor(db, admin.id)) ? null : await newRecoveryCodes(db, admin.id);
    await commit(c, db, {
      write: enableTotp(db, admin.id, step),
      also: codes ? [...codes.statements] : [],
      ...factorChange(c, { type: "admin.totp_enabled", adminId: admin.id }),
    });
    log("info", "totp_enabled", { adminId: admin.id });
    return c.json({ recoveryCodes: codes?.codes ?? null }, 200);
  })
  .delete("/totp", allow("self"), requireStepUp, async (c) => {
    const { admin } = c.get("session");
    const db = getDb(c.env.DB);
    const removed = await commit(c, db, {
      write: deleteTotp(db, admin.id),
      intent: factorChangeIntent(c, { type: "admin.totp_disabled", adminId: admin.id }),
      event: (rows) => (rows[0]?.enabledAt ? { type: "admin.totp_disabled", adminId: admin.id, ...changeOrigin(c) } : null),
    });
    if (removed.length === 0) return c.json({ error: "No authenticator app is set up." }, 404);
    return c.json({ ok: true as const }, 200);
  })
  .post("/recovery-codes", allow("self"), requireStepUp, async (c) => {
    const { admin } = c.get("session");
    const db = getDb(c.env.DB);
    if (!(await hasSecondFactor(db, admin.id))) {
      return c.json({ error: "Add a passkey or an authenticator app first; recovery codes stand in for them." }, 409);
    }
    const { codes, statements } = await newRecoveryCodes(db, admin.id);
    await commit(c, db, {
      write: statements[0],
      also: [statements[1]],
      ...factorChange(c, { type: "admin.recovery_codes_regenerated", adminId: admin.id }),
    });
    return c.json({ recoveryCodes: codes }, 200);
  });
