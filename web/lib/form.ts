import * as v from "valibot";
import { fieldErrors } from "#core/schemas/field-errors";

export type FieldErrors = Record<string, string>;

/** Checks form values against the same schema the API uses, with the same messages. */
export function validateForm<T extends v.GenericSchema>(
  schema: T,
  values: unknown,
): { ok: true; data: v.InferOutput<T> } | { ok: false; errors: FieldErrors } {
  const result = v.safeParse(schema, values);
  return result.success ? { ok: true, data: result.output } : { ok: false, errors: fieldErrors(result.issues) };
}

/** What a failed API call (a typed-client or plain fetch response) said: its message and any per-field messages. */
export async function readApiError(res: Pick<Response, "status" | "json">): Promise<{ message: string; fieldErrors: FieldErrors }> {
  try {
    const body = (await res.json()) as { error?: string; fieldErrors?: FieldErrors };
    return { message: body.error ?? `Request failed (${res.status})`, fieldErrors: body.fieldErrors ?? {} };
  } catch {
    return { message: `Request failed (${res.status})`, fieldErrors: {} };
  }
}
