import type { AssessmentInput } from "@/model/assessment/schemas";
import { findTool } from "@/capabilities/report/content/tools";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { inputFor } from "@/tests/helpers/test-personas";
import { brokenBy, newYearlySpendCad } from "./constraint-fit";
import { readConstraints } from "./constraints";
import { buildContext } from "./context";
import { generateReport, generateRoadmap } from "./documents";
import { planOf } from "./plan";
import { withoutGrading } from "./red-lines";

/**
 * Bans, caps and approvals round 10 found broken (issue 34): a ban on cameras, a yearly or
 * one-off budget ceiling, AI kept from grading students' work, anything new waiting for a board,
 * a company that works in French, client data kept in Canada, and a union's notice that covers
 * its members' work only. Each removes or changes what breaks it, in English and French; a
 * sentence that only mentions cameras, a board, French or Canada states nothing.
 */

const ids = (statement: string) =>
  readConstraints(makeAnswers({ aiFriction: statement })).map((c) => c.id);

const documents = (answers: AssessmentInput) => {
  const input = inputFor(answers);
  const { reportData, markdownReport } = generateReport(input);
  const roadmap = generateRoadmap(input);
  const ctx = buildContext(input);
  return {
    ctx,
    report: reportData,
    tools: reportData.recommendedApplications.map((t) => t.name),
    // The executive's quoted words left out: they may name what they ban.
    prose: `${markdownReport} ${JSON.stringify(roadmap)}`.replace(/“[^”]*”/g, "“”"),
    plan: planOf(ctx),
  };
};

describe("a ban on cameras", () => {
  const plant = (aiFriction: string | undefined) =>
    makeAnswers({
      executiveName: "Linda Chow",
      executiveTitle: "General Manager",
      companyName: "Steveston Seafoods",
      companyIndustry: "manufacturing",
      companyEmployees: "51-200",
      businessChallenges: [
        "improving_quality_control_and_reducing_defects",
        "replacing_retiring_skilled_workers",
      ],
      enterprisePlatforms: ["microsoft365"],
      orgAiElements: ["none_yet"],
      orgPosture: "curious",
      aiFriction,
    });

  it.each([
    "No cameras on the line, full stop.",
    "We will not put cameras on the processing floor.",
    "Pas de caméras sur la ligne, c'est non négociable.",
    "Aucune caméra dans l'usine.",
  ])("is read in “%s”", (statement) => {
    expect(ids(statement)).toContain("no-cameras");
  });

  it.each([
    "We installed cameras at the loading dock last year.",
    "Our camera system at the gate works fine.",
    "No cameras yet, but we would like vision QC one day.",
    "Nous avons des caméras à l'entrée depuis 2022.",
  ])("is not read in “%s”", (statement) => {
    expect(ids(statement)).not.toContain("no-cameras");
  });

  it.each([
    ["English", "No cameras on the line, full stop."],
    ["French", "Pas de caméras sur la ligne de production."],
  ])("drops the vision tools, pilots and images of the line, in %s", (_language, statement) => {
    const without = documents(plant(undefined));
    const banned = documents(plant(statement));
    expect(without.tools).toContain("LandingLens");
    expect(without.prose).toMatch(/labelled images|Computer-vision quality inspection/);
    expect(banned.tools.filter((t) => brokenBy(findTool(t)!, banned.ctx))).toEqual([]);
    expect(banned.tools).not.toContain("LandingLens");
    expect(banned.prose).not.toMatch(
      /LandingLens|labelled images|Computer-vision quality inspection|Cameras and vision models/i,
    );
    expect(banned.report.brief!.position).toContain(statement.replace(/[.\s]+$/, ""));
  });
});

