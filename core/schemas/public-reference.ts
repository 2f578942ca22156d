/** A public reference of an inquiry, e.g. VBS-7K3Q-9M2D (Crockford's base 32; worker/submissions/reference.ts makes them). */
export const PUBLIC_REFERENCE_PATTERN = /^VBS-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
