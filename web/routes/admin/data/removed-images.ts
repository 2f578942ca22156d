/**
 * The warning after a save whose body lost images the site cannot show (the server's sanitiser
 * keeps only images uploaded to the site), or null when none was removed.
 */
export function removedImagesWarning(saved: object): string | null {
  const count = "removedImages" in saved && typeof saved.removedImages === "number" ? saved.removedImages : 0;
  if (count === 0) return null;
  return `${count} ${count === 1 ? "image was" : "images were"} removed: images must be uploaded to the site`;
}
