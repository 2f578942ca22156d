import { vValidator } from "@hono/valibot-validator";
import type { ValidationTargets } from "hono";
import { createMiddleware } from "hono/factory";
import type * as v from "valibot";
import { fieldErrors } from "#core/schemas/field-errors";

/** The body of every 400: one summary plus the first message for each field, for forms to show. */
interface ValidationErrorBody {
  error: string;
  fieldErrors: Record<string, string>;
}

/**
 * Validates one part of the request with a shared valibot schema. A failure answers 400 with
 * `ValidationErrorBody`, using the schema's own messages (the ones the forms show).
 */
export function validate<T extends v.GenericSchema, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
  summary = "Please correct the highlighted fields.",
) {
  return vValidator(target, schema, (result, c) => {
    if (!result.success) {
      const errors = fieldErrors(result.issues);
      const first = Object.values(errors)[0];
      return c.json({ error: Object.keys(errors).length === 1 && first ? first : summary, fieldErrors: errors } satisfies ValidationErrorBody, 400);
    }
  });
}

/** JSON endpoints accept only JSON, so a cross-site HTML form can never reach them. */
export const requireJson = createMiddleware(async (c, next) => {
  const type = c.req.header("Content-Type") ?? "";
  if (!/^application\/json\b/i.test(type)) {
    return c.json({ error: "Send the request body as JSON (Content-Type: application/json)." }, 415);
  }
  return next();
});
