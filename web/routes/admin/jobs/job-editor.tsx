import { useQuery } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useNavigate, useParams } from "react-router-dom";
import { PageHeader } from "../components/page-header";
import { useLoadFailureToast } from "../components/use-load-failure";
import { apiFailure } from "../data/api-failure";
import { jobQuery, useSaveJob } from "../data/jobs";
import { JobForm } from "./job-form";

/** /admin/jobs/new and /admin/jobs/edit/:id. */
export function Component() {
  const navigate = useNavigate();
  const params = useParams();
  const id = params.id === undefined ? undefined : Number(params.id);
  const { data: job, isError } = useQuery({ ...jobQuery(id ?? 0), enabled: id !== undefined });
  const backToList = useCallback(() => navigate("/admin/jobs"), [navigate]);
  useLoadFailureToast(isError, "Failed to load job listing", backToList);

  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const save = useSaveJob(backToList);

  if (id !== undefined && !job) return <p className="text-muted-foreground">Loading job listing…</p>;

  return (
    <>
      <PageHeader title={job ? "Edit Job Listing" : "New Job Listing"} />
      <JobForm
        key={job?.id ?? "new"}
        job={job}
        saving={save.isPending}
        serverErrors={serverErrors}
        onSubmit={(values) => {
          setServerErrors({});
          save.mutate({ id, values }, { onError: (err) => setServerErrors(apiFailure(err).fieldErrors) });
        }}
      />
    </>
  );
}
