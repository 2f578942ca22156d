import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import type * as v from "valibot";
import { CHOSEN_FILE } from "#core/schemas/autosave";
import { REQUIRED_MESSAGE } from "#core/schemas/common";
import { slugify } from "#core/schemas/slug";
import { useForm } from "@/lib/use-form";
import { type AutosaveData, autosavesSettled } from "../data/autosave";
import { useAutosave } from "../autosave/use-autosave";
import { useEditorSession } from "./editor-session";

interface EditorValues {
  title: string;
  slug: string;
  published: boolean;
}

interface EditorFormOptions<S extends v.GenericSchema, V extends EditorValues> {
  schema: S;
  initial: V;
  /** What the schema checks, when a value is typed differently (a number in a text box). */
  toInput?: (values: V) => unknown;
  /** Changes the values do not hold (a chosen file), which also count as unsaved. */
  changed?: boolean;
  /** The name of an image chosen and not uploaded yet: the autosave notes it (CHOSEN_FILE). */
  chosenFile?: string | null;
  save: (data: v.InferOutput<S>) => Promise<unknown>;
  /** Saves a new record as a draft and stays (Publish Later before the first save): its id. */
  saveDraft?: (data: v.InferOutput<S>) => Promise<{ id: number }>;
}

/**
 * `initial` with an autosave's values laid over it: only fields the form has, of the same type, so
 * an autosave written by an older form cannot put a value the form cannot show into it.
 */
function resumed<V extends object>(initial: V, resume: AutosaveData | undefined): V {
  if (!resume) return initial;
  const kept = Object.entries(resume).filter(([key, value]) => {
    const own = (initial as Record<string, unknown>)[key];
    return key in initial && (Array.isArray(own) ? Array.isArray(value) : own === null || value === null || typeof own === typeof value);
  });
  return { ...initial, ...Object.fromEntries(kept) };
}

/** A letter outside the Latin alphabet (Devanagari, say). */
const OTHER_SCRIPT = /(?!\p{Script=Latin})\p{L}/u;

/**
 * The slug a title edit gives: the title's own, but a title in another script (a Hindi post's)
 * would give only its Latin fragments ("GSTR-3B"), so the slug typed for it stays.
 */
function slugFor(title: string, slug: string): string {
  return OTHER_SCRIPT.test(title) ? slug : slugify(title);
}

/**
 * The form kit with the editors' rules: every title edit regenerates the slug (spec §5), and a
 * refused save says "Please fill all required fields" when something required is missing. `dirty`
 * and `saving` feed the warning before unsaved changes are left (UnsavedChangesGuard). Inside an
 * editor page, changes are autosaved as typed (`autosaved`), and an autosave taken back is where
 * the form starts, still unsaved.
 */
export function useEditorForm<S extends v.GenericSchema, V extends EditorValues>({ schema, initial, toInput, changed = false, chosenFile = null, save, saveDraft }: EditorFormOptions<S, V>) {
  const session = useEditorSession();
  // The values as loaded, then as last saved: an edit typed and then undone leaves nothing unsaved,
  // and a saved form neither warns on leaving nor autosaves (a late autosave, even one the closing
  // tab sends, would be offered back on the next visit as changes never saved).
  const [loaded, setLoaded] = useState(() => JSON.stringify(initial));
  const [start] = useState(() => resumed(initial, session?.resume));
  const saving = useRef(false);
  const current = useRef<V>(start);
  // Set by `saveAsDraft` for the submit it asks for: what to do once the draft is stored.
  const asDraft = useRef<((saved: { id: number }) => Promise<void>) | null>(null);
  const form = useForm({
    schema,
    initial: start,
    toInput,
    derive: (next, field) => (field === "title" ? { ...next, slug: slugFor(next.title, next.slug) } : next),
    onInvalid: (errors) => {
      asDraft.current = null;
      toast.error(Object.values(errors).includes(REQUIRED_MESSAGE) ? REQUIRED_MESSAGE : "Please correct the highlighted fields.");
    },
    submit: async (data) => {
      const then = asDraft.current;
      asDraft.current = null;
      saving.current = true;
      const submitted = JSON.stringify(current.current);
      try {
        // An autosave write already sent lands first: the save then drops it for good.
        if (session) await autosavesSettled(session.autosave);
        if (then && saveDraft) {
          const saved = await saveDraft(data);
          setLoaded(submitted);
          // Still saving: what follows (scheduling it, opening its editor) is not leaving unsaved work.
          await then(saved);
          return saved;
        }
        const saved = await save(data);
        setLoaded(submitted);
        return saved;
      } finally {
        saving.current = false;
      }
    },
  });
  useEffect(() => {
    current.current = form.values;
  });
  const dirty = changed || JSON.stringify(form.values) !== loaded;
  const typed = JSON.stringify(form.values) !== loaded;
  const autosaved = useAutosave(session, chosenFile ? { ...form.values, [CHOSEN_FILE]: chosenFile } : form.values, typed || chosenFile !== null, form.submitting);

  /**
   * Values the form starts from that arrive after it opened (a translation's slug, category and
   * author, once its English post has loaded): set as the form's own, so they count as no change.
   * Nothing typed meanwhile is lost, and it still counts as one.
   */
  function begin(fields: Partial<V>) {
    const next = { ...current.current, ...fields };
    form.reset(next);
    current.current = next;
    setLoaded((was) => JSON.stringify({ ...(JSON.parse(was) as V), ...fields }));
  }
  /**
   * Checks the form as Save does and stores it as a draft without leaving the editor, then runs
   * `then` with its id (Publish Later on a new record schedules it and opens its editor).
   */
  function saveAsDraft(then: (saved: { id: number }) => Promise<void>) {
    asDraft.current = then;
    form.form.ref.current?.requestSubmit();
  }
  return { ...form, dirty, saving, autosaved, begin, saveAsDraft: saveDraft ? saveAsDraft : undefined };
}
