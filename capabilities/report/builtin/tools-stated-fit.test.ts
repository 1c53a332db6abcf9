import type { AssessmentInput } from "@/model/assessment/schemas";
import { auditInput } from "@/tests/report-audit/audit-input";
import { findTool } from "@/capabilities/report/content/tools";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { generateReport } from "./documents";
import { toolsInPlace } from "./in-place";
import { triedAndDropped } from "./tried-and-dropped";

/**
 * Recommended tools fit what the executive said (issue 34, review 8): a stated AI budget caps
 * their new spending together and the report says the total against it; a sign-off threshold
 * names who signs; a tool the answers name as used is never sold as new; a kind of tool tried
 * and switched off is not sold again; a tool whose platform version the answers rule out is
 * dropped; a residency rule is checked on every tool; and a translation tool appears only for a
 * second language the executive wrote, in a language it translates.
 */

function written(answers: Partial<AssessmentInput>) {
  const { reportData, markdownReport } = generateReport(
    auditInput({ answers: makeAnswers(answers) }),
  );
  const tools = reportData.recommendedApplications;
  const section = markdownReport.slice(
    markdownReport.indexOf("## Recommended AI Applications"),
    markdownReport.indexOf("## Implementation Roadmap"),
  );
  return { reportData, markdownReport, tools, names: tools.map((t) => t.name), section };
}

/** A new tool's top yearly cost, read from its "(C$5,500 a year)" or "C$… a month". */
const yearlyCost = (summary: string): number => {
  const year = /C\$([\d,]+) a year/.exec(summary)?.[1];
  if (year) return Number(year.replace(/,/g, ""));
  const month = /C\$([\d,]+) a month/.exec(summary)?.[1];
  return month ? Number(month.replace(/,/g, "")) * 12 : 0;
};

const hardwareWholesaler: Partial<AssessmentInput> = {
  companyName: "Prairie Fastener Supply",
  companyIndustry: "retail",
  companyEmployees: "201-500",
  companyRevenue: "50m-100m",
  headOfficeLocation: "other",
  customLocation: "Regina, SK",
  aiDepartments: ["operations", "supply_chain", "marketing", "finance"],
  enterprisePlatforms: ["microsoft365"],
};
const dentalGroup: Partial<AssessmentInput> = {
  companyName: "Harbourview Dental",
  companyIndustry: "healthcare",
  companyEmployees: "11-50",
  companyRevenue: "1m-10m",
  headOfficeLocation: "other",
  customLocation: "Halifax, NS",
  aiDepartments: ["customer_service", "operations"],
  enterprisePlatforms: ["microsoft365"],
};
const quebecPrinter: Partial<AssessmentInput> = {
  companyName: "Imprimerie Laurentide",
  companyIndustry: "manufacturing",
  companyEmployees: "51-200",
  companyRevenue: "10m-50m",
  headOfficeLocation: "other",
  customLocation: "Saint-Jérôme, QC",
  executiveTitle: "Présidente",
  aiDepartments: ["operations", "finance"],
  enterprisePlatforms: ["microsoft365"],
};
const calgaryRestaurants: Partial<AssessmentInput> = {
  companyName: "Bow River Kitchens",
  companyIndustry: "food-services",
  companyEmployees: "51-200",
  companyRevenue: "10m-50m",
  headOfficeLocation: "other",
  customLocation: "Calgary, AB",
  aiDepartments: ["operations", "marketing"],
  enterprisePlatforms: ["microsoft365"],
};

