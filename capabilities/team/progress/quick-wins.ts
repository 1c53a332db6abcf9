import type { AssessmentInput } from "@/model/assessment/schemas";
import { meaningful } from "@/model/scoring/wording";

/**
 * Which quick wins of the earlier roadmap the new answers now reflect. Quick wins are prose
 * (the built-in generator's or the model's), so each is read for what it asks for (a policy, a
 * pilot, personal use...) and counted as reflected when the answers moved that way since.
 */

type Answers = Pick<
  AssessmentInput,
  | "orgAiElements"
  | "orgPosture"
  | "aiToolsUsed"
  | "aiExperience"
  | "aiConfidence"
  | "enterprisePlatforms"
  | "aiFriction"
>;

export interface QuickWinOutcome {
  title: string;
  /** Why it counts as reflected: the answer that moved. Null while it is not reflected. */
  evidence: string | null;
}

const POSTURE_ORDER = ["fearful", "curious", "exploring", "activating", "championing"];
const postureRank = (posture: string | undefined) => POSTURE_ORDER.indexOf(posture ?? "");
const gained = (before: Answers, after: Answers, element: string) =>
  !before.orgAiElements.includes(element as never) &&
  after.orgAiElements.includes(element as never);
const usesTools = (a: Answers) => a.aiToolsUsed.some((tool) => tool !== "none");
const platforms = (a: Answers) => a.enterprisePlatforms.filter((p) => p !== "none").length;

interface Rule {
  asks: RegExp;
  reflected: (before: Answers, after: Answers) => string | null;
}

const RULES: readonly Rule[] = [
  {
    asks: /\bpolic(y|ies)\b/i,
    reflected: (b, a) =>
      gained(b, a, "ai_policy") ? "A written AI use policy is now in place" : null,
  },
  {
    asks: /\b(pilot|trial)s?\b/i,
    reflected: (b, a) =>
      gained(b, a, "dept_pilots")
        ? "Pilots now run in one or more departments"
        : postureRank(a.orgPosture) >= 3 && postureRank(b.orgPosture) < 3
          ? "The organization now runs sanctioned pilots"
          : null,
  },
  {
    asks: /\bbudget\b/i,
    reflected: (b, a) =>
      gained(b, a, "dedicated_budget") ? "A dedicated AI budget now exists" : null,
  },
  {
    asks: /\b(steering|committee)\b/i,
    reflected: (b, a) =>
      gained(b, a, "steering_committee") ? "An AI steering committee now exists" : null,
  },
  {
    asks: /\bchampions?\b/i,
    reflected: (b, a) =>
      gained(b, a, "internal_champions") ? "Internal AI champions are now named" : null,
  },
  {
    asks: /\byourself\b|\bpersonal(ly)?\b/i,
    reflected: (b, a) =>
      !usesTools(b) && usesTools(a)
        ? "You now use AI tools yourself"
        : !meaningful(b.aiExperience) && meaningful(a.aiExperience)
          ? "You now describe your own experience with AI"
          : a.aiConfidence > b.aiConfidence
            ? `Your confidence rose from ${b.aiConfidence}/10 to ${a.aiConfidence}/10`
            : null,
  },
  {
    asks: /\b(staff|people|fears?|conversation|curiosity|culture)\b/i,
    reflected: (b, a) =>
      postureRank(a.orgPosture) > postureRank(b.orgPosture)
        ? "The organization's posture toward AI moved up"
        : null,
  },
  {
    asks: /\b(platform|microsoft|copilot|salesforce|hubspot|workspace|system of record|data)\b/i,
    reflected: (b, a) =>
      platforms(a) > platforms(b) ? "More business platforms are now in use" : null,
  },
  {
    asks: /\b(friction|slows?|obstacle|blocker)s?\b/i,
    reflected: (b, a) =>
      !meaningful(b.aiFriction) && meaningful(a.aiFriction)
        ? "What slows adoption is now named"
        : null,
  },
];

/** Each earlier quick win with the evidence that it is now reflected, or null. */
export function reflectedQuickWins(
  quickWins: readonly { title: string; description: string }[],
  before: Answers,
  after: Answers,
): QuickWinOutcome[] {
  return quickWins.map(({ title, description }) => {
    const text = `${title} ${description}`;
    const evidence =
      RULES.filter((rule) => rule.asks.test(text))
        .map((rule) => rule.reflected(before, after))
        .find((found): found is string => found !== null) ?? null;
    return { title, evidence };
  });
}
