import type { OrgElement, Posture } from "@/model/assessment/options";
import {
  CURRENT_READINESS_VERSION,
  readinessModel,
  type ReadinessModel,
  type ReadinessVersion,
} from "./readiness-models";
import {
  scorePillars,
  sumPoints,
  type ReadinessAnswers,
  type ReadinessPillarKey,
} from "./readiness-pillars";
import { statedElements } from "./stated-elements";
import { realPicks } from "./wording";

export interface ReadinessImprovement {
  pillar: ReadinessPillarKey;
  /** A business move for the executive, e.g. "Write an AI use policy". */
  action: string;
  /** Points the score gains when this is done, measured by re-scoring with the same version. */
  gain: number;
}

/** A piece of advice and the answers the executive could give once it is done. */
export interface ReadinessChange {
  pillar: ReadinessPillarKey;
  action: string;
  answers: ReadinessAnswers;
}

const MAX_IMPROVEMENTS = 3;

type Element = Exclude<OrgElement, "none_yet">;

const ELEMENT_ACTIONS: Record<Element, string> = {
  ai_policy: "Write an AI use policy",
  dedicated_budget: "Set aside a dedicated AI budget",
  // The departments answer is where AI might help, not where it is used: no department named.
  dept_pilots: "Run a sanctioned AI pilot on one priority challenge",
  steering_committee: "Form an AI steering committee",
  internal_champions: "Name internal AI champions in each team",
  external_consultants: "Bring in outside AI expertise",
};

/**
 * Pilots run already: in departments (the element), or sanctioned ones (the activating and
 * championing postures). Advice then builds on them and never says to start them.
 */
const pilotsUnderWay = (a: ReadinessAnswers, have: readonly string[]) =>
  have.includes("dept_pilots") || a.orgPosture === "activating" || a.orgPosture === "championing";

/** The pilots lever for an organization whose pilots are not in departments yet. */
const DEPARTMENT_PILOT = "Give one department its own AI pilot on a priority challenge";
/** The exploring organization's next step when departmental pilots run already. */
const GOALS_FOR_PILOTS = "Give the pilots under way clear goals and a decision date";

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

/** What the answers would say once the executive uses AI on real work (stands for their words). */
const EXPERIENCE_DONE = "Uses an approved AI assistant on real work every week";
const FRICTION_DONE = "The teams named what slows AI adoption";

/**
 * What is missing is advised, never what the free text says is in place ("$180k for AI was
 * approved in October"): the score still counts the tick-boxes alone, so the gain is the box's.
 */
function governanceChanges(a: ReadinessAnswers, m: ReadinessModel): ReadinessChange[] {
  const ticked = realPicks(a.orgAiElements).filter((e) => e !== "none_yet");
  const have = [...ticked, ...statedElements(a)];
  const missing = (Object.keys(m.orgElementPoints) as Element[]).filter((e) => !have.includes(e));
  return missing.map((element) => ({
    pillar: "governance",
    action:
      element === "dept_pilots" && pilotsUnderWay(a, have)
        ? DEPARTMENT_PILOT
        : ELEMENT_ACTIONS[element],
    answers: { ...a, orgAiElements: [...ticked, element] },
  }));
}

function cultureChanges(a: ReadinessAnswers, m: ReadinessModel): ReadinessChange[] {
  const changes: ReadinessChange[] = [];
  const step = NEXT_POSTURE[a.orgPosture];
  if (step) {
    const pilots = a.orgPosture === "exploring" && pilotsUnderWay(a, realPicks(a.orgAiElements));
    changes.push({
      pillar: "culture",
      action: pilots ? GOALS_FOR_PILOTS : step.action,
      answers: { ...a, orgPosture: step.next },
    });
  }
  if (!m.answered(a.aiFriction)) {
    changes.push({
      pillar: "culture",
      action: "Ask teams what slows AI adoption and write it down",
      answers: { ...a, aiFriction: FRICTION_DONE },
    });
  }
  return changes;
}

/** Using AI, never a brand to add: the tool is whichever assistant the company approves. */
function toolUseChanges(a: ReadinessAnswers, m: ReadinessModel): ReadinessChange[] {
  const experience = m.answered(a.aiExperience) ? a.aiExperience : EXPERIENCE_DONE;
  if (!realPicks(a.aiToolsUsed).length) {
    return [
      {
        pillar: "toolUse",
        action: "Use an approved AI assistant yourself every week",
        answers: { ...a, aiToolsUsed: ["other"], aiExperience: experience },
      },
    ];
  }
  if (m.answered(a.aiExperience)) return [];
  return [
    {
      pillar: "toolUse",
      action: "Use AI yourself on a real piece of work every week",
      answers: { ...a, aiExperience: experience },
    },
  ];
}

function confidenceChanges(a: ReadinessAnswers): ReadinessChange[] {
  if (a.aiConfidence >= 10) return [];
  return [
    {
      pillar: "confidence",
      action: "Take a hands-on executive AI briefing",
      answers: { ...a, aiConfidence: Math.min(10, a.aiConfidence + 2) },
    },
  ];
}

/**
 * Every business move worth suggesting, for either version (the advice reads the same; the
 * model decides which free text already counts). No outlook change (an opinion is not an
 * action), no tool brand, no department to extend to, no platform to connect. Organizational
 * levers come first so that, at equal gain, the advice favours what the company can do.
 */
export function readinessChanges(
  answers: ReadinessAnswers,
  version: ReadinessVersion = CURRENT_READINESS_VERSION,
): ReadinessChange[] {
  const model = readinessModel(version);
  return [
    ...governanceChanges(answers, model),
    ...cultureChanges(answers, model),
    ...toolUseChanges(answers, model),
    ...confidenceChanges(answers),
  ];
}

/**
 * The changes that raise the score most, at most one per pillar so the advice spans different
 * levers (five governance items would all say "add paperwork"). Sorted by gain, largest first.
 */
export function findImprovements(
  answers: ReadinessAnswers,
  score: number,
  version: ReadinessVersion = CURRENT_READINESS_VERSION,
): ReadinessImprovement[] {
  const bestPerPillar = new Map<ReadinessPillarKey, ReadinessImprovement>();
  for (const change of readinessChanges(answers, version)) {
    const gain = sumPoints(scorePillars(change.answers, version)) - score;
    const best = bestPerPillar.get(change.pillar);
    if (gain > 0 && (!best || gain > best.gain)) {
      bestPerPillar.set(change.pillar, { pillar: change.pillar, action: change.action, gain });
    }
  }
  return [...bestPerPillar.values()].sort((x, y) => y.gain - x.gain).slice(0, MAX_IMPROVEMENTS);
}
