import * as v from "valibot";

/** The spec's one message for any missing required field of the blog and job forms. */
export const REQUIRED_MESSAGE = "Please fill all required fields";

/** A required, trimmed text field with an upper bound. */
export function requiredText(maxLength: number) {
  return v.pipe(
    v.string(REQUIRED_MESSAGE),
    v.trim(),
    v.nonEmpty(REQUIRED_MESSAGE),
    v.maxLength(maxLength, `This field can be at most ${maxLength} characters long.`),
  );
}

/** Route parameter `:id`: a positive integer. */
export const idParamSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[1-9]\d{0,15}$/, "Not a valid id."), v.transform(Number)),
});

/** Body of the publish/unpublish toggles. */
export const publishedSchema = v.object({ published: v.boolean() });
