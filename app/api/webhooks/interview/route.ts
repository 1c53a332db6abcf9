import { json, route } from "@/platform/http";
import { startAfterResponse } from "@/platform/jobs/run";
import { recordInterview } from "@/capabilities/voice/interview-mutations";
import { readInterviewDelivery } from "@/capabilities/voice/webhook";

/**
 * The voice agent's interview results (docs/api.md: "Voice agent webhooks"): the caller is the
 * provider, proven by the HMAC signature over the raw body. Idempotent by interviewId.
 */
export const POST = route({ access: "public" }, async ({ request }) => {
  const { duplicate } = await recordInterview(await readInterviewDelivery(request));
  startAfterResponse(); // its call.completed event
  return json({ received: true, duplicate });
});
