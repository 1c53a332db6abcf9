import { LEAD_QUALIFIED_THRESHOLD, LEAD_STAR_THRESHOLD } from "@/model/scoring";

/** The admin list's lead badges (spec section 4, "Admin list lead badge"). */
export type LeadBadge = "Hot Lead" | "Qualified" | "Completed" | "In Progress";

export interface LeadFacts {
  leadQualified: boolean;
  leadScore: number | null;
  roadmapGenerated: boolean;
}

/** First match wins: qualified, then a lead score at the threshold, then a finished roadmap. */
export function leadBadge({ leadQualified, leadScore, roadmapGenerated }: LeadFacts): LeadBadge {
  if (leadQualified) return "Hot Lead";
  if ((leadScore ?? 0) >= LEAD_QUALIFIED_THRESHOLD) return "Qualified";
  if (roadmapGenerated) return "Completed";
  return "In Progress";
}

/** The star beside a lead score of 7 or more. */
export function isStarredLead(leadScore: number | null): boolean {
  return (leadScore ?? 0) >= LEAD_STAR_THRESHOLD;
}
