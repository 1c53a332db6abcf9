import type { AssessmentInput } from "@/model/assessment/schemas";
import { challengeMappings } from "@/capabilities/report/content/challenges";
import { findTool } from "@/capabilities/report/content/tools";
import { doesWork } from "@/capabilities/report/content/tool-work";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { buildContext } from "./context";
import { generateReport, generateRoadmap } from "./documents";
import { recommendToolsFor } from "./recommend-tools";
import { toolsFor } from "./shared";
import { challenges, inputFor } from "@/tests/helpers/test-personas";

/**
 * Issue 34: a tool is named for an application only when the catalogue says it does that kind
 * of work (content/tool-work.ts): no workflow tool for a no-show prediction or a code check,
 * no chat assistant for re-keying load tenders; where no listed tool does the work, none is
 * named and the pilot says the tool is chosen in phase 1.
 */

const clinic = inputFor(
  makeAnswers({
    companyName: "Harbour Health Clinic",
    companyIndustry: "healthcare",
    companyEmployees: "51-200",
    businessChallenges: challenges("healthcare", 1, 2),
    aiDepartments: ["operations", "customer_service", "finance"],
    enterprisePlatforms: ["microsoft365"],
    otherPlatforms: undefined,
  }),
);

describe("tools named for an application", () => {
  it("names no workflow tool for a prediction or a code check, and one for moving data", () => {
    const ctx = buildContext(clinic);
    const pairs = ctx.challenges.flatMap((c) =>
      (c.mapping?.applications ?? []).map((app) => ({ c, app })),
    );
    const named = (kind: string) =>
      pairs
        .filter(({ app }) => app.work === kind)
        .flatMap(({ c, app }) => toolsFor(c, ctx, [], app));
    expect(named("prediction")).toEqual([]);
    expect(named("checking")).toEqual([]);
    expect(named("automation")).toContain("Microsoft Power Automate");
  });

  it("says the tool is chosen in phase 1 rather than naming one that cannot do the work", () => {
    const { roadmap } = generateReport(clinic).reportData;
    const pilots = [roadmap.phase1, roadmap.phase2].flatMap((p) => p.initiatives ?? []);
    const actions = pilots.map((i) => i.action).join("\n");
    expect(actions).not.toMatch(/prediction[^\n]*\(Microsoft Power Automate\)/i);
    expect(actions).not.toMatch(/checks? of codes[^\n]*\(Microsoft Power Automate\)/i);
    expect(actions).toMatch(/\(a tool to be chosen in phase 1\)/);
    for (const r of generateRoadmap(clinic).recommendations)
      if (/prediction|checks of codes/i.test(r.title))
        expect(r.description).not.toContain("Microsoft Power Automate");
  });

  it("never describes a recommended tool doing an application it cannot do", () => {
    const ctx = buildContext(clinic);
    const apps = ctx.challenges.flatMap((c) => c.mapping?.applications ?? []);
    for (const tool of recommendToolsFor(ctx)) {
      const described = apps.find((a) => tool.useCase.startsWith(a.application));
      if (described) expect(doesWork(findTool(tool.name)!, described.work)).toBe(true);
    }
  });

  it("gives every challenge application a kind of work some listed tool can be checked against", () => {
    for (const mapping of Object.values(challengeMappings))
      for (const app of mapping.applications) expect(app.work).toBeTruthy();
  });

  it("reads a dispatcher's load tenders as no bid for a chat assistant to draft", () => {
    const trucking = buildContext(
      inputFor(
        makeAnswers({
          companyIndustry: "other",
          enterprisePlatforms: ["microsoft365"],
          otherChallenge: "Dispatchers re-key load tenders from e-mail into McLeod",
          aiFriction: undefined,
          aiExperience: undefined,
        }),
      ),
    );
    const fits = recommendToolsFor(trucking).map((t) => t.fit);
    expect(
      fits.filter((fit) => fit?.includes("deals with “Dispatchers re-key")),
    ).not.toContainEqual(expect.stringMatching(/^Microsoft 365 Copilot Chat|^Reclaim/));
  });
});

// Round 3 and 4 of the review: tools that did not fit the work or the company.
describe("tools kept to the company they fit", () => {
  const names = (more: Partial<AssessmentInput>) =>
    recommendToolsFor(buildContext(inputFor(makeAnswers(more)))).map((t) => t.name);

  it("proposes a B2B contact database to a company that sells to businesses, never to consumers alone", () => {
    const seller = {
      companyIndustry: "other" as const,
      companyEmployees: "11-50" as const,
      aiDepartments: ["sales" as const, "marketing" as const],
      businessChallenges: challenges("other", 0),
      otherChallenge: "We need more leads from new clients in a crowded, competitive market.",
    };
    expect(names({ ...seller, companyBusinessModel: "b2b" })).toContain("Apollo.io");
    expect(names({ ...seller, companyBusinessModel: "b2c" })).not.toContain("Apollo.io");
  });

  it("proposes no second workspace beside Microsoft 365", () => {
    expect(
      names({
        enterprisePlatforms: ["microsoft365"],
        otherChallenge: "Knowledge walks out the door when our senior people retire.",
      }),
    ).not.toContain("Notion AI");
  });
});
