import { lazy, Suspense } from "react";
import type { ContentEditorProps } from "./content-editor/content-editor";

// TipTap and ProseMirror stay out of every bundle but this field's own chunk.
const ContentEditor = lazy(() => import("./content-editor/content-editor"));

type ContentFieldProps = Omit<ContentEditorProps, "id" | "describedBy" | "invalid"> & {
  /** Set by the FormField around it. */
  id?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
};

/** The post body: the visual editor, loaded on demand, with a placeholder of its height meanwhile. */
export function ContentField({ id = "content", "aria-describedby": describedBy, "aria-invalid": invalid = false, ...props }: ContentFieldProps) {
  return (
    <Suspense fallback={<p className="flex min-h-84 items-center justify-center rounded-md border text-sm text-muted-foreground">Loading the editor…</p>}>
      <ContentEditor id={id} describedBy={describedBy} invalid={invalid} {...props} />
    </Suspense>
  );
}