describe("a yearly or one-off budget ceiling", () => {
  it.each([
    ["Nous avons un budget maximal de 15 000 $ cette année pour l'IA.", 15_000],
    ["Pas plus de 15 000 $ cette année pour les outils.", 15_000],
    ["We can spend $15k this year on AI, no more.", 15_000],
    ["We need to stay under $20,000 this year.", 20_000],
    ["We have a hard cap of $15,000 for AI this year.", 15_000],
    ["Our AI budget is 15,000 dollars this year.", 15_000],
  ])("is read in “%s”", (statement, amount) => {
    const cap = readConstraints(makeAnswers({ aiFriction: statement })).find(
      (c) => c.id === "budget-cap",
    );
    expect(cap?.amountCad).toBe(amount);
  });

  it.each([
    "Revenue grew by $20,000 this year.",
    "A customer's credit limit of $15,000 is our usual term.",
    "We sold 15 000 loaves this year.",
  ])("is not read in “%s”", (statement) => {
    expect(ids(statement)).not.toContain("budget-cap");
  });

  it.each([
    ["English", "Our total AI budget is $3,000 this year."],
    ["French", "Nous avons un budget maximal de 3 000 $ cette année pour l'IA."],
  ])("keeps the new spending of all tools together under it, in %s", (_language, statement) => {
    const agency = (aiFriction: string | undefined) =>
      makeAnswers({ companyEmployees: "51-200", otherChallenge: undefined, aiFriction });
    const without = documents(agency(undefined));
    const capped = documents(agency(statement));
    const spend = (d: ReturnType<typeof documents>) =>
      newYearlySpendCad(
        d.tools.map((t) => findTool(t)!),
        d.ctx,
      );
    expect(spend(without)).toBeGreaterThan(3_000);
    expect(spend(capped)).toBeLessThanOrEqual(3_000);
    expect(capped.prose).toContain("C$3,000 a year");
  });
});

describe("AI kept from grading students' work", () => {
  const school = (aiFriction: string | undefined) =>
    makeAnswers({
      executiveName: "Heather Moss",
      executiveTitle: "Head of School",
      companyName: "Vernon Hills Academy",
      companyIndustry: "education",
      companyEmployees: "51-200",
      headOfficeLocation: "interior",
      businessChallenges: [
        "reducing_teacher_workload_and_burnout",
        "upholding_academic_integrity_as_students_use_ai",
      ],
      enterprisePlatforms: ["microsoft365"],
      orgAiElements: ["none_yet"],
      orgPosture: "curious",
      aiFriction,
    });

  it.each([
    "No AI grading of student work, ever.",
    "Teachers never grade with AI.",
    "Aucune correction des travaux d'élèves par l'IA.",
    "L'IA ne corrigera jamais les travaux des élèves.",
  ])("is read in “%s”", (statement) => {
    expect(ids(statement)).toContain("no-ai-decision");
  });

  it.each([
    "Teachers spend hours grading every weekend.",
    "Report cards take our teachers two weeks of marking.",
  ])("is not read in “%s”", (statement) => {
    expect(ids(statement)).not.toContain("no-ai-decision");
  });

  it.each([
    ["English", "No AI grading of student work, ever."],
    ["French", "Aucune correction des travaux d'élèves par l'IA."],
  ])(
    "drops AI feedback on students' work and keeps the planning help, in %s",
    (_language, rule) => {
      const without = documents(school(undefined));
      const ruled = documents(school(rule));
      expect(without.prose).toMatch(
        /feedback drafts|feedback on student writing|feedback assistants/,
      );
      expect(ruled.tools).not.toContain("Brisk Teaching");
      expect(ruled.prose).not.toMatch(
        /feedback drafts|feedback on student writing|feedback assistants|rubric-based feedback/,
      );
      for (const t of ruled.report.recommendedApplications)
        if (/feedback|rubric/i.test(t.description))
          expect(t.useCase).toContain("gives no feedback, rubric or mark on students' work");
      // The rule is never a reason given for a tool.
      for (const t of ruled.report.recommendedApplications)
        for (const e of t.evidence ?? []) expect(e.says).not.toContain(rule.slice(0, 20));
    },
  );
});

