import { useQueryClient } from "@tanstack/react-query";
import { Fragment, type ReactNode, useMemo, useState } from "react";
import { CHOSEN_FILE, NEW_RECORD } from "#core/schemas/autosave";
import { PageHeader } from "../components/page-header";
import { AutosaveOffer } from "../autosave/autosave-offer";
import { useAutosaveOffer } from "../autosave/use-autosave-offer";
import type { AutosaveData } from "../data/autosave";
import type { PublishableClient, PublishableResource, RecordOf } from "../data/publishable-resource";
import { type EditorSession, EditorSessionProvider } from "./editor-session";
import { EditConflictDialog } from "./edit-conflict-dialog";
import { EditingColleagues } from "./editing-colleagues";
import { titleCase } from "./title-case";
import { useEditorRecord } from "./use-editor-record";
import { type ImageChoice, useImageChoice } from "./use-image-choice";

type Editor<C extends PublishableClient> = ReturnType<typeof useEditorRecord<C>>;

interface EditorPageProps<C extends PublishableClient> {
  resource: PublishableResource<C>;
  /** The form, keyed by the page so that a loaded record starts it afresh. */
  children: (editor: Editor<C> & { record: RecordOf<C> | undefined; image: ImageChoice }) => ReactNode;
}

/**
 * `…/new` and `…/edit/:id` of a publishable resource: loading line, "New/Edit …" heading, the
 * offer of an autosave left from an earlier visit, and the form, which starts afresh (a new
 * `generation`) from an autosave taken back or a revision restored.
 */
export function EditorPage<C extends PublishableClient>({ resource, children }: EditorPageProps<C>) {
  const [generation, setGeneration] = useState(0);
  const editor = useEditorRecord(resource, () => setGeneration((g) => g + 1));
  // Above the form, which starts afresh from an autosave or a revision taken back: a chosen image stays chosen.
  const image = useImageChoice();
  const queryClient = useQueryClient();
  const [resume, setResume] = useState<AutosaveData>();
  const { id } = editor;
  const target = useMemo(() => ({ entity: resource.entity, key: id === undefined ? NEW_RECORD : String(id) }), [resource.entity, id]);
  const offer = useAutosaveOffer(target, editor.record as object | undefined, !editor.loading);
  const history = useMemo(() => (id === undefined ? undefined : resource.revisions(id)), [resource, id]);
  const noun = resource.names.record;
  if (editor.loading) return <p className="text-muted-foreground">Loading {noun}…</p>;

  const session: EditorSession = {
    autosave: target,
    resume,
    paused: offer.pending,
    history,
    onRestored: (saved) => {
      if (id !== undefined) queryClient.setQueryData(resource.recordQuery(id).queryKey, saved as RecordOf<C>);
      editor.reopened((saved as { revision?: number }).revision);
      setResume(undefined);
      setGeneration((g) => g + 1);
    },
  };
  return (
    <>
      <PageHeader title={titleCase(`${editor.record ? "edit" : "new"} ${noun}`)} />
      {id === undefined ? null : <EditingColleagues target={{ entity: resource.entity, key: String(id) }} noun={noun} />}
      {editor.conflict ? <EditConflictDialog conflict={editor.conflict} noun={noun} /> : null}
      {offer.offered ? (
        <AutosaveOffer
          savedAt={offer.offered.savedAt}
          chosenFile={typeof offer.offered.data[CHOSEN_FILE] === "string" ? offer.offered.data[CHOSEN_FILE] : undefined}
          onRestore={() => {
            setResume(offer.offered?.data);
            offer.take();
            setGeneration((g) => g + 1);
          }}
          onDiscard={offer.discard}
        />
      ) : null}
      <EditorSessionProvider value={session}>
        <Fragment key={generation}>
          {children({
            ...editor,
            image,
            // The same page goes on to the record's editor (…/edit/:id), with its image uploaded.
            saveDraft: async (...args) => {
              const saved = await editor.saveDraft(...args);
              image.clear();
              return saved;
            },
          })}
        </Fragment>
      </EditorSessionProvider>
    </>
  );
}
