/**
 * React notes each text field's value while it hydrates, and keys pressed after that never reach it
 * (web/site-script/islands.ts keeps them from a hydrating island). Set through React's own setter,
 * the note becomes what the field holds, so the next edit still counts as one, even a Backspace
 * back to the value React noted. Every island that reads in what was typed before it loaded calls
 * this once it has (the public forms' useSiteForm, the free tools' calculators).
 */
export function noteTypedValues(form: HTMLFormElement) {
  for (const field of form.elements) {
    if (field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && !["file", "checkbox", "radio"].includes(field.type))) {
      // eslint-disable-next-line no-self-assign
      field.value = field.value;
    }
  }
}
