import { ArrowLeft, Mail, Phone } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { formatPhone, telHref } from "#core/format/phone";
import { languageNames } from "#core/i18n/locale";
import { NO_EMAIL_GIVEN } from "#core/taxonomies/inquiries";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { apiError } from "@/lib/api-error";
import { PageHeader } from "../components/page-header";
import { CaseChecklist } from "./case-checklist";
import { type CaseDetails, useCase, useNextPeriod, useSetCaseStatus, useUpdateCase } from "./case-data";
import { CaseOutputs } from "./case-outputs";
import { CaseSteps } from "./case-steps";
import { CaseTimeline } from "./case-timeline";

/** Who has the case and by when: saved together. */
function Handling({ details }: { details: CaseDetails }) {
  const update = useUpdateCase(details.id);
  const [assigneeId, setAssigneeId] = useState(details.assigneeId === null ? "" : String(details.assigneeId));
  const [dueOn, setDueOn] = useState(details.dueOn ?? "");
  const changed = assigneeId !== (details.assigneeId === null ? "" : String(details.assigneeId)) || dueOn !== (details.dueOn ?? "");
  return (
    <form
      className="grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate({ assigneeId: assigneeId ? Number(assigneeId) : null, dueOn: dueOn || null });
      }}
    >
      <FormField label="Assigned to">
        <Select value={assigneeId} onChange={(e) => setAssigneeId(e.target.value)}>
          <option value="">Unassigned</option>
          {details.staff.map((colleague) => (
            <option key={colleague.id} value={colleague.id}>
              {colleague.name}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="Due date">
        <Input type="date" value={dueOn} onChange={(e) => setDueOn(e.target.value)} />
      </FormField>
      <Button type="submit" variant="outline" disabled={!changed || update.isPending}>
        Save
      </Button>
    </form>
  );
}

/** A recurring filing's next period, started from this case (once). */
function NextPeriod({ details }: { details: CaseDetails }) {
  const navigate = useNavigate();
  const start = useNextPeriod(details.id, (next) => navigate(`/admin/cases/${next}`));
  const [period, setPeriod] = useState("");
  if (details.nextCaseId !== null) {
    return (
      <p className="text-sm">
        The next period's case: <Link to={`/admin/cases/${details.nextCaseId}`} className="text-primary underline-offset-4 hover:underline">case #{details.nextCaseId}</Link>.
      </p>
    );
  }
  const error = start.error ? apiError(start.error).fieldErrors.period : undefined;
  return (
    <form
      noValidate
      className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        start.mutate({ period, dueOn: null });
      }}
    >
      <FormField label="Start the next period" hint="A fresh checklist and steps, for the same client and colleague." error={error}>
        <Input value={period} onChange={(e) => setPeriod(e.target.value)} placeholder="Dec 2026" />
      </FormField>
      <Button type="submit" variant="outline" disabled={start.isPending}>
        Start next period
      </Button>
    </form>
  );
}

function ClientCard({ details }: { details: CaseDetails }) {
  const tel = details.clientPhone ? telHref(details.clientPhone) : null;
  return (
    <Card>
      <CardContent className="space-y-4 pt-6">
        <dl className="grid gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-muted-foreground">Phone</dt>
            <dd>
              {tel ? (
                <a href={tel} className="inline-flex items-center gap-1 text-primary hover:underline">
                  <Phone className="size-3.5" aria-hidden />
                  {formatPhone(details.clientPhone!)}
                </a>
              ) : (
                (details.clientPhone ?? "—")
              )}
            </dd>
          </div>
          <div className="min-w-0">
            <dt className="text-muted-foreground">Email</dt>
            <dd className="break-words">
              {details.clientEmail ? (
                <a href={`mailto:${details.clientEmail}`} className="text-primary [overflow-wrap:anywhere] hover:underline">
                  <Mail className="mr-1 inline size-3.5 align-[-2px]" aria-hidden />
                  {details.clientEmail}
                </a>
              ) : (
                <span className="text-muted-foreground">{NO_EMAIL_GIVEN}</span>
              )}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Language</dt>
            <dd>{languageNames[details.language]}</dd>
          </div>
        </dl>
        {details.inquiryId ? (
          <p className="text-sm">
            From the lead{" "}
            <Link to={`/admin/inquiries?inquiry=${details.inquiryId}`} className="text-primary underline-offset-4 hover:underline">
              inquiry #{details.inquiryId}
            </Link>{" "}
            and its thread.
          </p>
        ) : null}
        <Handling details={details} />
        {details.recurring ? <NextPeriod details={details} /> : null}
      </CardContent>
    </Card>
  );
}

/** The case's state and the button that changes it: closed when the work is done, reopened if more is needed. */
function StatusActions({ details }: { details: CaseDetails }) {
  const setStatus = useSetCaseStatus(details.id);
  const open = details.status === "open";
  return (
    <div className="flex items-center gap-2">
      <Badge variant={open ? "default" : "secondary"}>{open ? "Open" : "Closed"}</Badge>
      <Button type="button" size="sm" variant="outline" disabled={setStatus.isPending} onClick={() => setStatus.mutate(open ? "closed" : "open")}>
        {open ? "Close case" : "Reopen case"}
      </Button>
    </div>
  );
}

/** One client's case: who and what, the checklist, the steps, what we send back, notes and the timeline. */
export function Component() {
  const id = Number(useParams().id);
  const { data: details, isError } = useCase(id);
  if (isError && !details) return <p className="text-muted-foreground">The case could not be loaded. It may be a colleague's, or no longer exist.</p>;
  if (!details) return <p className="text-muted-foreground">Loading the case…</p>;
  return (
    <>
      <Link to="/admin/cases" className="mb-3 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden /> Cases
      </Link>
      <PageHeader
        title={details.clientName}
        description={`${details.subServiceTitle}${details.period ? ` · ${details.period}` : ""}`}
        actions={<StatusActions details={details} />}
      />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0 space-y-6">
          <ClientCard details={details} />
          <CaseChecklist details={details} />
          <CaseSteps details={details} />
        </div>
        <div className="min-w-0 space-y-6">
          <CaseOutputs details={details} />
          <CaseTimeline details={details} />
        </div>
      </div>
    </>
  );
}
