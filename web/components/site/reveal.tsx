import type { ComponentProps } from "react";

/**
 * A block that fades in as it scrolls into view. Rendered visible: only the site script
 * (web/site-script/reveal.ts) hides the blocks still below the fold, so crawlers and visitors
 * without JavaScript or with reduced motion see everything (styles.css has the fade).
 */
export function Reveal(props: ComponentProps<"div">) {
  return <div data-reveal="visible" {...props} />;
}
