import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { challenges, inputFor } from "@/tests/helpers/test-personas";
import { buildContext } from "./context";
import { generateReport } from "./documents";
import { planOf } from "./plan";
import { isStressed } from "./stressed-pain";

/**
 * The pain the executive stresses most gets the first pilot (issue 34, review r10 class 4),
 * whatever order they wrote their problems in, in English and French; a sentence that stresses
 * no problem ("our biggest client") changes nothing.
 */

const leadOf = (answers: AssessmentInput) => planOf(buildContext(inputFor(answers))).lead;

const contractor = (otherChallenge: string) =>
  makeAnswers({
    companyName: "Peak Line Electrical",
    executiveTitle: "Owner",
    companyIndustry: "other",
    companyEmployees: "11-50",
    companyRevenue: "1m-10m",
    businessChallenges: challenges("other", 1, 5),
    otherChallenge,
    aiFriction: "",
    aiExperience: "",
  });

describe("the stressed pain", () => {
  it.each([
    "Our sharpest pain is CFIA export certificates.",
    "The biggest problem is scheduling.",
    "What keeps me up at night is cash flow.",
    "Notre plus gros problème, c'est la planification.",
    "Le principal défi reste le recrutement.",
  ])("is read in %j", (sentence) => {
    expect(isStressed(sentence)).toBe(true);
  });

  it.each([
    "Our biggest client wants faster quotes.",
    "The main office is in Kelowna.",
    "Notre plus gros client est à Lévis.",
  ])("is not read in %j", (sentence) => {
    expect(isStressed(sentence)).toBe(false);
  });

  it.each([
    [
      "English",
      "Quotes take us two days each. Our biggest problem is scheduling: building the crew schedule takes me every Sunday.",
      "Quotes take us two days each. Building the crew schedule takes me every Sunday.",
      "scheduling",
      "quoting",
    ],
    [
      "French",
      "Nos techniciens perdent du temps à rédiger les rapports d'intervention. Notre plus gros problème : les ruptures de stock de pièces sur les chantiers.",
      "Nos techniciens perdent du temps à rédiger les rapports d'intervention. Les ruptures de stock de pièces sur les chantiers nous coûtent cher.",
      "inventory",
      "documentation",
    ],
  ])(
    "leads the pilots when written second (%s), and the first written leads without it",
    (_language, stressed, plain, second, first) => {
      expect(leadOf(contractor(stressed))!.theme?.themeId).toBe(second);
      expect(leadOf(contractor(plain))!.theme?.themeId).toBe(first);
    },
  );

  it("keeps the order written when the words stress no problem", () => {
    const lead = leadOf(
      contractor(
        "Quotes take us two days each. Our biggest client wants the crew schedule every Sunday.",
      ),
    )!;
    expect(lead.theme?.themeId).toBe("quoting");
  });
});

it("gives a nine-shop bakery chain's stressed production planning the first pilot (French)", () => {
  const answers = makeAnswers({
    companyName: "Boulangeries Tremblay",
    executiveTitle: "Présidente",
    companyIndustry: "food-services",
    companyEmployees: "51-200",
    companyRevenue: "10m-50m",
    companyBusinessModel: "b2c",
    headOfficeLocation: "other",
    customLocation: "Québec, QC",
    businessChallenges: challenges("food-services", 1, 0),
    otherChallenge:
      "Notre plus gros problème, c'est la planification centrale de la production par boutique : nous avons neuf boutiques et on produit trop ou pas assez.",
    enterprisePlatforms: ["quickbooks"],
    otherPlatforms: "Lightspeed",
  });
  const position = generateReport(inputFor(answers)).reportData.brief!.decisions[1]!;
  expect(position).toContain("Notre plus gros problème");
  expect(position).toMatch(/^Start with ordering from a forecast as the first pilot/);
});
