import { UserRound } from "@/components/site/icons";
import { clsx } from "clsx";

/** "Ananya Sharma" → "AS". */
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join("");

/**
 * A person's photo, or their initials without one. Decorative: their name is always written
 * beside it, so a screen reader does not hear it twice.
 */
export function PersonAvatar({ name, photoUrl, className }: { name: string; photoUrl?: string | null; className?: string }) {
  // `className` replaces the default size and initials' text size rather than competing with them.
  const shape = clsx("shrink-0 rounded-full", className ?? "size-12 text-base");
  if (photoUrl) return <img src={photoUrl} alt="" width={96} height={96} loading="lazy" decoding="async" className={clsx(shape, "object-cover")} />;
  return (
    <span aria-hidden="true" className={clsx(shape, "flex items-center justify-center bg-primary font-semibold text-primary-foreground")}>
      {initialsOf(name) || <UserRound className="size-5" />}
    </span>
  );
}
