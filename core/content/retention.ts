/**
 * How many months inquiries and résumés are kept when RETENTION_MONTHS is not set: the worker's
 * scheduled deletion and the privacy policy read the same setting, falling back to this.
 */
export const DEFAULT_RETENTION_MONTHS = 24;
