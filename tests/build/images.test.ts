/** The committed image variants and social previews the pages name exist (npm run images / og-images). */
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { describe, it } from "node:test";
import { serviceLines } from "#core/content/service-lines";
import { subServices } from "#core/content/sub-services";
import { imageVariants } from "../../web/lib/image-variants";
import { srcSet } from "../../web/lib/responsive-image";
import { serviceOgImage, subServiceOgImage } from "../../web/routes/site/route-handle";

const inPublic = (url: string) => `public${url}`;

describe("images", () => {
  it("has every width of every photo in AVIF, WebP and JPEG", () => {
    assert.ok(Object.keys(imageVariants).length >= 16);
    for (const src of Object.keys(imageVariants)) {
      for (const format of ["avif", "webp", "jpg"] as const) {
        for (const candidate of srcSet(src, format)!.split(", ")) {
          const file = inPublic(candidate.split(" ")[0]);
          assert.ok(existsSync(file), `${file} is missing: run npm run images`);
        }
      }
    }
  });

  it("has the branded preview of every service line", () => {
    for (const line of serviceLines) assert.ok(existsSync(inPublic(serviceOgImage(line.id))), `${line.id}: run npm run og-images`);
  });

  it("has a preview of its own for every sub-service", () => {
    for (const line of serviceLines) {
      for (const sub of subServices[line.id]) {
        assert.ok(existsSync(inPublic(subServiceOgImage(line.id, sub.id))), `${line.id}/${sub.id}: run npm run og-images`);
      }
    }
  });
});
