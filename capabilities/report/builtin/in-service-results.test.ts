import { challenges, headOfficeAt, proseOf, rulesRead } from "@/tests/helpers/test-personas";

/**
 * Review r25 (#34): a dental group whose after-hours AI phone service has booked 1,180
 * appointments was told to move "what already works into the shared inbox", and a carrier whose
 * AI dash cams cut collisions from 14 to 8 was told to "turn the AI use you described into
 * evidence". An AI in service with its results is measured on them and extended, fixed or
 * stopped, never piloted anew; and a rule that keeps X-rays in Dentrix keeps every pilot in it.
 */
const dental = (more: Parameters<typeof proseOf>[0] = {}) =>
  proseOf({
    companyName: "Harbourline Dental Group",
    companyIndustry: "healthcare",
    ...headOfficeAt("Halifax, Nova Scotia"),
    otherPlatforms: "Dentrix, RingCentral",
    businessChallenges: challenges("healthcare", 0, 2),
    otherChallenge:
      "Our front desks spend about 3 hours a day on insurance pre-determinations for crowns and ortho cases.",
    aiFriction: "",
    ...more,
  });

const PHONE_SERVICE =
  "Since last April an after-hours AI phone service answers our overflow calls and has booked 1,180 appointments; about 6% of those calls still get passed to a person the next morning.";

describe("an AI already in service, with its results", () => {
  it("is measured on the results given and extended, never moved into an inbox pilot", () => {
    const prose = dental({ aiExperience: PHONE_SERVICE });
    expect(prose).toMatch(/Measure and extend the AI already in service/);
    expect(prose).toMatch(/build on what the AI phone service already does/);
    expect(prose).toMatch(
      /Its results as you gave them \(1,180 appointments and 6% of those calls\)/,
    );
    expect(prose).not.toMatch(/move what already works into the shared inbox/);
    expect(prose).not.toMatch(/Turn the AI use you described into evidence/);
  });

  it("takes a change in figures as its baseline: AI dash cams that cut collisions", () => {
    const prose = dental({
      aiExperience:
        "Our Samsara AI dash cams have cut at-fault collisions from 14 to 8 a year since we installed them in 2024.",
    });
    expect(prose).toMatch(/build on what the AI dash cams already do/);
    expect(prose).toMatch(/Its results as you gave them \(from 14 to 8\)/);
  });

  it("is an assistant in use at work since a date, with what it has done", () => {
    const prose = dental({
      aiExperience:
        "Since June our front-desk staff use Copilot to draft answers to insurance questions; 40 answers are in our binder so far.",
    });
    expect(prose).toMatch(/build on what Copilot already does/);
    expect(prose).toMatch(/Its results as you gave them \(40 answers\)/);
    expect(
      dental({
        aiExperience:
          "Since March our service writers have used Copilot in Outlook to turn notes into warranty claims. Write-up time went from about 40 minutes a claim to 15.",
      }),
    ).toMatch(/build on what Copilot already does/);
    expect(
      dental({ aiExperience: "Since last year I use ChatGPT at home to plan trips." }),
    ).not.toMatch(/Measure and extend the AI already in service/);
  });

  it("is answered beside a pilot the same answer tells of (review r26)", () => {
    const prose = dental({
      aiExperience:
        "Since last March the RENTCafé AI leasing assistant answers rental enquiries after hours; booked showings rose from 22 to 35 a month. Our senior strata manager piloted Otter.ai on council meetings, and minutes dropped from about 5 hours to 2.",
    });
    expect(prose).toMatch(/build on what the AI leasing assistant already does/);
    expect(prose).toMatch(/Decide on the pilot you already ran/);
  });

  it("is not read from a wish, nor from a service switched off", () => {
    for (const aiExperience of [
      "We would like an AI phone service to answer our overflow calls.",
      "Our AI phone service answered overflow calls until we switched it off in May.",
    ])
      expect(dental({ aiExperience })).not.toMatch(/Measure and extend the AI already in service/);
  });

  it("answers to the rule on clinical questions, with the dentist it names", () => {
    const rule =
      "No AI answers a patient's clinical question unless a dentist has checked the answer.";
    expect(rulesRead(rule)).toEqual([
      [
        "verified-answers",
        "no AI answering patients' clinical questions until a dentist has verified its answers",
      ],
    ]);
    expect(dental({ aiExperience: PHONE_SERVICE, aiFriction: rule })).toMatch(
      /A dentist verifies every answer the AI gives to clinical questions in the pilot on extending the AI phone service/,
    );
  });
});

describe("material a rule keeps in a system", () => {
  const RULE = "X-rays and charts never leave Dentrix.";

  it("is read as a rule on X-rays and charts, as written", () => {
    expect(rulesRead(RULE)).toEqual([
      ["confidential", "X-rays and charts kept in Dentrix: no AI tool outside it holds any of it"],
    ]);
    expect(rulesRead("Les radiographies ne quittent jamais Dentrix.")).toEqual([
      ["confidential", "the X-rays kept in Dentrix: no AI tool outside it holds any of it"],
    ]);
  });

  it("keeps every pilot in the system, never beside it, and tools off that material", () => {
    const prose = dental({ aiFriction: RULE, aiExperience: "" });
    expect(prose).toMatch(/first pilot in Dentrix/);
    expect(prose).not.toMatch(/in or beside Dentrix/);
    expect(prose).toMatch(
      /only for work that holds none of the X-rays and charts your rule keeps there/,
    );
    expect(prose).toMatch(/none of the X-rays and charts leaves it/);
    expect(dental({ aiExperience: "" })).toMatch(/in or beside Dentrix/);
  });
});
