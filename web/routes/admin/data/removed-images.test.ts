import { describe, expect, it } from "vitest";
import { removedImagesWarning } from "./removed-images";

describe("removedImagesWarning", () => {
  it("says nothing when the save removed no image", () => {
    expect(removedImagesWarning({ id: 1 })).toBeNull();
    expect(removedImagesWarning({ id: 1, removedImages: 0 })).toBeNull();
  });

  it("counts the removed images in the spec's words", () => {
    expect(removedImagesWarning({ id: 1, removedImages: 1 })).toBe("1 image was removed: images must be uploaded to the site");
    expect(removedImagesWarning({ id: 1, removedImages: 3 })).toBe("3 images were removed: images must be uploaded to the site");
  });
});
