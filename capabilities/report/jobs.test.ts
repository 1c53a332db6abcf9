import "@/tests/helpers/database";
import { jest } from "@jest/globals";
import type { ServerResponse } from "node:http";
import { pageCount, pdfText } from "@/tests/helpers/pdf/pdf-text";
import { sendJson, startFakeServer, type RecordedRequest } from "@/tests/fakes/http-server";
import { draftOf } from "@/tests/fakes/anthropic-messages";

/**
 * The generation jobs end to end against fake Anthropic and Resend APIs on 127.0.0.1: what
 * they store (which generator, which prompt version, why the built-in one stood in) and what
 * they send (the roadmap's links, the report as a PDF attachment).
 */

let modelAnswers: "good" | "malformed" = "good";
function anthropicAnswer(request: RecordedRequest, response: ServerResponse) {
  if (modelAnswers === "malformed") {
    response.writeHead(200, { "content-type": "application/json" });
    return response.end("{ not json");
  }
  const body = JSON.parse(request.body) as {
    tools: { name: string }[];
    messages: { content: string }[];
  };
  const draft = draftOf(body.messages[0].content);
  sendJson(response, 200, {
    id: "msg_fake",
    type: "message",
    role: "assistant",
    model: "claude-test",
    content: [{ type: "tool_use", id: "toolu_fake", name: body.tools[0].name, input: draft }],
    stop_reason: "tool_use",
    stop_sequence: null,
    usage: { input_tokens: 10, output_tokens: 10 },
  });
}

const anthropic = await startFakeServer(anthropicAnswer);
const resend = await startFakeServer((_request, response) =>
  sendJson(response, 200, { id: "re_fake" }),
);
const APP_URL = "https://readiness.example.com";
Object.assign(process.env, {
  APP_URL,
  ANTHROPIC_API_KEY: "sk-ant-test",
  ANTHROPIC_BASE_URL: anthropic.url,
  ANTHROPIC_MODEL: "claude-test",
  RESEND_API_KEY: "re_test_key",
  RESEND_BASE_URL: resend.url,
});

const { db } = await import("@/platform/db");
const { createAssessment } = await import("@/capabilities/leads/assessments/mutations");
const { enqueueJob } = await import("@/platform/jobs/queue");
const { processJobs, runJobNow } = await import("@/platform/jobs/run");
const { makeAnswers } = await import("@/tests/helpers/test-answers");
const { ANTHROPIC_PROMPT_VERSION } = await import("./anthropic/prompt");
const { BUILTIN_PROMPT_VERSION } = await import("./builtin");

afterAll(() => Promise.all([anthropic.close(), resend.close()]));

/** Submit, roadmap job, follow-up questions job, payment, report job: what a paying executive sets off. */
async function generateEverything() {
  const id = await createAssessment(makeAnswers());
  await runJobNow((await enqueueJob("roadmap", id)).id);
  await processJobs();
  await db.assessment.update({
    where: { id },
    data: { paymentStatus: "coupon_used", paidAt: new Date() },
  });
  await runJobNow((await enqueueJob("report", id)).id);
  const select = { generator: true, promptVersion: true, generationNote: true } as const;
  const stored = await db.assessment.findUniqueOrThrow({
    where: { id },
    select: { roadmap: { select }, report: { select }, followUpQuestions: { select } },
  });
  return { id, stored };
}

/** What the fake Resend API received for one template, by its subject. */
function sentEmail(subject: RegExp) {
  const payloads = resend.requests.map((r) => JSON.parse(r.body) as Record<string, unknown>);
  const found = payloads.filter((p) => subject.test(String(p.subject)));
  expect(found).toHaveLength(1);
  return found[0] as {
    html: string;
    text: string;
    attachments?: { filename: string; content: string }[];
  };
}

describe("with the model answering", () => {
  let run: Awaited<ReturnType<typeof generateEverything>>;
  beforeAll(async () => {
    run = await generateEverything();
  });

  it("stores the roadmap, the report and the follow-up questions as the model's, with its prompt version", () => {
    const fromModel = {
      generator: "anthropic:claude-test",
      promptVersion: ANTHROPIC_PROMPT_VERSION,
      generationNote: null,
    };
    expect(run.stored).toEqual({
      roadmap: fromModel,
      report: fromModel,
      followUpQuestions: fromModel,
    });
  });

  it("e-mails the roadmap with full links to the results and to the roadmap", () => {
    const email = sentEmail(/roadmap/i);
    for (const url of [`${APP_URL}/results/${run.id}`, `${APP_URL}/roadmap/${run.id}`]) {
      expect(email.html).toContain(`href="${url}"`);
      expect(email.text).toContain(url);
    }
  });

  it("e-mails the report with the report itself attached as a PDF of several pages", () => {
    const email = sentEmail(/report/i);
    expect(email.html).toContain(`${APP_URL}/report/${run.id}`);
    expect(email.attachments).toHaveLength(1);
    const [attachment] = email.attachments!;
    expect(attachment.filename).toBe("ai-readiness-report-northwind-logistics.pdf");
    const pdf = Buffer.from(attachment.content, "base64");
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pageCount(pdf)).toBeGreaterThan(1);
    expect(pdfText(pdf)).toContain("Northwind Logistics");
  });
});

describe("with the model answering malformed JSON", () => {
  it("stores every document from the built-in generator, with the reason", async () => {
    modelAnswers = "malformed";
    jest.spyOn(console, "warn").mockImplementation(() => {});
    const { stored } = await generateEverything();
    jest.restoreAllMocks();
    const fallback = {
      generator: "builtin",
      promptVersion: BUILTIN_PROMPT_VERSION,
      generationNote: expect.stringMatching(
        /^Anthropic unavailable: the answer was not valid JSON/,
      ),
    };
    // The report is written in sections: each one's fallback is named with its reason.
    const report = {
      ...fallback,
      generationNote: expect.stringMatching(
        /^Anthropic unavailable: the brief, .* fell back to the built-in generator \(the answer was not valid JSON/,
      ),
    };
    expect(stored).toEqual({ roadmap: fallback, report, followUpQuestions: fallback });
  });
});
