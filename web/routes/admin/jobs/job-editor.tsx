import { jobResource } from "../data/jobs";
import { EditorPage } from "../publishable/editor-page";
import { JobForm } from "./job-form";

/** /admin/jobs/new and /admin/jobs/edit/:id. */
export function Component() {
  return <EditorPage resource={jobResource}>{({ record, save, saveDraft }) => <JobForm key={record?.id ?? "new"} job={record} save={save} saveDraft={saveDraft} />}</EditorPage>;
}
