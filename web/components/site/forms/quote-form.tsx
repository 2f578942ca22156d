import { quoteForm } from "#core/schemas/inquiry";
import type { ServiceLine } from "#core/content/service-lines";
import type { SubService } from "#core/content/types";
import { InquiryForm } from "./inquiry-form";
import { useInquiryForm } from "./use-inquiry-form";

interface QuoteFormProps {
  service: Pick<ServiceLine, "id">;
  subService: Pick<SubService, "id" | "title" | "features">;
  /** The message the form starts with (a free tool's figures, from the page's address), already made plain. */
  initialMessage?: string;
}

/** The quote form of a sub-service page: prefilled with the sub-service, its features as options. */
export function QuoteForm({ service, subService, initialMessage = "" }: QuoteFormProps) {
  const form = useInquiryForm("quote", quoteForm, { service: service.id, subService: subService.id }, initialMessage ? { message: initialMessage } : undefined);
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
