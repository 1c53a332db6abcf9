import "server-only";
import { env } from "@/platform/env";
import { claimMessage, failExhaustedMessages } from "./outbox";
import { deliver } from "./send";

let draining: Promise<number> | null = null;

/**
 * Sends every queued e-mail that is due: never sent (its process died first), refused for a
 * while (backoff), or whose sender died while sending (lease passed). One drain at a time
 * per process; several processes share the work (each message is claimed by one).
 * Answers how many it tried.
 */
export function drainOutbox(limit = 100): Promise<number> {
  if (!env.RESEND_API_KEY) return Promise.resolve(0);
  draining ??= (async () => {
    try {
      await failExhaustedMessages();
      let tried = 0;
      while (tried < limit) {
        const message = await claimMessage();
        if (!message) break;
        tried++;
        await deliver(message);
      }
      return tried;
    } finally {
      draining = null;
    }
  })();
  return draining;
}
