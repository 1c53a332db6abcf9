/** What a sequence e-mail reads of its lead when it is due. */
export interface LeadFacts {
  status: "draft" | "completed";
  paymentStatus: string;
  /** Current consent: the lead's own box and the address's latest consent event, both given. */
  consented: boolean;
  email: string | null;
  purged: boolean;
}

export type SequenceKind = "draft_reminder" | "unpaid_follow_up";

/**
 * Why a due sequence e-mail is not sent, or null when it goes. A reminder stops once the draft
 * is completed; a follow-up once the report is unlocked; both without consent (never given,
 * withdrawn, unsubscribed) or an address.
 */
export function stopReason(kind: SequenceKind, lead: LeadFacts): string | null {
  if (!lead.email || lead.purged) return "no address";
  if (!lead.consented) return "no consent";
  if (kind === "draft_reminder" && lead.status !== "draft") return "completed";
  if (kind === "unpaid_follow_up") {
    if (lead.status !== "completed") return "not completed";
    if (lead.paymentStatus === "paid" || lead.paymentStatus === "coupon_used") return "paid";
  }
  return null;
}
