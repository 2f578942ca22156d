import { formText } from "#core/schemas/form-text";
import { useLocale } from "./locale";

/** The schemas' labels and messages in the page's language (core/schemas/form-text.ts). */
export function useFormText(): (english: string) => string {
  const locale = useLocale();
  return (english) => formText(locale, english);
}
