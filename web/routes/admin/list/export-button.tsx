import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useCan } from "../data/session";

/**
 * "Export CSV" for a list's page header: a download of what the current search and filters match
 * (the href from the list's `exportHref`). Lists show it only when they hold something, and only
 * to the roles that may take personal data out of the admin (owner and managers).
 */
export function ExportButton({ href }: { href: string }) {
  if (!useCan()("exports")) return null;
  return (
    <Button variant="outline" asChild>
      <a href={href} download>
        <Download aria-hidden /> Export CSV
      </a>
    </Button>
  );
}
