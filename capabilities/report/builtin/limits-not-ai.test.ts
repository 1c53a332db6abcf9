import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { documentsText } from "@/tests/helpers/documents-text";

/**
 * A stated problem is answered by what limits the business (issue 34, round 16): housing that
 * limits hiring and prices that swing with a market are said plainly to be beyond AI, never met
 * with a pilot to hire faster or a translation tool because a country's tariffs were named.
 */

const written = (
  otherChallenge: string,
  companyIndustry: AssessmentInput["companyIndustry"] = "travel-hospitality-tourism",
) =>
  documentsText(
    makeAnswers({ companyName: "Larch Valley Lodge", companyIndustry, otherChallenge }),
  );

describe("housing that limits hiring", () => {
  it.each([
    "Staff housing caps our hiring: we have 60 beds for about 150 summer staff, and the town has almost no rentals.",
    "Le logement du personnel limite l'embauche : 60 lits pour 150 saisonniers, et presque rien à louer au village.",
  ])("is named as beyond AI, with no pilot to hire faster: %s", (challenge) => {
    const text = written(challenge);
    expect(text).not.toMatch(/hire faster/i);
    expect(text).toMatch(/housing for the staff you hire, which no AI tool builds/);
  });
});

describe("prices that swing with a market", () => {
  it.each([
    "Green coffee prices swing 20% in a quarter and Vietnamese tariffs keep changing our blend costs.",
    "Les prix du bois d'œuvre fluctuent de 30 % en un mois, alors chaque achat de stock est un pari.",
  ])("are a planning question, never a translation tool: %s", (challenge) => {
    const text = written(challenge, "manufacturing");
    expect(text).not.toMatch(/every language you serve|DeepL/);
    expect(text).toMatch(
      /prices that swing with a market you do not set, which no AI tool predicts/,
    );
  });
});
