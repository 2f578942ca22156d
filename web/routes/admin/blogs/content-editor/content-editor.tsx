import { type Editor, EditorContent, useEditor } from "@tiptap/react";
// ProseMirror's own rules (white-space, the gap cursor), in this chunk's stylesheet: the dynamic
// import resolves once it has loaded, so the editor never mounts without them. Tiptap's runtime
// <style> tag (injectCSS, off below) is one tag shared by every editor instance, and an unmounting
// instance removes it when no editor is in the document at that moment: under load the suite saw
// an editor run without it ("ProseMirror expects the CSS white-space property to be set").
import "prosemirror-view/style/prosemirror.css";
import "prosemirror-gapcursor/style/gapcursor.css";
import { useEffect, useRef, useState } from "react";
import { articleProseClasses } from "@/components/site/blog/article-body";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";
import { cleanPastedHtml } from "./clean-paste";
import { postExtensions } from "./extensions";
import { ImageDialog, type UploadImage } from "./image-dialog";
import { LinkDialog } from "./link-dialog";
import { PreviewDialog, type PreviewPost } from "./preview-dialog";
import { Toolbar } from "./toolbar";
import { unsupportedMarkup } from "./unsupported-markup";

export interface ContentEditorProps {
  /** The HTML view's id (the field's label points at it) and the field's description. */
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  /** The post's HTML, and where each edit goes. */
  value: string;
  onChange: (html: string) => void;
  upload: UploadImage;
  /** The rest of the post as it stands, for the preview. */
  article: () => Omit<PreviewPost, "content">;
}

/**
 * What the form stores: the editor's HTML, or nothing for an empty document (so "required" holds).
 * The empty paragraph the editor keeps after a closing list, quote or image (so the cursor can get
 * below it) is left out.
 */
const htmlOf = (editor: Editor) => (editor.isEmpty ? "" : editor.getHTML().replace(/(?:<p><\/p>)+$/, ""));

/**
 * The post body's visual editor, with an HTML view of the same value (the spec's 12-row field) and
 * a preview. An untouched post keeps its stored HTML as it is: only an edit in the visual editor
 * rewrites it as the editor writes HTML. Loaded on its own (lazy) by the post form, so no other screen downloads it.
 */
export default function ContentEditor({ id, describedBy, invalid, value, onChange, upload, article }: ContentEditorProps) {
  // A post holding markup the visual editor would flatten (a table, say) opens in the HTML view.
  const [htmlMode, setHtmlMode] = useState(() => unsupportedMarkup(value).length > 0);
  const unsupported = htmlMode ? unsupportedMarkup(value) : [];
  const [dialog, setDialog] = useState<"link" | "image" | null>(null);
  const [preview, setPreview] = useState<PreviewPost | null>(null);
  // The editor keeps the handler it was created with: let it reach the newest one.
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const editorProps = {
    attributes: {
      role: "textbox",
      "aria-multiline": "true",
      "aria-label": "Content",
      ...(describedBy ? { "aria-describedby": describedBy } : {}),
      ...(invalid ? { "aria-invalid": "true" } : {}),
      class: cn(articleProseClasses, "min-h-72 px-4 py-3 text-base focus-visible:outline-none"),
    },
    transformPastedHTML: cleanPastedHtml,
    handleKeyDown: (_view: unknown, event: KeyboardEvent) => {
      if (!((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k")) return false;
      event.preventDefault();
      setDialog("link");
      return true;
    },
  };

  const editor = useEditor({
    extensions: postExtensions,
    content: value,
    injectCSS: false,
    immediatelyRender: true,
    editorProps,
    onUpdate: ({ editor: e }) => onChangeRef.current(htmlOf(e)),
  });

  // The field's error and hint change after the editor exists: keep its attributes in step.
  useEffect(() => {
    editor.setOptions({ editorProps });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- editorProps is rebuilt each render from exactly these
  }, [editor, describedBy, invalid]);

  /** The HTML view's text becomes the editor's document (without counting as an edit of it). */
  function loadSource() {
    editor.commands.setContent(value, { emitUpdate: false });
  }

  function toggleHtml() {
    if (htmlMode) loadSource();
    setHtmlMode(!htmlMode);
  }

  function openPreview() {
    // The preview shows what the editor's schema keeps of the HTML view, never raw typed markup.
    if (htmlMode) loadSource();
    setPreview({ ...article(), content: htmlOf(editor) });
  }

  return (
    <div className={cn("overflow-hidden rounded-md border border-input bg-background focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2", invalid && "border-destructive")}>
      <Toolbar
        editor={editor}
        htmlMode={htmlMode}
        onToggleHtml={toggleHtml}
        onLink={() => setDialog("link")}
        onImage={() => setDialog("image")}
        onPreview={openPreview}
      />
      {unsupported.length > 0 ? (
        <p role="note" className="border-b bg-muted px-3 py-2 text-sm text-muted-foreground">
          This post contains {unsupported.join(", ")}, which the visual editor and its preview show as plain text. Edit it here
          to keep them as they are.
        </p>
      ) : null}
      {htmlMode ? (
        <Textarea
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          rows={12}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="rounded-none border-0 font-mono focus-visible:ring-0 focus-visible:ring-offset-0"
        />
      ) : (
        <EditorContent editor={editor} />
      )}
      <LinkDialog editor={editor} open={dialog === "link"} onOpenChange={(open) => setDialog(open ? "link" : null)} />
      <ImageDialog editor={editor} upload={upload} open={dialog === "image"} onOpenChange={(open) => setDialog(open ? "image" : null)} />
      <PreviewDialog post={preview} onClose={() => setPreview(null)} />
    </div>
  );
}
