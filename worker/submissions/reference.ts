/**
 * Public references of inquiries, e.g. VBS-7K3Q-9M2D: what a visitor is shown and may quote on the
 * phone, while the sequential row id (which would tell how many inquiries the firm gets) stays in
 * the admin. Crockford's base 32 leaves out I, L, O and U, so a reference read aloud or copied by
 * hand cannot be mistaken. 40 random bits; a unique index refuses the rare repeat.
 */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

export { PUBLIC_REFERENCE_PATTERN as PUBLIC_REFERENCE } from "#core/schemas/public-reference";

export function newPublicReference(): string {
  // 256 is a multiple of 32, so the low five bits of a random byte are uniform.
  const chars = [...crypto.getRandomValues(new Uint8Array(8))].map((byte) => ALPHABET[byte & 31]).join("");
  return `VBS-${chars.slice(0, 4)}-${chars.slice(4)}`;
}
