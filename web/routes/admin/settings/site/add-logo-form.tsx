import { Upload } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import * as v from "valibot";
import { MAX_LOGOS } from "#core/taxonomies/site-settings";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useForm } from "@/lib/use-form";
import { uploadSiteLogo } from "../../data/site-settings";

interface AddLogoFormProps {
  version: number;
  dirty: boolean;
  /** How many logos the strip holds now. */
  full: number;
  onUploaded: () => void;
}

/** Only the file is checked here; the API checks the rest and answers at the fields. */
const logoSchema = v.object({ file: v.file("Choose the logo's image file."), alt: v.string(), href: v.string() });

/**
 * Uploads a logo with its alt text and optional link. It goes live at once, as a version of the
 * settings of its own (so the history can take it back), which is why unsaved edits come first.
 */
export function AddLogoForm({ version, dirty, full, onUploaded }: AddLogoFormProps) {
  // The file input is not controlled: a new key empties it after an upload.
  const [inputKey, setInputKey] = useState(0);
  const form = useForm({
    schema: logoSchema,
    initial: { file: null as File | null, alt: "", href: "" },
    submit: (logo) => uploadSiteLogo({ ...logo, baseVersion: version }),
    onSuccess: () => {
      toast.success("Logo added", { description: "It shows on the home page now." });
      form.reset();
      setInputKey((k) => k + 1);
      onUploaded();
    },
    onFailure: (failure) => void toast.error("The logo was not added", failure.message ? { description: failure.message } : undefined),
  });
  const { errors } = form;

  if (full >= MAX_LOGOS) return <p className="text-sm text-muted-foreground">The strip holds up to {MAX_LOGOS} logos. Remove one to add another.</p>;
  return (
    // A form of its own, next to (not inside) the settings form.
    <form {...form.form} className="space-y-3 rounded-md border border-dashed p-3" aria-label="Add a logo">
      <p className="font-medium">Add a logo</p>
      {dirty ? <p className="text-sm text-muted-foreground">Save or discard your changes above first: adding a logo saves the settings.</p> : null}
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField label="Image" error={errors.file} required hint="PNG, JPEG, WebP or GIF, up to 5 MB">
          <Input key={inputKey} type="file" accept="image/png,image/jpeg,image/webp,image/gif" onChange={(e) => form.setField("file", e.target.files?.[0] ?? null)} />
        </FormField>
        <FormField label="Description (alt text)" error={errors.alt} required hint="Usually the company's name">
          <Input {...form.text("alt")} />
        </FormField>
        <FormField label="Link" error={errors.href} hint="Optional, https://…">
          <Input type="url" {...form.text("href")} />
        </FormField>
      </div>
      <Button type="submit" variant="secondary" disabled={form.submitting || dirty}>
        <Upload aria-hidden /> {form.submitting ? "Uploading..." : "Upload logo"}
      </Button>
    </form>
  );
}
