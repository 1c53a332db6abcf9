import type { AssessmentInput } from "@/model/assessment/schemas";
import { findTool } from "@/capabilities/report/content/tools";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { buildContext } from "./context";
import { generateReport, recommendTools } from "./documents";
import { rankTools } from "./recommend-tools";
import { fitsCompany } from "./tool-fit";
import { toolsFor } from "./shared";
import { inputFor } from "@/tests/helpers/test-personas";

/**
 * Issue 34: a tool is named for a piece of work only when its kind does that work. A meeting
 * recorder records meetings (it searches no past proposals); an avatar-video tool makes training
 * videos (it passes on no retiring expert's judgment); a calendar assistant books meetings (it
 * moves no change order on a building schedule); a help desk's agent answers customers who
 * write in with routine questions, and no agent answers people in grief.
 */

const quiet = (overrides: Partial<AssessmentInput>) =>
  makeAnswers({ aiExperience: "", aiFriction: "", otherChallenge: "", ...overrides });
const names = (answers: AssessmentInput) => recommendTools(inputFor(answers)).map((t) => t.name);

describe("a meeting recorder records meetings", () => {
  const RECORDERS = ["Otter.ai", "Fireflies.ai", "Zoom AI Companion"];
  it.each([
    ["a law firm", "Ridgeline Law", "Managing Partner"],
    ["a communications agency", "Bright Harbour Communications", "Agency Director"],
    ["a management consultancy", "Kestrel Advisory", "Managing Director"],
  ])("never searches %s's past work", (_, companyName, executiveTitle) => {
    const ctx = buildContext(
      inputFor(
        quiet({
          companyName,
          executiveTitle,
          companyIndustry: "consulting",
          companyEmployees: "11-50",
          businessChallenges: ["capturing_and_reusing_firm_knowledge"],
          enterprisePlatforms: ["zoom", "microsoft365"],
        }),
      ),
    );
    const challenge = ctx.challenges[0]!;
    for (const app of challenge.mapping!.applications) {
      const recorders = toolsFor(challenge, ctx, [], app).filter((n) => RECORDERS.includes(n));
      const aboutMeetings = /\b(?:meetings?|interviews?|calls?)\b/i.test(app.application);
      expect([app.application, recorders.length > 0]).toEqual([app.application, aboutMeetings]);
    }
    for (const tool of recommendTools(ctx.input))
      if (RECORDERS.includes(tool.name))
        expect(tool.useCase).not.toMatch(/past (?:proposals|work)/);
  });
});

describe("a meeting recorder answers the executive's words about meetings", () => {
  const otterWords = (otherChallenge: string) =>
    rankTools(
      buildContext(
        inputFor(
          quiet({
            companyIndustry: "consulting",
            companyEmployees: "11-50",
            enterprisePlatforms: ["microsoft365"],
            otherChallenge,
          }),
        ),
      ),
    ).find((m) => m.tool.name === "Otter.ai")?.ownWords;

  it.each([
    "Writing up the notes of our client meetings takes each partner hours a week.",
    "Les associées passent des heures à rédiger les notes de leurs rencontres avec les clients.",
  ])("takes %j", (words) => expect(otterWords(words)).toBeDefined());

  it("takes no search of past proposals", () => {
    expect(
      otterWords("Finding the right past proposal takes us hours every week."),
    ).toBeUndefined();
  });
});

describe("a calendar assistant books calendars", () => {
  const company = (otherChallenge: string) =>
    quiet({
      companyIndustry: "other",
      companyEmployees: "11-50",
      businessChallenges: ["improving_operational_efficiency"],
      enterprisePlatforms: ["microsoft365"],
      otherChallenge,
    });
  const reclaimWords = (otherChallenge: string) =>
    rankTools(buildContext(inputFor(company(otherChallenge)))).find(
      (m) => m.tool.name === "Reclaim.ai",
    )?.ownWords;

  it.each([
    "Every change a buyer makes after framing costs us about a week on the construction schedule.",
    "When a press goes down the production schedule slips two days and every job behind it.",
    "Rain wrecks the crew schedule for our lawn routes every spring.",
  ])("takes no building, production or crew schedule: %j", (words) => {
    expect(reclaimWords(words)).toBeUndefined();
    expect(names(company(words))).not.toContain("Reclaim.ai");
  });

  it("takes the executive's calendar of meetings", () => {
    expect(
      reclaimWords("I lose hours every week juggling client meetings across three calendars."),
    ).toBeDefined();
  });
});

