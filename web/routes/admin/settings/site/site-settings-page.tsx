import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link } from "react-router-dom";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { apiError } from "@/lib/api-error";
import { PageHeader } from "../../components/page-header";
import { UnsavedChangesGuard } from "../../components/unsaved-changes-guard";
import { useAdminMutation } from "../../data/mutation";
import { restoreSiteSettings, saveSiteSettings, type SiteSettingsOverview, siteSettingsQuery } from "../../data/site-settings";
import { useLoadFailureToast } from "../../data/use-load-failure-toast";
import { ContactSection } from "./contact-section";
import { checkDraft, type SetDraft, type SiteSettingsDraft, toDraft, withoutPrefix } from "./draft";
import { FiguresSection } from "./figures-section";
import { HindiSection } from "./hindi-section";
import { HistoryCard } from "./history-card";
import { HoursSection } from "./hours-section";
import { LinksSection } from "./links-section";
import { LogosSection } from "./logos-section";

const FORM_ID = "site-settings-form";

/** Focuses the first field showing a message, once the messages are on screen. */
const focusFirstError = () => requestAnimationFrame(() => document.querySelector<HTMLElement>(`[aria-invalid="true"]`)?.focus());

function SiteSettingsEditor({ data }: { data: SiteSettingsOverview }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<SiteSettingsDraft>(() => toDraft(data.settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const dirty = JSON.stringify(draft) !== JSON.stringify(toDraft(data.settings));
  const refresh = () => queryClient.invalidateQueries({ queryKey: siteSettingsQuery.queryKey });

  const set: SetDraft = (key, value) => {
    setDraft((d) => ({ ...d, [key]: value }));
    // A message goes once its section is edited again; the next save checks everything anew.
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([path]) => path !== key && !path.startsWith(`${key}.`))));
  };

  const save = useAdminMutation({
    mutationFn: (settings: Parameters<typeof saveSiteSettings>[1]) => saveSiteSettings(data.version, settings),
    invalidates: [siteSettingsQuery.queryKey],
    success: () => "Site settings saved. The website shows them now.",
    failure: "The site settings were not saved",
    onSuccess: () => setErrors({}),
  });
  const restore = useAdminMutation({
    mutationFn: (version: number) => restoreSiteSettings(version, data.version),
    invalidates: [siteSettingsQuery.queryKey],
    success: (_, version) => `Version ${version} restored. The website shows it now.`,
    failure: "The version was not restored",
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    const checked = checkDraft(draft);
    if (checked.errors) {
      setErrors(checked.errors);
      toast.error("Please correct the highlighted fields.");
      focusFirstError();
      return;
    }
    save.mutate(checked.settings, {
      onError: (err) => {
        setErrors(withoutPrefix(apiError(err).fieldErrors));
        focusFirstError();
      },
    });
  }

  const props = { draft, errors, set };
  return (
    <div className="space-y-6">
      <UnsavedChangesGuard dirty={dirty} />
      <form id={FORM_ID} onSubmit={submit} noValidate className="space-y-6">
        <ContactSection {...props} />
        <HoursSection {...props} />
        <FiguresSection {...props} />
        <LinksSection {...props} />
        <HindiSection {...props} />
      </form>
      <LogosSection {...props} version={data.version} dirty={dirty} onUploaded={() => void refresh()} />
      <div className="sticky bottom-0 z-10 flex flex-wrap items-center gap-3 border-t bg-background/95 py-4 backdrop-blur">
        <Button type="submit" form={FORM_ID} disabled={save.isPending || !dirty}>
          {save.isPending ? "Saving..." : "Save changes"}
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={!dirty || save.isPending}
          onClick={() => {
            setDraft(toDraft(data.settings));
            setErrors({});
          }}
        >
          Discard changes
        </Button>
        <p className="text-sm text-muted-foreground">{dirty ? "You have unsaved changes." : `Version ${data.version} is live.`}</p>
      </div>
      <HistoryCard history={data.history} current={data.version} busy={restore.isPending || dirty} onRestore={(version) => restore.mutate(version)} />
    </div>
  );
}

/** Settings → Site: the contact details, hours, figures, logos and links every public page shows. */
export function Component() {
  const query = useQuery(siteSettingsQuery);
  useLoadFailureToast(query.isError, "Failed to load the site settings");
  return (
    <>
      <PageHeader
        title="Site settings"
        description="Contact details, business hours, figures, logos and links, as every page of the website shows them."
        actions={
          <Button asChild variant="outline">
            <Link to="/admin/settings">
              <ArrowLeft aria-hidden /> Settings
            </Link>
          </Button>
        }
      />
      {/* A new version (a save, a restore, a logo) starts the form afresh from what is live. */}
      {query.data ? <SiteSettingsEditor key={query.data.version} data={query.data} /> : null}
    </>
  );
}
