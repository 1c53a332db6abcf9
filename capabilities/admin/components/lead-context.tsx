import { Badge } from "@/platform/ui/badge";
import { chapterLabel } from "@/capabilities/leads";
import { bookingText } from "./booking-text";
import { callStatusBadges } from "./call-requests-tab";
import { consentSourceLabel, formatDate, formatDateTime } from "./format";
import { LeadScore, LeadStatusBadge } from "./lead-score";
import type { AssessmentDetails } from "./types";

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat("en-CA", { style: "currency", currency: currency.toUpperCase() }).format(
    cents / 100,
  );

/** How the lead unlocked the full report, in words. */
export function paymentText(a: AssessmentDetails): string {
  const on = a.paidAt ? ` on ${formatDate(a.paidAt)}` : "";
  const card = a.latestPayment
    ? ` (${money(a.latestPayment.amount, a.latestPayment.currency)})`
    : "";
  switch (a.paymentStatus) {
    case "paid":
      return `Paid by card${card}${on}`;
    case "coupon_used":
      return `Unlocked with ${a.couponCode ? `coupon ${a.couponCode}` : "a coupon"}${on}`;
    case "refunded":
      return `Refunded${card}`;
    case "disputed":
      return `Payment disputed${card}`;
    default:
      return "Not paid";
  }
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium text-muted-foreground">{term}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

/**
 * The lead beside the admin report: who to contact, how hot the lead is, whether they paid,
 * their consultation with a strategist, where their call-back stands and whether they may be e-mailed (CASL: the latest consent
 * change, when and where).
 */
export function LeadContext({ lead }: { lead: AssessmentDetails }) {
  const call = lead.latestCallRequest;
  const callBadge = call ? callStatusBadges[call.status] : null;
  const lastConsent = lead.consentHistory[0];
  return (
    <aside
      aria-labelledby="lead-context-heading"
      className="grid content-start gap-4 rounded-lg border bg-card p-4 text-card-foreground shadow-sm"
    >
      <h2 id="lead-context-heading" className="text-base font-semibold">
        Lead
      </h2>
      <dl className="grid gap-3">
        <Fact term="Contact">
          <span className="font-medium">{lead.executiveName || "–"}</span>
          {lead.executiveTitle ? `, ${lead.executiveTitle}` : ""}
          <br />
          {lead.companyName}
          {lead.executiveEmail ? (
            <>
              <br />
              <a
                href={`mailto:${lead.executiveEmail}`}
                className="text-primary underline underline-offset-4"
              >
                {lead.executiveEmail}
              </a>
            </>
          ) : null}
          {lead.user ? (
            <span className="block text-xs text-muted-foreground">Has an account</span>
          ) : null}
        </Fact>
        <Fact term="Lead score">
          <span className="flex flex-wrap items-center gap-2">
            <LeadScore score={lead.leadScore} starred={lead.starred} />
            <LeadStatusBadge badge={lead.leadBadge} />
          </span>
        </Fact>
        <Fact term="Payment">{paymentText(lead)}</Fact>
        <Fact term="Consultation">{bookingText(lead)}</Fact>
        <Fact term="Call-back">
          {call && callBadge ? (
            <span className="grid justify-items-start gap-1">
              <Badge variant={callBadge.variant}>{callBadge.label}</Badge>
              <span>
                <a
                  href={`tel:${call.phoneNumber}`}
                  className="text-primary underline underline-offset-4"
                >
                  {call.phoneNumber}
                </a>
                {` · asked ${formatDateTime(call.createdAt)}`}
              </span>
            </span>
          ) : (
            "No call-back requested"
          )}
        </Fact>
        <Fact term="Consent">
          {lead.marketingConsent ? "Consented to e-mails" : "No consent to e-mails"}
          {lastConsent ? (
            <span className="block text-xs text-muted-foreground">
              {lastConsent.given ? "Given" : "Withdrawn"} {formatDateTime(lastConsent.createdAt)} (
              {consentSourceLabel(lastConsent.source)})
            </span>
          ) : null}
        </Fact>
        <Fact term="Source">
          {lead.source} · {chapterLabel(lead.chapter)}
        </Fact>
      </dl>
    </aside>
  );
}
