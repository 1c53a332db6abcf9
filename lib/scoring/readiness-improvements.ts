import {
  aiToolOptions,
  departmentOptions,
  labelOf,
  type AiTool,
  type Department,
  type OrgElement,
  type Posture,
} from "@/lib/assessment/options";
import {
  ORG_ELEMENT_POINTS,
  scorePillars,
  sumPoints,
  type ReadinessAnswers,
  type ReadinessPillarKey,
} from "./readiness-pillars";
import { hasText, realPicks } from "./wording";

export interface ReadinessImprovement {
  pillar: ReadinessPillarKey;
  /** Advice to the executive, e.g. "Write an AI use policy". */
  action: string;
  /** Points the score gains when this is done, measured by re-scoring. */
  gain: number;
}

/** A piece of advice and the answers the executive could give once it is done. */
export interface ReadinessChange {
  pillar: ReadinessPillarKey;
  action: string;
  answers: ReadinessAnswers;
}

const MAX_IMPROVEMENTS = 3;

const ELEMENT_ACTIONS: Record<Exclude<OrgElement, "none_yet" | "dept_pilots">, string> = {
  ai_policy: "Write an AI use policy",
  dedicated_budget: "Set aside a dedicated AI budget",
  steering_committee: "Form an AI steering committee",
  internal_champions: "Name internal AI champions in each team",
  external_consultants: "Bring in outside AI expertise",
};

const NEXT_POSTURE: Record<Posture, { next: Posture; action: string } | null> = {
  fearful: {
    next: "curious",
    action: "Address AI fears openly and show staff how it helps their work",
  },
  curious: { next: "exploring", action: "Give teams approved AI tools to experiment with" },
  exploring: {
    next: "activating",
    action: "Turn experiments into sanctioned pilots with clear goals",
  },
  activating: { next: "championing", action: "Build AI into planning and how teams are measured" },
  championing: null,
};

/** The order tools and departments are suggested in: the most common first steps first. */
const SUGGESTED_TOOLS: readonly AiTool[] = [
  "chatgpt",
  "claude",
  "copilot",
  "gemini",
  "perplexity",
  "midjourney",
];
const SUGGESTED_DEPARTMENTS: readonly Department[] = [
  "operations",
  "customer_service",
  "sales",
  "marketing",
  "finance",
  "hr",
  "product",
  "supply_chain",
  "executive",
];

function governanceChanges(a: ReadinessAnswers): ReadinessChange[] {
  const have = realPicks(a.orgAiElements).filter((e) => e !== "none_yet");
  const missing = (Object.keys(ORG_ELEMENT_POINTS) as (keyof typeof ORG_ELEMENT_POINTS)[]).filter(
    (e) => !have.includes(e),
  );
  const pilotArea = labelOf(departmentOptions, realPicks(a.aiDepartments)[0]) || "one department";
  return missing.map((element) => ({
    pillar: "governance",
    action:
      element === "dept_pilots"
        ? `Run a sanctioned AI pilot in ${pilotArea}`
        : ELEMENT_ACTIONS[element],
    answers: { ...a, orgAiElements: [...have, element] },
  }));
}

function cultureChanges(a: ReadinessAnswers): ReadinessChange[] {
  const changes: ReadinessChange[] = [];
  const step = NEXT_POSTURE[a.orgPosture];
  if (step)
    changes.push({
      pillar: "culture",
      action: step.action,
      answers: { ...a, orgPosture: step.next },
    });
  if (!hasText(a.aiFriction)) {
    const action = "Ask teams what slows AI adoption and write it down";
    changes.push({
      pillar: "culture",
      action,
      answers: { ...a, aiFriction: "Named by the teams" },
    });
  }
  return changes;
}

function footprintChanges(a: ReadinessAnswers): ReadinessChange[] {
  const have = realPicks(a.aiDepartments);
  const next = SUGGESTED_DEPARTMENTS.find((d) => !have.includes(d));
  if (!next) return [];
  const action = `Extend AI use to ${labelOf(departmentOptions, next)}`;
  return [{ pillar: "footprint", action, answers: { ...a, aiDepartments: [...have, next] } }];
}

function toolUseChanges(a: ReadinessAnswers): ReadinessChange[] {
  const changes: ReadinessChange[] = [];
  const have = realPicks(a.aiToolsUsed);
  const next = SUGGESTED_TOOLS.find((t) => !have.includes(t));
  if (next) {
    const name = labelOf(aiToolOptions, next);
    const action = have.length
      ? `Add ${name} to your AI toolkit`
      : `Start using an AI assistant such as ${name}`;
    changes.push({ pillar: "toolUse", action, answers: { ...a, aiToolsUsed: [...have, next] } });
  }
  if (!hasText(a.aiExperience)) {
    const action = "Use AI yourself on a real piece of work every week";
    changes.push({ pillar: "toolUse", action, answers: { ...a, aiExperience: "Hands-on use" } });
  }
  return changes;
}

function confidenceChanges(a: ReadinessAnswers): ReadinessChange[] {
  if (a.aiConfidence >= 10) return [];
  const action = "Build your own AI fluency with a short executive course";
  return [
    {
      pillar: "confidence",
      action,
      answers: { ...a, aiConfidence: Math.min(10, a.aiConfidence + 2) },
    },
  ];
}

function outlookChanges(a: ReadinessAnswers): ReadinessChange[] {
  if (a.aiPerception === "major_opportunity") return [];
  const action = "Map where AI could open major opportunities for the business";
  return [{ pillar: "outlook", action, answers: { ...a, aiPerception: "major_opportunity" } }];
}

/**
 * Every change worth suggesting. Organisational levers come first so that, at equal gain,
 * the advice favours what the company can do over what the executive reports about themself.
 */
export function readinessChanges(answers: ReadinessAnswers): ReadinessChange[] {
  return [
    ...governanceChanges(answers),
    ...cultureChanges(answers),
    ...footprintChanges(answers),
    ...toolUseChanges(answers),
    ...confidenceChanges(answers),
    ...outlookChanges(answers),
  ];
}

/**
 * The changes that raise the score most, at most one per pillar so the advice spans different
 * levers (five governance items would all say "add paperwork"). Sorted by gain, largest first.
 */
export function findImprovements(answers: ReadinessAnswers, score: number): ReadinessImprovement[] {
  const bestPerPillar = new Map<ReadinessPillarKey, ReadinessImprovement>();
  for (const change of readinessChanges(answers)) {
    const gain = sumPoints(scorePillars(change.answers)) - score;
    const best = bestPerPillar.get(change.pillar);
    if (gain > 0 && (!best || gain > best.gain)) {
      bestPerPillar.set(change.pillar, { pillar: change.pillar, action: change.action, gain });
    }
  }
  return [...bestPerPillar.values()].sort((x, y) => y.gain - x.gain).slice(0, MAX_IMPROVEMENTS);
}
