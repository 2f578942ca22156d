import { enquirySchema } from "#core/schemas/inquiry";
import type { Service } from "#core/content/types";
import { InquiryForm } from "./inquiry-form";
import { useInquiryForm } from "./use-inquiry-form";

/** The enquiry form of a service detail page; the service's benefits are the options. */
export function EnquiryForm({ service }: { service: Service }) {
  const form = useInquiryForm("service_enquiry", enquirySchema, (values) => ({ type: "service_enquiry", service: service.id, ...values }));
  return (
    <InquiryForm
      form={form}
      serviceTitle={service.title}
      hidden={{ service: service.id }}
      optionsLegend="Which services are you interested in?"
      options={service.benefits}
      submitLabel="Submit Inquiry"
      messagePlaceholder="Tell us a little about your business and what you need."
    />
  );
}
