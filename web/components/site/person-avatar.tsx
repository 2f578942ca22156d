import { UserRound } from "lucide-react";
import { cn } from "@/lib/utils";

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
  const shape = cn("size-12 shrink-0 rounded-full", className);
  if (photoUrl) return <img src={photoUrl} alt="" width={96} height={96} loading="lazy" decoding="async" className={cn(shape, "object-cover")} />;
  return (
    <span aria-hidden="true" className={cn(shape, "flex items-center justify-center bg-primary text-base font-semibold text-primary-foreground")}>
      {initialsOf(name) || <UserRound className="size-5" />}
    </span>
  );
}
