import { makeAnswers } from "@/tests/helpers/test-answers";
import { inputFor } from "@/tests/helpers/test-personas";
import { buildContext } from "./context";
import { decisionDatesOf } from "./decision-dates";
import { frenchBodyIn } from "./governing-body";
import { boardShown } from "./role-scale";

/**
 * "Conseil" is also advice: only "le conseil d'administration", "le CA" where it governs and
 * "notre conseil" are a board; "le conseil" that adopts a budget is a council (issue 34).
 */

describe("a French governing body", () => {
  it.each([
    ["Le conseil d'administration se réunit en juin.", "the board"],
    ["Tout achat est approuvé par le CA en mars.", "the board"],
    ["Le CA se réunit en février.", "the board"],
    ["Notre conseil approuve les dépenses en mai.", "the board"],
    ["Le budget est adopté par le conseil en avril.", "the council"],
    ["Le conseil de bande se réunit en octobre.", "the council"],
  ])("%s -> %s", (clause, body) => {
    expect(frenchBodyIn(clause)).toBe(body);
  });

  it.each([
    "Nous cherchons des conseils avant de choisir un outil.",
    "Un conseil de notre comptable : commencer petit.",
    "Notre CA a baissé de 10 % cette année.",
    "Nos conseillers en voyages montent chaque itinéraire à la main.",
  ])("is no body: %s", (clause) => {
    expect(frenchBodyIn(clause)).toBeNull();
  });
});

const shop = (aiFriction: string) =>
  makeAnswers({
    companyName: "Boulangerie Saint-Roch",
    companyIndustry: "food-services",
    companyEmployees: "11-50",
    aiFriction,
    otherChallenge: undefined,
    aiExperience: undefined,
  });

describe("the decision calendar and the board", () => {
  it("dates a council's budget as the council's, and shows no board", () => {
    const answers = shop("Le budget est adopté par le conseil en avril.");
    expect(decisionDatesOf(answers)).toMatchObject([
      { kind: "budget", month: 3, body: "the council" },
    ]);
    expect(boardShown(buildContext(inputFor(answers)))).toBe(false);
  });

  it("dates a board's meeting as the board's, and shows one", () => {
    const answers = shop(
      "Le conseil d'administration se réunit en juin pour approuver les dépenses.",
    );
    expect(decisionDatesOf(answers)).toMatchObject([
      { kind: "approval", month: 5, body: "the board" },
    ]);
    expect(boardShown(buildContext(inputFor(answers)))).toBe(true);
  });

  it("reads no body in advice", () => {
    const answers = shop("Nous voulons des conseils en mars avant de choisir un outil.");
    expect(decisionDatesOf(answers)).toEqual([]);
    expect(boardShown(buildContext(inputFor(answers)))).toBe(false);
  });
});
