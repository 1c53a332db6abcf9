import { proseOf } from "@/tests/helpers/test-personas";

/**
 * Review r25 (#34): a Quebec law firm writing in French. « que nos clients refusent de payer » is
 * no health payer (the insurers' pre-approvals pilot was its first pilot); « les premières
 * ébauches de contrats » is drafting; « Microsoft 365 Copilot resteront désactivées tant que… »
 * is no paid Copilot in place to approve for a pilot group.
 */
const firm = proseOf({
  companyName: "Roy Paradis Gagnon avocats",
  companyIndustry: "consulting",
  companyEmployees: "51-200",
  headOfficeLocation: "other",
  customLocation: "Québec, Québec",
  businessChallenges: ["producing_proposals_and_reports_faster"],
  aiToolsUsed: ["copilot"],
  otherChallenge:
    "Nos 18 associés consacrent en moyenne 7 heures par semaine chacun aux premières ébauches de contrats, que nos clients refusent de plus en plus de payer.",
  aiExperience:
    "Quelques associés ont essayé Copilot Chat dans Microsoft 365 pour des courriels internes.",
  aiFriction:
    "Les fonctions d'IA de Clio et Microsoft 365 Copilot resteront désactivées tant que nous n'aurons pas une confirmation écrite que le traitement se fait au Canada.",
});

describe("a law firm writing in French", () => {
  it("reads its contract drafting as drafting, never insurers' pre-approvals", () => {
    expect(firm).not.toMatch(/pre-approvals and claims|funder or insurer/);
    expect(firm).toMatch(/Start with drafting the documents you described as the first pilot/);
  });

  it("never approves the Copilot it keeps switched off", () => {
    expect(firm).not.toMatch(/Approve Microsoft 365 Copilot for one pilot group/);
  });
});
