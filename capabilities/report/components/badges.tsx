import { Badge } from "@/platform/ui/badge";
import { cn } from "@/platform/ui/utils";
import {
  capitalise,
  familyRatingVariant,
  impactVariant,
  priorityVariant,
  scoreBadgeLabel,
  scoreBadgeVariant,
} from "@/model/documents/format";

type Level = "High" | "Medium" | "Low" | "high" | "medium" | "low";

/** Spec section 4 score badge: >= 7 default, >= 4 secondary, below 4 destructive. */
export function ScoreBadge({ score, className }: { score: number; className?: string }) {
  return (
    <Badge variant={scoreBadgeVariant(score)} className={className}>
      {scoreBadgeLabel(score)}
    </Badge>
  );
}

export function PriorityBadge({ priority, className }: { priority: Level; className?: string }) {
  return (
    <Badge variant={priorityVariant(priority)} className={className}>
      {capitalise(priority.toLowerCase())} priority
    </Badge>
  );
}

export function ImpactBadge({ impact, className }: { impact: Level; className?: string }) {
  return (
    <Badge variant={impactVariant(impact)} className={className}>
      {capitalise(impact.toLowerCase())} impact
    </Badge>
  );
}

/** Spec section 4 family rating badge: Advanced default, High secondary, Moderate outline. */
export function FamilyRatingBadge({ rating, className }: { rating: string; className?: string }) {
  return (
    <Badge variant={familyRatingVariant(rating)} className={cn(className)}>
      {rating}
    </Badge>
  );
}
