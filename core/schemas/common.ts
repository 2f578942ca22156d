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

/**
 * A browser sends only a file's base name. A name with a path separator, a quote or a control
 * character (CR/LF, NUL) was written by hand to reach a folder or a header, so it is refused,
 * although the server stores every file under a name of its own.
 */
const SAFE_FILE_NAME = /^[^/\\"\p{Cc}]*$/u;

export const FILE_NAME_MESSAGE =
  "The file name contains characters we cannot accept (slashes, quotes or control characters). Rename the file and try again.";

/** The pipe action that refuses such a name, for every upload field. */
export const safeFileName = () => v.check((file: File) => SAFE_FILE_NAME.test(file.name), FILE_NAME_MESSAGE);