describe("an avatar-video tool makes training videos", () => {
  const plant = (companyName: string) =>
    quiet({
      companyName,
      companyIndustry: "manufacturing",
      companyEmployees: "51-200",
      businessChallenges: ["replacing_retiring_skilled_workers"],
      aiDepartments: ["hr", "operations"],
      enterprisePlatforms: ["microsoft365"],
    });

  it.each(["Laval Offset Printing", "Brandon Precision Machining", "Okanagan Fruit Packers"])(
    "never stands in for %s's retiring experts",
    (companyName) => {
      const answers = plant(companyName);
      expect(names(answers)).not.toContain("Synthesia");
      const { roadmap } = generateReport(inputFor(answers)).reportData;
      const pilots = [roadmap.phase1, roadmap.phase2, roadmap.phase3].flatMap(
        (p) => p.initiatives ?? [],
      );
      expect(pilots.map((i) => i.action).join("\n")).not.toMatch(/Synthesia|avatar/);
    },
  );

  it("makes a hotel's seasonal training videos", () => {
    const ctx = buildContext(
      inputFor(
        quiet({
          companyIndustry: "travel-hospitality-tourism",
          companyEmployees: "51-200",
          businessChallenges: ["recruiting_and_training_seasonal_staff"],
          aiDepartments: ["hr"],
        }),
      ),
    );
    const challenge = ctx.challenges[0]!;
    expect(toolsFor(challenge, ctx, [], challenge.mapping!.applications[1])).toContain("Synthesia");
  });
});

describe("an agent answers customers only where they write in, and never people in grief", () => {
  const DESKS = ["Intercom Fin", "Zendesk AI", "Freshdesk with Freddy AI", "Ada"];
  const company = (overrides: Partial<AssessmentInput>) =>
    quiet({
      companyIndustry: "other",
      companyEmployees: "11-50",
      businessChallenges: ["improving_the_customer_experience"],
      aiDepartments: ["customer_service", "operations"],
      enterprisePlatforms: ["none"],
      ...overrides,
    });
  const agents = (answers: AssessmentInput) =>
    names(answers).filter((n) => findTool(n)!.answersCustomers || DESKS.includes(n));
  // The pilots and the areas of AI the report describes.
  const pilots = (answers: AssessmentInput) => {
    const { roadmap, solutionLandscape } = generateReport(inputFor(answers)).reportData;
    return [roadmap.phase1, roadmap.phase2, roadmap.phase3]
      .flatMap((p) => p.initiatives ?? [])
      .map((i) => i.action)
      .concat(solutionLandscape.map((a) => a.description))
      .join("\n");
  };

  it.each([
    [
      "a funeral home",
      "Harbour Funeral Home",
      "Families call us at the worst moment of their lives.",
    ],
    [
      "a hospice society",
      "Valley Hospice Society",
      "Our palliative care volunteers are stretched.",
    ],
    [
      "a counselling practice",
      "Clearwater Counselling",
      "Clients wait three weeks for a first session.",
    ],
  ])("answers nobody at %s", (_, companyName, otherChallenge) => {
    const answers = company({ companyName, otherChallenge });
    expect(agents(answers)).toEqual([]);
    expect(pilots(answers)).not.toMatch(
      /AI agent for routine customer questions|resolves simple requests/,
    );
  });

  it("gives a help desk's agent to no company whose customers are not shown writing in", () => {
    const landscaper = company({
      companyName: "Greenline Landscaping",
      otherChallenge: "Our crews lose an hour a day driving between jobs.",
    });
    expect(names(landscaper).filter((n) => DESKS.includes(n))).toEqual([]);
    expect(
      fitsCompany(findTool("Freshdesk with Freddy AI")!, buildContext(inputFor(landscaper))),
    ).toBe(false);
  });

  it.each([
    ["an online store", "Customers e-mail us the same questions about shipping every day."],
    ["a tour operator", "Questions from guests about pickups fill our inbox each morning."],
  ])("gives %s whose customers write in an agent", (_, otherChallenge) => {
    const answers = company({ companyName: "Northern Lights Co.", otherChallenge });
    expect(
      fitsCompany(findTool("Freshdesk with Freddy AI")!, buildContext(inputFor(answers))),
    ).toBe(true);
  });
});
