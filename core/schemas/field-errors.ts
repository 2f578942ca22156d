import * as v from "valibot";

/** The first message for each failing field, keyed by field name: what the API returns and forms show. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  if (issues.length === 0) return {};
  const flat = v.flatten(issues as [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]);
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(flat.nested ?? {})) {
    if (messages?.[0]) out[field] = messages[0];
  }
  return out;
}
