import { CheckCircle2, Circle } from "lucide-react";
import { type FormEvent, useState } from "react";
import { formatDate } from "#core/format/date";
import { indiaToday } from "#core/format/india-time";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiError } from "@/lib/api-error";
import { FilePreview } from "./case-checklist";
import { type CaseDetails, type CaseStep, useSetStep } from "./case-data";
import { EditorActions } from "./editor-actions";

function DoneForm({ caseId, step, onDone }: { caseId: number; step: CaseStep; onDone: () => void }) {
  const save = useSetStep(caseId);
  const [doneOn, setDoneOn] = useState(indiaToday());
  const [reference, setReference] = useState("");
  const [note, setNote] = useState("");
  const errors = save.error ? apiError(save.error).fieldErrors : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ stepId: step.id, done: true, doneOn, reference: reference || null, note: note || null }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} className="mt-2 grid gap-2 sm:grid-cols-3 sm:items-end" noValidate>
      <FormField label="Done on" error={errors.doneOn}>
        <Input type="date" value={doneOn} onChange={(e) => setDoneOn(e.target.value)} />
      </FormField>
      <FormField label="Reference" hint="ARN, SRN or acknowledgement no." error={errors.reference}>
        <Input value={reference} onChange={(e) => setReference(e.target.value)} />
      </FormField>
      <FormField label="Note" error={errors.note}>
        <Input value={note} onChange={(e) => setNote(e.target.value)} />
      </FormField>
      <EditorActions label="Save step" pending={save.isPending} onCancel={onDone} className="sm:col-span-3" />
    </form>
  );
}

function StepRow({ details, step }: { details: CaseDetails; step: CaseStep }) {
  const [ticking, setTicking] = useState(false);
  const undo = useSetStep(details.id);
  const outputs = details.files.filter((file) => file.role === "output" && file.stepId === step.id);
  const done = step.doneOn !== null;
  return (
    <li className="flex flex-wrap gap-x-3 gap-y-2 py-3" data-testid="case-step">
      {done ? <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-700" aria-label="Done" /> : <Circle className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-label="Not done" />}
      <div className="min-w-0 flex-1 basis-[calc(100%-2rem)] space-y-1 sm:basis-0">
        <p className={done ? "text-muted-foreground" : "font-medium"}>
          <span className="mr-1 tabular-nums">{step.position}.</span>
          {step.label}
        </p>
        {done ? (
          <p className="text-sm">
            Done {formatDate(step.doneOn!)}
            {step.reference ? (
              <>
                {" "}
                · Ref. <span className="font-mono">{step.reference}</span>
              </>
            ) : null}
            {step.note ? <span className="text-muted-foreground"> · {step.note}</span> : null}
          </p>
        ) : null}
        {outputs.length > 0 ? (
          <div className="flex flex-wrap gap-2">
            {outputs.map((file) => (
              <FilePreview key={file.id} caseId={details.id} file={file} />
            ))}
          </div>
        ) : null}
        {ticking ? <DoneForm caseId={details.id} step={step} onDone={() => setTicking(false)} /> : null}
      </div>
      {!ticking ? (
        <div className="ml-8 sm:ml-0">
        {done ? (
          <Button type="button" size="sm" variant="ghost" onClick={() => undo.mutate({ stepId: step.id, done: false, doneOn: null, reference: null, note: null })} disabled={undo.isPending}>
            Undo<span className="sr-only"> step {step.position}</span>
          </Button>
        ) : (
          <Button type="button" size="sm" variant="outline" onClick={() => setTicking(true)}>
            Mark done<span className="sr-only"> step {step.position}</span>
          </Button>
        )}
        </div>
      ) : null}
    </li>
  );
}

/** The work's steps, from the sub-service's page: each ticked off with its day, reference and note. */
export function CaseSteps({ details }: { details: CaseDetails }) {
  const done = details.steps.filter((step) => step.doneOn !== null).length;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Steps</CardTitle>
        <CardDescription>
          {done} of {details.steps.length} done.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="divide-y">
          {details.steps.map((step) => (
            <StepRow key={step.id} details={details} step={step} />
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
