import { challenges, headOfficeAt, proseOf } from "@/tests/helpers/test-personas";

/**
 * Review r25 (#34): a wilderness tour operator wrote "AI never answers a safety question from a
 * guest; only a lead guide does", and its guest e-mail pilot drafted answers with no word of it.
 * A red line on questions AI never answers holds in every pilot where AI would answer people,
 * with the person it names. And "400 guest e-mails a week" is read as e-mail, as "emails" is.
 */
const tours = (aiFriction: string) =>
  proseOf({
    companyName: "Schwatka Wilderness Co.",
    companyIndustry: "travel-hospitality-tourism",
    ...headOfficeAt("Whitehorse, Yukon"),
    otherPlatforms: "FareHarbor, Gmail",
    businessChallenges: challenges("travel-hospitality-tourism", 0, 1),
    otherChallenge:
      "We run from June to September; in May we get 400 guest e-mails a week and answer them days late.",
    aiExperience: "",
    aiFriction,
  });

describe("questions AI never answers", () => {
  it("go to the person the rule names, in the pilot that answers guests", () => {
    const prose = tours("AI never answers a safety question from a guest; only a lead guide does.");
    expect(prose).toMatch(/Start with answering routine questions as the first pilot/);
    expect(prose).toMatch(
      /Every safety question goes to a lead guide, and the AI answers none of them/,
    );
  });

  it("are no condition where no rule names them", () => {
    expect(tours("")).not.toMatch(/safety question goes to/);
  });
});

describe("answers AI never gives unchecked, and work that goes to a person", () => {
  it("has a licensed architect check every code answer in the pilot that touches the code", () => {
    const prose = proseOf({
      companyName: "Mistry Halvorsen Architects Inc.",
      companyIndustry: "consulting",
      ...headOfficeAt("Toronto, Ontario"),
      businessChallenges: ["capturing_and_reusing_firm_knowledge"],
      otherChallenge: "",
      aiExperience: "",
      aiFriction:
        "AI never gives a code or life-safety answer that a licensed architect has not checked; the OAA seal is personal.",
    });
    expect(prose).toMatch(
      /a licensed architect checks every code or life-safety answer the AI gives before anyone relies on it/,
    );
  });

  it("sends what AI never answers to the person the rule names", () => {
    const prose = proseOf({
      companyName: "Lakeshore Ridge Property Management Ltd.",
      companyIndustry: "real-estate",
      businessChallenges: ["managing_tenant_communications_and_maintenance_requests"],
      otherChallenge: "",
      aiExperience: "",
      aiFriction:
        "AI never answers bylaw interpretations or disputes between owners; those go to a licensed strata manager, because BCFSA holds the brokerage responsible.",
    });
    expect(prose).toMatch(
      /bylaw interpretations or disputes between owners go to a licensed strata manager, and the AI answers none of them/i,
    );
  });
});
