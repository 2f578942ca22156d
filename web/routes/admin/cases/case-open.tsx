import { type FormEvent, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { services } from "#core/content/services";
import { subServices } from "#core/content/sub-services";
import { languageNames, locales, type Locale } from "#core/i18n/locale";
import { type ServiceId, serviceIds } from "#core/taxonomies/services";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { apiError } from "@/lib/api-error";
import { PageHeader } from "../components/page-header";
import { useNewCaseOptions, useOpenCase } from "./case-data";

const subServicesOf = (serviceId: ServiceId) => subServices[serviceId] as readonly { id: string; title: string }[];

/**
 * Opening a case: from a won lead (`?inquiry=<id>`, the client's details are the lead's, the
 * sub-service prefilled from its quote) or directly, for a client who came another way.
 */
export function Component() {
  const [params] = useSearchParams();
  const inquiry = /^[1-9]\d*$/.test(params.get("inquiry") ?? "") ? Number(params.get("inquiry")) : null;
  const options = useNewCaseOptions(inquiry);
  const navigate = useNavigate();
  const open = useOpenCase((id) => navigate(`/admin/cases/${id}`));
  const suggested = options.data?.suggested;
  const [chosen, setChosen] = useState<{ serviceId: ServiceId; subServiceId: string } | null>(null);
  const service = chosen ?? suggested ?? { serviceId: serviceIds[0], subServiceId: subServicesOf(serviceIds[0])[0]!.id };
  const [client, setClient] = useState({ clientName: "", clientPhone: "", clientEmail: "", language: "en" as Locale });
  const [period, setPeriod] = useState("");
  const [assigneeId, setAssigneeId] = useState("");
  const [dueOn, setDueOn] = useState("");
  const fieldErrors = (open.error ? apiError(open.error).fieldErrors : undefined) ?? {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    open.mutate({
      inquiryId: inquiry,
      ...(inquiry ? {} : { clientName: client.clientName, clientPhone: client.clientPhone || null, clientEmail: client.clientEmail || null, language: client.language }),
      serviceId: service.serviceId,
      subServiceId: service.subServiceId,
      period: period || null,
      assigneeId: assigneeId ? Number(assigneeId) : null,
      dueOn: dueOn || null,
    });
  };

  return (
    <>
      <PageHeader
        title="Open a Case"
        description={inquiry ? "The client's name, phone, email and language come from the won lead." : "For a client who came by phone, referral or walk-in: their details, then the service."}
      />
      <Card className="max-w-2xl">
        <CardContent className="pt-6">
          <form onSubmit={submit} className="space-y-4" noValidate>
            {inquiry ? (
              <p className="text-sm">
                From <Link to={`/admin/inquiries?inquiry=${inquiry}`} className="text-primary underline-offset-4 hover:underline">inquiry #{inquiry}</Link>.
              </p>
            ) : (
              <>
                <FormField label="Client's name" required error={fieldErrors.clientName}>
                  <Input value={client.clientName} onChange={(e) => setClient({ ...client, clientName: e.target.value })} autoComplete="off" />
                </FormField>
                <div className="grid gap-4 sm:grid-cols-2">
                  <FormField label="Phone" error={fieldErrors.clientPhone} hint="A phone number or an email address.">
                    <Input type="tel" value={client.clientPhone} onChange={(e) => setClient({ ...client, clientPhone: e.target.value })} />
                  </FormField>
                  <FormField label="Email" error={fieldErrors.clientEmail}>
                    <Input type="email" value={client.clientEmail} onChange={(e) => setClient({ ...client, clientEmail: e.target.value })} />
                  </FormField>
                </div>
                <FormField label="Client's language" hint="The checklist and steps are written in it.">
                  <Select value={client.language} onChange={(e) => setClient({ ...client, language: e.target.value as Locale })}>
                    {locales.map((locale) => (
                      <option key={locale} value={locale}>
                        {languageNames[locale]}
                      </option>
                    ))}
                  </Select>
                </FormField>
              </>
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label="Service line">
                <Select
                  value={service.serviceId}
                  onChange={(e) => {
                    const serviceId = e.target.value as ServiceId;
                    setChosen({ serviceId, subServiceId: subServicesOf(serviceId)[0]!.id });
                  }}
                >
                  {services.map((line) => (
                    <option key={line.id} value={line.id}>
                      {line.title}
                    </option>
                  ))}
                </Select>
              </FormField>
              <FormField label="Service" error={fieldErrors.subServiceId}>
                <Select value={service.subServiceId} onChange={(e) => setChosen({ serviceId: service.serviceId, subServiceId: e.target.value })}>
                  {subServicesOf(service.serviceId).map((sub) => (
                    <option key={sub.id} value={sub.id}>
                      {sub.title}
                    </option>
                  ))}
                </Select>
              </FormField>
            </div>
            <FormField label="Period" hint="For a recurring filing only (a GST return, an ITR): one case per period, such as Nov 2026 or FY 2026-27." error={fieldErrors.period}>
              <Input value={period} onChange={(e) => setPeriod(e.target.value)} placeholder="Nov 2026" />
            </FormField>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label="Assigned to" hint="Left as it is: whoever has the lead, else you." error={fieldErrors.assigneeId}>
                <Select value={assigneeId} onChange={(e) => setAssigneeId(e.target.value)}>
                  <option value="">Whoever has the lead</option>
                  {options.data?.staff.map((colleague) => (
                    <option key={colleague.id} value={colleague.id}>
                      {colleague.name}
                    </option>
                  ))}
                </Select>
              </FormField>
              <FormField label="Due date" error={fieldErrors.dueOn}>
                <Input type="date" value={dueOn} onChange={(e) => setDueOn(e.target.value)} />
              </FormField>
            </div>
            <div className="flex gap-2">
              <Button type="submit" disabled={open.isPending || options.isPending}>
                {open.isPending ? "Opening…" : "Open case"}
              </Button>
              <Button type="button" variant="outline" asChild>
                <Link to="/admin/cases">Cancel</Link>
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </>
  );
}
