import { Badge } from "@/components/ui/badge";

const VARIANTS = { new: "default", read: "secondary", replied: "success" } as const;

/** new → default, read → secondary, replied → success (spec section 4). */
export function InquiryStatusBadge({ status }: { status: string }) {
  const variant = VARIANTS[status as keyof typeof VARIANTS] ?? "outline";
  return <Badge variant={variant}>{status.charAt(0).toUpperCase() + status.slice(1)}</Badge>;
}
