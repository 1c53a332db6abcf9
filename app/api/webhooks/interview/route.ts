import { json, route } from "@/lib/http";
import { startAfterResponse } from "@/lib/jobs/run";
import { recordInterview } from "@/lib/voice/interview-mutations";
import { readInterviewDelivery } from "@/lib/voice/webhook";

/**
 * The voice agent's interview results (README: "Voice agent webhooks"): the caller is the
 * provider, proven by the HMAC signature over the raw body. Idempotent by interviewId.
 */
export const POST = route({ access: "public" }, async ({ request }) => {
  const { duplicate } = await recordInterview(await readInterviewDelivery(request));
  startAfterResponse(); // its call.completed event
  return json({ received: true, duplicate });
});
