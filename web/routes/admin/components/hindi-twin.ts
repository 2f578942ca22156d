/**
 * A Hindi twin's label is the field's name in Hindi with "(हिन्दी में)", never the English label with
 * a suffix: "Job Title in Hindi" made the spec's "Job Title" name two fields.
 *
 * Under each Hindi twin of a field staff fill in (a fee's timeline, a person's role, a job's
 * description…): where it shows, and what shows until it is written (core/i18n/staff-text.ts).
 */
export const HINDI_TWIN_HINT = "Shown on the Hindi pages; until it is written, they show the English.";
