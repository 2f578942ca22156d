import { enquiryForm } from "#core/schemas/inquiry";
import type { Service } from "#core/content/types";
import * as inquiryEn from "#core/content/inquiry-form";
import * as inquiryHi from "#core/content/hi/inquiry-form";
import { useContent } from "@/lib/locale";
import { InquiryForm } from "./inquiry-form";
import { useInquiryForm } from "./use-inquiry-form";

/** The enquiry form of a service detail page; the service's benefits are the options. */
export function EnquiryForm({ service }: { service: Pick<Service, "id" | "title" | "benefits"> }) {
  const form = useInquiryForm("service_enquiry", enquiryForm, { service: service.id });
  const { enquiry } = useContent({ en: inquiryEn, hi: inquiryHi }).inquiryFormCopy;
  return (
    <InquiryForm
      form={form}
      serviceTitle={service.title}
      options={service.benefits}
      submitLabel={enquiry.submit}
      messagePlaceholder={enquiry.placeholder}
    />
  );
}