describe("a stated AI budget caps the tools and the report says the total against it", () => {
  it.each([
    [
      "a Regina wholesaler",
      hardwareWholesaler,
      "We approved $30,000 for AI in September and want it spent on what works.",
      "C$30,000",
      30_000,
    ],
    [
      "Calgary restaurants",
      calgaryRestaurants,
      "The owners allocated C$12,000 to AI for next year, no more.",
      "C$12,000 a year",
      12_000,
    ],
    [
      "a Quebec printer",
      quebecPrinter,
      "Nous avons réservé 20 000 $ pour l'IA cette année.",
      "C$20,000 a year",
      20_000,
    ],
  ])(
    "%s: new tools stay within the budget, totalled once",
    (_name, base, aiFriction, cap, amount) => {
      const { tools, section } = written({ ...base, aiFriction });
      const spend = tools
        .filter((t) => !/^(?:No extra|Already paid|To be confirmed)/.test(t.cost?.summary ?? ""))
        .reduce((sum, t) => sum + yearlyCost(t.cost?.summary ?? ""), 0);
      expect(spend).toBeLessThanOrEqual(amount);
      const line = /\*\*Against your budget:\*\*[^\n]+/.exec(section)?.[0] ?? "";
      expect(line).toContain(`the ${cap} you set (you wrote “`);
      expect(line).toMatch(/within|add no new spending/);
      expect(section.match(/Against your budget/g)).toHaveLength(1);
    },
  );

  it.each([
    "We approved the new warehouse layout in October; $40,000 of racking went in.",
    "Revenue grew by $2,000,000 last year and the board approved a second store.",
    "Nous avons approuvé le nouveau plan de production en mars.",
  ])("no budget is read from “%s”", (aiFriction) => {
    const { section } = written({ ...hardwareWholesaler, aiFriction });
    expect(section).not.toContain("Against your budget");
  });
});

describe("a stated sign-off threshold names who signs, in the plan and on each cost above it", () => {
  it.each([
    [
      "a Halifax dental clinic",
      dentalGroup,
      "Our office manager signs off any new subscription over $100 a month.",
      "your office manager",
      "C$100 a month",
    ],
    [
      "Calgary restaurants",
      calgaryRestaurants,
      "My business partner Dev approves any new software over $250 a month.",
      "your partner",
      "C$250 a month",
    ],
    [
      "a Quebec printer",
      quebecPrinter,
      "Notre contrôleur approuve toute dépense de plus de 500 $ par mois.",
      "your contrôleur",
      "C$500 a month",
    ],
  ])("%s", (_name, base, aiFriction, signer, limit) => {
    const { reportData } = written({ ...base, aiFriction });
    const steps = (reportData.roadmap.phase1.objectives ?? []).join(" | ");
    expect(steps).toContain(`over ${limit} to ${signer}`);
  });

  it.each([
    "Our safety lead signs off every inspection before the crew goes up.",
    "The owner approves the schedule every Friday.",
  ])("no threshold is read from “%s”", (aiFriction) => {
    const { reportData } = written({ ...dentalGroup, aiFriction });
    expect((reportData.roadmap.phase1.objectives ?? []).join(" ")).not.toMatch(
      /for approval before it is committed/,
    );
  });
});

it("every tool above the threshold says who signs for it, and none below does", () => {
  const { tools } = written({
    ...dentalGroup,
    businessChallenges: ["shortening_patient_wait_times_and_scheduling_gaps"],
    aiFriction: "Our office manager signs off any new subscription over $20 a month.",
  });
  const monthly = (summary = "") =>
    Number(/C\$([\d,]+) a month/.exec(summary)?.[1]?.replace(/,/g, "") ?? 0);
  expect(tools.some((t) => monthly(t.cost?.summary) > 20)).toBe(true);
  for (const t of tools)
    expect(t.cost?.assumption.includes("goes to your office manager for approval")).toBe(
      monthly(t.cost?.summary) > 20,
    );
});

