import { headOfficeAt, proseOf, rulesRead } from "@/tests/helpers/test-personas";

/**
 * Review r26 (#34): a Montréal daycare network wrote « Aucune photo, aucun nom et aucune
 * observation d'enfant ne doit entrer dans un outil d'IA », and its first pilot put the
 * educators' observations into AI. A rule that lists what no AI tool may hold is read as that
 * material, and work that holds it is never given to AI: tried on blank templates at most.
 */
const RULE =
  "Aucune photo, aucun nom et aucune observation d'enfant ne doit entrer dans un outil d'IA : c'est la Loi 25.";
const daycares = (aiFriction: string) =>
  proseOf({
    companyName: "Les Garderies Petits Pas inc.",
    companyIndustry: "education",
    ...headOfficeAt("Montréal, Québec"),
    otherChallenge:
      "Nos éducatrices passent environ 5 heures par semaine chacune sur les observations, le dossier éducatif de l'enfant et les portfolios.",
    aiExperience: "",
    aiFriction,
  });

describe("a rule that lists what no AI tool may hold", () => {
  it("is read as that material, in French or English", () => {
    const kept = "children's photos, names and observations entered into no AI tool";
    expect(rulesRead(RULE)).toEqual([["confidential", kept]]);
    expect(rulesRead("No photo, name or observation of a child goes into an AI tool.")).toEqual([
      ["confidential", kept],
    ]);
  });

  it("keeps the work that holds it away from AI", () => {
    const prose = daycares(RULE);
    expect(prose).toMatch(
      /try one step of it with AI on blank templates and wording only, none of the children's photos, names and observations entering it/,
    );
    expect(prose).not.toMatch(/Take time out of the work that takes 5 hours/);
    const free = daycares("");
    expect(free).toMatch(/Take time out of the work that takes 5 hours/);
    expect(free).not.toMatch(/blank templates/);
  });
});
