import type { Perception } from "@/model/assessment/options";

/** How the executive sees AI, as the summary and current state say it. */
export const PERCEPTION: Record<Perception, string> = {
  major_opportunity: "sees AI as a major opportunity for the business",
  potential_threat: "sees AI as a potential threat to be managed",
  helpful_tool: "sees AI as a helpful tool rather than a strategic shift",
  overhyped: "regards AI as mostly overhyped",
  not_sure: "is not yet sure what AI means for the business",
};
