import { isStarredLead, leadBadge, type LeadFacts } from "./lead-badge";

describe("leadBadge", () => {
  it.each<[LeadFacts, string]>([
    [{ leadQualified: true, leadScore: 2, roadmapGenerated: false }, "Hot Lead"],
    [{ leadQualified: true, leadScore: 9, roadmapGenerated: true }, "Hot Lead"],
    [{ leadQualified: false, leadScore: 5, roadmapGenerated: false }, "Qualified"],
    [{ leadQualified: false, leadScore: 10, roadmapGenerated: true }, "Qualified"],
    [{ leadQualified: false, leadScore: 4, roadmapGenerated: true }, "Completed"],
    [{ leadQualified: false, leadScore: null, roadmapGenerated: true }, "Completed"],
    [{ leadQualified: false, leadScore: 4, roadmapGenerated: false }, "In Progress"],
    [{ leadQualified: false, leadScore: null, roadmapGenerated: false }, "In Progress"],
  ])("gives %j the badge %s (first match wins)", (facts, badge) => {
    expect(leadBadge(facts)).toBe(badge);
  });
});

describe("isStarredLead", () => {
  it.each([
    [null, false],
    [0, false],
    [6, false],
    [7, true],
    [10, true],
  ])("stars a lead score of %p: %p", (score, starred) => {
    expect(isStarredLead(score)).toBe(starred);
  });
});
