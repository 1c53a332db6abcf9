import type { AssessmentInput } from "@/model/assessment/schemas";
import type { Results } from "@/capabilities/report/results";
import type { ContactLinks } from "@/platform/config/contact";
import type { BookingLink } from "@/capabilities/leads";
import { scoreFamily, scoreReadiness } from "@/model/scoring";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { sectorOfAnswers } from "@/capabilities/report/builtin";

export const TEST_ASSESSMENT_ID = "6b1f0c2e-8d4a-4f3b-9e21-1a2b3c4d5e6f";

export const testContact: ContactLinks = {
  phoneDisplay: "+1 604 555 0199",
  phoneHref: "tel:+16045550199",
};

/** No booking provider: the consultation is the plain booking link. */
export const testBooking: BookingLink = {
  provider: null,
  url: "https://calendly.com/test-strategist",
};

/** What getResults answers for a stored assessment: real scores, no database. */
export function makeResults(
  overrides: Partial<AssessmentInput> = {},
  benchmark: Results["benchmark"] = { enoughPeers: false, peerCount: 0, scope: "industry" },
): Results {
  const answers = makeAnswers(overrides);
  const readiness = scoreReadiness(answers);
  const family = scoreFamily(answers);
  return {
    assessment: {
      ...answers,
      id: TEST_ASSESSMENT_ID,
      customLocation: answers.customLocation ?? null,
      otherChallenge: answers.otherChallenge ?? null,
      aiExperience: answers.aiExperience ?? null,
      aiFriction: answers.aiFriction ?? null,
      otherPlatforms: answers.otherPlatforms ?? null,
      householdAiUseOther: answers.householdAiUseOther ?? null,
      aiReadinessScore: readiness.score,
      readinessVersion: readiness.version,
      familyReadinessScore: family?.score ?? null,
      roadmapGenerated: false,
      paymentStatus: "pending",
      createdAt: new Date("2026-01-05T10:00:00Z"),
    },
    sector: sectorOfAnswers(answers),
    answers,
    readiness,
    family,
    benchmark,
    outlook: { growthPoints: 12, leadership: 30, capability: 28, alignment: "Aligned" },
  };
}
