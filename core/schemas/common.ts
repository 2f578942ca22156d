import * as v from "valibot";

/** The spec's one message for any missing required field of the blog and job forms. */
export const REQUIRED_MESSAGE = "Please fill all required fields";

/**
 * A required, trimmed text field with an upper bound, whose every failure — missing key, wrong
 * type, blank — reads `message` (valibot words a missing key its own way unless it defaults to "").
 */
export function requiredText(maxLength: number, message = REQUIRED_MESSAGE, label = "This field") {
  return v.optional(
    v.pipe(
      v.string(message),
      v.trim(),
      v.nonEmpty(message),
      v.maxLength(maxLength, `${label} can be at most ${maxLength} characters long.`),
    ),
    "",
  );
}

/** Route parameter `:id`: a positive integer. */
export const idParamSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[1-9]\d{0,15}$/, "Not a valid id."), v.transform(Number)),
});

/** Body of the publish/unpublish toggles. */
export const publishedSchema = v.object({ published: v.boolean() });
