import { type ChangeEvent, useEffect, useMemo, useState } from "react";

/** The object URL of a chosen file for the preview, released when it changes. */
function usePreviewUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => {
    if (url) URL.revokeObjectURL(url);
  }, [url]);
  return url;
}

/**
 * An image chosen in an editor (a post's feature image, a person's photo): image files only
 * (spec §5), with a preview. The editor page holds it, so that the form starting afresh (an
 * autosave or a revision taken back) keeps it; it is uploaded with the next save.
 */
export function useImageChoice() {
  const [image, setImage] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const preview = usePreviewUrl(image);

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    if (file && !file.type.startsWith("image/")) {
      setError("Please choose an image file.");
      event.target.value = "";
      return setImage(null);
    }
    setError(undefined);
    setImage(file);
  }

  /** Uploaded with a save the editor stays after (a draft saved to be scheduled): nothing is chosen now. */
  function clear() {
    setError(undefined);
    setImage(null);
  }

  return { image, error, preview, onChange, clear };
}

export type ImageChoice = ReturnType<typeof useImageChoice>;
