import type { AssessmentInput } from "@/model/assessment/schemas";
import { headOfficeAt, markdownOf } from "@/tests/helpers/test-personas";

/**
 * Review r19 (#34): what a company's own activity brings beyond its sector's regulator. A carrier
 * whose trucks cross into the United States hears of the CBSA's eManifest and US Customs' ACE
 * e-Manifest, and of the FDA's Sanitary Transportation rule (FSMA) when it hauls food; every
 * carrier of its National Safety Code rating. Food made for export hears whose labelling rules it
 * must meet (the FDA's for the United States). A dealer reading its customers' machines' data
 * hears that the data is theirs: their consent, the manufacturer's terms and the privacy law.
 */

const company = (overrides: Partial<AssessmentInput>) =>
  markdownOf({
    companyIndustry: "other",
    aiDepartments: ["operations"],
    aiFriction: "",
    ...overrides,
  });

const risksOf = (md: string) => md.slice(md.indexOf("## Risks and Mitigation"));

describe("a carrier crossing into the United States", () => {
  const reefer = risksOf(
    company({
      companyName: "Fundy Cold Haul Ltd.",
      ...headOfficeAt("Moncton, NB"),
      otherChallenge:
        "We run refrigerated trailers of seafood and produce from New Brunswick to Boston and New Jersey every week; dispatchers rebuild every load plan by hand.",
    }),
  );
  const dryVan = risksOf(
    company({
      companyName: "Red River Linehaul Inc.",
      ...headOfficeAt("Winnipeg, Manitoba"),
      otherChallenge:
        "Our 60 drivers haul dry van freight cross-border to Minneapolis and Chicago, and dispatch re-keys every bill of lading.",
    }),
  );

  it("names the CBSA's eManifest and US Customs' ACE e-Manifest, however the runs are written", () => {
    for (const risks of [reefer, dryVan]) {
      expect(risks).toContain("Canada Border Services Agency (CBSA) under eManifest");
      expect(risks).toContain("ACE e-Manifest");
      expect(risks).toContain(
        "Have a person check every AI-prepared manifest against the bill of lading",
      );
    }
  });

  it("names the FDA's Sanitary Transportation rule only for the carrier hauling food", () => {
    expect(reefer).toContain("Sanitary Transportation of Human and Animal Food rule");
    expect(reefer).toContain("FSMA");
    expect(dryVan).not.toContain("Sanitary Transportation");
  });

  it("holds every carrier to its National Safety Code rating, kept by its province", () => {
    expect(reefer).toContain(
      "National Safety Code (NSC) safety fitness certificate New Brunswick's carrier safety program issues",
    );
    expect(dryVan).toContain("Manitoba's carrier safety program");
  });

  it("names no border filings for a carrier hauling within its province", () => {
    const within = risksOf(
      company({
        companyName: "Okanagan Gravel Haulers",
        ...headOfficeAt("Kelowna, BC"),
        officeExpansion: ["only-bc"],
        companyMarkets: "canada",
        otherChallenge:
          "Our trucking crews haul gravel between Kelowna and Vernon; dispatch plans loads on a whiteboard.",
      }),
    );
    expect(within).toContain(
      "National Safety Code (NSC) safety rating is kept by British Columbia's carrier safety program",
    );
    expect(within).not.toMatch(/eManifest|ACE e-Manifest|Sanitary Transportation/);
  });
});

describe("food made for export", () => {
  it("a maple producer exporting to the United States hears of the FDA's labelling rules", () => {
    const maple = risksOf(
      company({
        companyName: "Érablière du Rang 4",
        companyIndustry: "manufacturing",
        ...headOfficeAt("Edmundston, NB"),
        otherChallenge:
          "We produce maple syrup and export most of it to the United States; labels for each buyer take days.",
      }),
    );
    expect(maple).toContain("food labelling regulations (21 CFR Part 101");
    expect(maple).toContain("registered with the FDA and prior notice filed for each shipment");
    expect(maple).toContain("Safe Food for Canadians Regulations");
  });

  it("a Quebec honey producer writing in French hears the same", () => {
    const honey = risksOf(
      company({
        companyName: "Miellerie des Appalaches",
        ...headOfficeAt("Saint-Georges, Québec"),
        otherChallenge:
          "Nous exportons notre miel aux États-Unis et les étiquettes bilingues nous prennent des semaines.",
      }),
    );
    expect(honey).toContain("21 CFR Part 101");
  });

  it("an exporter to Japan hears of the importing country's rules, not the FDA's", () => {
    const japan = risksOf(
      company({
        companyName: "Pacific Blue Seafoods",
        companyIndustry: "manufacturing",
        ...headOfficeAt("Prince Rupert, BC"),
        companyMarkets: "global",
        otherChallenge:
          "We pack frozen seafood and export it to Japan and Korea; every market wants its own labels.",
      }),
    );
    expect(japan).toContain("the importing country's labelling rules for each export market");
    expect(japan).not.toContain("21 CFR");
  });
});

describe("customers' machine data", () => {
  it("a farm equipment dealer reading tractors' telematics hears the data is the farmers'", () => {
    const dealer = risksOf(
      company({
        companyName: "Prairie Iron Equipment",
        companyIndustry: "retail",
        ...headOfficeAt("Swift Current, Saskatchewan"),
        otherChallenge:
          "We are a farm equipment dealer; we read our customers' tractor telematics through JDLink to plan service, but the parts counter still guesses what to stock.",
      }),
    );
    expect(dealer).toContain("farmers' machine data (telematics, field and yield records)");
    expect(dealer).toContain("only with their permission and on the manufacturer's terms");
    expect(dealer).toContain(
      "Personal Information Protection and Electronic Documents Act (PIPEDA) governs what in it identifies them",
    );
  });

  it("an Alberta precision-ag adviser with growers' yield maps hears Alberta's PIPA", () => {
    const ag = risksOf(
      company({
        companyName: "Peace Country Precision Ag",
        ...headOfficeAt("Grande Prairie, Alberta"),
        otherChallenge:
          "We pull yield maps from our growers' combines every fall and build their fertility plans by hand.",
      }),
    );
    expect(ag).toContain("farmers' machine data");
    expect(ag).toContain(
      "Alberta's Personal Information Protection Act (PIPA) governs what in it identifies them",
    );
  });

  it("a carrier's own fleet telematics is no customer's machine data", () => {
    const carrier = risksOf(
      company({
        companyName: "Red River Linehaul Inc.",
        ...headOfficeAt("Winnipeg, Manitoba"),
        otherChallenge: "Our trucking fleet's telematics show idle time our customers pay for.",
      }),
    );
    expect(carrier).not.toContain("machine data");
  });
});
