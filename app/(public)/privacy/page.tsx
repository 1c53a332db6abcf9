import type { Metadata } from "next";
import { env } from "@/platform/env";
import { PrivacyRequestForm } from "@/capabilities/privacy/components";
import { PRIVACY_LINK_DAYS } from "@/capabilities/privacy";
import { ABANDONED_DRAFT_DAYS } from "@/capabilities/leads/drafts/purge";
import { RESUME_TOKEN_DAYS } from "@/capabilities/leads/drafts/resume-token";
import { CONSENT_SENDER } from "@/capabilities/leads/consent/wording";
import { UNSUBSCRIBE_LINK_DAYS } from "@/capabilities/leads/consent/unsubscribe-token";

export const metadata: Metadata = { title: "Privacy" };

/** The privacy note the wizard links before anything is saved. */
export default function PrivacyPage() {
  const officer = {
    email: env.PRIVACY_OFFICER_EMAIL ?? "privacy@ai-readiness.local",
    name: env.PRIVACY_OFFICER_NAME,
  };
  return (
    <article className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-12 sm:px-6 [&_h2]:text-xl [&_h2]:font-semibold [&_p]:text-muted-foreground">
      <h1 className="text-3xl font-bold tracking-tight">Privacy</h1>
      <section className="grid gap-2">
        <h2>What we keep</h2>
        <p>
          Your name, title and e-mail address; your company&apos;s profile (name, revenue,
          employees, industry, business model, markets, head office); your answers about AI; your
          consent choices; and where your visit came from (the campaign, the referring site, the
          chapter). If you ask for a call, your phone number; if you save an account, its e-mail
          address and a hash of its password, never the password itself. If you pay, Stripe handles
          your card: we keep only whether and how the report was paid for. If you book a
          consultation with a strategist, when it is, and whether it was moved or cancelled.
        </p>
      </section>
      <section className="grid gap-2">
        <h2>Your answers are saved as you go</h2>
        <p>
          From the first step on, your answers are saved on our server so that you can continue
          later, on this device or another one, with the link we e-mail you. That link opens your
          saved answers for {RESUME_TOKEN_DAYS} days; keep it to yourself.
        </p>
        <p>
          If you stop after the first step, we delete your answers that say who you are (your name,
          title, e-mail address and company name) after {ABANDONED_DRAFT_DAYS} days, and its links
          stop working. What remains is anonymous: that an assessment was started, from which
          campaign, and the company&apos;s industry, size and region. If you went further, your
          answers are kept with your assessment, as a finished one would be.
        </p>
      </section>
      <section className="grid gap-2">
        <h2>What we use them for</h2>
        <p>
          Your answers compute your readiness score, your roadmap and, if you unlock it, your full
          report. Senior AI strategists of {CONSENT_SENDER} may contact you about your results.
        </p>
      </section>
      <section className="grid gap-2">
        <h2>Insights and reminders: only with your consent</h2>
        <p>
          We send insights and reminders only if you tick the box on the first step. Every such
          e-mail names us, gives our postal address and has an unsubscribe link that works without
          signing in for {UNSUBSCRIBE_LINK_DAYS} days and takes effect at once. E-mails you ask for
          (the link to continue, your roadmap, your report, password links) are sent either way.
        </p>
        <p>
          You can withdraw your consent at any time: with that link, by unticking the box while your
          assessment is in progress, or by replying to any of our e-mails. We keep a record of each
          time you gave or withdrew it (when, where and the wording you saw), as the law asks.
        </p>
      </section>
      <section className="grid gap-2">
        <h2>No tracking</h2>
        <p>
          No advertising or analytics scripts, no tracking cookies: the only cookies are those of
          signing in, set when you use an account. We count visits as anonymous daily totals per
          page and campaign; where you came from is kept in your browser tab until you start the
          assessment, then stored with it.
        </p>
      </section>
      <section className="grid gap-2">
        <h2>Who receives it, and where it is kept</h2>
        <p>
          Your data is kept in the chapter&apos;s own database. It reaches, for their part of the
          work only: Stripe (payments; it holds your card), Resend (it delivers our e-mails),
          Anthropic (it helps write your report from your answers, when the chapter turns it on),
          HubSpot (the chapter&apos;s CRM, when connected), the scheduling service you book a
          consultation with (Cal.com or Calendly, when the chapter uses one: your name, e-mail and
          company fill in its form) and the web addresses the chapter sets to receive new leads.
          None of them may use it for anything else.
        </p>
      </section>
      <section className="grid gap-2">
        <h2>How long we keep it</h2>
        <p>
          Your assessment and report are kept while they are useful to you: you can delete them at
          any time, below. Without an account or a payment, an assessment is deleted{" "}
          {env.RETENTION_MONTHS} months after you took it. A payment&apos;s record (amount, date,
          the Stripe reference) is kept as tax law requires, with nothing that names you once you
          delete your data. When the law requires us to keep a record (a legal hold), we keep it
          only as long as it does, and tell you so when you ask us to delete it.
        </p>
      </section>
      <section className="grid gap-3">
        <h2>See, download or delete your data</h2>
        <p>
          With an account, sign in and open <a href="/account">Your Account</a>: download everything
          we hold about you, or delete your account and all of it. Without one, ask below: if we
          hold anything for your address, we e-mail it a link, good for {PRIVACY_LINK_DAYS} days, to
          download or delete it. The record of a payment that tax law requires stays, with nothing
          that names you.
        </p>
        <PrivacyRequestForm />
      </section>
      <section className="grid gap-2">
        <h2>Questions and complaints</h2>
        <p>
          Our privacy officer{officer.name ? `, ${officer.name},` : ""} answers questions and
          requests at <a href={`mailto:${officer.email}`}>{officer.email}</a>, within 30 days. If
          our answer does not satisfy you, you may complain to the Office of the Privacy
          Commissioner of Canada, the Information and Privacy Commissioner for British Columbia, the
          Office of the Information and Privacy Commissioner of Alberta, or the Commission
          d&apos;accès à l&apos;information du Québec.
        </p>
      </section>
    </article>
  );
}
