import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";

/**
 * "Export CSV" for a list's page header: a download of what the current search and filters match
 * (the href from the list's `exportHref`). Lists show it only when they hold something.
 */
export function ExportButton({ href }: { href: string }) {
  return (
    <Button variant="outline" asChild>
      <a href={href} download>
        <Download aria-hidden /> Export CSV
      </a>
    </Button>
  );
}
