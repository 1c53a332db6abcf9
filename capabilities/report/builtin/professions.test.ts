import { challengesFor } from "@/model/assessment/challenges";
import type { AssessmentInput } from "@/model/assessment/schemas";
import { challengeText } from "@/capabilities/report/content/challenges";
import { professions } from "@/capabilities/report/content/professions";
import { namedSystems } from "@/capabilities/report/content/systems";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { governingProfessions, professionsOf } from "./professions";

/** What the answers show, as "profession: answer" pairs. */
function shown(overrides: Partial<AssessmentInput>) {
  const answers = makeAnswers({
    companyName: "Northwind Group",
    executiveTitle: "Managing Partner",
    otherChallenge: "",
    aiFriction: "",
    aiExperience: "",
    otherPlatforms: "",
    ...overrides,
  });
  return professionsOf(answers, namedSystems(answers), answers.businessChallenges).map(
    (e) => `${e.profession}: ${e.answer}`,
  );
}

describe("the professions the answers show", () => {
  it.each(professions.map((p) => [p.id, p.industry] as const))(
    "never shows %s from its industry option and its generic challenges alone",
    (_, industry) => {
      const generic = challengesFor(industry)
        .map((c) => c.value)
        .filter((slug) => !professions.some((p) => p.challenges?.includes(slug)));
      expect(shown({ companyIndustry: industry, businessChallenges: generic.slice(0, 3) })).toEqual(
        [],
      );
    },
  );

  it.each([
    ["legal", "Our lawyers spend evenings on precedents"],
    ["legal", "Les avocats du cabinet passent trop de temps sur la recherche"],
    ["accounting", "Tax season buries the whole team every spring"],
    ["accounting", "Nos comptables croulent sous les déclarations de revenus"],
    ["design-engineering", "Design review of drawing sets takes our engineers days"],
    ["design-engineering", "Nos architectes refont les plans et devis à la main"],
    ["medical", "Our physicians type referral letters after hours"],
    ["medical", "Les médecins de la clinique médicale manquent de temps"],
    ["dental", "The hygienists chart by hand between patients"],
    ["dental", "Le cabinet dentaire manque de personnel"],
    ["allied-health", "Our physiotherapists write notes at night"],
    ["care-home", "Night staff in our long-term care home are stretched"],
    ["care-home", "Nos préposés en CHSLD manquent de temps"],
    ["school", "Teachers spend weekends on report cards"],
    ["school", "Les enseignants corrigent tout à la main"],
    ["restaurant", "Our kitchen throws away too much food"],
    ["hotel", "Room occupancy drops by half every November"],
    ["hotel", "Le taux d'occupation des chambres chute en novembre"],
    ["property-management", "Tenants call about maintenance at all hours"],
    ["property-management", "Les locataires appellent jour et nuit"],
    ["lending", "Loan applications wait a week for underwriting"],
    ["lending", "Les demandes de prêts attendent une semaine"],
    ["alcohol-producer", "Wine club shipments to Alberta take our tasting room all week"],
    ["alcohol-producer", "La microbrasserie manque de bras pour l'embouteillage"],
    ["credit-union", "Members expect same-day answers on mortgage renewals"],
    ["telecom", "Subscribers on our fibre network call about every outage"],
    // Review r23: a Quebec ISP answering in French was read as a restaurant, never a telecom.
    ["telecom", "Nous sommes un fournisseur Internet régional: 14 000 abonnés"],
    ["telecom", "Nos abonnés à l'Internet haute vitesse appellent à chaque panne"],
    ["telecom", "Câblodistributeur depuis 1978 dans le Bas-Saint-Laurent"],
    ["airline", "Our floatplanes fly eight scheduled routes"],
  ])("shows %s from the words “%s”", (profession, words) => {
    expect(shown({ otherChallenge: words })).toContain(`${profession}: otherChallenge`);
  });

  it.each([
    ["legal", "Clio and Westlaw"],
    ["accounting", "TaxCycle, Caseware, Xero"],
    ["design-engineering", "AutoCAD, Revit and Bluebeam"],
    ["medical", "Oscar Pro EMR"],
    ["dental", "Dentrix"],
    ["allied-health", "Jane App"],
    ["care-home", "PointClickCare"],
    ["school", "PowerSchool and Brightspace"],
    ["restaurant", "Toast POS and 7shifts"],
    ["hotel", "Cloudbeds"],
    ["property-management", "Yardi Voyager"],
    ["alcohol-producer", "Commerce7 and vintrace"],
  ])("shows %s from a system only it runs (%s)", (profession, systems) => {
    expect(shown({ otherPlatforms: systems })).toContain(`${profession}: system`);
  });

  it.each([
    ["storage units", "Occupancy fell from 93% to 84% after two new facilities opened"],
    ["a florist's delivery", "It's me, my sister, three designers and two drivers"],
    ["customers named by their trade", "Hotel accounts (3 downtown) order weekly by email"],
    ["a roaster's beans", "Le café vert a doublé depuis 2023"],
    ["a head roaster", "Hugo, notre torréfacteur en chef, planifie les torréfactions"],
    // Review r23: a telecom's head of customer service read as a restaurant's chef.
    [
      "a head of department",
      "Notre chef du service à la clientèle a testé un robot conversationnel",
    ],
    ["a head of sales", "Notre chef des ventes suit chaque soumission"],
  ])("shows no profession from %s alone", (_, words) => {
    expect(shown({ otherChallenge: words })).toEqual([]);
  });

  it("reads a freight brokerage as a freight broker, never insurance or real estate (review r23)", () => {
    const freight = shown({
      companyName: "Northline Freight Brokerage",
      otherChallenge: "We broker about 1,800 truckloads a month, 70% cross-border.",
      otherPlatforms: "McLeod PowerBroker TMS, DAT and Truckstop load boards",
    });
    expect(freight).toContain("freight-broker: company");
    expect(freight).toContain("freight-broker: system");
    expect(freight.join()).not.toMatch(/insurance-broker|real-estate-brokerage/);
  });

  it("still reads a kitchen's chef de cuisine", () => {
    expect(
      shown({ otherChallenge: "Notre chef de cuisine refait le menu chaque semaine" }),
    ).toContain("restaurant: otherChallenge");
  });

  it("reads the company's name and the executive's title", () => {
    expect(shown({ companyName: "Harbour Law LLP" })).toEqual(["legal: company"]);
    expect(shown({ companyName: "Fraser & Lee CPAs" })).toEqual(["accounting: company"]);
    expect(shown({ executiveTitle: "Principal Architect" })).toEqual(["design-engineering: title"]);
  });

  it("reads words only a company's name carries, never a food bank or the free text", () => {
    expect(shown({ companyName: "Pacific Crown Bank" })).toEqual(["bank: company"]);
    expect(shown({ companyName: "Fraser Harbour Savings" })).toEqual(["credit-union: company"]);
    expect(shown({ companyName: "Fernie Ridge Brewing Co." })).toEqual([
      "alcohol-producer: company",
    ]);
    expect(shown({ companyName: "Greater Vancouver Food Bank" })).toEqual([]);
    expect(shown({ otherChallenge: "Our bank wants monthly statements from us" })).toEqual([]);
  });

  it("keeps a lender beside a bank: its credit challenge still shows lending", () => {
    const credit = "improving_credit_and_risk_decisions";
    expect(
      shown({
        companyName: "Pacific Crown Bank",
        companyIndustry: "financial-services",
        businessChallenges: [credit],
      }),
    ).toEqual(["bank: company", "lending: challenge"]);
  });

  it("reads a name as a name: a product called Jane, Toast or Square is no profession outside the systems answer", () => {
    expect(shown({ otherChallenge: "Jane from accounts payable retires next year" })).toEqual([]);
    expect(shown({ otherChallenge: "We are toast if the supplier raises prices again" })).toEqual(
      [],
    );
  });

  it("takes a challenge for its profession unless the words or systems show another in the same industry, or rule it out", () => {
    const occupancy = "optimising_pricing_and_occupancy";
    expect(challengeText(occupancy)).toBeDefined();
    const travel = {
      companyIndustry: "travel-hospitality-tourism" as const,
      businessChallenges: [occupancy],
    };
    expect(shown(travel)).toEqual(["hotel: challenge"]);
    // A ski resort is a kind of its own, and its pricing and occupancy show no hotel.
    expect(shown({ ...travel, companyName: "Granite Basin Ski Resort" })).toEqual([
      "ski-resort: company",
    ]);
    // Clinician burden is every clinic's challenge: it shows no physicians.
    expect(
      shown({
        companyIndustry: "healthcare",
        businessChallenges: ["reducing_clinician_administrative_burden"],
      }),
    ).toEqual([]);
    expect(
      shown({
        companyIndustry: "healthcare",
        businessChallenges: ["reducing_clinician_administrative_burden"],
        otherPlatforms: "Dentrix and QuickBooks",
      }),
    ).toEqual(["dental: system"]);
  });

  // A landscaper "snow clearing for 31 condo property managers" was read as a property manager.
  it("reads a profession named as the company's customers as no evidence of its own", () => {
    expect(
      shown({
        companyIndustry: "other",
        otherChallenge: "We do snow clearing for 31 condo property managers and 140 houses.",
      }),
    ).not.toContain("property-management: otherChallenge");
    expect(
      shown({
        companyIndustry: "other",
        otherChallenge: "Our property managers chase rent by hand.",
      }),
    ).toContain("property-management: otherChallenge");
  });

  it.each([
    // A ski hill is a resort, not a hotel; a customs broker arranges freight, it carries none;
    // a guard company protects strata buildings, it manages none.
    [
      {
        companyName: "Granite Basin Mountain Resort Ltd.",
        companyIndustry: "travel-hospitality-tourism",
      },
      "hotel",
    ],
    [
      {
        companyIndustry: "other",
        otherChallenge: "Licensed customs broker + freight forwarder in Richmond, 38 staff.",
      },
      "trucking",
    ],
    [
      {
        companyIndustry: "other",
        otherChallenge: "Our guards cover strata buildings, construction sites and two hospitals.",
      },
      "property-management",
    ],
    [
      {
        companyIndustry: "healthcare",
        businessChallenges: [challengesFor("healthcare")[0]!.value],
      },
      "medical",
    ],
  ] as const)("reads %j as no %s", (answers, profession) => {
    expect(shown(answers as Partial<AssessmentInput>).map((s) => s.split(":")[0])).not.toContain(
      profession,
    );
  });

  it("names only challenges that exist", () => {
    for (const p of professions)
      for (const slug of p.challenges ?? [])
        expect([p.id, challengeText(slug)]).toEqual([p.id, expect.any(String)]);
  });
});

describe("the professions that govern the company", () => {
  it("takes a system's profession only inside that profession's industry (an EMR does not make a broker a clinic)", () => {
    const answers = makeAnswers({
      companyName: "Red River Commercial Insurance Brokers Ltd.",
      companyIndustry: "financial-services",
      otherPlatforms: "Applied Epic broker management system, and Epic for a client's clinic",
      otherChallenge: "",
      aiFriction: "",
      aiExperience: "",
    });
    const shownHere = professionsOf(answers, namedSystems(answers), answers.businessChallenges);
    expect(shownHere.map((e) => e.profession)).toContain("medical");
    const governing = governingProfessions("financial-services", shownHere).map(
      (e) => e.profession,
    );
    expect(governing).not.toContain("medical");
    expect(governingProfessions("healthcare", shownHere).map((e) => e.profession)).toContain(
      "medical",
    );
  });
});
