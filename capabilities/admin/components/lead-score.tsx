import { Star } from "lucide-react";

import { Badge } from "@/platform/ui/badge";
import type { LeadBadge } from "./types";

/** The star threshold of the admin table (spec section 9: a star at 7 or more). */
export const LEAD_STAR_AT = 7;

/**
 * "x/10" with a star at 7 or more. Screen readers hear one phrase, e.g. "Lead score 8 out of
 * 10, top lead", instead of the glyphs.
 */
export function LeadScore({ score, starred }: { score: number | null; starred?: boolean }) {
  if (score === null) {
    return (
      <span className="text-muted-foreground" aria-label="Lead score not calculated">
        –
      </span>
    );
  }
  const star = starred ?? score >= LEAD_STAR_AT;
  const label = `Lead score ${score} out of 10${star ? ", top lead" : ""}`;
  return (
    <span
      role="img"
      aria-label={label}
      className="inline-flex items-center gap-1 font-medium tabular-nums"
    >
      <span aria-hidden="true">{score}/10</span>
      {star ? (
        <Star
          className="size-4 fill-brand-gold text-amber-700"
          aria-hidden="true"
          data-testid="lead-star"
        />
      ) : null}
    </span>
  );
}

const badgeVariants = {
  "Hot Lead": "destructive",
  Qualified: "success",
  Completed: "secondary",
  "In Progress": "outline",
} as const satisfies Record<LeadBadge, string>;

/** The Status column: the lead badge the API computed (spec section 4, "Admin list lead badge"). */
export function LeadStatusBadge({ badge, className }: { badge: LeadBadge; className?: string }) {
  return (
    <Badge variant={badgeVariants[badge] ?? "outline"} className={className}>
      {badge}
    </Badge>
  );
}
