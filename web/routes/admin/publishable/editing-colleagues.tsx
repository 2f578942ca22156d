import { Users } from "lucide-react";
import { formatTime } from "#core/format/date";
import type { AutosaveTarget } from "../data/autosave";
import { useEditingColleagues } from "../data/presence";

/** Above an open record's editor: who else has it open now, so two people do not write over each other unawares. */
export function EditingColleagues({ target, noun }: { target: AutosaveTarget; noun: string }) {
  const colleagues = useEditingColleagues(target);
  if (colleagues.length === 0) return null;
  const names = colleagues.map(({ name, openedAt }) => `${name} (since ${formatTime(openedAt)})`);
  const who = names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
  return (
    <div role="status" className="mb-6 flex gap-3 rounded-lg border border-sky-300 bg-sky-50 p-4 text-sm text-sky-950">
      <Users className="size-5 shrink-0" aria-hidden />
      <p>
        {who} {names.length === 1 ? "also has" : "also have"} this {noun} open. Whoever saves second will be asked before writing over the other&apos;s changes.
      </p>
    </div>
  );
}
