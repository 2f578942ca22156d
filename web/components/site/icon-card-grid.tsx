import type { IconCard } from "#core/content/types";
import { clsx } from "clsx";
import type { LucideIcon } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/card";
import { Reveal } from "./reveal";

/** The drawing of every icon a list of cards names: TypeScript refuses a map that misses one. */
export type IconsOf<T extends readonly { icon: string }[]> = Record<T[number]["icon"], LucideIcon>;

interface IconCardGridProps<N extends string> {
  items: readonly (IconCard & { icon: N })[];
  /** The page's own map, so the page ships only the icons its cards use. */
  icons: Record<N, LucideIcon>;
  /** Cards per row on a wide screen. */
  columns?: 3 | 4;
  className?: string;
}

/** Features, values, industries, "Why Choose": an icon, a title and a sentence each. */
export function IconCardGrid<N extends string>({ items, icons, columns = 3, className }: IconCardGridProps<N>) {
  return (
    <ul className={clsx("grid gap-6 sm:grid-cols-2", columns === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3", className)}>
      {items.map((item) => {
        const Icon: LucideIcon = icons[item.icon];
        return (
        <li key={item.title}>
          <Reveal className="h-full">
            <Card className="h-full transition-shadow hover:shadow-lg">
              <CardHeader>
                <span className="mb-2 flex size-12 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <CardTitle className="text-lg">{item.title}</CardTitle>
              </CardHeader>
              <CardContent>
                <CardDescription className="text-base leading-relaxed">{item.description}</CardDescription>
              </CardContent>
            </Card>
          </Reveal>
        </li>
        );
      })}
    </ul>
  );
}
