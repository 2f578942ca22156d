import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { ACCEPTED_FILES, FilePreview } from "./case-checklist";
import { type CaseDetails, useUploadOutput } from "./case-data";

/** What the firm sends back (a certificate, a filed return's acknowledgement), for one step or the whole case. */
export function CaseOutputs({ details }: { details: CaseDetails }) {
  const upload = useUploadOutput(details.id);
  const [stepId, setStepId] = useState("");
  const outputs = details.files.filter((file) => file.role === "output");
  const stepOf = (id: number | null) => details.steps.find((step) => step.id === id);
  return (
    <Card>
      <CardHeader>
        <CardTitle>What We Send Back</CardTitle>
        <CardDescription>Certificates, acknowledgements and reports for the client to download.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {outputs.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing attached yet.</p>
        ) : (
          <ul className="space-y-2">
            {outputs.map((file) => (
              <li key={file.id} className="flex flex-wrap items-center gap-2 text-sm" data-testid="case-output">
                <FilePreview caseId={details.id} file={file} />
                <span className="text-muted-foreground">{file.stepId ? `Step ${stepOf(file.stepId)?.position ?? ""}` : "The whole case"}</span>
              </li>
            ))}
          </ul>
        )}
        <div className="grid gap-2 border-t pt-4 sm:grid-cols-[1fr_auto] sm:items-end">
          <FormField label="For">
            <Select value={stepId} onChange={(e) => setStepId(e.target.value)}>
              <option value="">The whole case</option>
              {details.steps.map((step) => (
                <option key={step.id} value={step.id}>
                  Step {step.position}: {step.label.length > 70 ? `${step.label.slice(0, 70)}…` : step.label}
                </option>
              ))}
            </Select>
          </FormField>
          <Button type="button" variant="outline" asChild>
            <label htmlFor="output-file" className="cursor-pointer">
              {upload.isPending ? "Uploading…" : "Attach output"}
            </label>
          </Button>
          <input
            id="output-file"
            type="file"
            accept={ACCEPTED_FILES}
            className="sr-only"
            aria-label="Attach an output file"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) upload.mutate({ stepId: stepId ? Number(stepId) : null, file });
              e.target.value = "";
            }}
          />
        </div>
      </CardContent>
    </Card>
  );
}
