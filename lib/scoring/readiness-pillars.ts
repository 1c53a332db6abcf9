import {
  aiToolOptions,
  departmentOptions,
  labelOf,
  orgElementOptions,
  perceptionOptions,
  platformOptions,
  postureOptions,
  type OrgElement,
  type Perception,
  type Posture,
} from "@/lib/assessment/options";
import type { AssessmentInput } from "@/lib/assessment/schemas";
import { hasText, inSentence, joinWords, labelsOf, plural, realPicks } from "./wording";

/** The answers the readiness score reads; industry and company size deliberately play no part. */
export type ReadinessAnswers = Pick<
  AssessmentInput,
  | "aiConfidence"
  | "aiToolsUsed"
  | "aiExperience"
  | "aiPerception"
  | "orgAiElements"
  | "orgPosture"
  | "aiFriction"
  | "aiDepartments"
  | "enterprisePlatforms"
>;

export type ReadinessPillarKey =
  "confidence" | "toolUse" | "outlook" | "governance" | "culture" | "footprint";

export interface ReadinessPillar {
  key: ReadinessPillarKey;
  label: string;
  points: number;
  max: number;
  /** The answers that earned the points, or why none were earned. */
  reasons: string[];
}

/** Points by count; the last entry holds for every larger count (diminishing returns). */
const byCount = (table: readonly number[], count: number) =>
  table[Math.min(count, table.length - 1)];

const TOOL_POINTS = [0, 4, 7, 10] as const;
const EXPERIENCE_POINTS = 5;
const PERCEPTION_POINTS: Record<Perception, number> = {
  major_opportunity: 10,
  potential_threat: 7,
  helpful_tool: 5,
  not_sure: 3,
  overhyped: 0,
};
export const ORG_ELEMENT_POINTS: Record<Exclude<OrgElement, "none_yet">, number> = {
  ai_policy: 5,
  dedicated_budget: 5,
  dept_pilots: 5,
  steering_committee: 4,
  internal_champions: 4,
  external_consultants: 2,
};
const POSTURE_POINTS: Record<Posture, number> = {
  fearful: 0,
  curious: 3,
  exploring: 6,
  activating: 9,
  championing: 12,
};
const FRICTION_POINTS = 3;
const DEPARTMENT_POINTS = [0, 4, 7, 9, 11, 12, 13, 14] as const;
const PLATFORM_POINTS = [0, 2, 4, 6] as const;

function confidencePillar(a: ReadinessAnswers): ReadinessPillar {
  return {
    key: "confidence",
    label: "Leadership confidence",
    points: Math.round(a.aiConfidence * 1.5),
    max: 15,
    reasons: [`Rates own AI confidence ${a.aiConfidence}/10`],
  };
}

function toolUsePillar(a: ReadinessAnswers): ReadinessPillar {
  const tools = realPicks(a.aiToolsUsed);
  const experience = hasText(a.aiExperience);
  const reasons: string[] = [];
  if (tools.length) {
    const names = labelsOf(aiToolOptions, tools).map((n) => (n === "Other" ? "other tools" : n));
    reasons.push(`Uses ${joinWords(names)} (${plural(tools.length, "tool")})`);
  }
  if (experience) reasons.push("Describes hands-on AI experience");
  if (!reasons.length) reasons.push("No AI tools in use yet and no hands-on experience described");
  return {
    key: "toolUse",
    label: "Hands-on tool use",
    points: byCount(TOOL_POINTS, tools.length) + (experience ? EXPERIENCE_POINTS : 0),
    max: TOOL_POINTS[TOOL_POINTS.length - 1] + EXPERIENCE_POINTS,
    reasons,
  };
}

function outlookPillar(a: ReadinessAnswers): ReadinessPillar {
  return {
    key: "outlook",
    label: "Strategic outlook",
    points: PERCEPTION_POINTS[a.aiPerception],
    max: PERCEPTION_POINTS.major_opportunity,
    reasons: [`Sees AI as "${inSentence(labelOf(perceptionOptions, a.aiPerception))}"`],
  };
}

function governancePillar(a: ReadinessAnswers): ReadinessPillar {
  const elements = realPicks(a.orgAiElements).filter((e) => e !== "none_yet");
  const total = Object.keys(ORG_ELEMENT_POINTS).length;
  const names = labelsOf(orgElementOptions, elements).map(inSentence);
  return {
    key: "governance",
    label: "Governance & investment",
    points: elements.reduce((sum, e) => sum + ORG_ELEMENT_POINTS[e], 0),
    max: Object.values(ORG_ELEMENT_POINTS).reduce((sum, p) => sum + p, 0),
    reasons: elements.length
      ? [`Has ${joinWords(names)} (${elements.length} of ${total} elements)`]
      : ["No AI policy, budget, pilots or champions in place yet"],
  };
}

function culturePillar(a: ReadinessAnswers): ReadinessPillar {
  const posture = postureOptions.find((o) => o.value === a.orgPosture);
  const described = posture?.description
    ? ` (${inSentence(posture.description.replace(/\.$/, ""))})`
    : "";
  const reasons = [`Organisation is ${inSentence(posture?.label ?? a.orgPosture)}${described}`];
  const friction = hasText(a.aiFriction);
  if (friction) reasons.push("Has named what slows AI adoption");
  return {
    key: "culture",
    label: "Culture & posture",
    points: POSTURE_POINTS[a.orgPosture] + (friction ? FRICTION_POINTS : 0),
    max: POSTURE_POINTS.championing + FRICTION_POINTS,
    reasons,
  };
}

function footprintPillar(a: ReadinessAnswers): ReadinessPillar {
  const departments = realPicks(a.aiDepartments);
  const platforms = realPicks(a.enterprisePlatforms);
  const reasons: string[] = [];
  if (departments.length) {
    const names = joinWords(labelsOf(departmentOptions, departments));
    reasons.push(
      `Expects AI to help most in ${names} (${plural(departments.length, "department")})`,
    );
  }
  if (platforms.length) {
    const names = joinWords(labelsOf(platformOptions, platforms));
    reasons.push(`Runs on ${names} (${plural(platforms.length, "platform")})`);
  }
  if (!reasons.length) reasons.push("No departments or enterprise platforms named");
  return {
    key: "footprint",
    label: "Adoption footprint",
    points:
      byCount(DEPARTMENT_POINTS, departments.length) + byCount(PLATFORM_POINTS, platforms.length),
    max:
      DEPARTMENT_POINTS[DEPARTMENT_POINTS.length - 1] + PLATFORM_POINTS[PLATFORM_POINTS.length - 1],
    reasons,
  };
}

/** Personal (confidence, tool use, outlook), organisational (governance, culture), adoption (footprint). */
export function scorePillars(answers: ReadinessAnswers): ReadinessPillar[] {
  return [
    confidencePillar(answers),
    toolUsePillar(answers),
    outlookPillar(answers),
    governancePillar(answers),
    culturePillar(answers),
    footprintPillar(answers),
  ];
}

export const sumPoints = (pillars: readonly ReadinessPillar[]): number =>
  pillars.reduce((sum, p) => sum + p.points, 0);
