import type { ServerResponse } from "node:http";
import { personas } from "@/tests/helpers/test-personas";
import type { GenerationInput } from "@/capabilities/report/generation-input";
import type { ReportData, RecommendedTool } from "@/model/documents/report-schemas";
import * as contract from "@/tests/helpers/test-contract";
import type { FollowUpQuestionsContent, RoadmapContent } from "@/model/documents/roadmap-schemas";
import { sendJson, startFakeServer, type RecordedRequest } from "@/tests/fakes/http-server";
import { draftOf } from "@/tests/fakes/anthropic-messages";

/**
 * The contract of the Anthropic path, over the same personas as the built-in generator's
 * contract test: a fake Messages API on 127.0.0.1 answers what a plausible model would, the
 * section's draft reworded, with the slips models make (scores changed, a family scorecard
 * made up, a tool that is not in the catalogue). What is stored must keep the contract anyway,
 * and every section of every persona passes the checks (no section falls back).
 */

const REWORDED = "Revised for the board:";
const inventedTool: RecommendedTool = {
  name: "Imaginary Insight Engine",
  category: "Analytics",
  priority: "High",
  description: "A tool the model made up.",
  useCase: "Anything at all.",
  pricing: "Free forever",
  url: "https://imaginary.example/engine",
};

/** What a plausible model answers for each section: the draft reworded, with its usual slips. */
function modelAnswer(toolName: string, draft: Record<string, unknown>): unknown {
  switch (toolName) {
    case "write_roadmap": {
      const roadmap = draft as unknown as RoadmapContent;
      return {
        ...roadmap,
        executiveSummary: `${REWORDED} ${roadmap.executiveSummary}`,
        readinessScore: 10 - roadmap.readinessScore,
        aiApps: [...roadmap.aiApps, inventedTool],
      };
    }
    case "write_report_overview": {
      const overview = draft as Pick<ReportData, "executiveSummary" | "readinessAssessment">;
      return {
        ...overview,
        executiveSummary: `${REWORDED} ${overview.executiveSummary}`,
        readinessAssessment: {
          ...overview.readinessAssessment,
          topDownScore: 9.9,
          bottomUpScore: 0.1,
          overallScore: 5,
        },
      };
    }
    case "write_report_solutions": {
      const solutions = draft as Pick<ReportData, "recommendedApplications">;
      return {
        ...solutions,
        recommendedApplications: [inventedTool, ...solutions.recommendedApplications],
      };
    }
    case "write_report_family": // a family scorecard the model was never asked for
      return { ...draft, familyScorecard: { overallScore: 10, rating: "Advanced" } };
    case "write_follow_up_questions": {
      const questions = draft as unknown as FollowUpQuestionsContent;
      return { ...questions, q1Primary: `${REWORDED} ${questions.q1Primary}` };
    }
    default:
      return draft;
  }
}

function answer(request: RecordedRequest, response: ServerResponse) {
  const body = JSON.parse(request.body) as {
    tools: { name: string }[];
    messages: { content: string }[];
  };
  const name = body.tools[0].name;
  sendJson(response, 200, {
    id: "msg_fake",
    type: "message",
    role: "assistant",
    model: "claude-test",
    content: [
      {
        type: "tool_use",
        id: "toolu_fake",
        name,
        input: modelAnswer(name, draftOf(body.messages[0].content)),
      },
    ],
    stop_reason: "tool_use",
    stop_sequence: null,
    usage: { input_tokens: 10, output_tokens: 10 },
  });
}

const fake = await startFakeServer(answer);
process.env.ANTHROPIC_API_KEY = "sk-ant-test";
process.env.ANTHROPIC_BASE_URL = fake.url;
process.env.ANTHROPIC_MODEL = "claude-test";

const { generateFollowUpQuestions, generateReport, generateRoadmap } =
  await import("@/capabilities/report/generator");

afterAll(() => fake.close());

async function generateAll(input: GenerationInput) {
  const [roadmap, report, followUp] = await Promise.all([
    generateRoadmap(input),
    generateReport(input),
    generateFollowUpQuestions(input),
  ]);
  return {
    generators: [roadmap, report, followUp].map((g) => `${g.generator} ${g.note ?? ""}`.trim()),
    roadmap: roadmap.content,
    reportData: report.content.reportData,
    markdownReport: report.content.markdownReport,
    followUp: followUp.content,
  };
}

describe.each(personas)("Anthropic path: %s", (_, input) => {
  let out: Awaited<ReturnType<typeof generateAll>>;
  beforeAll(async () => {
    out = await generateAll(input);
  });

  it("stores the model's wording for every document", () => {
    expect(out.generators).toEqual(Array(3).fill("anthropic:claude-test"));
    expect(out.roadmap.executiveSummary.startsWith(REWORDED)).toBe(true);
    expect(out.reportData.executiveSummary.startsWith(REWORDED)).toBe(true);
    expect(out.markdownReport).toContain(REWORDED);
    expect(out.followUp.q1Primary.startsWith(REWORDED)).toBe(true);
  });

  it("writes documents that pass their contracts", () => {
    contract.expectValidDocuments(out);
  });

  it("fills every section, family sections included when the model leaves them out", () => {
    contract.expectEverySectionFilled(out);
  });

  it("shows exactly the stored scores, whatever scores the model wrote", () => {
    contract.expectStoredScores(out, input);
  });

  it("leaves no placeholder text or raw option values", () => {
    contract.expectNoPlaceholders(out);
  });

  it("keeps only catalogue tools that fit the persona, dropping the one the model invented", () => {
    contract.expectCatalogueTools(out.roadmap.aiApps, input);
    contract.expectCatalogueTools(out.reportData.recommendedApplications, input);
  });
});
