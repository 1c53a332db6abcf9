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
