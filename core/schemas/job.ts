import * as v from "valibot";
import { jobTypes } from "../taxonomies/jobs";
import { plainText, requiredText } from "./common";
import { slugSchema } from "./slug";

/** A job listing as the admin form sends it; an empty salary range is stored as none. */
export const jobSchema = v.object({
  title: requiredText(200),
  slug: slugSchema,
  description: requiredText(20_000, undefined, undefined, { multiLine: true }),
  requirements: requiredText(20_000, undefined, undefined, { multiLine: true }),
  location: requiredText(200),
  jobType: v.picklist(jobTypes, "Please choose a job type."),
  salaryRange: v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((s) => s?.trim() || null),
    v.nullable(v.pipe(v.string(), v.maxLength(120, "The salary range can be at most 120 characters long."), plainText())),
  ),
  published: v.boolean(),
});

export type JobInput = v.InferOutput<typeof jobSchema>;
