import type { FormEvent } from "react";
import { Link } from "react-router-dom";
import type { Job } from "../../../../worker/db/schema";
import { type JobInput, jobSchema } from "#core/schemas/job";
import { jobTypes } from "#core/taxonomies/jobs";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { useEditorForm } from "../components/editor-form";
import { PublishedBadge } from "../components/publication";
import { PublishSwitch } from "../components/publish-switch";

const EMPTY: JobInput = {
  title: "",
  slug: "",
  description: "",
  requirements: "",
  location: "",
  jobType: "Full-time",
  salaryRange: "",
  published: false,
};

interface JobFormProps {
  job?: Job;
  saving: boolean;
  serverErrors: Record<string, string>;
  onSubmit: (values: JobInput) => void;
}

export function JobForm({ job, saving, serverErrors, onSubmit }: JobFormProps) {
  const form = useEditorForm<JobInput>(job ? pick(job) : EMPTY);
  const errors = { ...form.errors, ...serverErrors };

  function submit(event: FormEvent) {
    event.preventDefault();
    const values = form.validate(jobSchema);
    if (values) onSubmit(values);
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-6 lg:grid-cols-3">
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle>Job Details</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <FormField label="Job Title" error={errors.title} required>
            <Input {...form.bind("title")} placeholder="e.g. Tax Associate" />
          </FormField>
          <FormField label="Slug" error={errors.slug} required hint="Generated from the title.">
            <Input {...form.bind("slug")} />
          </FormField>
          <FormField label="Description" error={errors.description} required>
            <Textarea {...form.bind("description")} rows={8} />
          </FormField>
          <FormField label="Requirements" error={errors.requirements} required>
            <Textarea {...form.bind("requirements")} rows={6} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-3">
            <FormField label="Location" error={errors.location} required>
              <Input {...form.bind("location")} placeholder="e.g. Bhopal" />
            </FormField>
            <FormField label="Job Type" error={errors.jobType} required>
              <Select {...form.bind("jobType")}>
                {jobTypes.map((type) => (
                  <option key={type}>{type}</option>
                ))}
              </Select>
            </FormField>
            <FormField label="Salary Range" error={errors.salaryRange} hint="Optional">
              <Input {...form.bind("salaryRange")} placeholder="e.g. ₹4–6 LPA" />
            </FormField>
          </div>
        </CardContent>
      </Card>
      <div className="space-y-6">
        <Card>
          <CardHeader>
            <CardTitle>Publishing</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <PublishSwitch checked={form.values.published} onChange={(published) => form.set("published", published)} />
            <div className="space-y-2 rounded-md bg-muted p-3 text-sm">
              <p>
                Current status: <PublishedBadge published={form.values.published} />
              </p>
              <p className="text-muted-foreground">
                {form.values.published
                  ? "Once saved, this listing is visible to applicants."
                  : "Drafts are saved but not visible to applicants. Switch on Published when the listing is ready."}
              </p>
            </div>
          </CardContent>
        </Card>
        <div className="flex gap-2">
          <Button type="submit" disabled={saving} className="flex-1">
            {saving ? "Saving..." : job ? "Update Job" : "Create Job"}
          </Button>
          <Button variant="outline" asChild>
            <Link to="/admin/jobs">Cancel</Link>
          </Button>
        </div>
      </div>
    </form>
  );
}

function pick(job: Job): JobInput {
  const { title, slug, description, requirements, location, published } = job;
  return { title, slug, description, requirements, location, published, jobType: job.jobType as JobInput["jobType"], salaryRange: job.salaryRange ?? "" };
}
