import { postmark } from "./postmark";
import { simulated } from "./simulated";
import type { BulkMailProvider, BulkMailSettings } from "./types";

/**
 * Which bulk mail provider the newsletter uses is configuration: BULK_MAIL_PROVIDER names one of
 * `bulkMailProviders`, its key is the secret BULK_MAIL_API_KEY. Each adapter is one small file that
 * speaks its provider's API to the shape of ./types.ts; adding a provider is a file and a line here.
 */
const bulkMailProviders = {
  simulated,
  postmark,
} satisfies Record<string, (settings: BulkMailSettings) => BulkMailProvider | null>;

/** The configured provider, or null while BULK_MAIL_PROVIDER is unset, unknown, or lacks its key. */
export function bulkMailProvider(env: BulkMailSettings): BulkMailProvider | null {
  const name = env.BULK_MAIL_PROVIDER?.trim().toLowerCase() ?? "";
  return Object.hasOwn(bulkMailProviders, name) ? bulkMailProviders[name as keyof typeof bulkMailProviders](env) : null;
}
