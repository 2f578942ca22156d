import { CircleCheck } from "@/components/site/icons";
import { Link } from "@/components/site/locale-link";
import * as careersEn from "#core/content/careers";
import * as careersHi from "#core/content/hi/careers";
import { closingInstant } from "#core/format/job-closing";
import { useContent } from "@/lib/locale";
import { useDateFormat } from "@/lib/date-format";
import { buttonVariants } from "../../ui/button-variants";

interface ClosedNoticeProps {
  closure: "filled" | "closed";
  /** The closing date, shown when that is what closed the role. */
  closesOn: string | null;
}

/** What a filled or closed role shows where its application form was: why, and the way to the open roles. */
export function ClosedNotice({ closure, closesOn }: ClosedNoticeProps) {
  const copy = useContent({ en: careersEn, hi: careersHi }).jobPageCopy.closed;
  const date = useDateFormat();
  return (
    <section aria-labelledby="closed-heading" className="rounded-lg border bg-muted/40 px-6 py-10">
      <CircleCheck className="size-8 text-muted-foreground" aria-hidden="true" />
      <h2 id="closed-heading" className="mt-4 text-2xl font-bold tracking-tight text-foreground">
        {copy[closure]}
      </h2>
      {closure === "closed" && closesOn ? (
        <p className="mt-2 font-medium text-slate-700">
          {copy.closedOn(date(closingInstant(closesOn)))}
        </p>
      ) : null}
      <p className="mt-2 max-w-2xl text-slate-700">{copy.text}</p>
      <Link className={buttonVariants({ className: "mt-6" })} to="/careers">
        {copy.action}
      </Link>
    </section>
  );
}
