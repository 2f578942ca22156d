import { type JobInput, jobSchema } from "#core/schemas/job";
import { hiringStatuses, hiringStatusLabels, jobTypes } from "#core/taxonomies/jobs";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { type JobRecord, jobResource } from "../data/jobs";
import { HINDI_TWIN_HINT } from "../components/hindi-twin";
import { EditorLayout } from "../publishable/editor-layout";
import { ScheduleCard } from "../publishable/schedule-card";
import { useEditorForm } from "../publishable/use-editor-form";

/** The Hindi twins of a listing's texts. */
const HINDI_FIELDS = ["titleHi", "descriptionHi", "requirementsHi", "locationHi", "salaryRangeHi"] as const;
type HindiField = (typeof HINDI_FIELDS)[number];

/** Form values: an absent salary range, closing date or Hindi twin is typed as an empty box. */
type JobValues = Omit<JobInput, "salaryRange" | "closesOn" | HindiField> & { salaryRange: string; closesOn: string } & Record<HindiField, string>;

const EMPTY: JobValues = {
  title: "",
  slug: "",
  description: "",
  requirements: "",
  location: "",
  jobType: "Full-time",
  salaryRange: "",
  published: false,
  hiringStatus: "open",
  closesOn: "",
  titleHi: "",
  descriptionHi: "",
  requirementsHi: "",
  locationHi: "",
  salaryRangeHi: "",
};

interface JobFormProps {
  job?: JobRecord;
  save: (values: JobInput) => Promise<unknown>;
  /** A new listing saved as a draft, staying in the editor (Publish Later before the first save). */
  saveDraft: (values: JobInput) => Promise<{ id: number }>;
}

export function JobForm({ job, save, saveDraft }: JobFormProps) {
  const form = useEditorForm({ schema: jobSchema, initial: job ? pick(job) : EMPTY, save, saveDraft });
  const { errors, text } = form;
  return (
    <EditorLayout form={form} resource={jobResource} editing={job !== undefined} heading="Job Details"
      schedule={
        !job ? (
          form.saveAsDraft && !form.values.published ? <ScheduleCard saveAsDraft={form.saveAsDraft} resource={jobResource} /> : null
        ) : !job.published ? (
          <ScheduleCard id={job.id} publishAt={job.publishAt} resource={jobResource} />
        ) : null
      }
      savedPublished={job?.published}
      scheduledFor={job?.publishAt}
      title={{ label: "Job Title", placeholder: "e.g. Tax Associate" }} slugHint="Generated from the title."
      aside={
        <Card>
          <CardHeader>
            <CardTitle>Hiring</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <FormField label="Position" error={errors.hiringStatus} hint="A filled or closed role stays on its page, marked as such, without the application form.">
              <Select {...text("hiringStatus")}>
                {hiringStatuses.map((status) => (
                  <option key={status} value={status}>
                    {hiringStatusLabels[status]}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField label="Closing Date" error={errors.closesOn} hint="Optional. The last day to apply; after it the role closes by itself.">
              <Input {...text("closesOn")} type="date" />
            </FormField>
          </CardContent>
        </Card>
      }>
      <FormField label="पद का नाम (हिन्दी में)" error={errors.titleHi} hint={`E.g. टैक्स एसोसिएट. ${HINDI_TWIN_HINT}`}>
        <Input {...text("titleHi")} lang="hi" />
      </FormField>
      {/* Each text beside its Hindi twin. */}
      <div className="grid gap-4 lg:grid-cols-2">
        <FormField label="Description" error={errors.description} required>
          <Textarea {...text("description")} rows={8} />
        </FormField>
        <FormField label="विवरण (हिन्दी में)" error={errors.descriptionHi} hint={HINDI_TWIN_HINT}>
          <Textarea {...text("descriptionHi")} lang="hi" rows={8} />
        </FormField>
        <FormField label="Requirements" error={errors.requirements} required>
          <Textarea {...text("requirements")} rows={6} />
        </FormField>
        <FormField label="योग्यताएँ (हिन्दी में)" error={errors.requirementsHi} hint={HINDI_TWIN_HINT}>
          <Textarea {...text("requirementsHi")} lang="hi" rows={6} />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Location" error={errors.location} required>
          <Input {...text("location")} placeholder="e.g. Bhopal" />
        </FormField>
        <FormField label="Job Type" error={errors.jobType} required>
          <Select {...text("jobType")}>
            {jobTypes.map((type) => (
              <option key={type}>{type}</option>
            ))}
          </Select>
        </FormField>
        <FormField label="Salary Range" error={errors.salaryRange} hint="Optional">
          <Input {...text("salaryRange")} placeholder="e.g. ₹4–6 LPA" />
        </FormField>
        <FormField label="स्थान (हिन्दी में)" error={errors.locationHi} hint="E.g. भोपाल">
          <Input {...text("locationHi")} lang="hi" />
        </FormField>
        <div className="hidden sm:block" aria-hidden="true" />
        <FormField label="वेतन (हिन्दी में)" error={errors.salaryRangeHi} hint="E.g. ₹4–6 लाख सालाना">
          <Input {...text("salaryRangeHi")} lang="hi" />
        </FormField>
      </div>
    </EditorLayout>
  );
}

function pick(job: JobRecord): JobValues {
  const { title, slug, description, requirements, location, published, hiringStatus } = job;
  return {
    title,
    slug,
    description,
    requirements,
    location,
    published,
    hiringStatus,
    jobType: job.jobType as JobInput["jobType"],
    salaryRange: job.salaryRange ?? "",
    closesOn: job.closesOn ?? "",
    ...(Object.fromEntries(HINDI_FIELDS.map((field) => [field, job[field] ?? ""])) as Record<HindiField, string>),
  };
}
