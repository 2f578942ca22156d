import { type LeadStage, leadStageBadges, leadStageLabels } from "#core/taxonomies/lead-desk";
import { Badge } from "@/components/ui/badge";

export function LeadStageBadge({ stage }: { stage: LeadStage }) {
  return <Badge variant={leadStageBadges[stage]}>{leadStageLabels[stage]}</Badge>;
}
