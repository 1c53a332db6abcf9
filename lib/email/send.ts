import "server-only";
import { render, toPlainText } from "@react-email/render";
import { Resend } from "resend";
import { templates, type TemplateName, type TemplateProps } from "@/emails";
import { db } from "@/lib/db";
import { env } from "@/lib/env";

export interface Attachment {
  filename: string;
  content: Buffer;
}

export interface SentEmail {
  id: string;
  status: "sent" | "logged" | "failed";
}

let client: Resend | undefined;
function resend(apiKey: string): Resend {
  client ??= new Resend(apiKey, env.RESEND_BASE_URL ? { baseUrl: env.RESEND_BASE_URL } : undefined);
  return client;
}

/**
 * Renders a template from `emails/` and records it in the outbox. With RESEND_API_KEY the
 * message goes out through Resend; without it, it stays in the outbox and the log (the
 * embedded default), which is where tests and local runs read it. A `dedupeKey` makes a
 * message go out once: a later call with the same key answers the earlier message.
 */
export async function sendEmail<N extends TemplateName>(
  to: string,
  name: N,
  props: TemplateProps<N>,
  options: { attachments?: Attachment[]; dedupeKey?: string } = {},
): Promise<SentEmail> {
  const { attachments = [], dedupeKey } = options;
  if (dedupeKey) {
    const earlier = await db.emailMessage.findUnique({ where: { dedupeKey } });
    if (earlier && earlier.status !== "failed")
      return { id: earlier.id, status: earlier.status as SentEmail["status"] };
    if (earlier) await db.emailMessage.delete({ where: { id: earlier.id } });
  }
  const template = templates[name];
  // One render: the plain-text part is converted from the HTML, as render({ plainText }) does.
  const html = await render(template.render(props as never));
  // Without word wrapping: half the cost, and mail clients wrap lines themselves.
  const text = toPlainText(html, { wordwrap: false });
  const subject = template.subject(props as never);
  const message = await db.emailMessage.create({
    data: {
      to,
      subject,
      template: name,
      html,
      text,
      dedupeKey,
      status: env.RESEND_API_KEY ? "queued" : "logged",
    },
  });

  if (!env.RESEND_API_KEY) {
    console.log(
      `[email] to=${to} subject="${subject}" (outbox ${message.id}; RESEND_API_KEY not set)`,
    );
    return { id: message.id, status: "logged" };
  }

  const { data, error } = await resend(env.RESEND_API_KEY)
    .emails.send(
      { from: env.EMAIL_FROM, to, subject, html, text, attachments },
      { idempotencyKey: message.id },
    )
    .catch((thrown: unknown) => ({ data: null, error: { message: String(thrown) } }));
  if (error || !data) {
    const reason = error?.message ?? "no response";
    console.error(`[email] Resend refused ${message.id}: ${reason}`);
    await db.emailMessage.update({
      where: { id: message.id },
      data: { status: "failed", error: reason },
    });
    return { id: message.id, status: "failed" };
  }
  await db.emailMessage.update({
    where: { id: message.id },
    data: { status: "sent", providerId: data.id, sentAt: new Date() },
  });
  return { id: message.id, status: "sent" };
}
