import {
  aiToolOptions,
  departmentOptions,
  labelOf,
  orgElementOptions,
  perceptionOptions,
  platformOptions,
  postureOptions,
} from "@/model/assessment/options";
import type { AssessmentInput } from "@/model/assessment/schemas";
import {
  CURRENT_READINESS_VERSION,
  readinessModel,
  type ReadinessModel,
  type ReadinessVersion,
} from "./readiness-models";
import { inSentence, joinWords, labelsOf, plural, realPicks } from "./wording";

/**
 * The answers the readiness score reads (`aiDepartments` only in version 1); industry and
 * company size deliberately play no part.
 */
export type ReadinessAnswers = Pick<
  AssessmentInput,
  | "aiConfidence"
  | "aiToolsUsed"
  | "aiExperience"
  | "otherChallenge"
  | "aiPerception"
  | "orgAiElements"
  | "orgPosture"
  | "aiFriction"
  | "aiDepartments"
  | "enterprisePlatforms"
  | "otherPlatforms"
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
const top = (table: readonly number[]) => table[table.length - 1];
const best = (points: Record<string, number>) => Math.max(...Object.values(points));

function confidencePillar(a: ReadinessAnswers): ReadinessPillar {
  return {
    key: "confidence",
    label: "Leadership confidence",
    points: Math.round(a.aiConfidence * 1.5),
    max: 15,
    reasons: [`Rates own AI confidence ${a.aiConfidence}/10`],
  };
}

function toolUsePillar(a: ReadinessAnswers, m: ReadinessModel): ReadinessPillar {
  const tools = realPicks(a.aiToolsUsed);
  const experience = m.answered(a.aiExperience);
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
    points: byCount(m.toolPoints, tools.length) + (experience ? m.experiencePoints : 0),
    max: top(m.toolPoints) + m.experiencePoints,
    reasons,
  };
}

function outlookPillar(a: ReadinessAnswers, m: ReadinessModel): ReadinessPillar {
  return {
    key: "outlook",
    label: "Strategic outlook",
    points: m.perceptionPoints[a.aiPerception],
    max: best(m.perceptionPoints),
    reasons: [`Sees AI as "${inSentence(labelOf(perceptionOptions, a.aiPerception))}"`],
  };
}

function governancePillar(a: ReadinessAnswers, m: ReadinessModel): ReadinessPillar {
  const elements = realPicks(a.orgAiElements).filter((e) => e !== "none_yet");
  const total = Object.keys(m.orgElementPoints).length;
  const names = labelsOf(orgElementOptions, elements).map(inSentence);
  return {
    key: "governance",
    label: "Governance & investment",
    points: elements.reduce((sum, e) => sum + m.orgElementPoints[e], 0),
    max: Object.values(m.orgElementPoints).reduce((sum, p) => sum + p, 0),
    reasons: elements.length
      ? [`Has ${joinWords(names)} (${elements.length} of ${total} elements)`]
      : ["No AI policy, budget, pilots or champions in place yet"],
  };
}

function culturePillar(a: ReadinessAnswers, m: ReadinessModel): ReadinessPillar {
  const posture = postureOptions.find((o) => o.value === a.orgPosture);
  const described = posture?.description
    ? ` (${inSentence(posture.description.replace(/\.$/, ""))})`
    : "";
  const reasons = [`Organization is ${inSentence(posture?.label ?? a.orgPosture)}${described}`];
  const friction = m.answered(a.aiFriction);
  if (friction) reasons.push("Has named what slows AI adoption");
  return {
    key: "culture",
    label: m.labels.culture,
    points: m.posturePoints[a.orgPosture] + (friction ? m.frictionPoints : 0),
    max: best(m.posturePoints) + m.frictionPoints,
    reasons,
  };
}

function footprintPillar(a: ReadinessAnswers, m: ReadinessModel): ReadinessPillar {
  const departments = m.departmentPoints ? realPicks(a.aiDepartments) : [];
  const platforms = realPicks(a.enterprisePlatforms);
  const otherSystems = m.otherPlatformPoints > 0 && m.namesSystem(a.otherPlatforms);
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
  if (otherSystems) reasons.push("Names other core systems it runs on");
  if (!reasons.length) {
    reasons.push(
      m.departmentPoints
        ? "No departments or enterprise platforms named"
        : "No enterprise platforms or other core systems named",
    );
  }
  const departmentTable = m.departmentPoints ?? [0];
  return {
    key: "footprint",
    label: m.labels.footprint,
    points:
      byCount(departmentTable, departments.length) +
      byCount(m.platformPoints, platforms.length) +
      (otherSystems ? m.otherPlatformPoints : 0),
    max: top(departmentTable) + top(m.platformPoints) + m.otherPlatformPoints,
    reasons,
  };
}

/**
 * Personal (confidence, tool use, outlook), organizational (governance, culture) and
 * foundation (footprint), scored with the given version of the model.
 */
export function scorePillars(
  answers: ReadinessAnswers,
  version: ReadinessVersion = CURRENT_READINESS_VERSION,
): ReadinessPillar[] {
  const model = readinessModel(version);
  return [
    confidencePillar(answers),
    toolUsePillar(answers, model),
    outlookPillar(answers, model),
    governancePillar(answers, model),
    culturePillar(answers, model),
    footprintPillar(answers, model),
  ];
}

export const sumPoints = (pillars: readonly ReadinessPillar[]): number =>
  pillars.reduce((sum, p) => sum + p.points, 0);
