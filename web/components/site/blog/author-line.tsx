import { UserRound } from "lucide-react";

/** Every article is credited to its author with the role "Content Writer". */
export const AUTHOR_ROLE = "Content Writer";

export function AuthorAvatar({ name }: { name: string }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join("");
  return (
    <span
      aria-hidden="true"
      className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-base font-semibold text-primary-foreground"
    >
      {initials || <UserRound className="size-5" />}
    </span>
  );
}

/** The byline under an article's title. */
export function AuthorLine({ name }: { name: string }) {
  return (
    <div className="flex items-center gap-3">
      <AuthorAvatar name={name} />
      <div>
        <p className="font-semibold text-foreground">{name}</p>
        <p className="text-sm text-muted-foreground">{AUTHOR_ROLE}</p>
      </div>
    </div>
  );
}
