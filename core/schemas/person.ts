import * as v from "valibot";
import { credentials } from "../taxonomies/people";
import { optionalText, plainText, requiredText } from "./common";
import { slugSchema } from "./slug";

/** The longest bio About shows under a person: a short paragraph, not a CV. */
export const BIO_MAX = 600;

/**
 * A team member as the admin form sends it. `title` is the person's name: the publishable kit
 * calls every record's heading `title` (the column is `name`). The photo is uploaded separately.
 */
export const personSchema = v.object({
  title: requiredText(120, undefined, "Name"),
  slug: slugSchema,
  role: requiredText(120, undefined, "Role"),
  credentials: v.pipe(
    v.optional(v.array(v.string("Choose credentials from the list.")), []),
    v.check((chosen) => chosen.every((c) => (credentials as readonly string[]).includes(c)), "Choose credentials from the list."),
    // Each once, in the list's order, whatever order they were ticked in.
    v.transform((chosen) => credentials.filter((c) => chosen.includes(c))),
  ),
  bio: v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.maxLength(BIO_MAX, `The bio can be at most ${BIO_MAX} characters long.`),
    plainText(true),
  ),
  /**
   * The Hindi twins, beside the English in the editor: the name as Hindi pages write it (in
   * Devanagari, where the person writes it so), the role and the bio. Empty shows the English there.
   */
  nameHi: optionalText(120, "The Hindi name"),
  roleHi: optionalText(120, "The Hindi role"),
  bioHi: optionalText(BIO_MAX, "The Hindi bio", true),
  sortOrder: v.pipe(
    v.optional(v.number("The order must be a whole number."), 0),
    v.integer("The order must be a whole number."),
    v.minValue(0, "The order must be 0 or more."),
    v.maxValue(999, "The order must be at most 999."),
  ),
  published: v.boolean(),
});

export type PersonInput = v.InferOutput<typeof personSchema>;
