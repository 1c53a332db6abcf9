import type { AssessmentInput } from "@/model/assessment/schemas";
import { sentencesOf } from "@/tests/report-audit/sentences";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { buildContext } from "./context";
import { selectRisks, type SelectedRisk } from "./risks";
import { challenges, inputFor } from "@/tests/helpers/test-personas";

const risksFor = (overrides: Partial<AssessmentInput> = {}) =>
  selectRisks(buildContext(inputFor(makeAnswers(overrides))));
const text = (risks: SelectedRisk[]) =>
  risks.map((r) => `${r.risk} ${r.mitigation} ${r.why}`).join("\n");
const other = (customLocation: string) => ({
  headOfficeLocation: "other" as const,
  customLocation,
});

/** A company the rules barely reach: B2B, Canada only, no AI use, no CRM, no hiring plans. */
const quiet: Partial<AssessmentInput> = {
  companyBusinessModel: "b2b",
  companyMarkets: "canada",
  officeExpansion: ["only-bc"],
  aiToolsUsed: ["none"],
  aiExperience: undefined,
  aiFriction: undefined,
  orgPosture: "curious",
  orgAiElements: ["none_yet"],
  aiPerception: "helpful_tool",
  aiDepartments: ["operations"],
  enterprisePlatforms: ["microsoft365"],
  businessChallenges: challenges("technology", 0, 2),
};

describe("privacy law by head office", () => {
  it("cites Alberta's PIPA for a Calgary head office, never British Columbia's", () => {
    const risks = risksFor(other("Calgary"));
    expect(text(risks)).toContain("Alberta's Personal Information Protection Act (PIPA)");
    expect(text(risks)).not.toMatch(/British Columbia|BC's PIPA/);
    expect(risks.some((r) => r.why.startsWith("Head office in Calgary, Alberta"))).toBe(true);
  });

  it("cites British Columbia's PIPA for a BC company", () => {
    expect(text(risksFor())).toContain("British Columbia's Personal Information Protection Act");
  });

  it("cites Law 25 and its duties for a Montreal head office", () => {
    const all = text(risksFor(other("Montreal")));
    expect(all).toContain("Law 25");
    expect(all).toContain("outside Quebec");
    expect(all).not.toContain("PIPA");
  });

  it("cites PIPEDA, not a provincial act, for an Ontario company", () => {
    const all = text(risksFor(other("Toronto")));
    expect(all).toContain("PIPEDA");
    expect(all).not.toContain("PIPA)");
  });

  it("names no provincial act when the head office cannot be placed, and says why", () => {
    const risks = risksFor(other("Narnia"));
    expect(text(risks)).not.toMatch(/PIPA\b|Law 25/);
    expect(risks.some((r) => /“Narnia”\) names no province/.test(r.why))).toBe(true);
  });

  it("states the federal AI bill's status without inventing a law in force", () => {
    const all = text(risksFor());
    expect(all).toContain("No federal AI statute is in force in Canada at this report's date");
    expect(all).toContain("died on the Order Paper");
  });
});