it("keeps an application's planning help and drops its feedback under a grading rule", () => {
  expect(
    withoutGrading("Approved assistants for lesson plans, materials and feedback drafts"),
  ).toBe(
    "Approved assistants for lesson plans and materials, never to grade or comment on students' work",
  );
  expect(withoutGrading("AI tutoring that guides students with questions")).toBe(
    "AI tutoring that guides students with questions",
  );
});

describe("anything new waiting for the board", () => {
  const school = (aiFriction: string | undefined) =>
    makeAnswers({
      companyName: "Vernon Hills Academy",
      companyIndustry: "education",
      companyEmployees: "51-200",
      businessChallenges: ["reducing_teacher_workload_and_burnout"],
      orgAiElements: ["internal_champions", "ai_policy"],
      orgPosture: "exploring",
      aiFriction,
    });

  it.each([
    "Anything new needs board approval.",
    "Any new tool needs the board's approval.",
    "Tout nouveau projet doit être approuvé par le conseil d'administration.",
    "Rien ne se fait sans l'approbation du conseil d'administration.",
  ])("is read in “%s”", (statement) => {
    expect(ids(statement)).toContain("new-work-approval");
  });

  it.each([
    "Our board meets in January.",
    "The board approved our strategy last year.",
    "I draft board updates with ChatGPT.",
    "Notre conseil d'administration est très engagé.",
  ])("is not read in “%s”", (statement) => {
    expect(ids(statement)).not.toContain("new-work-approval");
  });

  it.each([
    ["English", "Anything new needs board approval; the board meets in September."],
    [
      "French",
      "Tout nouveau projet doit être approuvé par le conseil d'administration, qui se réunit en septembre.",
    ],
  ])(
    "takes the pilot to the board first and starts it after the dated meeting, in %s",
    (_language, rule) => {
      const without = documents(school(undefined));
      const ruled = documents(school(rule));
      expect(without.plan.firstPilot.phase).toBe(0);
      expect(without.prose).not.toMatch(/approves it before it starts/);
      expect(ruled.prose).toContain("Take the first pilot to the board at its September 2026");
      // Reports are dated March 2026: September's meeting is the plan's sixth month.
      expect(ruled.plan.firstPilot.month).toBeGreaterThan(2026 * 12 + 8);
      const pilots = [ruled.report.roadmap.phase1, ruled.report.roadmap.phase2].flatMap(
        (p) => p.initiatives ?? [],
      );
      expect(pilots.length).toBeGreaterThan(0);
      for (const pilot of pilots) expect(pilot.dependsOn).toMatch(/the board approves it/i);
    },
  );
});

describe("a company that works in French", () => {
  const bakery = (aiFriction: string | undefined) =>
    makeAnswers({
      executiveName: "Sophie Tremblay",
      executiveTitle: "Présidente",
      companyName: "Boulangeries Tremblay",
      companyIndustry: "food-services",
      companyEmployees: "51-200",
      headOfficeLocation: "other",
      customLocation: "Québec, QC",
      businessChallenges: [
        "forecasting_demand_by_day_and_location",
        "reducing_food_waste_and_spoilage",
      ],
      enterprisePlatforms: ["microsoft365", "quickbooks"],
      aiToolsUsed: ["chatgpt"],
      orgAiElements: ["none_yet"],
      orgPosture: "curious",
      aiFriction,
    });

  it.each([
    "Tout se fait en français.",
    "Tout doit être en français, sans exception.",
    "Nos employés travaillent en français.",
    "Everything must be in French.",
    "Our staff work in French.",
  ])("is read in “%s”", (statement) => {
    expect(ids(statement)).toContain("language");
  });

  it.each([
    "Some of our customers speak French.",
    "We sell French bread and croissants.",
    "Our staff work in French and English.",
    "Notre équipe est bilingue.",
  ])("is not read in “%s”", (statement) => {
    expect(ids(statement)).not.toContain("language");
  });

  it.each([
    ["French", "Tout se fait en français, sans exception."],
    ["English", "Everything must be in French."],
  ])("recommends only tools that work in French, and says so, in %s", (_language, rule) => {
    const without = documents(bakery(undefined));
    const ruled = documents(bakery(rule));
    const englishOnly = (d: ReturnType<typeof documents>) =>
      d.tools.filter((t) => brokenBy(findTool(t)!, ruled.ctx)?.id === "language");
    expect(englishOnly(without).length).toBeGreaterThan(0);
    expect(englishOnly(ruled)).toEqual([]);
    expect(ruled.tools.length).toBeGreaterThan(0);
    for (const t of ruled.report.recommendedApplications)
      expect(t.useCase).toContain(`${t.name} works in French`);
  });
});

