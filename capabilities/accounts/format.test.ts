import {
  companySizeLabel,
  formatRelativeTime,
  industryLabel,
  paymentBadge,
  roadmapBadge,
} from "./format";

const now = new Date("2026-03-10T12:00:00Z");
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe("formatRelativeTime", () => {
  it.each([
    [10, "just now"],
    [5 * 60, "5 minutes ago"],
    [3 * 3600, "3 hours ago"],
    [24 * 3600, "yesterday"],
    [3 * 24 * 3600, "3 days ago"],
    [14 * 24 * 3600, "2 weeks ago"],
    [65 * 24 * 3600, "2 months ago"],
    [800 * 24 * 3600, "2 years ago"],
  ])("%i seconds ago reads '%s'", (seconds, text) => {
    expect(formatRelativeTime(ago(seconds), now)).toBe(text);
  });
});

describe("badges and labels", () => {
  it.each([
    ["paid", "Unlocked"],
    ["coupon_used", "Unlocked with a coupon"],
    ["pending", "Not unlocked yet"],
    ["refunded", "Unknown"],
  ])("payment status %s shows '%s'", (status, label) => {
    expect(paymentBadge(status).label).toBe(label);
  });

  it("says whether the roadmap is ready", () => {
    expect(roadmapBadge(true)).toBe("Complete");
    expect(roadmapBadge(false)).toBe("Generating...");
  });

  it("labels industry and company size from the option lists", () => {
    expect(industryLabel("financial-services")).toBe("Financial Services");
    expect(companySizeLabel("51-200")).toBe("51 – 200 employees");
  });
});
