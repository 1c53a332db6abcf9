import { makeAnswers } from "@/tests/helpers/test-answers";
import { auditInput } from "./audit-input";
import { labelRules } from "./label-rules";
import { generateDocuments } from "./lint-documents";
import { STORY_RULES } from "./story-rules";

/**
 * The label rules find what they name (round 18, class 9): a pilot listed under phase 2 but timed
 * in phase 3's months, a phase-2 gate that scales pilots none of which runs in it, and a badge
 * whose band disagrees with the stage the text names; and the documents as written break none.
 */

const dated = (answers: ReturnType<typeof makeAnswers>, createdAt: string) => ({
  ...auditInput({ answers }),
  createdAt: new Date(createdAt),
});

// A cidery closed to anything new from May to September: its pilots' phase falls in the freeze.
const cidery = dated(
  makeAnswers({
    companyName: "Similkameen Cider House",
    companyIndustry: "manufacturing",
    companyEmployees: "11-50",
    orgPosture: "fearful",
    otherChallenge: "Our cellar crew logs every fermentation reading on paper.",
    aiFriction: "No new projects from May through September.",
    aiExperience: undefined,
  }),
  "2025-11-20T17:00:00Z",
);

// A marine dealer whose window is its first months: the first pilot starts in it.
const marina = dated(
  makeAnswers({
    companyName: "Rideau Pontoon Sales",
    companyIndustry: "retail",
    companyEmployees: "51-200",
    orgPosture: "curious",
    orgAiElements: ["none_yet"],
    otherChallenge: "Parts for the spring launch are ordered from memory and we run out every May.",
    aiFriction:
      "Launch (April to June) and haul-out (September to October) are when nobody has time for anything new; November to February is our window.",
    aiExperience: "",
  }),
  "2026-11-27T17:00:00Z",
);

describe("the label rules", () => {
  const cider = generateDocuments(cidery);
  const boats = generateDocuments(marina);

  it("find nothing in the documents as written", () => {
    expect(labelRules(cider)).toEqual([]);
    expect(labelRules(boats)).toEqual([]);
  });

  it("find a pilot listed in phase 2 and timed in phase 3's months", () => {
    const [p1, p2] = boats.roadmap.recommendations.filter((r) =>
      boats.reportData.roadmap.phase2.initiatives?.some((i) => i.action.startsWith(r.title)),
    );
    expect(p1).toBeDefined();
    const moved = {
      ...boats,
      roadmap: {
        ...boats.roadmap,
        recommendations: boats.roadmap.recommendations.map((r) =>
          r === p1 || r === p2 ? { ...r, timeframe: "Month 12" } : r,
        ),
      },
    };
    expect(labelRules(moved).map((v) => v.rule)).toContain(STORY_RULES.phaseLabel);
  });

  it("find a badge whose band disagrees with the stage the text names", () => {
    const stage = boats.roadmap.maturityProfile.split(" ")[0]!;
    const other = stage === "Scaling" ? 3 : 6;
    const relabelled = { ...boats, roadmap: { ...boats.roadmap, readinessScore: other } };
    expect(labelRules(relabelled).map((v) => v.rule)).toContain(STORY_RULES.bandStage);
  });
});
