import { json, route } from "@/platform/http";
import { startAfterResponse } from "@/platform/jobs/run";
import { clientAddress, hit } from "@/platform/rate-limit";
import { createCallRequest } from "@/capabilities/voice/mutations";
import {
  CALL_REQUESTED,
  callRequestSchema,
  type CallRequestAnswer,
} from "@/capabilities/voice/schemas";

/**
 * A call-back request. Stored as queued; with a voice agent configured it is sent to the
 * agent by a voice_call job (retried with backoff), otherwise it waits in the admin queue.
 */
export const POST = route(
  { access: "public", body: callRequestSchema, maxBodyBytes: 4 * 1024 },
  async ({ request, body }) => {
    await hit("callRequest", clientAddress(request));
    await hit("callRequest", `assessment:${body.assessment_id}`);
    await hit("callRequestToNumber", body.phone_number); // normalized by the schema
    const callRequestId = await createCallRequest(body);
    startAfterResponse(); // the voice call, and the call_request.created event
    const answer: CallRequestAnswer = { success: true, message: CALL_REQUESTED, callRequestId };
    return json(answer, 201);
  },
);
