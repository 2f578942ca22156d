import * as v from "valibot";
import { REQUIRED_MESSAGE } from "./common";

/**
 * The spec's slug rule: lowercase, every run of characters other than letters and digits
 * becomes one hyphen, leading and trailing hyphens removed. "Hello, World! 2026" → "hello-world-2026".
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** A slug as stored: what `slugify` produces, so URLs stay predictable. */
export const slugSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(REQUIRED_MESSAGE),
  v.maxLength(120, "The slug can be at most 120 characters long."),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Use only lowercase letters, digits and single hyphens in the slug."),
);
