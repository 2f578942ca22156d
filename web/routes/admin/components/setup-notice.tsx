import type { LucideIcon } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

interface SetupNoticeProps {
  title: string;
  icon?: LucideIcon;
  /** What being off means for the staff, and which setting turns it on. */
  children: ReactNode;
}

/**
 * A part of the admin that stays off until the deployment is configured (mail, for one). A named
 * region, so it is found and read first.
 */
export function SetupNotice({ title, icon: Icon, children }: SetupNoticeProps) {
  const id = useId();
  return (
    <Card role="region" aria-labelledby={id} className="mb-6 border-amber-300 bg-amber-50">
      <CardHeader>
        <CardTitle id={id} className="flex items-center gap-2">
          {Icon ? <Icon className="size-5" aria-hidden /> : null}
          {title}
        </CardTitle>
        <CardDescription className="text-foreground">{children}</CardDescription>
      </CardHeader>
    </Card>
  );
}
