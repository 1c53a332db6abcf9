import type { AssessmentInput } from "@/model/assessment/schemas";
import { documentsOf } from "@/tests/helpers/documents-text";
import { makeAnswers } from "@/tests/helpers/test-answers";

/**
 * Review r18 (classes 6, 7, 8, 11), on companies nobody wrote the generator for: a territory's
 * licensing body is named, never "your provincial college"; a sector privacy law the executive
 * names is the rule; a store in a second province brings its law; food made or packed brings
 * the CFIA; PCI DSS is High only where staff take card numbers; Québec's safety committee keeps
 * its name; figures are quoted whole, with their scale and period; no challenge is labelled by a
 * cut quotation; the people named own the pilots of their work; the family is quoted as written.
 */

type Docs = ReturnType<typeof documentsOf>;
const textOf = (d: Docs) => JSON.stringify(d);
const privacyRisk = (d: Docs, law: string) =>
  d.report.risks.find((r) => (r.why ?? "").includes(`Your answers name ${law}`));
const owners = (d: Docs) => d.roadmap.recommendations.map((r) => r.owner ?? "");

const company = (answers: Partial<AssessmentInput>) =>
  documentsOf(makeAnswers({ headOfficeLocation: "other", ...answers }));

describe("a pharmacy in Yellowknife, Northwest Territories", () => {
  let d: Docs;
  beforeAll(() => {
    d = company({
      companyName: "Aurora Dispensary Ltd.",
      executiveTitle: "Owner and Pharmacist",
      companyEmployees: "1-10",
      companyIndustry: "healthcare",
      companyBusinessModel: "b2c",
      customLocation: "Yellowknife, Northwest Territories",
      businessChallenges: ["improving_billing_accuracy_and_claim_approvals"],
      otherChallenge:
        "We are a community pharmacy in Yellowknife; our pharmacists fill blister packs for two elders' homes.",
      aiExperience:
        "Our technician, Samuel Beaulieu, fixes the claims NIHB rejects and has tried ChatGPT to draft the appeal letters.",
      aiFriction: "Patient records fall under the Health Information Act and must stay in Canada.",
    });
  });

  it("names the territory's government, never a provincial college", () => {
    const text = textOf(d);
    expect(text).toContain("the Government of the Northwest Territories licenses pharmacists");
    expect(text).not.toMatch(/your provincial|provincial college/);
    expect(text).toContain("records are kept");
    expect(text).not.toContain("records is kept");
  });

  it("measures AI use against the health information act named, not PIPEDA", () => {
    const text = textOf(d);
    expect(text).toContain("the Health Information Act is the rule");
    expect(text).not.toContain("PIPEDA is the rule");
  });

  it("gives the claims pilot to the technician whose sentence names the claims", () => {
    expect(owners(d)).toContain("Samuel Beaulieu (technician)");
  });
});

describe("a hardware and supply store in Iqaluit, Nunavut", () => {
  let d: Docs;
  beforeAll(() => {
    d = company({
      companyName: "Tundra Hardware & Supply Ltd.",
      executiveTitle: "Owner",
      companyEmployees: "11-50",
      companyIndustry: "retail",
      customLocation: "Iqaluit, Nunavut",
      businessChallenges: ["forecasting_demand_and_avoiding_stockouts"],
      otherChallenge:
        "Everything we sell comes in on the summer sealift, so one ordering mistake in June leaves us short until next year.",
      aiExperience:
        "Our yard supervisor, Joanasie Kilabuk, uses ChatGPT to draft the sealift order lists.",
      aiFriction: "Our warehouse crew run forklifts in the yard. Internet is satellite and slow.",
    });
  });

  it("says nothing of a province, and tests tools where the connection is weakest, not at a head office", () => {
    const text = textOf(d);
    expect(text).not.toMatch(/your province|provincial college|slowest site|at head office/);
    expect(text).toMatch(/your connection is weakest/);
  });

  it("gives the ordering pilot to the supervisor who drafts the orders", () => {
    expect(owners(d)).toContain("Joanasie Kilabuk (yard supervisor)");
  });
});

describe("an Ontario municipal services contractor naming MFIPPA", () => {
  let d: Docs;
  beforeAll(() => {
    d = company({
      companyName: "Cataraqui Municipal Services Inc.",
      executiveTitle: "President",
      companyEmployees: "51-200",
      companyIndustry: "other",
      companyBusinessModel: "b2b",
      customLocation: "Kingston, Ontario",
      businessChallenges: ["improving_operational_efficiency"],
      otherChallenge:
        "We run waste collection and snow clearing for four townships; missed-pickup complaints cost us about $1.2 million in contract deductions last year.",
      aiFriction:
        "The townships' resident lists and complaint records fall under MFIPPA and our contracts forbid sending them outside Canada. Our operations manager, Greta Haldane, builds the route schedules every spring.",
    });
  });

  it("makes MFIPPA the privacy risk's law, High", () => {
    const risk = privacyRisk(d, "MFIPPA");
    expect(risk?.impact).toBe("High");
    expect(risk?.mitigation).toContain("MFIPPA is the rule");
    expect(textOf(d)).not.toMatch(/PIPEDA governs the personal information you collect/);
  });

  it("quotes the figure whole, its period stated", () => {
    const text = textOf(d);
    expect(text).toContain("“about $1.2 million”");
    expect(text).not.toMatch(/for a period to confirm|“about \$1\.2”/);
  });

  it("gives operations pilots to the operations manager named", () => {
    expect(owners(d)).toContain("Greta Haldane (operations manager)");
  });
});

