import { useLoaderData } from "react-router-dom";
import type { PostedForm, PostedFormKind } from "#core/schemas/posted-form";

/*
 * A form posted without JavaScript and refused: the worker renders its page again with the
 * refusal beside the page route's data (web/entry-server.tsx), which the router also carries into
 * the hydration data, so the form shows the same values and messages before and after React takes
 * over. With JavaScript the forms send to the API and the page's data never holds one.
 */

/** The refused post of this form, if the page is the answer to one; null otherwise. */
export function usePostedForm(kind: PostedFormKind): PostedForm | null {
  const posted = (useLoaderData() as { posted?: PostedForm } | undefined)?.posted;
  return posted?.form === kind ? posted : null;
}
