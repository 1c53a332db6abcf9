import "server-only";
import { Resend } from "resend";
import type { TemplateName, TemplateProps } from "@/platform/email/templates";
import { db } from "@/platform/db";
import { env, isProduction } from "@/platform/env";
import type { EmailMessage } from "@/platform/db/generated/prisma/client";
import {
  claimMessage,
  deliverableBody,
  markNotSent,
  markSent,
  storeMessage,
  storedAttachments,
  type Attachment,
} from "./outbox";
import { renderEmail } from "./render";

export type { Attachment } from "./outbox";

export interface SentEmail {
  id: string;
  /** queued: not sent yet, retried by the outbox drain (platform/email/drain.ts). */
  status: "sent" | "logged" | "failed" | "queued";
}

/** Longer than Resend ever takes, shorter than a sender's lease (SEND_LEASE_SECONDS). */
const SEND_TIMEOUT_MS = 10_000;

let client: Resend | undefined;
function resend(apiKey: string): Resend {
  client ??= new Resend(apiKey, env.RESEND_BASE_URL ? { baseUrl: env.RESEND_BASE_URL } : undefined);
  return client;
}

const transientNames = new Set([
  "application_error",
  "internal_server_error",
  "rate_limit_exceeded",
  "concurrent_idempotent_requests",
]);

/** Refusals worth retrying: no answer, rate limits, Resend's own failures; not a bad message. */
function isTransient(error: { statusCode?: number | null; name?: string }): boolean {
  if (error.name && transientNames.has(error.name)) return true;
  const status = error.statusCode;
  return typeof status === "number" ? status === 429 || status >= 500 : !error.name;
}

/**
 * Sends one claimed message through Resend. The outbox row's id is the idempotency key: a
 * message sent again (its sender died before recording the send) is delivered once.
 */
export async function deliver(message: EmailMessage): Promise<SentEmail> {
  const apiKey = env.RESEND_API_KEY;
  if (!apiKey) return { id: message.id, status: "queued" };
  let body: ReturnType<typeof deliverableBody>;
  try {
    body = deliverableBody(message);
  } catch {
    // Sealed under an AUTH_SECRET since changed: it can never be opened, so never sent.
    await markNotSent(message, "Its sealed body cannot be opened (AUTH_SECRET changed).", false);
    return { id: message.id, status: "failed" };
  }
  const request = () =>
    resend(apiKey)
      .emails.send(
        {
          from: env.EMAIL_FROM,
          to: message.to,
          subject: message.subject,
          html: body.html,
          text: body.text,
          attachments: storedAttachments(message),
          headers: (message.headers as Record<string, string> | null) ?? undefined,
        },
        { idempotencyKey: message.id, signal: AbortSignal.timeout(SEND_TIMEOUT_MS) },
      )
      .catch((thrown: unknown) => ({
        data: null,
        error: { message: String(thrown), statusCode: null, name: "application_error" },
        headers: null,
      }));
  let result = await request();
  // No answer at all (e.g. a kept-alive connection closed as it was reused): once more now.
  if (!result.data && !result.headers) result = await request();
  const { data, error } = result;
  if (data) {
    await markSent(message, data.id);
    return { id: message.id, status: "sent" };
  }
  const reason = error?.message ?? "no response";
  const retry = !error || isTransient(error);
  console.error(
    `[email] Resend did not take ${message.id} (attempt ${message.attempts}): ${reason}`,
  );
  const after = await markNotSent(message, reason, retry);
  return { id: message.id, status: after.status === "failed" ? "failed" : "queued" };
}

/**
 * Renders a template from `emails/` and records it in the outbox, then sends it. With
 * RESEND_API_KEY the message goes out through Resend, at least once: one not sent now is
 * retried by the outbox drain. Without it, the message stays in the outbox and the log (the
 * embedded default). Secrets (reset links, temporary passwords) are stored only sealed.
 * A `dedupeKey` makes a message go out once: a later call with the same key answers the
 * earlier message (and sends it now if it is still due).
 */
export async function sendEmail<N extends TemplateName>(
  to: string,
  name: N,
  props: TemplateProps<N>,
  options: {
    attachments?: Attachment[];
    dedupeKey?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<SentEmail> {
  const { attachments = [], dedupeKey, headers } = options;
  if (dedupeKey) {
    const earlier = await db.emailMessage.findUnique({ where: { dedupeKey } });
    if (earlier?.status === "queued") {
      const claimed = await claimMessage(earlier.id);
      return claimed ? deliver(claimed) : { id: earlier.id, status: "queued" };
    }
    if (earlier && earlier.status !== "failed")
      return { id: earlier.id, status: earlier.status as SentEmail["status"] };
    if (earlier) await db.emailMessage.delete({ where: { id: earlier.id } });
  }
  const rendered = await renderEmail(name, props);
  const status = env.RESEND_API_KEY ? "queued" : "logged";
  const message = await storeMessage(
    { to, template: name, dedupeKey, attachments, headers },
    rendered,
    status,
  );

  if (status === "logged") {
    // Local runs without a provider read their e-mail here; a server in production does not log it.
    const body = isProduction || env.NODE_ENV === "test" ? "" : `\n${rendered.text}`;
    console.log(
      `[email] to=${to} subject="${rendered.subject}" (outbox ${message.id}; RESEND_API_KEY not set)${body}`,
    );
    return { id: message.id, status: "logged" };
  }
  return deliver(message);
}
