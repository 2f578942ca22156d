import { data, type ActionFunctionArgs, useActionData } from "react-router-dom";
import type { PostedForm, PostedFormKind } from "#core/schemas/posted-form";
import type { LoaderContext } from "./api-client";

/**
 * The action of every page with a public form. It only runs on the server, for a form posted
 * without JavaScript that the worker refused (worker/submissions/form-posts.ts): it hands the
 * worker's outcome to the page, with its status, and the router carries it into the hydration
 * data, so the form shows the same values and messages before and after React takes over.
 * (With JavaScript the forms send to the API themselves and never reach an action.)
 */
export function postedFormAction({ context }: ActionFunctionArgs) {
  const posted = (context as Partial<LoaderContext> | undefined)?.posted;
  if (!posted) throw data({ error: "Method not allowed" }, { status: 405 });
  return data(posted, { status: posted.status });
}

/** The refused post of this form, if the page is the answer to one; null otherwise. */
export function usePostedForm(kind: PostedFormKind): PostedForm | null {
  const posted = useActionData() as PostedForm | undefined;
  return posted?.form === kind ? posted : null;
}

/** A posted text value, or the fallback. */
export const postedText = (posted: PostedForm | null, name: string, fallback = "") => {
  const value = posted?.values[name];
  return typeof value === "string" ? value : fallback;
};

/** Posted ticked options, or none. */
export const postedList = (posted: PostedForm | null, name: string) => {
  const value = posted?.values[name];
  return Array.isArray(value) ? value : [];
};
