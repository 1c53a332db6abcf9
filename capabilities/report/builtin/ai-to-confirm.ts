import type { AssessmentInput } from "@/model/assessment/schemas";
import { aiToConfirm, type AiToConfirmEntry } from "@/capabilities/report/content/ai-to-confirm";
import type { NamedSystem } from "@/capabilities/report/content/systems";

/** Vendor AI the company's systems may or may not include, with the question that settles it. */
export type AiToConfirm = Omit<AiToConfirmEntry, "shownBy" | "ruledOutBy"> & {
  /** No words in the answers could settle it (Square AI by country): only the vendor can say. */
  vendorOnly: boolean;
};

const saidIn = (answers: AssessmentInput) =>
  [answers.otherPlatforms, answers.aiExperience, answers.aiFriction, answers.otherChallenge]
    .filter(Boolean)
    .join(" \n ");

/**
 * The AI of the platforms and systems the company runs that the answers do not show it has:
 * nothing in the free text names the plan that includes it (content/ai-to-confirm.ts).
 */
export function aiToConfirmOf(
  answers: AssessmentInput,
  platforms: readonly string[],
  systems: readonly NamedSystem[],
): AiToConfirm[] {
  const said = saidIn(answers);
  const runs = (home: string) => platforms.includes(home) || systems.some((s) => s.id === home);
  return (
    aiToConfirm
      .filter((entry) => runs(entry.home) && !entry.shownBy?.test(said))
      // Nothing to confirm where the answers rule it out: the tool is not recommended at all.
      .filter((entry) => !entry.ruledOutBy?.test(said))
      .map(({ tool, home, condition, question, shownBy }) => ({
        tool,
        home,
        condition,
        question,
        vendorOnly: !shownBy,
      }))
  );
}

/** The question to settle before counting on a tool's AI, or undefined when it is certain. */
export const toConfirm = (
  ctx: { toConfirm: readonly AiToConfirm[] },
  name: string,
): AiToConfirm | undefined => ctx.toConfirm.find((t) => t.tool === name);

/**
 * Vendor AI the answers show cannot come with what the company runs: the version they name does
 * not carry it ("SAP ECC 6.0 … S/4 migration not scheduled" for Joule). Never recommended.
 */
export function prerequisiteContradicted(answers: AssessmentInput, name: string): boolean {
  const entry = aiToConfirm.find((e) => e.tool === name);
  if (!entry?.ruledOutBy) return false;
  const said = saidIn(answers);
  return entry.ruledOutBy.test(said) && !entry.shownBy?.test(said);
}