describe("a tool the answers name as used is never recommended as new", () => {
  it.each([
    [
      "Calgary restaurants",
      calgaryRestaurants,
      { otherPlatforms: "Toast POS, Deputy for rosters, Xero" },
    ],
    [
      "a Regina wholesaler",
      hardwareWholesaler,
      { aiFriction: "We schedule the warehouse in Deputy and the stores on paper." },
    ],
    ["a Halifax dental clinic", dentalGroup, { otherPlatforms: "Dentrix, Deputy, Weave phones" }],
  ])("%s: Deputy is in place, measured and extended, never bought", (_name, base, said) => {
    const { tools } = written({
      ...base,
      businessChallenges: ["scheduling_staff_to_match_store_traffic"],
      ...said,
    });
    const deputy = tools.find((t) => t.name === "Deputy");
    expect(deputy?.fit).toContain("already uses Deputy (you wrote “");
    // No second scheduler is sold beside it.
    expect(tools.filter((t) => t.category === "Shift scheduling")).toHaveLength(1);
    expect(deputy?.cost?.summary).not.toMatch(/^About C\$/);
  });

  it.each([
    "Nothing with client names goes into Otter.",
    "We would like to try Otter for meetings.",
    "Aucun dossier client ne va dans Otter.",
  ])("“%s” puts no Otter in place", (aiFriction) => {
    expect(toolsInPlace(makeAnswers({ aiFriction })).map((t) => t.name)).not.toContain("Otter.ai");
  });

  it("“Our planners record site meetings in Otter” in the friction puts Otter in place", () => {
    const aiFriction = "Our planners record site meetings in Otter, and the recordings pile up.";
    expect(toolsInPlace(makeAnswers({ aiFriction })).map((t) => t.name)).toContain("Otter.ai");
  });

  const inPlace = (aiFriction: string) =>
    toolsInPlace(makeAnswers({ aiFriction })).map((t) => t.name);

  it.each([
    ["Monthly outreach trips to Fort St. John eat two clinic days.", "Outreach"],
    ["A workable schedule is what we are missing.", "Workable"],
  ])("“%s” puts no %s in place: a word, not the product", (aiFriction, name) => {
    expect(inPlace(aiFriction)).not.toContain(name);
  });

  it("a product named as one is in place: “Our sales team uses Outreach for every sequence”", () => {
    expect(inPlace("Our sales team uses Outreach for every sequence.")).toContain("Outreach");
  });

  it("a deputy manager is no Deputy in place", () => {
    const { tools } = written({
      ...calgaryRestaurants,
      aiFriction: "Our deputy manager builds the rosters by hand every Sunday.",
    });
    const deputy = tools.find((t) => t.name === "Deputy");
    expect(deputy?.fit ?? "").not.toContain("already uses Deputy");
  });
});

describe("a kind of tool the executive tried and switched off is not sold again", () => {
  it.each([
    [
      "a Halifax dental clinic",
      dentalGroup,
      "Last year we trialled a chatbot on our booking page. Patients found it confusing and we turned it off after a month.",
    ],
    [
      "Calgary restaurants",
      calgaryRestaurants,
      "We tried an AI chat bot for reservations in 2025; it gave wrong answers about allergens and we pulled it.",
    ],
    [
      "a Quebec printer",
      quebecPrinter,
      "En 2025, nous avons essayé un agent conversationnel sur notre site; les clients se sont plaints et on l'a arrêté.",
    ],
  ])("%s: no tool that answers customers", (_name, base, aiExperience) => {
    const { names } = written({
      ...base,
      aiDepartments: ["customer_service", "operations"],
      aiExperience,
    });
    for (const name of names) {
      const tool = findTool(name)!;
      expect(tool.answersCustomers ?? false).toBe(false);
      expect(tool.category).not.toBe("Customer service AI");
    }
  });

  it("a forecasting pilot that failed rules out forecasting tools, not everything", () => {
    const dropped = triedAndDropped(
      makeAnswers({
        aiExperience:
          "In 2025 we paid a vendor for a demand-forecasting pilot at two depots; it failed because our item codes were a mess.",
      }),
    );
    expect(dropped).toHaveLength(1);
    expect(dropped[0]!.kind.is(findTool("RELEX Solutions")!)).toBe(true);
    expect(dropped[0]!.kind.is(findTool("Microsoft Power Automate")!)).toBe(false);
  });

  it.each([
    "We trialled a chatbot on our website and it saved the front desk hours; we kept it.",
    "A chatbot would annoy our clients, so we have not tried one.",
    "I tried a free AI scribe demo but it was US-hosted so I did not go further.",
  ])("nothing is dropped for “%s”", (aiExperience) => {
    expect(triedAndDropped(makeAnswers({ aiExperience }))).toHaveLength(0);
  });
});

