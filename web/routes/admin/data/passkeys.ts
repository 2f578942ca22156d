import { queryOptions } from "@tanstack/react-query";
import {
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
  WebAuthnError,
} from "@simplewebauthn/browser";
import { parseResponse } from "hono/client";
import { browserApi } from "@/lib/api-client";
import { adminApi } from "./admin-api";

// Managing passkeys goes through the recovering client: a change answers 403 until the admin
// confirms it is them (data/auth-challenge.ts). Signing in goes out as it is.
const passkeys = adminApi.passkeys;
const signInPasskeys = browserApi.api.admin.passkeys;

export const passkeysQuery = queryOptions({
  queryKey: ["admin", "passkeys"],
  queryFn: () => parseResponse(passkeys.$get()),
});

export const setPasswordSignIn = (enabled: boolean) => parseResponse(passkeys["password-sign-in"].$put({ json: { enabled } }));

/** Asks the browser to create a passkey for this admin, then has the server verify and keep it. */
export async function addPasskey(name: string) {
  // The server sends the library's own options; only their JSON typing is lost on the way.
  const optionsJSON = (await parseResponse(passkeys.registration.options.$post())) as PublicKeyCredentialCreationOptionsJSON;
  const response = await startRegistration({ optionsJSON });
  return parseResponse(passkeys.registration.verify.$post({ json: { name, response } }));
}

export const removePasskey = (id: string) => parseResponse(passkeys[":id"].$delete({ param: { id } }));

/** Signs in with a passkey the browser holds for this site; the admin who owns it. */
export async function signInWithPasskey() {
  const optionsJSON = (await parseResponse(signInPasskeys["sign-in"].options.$post())) as PublicKeyCredentialRequestOptionsJSON;
  const response = await startAuthentication({ optionsJSON });
  return parseResponse(signInPasskeys["sign-in"].verify.$post({ json: { response } }));
}

/**
 * The message for a ceremony the browser ended (the admin closed the prompt, no passkey matched,
 * the device has no authenticator), or undefined for a server answer, which says its own.
 */
export function browserPasskeyError(err: unknown): string | undefined {
  if (!(err instanceof Error)) return undefined;
  if (err instanceof WebAuthnError && err.code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED") {
    return "This device already holds a passkey for your account.";
  }
  // The library wraps what the browser threw; its name says what happened.
  const name = err instanceof WebAuthnError && err.cause instanceof Error ? err.cause.name : err.name;
  if (name === "NotAllowedError" || name === "AbortError") return "The passkey prompt was closed or timed out. Please try again.";
  if (err instanceof WebAuthnError || name === "NotSupportedError" || name === "SecurityError") {
    return "This browser or device could not use a passkey. Try another device, or sign in with your password.";
  }
  return undefined;
}
