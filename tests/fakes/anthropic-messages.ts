import type { ServerResponse } from "node:http";
import { sendJson, startFakeServer, type RecordedRequest } from "@/tests/fakes/http-server";

/**
 * A fake Anthropic Messages API for tests: each request is answered by the reply planned for
 * its tool ("write_report_risks"...), by default the section's reference draft sent back as
 * the model's answer. Records the requests and how many were in flight at once.
 */

export type Reply =
  | { kind: "answer"; edit?: (draft: Record<string, unknown>) => unknown }
  | { kind: "truncated" | "malformed" | "no-tool" | "overloaded" | "timeout" };

export interface SentRequest {
  tool: string;
  system: string;
  content: string;
  maxTokens: number;
  body: string;
}

/** The reference draft a request carries (the JSON inside <reference_draft>). */
export function draftOf(content: string): Record<string, unknown> {
  const match = content.match(/<reference_draft>([\s\S]*)<\/reference_draft>/);
  if (!match) throw new Error("no reference draft in the request");
  return JSON.parse(match[1]) as Record<string, unknown>;
}

function parse(request: RecordedRequest): SentRequest {
  const body = JSON.parse(request.body) as {
    tools: { name: string }[];
    system: string;
    max_tokens: number;
    messages: { content: string }[];
  };
  return {
    tool: body.tools[0].name,
    system: body.system,
    content: body.messages[0].content,
    maxTokens: body.max_tokens,
    body: request.body,
  };
}

export async function startFakeMessages({ delayMs = 40 } = {}) {
  const plan: Record<string, Reply> = {};
  const sent: SentRequest[] = [];
  const state = { inFlight: 0, maxInFlight: 0 };

  const message = (tool: string, input: unknown, stopReason = "tool_use") => ({
    id: "msg_fake",
    type: "message",
    role: "assistant",
    model: "claude-test",
    content: [{ type: "tool_use", id: "toolu_fake", name: tool, input }],
    stop_reason: stopReason,
    stop_sequence: null,
    usage: { input_tokens: 10, output_tokens: 10 },
  });

  function reply(request: SentRequest, response: ServerResponse) {
    const planned = plan[request.tool] ?? { kind: "answer" };
    const draft = draftOf(request.content);
    switch (planned.kind) {
      case "answer":
        return sendJson(response, 200, message(request.tool, planned.edit?.(draft) ?? draft));
      case "truncated": // cut mid-answer: the partial input is still valid JSON
        return sendJson(response, 200, message(request.tool, {}, "max_tokens"));
      case "no-tool":
        return sendJson(response, 200, {
          ...message(request.tool, {}),
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
        return void setTimeout(() => sendJson(response, 200, message(request.tool, draft)), 2_000);
    }
  }

  const server = await startFakeServer((recorded, response) => {
    const request = parse(recorded);
    sent.push(request);
    state.inFlight++;
    state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
    response.on("close", () => state.inFlight--);
    setTimeout(() => reply(request, response), delayMs);
  });

  return {
    url: server.url,
    close: server.close,
    plan,
    sent,
    state,
    /** Forgets the plan and the measures, for the next test. */
    reset() {
      for (const key of Object.keys(plan)) delete plan[key];
      state.maxInFlight = 0;
    },
  };
}
