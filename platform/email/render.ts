import "server-only";
import { render, toPlainText } from "@react-email/render";
import { templates, type TemplateName, type TemplateProps } from "@/platform/email/templates";
import type { Body } from "@/platform/crypto/seal";

/**
 * The props that are secrets: the outbox keeps the message with these redacted, and the
 * deliverable body only sealed (platform/crypto/seal.ts).
 */
const secretProps: Partial<Record<TemplateName, readonly string[]>> = {
  "password-reset": ["resetUrl"],
  "temporary-password": ["temporaryPassword"],
  "continue-assessment": ["resumeUrl"],
  "draft-reminder": ["resumeUrl"],
  "team-invitation": ["surveyUrl"],
  "team-code": ["code"],
  "sender-code": ["code"],
  "confirm-consent": ["confirmUrl"],
};

export const REDACTED = "[redacted]";

export interface Rendered extends Body {
  subject: string;
  /** The same message with its secrets redacted; absent when it has none. */
  redacted?: Body;
}

async function renderBody<N extends TemplateName>(name: N, props: TemplateProps<N>): Promise<Body> {
  // One render: the plain-text part is converted from the HTML, as render({ plainText }) does.
  const html = await render(templates[name].render(props as never));
  // Without word wrapping: half the cost, and mail clients wrap lines themselves.
  return { html, text: toPlainText(html, { wordwrap: false }) };
}

export async function renderEmail<N extends TemplateName>(
  name: N,
  props: TemplateProps<N>,
): Promise<Rendered> {
  const subject = templates[name].subject(props as never);
  const body = await renderBody(name, props);
  const secrets = secretProps[name];
  if (!secrets) return { subject, ...body };
  const redactedProps = { ...props, ...Object.fromEntries(secrets.map((k) => [k, REDACTED])) };
  return { subject, ...body, redacted: await renderBody(name, redactedProps) };
}
