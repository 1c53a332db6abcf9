import "server-only";
import { db } from "@/platform/db";
import { Prisma, type EmailMessage } from "@/platform/db/generated/prisma/client";
import type { Rendered } from "./render";
import { openBody, sealBody, type Body } from "@/platform/crypto/seal";

/**
 * The outbox (table email_outbox): every e-mail is stored before it is sent, then sent at
 * least once. A queued message is claimed by one sender at a time: claiming moves
 * `sendAfter` past the send (the sender's lease), so a message whose sender died is claimed
 * again once that has passed, by any server process (platform/email/drain.ts).
 */

export const SEND_LEASE_SECONDS = 15;
/** Resend keeps idempotency keys for 24 hours: every retry falls well within them. */
const RETRY_SECONDS = [30, 120, 600, 1_800, 3_600, 7_200, 14_400];
export const MAX_SEND_ATTEMPTS = RETRY_SECONDS.length + 1;

export interface Attachment {
  filename: string;
  content: Buffer;
}

type StoredAttachment = { filename: string; content: string };

const leaseEnd = () => new Date(Date.now() + SEND_LEASE_SECONDS * 1000);

/**
 * Stores a rendered message. With secrets, the readable columns hold the redacted copy and
 * the deliverable body is sealed. `queued` messages are stored claimed by the caller.
 */
export function storeMessage(
  message: {
    to: string;
    template: string;
    dedupeKey?: string;
    attachments: Attachment[];
    headers?: Record<string, string>;
  },
  rendered: Rendered,
  status: "queued" | "logged",
): Promise<EmailMessage> {
  const { redacted, subject } = rendered;
  const readable = redacted ?? rendered;
  const attachments: StoredAttachment[] = message.attachments.map((a) => ({
    filename: a.filename,
    content: a.content.toString("base64"),
  }));
  return db.emailMessage.create({
    data: {
      to: message.to,
      template: message.template,
      dedupeKey: message.dedupeKey,
      subject,
      html: readable.html,
      text: readable.text,
      sealedBody: redacted ? sealBody({ html: rendered.html, text: rendered.text }) : null,
      attachments:
        status === "queued" && attachments.length > 0
          ? (attachments as Prisma.InputJsonValue)
          : undefined,
      headers: message.headers,
      status,
      attempts: status === "queued" ? 1 : 0,
      sendAfter: status === "queued" ? leaseEnd() : new Date(),
    },
  });
}

/** The body as the recipient gets it: the sealed one when the message carries a secret. */
export function deliverableBody(message: EmailMessage): Body {
  return message.sealedBody
    ? openBody(message.sealedBody)
    : { html: message.html, text: message.text };
}

export function storedAttachments(message: EmailMessage): Attachment[] {
  const stored = (message.attachments ?? []) as StoredAttachment[];
  return stored.map((a) => ({ filename: a.filename, content: Buffer.from(a.content, "base64") }));
}

/**
 * Claims a queued message that is due (a specific one when `id` is given): one sender at a
 * time, under a lease of SEND_LEASE_SECONDS. Null when none is due or another sender has it.
 */
export async function claimMessage(id?: string): Promise<EmailMessage | null> {
  const rows = await db.$queryRaw<EmailMessage[]>`
    UPDATE email_outbox
    SET attempts = attempts + 1, "sendAfter" = ${leaseEnd()}
    WHERE id = (
      SELECT id FROM email_outbox
      WHERE status = 'queued' AND "sendAfter" <= ${new Date()} AND attempts < ${MAX_SEND_ATTEMPTS}
        AND (${id ?? null}::uuid IS NULL OR id = ${id ?? null}::uuid)
      ORDER BY "sendAfter"
      LIMIT 1
      FOR UPDATE SKIP LOCKED
    )
    RETURNING *`;
  return rows[0] ?? null;
}

/** Sent: the secret and the attachments are dropped; the redacted copy stays as the record. */
export async function markSent(message: EmailMessage, providerId: string) {
  await db.emailMessage.update({
    where: { id: message.id },
    data: {
      status: "sent",
      providerId,
      sentAt: new Date(),
      error: null,
      sealedBody: null,
      attachments: Prisma.DbNull,
    },
  });
}

/**
 * A send that did not work: tried again later with backoff while `retry` says the provider
 * may take it then and attempts are left, failed for good (secret dropped) otherwise.
 */
export async function markNotSent(message: EmailMessage, reason: string, retry: boolean) {
  const delay = RETRY_SECONDS[message.attempts - 1];
  const data =
    retry && delay !== undefined
      ? { error: reason, sendAfter: new Date(Date.now() + delay * 1000) }
      : {
          status: "failed" as const,
          error: reason,
          sealedBody: null,
          attachments: Prisma.DbNull,
        };
  return db.emailMessage.update({ where: { id: message.id }, data });
}

/** Queued messages out of attempts whose last sender died: failed, their secret dropped. */
export async function failExhaustedMessages(): Promise<number> {
  const { count } = await db.emailMessage.updateMany({
    where: {
      status: "queued",
      attempts: { gte: MAX_SEND_ATTEMPTS },
      sendAfter: { lt: new Date() },
    },
    data: {
      status: "failed",
      error: "No send succeeded within the retries.",
      sealedBody: null,
      attachments: Prisma.DbNull,
    },
  });
  return count;
}
