/**
 * Whole rupees the Indian way: ₹4,999, ₹1,25,000, ₹12,50,000. Written out rather than left to
 * Intl, so the server's render and the browser's hydration cannot disagree on the grouping.
 */
export function formatRupees(amount: number): string {
  const digits = String(Math.trunc(Math.abs(amount)));
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ",");
  return `${amount < 0 ? "-" : ""}₹${rest ? `${rest},${lastThree}` : lastThree}`;
}

/** Rupees as typed ("4,999", "₹ 4999") as a number; blank is none, and anything else is NaN for the schema to refuse. */
export function rupeesFromText(text: string): number | null {
  const cleaned = text.replace(/[₹,\s]/g, "");
  return cleaned === "" ? null : Number(cleaned);
}
