import { Search } from "@/components/site/icons";
import { useId } from "react";
import { cn } from "../../lib/utils";
import { useChromeCopy } from "@/lib/chrome";
import { useLocale } from "@/lib/locale";
import { localizedHref } from "#core/site/hindi-pages";

interface SiteSearchFormProps {
  /** Names the search landmark, e.g. "Site search"; several on one page need different names. */
  label: string;
  defaultValue?: string;
  placeholder?: string;
  /** Marks the header's inputs, which "/" focuses. */
  headerInput?: boolean;
  className?: string;
  inputClassName?: string;
  buttonClassName?: string;
}

/** A plain GET form to /search (/hi/search on a Hindi page): the results page is a page like any other, cached at the edge. */
export function SiteSearchForm({ label, defaultValue, placeholder, headerInput, className, inputClassName, buttonClassName }: SiteSearchFormProps) {
  const inputId = useId();
  const copy = useChromeCopy().search;
  const action = localizedHref(useLocale(), "/search");
  return (
    <form role="search" aria-label={label} action={action} method="get" className={cn("relative", className)}>
      <label htmlFor={inputId} className="sr-only">
        {copy.searchTheSite}
      </label>
      <input
        id={inputId}
        type="search"
        name="q"
        defaultValue={defaultValue}
        placeholder={placeholder ?? copy.placeholder}
        autoComplete="off"
        enterKeyHint="search"
        data-header-search={headerInput || undefined}
        className={cn(
          "h-11 w-full rounded-md border border-input bg-white pr-11 pl-3 md:h-10 md:pr-10 text-base text-slate-900 placeholder:text-slate-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:text-sm [&::-webkit-search-cancel-button]:hidden",
          inputClassName,
        )}
      />
      <button
        type="submit"
        aria-label={copy.submit}
        className={cn(
          "absolute inset-y-0 right-0 inline-flex w-11 items-center md:w-10 justify-center rounded-r-md text-slate-600 hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
          buttonClassName,
        )}
      >
        <Search className="size-4" aria-hidden="true" />
      </button>
    </form>
  );
}
