import "server-only";
import { db } from "@/lib/db";
import { scoreFamily, scoreLead, scoreReadiness } from "@/lib/scoring";
import type { AssessmentInput } from "./schemas";

const orNull = (text: string | undefined) => (text ? text : null);

/** Stores a validated assessment with its server-computed scores; answers its id. */
export async function createAssessment(input: AssessmentInput): Promise<string> {
  const lead = scoreLead(input);
  const created = await db.assessment.create({
    select: { id: true },
    data: {
      ...input,
      executiveEmail: orNull(input.executiveEmail?.toLowerCase()),
      customLocation: input.headOfficeLocation === "other" ? orNull(input.customLocation) : null,
      otherChallenge: orNull(input.otherChallenge),
      aiExperience: orNull(input.aiExperience),
      aiFriction: orNull(input.aiFriction),
      otherPlatforms: orNull(input.otherPlatforms),
      householdAiUseOther: input.householdAiUse.includes("other")
        ? orNull(input.householdAiUseOther)
        : null,
      aiReadinessScore: scoreReadiness(input).score,
      familyReadinessScore: scoreFamily(input)?.score ?? null,
      leadScore: lead.score,
      leadQualified: lead.qualified,
    },
  });
  return created.id;
}
