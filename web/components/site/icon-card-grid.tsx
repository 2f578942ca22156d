import type { IconCard } from "#core/content/types";
import { clsx } from "clsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/card";
import { Reveal } from "./reveal";
import { Icon } from "./icon";

interface IconCardGridProps {
  items: IconCard[];
  /** Cards per row on a wide screen. */
  columns?: 3 | 4;
  className?: string;
}

/** Features, values, industries, "Why Choose": an icon, a title and a sentence each. */
export function IconCardGrid({ items, columns = 3, className }: IconCardGridProps) {
  return (
    <ul className={clsx("grid gap-6 sm:grid-cols-2", columns === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3", className)}>
      {items.map((item) => (
        <li key={item.title}>
          <Reveal className="h-full">
            <Card className="h-full transition-shadow hover:shadow-lg">
              <CardHeader>
                <span className="mb-2 flex size-12 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <Icon name={item.icon} className="size-6" aria-hidden="true" />
                </span>
                <CardTitle className="text-lg">{item.title}</CardTitle>
              </CardHeader>
              <CardContent>
                <CardDescription className="text-base leading-relaxed">{item.description}</CardDescription>
              </CardContent>
            </Card>
          </Reveal>
        </li>
      ))}
    </ul>
  );
}
