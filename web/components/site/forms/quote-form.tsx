import { quoteForm } from "#core/schemas/inquiry";
import type { ServiceLine } from "#core/content/service-lines";
import type { SubService } from "#core/content/types";
import * as inquiryEn from "#core/content/inquiry-form";
import * as inquiryHi from "#core/content/hi/inquiry-form";
import { useContent } from "@/lib/locale";
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
  const { quote } = useContent({ en: inquiryEn, hi: inquiryHi }).inquiryFormCopy;
  return (
    <InquiryForm
      form={form}
      serviceTitle={subService.title}
      showServiceField
      options={subService.features}
      submitLabel={quote.submit}
      messagePlaceholder={quote.placeholder}
    />
  );
}
