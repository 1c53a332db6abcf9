import type { ServerResponse } from "node:http";
import { sendJson, startFakeServer, type RecordedRequest } from "@/tests/fakes/http-server";

/** The Anthropic path against a fake Messages API on 127.0.0.1 (ANTHROPIC_BASE_URL). */
type Mode = "good" | "drift" | "malformed" | "schema" | "overloaded" | "timeout" | "no-tool";
let mode: Mode = "good";

function answer(request: RecordedRequest, response: ServerResponse) {
  const body = JSON.parse(request.body) as {
    tools: { name: string }[];
    messages: { content: string }[];
  };
  const { draft } = JSON.parse(body.messages[0].content) as { draft: Record<string, unknown> };
  const toolUse = (input: unknown) => ({
    id: "msg_fake",
    type: "message",
    role: "assistant",
    model: "claude-test",
    content: [{ type: "tool_use", id: "toolu_fake", name: body.tools[0].name, input }],
    stop_reason: "tool_use",
    stop_sequence: null,
    usage: { input_tokens: 10, output_tokens: 10 },
  });
  switch (mode) {
    case "good":
      return sendJson(
        response,
        200,
        toolUse({ ...draft, executiveSummary: "Written by the model for this executive." }),
      );
    case "drift": {
      // Scores rewritten and the family sections left out: the stored facts must win.
      const { familyScorecard: _scorecard, familyStrategies: _strategies, ...rest } = draft;
      void [_scorecard, _strategies];
      const scores = {
        topDownScore: 9.9,
        bottomUpScore: 0.1,
        overallScore: 5,
        analysis: "Rewritten.",
      };
      return sendJson(response, 200, toolUse({ ...rest, readinessAssessment: scores }));
    }
    case "schema":
      return sendJson(response, 200, toolUse({ executiveSummary: "" }));
    case "no-tool":
      return sendJson(response, 200, {
        ...toolUse({}),
        content: [{ type: "text", text: "Sorry." }],
      });
    case "malformed":
      response.writeHead(200, { "content-type": "application/json" });
      return response.end("{ this is not json");
    case "overloaded":
      return sendJson(response, 529, {
        type: "error",
        error: { type: "overloaded_error", message: "Overloaded" },
      });
    case "timeout":
      return setTimeout(() => sendJson(response, 200, toolUse(draft)), 2_000);
  }
}

const fake = await startFakeServer(answer);
process.env.ANTHROPIC_API_KEY = "sk-ant-test";
process.env.ANTHROPIC_BASE_URL = fake.url;
process.env.ANTHROPIC_MODEL = "claude-test";
process.env.ANTHROPIC_TIMEOUT_MS = "500";

const { jest } = await import("@jest/globals");
const { generateReport, generateRoadmap } = await import("@/lib/report/generator");
const { scoreFamily, scoreReadiness } = await import("@/lib/scoring");
const { makeAnswers } = await import("@/lib/scoring/test-answers");
const { ANTHROPIC_PROMPT_VERSION } = await import("./prompt");
const builtin = await import("@/lib/report/builtin");

afterAll(() => fake.close());
beforeEach(() => jest.spyOn(console, "warn").mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

const answers = makeAnswers();
const input = {
  assessmentId: "00000000-0000-4000-8000-000000000001",
  answers,
  readiness: scoreReadiness(answers),
  family: scoreFamily(answers),
  industryStats: null,
  createdAt: new Date("2026-11-01T00:00:00Z"),
};

it("stores the model's document, with its generator and prompt version, keeping the stored scores", async () => {
  mode = "good";
  const before = fake.requests.length;
  const report = await generateReport(input);
  expect(report).toMatchObject({
    generator: "anthropic:claude-test",
    promptVersion: ANTHROPIC_PROMPT_VERSION,
    note: null,
  });
  expect(report.content.reportData.executiveSummary).toBe(
    "Written by the model for this executive.",
  );
  expect(report.content.reportData.readinessAssessment.overallScore).toBe(
    input.readiness.score / 10,
  );
  expect(report.content.markdownReport).toContain("Written by the model for this executive.");

  const sent = JSON.parse(fake.requests[before].body);
  expect(sent.model).toBe("claude-test");
  expect(sent.tool_choice).toEqual({ type: "tool", name: "write_report" });
  expect(fake.requests[before].body).not.toContain("dana@example.com"); // no more personal data than needed
});

it("keeps the computed scores and the family sections when the model changes or drops them", async () => {
  mode = "drift";
  const report = await generateReport(input);
  const draft = builtin.generateReport(input).reportData;
  expect(report.generator).toBe("anthropic:claude-test");
  expect(report.content.reportData.readinessAssessment).toEqual({
    ...draft.readinessAssessment,
    analysis: "Rewritten.",
  });
  expect(report.content.reportData.familyScorecard).toEqual(draft.familyScorecard);
  expect(report.content.reportData.familyStrategies).toEqual(draft.familyStrategies);
  expect(report.content.markdownReport).toContain("## Personal and Family AI Readiness");
});

it.each<[Mode, RegExp]>([
  ["malformed", /not valid JSON/],
  ["schema", /broke the schema/],
  ["no-tool", /no tool call/],
  ["overloaded", /529/],
  ["timeout", /timed out/],
])(
  "falls back to the built-in generator on %s, after one retry, and records why",
  async (failure, reason) => {
    mode = failure;
    const before = fake.requests.length;
    const roadmap = await generateRoadmap(input);
    expect(roadmap.generator).toBe("builtin");
    expect(roadmap.note).toMatch(/^Anthropic unavailable: /);
    expect(roadmap.note).toMatch(reason);
    expect(roadmap.content.readinessScore).toBe(input.readiness.score / 10);
    expect(fake.requests.length - before).toBe(2);
  },
);
