import * as v from "valibot";

export const inquiryStatuses = ["new", "read", "replied"] as const;

export type InquiryStatus = (typeof inquiryStatuses)[number];

export const inquiryStatusSchema = v.object({
  status: v.picklist(inquiryStatuses, "Choose one of: new, read, replied."),
});

const TYPE_LABELS: Record<string, string> = {
  contact: "Contact Form",
  job_application: "Job Application",
};

/** "contact" → "Contact Form", "job_application" → "Job Application", anything else capitalised. */
export function inquiryTypeLabel(type: string): string {
  return TYPE_LABELS[type] ?? type.charAt(0).toUpperCase() + type.slice(1);
}
