import type { PostedFormKind } from "#core/content/form-outcomes";
import type { PostedForm } from "#core/site/posted-form";
import { usePage } from "./page-context";

/*
 * A form posted without JavaScript and refused: the worker renders its page again with the
 * refusal beside the page route's data (web/entry-server.tsx); the page context carries it to the
 * form, on the server and in the form's island alike, so the form shows the same values and
 * messages before and after React takes it over. With JavaScript the forms send to the API.
 */

/** The refused post of this form, if the page is the answer to one; null otherwise. */
export function usePostedForm(kind: PostedFormKind): PostedForm | null {
  const { posted } = usePage();
  return posted?.form === kind ? posted : null;
}
