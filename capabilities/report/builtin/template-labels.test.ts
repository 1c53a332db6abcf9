import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { inputFor } from "@/tests/helpers/test-personas";
import { generateReport } from "./documents";

/**
 * Review r19 class 1: template labels showing where the executive's own thing belongs ("Bring
 * down what the cost you named cost", "…; work you timed; and …", "deliveries lost to … ferry
 * closures" for an air taxi or a surveyor).
 */

const markdown = (overrides: Partial<AssessmentInput>) =>
  generateReport(
    inputFor(
      makeAnswers({
        orgPosture: "exploring",
        orgAiElements: ["none_yet"],
        aiFriction: "",
        aiExperience: "",
        otherPlatforms: "",
        ...overrides,
      }),
    ),
  ).markdownReport;

const LABELS = /the cost you named|work you timed/i;

describe("the executive's own problem is named by its own words, never a template label", () => {
  it("a security firm's overtime, the sum given after a colon", () => {
    const md = markdown({
      companyName: "Northgate Guard Services Inc.",
      companyIndustry: "other",
      otherChallenge:
        "Unfilled shifts are covered with overtime: $4.6 million of overtime last year.",
    });
    expect(md).not.toMatch(LABELS);
    expect(md).toContain("what overtime cost");
  });

  it("a cost with no work named is called by its figure", () => {
    const md = markdown({
      companyName: "Prairie Rail Services Ltd.",
      companyIndustry: "other",
      otherChallenge:
        "Missed cars and demurrage are a mess. That cost us roughly $250,000 last year.",
    });
    expect(md).not.toMatch(LABELS);
  });

  it("timed work in French is named by the time it takes, in English", () => {
    const md = markdown({
      companyName: "Armoires Lévesque inc.",
      companyIndustry: "manufacturing",
      otherChallenge:
        "Chaque soumission pour un entrepreneur de condos est montée à la main dans notre configurateur maison et prend en moyenne 3 jours.",
    });
    expect(md).not.toMatch(LABELS);
    expect(md).toContain("the work that takes 3 days");
  });

  it("timed work in English is named by the work", () => {
    const md = markdown({
      companyName: "Ridgeline Millwork Ltd.",
      companyIndustry: "other",
      otherChallenge: "Laying out each cabinet order takes our drafter three days.",
    });
    expect(md).not.toMatch(LABELS);
    expect(md).toMatch(/Take time out of laying out each cabinet order/i);
  });
});

describe("weather losses are counted in the work of the business", () => {
  it("a float-plane operator counts flights cancelled, never deliveries or ferry closures", () => {
    const md = markdown({
      companyName: "Kluane Floatplanes Ltd.",
      companyIndustry: "travel-hospitality-tourism",
      otherChallenge:
        "We fly three float planes for fishing lodges. Weather cancellations cost us about $150,000 last summer because rebooking is done by phone.",
    });
    expect(md).not.toMatch(/deliveries lost|ferry closures/);
    expect(md).toMatch(/flights cancelled for weather/);
  });

  it("a surveyor's field crews count field days lost, never bookings or deliveries", () => {
    const md = markdown({
      companyName: "Harbourview Surveying Ltd.",
      companyIndustry: "consulting",
      otherChallenge:
        "We run two field crews. Snow and freezing rain shut field work from December to March and the backlog grows every spring.",
    });
    expect(md).not.toMatch(/deliveries lost|ferry closures/);
    expect(md).toMatch(/field days lost to weather/);
  });
});
