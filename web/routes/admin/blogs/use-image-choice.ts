import { type ChangeEvent, useEffect, useMemo, useState } from "react";

/** The object URL of a chosen file for the preview, released when it changes. */
function usePreviewUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => {
    if (url) URL.revokeObjectURL(url);
  }, [url]);
  return url;
}

/** A feature image chosen in the editor: image files only (spec §5), with a preview. */
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

  return { image, error, preview, onChange };
}
