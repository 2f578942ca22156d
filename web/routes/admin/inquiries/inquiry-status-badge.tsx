import { type InquiryStatus, inquiryStatusBadges, inquiryStatusLabels } from "#core/taxonomies/inquiries";
import { Badge } from "@/components/ui/badge";

export function InquiryStatusBadge({ status }: { status: InquiryStatus }) {
  return <Badge variant={inquiryStatusBadges[status]}>{inquiryStatusLabels[status]}</Badge>;
}
