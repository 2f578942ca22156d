import { CalendarClock } from "lucide-react";
import { type KeyboardEvent, useState } from "react";
import { useNavigate } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { formatDateTime } from "#core/format/date";
import { indiaLocalToUtc, utcToIndiaLocal } from "#core/format/india-time";
import { type SchedulableResource, useSchedule } from "../data/schedule";

type ScheduleCardProps = { resource: SchedulableResource & { path: string } } & (
  | {
      /** The saved draft. */
      id: number;
      /** When it is scheduled to publish (UTC), or null. */
      publishAt: string | null;
    }
  | {
      /**
       * A record not saved yet: checks and saves the form as a draft, staying in the editor, then
       * runs `then` with its id (useEditorForm's `saveAsDraft`).
       */
      saveAsDraft: (then: (saved: { id: number }) => Promise<void>) => void;
    }
);

/**
 * "Publish later": a date and time in IST, which the site's cron publishes within five minutes of;
 * shown beside the draft status until then, and cancelled here. On a new record, scheduling saves
 * it as a draft first (as WordPress schedules while writing) and carries on in its editor. Inside
 * the editor's form, so it is no form of its own: its button and Enter act on the schedule only.
 */
export function ScheduleCard(props: ScheduleCardProps) {
  const { resource } = props;
  const schedule = useSchedule(resource);
  const navigate = useNavigate();
  const [when, setWhen] = useState("");
  const [error, setError] = useState<string | null>(null);
  const saved = "id" in props ? props : null;

  function submit() {
    const at = indiaLocalToUtc(when);
    if (!at) return setError("Choose the date and time to publish.");
    if (Date.parse(at) <= Date.now()) return setError("Choose a time in the future.");
    setError(null);
    if (saved) return schedule.mutate({ id: saved.id, publishAt: at }, { onSuccess: () => setWhen("") });
    if ("saveAsDraft" in props) {
      props.saveAsDraft(async ({ id }) => {
        // The draft exists whatever the schedule answers: its editor is where to carry on.
        await schedule.mutateAsync({ id, publishAt: at }).catch(() => undefined);
        navigate(`${resource.path}/edit/${id}`, { replace: true });
      });
    }
  }
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter would otherwise submit the editor's form (a save) rather than schedule.
    if (event.key === "Enter") {
      event.preventDefault();
      submit();
    }
  }

  const publishAt = saved?.publishAt ?? null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Publish Later</CardTitle>
        <CardDescription>
          {publishAt
            ? `It stays a draft until then, and is published as last saved.`
            : saved
              ? `Choose when this ${resource.names.record} goes live. Save your changes first: it is published as last saved.`
              : `Choose when this ${resource.names.record} goes live: Schedule saves it as a draft and keeps you in the editor.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {publishAt && saved ? (
          <>
            <p className="flex items-center gap-2 text-sm font-medium">
              <CalendarClock className="size-4 shrink-0" aria-hidden />
              Scheduled for {formatDateTime(publishAt)} IST
            </p>
            <Button type="button" variant="outline" disabled={schedule.isPending} onClick={() => schedule.mutate({ id: saved.id, publishAt: null })}>
              Cancel schedule
            </Button>
          </>
        ) : (
          <>
            <FormField label="Publish at (IST)" error={error ?? undefined}>
              <Input
                type="datetime-local"
                name="publishAt"
                value={when}
                min={utcToIndiaLocal(new Date().toISOString())}
                onChange={(e) => setWhen(e.currentTarget.value)}
                onKeyDown={onKeyDown}
              />
            </FormField>
            <Button type="button" variant="outline" disabled={schedule.isPending} onClick={submit}>
              {schedule.isPending ? "Scheduling..." : "Schedule"}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
