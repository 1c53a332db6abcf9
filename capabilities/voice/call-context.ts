import type { ReadinessPillar } from "@/model/scoring";

/** The three follow-up questions, by the interview section the agent should report them as. */
export const FOLLOW_UP_TOPICS = [
  "business_challenges",
  "ai_tools_and_workflow",
  "confidence_reflection",
] as const;

/**
 * What the voice agent receives for one call-back request: enough to have read the report
 * before it dials (docs/api.md: "Voice agent webhooks").
 */
export interface CallContext {
  event: "call_request.created";
  callRequestId: string;
  assessmentId: string;
  phoneNumber: string;
  /** Where the agent posts the interview once the call is over. */
  callbackUrl: string;
  requestedAt: string;
  executive: { name: string; title: string; company: string; industry: string };
  readiness: {
    score: number;
    maxScore: number;
    weakestPillars: Pick<ReadinessPillar, "key" | "label" | "points" | "max" | "reasons">[];
  };
  businessChallenges: string[];
  followUpQuestions: {
    sectionKey: (typeof FOLLOW_UP_TOPICS)[number];
    primary: string;
    followup: string;
  }[];
}
