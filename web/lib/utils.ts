import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names, letting later Tailwind utilities override earlier ones (tailwind-merge). For
 * the admin and the form primitives, where callers' classes do conflict. Public page code uses
 * plain `clsx` and the components-layer primitives (web/styles.css), so the merge code is not on
 * every page's first load.
 */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
