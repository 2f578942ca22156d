import type { ReactNode } from "react";
import { PageHeader } from "../components/page-header";
import type { PublishableClient, PublishableResource, RecordOf } from "../data/publishable-resource";
import { titleCase } from "./title-case";
import { useEditorRecord } from "./use-editor-record";

type Editor<C extends PublishableClient> = ReturnType<typeof useEditorRecord<C>>;

interface EditorPageProps<C extends PublishableClient> {
  resource: PublishableResource<C>;
  /** The form, keyed by the page so that a loaded record starts it afresh. */
  children: (editor: Editor<C> & { record: RecordOf<C> | undefined }) => ReactNode;
}


/** `…/new` and `…/edit/:id` of a publishable resource: loading line, "New/Edit …" heading, the form. */
export function EditorPage<C extends PublishableClient>({ resource, children }: EditorPageProps<C>) {
  const editor = useEditorRecord(resource);
  const noun = resource.names.record;
  if (editor.loading) return <p className="text-muted-foreground">Loading {noun}…</p>;
  return (
    <>
      <PageHeader title={titleCase(`${editor.record ? "edit" : "new"} ${noun}`)} />
      {children(editor)}
    </>
  );
}
