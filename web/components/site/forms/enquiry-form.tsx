import { enquiryForm } from "#core/schemas/inquiry";
import type { Service } from "#core/content/types";
import { InquiryForm } from "./inquiry-form";
import { useInquiryForm } from "./use-inquiry-form";

/** The enquiry form of a service detail page; the service's benefits are the options. */
export function EnquiryForm({ service }: { service: Pick<Service, "id" | "title" | "benefits"> }) {
  const form = useInquiryForm("service_enquiry", enquiryForm, { service: service.id });
  return (
    <InquiryForm
      form={form}
      serviceTitle={service.title}
      options={service.benefits}
      submitLabel="Submit Inquiry"
      messagePlaceholder="Tell us a little about your business and what you need."
    />
  );
}
