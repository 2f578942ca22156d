import { CHOSEN_FILE } from "#core/schemas/autosave";
import { useEditorSession } from "./editor-session";
import type { ImageChoice } from "./use-image-choice";

/**
 * Under an editor's image field: the file chosen and waiting for the save (the field itself may
 * have been drawn afresh since, when changes were taken back), or, when an autosave taken back
 * had an image chosen that was never uploaded, that it must be chosen again: a browser cannot
 * keep a file for later.
 */
export function ChosenImageNote({ image }: { image: ImageChoice }) {
  const lost = useEditorSession()?.resume?.[CHOSEN_FILE];
  if (image.image) return <p className="text-sm text-muted-foreground">Chosen: {image.image.name}. It is uploaded when you save.</p>;
  if (typeof lost !== "string" || !lost) return null;
  return (
    <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      The image you had chosen ({lost}) was never uploaded, so it could not be kept with your changes. Choose it again before you save.
    </p>
  );
}
