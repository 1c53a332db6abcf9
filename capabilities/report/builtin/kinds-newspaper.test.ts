import { describe, expect, it } from "@jest/globals";
import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { documentsText } from "@/tests/helpers/documents-text";
import { challenges, headOfficeAt } from "@/tests/helpers/test-personas";

/**
 * Review r21 class 1 (#34): a weekly community newspaper read as any "Other" firm, missed the
 * press's own rules (defamation, corrections, the press council) and had AI draft stories although
 * the publisher wrote that AI never writes under a reporter's byline. It is a community newspaper
 * under its province's defamation law and press council, and a byline rule binds every pilot.
 */

const paper = (overrides: Partial<AssessmentInput>) =>
  documentsText(
    makeAnswers({
      executiveTitle: "Publisher and Editor",
      companyIndustry: "other",
      companyEmployees: "11-50",
      companyRevenue: "1m-10m",
      businessChallenges: challenges("other", 0, 1, 5),
      aiDepartments: ["operations", "sales"],
      enterprisePlatforms: ["microsoft365"],
      ...overrides,
    }),
  );

/** Work that has AI write journalism, as a recommendation would say it. */
const AI_WRITES_STORIES =
  /drafting the documents you described|(?:draft|write)s? (?:\w+ ){0,3}(?:news )?(?:stories|articles)|AI-(?:written|drafted) (?:stories|articles)/i;

describe("a community newspaper", () => {
  it("a BC weekly under its byline rule reads the press's rules and no AI-written stories", () => {
    const text = paper({
      companyName: "Cowichan Valley Weekly",
      ...headOfficeAt("Duncan, British Columbia"),
      otherChallenge:
        "We publish a weekly community newspaper; our four reporters spend every evening writing stories about council, courts and sports.",
      aiFriction: "AI will never write anything that runs under a reporter's byline.",
    });
    expect(text).toMatch(/a community newspaper/);
    expect(text).toMatch(/BC's Libel and Slander Act/);
    expect(text).toMatch(/National NewsMedia Council \(NNC\)/);
    expect(text).toMatch(/written corrections policy/);
    expect(text).toMatch(/“AI will never write anything that runs under a reporter's byline”/);
    expect(text).toMatch(
      /writes nothing that runs under a reporter's byline: it transcribes interviews/,
    );
    expect(text).toMatch(/Council agendas summarised for a reporter to read/);
    expect(text).toMatch(/Ad copy and classifieds drafted for advertisers to approve/);
    expect(text).not.toMatch(AI_WRITES_STORIES);
  });

  it("un hebdo québécois « aucun article rédigé par l'IA » keeps to it and answers to the Conseil de presse", () => {
    const text = paper({
      companyName: "L'Écho de la Vallée",
      executiveTitle: "Éditrice",
      ...headOfficeAt("Rimouski, Québec"),
      otherChallenge:
        "Notre hebdo régional couvre le conseil municipal et les écoles; nos journalistes passent des heures à rédiger des articles le soir.",
      aiFriction: "Aucun article rédigé par l'IA ne sera publié dans notre journal.",
    });
    expect(text).toMatch(/a community newspaper/);
    expect(text).toMatch(/Conseil de presse du Québec/);
    expect(text).toMatch(/Quebec's Civil Code and Charter of human rights and freedoms/);
    expect(text).toMatch(/“Aucun article rédigé par l'IA ne sera publié dans notre journal”/);
    expect(text).not.toMatch(/a school or college|School or college/);
    expect(text).not.toMatch(AI_WRITES_STORIES);
  });

  it("a weekly with no rule on bylines still reads Ontario's libel law and the NNC", () => {
    const text = paper({
      companyName: "Grey Highlands Gazette",
      ...headOfficeAt("Owen Sound, Ontario"),
      otherChallenge:
        "Our weekly paper's print ad revenue keeps falling and our reporters read council agendas late at night.",
      aiFriction: "",
    });
    expect(text).toMatch(/Ontario's Libel and Slander Act/);
    expect(text).toMatch(/National NewsMedia Council \(NNC\)/);
    expect(text).not.toMatch(/writes nothing that runs under a reporter's byline/);
  });
});
