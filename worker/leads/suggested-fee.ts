import { services } from "#core/content/services";
import { subServices } from "#core/content/sub-services";
import type { Database } from "../db/client";
import { findFee } from "../services/fees";

/**
 * The fee a Won lead is prefilled with: the staff-set fee of the sub-service a quote or call-back
 * named ("GST Registration — Legal & Tax Consultancy", as worker/inquiries/submissions.ts labels
 * it), or null when the lead named none or its fee is not set.
 */
export async function suggestedFee(db: Database, serviceLabel: string | null): Promise<number | null> {
  const [subTitle, serviceTitle] = serviceLabel?.split(" — ") ?? [];
  if (!subTitle || !serviceTitle) return null;
  const service = services.find((s) => s.title === serviceTitle);
  const sub = service ? subServices[service.id].find((s) => s.title === subTitle) : undefined;
  return service && sub ? ((await findFee(db, service.id, sub.id))?.feeFrom ?? null) : null;
}
