import type { AssessmentInput } from "@/model/assessment/schemas";
import { headOfficeAt, proseOf } from "@/tests/helpers/test-personas";

/**
 * Review r22 class 1 (#34): a radio group that wrote "sometimes a lawyer's letter" was reported
 * as a law firm. A professional the company deals with, named in passing ("a lawyer's letter",
 * "our accountant", "the engineer", « notre avocat »), shows who it hears from, never what it
 * is: the kind comes from its name, the title and the sentences that say what it is or does.
 */

/** The report's own words, the executive's quoted ones left out. */
const ownWords = (prose: string) => prose.replace(/“[^”]*”/g, "“”");

const base: Partial<AssessmentInput> = {
  companyIndustry: "other",
  companyEmployees: "11-50",
  companyRevenue: "1m-10m",
  executiveTitle: "Owner",
  aiExperience: "",
  otherPlatforms: "",
};

const LAW = /a law (?:firm|practice)|law society|Barreau|Law Society|privilege/i;
const ACCOUNTING = /an accounting or tax practice|CPA (?:Canada|Nova Scotia|Ontario)|CSQM 1/;
const ENGINEERING = /an engineering or architecture firm|Engineers Nova Scotia|APEGA|EGBC|PEO\b/;

describe("a professional named in passing shows no kind", () => {
  it.each([
    [
      "a lawyer's letter",
      {
        companyName: "Harbourline Services Ltd.",
        ...headOfficeAt("Halifax, Nova Scotia"),
        otherChallenge:
          "Snow clearing and salting for 60 commercial lots around Halifax is most of our winter.",
        aiFriction:
          "Every missed lot means an angry property manager and sometimes a lawyer's letter after a slip.",
      },
      LAW,
    ],
    [
      "our accountant",
      {
        companyName: "Kowalski & Daughters Ltd.",
        ...headOfficeAt("Saskatoon, Saskatchewan"),
        otherChallenge:
          "Our two shops sell bread, pies and wholesale orders to cafés across Saskatoon.",
        aiFriction: "Our accountant says flour and butter costs are eating the margin.",
      },
      ACCOUNTING,
    ],
    [
      "the structural engineer",
      {
        companyName: "Tidewater Marine Ltd.",
        ...headOfficeAt("Lunenburg, Nova Scotia"),
        otherChallenge: "Wharves and floating docks for marinas keep our crews busy all summer.",
        aiFriction: "The structural engineer on the Mahone Bay job sent our drawings back twice.",
      },
      ENGINEERING,
    ],
    [
      "« la lettre d'un avocat »",
      {
        companyName: "Groupe Laurentides inc.",
        executiveTitle: "Propriétaire",
        ...headOfficeAt("Saint-Jérôme, Québec"),
        otherChallenge: "Nos 40 camions déneigent des stationnements commerciaux tout l'hiver.",
        aiFriction: "Une chute dans un stationnement peut nous valoir la lettre d'un avocat.",
      },
      LAW,
    ],
  ])("%s", (_, answers, wrongKind) => {
    const prose = ownWords(proseOf({ ...base, ...answers }));
    expect(prose).not.toMatch(wrongKind);
  });
});

describe("what the company says it is still shows its kind", () => {
  it("a lawyer who says so runs a law practice", () => {
    const prose = ownWords(
      proseOf({
        ...base,
        companyName: "Okafor & Lind",
        ...headOfficeAt("Kelowna, British Columbia"),
        otherChallenge: "I am a lawyer and run a two-lawyer practice in wills and estates.",
      }),
    );
    expect(prose).toMatch(/Law Society of British Columbia|law society/i);
  });

  it("an engineering firm's own engineers show it", () => {
    const prose = ownWords(
      proseOf({
        ...base,
        companyName: "Fundy Structural Consultants",
        ...headOfficeAt("Saint John, New Brunswick"),
        otherChallenge:
          "Our structural engineers spend evenings writing inspection reports for bridges.",
      }),
    );
    expect(prose).toMatch(/engineering/i);
  });

  it("a sentence saying what the company does outranks a kind another answer only mentions", () => {
    const prose = ownWords(
      proseOf({
        ...base,
        companyName: "MacLeod Family Services",
        ...headOfficeAt("Sydney, Nova Scotia"),
        otherChallenge: "We run three funeral homes on Cape Breton Island.",
        aiFriction:
          "Families keep asking us about the final tax return for the estate, which is not ours to answer.",
      }),
    );
    expect(prose).toMatch(/a funeral home/);
    expect(prose).not.toMatch(ACCOUNTING);
  });
});
