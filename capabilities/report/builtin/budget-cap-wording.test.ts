import { makeAnswers } from "@/tests/helpers/test-answers";
import { inputFor } from "@/tests/helpers/test-personas";
import { buildContext } from "./context";
import { generateReport } from "./documents";

/**
 * A budget the executive states, in French or English, with the period written as a slash or
 * with the words of what it is for before its amount, binds the plan as the year or month it
 * names: « 300 $/mois » is C$3,600 a year, never C$300.
 */

const dentalLab = (aiFriction: string) =>
  inputFor(
    makeAnswers({
      executiveName: "Sylvie Gagnon",
      executiveTitle: "Propriétaire",
      companyName: "Prothèses Dentaires Beloeil",
      companyRevenue: "1m-10m",
      companyEmployees: "11-50",
      companyIndustry: "healthcare",
      headOfficeLocation: "other",
      customLocation: "Beloeil, Québec",
      aiFriction,
      enterprisePlatforms: ["microsoft365", "quickbooks"],
    }),
  );

const capOf = (aiFriction: string) =>
  buildContext(dentalLab(aiFriction)).constraints.find((c) => c.id === "budget-cap");

it.each([
  ["Notre budget pour l'IA est de 4 000 $ par année.", 4000, "C$4,000 a year"],
  ["Nous avons un budget de 4 000 $/an pour les outils.", 4000, "C$4,000 a year"],
  ["On a un budget de 300 $/mois, pas plus.", 3600, "C$300 a month"],
  ["Our budget for new AI tools is $4,000 a year.", 4000, "C$4,000 a year"],
  ["Le budget annuel est de 4 000 $.", 4000, "C$4,000 a year"],
])("“%s” is a ceiling of C$%s a year, restated as %s", (words, yearly, stated) => {
  const cap = capOf(words);
  expect(cap?.amountCad).toBe(yearly);
  expect(cap?.cap).toBe(stated);
});

it("holds the tools of the plan to a French yearly budget, and says so against it", () => {
  const { markdownReport } = generateReport(
    dentalLab("Notre budget pour l'IA est de 4 000 $ par année."),
  );
  expect(markdownReport).toMatch(
    /\*\*Against your budget:\*\*[^\n]*within the C\$4,000 a year you set/,
  );
});