describe("a tool whose platform version the answers rule out is dropped, and asked about nowhere", () => {
  const sapShop = (otherPlatforms: string) =>
    written({ ...quebecPrinter, enterprisePlatforms: ["sap", "microsoft365"], otherPlatforms });
  it.each(["SAP ECC 6.0, no S/4 migration planned", "SAP R/3 on our own servers"])(
    "“%s”: no Joule",
    (otherPlatforms) => {
      const { markdownReport } = sapShop(otherPlatforms);
      expect(markdownReport).not.toContain("Joule");
    },
  );
  it("SAP S/4HANA Cloud keeps Joule", () => {
    expect(sapShop("SAP S/4HANA Cloud for finance").names).toContain("SAP Joule");
  });
  it("SAP with no version named: Joule's question is asked once on its card", () => {
    const joule = sapShop("").tools.find((t) => t.name === "SAP Joule")!;
    expect(joule.useCase).toMatch(/ask your SAP partner/);
    expect(`${joule.fit} ${joule.cost?.assumption} ${joule.businessCase}`).not.toMatch(
      /Ask your SAP partner|which the answers do not say|Business One/,
    );
    expect((joule.fit ?? "").match(/the answers do not say/g)).toHaveLength(1);
  });
  it("QuickBooks Desktop: no Intuit Assist", () => {
    const { markdownReport } = written({
      ...dentalGroup,
      enterprisePlatforms: ["quickbooks", "microsoft365"],
      otherPlatforms: "QuickBooks Desktop Pro for the books",
    });
    expect(markdownReport).not.toContain("Intuit Assist");
  });
});

describe("a residency rule is checked against every recommended tool", () => {
  it.each([
    [
      "a Halifax dental clinic",
      dentalGroup,
      "Patient data must stay in Canada, whatever the tool.",
    ],
    [
      "a Regina wholesaler",
      hardwareWholesaler,
      "If a vendor cannot keep our customer data in Canada, we will not use it.",
    ],
    ["a Quebec printer", quebecPrinter, "Les données de nos clients doivent rester au Canada."],
  ])(
    "%s: each tool says where it keeps the data, the rule quoted once",
    (_name, base, aiFriction) => {
      const { tools, section } = written({ ...base, aiFriction });
      expect(tools.length).toBeGreaterThan(0);
      for (const t of tools) {
        const entry = findTool(t.name)!;
        expect(entry.dataRegions ?? []).toEqual(
          expect.arrayContaining([expect.stringMatching(/canada|own-computers/)]),
        );
        expect(t.useCase).toMatch(/can store .* data in Canada|own computers/);
      }
      expect(section.match(/Checked against your rule/g)).toHaveLength(1);
      expect(section).not.toContain("DeepL");
    },
  );

  it("no rule, no residency line", () => {
    const { section } = written({
      ...dentalGroup,
      aiFriction: "Our Canadian patients expect quick answers.",
    });
    expect(section).not.toContain("Checked against your rule");
  });
});

describe("a translation tool only for a second language the executive wrote, in that language", () => {
  it.each([
    [
      "a Halifax dental clinic",
      dentalGroup,
      "Front desk staff are swamped with calls and e-mails.",
    ],
    [
      "Calgary restaurants",
      calgaryRestaurants,
      "Our French fries and French toast are what people come for; staff turnover is the problem.",
    ],
    ["a Regina wholesaler", hardwareWholesaler, "Communications between stores are slow."],
  ])("%s: no translation tool without a language need", (_name, base, otherChallenge) => {
    const { names } = written({
      ...base,
      otherChallenge,
      aiDepartments: ["customer_service", "marketing", "operations"],
    });
    expect(names).not.toContain("DeepL");
  });

  it("a language the tool does not translate: no DeepL", () => {
    const { names } = written({
      ...calgaryRestaurants,
      aiFriction:
        "Half our kitchen staff read Tagalog better than English, so instructions must be in Tagalog.",
    });
    expect(names).not.toContain("DeepL");
  });

  it.each([
    [
      "a Regina wholesaler",
      hardwareWholesaler,
      "Half our contractor customers write to us in French, and we answer in English.",
      "French",
    ],
    [
      "a Halifax dental clinic",
      dentalGroup,
      "Many patients speak Mandarin or Korean and we need to translate forms for them.",
      "Chinese and Korean",
    ],
  ])(
    "%s: DeepL into the language named, never the bilingual-proposals default",
    (_name, base, aiFriction, language) => {
      const { tools, markdownReport } = written({ ...base, aiFriction });
      const deepl = tools.find((t) => t.name === "DeepL");
      expect(deepl?.useCase).toContain(`into ${language}`);
      expect(markdownReport).not.toContain("Bilingual proposals, contracts and client messages");
    },
  );
});
