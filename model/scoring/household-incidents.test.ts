import { INCIDENT_CAP, scoreFamily, type FamilyAnswers } from "./family";
import { householdIncident, householdWorries, namesElders } from "./household-incidents";
import { householdUses } from "./household-uses";
import { deniesUse } from "./wording";

/** What the family's own words tell beyond the checkboxes (#34), in English and French. */

describe("an incident in the family's words", () => {
  it.each([
    ["My dad got a call from a cloned voice of my brother asking for bail money", "scam", true],
    ["Our neighbour's grandson scam nearly cost my grandmother $3,000", "scam", true],
    ["Mon père s'est fait arnaquer par un faux appel de sa banque le mois dernier", "scam", true],
    ["Someone made a deepfake of our son (14) and posted it on Instagram", "deepfake", false],
    ["Une fausse image intime de notre fille a circulé à l'école", "deepfake", false],
  ] as const)("reads “%s”", (words, kind, elder) => {
    expect(householdIncident(words)).toEqual({ kind, words: expect.any(String), elder });
  });

  it.each([
    "We worry about voice-clone scams",
    "J'ai peur des arnaques par clonage de voix pour mes parents",
    "The kids use it for homework and we use it for trips",
    "Alexa for weather and timers",
  ])("reads no incident in “%s”", (words) => expect(householdIncident(words)).toBeNull());

  it("quotes the clause that tells it", () => {
    expect(
      householdIncident(
        "Our daughter (12) uses it for stories. Last month my aunt wired $4,000 to a fake nephew.",
      )?.words,
    ).toBe("Last month my aunt wired $4,000 to a fake nephew");
  });
});

describe("the worries and people the words name", () => {
  it.each([
    ["Our youngest has an AI friend on Replika", ["companion"]],
    ["Ma fille se confie à un chatbot le soir", ["companion"]],
    ["My wife is a teacher and worries about cheating", ["plagiarism"]],
    ["Les enfants font leurs devoirs avec ChatGPT en cachette", ["secret"]],
    ["Grandpa shares fake news clips made with AI", ["misinformation"]],
  ] as const)("reads %j", (words, worries) => expect(householdWorries(words)).toEqual(worries));

  it.each([
    "My parents live with us",
    "Ma belle-mère habite chez nous",
    "Our kids see their grandparents on Sundays",
  ])("names older relatives in “%s”", (words) => expect(namesElders(words)).toBe(true));
  it("names none in a household of parents and children", () =>
    expect(namesElders("My husband and I plan trips; our kids use it for homework")).toBe(false));
});

describe("a household member's use", () => {
  it.each([
    "My husband uses Copilot for taxes; I don't use it at all.",
    "Mon mari l'utilise pour les impôts; moi, je ne l'utilise pas.",
  ])("is a use beside a denial: “%s”", (words) => {
    expect(deniesUse(words)).toBe(false);
    expect(householdUses({ householdAiUse: ["other"], householdAiUseOther: words }).kinds).toEqual([
      "finances",
    ]);
  });

  it("leaves a denial a denial", () => {
    expect(deniesUse("We don't use it at home")).toBe(true);
    expect(deniesUse("On ne l'utilise pas à la maison")).toBe(true);
  });

  it("reads no use in a clause that tells of a risk", () => {
    expect(
      householdUses({
        householdAiUse: ["other"],
        householdAiUseOther: "My father forwards AI-generated health videos to everyone",
      }),
    ).toMatchObject({ kinds: [], own: [], unread: false });
  });
});

describe("the score of a family whose words tell of an incident", () => {
  const prepared: FamilyAnswers = {
    preparednessLevel: "fully",
    rulesForChildren: "enforced",
    householdAiUse: ["finances", "scheduling", "health", "other"],
    childAiConcerns: ["privacy"],
  };

  it("is held below Advanced, with the reason in the summary", () => {
    const family = scoreFamily({
      ...prepared,
      householdAiUseOther: "Ma mère a perdu 2 000 $ dans une arnaque par clonage de voix",
    })!;
    expect(family.score).toBe(INCIDENT_CAP);
    expect(family.rating).toBe("High");
    expect(family.summary).toMatch(
      /The score is held at 7\/10, below Advanced \(the answers alone score (?:8|9|10)\/10\), because your own words tell of a scam that reached an older relative/,
    );
  });

  it("is not held for a worry", () => {
    const family = scoreFamily({
      ...prepared,
      householdAiUseOther: "We worry about scams that clone a voice",
    })!;
    expect(family.rating).toBe("Advanced");
    expect(family.summary).not.toMatch(/held at/);
  });
});
