import type { ComponentProps } from "react";

/** A link that leaves the site: always a new tab, never handing our window to the opened page. */
export function ExternalLink({ children, ...props }: Omit<ComponentProps<"a">, "target" | "rel">) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
    </a>
  );
}
