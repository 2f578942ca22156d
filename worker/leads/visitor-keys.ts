import { phoneKey } from "#core/format/phone";

/** The keys a returning visitor is recognised by, stored with each inquiry (migration 0030 filled the older ones). */
export function visitorKeys(email: string | null | undefined, phone: string | null | undefined) {
  const address = email?.trim().toLowerCase();
  return { emailKey: address || null, phoneKey: phoneKey(phone) };
}
