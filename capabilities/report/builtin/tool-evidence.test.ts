import { challengesFor } from "@/model/assessment/challenges";
import type { Industry } from "@/model/assessment/options";
import type { AssessmentInput } from "@/model/assessment/schemas";
import { challengeMappings } from "@/capabilities/report/content/challenges";
import { professions } from "@/capabilities/report/content/professions";
import { toolCatalogue } from "@/capabilities/report/content/tools";
import type { CatalogueTool } from "@/capabilities/report/content/types";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { buildContext } from "./context";
import { generateReport, recommendTools } from "./documents";
import { rankTools } from "./recommend-tools";
import { inputFor } from "@/tests/helpers/test-personas";
import { fitsCompany } from "./tool-fit";

/**
 * Every recommended tool rests on answers: a tool built for a profession only where the answers
 * show that profession, never on the industry option alone, and each with its evidence kept.
 */

const names = (answers: AssessmentInput) => recommendTools(inputFor(answers)).map((t) => t.name);
const quiet = { otherChallenge: "", aiFriction: "", aiExperience: "", otherPlatforms: "" };

/** A firm the tool suits in every way but its profession: industry, size, budget, maturity, challenges that name it. */
function firmFor(tool: CatalogueTool, words: string): AssessmentInput {
  const industry = (tool.industries === "all" ? "other" : tool.industries[0]) as Industry;
  // Challenges that show a profession are evidence of it: the firm chooses only the others.
  const listing = challengesFor(industry)
    .map((c) => c.value)
    .filter((slug) => !professions.some((p) => p.challenges?.includes(slug)))
    .filter((slug) => challengeMappings[slug]?.tools.includes(tool.name));
  const size = tool.sizes.includes("small")
    ? "11-50"
    : tool.sizes.includes("mid")
      ? "51-200"
      : "201-500";
  return makeAnswers({
    ...quiet,
    companyIndustry: industry,
    companyEmployees: size,
    companyRevenue: "100m-500m",
    companyName: "Northwind Group",
    executiveTitle: "Chief Operating Officer",
    businessChallenges: listing.length ? listing.slice(0, 3) : generic(industry),
    aiDepartments: [...tool.departments],
    orgAiElements: ["ai_policy", "dept_pilots"],
    orgPosture: "activating",
    enterprisePlatforms: ["none"],
    otherChallenge: words,
  });
}

const generic = (industry: Industry) =>
  challengesFor(industry)
    .map((c) => c.value)
    .filter((slug) => !professions.some((p) => p.challenges?.includes(slug)))
    .slice(0, 2);

/** The profession's own words, as an executive would write them. */
const wordsOf = (profession: string) => {
  const keyword = professions.find((p) => p.id === profession)!.keywords[0]!.replace("*", "");
  return `As a ${keyword} we lose hours every week to paperwork`;
};

// A system's own AI needs the system, which already shows the profession: nothing to compare.
const professional = toolCatalogue.filter((t) => t.professions && !t.systemOnly);

