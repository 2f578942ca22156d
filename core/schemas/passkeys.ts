import * as v from "valibot";
import { plainText } from "./common";

export const PASSKEY_NAME_MAX = 60;

/** The name an admin gives a passkey in Settings, to tell it apart later. */
export const passkeyNameSchema = v.pipe(
  v.string("Give the passkey a name."),
  v.trim(),
  v.nonEmpty("Give the passkey a name, such as “Office laptop”."),
  v.maxLength(PASSKEY_NAME_MAX, `Use at most ${PASSKEY_NAME_MAX} characters for the name.`),
  // Shown in Settings and named in the mail that tells the account of a new passkey.
  plainText(),
);

const base64url = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]+$/), v.maxLength(16_384));

/**
 * The outer shape of a WebAuthn answer from @simplewebauthn/browser: enough to refuse junk early.
 * Everything inside (attestation, signature, client data) is checked by @simplewebauthn/server.
 */
const credentialResponse = <T extends v.ObjectEntries>(response: T) =>
  v.object({
    id: base64url,
    rawId: base64url,
    type: v.literal("public-key"),
    // Extension outputs are not used; the library reads none of them for these ceremonies.
    clientExtensionResults: v.optional(v.object({}), {}),
    authenticatorAttachment: v.optional(v.picklist(["platform", "cross-platform"])),
    response: v.object({ clientDataJSON: base64url, ...response }),
  });

export const passkeyRegistrationSchema = v.object({
  name: passkeyNameSchema,
  response: credentialResponse({
    attestationObject: base64url,
    authenticatorData: v.optional(base64url),
    publicKey: v.optional(base64url),
    publicKeyAlgorithm: v.optional(v.number()),
    transports: v.optional(v.array(v.pipe(v.string(), v.maxLength(32))), []),
  }),
});

export const passkeySignInSchema = v.object({
  response: credentialResponse({
    authenticatorData: base64url,
    signature: base64url,
    userHandle: v.optional(base64url),
  }),
});

/** The admin's choice in Settings: whether their password still signs them in. */
export const passwordSignInSchema = v.object({ enabled: v.boolean("Choose on or off.") });

/**
 * Re-verification (step-up): the answer in the form the account's strongest factor asks for — a
 * passkey's assertion, a code (authenticator app or recovery code), or the password. The server
 * decides which one counts; anything else is refused like a wrong one.
 */
export const reverifySchema = v.object({
  password: v.optional(v.pipe(v.string(), v.maxLength(1024))),
  code: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40))),
  passkey: v.optional(passkeySignInSchema.entries.response),
});
