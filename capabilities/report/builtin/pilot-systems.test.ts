import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { challenges, inputFor } from "@/tests/helpers/test-personas";
import { generateReport, generateRoadmap } from "./documents";

/**
 * Issue 34: a pilot whose work the system already in use covers runs in or beside it (its AI
 * features or integrations first, a new tool only for what it cannot do), named in the brief's
 * first pilot, the roadmap's pilot phase and the next steps; the vendor is asked where the
 * content library does not know its AI. A system they left, or one that does other work, is not.
 */

const quiet = (overrides: Partial<AssessmentInput>) =>
  makeAnswers({
    aiExperience: "",
    aiFriction: "",
    otherChallenge: "",
    enterprisePlatforms: ["microsoft365"],
    ...overrides,
  });

function written(answers: AssessmentInput) {
  const input = inputFor(answers);
  const { reportData } = generateReport(input);
  const roadmap = generateRoadmap(input);
  return {
    brief: reportData.brief?.decisions.join("\n") ?? "",
    phase: roadmap.phases.map((p) => p.description).join("\n"),
    next: reportData.nextSteps.join("\n"),
    pilots: roadmap.recommendations.map((r) => r.description).join("\n"),
  };
}

const dental = (otherPlatforms: string, picks = [1, 0]) =>
  quiet({
    companyName: "Harbourview Dental Group",
    companyIndustry: "healthcare",
    businessChallenges: challenges("healthcare", ...picks),
    otherPlatforms,
  });

describe("the system already in use runs the pilot", () => {
  it("puts a dental group's scheduling pilot in or beside Dentrix, everywhere the pilot is named", () => {
    const docs = written(dental("Dentrix for scheduling, charting and billing"));
    expect(docs.brief).toMatch(/first pilot on .* in or beside Dentrix/);
    expect(docs.phase).toMatch(/the pilot on .* in or beside Dentrix/);
    expect(docs.next).toMatch(/start the pilot on .* in or beside Dentrix, already in use/);
    // Dentrix's own AI is not in the content library: the vendor is asked, no feature invented.
    expect(docs.next).toContain("ask the vendor which your plan includes");
  });

  it("puts a tour operator's rebooking pilot in FareHarbor, named in the free text", () => {
    const docs = written(
      quiet({
        companyName: "Salish Sea Whale Watching",
        companyIndustry: "travel-hospitality-tourism",
        businessChallenges: challenges("travel-hospitality-tourism", 4, 5),
        otherPlatforms: "Google Workspace",
        otherChallenge:
          "We take every booking through FareHarbor. When the weather cancels a tour, Marisol spends the day rebooking guests.",
      }),
    );
    const all = Object.values(docs).join("\n");
    expect(all).toMatch(/in or beside FareHarbor/);
    expect(all).not.toMatch(/the booking system you use/);
  });

  it("puts a brokerage's onboarding pilot in Applied Epic, in French words too, and reads no medical Epic", () => {
    const docs = written(
      quiet({
        companyName: "Courtiers Laurentides inc.",
        companyIndustry: "financial-services",
        companyEmployees: "201-500",
        businessChallenges: challenges("financial-services", 2, 1),
        otherPlatforms: "Nous utilisons Applied Epic pour les polices et les renouvellements",
      }),
    );
    expect(docs.brief).toMatch(/in or beside Applied Epic/);
    expect(docs.pilots).toMatch(/It runs in or beside Applied Epic, already in use/);
    expect(Object.values(docs).join("\n")).not.toMatch(/Epic's own generative AI|Abridge/);
  });

  it("names the system's own AI where the content library knows it", () => {
    const docs = written(
      quiet({
        companyName: "Riverside Family Clinic",
        companyIndustry: "healthcare",
        businessChallenges: challenges("healthcare", 1, 0),
        otherPlatforms: "Epic EMR",
      }),
    );
    expect(docs.next).toMatch(
      /in or beside Epic EMR, already in use: first Epic's own generative AI/,
    );
  });

  it("leaves out a system they left, and runs the pilot in the one they moved to", () => {
    const moved = written(dental("We moved off Dentrix to Open Dental last year"));
    expect(Object.values(moved).join("\n")).not.toMatch(/Dentrix/);
    expect(moved.brief).toMatch(/in or beside Open Dental/);
    const left = written(
      quiet({
        companyName: "Salish Sea Whale Watching",
        companyIndustry: "travel-hospitality-tourism",
        businessChallenges: challenges("travel-hospitality-tourism", 4, 5),
        otherChallenge: "We left FareHarbor in 2023 and take bookings by phone.",
      }),
    );
    expect(Object.values(left).join("\n")).not.toMatch(/in or beside FareHarbor/);
  });

  it("runs no pilot in a system that does other work", () => {
    // Privacy: Dentrix keeps the appointments and the charts, not the privacy assessments.
    // (Burnout's pilot drafts chart notes, which are Dentrix's: review r22.)
    const docs = written(dental("Dentrix", [3]));
    expect(Object.values(docs).join("\n")).not.toMatch(/in or beside Dentrix/);
  });
});
