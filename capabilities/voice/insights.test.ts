import { confidenceSchema, interviewWebhookSchema } from "./interview-schemas";
import { humanise, readableKpi, readableValue, sectionTitle } from "./insights";

describe("interview confidence", () => {
  it.each([
    [85, 85],
    [0.85, 85],
    [0.5, 50],
    [1, 100],
    [0, 0],
    [100, 100],
    [72.6, 73],
    [0.333, 33],
  ])("%p is stored as %p percent", (given, percent) => {
    expect(confidenceSchema.parse(given)).toBe(percent);
  });

  it.each([[-1], [101], ["85"], [Number.NaN]])("refuses %p", (given) => {
    expect(confidenceSchema.safeParse(given).success).toBe(false);
  });
});

describe("interview payload", () => {
  const base = {
    interviewId: "call_1",
    assessmentId: "6b1f9a55-0d7c-4b5e-9a43-2f6c8d1e0a11",
    transcriptSummary: "A good talk.",
    sections: [
      { sectionKey: "business_challenges", confidence: 0.9, nextStep: { action: "Pilot" } },
    ],
  };

  it("fills the lists a provider left out and keeps a next step object", () => {
    const parsed = interviewWebhookSchema.parse(base);
    expect(parsed.sections[0]).toMatchObject({
      insights: [],
      kpis: [],
      quotes: [],
      confidence: 90,
      nextStep: { action: "Pilot" },
      proposedPilot: null,
    });
  });

  it.each([
    ["no interviewId", { ...base, interviewId: "" }],
    ["a non-uuid assessment", { ...base, assessmentId: "42" }],
    ["sections that are not a list", { ...base, sections: "none" }],
    ["a section without its key", { ...base, sections: [{ confidence: 50 }] }],
    ["insights that are not text", { ...base, sections: [{ sectionKey: "x", insights: [1, 2] }] }],
    ["a next step that is a list", { ...base, sections: [{ sectionKey: "x", nextStep: ["a"] }] }],
    [
      "too many sections",
      { ...base, sections: Array.from({ length: 21 }, () => ({ sectionKey: "x" })) },
    ],
  ])("refuses %s", (_case, payload) => {
    expect(interviewWebhookSchema.safeParse(payload).success).toBe(false);
  });
});

describe("readable interview values", () => {
  it("titles the three follow-up topics and humanises other keys", () => {
    expect(sectionTitle("ai_tools_and_workflow")).toBe("AI tools and workflow");
    expect(sectionTitle("dataReadiness")).toBe("Data readiness");
    expect(humanise("due-date")).toBe("Due date");
  });

  it("turns objects and lists into one readable line", () => {
    expect(readableValue({ action: "Run a pilot", owners: ["COO", "CFO"], budget: 20000 })).toBe(
      "Action: Run a pilot; Owners: COO, CFO; Budget: 20000",
    );
    expect(readableValue(null)).toBe("");
  });

  it("puts a KPI's name first", () => {
    expect(readableKpi("Quote turnaround under 2 days")).toBe("Quote turnaround under 2 days");
    expect(readableKpi({ target: "2 days", name: "Quote turnaround", baseline: "5 days" })).toBe(
      "Quote turnaround — Target: 2 days; Baseline: 5 days",
    );
    expect(readableKpi({ target: "-20%" })).toBe("Target: -20%");
  });
});
