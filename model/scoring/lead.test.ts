import { challengesFor } from "@/model/assessment/challenges";
import { LEAD_QUALIFIED_THRESHOLD, LEAD_STAR_THRESHOLD, scoreLead, titleSeniority } from "./lead";
import { makeAnswers, maximumAnswers, minimumAnswers } from "@/tests/helpers/test-answers";

const ceo = makeAnswers({
  executiveTitle: "CEO",
  companyEmployees: "501-1000",
  companyRevenue: "50m-100m",
  aiPerception: "major_opportunity",
  orgPosture: "curious",
  aiFriction: "",
});
const junior = makeAnswers({
  executiveTitle: "Marketing Coordinator",
  companyEmployees: "1-10",
  companyRevenue: "under-1m",
  aiPerception: "not_sure",
  orgPosture: "curious",
  businessChallenges: [challengesFor("technology")[0].value],
  aiFriction: undefined,
});

describe("scoreLead", () => {
  it("exports the spec's thresholds", () => {
    expect(LEAD_QUALIFIED_THRESHOLD).toBe(5);
    expect(LEAD_STAR_THRESHOLD).toBe(7);
  });

  it("qualifies the CEO of a 501-1000 person, $50-100M company who sees a major opportunity", () => {
    const result = scoreLead(ceo);
    expect(result.qualified).toBe(true);
    expect(result.score).toBeGreaterThanOrEqual(LEAD_STAR_THRESHOLD);
  });

  it("does not qualify a junior title at a tiny company with no urgency, even fully engaged", () => {
    expect(scoreLead(junior)).toMatchObject({ score: 0, qualified: false });
    expect(
      scoreLead(junior, { interviewCompleted: true, callRequested: true, paid: true }).qualified,
    ).toBe(false);
  });

  it("raises the score by a point for each engagement signal", () => {
    const before = scoreLead(junior).score;
    expect(scoreLead(junior, { interviewCompleted: true }).score).toBe(before + 1);
    expect(scoreLead(junior, { callRequested: true }).score).toBe(before + 1);
    expect(scoreLead(junior, { paid: true }).score).toBe(before + 1);
    expect(
      scoreLead(junior, { interviewCompleted: true, callRequested: true, paid: true }).score,
    ).toBe(before + 3);
    expect(scoreLead(junior, { paid: false }).score).toBe(before);
  });

  it("counts the leadership team reaching the minimum of answers as engagement", () => {
    const before = scoreLead(junior);
    const engaged = scoreLead(junior, { teamEngaged: true });
    expect(engaged.score).toBe(before.score + 1);
    expect(engaged.factors.find((f) => f.key === "engagement")?.label).toBe(
      "Engagement: their leadership team answered",
    );
    const all = { interviewCompleted: true, callRequested: true, paid: true, teamEngaged: true };
    expect(scoreLead(junior, all)).toMatchObject({ score: before.score + 4, qualified: false });
  });

  it("counts a consultation booked as engagement, and no longer once it is cancelled", () => {
    const before = scoreLead(junior);
    const booked = scoreLead(junior, { meetingBooked: true });
    expect(booked.score).toBe(before.score + 1);
    expect(booked.factors.find((f) => f.key === "engagement")?.label).toBe(
      "Engagement: booked a consultation",
    );
    expect(scoreLead(junior, { meetingBooked: false }).score).toBe(before.score);
    const all = { interviewCompleted: true, callRequested: true, paid: true, teamEngaged: true };
    expect(scoreLead(junior, all).qualified).toBe(false);
    expect(scoreLead(junior, { ...all, meetingBooked: true })).toMatchObject({
      score: 5,
      qualified: true,
    });
  });

  it("lets engagement lift a borderline lead over the threshold", () => {
    const borderline = makeAnswers({
      orgPosture: "curious",
      aiPerception: "helpful_tool",
      aiFriction: "",
    });
    expect(scoreLead(borderline).qualified).toBe(false);
    expect(scoreLead(borderline, { interviewCompleted: true }).qualified).toBe(true);
  });

  it("caps the score at 10 and sums the factors below the cap", () => {
    expect(
      scoreLead(maximumAnswers(), { interviewCompleted: true, callRequested: true, paid: true })
        .score,
    ).toBe(10);
    for (const answers of [ceo, junior, makeAnswers(), minimumAnswers()]) {
      const { score, factors } = scoreLead(answers);
      expect(score).toBe(
        Math.min(
          10,
          factors.reduce((sum, f) => sum + f.points, 0),
        ),
      );
      expect(Number.isInteger(score)).toBe(true);
    }
  });

  it("qualifies exactly at a score of 5 or more", () => {
    for (let signals = 0; signals <= 3; signals++) {
      for (const answers of [ceo, junior, makeAnswers(), minimumAnswers(), maximumAnswers()]) {
        const result = scoreLead(answers, {
          interviewCompleted: signals > 0,
          callRequested: signals > 1,
          paid: signals > 2,
        });
        expect(result.qualified).toBe(result.score >= 5);
      }
    }
  });

  it("reads urgency from perception, posture, challenges and friction", () => {
    const calm = makeAnswers({
      aiPerception: "helpful_tool",
      orgPosture: "curious",
      aiFriction: "",
    });
    const urgency = (overrides: Parameters<typeof makeAnswers>[0]) =>
      scoreLead({ ...calm, ...overrides }).factors.find((f) => f.key === "urgency")!;
    expect(urgency({}).points).toBe(0);
    expect(urgency({}).label).toBe("Urgency: no pressing need expressed");
    expect(urgency({ aiPerception: "potential_threat" }).points).toBe(1);
    expect(urgency({ orgPosture: "activating" }).points).toBe(1);
    expect(urgency({ orgPosture: "championing" }).points).toBe(0);
    expect(urgency({ aiFriction: "Legacy systems" }).points).toBe(1);
    expect(urgency({ otherChallenge: "Succession planning" }).points).toBe(1);
    expect(
      urgency({
        aiPerception: "major_opportunity",
        orgPosture: "exploring",
        aiFriction: "Legacy systems",
      }).label,
    ).toBe(
      "Urgency: sees AI as a major opportunity; organization is exploring; named what slows AI adoption",
    );
  });

  it("reads placeholder friction or challenge text as no urgency", () => {
    const calm = makeAnswers({ aiPerception: "helpful_tool", orgPosture: "curious" });
    for (const placeholder of ["n/a", "None really.", "-", "not much", "idk"]) {
      const urgency = scoreLead({
        ...calm,
        aiFriction: placeholder,
        otherChallenge: placeholder,
      }).factors.find((f) => f.key === "urgency")!;
      expect(urgency.points).toBe(0);
    }
  });

  it("labels every factor", () => {
    const labels = scoreLead(ceo, { paid: true }).factors.map((f) => f.label);
    expect(labels).toEqual([
      "Seniority: CEO (executive)",
      "Company size: 501 – 1,000 employees",
      "Revenue: $50M – $100M",
      "Urgency: sees AI as a major opportunity",
      "Engagement: paid for the report",
    ]);
  });
});

describe("titleSeniority", () => {
  it.each([
    ["CEO", "executive"],
    ["Chief Executive Officer", "executive"],
    ["Founder & CEO", "executive"],
    ["Co-founder", "executive"],
    ["Owner", "executive"],
    ["President", "executive"],
    ["Managing Director", "executive"],
    ["Managing Partner", "executive"],
    ["Chairman of the Board", "executive"],
    ["Board Member", "executive"],
    ["EVP & Chief Operating Officer", "executive"],
    ["Vice President, Sales", "senior"],
    ["SVP Finance", "senior"],
    ["Director of IT", "senior"],
    ["Head of Marketing", "senior"],
    ["Chief of Staff", "senior"],
    ["Product Owner", "other"],
    ["Operations Manager", "other"],
    ["Analyst", "other"],
  ])("reads %s as %s", (title, seniority) => {
    expect(titleSeniority(title)).toBe(seniority);
  });
});
