import { ArrowDown, ArrowUp, X } from "lucide-react";
import type { SiteLogo } from "#core/schemas/site-settings";
import { siteLogoUrl } from "#core/taxonomies/site-settings";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { AddLogoForm } from "./add-logo-form";
import type { SectionProps } from "./draft";

interface LogosSectionProps extends SectionProps {
  /** The stored version the form was opened on; an upload saves the next one. */
  version: number;
  /** Unsaved edits: an upload saves a version of its own, so they must be saved or discarded first. */
  dirty: boolean;
  onUploaded: () => void;
}

/** The "Trusted by" strip: the logos staff uploaded, in order; without any, the home page shows the placeholders. */
export function LogosSection({ draft, errors, set, version, dirty, onUploaded }: LogosSectionProps) {
  const setLogo = (index: number, logo: Partial<SiteLogo>) => set("logos", draft.logos.map((l, i) => (i === index ? { ...l, ...logo } : l)));
  const move = (index: number, by: number) => {
    const logos = [...draft.logos];
    const [logo] = logos.splice(index, 1);
    logos.splice(index + by, 0, logo);
    set("logos", logos);
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Trusted by logos</CardTitle>
        <CardDescription>
          Logos of clients who agreed to be named. Until one is added, the home page shows the placeholders Client 1 to Client 6.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {draft.logos.length === 0 ? <p className="text-sm text-muted-foreground">No logos yet: the home page shows the placeholders.</p> : null}
        <ul className="space-y-3">
          {draft.logos.map((logo, index) => (
            <li key={logo.key} className="grid items-end gap-3 rounded-md border p-3 sm:grid-cols-[6rem_1fr_1fr_auto]">
              <img
                src={siteLogoUrl(logo.key)}
                alt=""
                className="h-12 w-24 rounded border bg-white object-contain p-1"
              />
              <FormField label="Description (alt text)" error={errors[`logos.${index}.alt`]} required>
                <Input value={logo.alt} onChange={(e) => setLogo(index, { alt: e.target.value })} />
              </FormField>
              <FormField label="Link" error={errors[`logos.${index}.href`]} hint="Optional, https://…">
                <Input type="url" value={logo.href} onChange={(e) => setLogo(index, { href: e.target.value })} />
              </FormField>
              <div className="flex gap-1">
                <Button type="button" variant="ghost" size="icon" aria-label={`Move ${logo.alt || "logo"} earlier`} disabled={index === 0} onClick={() => move(index, -1)}>
                  <ArrowUp aria-hidden />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Move ${logo.alt || "logo"} later`}
                  disabled={index === draft.logos.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <ArrowDown aria-hidden />
                </Button>
                <Button type="button" variant="ghost" size="icon" aria-label={`Remove ${logo.alt || "logo"}`} onClick={() => set("logos", draft.logos.filter((_, i) => i !== index))}>
                  <X aria-hidden />
                </Button>
              </div>
            </li>
          ))}
        </ul>
        <AddLogoForm version={version} dirty={dirty} full={draft.logos.length} onUploaded={onUploaded} />
      </CardContent>
    </Card>
  );
}
