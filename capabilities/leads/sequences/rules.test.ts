import { stopReason, type LeadFacts } from "./rules";

const draft: LeadFacts = {
  status: "draft",
  paymentStatus: "pending",
  consented: true,
  email: "dana@example.com",
  purged: false,
};
const completed: LeadFacts = { ...draft, status: "completed" };

describe("sequence stop conditions", () => {
  it("sends a reminder of an abandoned draft, and a follow-up of a completed unpaid assessment", () => {
    expect(stopReason("draft_reminder", draft)).toBeNull();
    expect(stopReason("unpaid_follow_up", completed)).toBeNull();
  });

  it("stops the reminders once the draft is completed", () => {
    expect(stopReason("draft_reminder", completed)).toBe("completed");
  });

  it.each(["paid", "coupon_used"])(
    "stops the follow-ups once the report is unlocked (%s)",
    (paymentStatus) => {
      expect(stopReason("unpaid_follow_up", { ...completed, paymentStatus })).toBe("paid");
    },
  );

  it("sends a follow-up again to a report locked after a refund", () => {
    expect(stopReason("unpaid_follow_up", { ...completed, paymentStatus: "refunded" })).toBeNull();
  });

  it.each(["draft_reminder", "unpaid_follow_up"] as const)(
    "stops %s without consent (never given, withdrawn or unsubscribed), an address, or after a purge",
    (kind) => {
      const lead = kind === "draft_reminder" ? draft : completed;
      expect(stopReason(kind, { ...lead, consented: false })).toBe("no consent");
      expect(stopReason(kind, { ...lead, email: null })).toBe("no address");
      expect(stopReason(kind, { ...lead, purged: true })).toBe("no address");
    },
  );

  it("never follows up a draft as if it were unpaid", () => {
    expect(stopReason("unpaid_follow_up", draft)).toBe("not completed");
  });
});
