/** The kinds of statutory due dates the compliance calendar holds (core/compliance), in the order the filter offers them. */
export const deadlineKinds = ["gst", "tds-tcs", "income-tax", "roc", "llp", "pf-esi"] as const;
export type DeadlineKind = (typeof deadlineKinds)[number];

export const deadlineKindLabels: Record<DeadlineKind, string> = {
  gst: "GST",
  "tds-tcs": "TDS and TCS",
  "income-tax": "Income tax",
  roc: "Company (ROC)",
  llp: "LLP",
  "pf-esi": "PF and ESI",
};

export const isDeadlineKind = (value: unknown): value is DeadlineKind =>
  typeof value === "string" && (deadlineKinds as readonly string[]).includes(value);
