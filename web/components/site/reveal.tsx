import { type ComponentProps, useEffect, useRef, useState } from "react";
import { clsx } from "clsx";

/** Content fades in once it comes within this many px of the viewport bottom (spec: 100 px). */
const REVEAL_OFFSET_PX = 100;

type Phase = "visible" | "waiting" | "revealed";

/**
 * Scroll-reveal that never hides content from the server HTML, crawlers, visitors without JS or
 * with reduced motion: everything renders visible, and only after hydration are blocks that are
 * still below the fold hidden, to fade in as they approach.
 */
export function Reveal({ className, ...props }: ComponentProps<"div">) {
  const ref = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>("visible");

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    if (el.getBoundingClientRect().top < window.innerHeight - REVEAL_OFFSET_PX) return;

    setPhase("waiting");
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setPhase("revealed");
        observer.disconnect();
      },
      { rootMargin: `0px 0px -${REVEAL_OFFSET_PX}px 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={ref}
      data-reveal={phase}
      className={clsx(
        phase !== "visible" && "transition-[opacity,translate] duration-700 ease-out",
        phase === "waiting" && "translate-y-6 opacity-0",
        className,
      )}
      {...props}
    />
  );
}
