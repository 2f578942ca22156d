import * as v from "valibot";

/** The spec's one message for any missing required field of the blog and job forms. */
export const REQUIRED_MESSAGE = "Please fill all required fields";

/** The one message of a text field holding a character it refuses (see `plainText`). */
export const CONTROL_CHARACTERS_MESSAGE = "Remove the invisible control characters from this field.";

/**
 * Characters no text field takes: C0 controls but TAB (NUL and the rest), DEL, C1 controls
 * (U+0080–U+009F), and the bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069)
 * that make "…\u202Egpj.exe" display as "…exe.jpg". A single-line field refuses LF and CR too. The
 * joiners U+200C and U+200D stay: Devanagari needs them.
 */
// eslint-disable-next-line no-control-regex -- control characters are what these patterns find
const REFUSED_IN_ONE_LINE = /[\u0000-\u0008\u000A-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;
// eslint-disable-next-line no-control-regex -- as above
const REFUSED_IN_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;

/**
 * What a single-line field (a name, a subject, a title) refuses beside those: the default-ignorable
 * code points, which render as nothing, so "Asha" and "As\u200Bha" look alike in the inbox and in a
 * mail's subject, and the marks LRM, RLM and ALM reorder what follows them. U+200B, U+FEFF, the soft
 * hyphen U+00AD, U+2060–U+2064 (invisible times…), the Hangul fillers U+115F, U+1160, U+3164 and
 * U+FFA0, the tags U+E0000–U+E0FFF among them. Kept: ZWNJ and ZWJ (U+200C, U+200D), which Devanagari
 * conjuncts need, and the variation selectors U+FE00–U+FE0F of emoji and text presentation.
 */
// eslint-disable-next-line no-misleading-character-class -- ZWJ and the selectors are listed alone, to be let through
const INVISIBLE = /(?![\u200C\u200D\uFE00-\uFE0F])\p{Default_Ignorable_Code_Point}/u;

/** Whether `text` holds a character a text field refuses; `multiLine` allows LF and CR, and the invisible characters of a single line. */
export function hasControlCharacters(text: string, multiLine = false): boolean {
  return multiLine ? REFUSED_IN_LINES.test(text) : REFUSED_IN_ONE_LINE.test(text) || INVISIBLE.test(text);
}

/** The pipe action every text field carries: refuses control and bidi characters (and a single line's invisible ones), with CONTROL_CHARACTERS_MESSAGE. */
export const plainText = (multiLine = false) => v.check((text: string) => !hasControlCharacters(text, multiLine), CONTROL_CHARACTERS_MESSAGE);

export interface TextOptions {
  /** A textarea: LF and CR are allowed. */
  multiLine?: boolean;
  /** False for a field whose own pattern already refuses every control character with its own message (an email address). */
  plain?: boolean;
}

/**
 * A required, trimmed text field with an upper bound, whose every failure — missing key, wrong
 * type, blank — reads `message` (valibot words a missing key its own way unless it defaults to "").
 * Control and bidi characters are refused (`plainText`); LF and CR only in a `multiLine` field.
 */
export function requiredText(maxLength: number, message = REQUIRED_MESSAGE, label = "This field", { multiLine = false, plain = true }: TextOptions = {}) {
  return v.optional(
    v.pipe(
      v.string(message),
      v.trim(),
      v.nonEmpty(message),
      v.maxLength(maxLength, `${label} can be at most ${maxLength} characters long.`),
      v.check((text: string) => !plain || !hasControlCharacters(text, multiLine), CONTROL_CHARACTERS_MESSAGE),
    ),
    "",
  );
}

/** An optional text field: trimmed, stored as none (null) when blank or absent, bounded, and plain. */
export const optionalText = (maxLength: number, label: string, multiLine = false) =>
  v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((s) => s?.trim() || null),
    v.nullable(v.pipe(v.string(), v.maxLength(maxLength, `${label} can be at most ${maxLength} characters long.`), plainText(multiLine))),
  );

/**
 * A name made safe for a download's file name: control and bidi characters (marks included),
 * whitespace but the space, path separators, quotes and other characters file systems or headers
 * read as syntax replaced by "-", runs of them collapsed, at most 80 characters; "file" when
 * nothing is left. Also for names stored before the schema refused such characters.
 */
export function safeDownloadName(name: string): string {
  const cleaned = [...name.normalize("NFC")]
    .map((ch) => (hasControlCharacters(ch) || /[\\/:*?"<>|;\u061C\u200E\u200F]|[^\S ]/u.test(ch) ? "-" : ch))
    .join("")
    .replace(/-{2,}/g, "-")
    .replace(/^[-.]+|[-.]+$/g, "");
  return [...cleaned].slice(0, 80).join("").replace(/[-.]+$/, "") || "file";
}

/** A positive integer in a route parameter. */
export const idParam = v.pipe(v.string(), v.regex(/^[1-9]\d{0,15}$/, "Not a valid id."), v.transform(Number));

/** Route parameter `:id`: a positive integer. */
export const idParamSchema = v.object({ id: idParam });

/** Route parameters `:id/revisions/:revision`: a record and one of its revisions. */
export const revisionParamSchema = v.object({ id: idParam, revision: idParam });

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