describe("a Saskatchewan tire dealer with a store in Manitoba", () => {
  let d: Docs;
  beforeAll(() => {
    d = company({
      companyName: "Wascana Tire & Auto Ltd.",
      executiveTitle: "General Manager",
      companyEmployees: "51-200",
      companyIndustry: "retail",
      customLocation: "Regina, Saskatchewan",
      businessChallenges: ["forecasting_demand_and_avoiding_stockouts"],
      otherChallenge:
        "We run three stores in Regina and one in Brandon, Manitoba. Tire stockouts in the October rush cost us about $1.4 million in lost sales a year.",
      aiExperience:
        "Our parts manager, Trevor Olynyk, uses ChatGPT to draft the weekly tire order and the inventory forecasts.",
      householdAiUse: ["finances", "other"],
      householdAiUseOther:
        "My wife uses it for church bulletins and planning meals around lambing season",
      childAiConcerns: ["shortcuts"],
      rulesForChildren: "informal",
    });
  });

  it("brings the second province's law to the store there", () => {
    expect(textOf(d)).toContain("staff and clients in Manitoba fall under that province's");
  });

  it("keeps the figure's scale, and labels the problem in the report's words", () => {
    const text = textOf(d);
    expect(text).not.toMatch(/“about \$1\.4”|for a period to confirm/);
    expect(text).not.toMatch(/“We run three stores…”, measured first/);
  });

  it("gives the forecasting pilot to the parts manager who forecasts", () => {
    expect(owners(d)).toContain("Trevor Olynyk (parts manager)");
  });

  it("quotes the family's own words, never a use's label as theirs", () => {
    const text = textOf(d);
    expect(text).toContain(
      "in the family's own words, “church bulletins and planning meals around lambing season”",
    );
    expect(text).not.toMatch(/in the family's own words, recipes/);
  });
});

describe("a Québec bakery writing in French", () => {
  const bakery = {
    companyName: "Boulangerie Saint-Laurent inc.",
    executiveTitle: "Présidente",
    companyEmployees: "11-50",
    companyIndustry: "manufacturing",
    companyBusinessModel: "b2b",
    customLocation: "Trois-Rivières, Québec",
    businessChallenges: ["forecasting_demand_and_optimising_inventory"],
    otherChallenge:
      "Nous cuisons et emballons du pain pour des épiceries au Québec et en Ontario. L'an dernier, les invendus retournés par les épiceries nous ont coûté environ 85 000 $.",
    aiExperience:
      "Notre gérante de production, Éloïse Bélanger, a essayé ChatGPT pour les prévisions de commandes et pour traduire nos étiquettes en anglais.",
    aiFriction:
      "Nos ventes en ligne passent par Shopify. Nos employés de l'usine sont syndiqués et travaillent sur la ligne de production, autour des fours et des trancheuses.",
  } satisfies Partial<AssessmentInput>;
  let d: Docs;
  let byPhone: Docs;
  beforeAll(() => {
    d = company(bakery);
    byPhone = company({
      ...bakery,
      aiFriction: `${bakery.aiFriction} Les clients nous donnent leur numéro de carte par téléphone pour les commandes de gâteaux.`,
    });
  });

  it("names Québec's safety committee and the CFIA's rules for food it makes", () => {
    const text = textOf(d);
    expect(text).toContain("comité de santé et de sécurité");
    expect(text).not.toContain("joint health and safety committee");
    expect(text).toContain("Safe Food for Canadians Regulations");
  });

  it("rates PCI DSS High only where staff take card numbers themselves", () => {
    const pci = (docs: Docs) => docs.report.risks.find((r) => r.risk.includes("PCI DSS"));
    expect(pci(d)?.impact).toBe("Medium");
    expect(pci(byPhone)?.impact).toBe("High");
  });

  it("reads the period from the sentence and labels the problem without cutting a quotation", () => {
    const text = textOf(d);
    expect(text).toContain("“environ 85 000 $”");
    expect(text).not.toMatch(/for a period to confirm|“L'an dernier…”/);
  });

  it("gives the forecasting pilot to the production manager named, her name whole", () => {
    expect(owners(d)).toContain("Éloïse Bélanger (production manager)");
  });
});
