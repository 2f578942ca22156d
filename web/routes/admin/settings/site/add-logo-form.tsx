import { Upload } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { MAX_LOGOS } from "#core/taxonomies/site-settings";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiError } from "@/lib/api-error";
import { uploadSiteLogo } from "../../data/site-settings";

interface AddLogoFormProps {
  version: number;
  dirty: boolean;
  /** How many logos the strip holds now. */
  full: number;
  onUploaded: () => void;
}

/**
 * Uploads a logo with its alt text and optional link. It goes live at once, as a version of the
 * settings of its own (so the history can take it back), which is why unsaved edits come first.
 */
export function AddLogoForm({ version, dirty, full, onUploaded }: AddLogoFormProps) {
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState("");
  const [href, setHref] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [inputKey, setInputKey] = useState(0);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!file) return setErrors({ file: "Choose the logo's image file." });
    setBusy(true);
    try {
      await uploadSiteLogo({ file, alt, href, baseVersion: version });
      toast.success("Logo added", { description: "It shows on the home page now." });
      setFile(null);
      setAlt("");
      setHref("");
      setErrors({});
      setInputKey((k) => k + 1);
      onUploaded();
    } catch (err) {
      const failure = apiError(err);
      setErrors(failure.fieldErrors);
      toast.error("The logo was not added", failure.message ? { description: failure.message } : undefined);
    } finally {
      setBusy(false);
    }
  }

  if (full >= MAX_LOGOS) return <p className="text-sm text-muted-foreground">The strip holds up to {MAX_LOGOS} logos. Remove one to add another.</p>;
  return (
    // A form of its own, next to (not inside) the settings form.
    <form onSubmit={(e) => void submit(e)} className="space-y-3 rounded-md border border-dashed p-3" aria-label="Add a logo">
      <p className="font-medium">Add a logo</p>
      {dirty ? <p className="text-sm text-muted-foreground">Save or discard your changes above first: adding a logo saves the settings.</p> : null}
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField label="Image" error={errors.file} required hint="PNG, JPEG, WebP or GIF, up to 5 MB">
          <Input key={inputKey} type="file" accept="image/png,image/jpeg,image/webp,image/gif" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </FormField>
        <FormField label="Description (alt text)" error={errors.alt} required hint="Usually the company's name">
          <Input value={alt} onChange={(e) => setAlt(e.target.value)} />
        </FormField>
        <FormField label="Link" error={errors.href} hint="Optional, https://…">
          <Input type="url" value={href} onChange={(e) => setHref(e.target.value)} />
        </FormField>
      </div>
      <Button type="submit" variant="secondary" disabled={busy || dirty}>
        <Upload aria-hidden /> {busy ? "Uploading..." : "Upload logo"}
      </Button>
    </form>
  );
}
