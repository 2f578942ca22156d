import type { Editor } from "@tiptap/react";
import { useState } from "react";
import { postLinkError } from "#core/schemas/post-link";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { onEnter } from "./on-enter";

interface LinkDialogProps {
  editor: Editor;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Adds, changes or removes the link at the selection. The address must be one the server keeps
 * (http(s), mailto or a page on this site). With nothing selected, the address becomes the text.
 */
export function LinkDialog({ editor, open, onOpenChange }: LinkDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* Back in the editor, not on the toolbar button: the writer goes on typing where the link ends. */}
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          editor.commands.focus();
        }}
      >
        {/* Mounted per opening, so the field starts from the link under the cursor. */}
        {open ? <LinkForm editor={editor} close={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function LinkForm({ editor, close }: { editor: Editor; close: () => void }) {
  const existing = (editor.getAttributes("link").href as string | undefined) ?? "";
  const [href, setHref] = useState(existing);
  const [error, setError] = useState<string>();

  function apply() {
    const value = href.trim();
    const problem = postLinkError(value);
    if (problem) return setError(problem);
    const chain = editor.chain().focus().extendMarkRange("link");
    if (editor.state.selection.empty && !editor.isActive("link")) {
      chain.insertContent({ type: "text", text: value, marks: [{ type: "link", attrs: { href: value } }] }).run();
    } else {
      chain.setLink({ href: value }).run();
      // The cursor moves past the new link, as in any word processor, so typing does not replace it.
      editor.commands.setTextSelection(editor.state.selection.to);
    }
    close();
  }

  function remove() {
    editor.chain().focus().extendMarkRange("link").unsetLink().run();
    close();
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>{existing ? "Edit link" : "Add link"}</DialogTitle>
        <DialogDescription>A web address, an email address as mailto:, or a page on this site such as /contact.</DialogDescription>
      </DialogHeader>
      <FormField label="Link address" error={error} required>
        <Input
          value={href}
          onChange={(event) => {
            setHref(event.target.value);
            setError(undefined);
          }}
          onKeyDown={onEnter(apply)}
          placeholder="https://www.example.com"
          inputMode="url"
          autoComplete="off"
        />
      </FormField>
      <DialogFooter>
        {existing ? (
          <Button type="button" variant="outline" onClick={remove}>
            Remove link
          </Button>
        ) : null}
        <Button type="button" onClick={apply}>
          {existing ? "Update link" : "Add link"}
        </Button>
      </DialogFooter>
    </>
  );
}
