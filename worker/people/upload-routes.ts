import { Hono } from "hono";
import type { AdminEnv } from "../access/require-admin";
import { PAGE_IMAGE_PREFIX, PAGE_IMAGE_URL_PREFIX } from "../media/files";
import { imageCheck } from "../media/object-kind";
import { refusedUpload, rowImageUpload } from "../media/upload-route";
import { replaceImage, rowImage } from "../publishable/image";
import { team } from "./resource";
import { allow } from "../access/permissions";

/** A team member's photo, owned by the person's `photoUrl`: checked as an image, public in the folder posts' images share. */
const photo = rowImage(team, "photoUrl", { upload: "person_photo", prefix: PAGE_IMAGE_PREFIX, urlPrefix: PAGE_IMAGE_URL_PREFIX, check: imageCheck });

/** /api/admin/uploads/people/:id/photo */
export const personUploadRoutes = new Hono<AdminEnv>().put("/people/:id/photo", allow("content"), ...rowImageUpload(photo.kind), async (c) => {
  const replaced = await replaceImage(c, photo, c.req.valid("param").id, c.req.valid("form").file);
  if ("refusal" in replaced) return refusedUpload(c, replaced.refusal);
  if (replaced.url === null) return c.json({ error: team.messages.notFound }, 404);
  return c.json({ photoUrl: replaced.url }, 200);
});
