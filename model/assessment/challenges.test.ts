import { challengeLabels, challengeSlug, challengeTexts, challengesFor } from "./challenges";
import { industryOptions } from "./options";
import { assessmentInputSchema, UNKNOWN_CHALLENGE } from "./schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";

describe("business challenges", () => {
  it("slugs the text: lower case, spaces to underscores, other characters removed", () => {
    expect(challengeSlug("Reducing unplanned equipment downtime")).toBe(
      "reducing_unplanned_equipment_downtime",
    );
    expect(challengeSlug("Speeding up client onboarding and KYC checks")).toBe(
      "speeding_up_client_onboarding_and_kyc_checks",
    );
    expect(challengeSlug("Sales & marketing: ROI-driven")).toBe("sales__marketing_roidriven");
  });

  it.each(industryOptions.map((o) => o.value))(
    "offers six distinct challenges for %s",
    (industry) => {
      const list = challengesFor(industry);
      expect(list).toHaveLength(6);
      expect(new Set(list.map((c) => c.value)).size).toBe(6);
      for (const c of list) expect(c.value).toMatch(/^[a-z0-9_]+$/);
    },
  );

  it("gives every industry its own list, and unknown industries the general one", () => {
    const all = Object.values(challengeTexts).flat();
    expect(new Set(all).size).toBe(all.length);
    expect(challengesFor("underwater-basket-weaving")).toEqual(challengesFor("other"));
  });

  it("keeps the stored value of a challenge whose text is now spelt the Canadian way", () => {
    const retail = challengesFor("retail").find(
      (c) => c.label === "Personalizing the shopping experience",
    );
    expect(retail?.value).toBe("personalising_the_shopping_experience");
    expect(challengeLabels.get("improving_utilisation_and_billable_hours")).toBe(
      "Improving utilization and billable hours",
    );
    const labels = [...challengeLabels.values()].join(" ");
    expect(labels).not.toMatch(/(personal|modern|optim|util|organ)is/i);
  });
});

describe("a submission's challenges", () => {
  const consulting = (slug: string) =>
    assessmentInputSchema.safeParse(
      makeAnswers({ companyIndustry: "consulting", businessChallenges: [slug] }),
    );

  it("are taken as the slug of the text shown, in today's spelling, and stored as before", () => {
    const parsed = consulting(challengeSlug("Improving utilization and billable hours"));
    expect(parsed.success && parsed.data.businessChallenges).toEqual([
      "improving_utilisation_and_billable_hours",
    ]);
  });

  it("refuse a challenge of another industry's list with the spec's message", () => {
    const parsed = consulting("reducing_unplanned_equipment_downtime");
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([UNKNOWN_CHALLENGE]);
  });
});
