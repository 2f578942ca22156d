/**
 * Response times as the office says them: "Half were answered within 2 working hours; 9 in 10
 * within 7", in place of a median and a 90th percentile. "Within" is an upper bound, so each
 * figure is rounded up: to the minute under an hour, to the half hour under a working day, then to
 * the half working day (`dayMinutes`, 540 for 9:00 to 18:00).
 */

interface Span {
  amount: number;
  unit: "minute" | "working hour" | "working day";
}

function spanOf(minutes: number, dayMinutes: number): Span {
  if (minutes < 60) return { amount: Math.max(1, Math.ceil(minutes)), unit: "minute" };
  if (minutes < dayMinutes) return { amount: Math.ceil(minutes / 30) / 2, unit: "working hour" };
  return { amount: Math.ceil((minutes * 2) / dayMinutes) / 2, unit: "working day" };
}

/** 2, 2½, 1 (never "1.5"). */
const amountText = (amount: number) => (Number.isInteger(amount) ? String(amount) : `${Math.floor(amount) || ""}½`);

const withUnit = ({ amount, unit }: Span) => `${amountText(amount)} ${unit}${amount === 1 ? "" : "s"}`;

/** "2 working hours", "45 minutes", "1½ working days": a working time, rounded up. */
export function plainWorkingTime(minutes: number, dayMinutes = 540): string {
  return withUnit(spanOf(minutes, dayMinutes));
}

/**
 * The sentence for a month's first responses: half of them within the median, nine in ten within
 * the 90th percentile (the unit said once when both share it); null when none was answered.
 */
export function answeredWithin(median: number | null, p90: number | null, dayMinutes = 540): string | null {
  if (median === null || p90 === null) return null;
  const half = spanOf(median, dayMinutes);
  const most = spanOf(p90, dayMinutes);
  // "within 7" after "2 working hours"; the unit again when it changes, or the two are the same bound.
  const mostText = most.unit === half.unit && most.amount !== half.amount ? amountText(most.amount) : withUnit(most);
  return `Half were answered within ${withUnit(half)}; 9 in 10 within ${mostText}.`;
}
