import { formatRupees } from "#core/format/rupees";
import * as answerCopyEn from "#core/content/answers/copy";
import * as answerCopyHi from "#core/content/hi/answers/copy";
import { useContent } from "@/lib/locale";
import { useStaffText } from "@/lib/staff-text";
import { subServiceAnchors } from "#core/content/sub-service-page";
import type { SubServiceFeeData } from "./sub-service-types";

/** Whether the page shows a figure for the fee: staff have set one. */
export const feeShown = (fee: SubServiceFeeData | null): boolean => fee !== null && fee.feeFrom !== null;

/**
 * The firm's own fee, timeline and note, as staff set them in the admin (on a Hindi page their Hindi
 * twins, or the English marked as English until staff write them); each part shows only when
 * set, and the component renders nothing when none is. It stands in the hero before the buttons, so
 * a phone shows it on the first screen.
 */
export function FeeLine({ fee }: { fee: SubServiceFeeData | null }) {
  const copy = useContent({ en: answerCopyEn, hi: answerCopyHi }).feeCopy;
  const timeline = useStaffText(fee?.timeline ?? "", fee?.timelineHi);
  const note = useStaffText(fee?.note ?? "", fee?.noteHi);
  if (!fee || (fee.feeFrom === null && !fee.timeline && !fee.note)) return null;
  return (
    <div
      id={subServiceAnchors.fee}
      className="mt-6 max-w-3xl scroll-mt-24 rounded-lg border border-white/20 bg-white/10 p-4 text-slate-100 sm:mt-8 sm:p-5"
      data-testid="sub-service-fee"
    >
      {fee.feeFrom !== null ? (
        <p className="flex flex-wrap items-baseline gap-x-2">
          {/* The spaces are the text's own, for screen readers and copying; the gap is only the look. */}
          <span>{copy.from}</span> <strong className="text-2xl font-bold text-white">{formatRupees(fee.feeFrom)}</strong>{" "}
          <span>{copy.extras}</span>
        </p>
      ) : null}
      {fee.timeline ? (
        <p className="mt-2">
          <span className="font-semibold text-white">{copy.timeline}:</span> <span lang={timeline.lang}>{timeline.text}</span>
        </p>
      ) : null}
      {fee.note ? (
        <p lang={note.lang} className="mt-2 text-sm text-slate-300">
          {note.text}
        </p>
      ) : null}
    </div>
  );
}
