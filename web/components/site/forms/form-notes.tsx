import { Link } from "react-router-dom";
import { dataNotice, replyPromise } from "#core/content/next-steps";
import type { PostedForm } from "#core/schemas/posted-form";
import { cn } from "@/lib/utils";

/** Why a form posted without JavaScript was not stored, above its fields (the field messages are at the fields). */
export function PostedSummary({ posted }: { posted: PostedForm | null }) {
  if (!posted) return null;
  return (
    <p role="alert" className="rounded-md border border-destructive/30 bg-destructive/5 p-3 text-sm font-medium text-destructive">
      {posted.error}
    </p>
  );
}

/** Under every inquiry form: what happens next and what happens to the visitor's data. */
export function FormPromise({ className, reply = true }: { className?: string; reply?: boolean }) {
  return (
    <p className={cn("text-xs text-muted-foreground", className)}>
      {reply ? `${replyPromise} ` : null}
      {dataNotice.text}{" "}
      <Link to={dataNotice.href} className="underline underline-offset-2 hover:text-foreground">
        {dataNotice.linkText}
      </Link>
      .
    </p>
  );
}
