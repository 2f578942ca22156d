import { Badge } from "@/components/ui/badge";

export function PublishedBadge({ published }: { published: boolean }) {
  return <Badge variant={published ? "success" : "secondary"}>{published ? "Published" : "Draft"}</Badge>;
}