describe("markets", () => {
  it("brings the EU AI Act and the GDPR to a company selling into Europe", () => {
    const all = text(risksFor({ companyMarkets: "europe" }));
    expect(all).toContain("EU AI Act");
    expect(all).toContain("GDPR");
    expect(text(risksFor({ ...quiet }))).not.toContain("EU AI Act");
  });

  it("names the EU AI Act only where the answers place people in Europe, never for a global market alone (review 16)", () => {
    // A grower-packer selling fruit worldwide, with no AI that answers, screens or scores anyone.
    const grower = text(
      risksFor({
        ...quiet,
        companyMarkets: "global",
        companyIndustry: "other",
        otherChallenge: "We pack cherries for export; cold chain losses hurt us.",
      }),
    );
    expect(grower).not.toContain("EU AI Act");
    // A software company selling worldwide: "global" alone places nobody in the EU (review 16).
    const software = text(risksFor({ ...quiet, companyMarkets: "global" }));
    expect(software).not.toContain("EU AI Act");
    expect(software).not.toContain("which may bring");
  });

  it("brings US hiring laws only when AI would help hire there, and a state's only where the answers place it", () => {
    const hiring = text(
      risksFor({ ...quiet, officeExpansion: ["united-states"], aiDepartments: ["hr"] }),
    );
    expect(hiring).toContain(
      "ask counsel which state and city laws on AI in hiring apply where you hire",
    );
    // US offices name no state: no Colorado or New York City law is cited for them (#34).
    expect(hiring).not.toMatch(/Colorado|Local Law 144/);
    const denver = text(
      risksFor({
        ...quiet,
        officeExpansion: ["united-states"],
        aiDepartments: ["hr"],
        otherChallenge: "We opened an office in Denver and hire developers there.",
      }),
    );
    expect(denver).toMatch(/Colorado's AI Act/);
    expect(denver).not.toMatch(/Local Law 144/);
    const newYork = text(
      risksFor({
        ...quiet,
        aiDepartments: ["hr"],
        otherChallenge: "Nous recrutons des vendeurs à New York City pour notre bureau là-bas.",
      }),
    );
    expect(newYork).toMatch(/Local Law 144/);
    expect(newYork).not.toMatch(/Colorado/);
    // Selling to Americans hires nobody there.
    const selling = text(
      risksFor({ ...quiet, companyMarkets: "north-america", aiDepartments: ["hr"] }),
    );
    expect(selling).not.toMatch(/Local Law 144|on AI in hiring/);
    const noHiring = text(risksFor({ ...quiet, companyMarkets: "united-states" }));
    expect(noHiring).not.toMatch(/Colorado|Local Law 144/);
    const canadaOnly = text(risksFor({ ...quiet, aiDepartments: ["hr"] }));
    expect(canadaOnly).not.toMatch(/Colorado|Local Law 144/);
    const lender = (otherChallenge?: string) =>
      text(
        risksFor({
          ...quiet,
          companyIndustry: "financial-services",
          companyMarkets: "north-america",
          businessChallenges: challenges("financial-services", 5),
          otherChallenge,
        }),
      );
    expect(lender()).toContain("ask counsel which state laws on AI in lending apply");
    expect(lender()).not.toMatch(/Colorado|Local Law 144/);
    expect(lender("Half our borrowers are in Colorado.")).toMatch(
      /Colorado's AI Act sets duties for high-risk AI in decisions such as lending/,
    );
    expect(lender("Half our borrowers are in Colorado.")).not.toContain("Local Law 144");
  });

  it("brings CASL to a consumer business marketing by e-mail, not to a quiet B2B firm", () => {
    expect(text(risksFor({ companyBusinessModel: "b2c", aiDepartments: ["marketing"] }))).toContain(
      "CASL",
    );
    expect(text(risksFor(quiet))).not.toContain("CASL");
  });
});

describe("sector regulators", () => {
  const financial = (more: Partial<AssessmentInput>) =>
    risksFor({ companyIndustry: "financial-services", ...more });

  it("names OSFI and FINTRAC for a financial firm whose challenges include onboarding or fraud", () => {
    const all = text(
      financial({
        companyName: "Coastal Bank",
        businessChallenges: challenges("financial-services", 0, 2),
      }),
    );
    expect(all).toContain("OSFI's Guideline E-23");
    expect(all).toContain("FINTRAC");
  });

  it("leaves FINTRAC out when onboarding and fraud are not among the challenges", () => {
    const all = text(financial({ businessChallenges: challenges("financial-services", 1, 4) }));
    expect(all).not.toContain("FINTRAC");
  });

  it("names BCFSA first for a BC credit union, with OSFI for the federally chartered", () => {
    const risks = financial({ companyName: "Fraser Valley Credit Union" });
    const regulator = risks.find((r) => /BCFSA/.test(r.risk))!;
    expect(regulator).toBeDefined();
    expect(regulator.mitigation).toContain("OSFI");
  });

  it.each([
    [{}, "BC Financial Services Authority (BCFSA)"],
    [other("Edmonton"), "Real Estate Council of Alberta (RECA)"],
    [other("Toronto"), "Real Estate Council of Ontario (RECO)"],
    [other("Montreal"), "OACIQ"],
  ])("names the real estate regulator of the province (%o)", (place, regulator) => {
    const all = text(risksFor({ companyIndustry: "real-estate", ...place }));
    expect(all).toContain(regulator);
    if (regulator !== "BC Financial Services Authority (BCFSA)") expect(all).not.toContain("BCFSA");
  });

  it("names the College of Physicians and Surgeons of BC for a BC clinic group", () => {
    const all = text(
      risksFor({
        companyIndustry: "healthcare",
        companyName: "Island Clinics",
        otherPlatforms: "Oscar Pro EMR",
      }),
    );
    expect(all).toContain("College of Physicians and Surgeons of BC (CPSBC)");
    expect(all).toMatch(/consent before an ambient scribe records/);
  });

  it("names the CPSO and PHIPA for an Ontario clinic", () => {
    const all = text(
      risksFor({ companyIndustry: "healthcare", otherPlatforms: "Accuro EMR", ...other("Ottawa") }),
    );
    expect(all).toContain("College of Physicians and Surgeons of Ontario (CPSO)");
    expect(all).toContain("Personal Health Information Protection Act (PHIPA)");
  });

  it("calls a Manitoba or Saskatchewan clinic a trustee, as their health acts do", () => {
    for (const city of ["Winnipeg", "Regina"]) {
      const all = text(
        risksFor({
          companyIndustry: "healthcare",
          otherChallenge: "Our physios type treatment notes on their personal phones.",
          ...other(city),
        }),
      );
      expect(all).toMatch(/health information that health trustees hold|duty as trustee/);
      expect(all).not.toMatch(/custodian/);
    }
  });

  it("names the Law Society for a law partnership and CPABC for an accounting firm", () => {
    const law = text(risksFor({ companyIndustry: "consulting", companyName: "Harbour Law LLP" }));
    expect(law).toContain("Law Society of British Columbia's guidance on generative AI");
    const calgaryLaw = text(
      risksFor({
        companyIndustry: "consulting",
        companyName: "Bow River Lawyers",
        ...other("Calgary"),
      }),
    );
    expect(calgaryLaw).toContain("Law Society of Alberta");
    const cpa = text(
      risksFor({ companyIndustry: "consulting", otherChallenge: "Tax season buries the team." }),
    );
    expect(cpa).toContain("CPABC's Code of Professional Conduct");
  });

  it("keeps independent schools under PIPA and public districts under FIPPA", () => {
    const independent = risksFor({ companyIndustry: "education", companyName: "Cedar Academy" });
    expect(text(independent)).toContain("Personal Information Protection Act (PIPA)");
    expect(text(independent)).not.toContain("FIPPA");
    const district = risksFor({ companyIndustry: "education", companyName: "School District 99" });
    expect(text(district)).toContain(
      "Freedom of Information and Protection of Privacy Act (FIPPA)",
    );
    expect(text(district)).not.toContain("PIPEDA");
  });
});

describe("risks from the answers", () => {
  it("cites the chatbot ruling only where an assistant would answer customers", () => {
    expect(text(risksFor())).not.toContain("Moffatt");
    const lodge = risksFor({
      companyIndustry: "travel-hospitality-tourism",
      businessChallenges: challenges("travel-hospitality-tourism", 4),
      aiDepartments: ["customer_service"],
    });
    const ruling = lodge.find((r) =>
      /Moffatt v\. Air Canada \(2024 BCCRT 149\)/.test(r.mitigation),
    );
    expect(ruling?.risk).toMatch(/^If AI answers .* guests/);
    expect(ruling?.why).toContain("Handling guest enquiries around the clock");
    expect(text(risksFor({ otherChallenge: "We want a chatbot on our website." }))).toContain(
      "Moffatt",
    );
  });

  it("warns of shadow AI only with use and no policy", () => {
    const shadow = (more: Partial<AssessmentInput>) => text(risksFor(more)).includes("shadow AI");
    expect(shadow({ orgAiElements: ["none_yet"] })).toBe(true);
    expect(shadow({ orgAiElements: ["ai_policy"] })).toBe(false);
    expect(shadow({ ...quiet })).toBe(false);
  });

  it("raises hiring bias as a plan, under the province's human rights law, only with hiring in view", () => {
    const hr = risksFor({ aiDepartments: ["hr"], ...other("Toronto") });
    const hiring = hr.find((r) => /discriminate/.test(r.risk))!;
    expect(hiring.risk).toMatch(/^If AI screens/);
    expect(hiring.risk).toContain("Ontario's Human Rights Code");
    expect(hiring.mitigation).toMatch(/job postings/);
    expect(text(risksFor(quiet))).not.toMatch(/discriminate/);
  });

  it("gives every risk a why, three to six of them, highest impact first", () => {
    const rank = { High: 0, Medium: 1, Low: 2 };
    for (const risks of [risksFor(), risksFor(quiet), risksFor({ companyMarkets: "global" })]) {
      expect(risks.length).toBeGreaterThanOrEqual(3);
      expect(risks.length).toBeLessThanOrEqual(6);
      for (const r of risks) expect(r.why.trim().length).toBeGreaterThan(20);
      const ranks = risks.map((r) => rank[r.impact]);
      expect(ranks).toEqual([...ranks].sort());
    }
  });

  it("keeps the privacy law and the regulator however many other risks apply", () => {
    const busy = risksFor({
      companyIndustry: "financial-services",
      companyMarkets: "global",
      companyBusinessModel: "both",
      businessChallenges: challenges("financial-services", 0, 2, 5),
      aiDepartments: ["hr", "customer_service", "marketing"],
      orgAiElements: ["none_yet"],
      orgPosture: "fearful",
    });
    expect(busy).toHaveLength(6);
    expect(text(busy)).toContain("British Columbia's Personal Information Protection Act");
    expect(text(busy)).toContain("OSFI");
  });
});

it("writes different risks for two contrasting companies", () => {
  const sentences = (risks: SelectedRisk[]) =>
    new Set(risks.flatMap((r) => [r.risk, r.mitigation, r.why].flatMap(sentencesOf)));
  const clinic = sentences(
    risksFor({
      companyIndustry: "healthcare",
      companyName: "Island Clinics",
      orgPosture: "curious",
    }),
  );
  const retailer = sentences(
    risksFor({
      companyIndustry: "retail",
      companyName: "Prairie Outfitters",
      companyBusinessModel: "b2c",
      aiToolsUsed: ["gemini"],
      aiFriction: "Our loyalty data and web shop data never match.",
      enterprisePlatforms: ["netsuite"],
      ...other("Calgary"),
    }),
  );
  const shared = [...clinic].filter((s) => retailer.has(s));
  expect(shared.length / Math.min(clinic.size, retailer.size)).toBeLessThan(0.1);
});

it("says the head office answer was 'Other' with no place named, never that it was left blank", () => {
  const said = text(risksFor({ headOfficeLocation: "other", customLocation: undefined }));
  expect(said).toContain(
    "Your head office answer (“Other”, with no place named) names no province",
  );
  expect(said).not.toMatch(/left blank/);
});

describe("data named in a rule is not a data-quality problem", () => {
  const SCATTERED = /scattered or inconsistent/;

  it.each([
    "Our board is elected by the members and wants proof before we spend anything; members' farm data must stay theirs.",
    "Client confidentiality comes first: client tax data cannot go into a public tool.",
    "Our data is confidential and we worry about leaks.",
  ])("reads no data-quality risk in “%s”", (aiFriction) => {
    expect(text(risksFor({ ...quiet, aiFriction }))).not.toMatch(SCATTERED);
  });

  it.each([
    "Our data is a mess, spread across five spreadsheets.",
    "Nos données de production restent dans les contrôleurs des CNC Mazak.",
  ])("reads a data-quality risk in “%s”, quoting its sentence whole", (aiFriction) => {
    const risk = risksFor({ ...quiet, aiFriction }).find((r) => SCATTERED.test(r.risk));
    expect(risk?.why).toContain(`“${aiFriction.replace(/\.$/, "")}”`);
  });

  it("gives a member-data ownership rule its own risk, and a confidentiality rule its own", () => {
    const owned = text(risksFor({ ...quiet, aiFriction: "Members' farm data must stay theirs." }));
    expect(owned).toMatch(/Members' data is used beyond what they agreed to/);
    expect(owned).toContain("in your words: “Members' farm data must stay theirs”");
    const confidential = text(
      risksFor({ ...quiet, aiFriction: "Client tax data cannot go into a public tool." }),
    );
    // A rule about public tools names the material as written, and no cloud service.
    expect(confidential).toMatch(/A public AI tool \([^)]*\) receives client tax data/);
    expect(confidential).not.toMatch(/a cloud service/);
  });

  it("names whose confidence is kept by the company's own word for them: customers, diners", () => {
    const confidentialRisk = (more: Partial<AssessmentInput>) =>
      risksFor({
        ...quiet,
        // A rule whose subject is the company, not the material: whose confidence it keeps is named.
        aiFriction: "We will never put customer card details into an AI tool.",
        ...more,
      })
        .map((r) => r.risk)
        .find((r) => /in confidence/.test(r));
    const shop = confidentialRisk({ companyIndustry: "retail", companyBusinessModel: "b2c" });
    expect(shop).toMatch(/in confidence for its customers/);
    expect(shop).not.toMatch(/client/);
    const cafe = confidentialRisk({
      companyIndustry: "food-services",
      companyName: "Tidal Loaf Bakery",
    });
    expect(cafe).toMatch(/in confidence for its customers/);
    const restaurant = confidentialRisk({
      companyIndustry: "food-services",
      companyName: "Harbour Grill Restaurant",
    });
    expect(restaurant).toMatch(/in confidence for its diners/);
  });
});
