import {
  employeeOptions,
  labelOf,
  postureOptions,
  revenueOptions,
  type Employees,
  type Revenue,
} from "@/model/assessment/options";
import type { AssessmentInput } from "@/model/assessment/schemas";
import { joinWords, meaningful, plural } from "./wording";

export const LEAD_MAX_SCORE = 10;
export const LEAD_QUALIFIED_THRESHOLD = 5;
export const LEAD_STAR_THRESHOLD = 7;

export type LeadAnswers = Pick<
  AssessmentInput,
  | "executiveTitle"
  | "companyEmployees"
  | "companyRevenue"
  | "aiPerception"
  | "orgPosture"
  | "businessChallenges"
  | "otherChallenge"
  | "aiFriction"
>;

/** What the lead has done since submitting; each one is worth a point. */
export interface LeadSignals {
  interviewCompleted?: boolean;
  callRequested?: boolean;
  paid?: boolean;
  /** The leadership team reached the minimum of answers (TEAM_MIN_RESPONSES) on it. */
  teamEngaged?: boolean;
  /** A consultation with a strategist is booked and not cancelled. */
  meetingBooked?: boolean;
}

export type LeadFactorKey = "seniority" | "companySize" | "revenue" | "urgency" | "engagement";

export interface LeadFactor {
  key: LeadFactorKey;
  label: string;
  points: number;
}

export interface LeadResult {
  /** 0-10 integer: the factors' points, capped at 10. */
  score: number;
  qualified: boolean;
  factors: LeadFactor[];
}

export type Seniority = "executive" | "senior" | "other";

const SENIORITY_POINTS: Record<Seniority, number> = { executive: 3, senior: 2, other: 0 };
const EMPLOYEE_POINTS: Record<Employees, number> = {
  "1-10": 0,
  "11-50": 1,
  "51-200": 1,
  "201-500": 2,
  "501-1000": 2,
  "1001-5000": 2,
  "over-5000": 2,
};
const REVENUE_POINTS: Record<Revenue, number> = {
  "under-1m": 0,
  "1m-10m": 1,
  "10m-50m": 1,
  "50m-100m": 2,
  "100m-500m": 2,
  "500m-1b": 2,
  "over-1b": 2,
};
/** Three or more named challenges is a business with several pains to solve. */
const MANY_CHALLENGES = 3;

/** Titles that contain an executive word but do not make the holder the buyer. */
const NOT_EXECUTIVE = /\b(vice[\s-]*president|[a-z]?vp|chief of staff|product owner)\b/g;
const EXECUTIVE =
  /\b(ceo|cfo|coo|cto|cio|cmo|cro|cso|cpo|cdo|chro|ciso|caio|chief|president|(co-?)?founder|(co-?)?owner|proprietor|managing director|managing partner|chair(man|woman|person)?|board)\b/;
const SENIOR =
  /\b([a-z]?vp|vice[\s-]*president|director|head|partner|general manager|principal|chief of staff)\b/;

/** Buying authority read from a free-text title ("EVP & Chief Operating Officer" is executive). */
export function titleSeniority(title: string): Seniority {
  const t = title.toLowerCase();
  if (EXECUTIVE.test(t.replace(NOT_EXECUTIVE, " "))) return "executive";
  if (SENIOR.test(t)) return "senior";
  return "other";
}

function urgencyFactor(input: LeadAnswers): LeadFactor {
  const signs: string[] = [];
  if (input.aiPerception === "major_opportunity") signs.push("sees AI as a major opportunity");
  if (input.aiPerception === "potential_threat") signs.push("sees AI as a threat to manage");
  if (input.orgPosture === "exploring" || input.orgPosture === "activating") {
    signs.push(`organization is ${labelOf(postureOptions, input.orgPosture).toLowerCase()}`);
  }
  // Free text counts only when it is a real answer: "n/a" names no challenge and no friction.
  const challenges = input.businessChallenges.length + (meaningful(input.otherChallenge) ? 1 : 0);
  const pains = [
    challenges >= MANY_CHALLENGES ? plural(challenges, "business challenge") : "",
    meaningful(input.aiFriction) ? "named what slows AI adoption" : "",
  ].filter(Boolean);
  if (pains.length) signs.push(joinWords(pains));
  return {
    key: "urgency",
    label: `Urgency: ${signs.length ? signs.join("; ") : "no pressing need expressed"}`,
    points: signs.length,
  };
}

function engagementFactor(signals: LeadSignals): LeadFactor {
  const done = [
    signals.interviewCompleted ? "completed the interview" : "",
    signals.callRequested ? "requested a call" : "",
    signals.paid ? "paid for the report" : "",
    signals.teamEngaged ? "their leadership team answered" : "",
    signals.meetingBooked ? "booked a consultation" : "",
  ].filter(Boolean);
  return {
    key: "engagement",
    label: `Engagement: ${done.length ? joinWords(done) : "no follow-up yet"}`,
    points: done.length,
  };
}

/**
 * How promising a lead is, 0-10. The profile alone (seniority 3, size 2, revenue 2, urgency 3)
 * can reach 10; engagement (up to 5) lifts leads the profile under-rates, hence the cap.
 */
export function scoreLead(input: LeadAnswers, signals: LeadSignals = {}): LeadResult {
  const seniority = titleSeniority(input.executiveTitle);
  const factors: LeadFactor[] = [
    {
      key: "seniority",
      label: `Seniority: ${input.executiveTitle.trim()} (${seniority})`,
      points: SENIORITY_POINTS[seniority],
    },
    {
      key: "companySize",
      label: `Company size: ${labelOf(employeeOptions, input.companyEmployees)} employees`,
      points: EMPLOYEE_POINTS[input.companyEmployees],
    },
    {
      key: "revenue",
      label: `Revenue: ${labelOf(revenueOptions, input.companyRevenue)}`,
      points: REVENUE_POINTS[input.companyRevenue],
    },
    urgencyFactor(input),
    engagementFactor(signals),
  ];
  const score = Math.min(
    LEAD_MAX_SCORE,
    factors.reduce((sum, f) => sum + f.points, 0),
  );
  return { score, qualified: score >= LEAD_QUALIFIED_THRESHOLD, factors };
}
