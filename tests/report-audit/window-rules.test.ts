import { makeAnswers } from "@/tests/helpers/test-answers";
import { auditInput } from "./audit-input";
import { generateDocuments } from "./lint-documents";
import { STORY_RULES } from "./story-rules";
import { windowRules } from "./window-rules";

/**
 * The window rules find what they name (round 18): a first pilot moved out of the window the
 * executive offers, and a phase that hands powers to a body "formed in phase 1" that phase 1
 * never forms; and the documents as written break neither.
 */

const outfitter = auditInput({
  answers: makeAnswers({
    companyName: "Temagami Portage Outfitters",
    companyIndustry: "travel-hospitality-tourism",
    companyEmployees: "11-50",
    orgPosture: "curious",
    orgAiElements: ["none_yet"],
    otherChallenge:
      "Our quiet months are November to March, that's when we can try new things. Canoe bookings pile up in our inbox.",
    aiFriction: "",
    aiExperience: "",
  }),
});

// Pilots running, a policy, a budget and champions, but no steering group: phase 3 leans on one.
const cooperative = auditInput({
  answers: makeAnswers({
    companyName: "Annapolis Valley Growers Co-op",
    companyIndustry: "manufacturing",
    companyEmployees: "201-500",
    orgPosture: "activating",
    orgAiElements: ["ai_policy", "dept_pilots", "dedicated_budget", "internal_champions"],
  }),
});

describe("the window rules", () => {
  const docs = generateDocuments(outfitter);
  const coop = generateDocuments(cooperative);

  it("find nothing in the documents as written", () => {
    expect(windowRules(outfitter, docs)).toEqual([]);
    expect(windowRules(cooperative, coop)).toEqual([]);
  });

  it("flag a first pilot moved after the window", () => {
    const moved = JSON.parse(
      JSON.stringify(docs)
        .replace(/start the first pilot in \w+ \d{4}/g, "start the first pilot in April 2027")
        .replace(/first pilot starts in month \d+/g, "first pilot starts in month 5"),
    ) as typeof docs;
    expect(windowRules(outfitter, moved).map((v) => v.rule)).toContain(STORY_RULES.outsideWindow);
  });

  it("forms in phase 1 the steering group phase 3 relies on", () => {
    expect(coop.roadmap.phases[0]!.description).toContain("plus an AI steering group");
    expect(JSON.stringify(coop.reportData.roadmap.phase3)).toContain(
      "steering group formed in phase 1",
    );
  });

  it("flag a steering group 'formed in phase 1' that phase 1 never forms", () => {
    const unformed = JSON.parse(
      JSON.stringify(coop)
        .replace(/, plus an AI steering group/g, "")
        .replace(/Put an AI steering group in place/g, "Review the pilots"),
    ) as typeof coop;
    expect(windowRules(cooperative, unformed).map((v) => v.rule)).toContain(
      STORY_RULES.formedNowhere,
    );
  });
});
