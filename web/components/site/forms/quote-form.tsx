import { quoteForm } from "#core/schemas/inquiry";
import type { ServiceLine } from "#core/content/service-lines";
import type { SubService } from "#core/content/types";
import { InquiryForm } from "./inquiry-form";
import { useInquiryForm } from "./use-inquiry-form";

/** The quote form of a sub-service page: prefilled with the sub-service, its features as options. */
export function QuoteForm({ service, subService }: { service: Pick<ServiceLine, "id">; subService: Pick<SubService, "id" | "title" | "features"> }) {
  const form = useInquiryForm("quote", quoteForm, { service: service.id, subService: subService.id });
  return (
    <InquiryForm
      form={form}
      serviceTitle={subService.title}
      showServiceField
      options={subService.features}
      submitLabel="Request a Quote"
      messagePlaceholder="Anything we should know: timelines, entity type, volumes."
    />
  );
}
