import { type ChangeEvent, type ComponentProps, type ReactNode, type RefObject, useEffect, useRef } from "react";
import { toast } from "sonner";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import type { FieldErrors } from "@/lib/api-error";
import { formatTime } from "#core/format/date";
import { PublishingCard } from "./publishing-card";
import { UnsavedChangesGuard } from "../components/unsaved-changes-guard";
import type { AutosaveState } from "../autosave/use-autosave";
import { discardAutosave } from "../data/autosave";
import { HistoryCard } from "../revisions/history-card";
import { useEditorSession } from "./editor-session";

/** What the frame needs of the kit's form: the fields every publishable resource has. */
interface EditorFormState {
  form: ComponentProps<"form">;
  values: { published: boolean };
  errors: FieldErrors;
  submitting: boolean;
  text: (field: "title" | "slug") => { name: string; value: string; onChange: (e: ChangeEvent<HTMLInputElement>) => void };
  setField: (field: "published", value: boolean) => void;
  dirty: boolean;
  saving: RefObject<boolean>;
  autosaved: AutosaveState;
}

interface EditorLayoutProps {
  form: EditorFormState;
  /** True on `…/edit/:id`. */
  editing: boolean;
  resource: { path: string; names: { record: string; item: string; audience: string } };
  /** The main card's title: "Content", "Job Details". */
  heading: string;
  /** The title field's label and placeholder. */
  title: { label: string; placeholder: string };
  slugHint: string;
  /** The resource's own fields, below title and slug. */
  children: ReactNode;
  /** Cards above the publishing card (a post's details and image). */
  aside?: ReactNode;
  /** The card below it: publishing a saved draft later. */
  schedule?: ReactNode;
  /** Whether the saved record is published, as last read: a scheduled draft goes out while it is open. */
  savedPublished?: boolean;
  /** When the saved draft is scheduled to go live, as last read. */
  scheduledFor?: string | null;
  /** Shown beside the main card, read only (the English post a translation is written from). */
  beside?: ReactNode;
}

/**
 * Follows the saved record's Published state into the switch while the admin has not touched it,
 * so a draft the cron publishes as scheduled while its editor is open (use-editor-record.ts reads
 * it again each minute) is not saved back as a draft by the next Update.
 */
function useFollowSavedPublished(form: EditorFormState, savedPublished: boolean | undefined, noun: string) {
  const seen = useRef(savedPublished);
  useEffect(() => {
    if (savedPublished === undefined || seen.current === undefined || savedPublished === seen.current) return;
    const untouched = form.values.published === seen.current;
    seen.current = savedPublished;
    if (!untouched) return;
    form.setField("published", savedPublished);
    if (savedPublished) toast.info(`This ${noun} was published as scheduled while you were editing.`);
  }, [savedPublished, form, noun]);
}

/** The frame every editor shares: title, slug and the resource's fields; a side column ending in publishing, save and cancel. */
export function EditorLayout({ form, editing, resource, heading, title, slugHint, children, aside, schedule, savedPublished, scheduledFor, beside }: EditorLayoutProps) {
  const { errors } = form;
  const { names } = resource;
  const session = useEditorSession();
  useFollowSavedPublished(form, savedPublished, names.record);
  return (
    <form
      {...form.form}
      // Beside a read-only card (a translation's original): above the form on a narrow screen; on a
      // wide one, a column of its own down the whole form, so it scrolls and sticks without ever
      // covering a field; the side column takes a third column only once there is room.
      className={beside ? "grid gap-6 xl:grid-cols-2 2xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_20rem]" : "grid gap-6 lg:grid-cols-3"}
    >
      <UnsavedChangesGuard dirty={form.dirty} saving={form.saving} onLeave={session ? () => void discardAutosave(session.autosave).catch(() => undefined) : undefined} />
      {beside ? <div className="min-w-0 xl:row-span-2 2xl:row-span-1">{beside}</div> : null}
      <Card className={beside ? "min-w-0 xl:col-start-2" : "lg:col-span-2"}>
        <CardHeader>
          <CardTitle>{heading}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <FormField label={title.label} error={errors.title} required>
            <Input {...form.text("title")} placeholder={title.placeholder} />
          </FormField>
          <FormField label="Slug" error={errors.slug} required hint={slugHint}>
            <Input {...form.text("slug")} />
          </FormField>
          {children}
        </CardContent>
      </Card>
      <div className={beside ? "min-w-0 space-y-6 xl:col-start-2 2xl:col-start-3 2xl:row-start-1" : "space-y-6"}>
        {aside}
        <PublishingCard
          published={form.values.published}
          onChange={(published) => form.setField("published", published)}
          noun={names.record}
          audience={names.audience}
          scheduledFor={scheduledFor}
        />
        {schedule}
        <AutosaveStatus state={form.autosaved} />
        <div className="flex gap-2">
          <Button type="submit" disabled={form.submitting} className="flex-1">
            {form.submitting ? "Saving..." : `${editing ? "Update" : "Create"} ${names.item}`}
          </Button>
          <Button variant="outline" asChild>
            <Link to={resource.path}>Cancel</Link>
          </Button>
        </div>
        {session?.history ? <HistoryCard source={session.history} dirty={form.dirty} onRestored={session.onRestored} /> : null}
      </div>
    </form>
  );
}

/** Beside the save button: when the typing was last kept by autosave, or that it could not be. */
function AutosaveStatus({ state }: { state: AutosaveState }) {
  const text = state.failed
    ? "Autosave is not reaching the server. Your changes are still here; save them when you can."
    : state.savedAt
      ? `Saved at ${formatTime(state.savedAt)} IST, kept for you until you save.`
      : null;
  return (
    <p aria-live="polite" className="min-h-5 text-sm text-muted-foreground">
      {text}
    </p>
  );
}
