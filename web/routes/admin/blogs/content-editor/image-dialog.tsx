import type { Editor } from "@tiptap/react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiError, failureText } from "@/lib/api-error";
import { onEnter } from "./on-enter";

/** Stores an image for the post's body and answers its URL; absent until the post is saved. */
export type UploadImage = (file: File) => Promise<string>;

interface ImageDialogProps {
  editor: Editor;
  upload: UploadImage;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const UPLOAD_FAILED = "The image could not be uploaded. Check your connection and try again.";

/** Uploads an image to the site and inserts it at the cursor, once it has its alt text. */
export function ImageDialog({ editor, upload, open, onOpenChange }: ImageDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Insert image</DialogTitle>
          <DialogDescription>PNG, JPEG, WebP or GIF, up to 5 MB. The image is stored on this site with the post.</DialogDescription>
        </DialogHeader>
        {open ? <ImageForm editor={editor} upload={upload} close={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ImageForm({ editor, upload, close }: { editor: Editor; upload: UploadImage; close: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState("");
  const [errors, setErrors] = useState<{ file?: string; alt?: string }>({});
  const [uploading, setUploading] = useState(false);

  async function insert() {
    const next = {
      file: file ? undefined : "Choose an image file.",
      alt: alt.trim() ? undefined : "Describe the image for readers who cannot see it.",
    };
    setErrors(next);
    if (!file || next.alt) return;
    setUploading(true);
    try {
      const src = await upload(file);
      editor.chain().focus().setImage({ src, alt: alt.trim() }).run();
      close();
    } catch (err) {
      const failure = apiError(err);
      setErrors({ file: failure.fieldErrors.file ?? failureText(failure, UPLOAD_FAILED) });
      setUploading(false);
    }
  }

  return (
    <>
      <FormField label="Image file" error={errors.file} required>
        <Input
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setErrors((current) => ({ ...current, file: undefined }));
          }}
        />
      </FormField>
      <FormField label="Alt text" error={errors.alt} required hint="What the image shows, in a sentence; screen readers read it aloud.">
        <Input value={alt} onChange={(event) => setAlt(event.target.value)} onKeyDown={onEnter(() => void insert())} maxLength={300} />
      </FormField>
      <DialogFooter>
        <Button type="button" onClick={() => void insert()} disabled={uploading}>
          {uploading ? "Uploading..." : "Insert image"}
        </Button>
      </DialogFooter>
    </>
  );
}
