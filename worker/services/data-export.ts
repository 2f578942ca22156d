import { subServiceFees } from "./tables";
import type { DataExport } from "../data-export/declaration";

/** The firm's fees in the owner's export. */
export const feeExport = {
  tables: [{ table: subServiceFees, about: "The firm's fee (whole rupees), timeline and note for each sub-service, in English and Hindi, as its page shows them." }],
} as const satisfies DataExport;
