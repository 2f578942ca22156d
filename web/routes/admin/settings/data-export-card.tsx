import { Download, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { apiError, failureText } from "@/lib/api-error";
import { downloadDataExport, type SavedExport } from "../data/data-export";

type Progress = { step: "idle" } | { step: "preparing" } | { step: "receiving"; bytes: number } | { step: "saved"; saved: SavedExport };

/** "3.4 MB", "820 KB": what a download manager shows. */
function size(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function status(progress: Progress): string {
  switch (progress.step) {
    case "idle":
      return "";
    case "preparing":
      return "Preparing the archive…";
    case "receiving":
      return `Downloading… ${size(progress.bytes)} so far.`;
    case "saved":
      return `Saved ${progress.saved.name} (${size(progress.saved.bytes)}) to your downloads. Keep it somewhere only you can open.`;
  }
}

/**
 * Settings → Export all data, the owner's alone (`dataExport`): every business record the site
 * keeps, in one ZIP archive of spreadsheets and data files with a README (worker/data-export/).
 * The server asks the owner to confirm it is them first, and records the export in Activity.
 */
export function DataExportCard() {
  const [progress, setProgress] = useState<Progress>({ step: "idle" });
  const busy = progress.step === "preparing" || progress.step === "receiving";

  async function start() {
    setProgress({ step: "preparing" });
    try {
      const saved = await downloadDataExport((bytes) => setProgress({ step: "receiving", bytes }));
      setProgress({ step: "saved", saved });
    } catch (err) {
      setProgress({ step: "idle" });
      toast.error("The data was not exported", { description: failureText(apiError(err), "The download stopped before it was complete. Please try again.") });
    }
  }

  return (
    <Card role="region" aria-labelledby="data-export-title">
      <CardHeader>
        <CardTitle id="data-export-title">Export all data</CardTitle>
        <CardDescription>
          Your own copy of everything the website and the admin keep: inquiries with their replies and notes, blog posts, job listings, the team,
          newsletter subscribers, the staff list, site settings and the activity log.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
          <li>One ZIP file: each kind of record as a spreadsheet (CSV, for Excel or Google Sheets) and as data (JSON), a list of the stored photos and résumés, and a README that explains every file.</li>
          <li>Passwords, passkeys, authenticator secrets and other sign-in material are never included.</li>
          <li>You will be asked to confirm it is you, and the export is recorded in Activity.</li>
          <li>It holds clients' personal data: keep it on an encrypted drive or in a folder only you can open, and delete copies you no longer need.</li>
        </ul>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="button" onClick={() => void start()} disabled={busy}>
            <Download aria-hidden /> {busy ? "Exporting..." : "Export all data"}
          </Button>
          <p role="status" aria-live="polite" className="flex items-center gap-2 text-muted-foreground">
            {progress.step === "saved" ? <ShieldCheck className="size-4 shrink-0 text-success" aria-hidden /> : null}
            {status(progress)}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