describe("a tool built for a profession", () => {
  it.each(professional.map((t) => [t.name, t.professions!.join(", ")] as const))(
    "%s (%s) is chosen only where the answers show its profession",
    (name) => {
      const tool = toolCatalogue.find((t) => t.name === name)!;
      const without = firmFor(tool, "We lose hours every week to paperwork");
      // A tool built for one subject (drawings) also needs that work in the words.
      const subject = tool.category === "Drawing review" ? ` ${tool.useCase}` : "";
      const withEvidence = firmFor(tool, `${wordsOf(tool.professions![0]!)}.${subject}`);
      expect(fitsCompany(tool, buildContext(inputFor(without)))).toBe(false);
      expect(names(without)).not.toContain(name);
      expect(fitsCompany(tool, buildContext(inputFor(withEvidence)))).toBe(true);
      expect(rankTools(buildContext(inputFor(withEvidence))).map((m) => m.tool.name)).toContain(
        name,
      );
    },
  );

  it("gives two firms of the same industry option different tools when their systems and words show different professions", () => {
    const firm = (otherPlatforms: string, otherChallenge: string) =>
      makeAnswers({
        ...quiet,
        companyIndustry: "consulting",
        companyEmployees: "11-50",
        companyRevenue: "10m-50m",
        businessChallenges: challengesFor("consulting")
          .slice(1, 3)
          .map((c) => c.value),
        otherPlatforms,
        otherChallenge,
      });
    const law = names(
      firm("Clio, Westlaw and Microsoft 365", "Our lawyers re-draft the same precedents"),
    );
    const engineering = names(
      firm("AutoCAD, Revit and Bluebeam", "Design review of drawing sets takes our engineers days"),
    );
    const accounting = names(
      firm("TaxCycle and Caseware", "Tax season buries the team every spring"),
    );
    expect(law).toContain("Clio");
    expect(engineering).toContain("Autodesk AI in AutoCAD and Revit");
    expect(accounting).toContain("Karbon");
    const built = (list: string[]) =>
      list.filter((n) => toolCatalogue.find((t) => t.name === n)?.professions);
    expect(built(law).filter((n) => built(engineering).includes(n))).toEqual([]);
    expect(built(law).filter((n) => built(accounting).includes(n))).toEqual([]);
    expect(built(engineering).filter((n) => built(accounting).includes(n))).toEqual([]);
  });

  it("keeps a clinical scribe from a dental group that chose clinician burden, and gives it to a medical clinic", () => {
    const clinic = (otherPlatforms: string) =>
      makeAnswers({
        ...quiet,
        companyIndustry: "healthcare",
        companyEmployees: "11-50",
        companyRevenue: "10m-50m",
        businessChallenges: ["reducing_clinician_administrative_burden"],
        otherPlatforms,
      });
    const scribes = ["Abridge", "Microsoft Dragon Copilot", "Tali AI"];
    expect(names(clinic("Dentrix and QuickBooks")).filter((n) => scribes.includes(n))).toEqual([]);
    expect(names(clinic("Oscar Pro EMR")).some((n) => scribes.includes(n))).toBe(true);
  });
});

describe("the evidence of each recommended tool", () => {
  it("is kept in the report's data and shown under Why it fits", () => {
    const input = inputFor(
      makeAnswers({
        ...quiet,
        companyIndustry: "consulting",
        companyEmployees: "11-50",
        otherPlatforms: "Clio and Microsoft 365",
        otherChallenge: "Our lawyers re-draft the same precedents",
      }),
    );
    const clio = recommendTools(input).find((t) => t.name === "Clio")!;
    expect(clio.evidence).toEqual(
      expect.arrayContaining([
        { answer: "system", says: "Clio" },
        { answer: "otherChallenge", says: "“Our lawyers re-draft the same precedents”" },
      ]),
    );
    const report = generateReport(input).markdownReport;
    expect(report).toContain("Based on: Clio (a system you named)");
  });

  it("never rests on the industry option alone", () => {
    for (const industry of [
      "healthcare",
      "food-services",
      "travel-hospitality-tourism",
      "real-estate",
    ] as const) {
      const tools = recommendTools(
        inputFor(makeAnswers({ ...quiet, companyIndustry: industry, aiDepartments: ["hr"] })),
      );
      for (const tool of tools)
        expect([tool.name, tool.evidence?.some((e) => e.answer !== "industry")]).toEqual([
          tool.name,
          true,
        ]);
    }
  });

  it.each([
    ["translation", "Every proposal must go out in French and English"],
    ["scheduling", "Scheduling meetings with clients takes a dozen emails each"],
    // Receipt capture needs the accounting software it feeds.
    ["invoicing", "Invoices go out late and we chase clients for payment", "quickbooks" as const],
    ["data-cleanup", "Our CRM is full of duplicates and outdated records"],
  ])(
    "finds the tool for a need in the free text: %s",
    (need, otherChallenge, platform: "quickbooks" | "none" = "none") => {
      const answers = makeAnswers({
        ...quiet,
        companyIndustry: "other",
        companyEmployees: "51-200",
        companyRevenue: "50m-100m",
        enterprisePlatforms: [platform],
        otherChallenge,
      });
      const forNeed = (a: AssessmentInput) =>
        recommendTools(inputFor(a)).filter((t) =>
          toolCatalogue.find((c) => c.name === t.name)?.needs?.includes(need),
        );
      const found = forNeed(answers);
      expect(found.length).toBeGreaterThan(0);
      // The evidence quotes the clause of the answer that states the need.
      const quoted = found[0]!.evidence!.find((e) => e.answer === "otherChallenge")!;
      expect(otherChallenge).toContain(quoted.says.replace(/[“”]/g, ""));
      expect(forNeed({ ...answers, otherChallenge: "" }).map((t) => t.name)).not.toContain(
        found[0]!.name,
      );
    },
  );
});