describe("client data kept in Canada", () => {
  const firm = (aiFriction: string | undefined) =>
    makeAnswers({
      companyName: "Okanagan Ledger CPA",
      companyIndustry: "consulting",
      companyEmployees: "11-50",
      headOfficeLocation: "interior",
      businessChallenges: [
        "producing_proposals_and_reports_faster",
        "improving_utilisation_and_billable_hours",
      ],
      enterprisePlatforms: ["microsoft365", "hubspot"],
      aiFriction,
    });

  it.each([
    "Client data stays in Canada.",
    "Client files must never leave Canada.",
    "Les données des clients restent au Canada.",
  ])("is read in “%s”", (statement) => {
    expect(ids(statement)).toContain("canada-only");
  });

  it.each([
    "Most of our clients are in Canada.",
    "We are proudly Canadian-owned.",
    "Nos clients sont partout au Canada.",
  ])("is not read in “%s”", (statement) => {
    expect(ids(statement)).not.toContain("canada-only");
  });

  it.each([
    ["English", "Client data stays in Canada, no exceptions."],
    ["French", "Les données des clients restent au Canada."],
  ])("recommends no tool without Canadian hosting, in %s", (_language, rule) => {
    const ruled = documents(firm(rule));
    for (const name of ruled.tools) {
      const regions = findTool(name)!.dataRegions ?? [];
      expect(regions.includes("canada") || regions.includes("own-computers")).toBe(true);
    }
  });
});

describe("a union's notice covers its members' work", () => {
  const plant = (aiFriction: string) =>
    makeAnswers({
      companyName: "Steveston Seafoods",
      companyIndustry: "manufacturing",
      companyEmployees: "51-200",
      aiExperience: "I draft board updates with ChatGPT.",
      orgAiElements: ["none_yet"],
      orgPosture: "curious",
      aiFriction,
    });

  it.each([
    "The plant is unionised: 60 days' notice before changes to members' work.",
    "L'usine est syndiquée; un préavis de 60 jours avant tout changement au travail des membres.",
  ])("says so, and leaves the executive's own use alone (“%s”)", (rule) => {
    const { prose, report } = documents(plant(rule));
    expect(report.brief!.position).not.toContain("anyone's work");
    expect(readConstraints(plant(rule)).find((c) => c.id === "union")?.respect).toContain(
      "its members' work",
    );
    const own = prose
      .split(/\n|(?<=\.)\s+-\s+/)
      .filter((line) => line.includes("Turn the AI use you described into evidence"));
    expect(own.length).toBeGreaterThan(0);
    for (const line of own) expect(line).not.toMatch(/\bunion\b/i);
  });

  it("still gives notice of the pilots on the members' work", () => {
    const { report } = documents(
      plant("The plant is unionised: 60 days' notice before changes to members' work."),
    );
    const pilots = [report.roadmap.phase1, report.roadmap.phase2].flatMap(
      (p) => p.initiatives ?? [],
    );
    expect(pilots.some((p) => /union is given 60 days' notice/.test(p.dependsOn ?? ""))).toBe(true);
  });
});
