import { MAIL_CONFIGURED, recordingEmail } from "./recording-email";
import { callInProcess } from "./in-process";

/**
 * Asks for a reset link for `email` from `ip` on a site that mails (a recording EMAIL binding),
 * waits for the after-response work, and returns the answer and the mails handed to the binding.
 */
export async function requestReset(email: string, ip: string) {
  const mail = recordingEmail();
  const { res, settled } = await callInProcess("/api/admin/password-reset", {
    method: "POST",
    json: { email },
    headers: { "CF-Connecting-IP": ip },
    bindings: { EMAIL: mail.binding, ...MAIL_CONFIGURED },
  });
  await settled();
  return { res, sent: mail.sent };
}

/** The token of the link in a reset mail's text part. */
export function tokenInMail(text: string): string {
  const match = /\/admin\/reset-password#token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no reset link in: ${text}`);
  return match[1];
}

export const completeReset = (token: string, password: string, ip = "198.51.100.200") =>
  callInProcess("/api/admin/password-reset/complete", { method: "POST", json: { token, password }, headers: { "CF-Connecting-IP": ip } });

export const checkReset = (token: string) => callInProcess("/api/admin/password-reset/check", { method: "POST", json: { token } });
