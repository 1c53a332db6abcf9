import { documentsOf } from "@/tests/helpers/documents-text";
import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";

/**
 * The plan fits what the company stated (#34): a system's own AI leads the tools only where it
 * answers a stated need, and a stated approver and threshold reach the gates that spend.
 */

const documents = (overrides: Partial<AssessmentInput>) =>
  documentsOf(makeAnswers({ orgPosture: "curious", orgAiElements: ["none_yet"], ...overrides }));

// Two Square shops whose stated problems are staffing and marketing, not questions about sales.
const outfitter: Partial<AssessmentInput> = {
  companyName: "Maple Leaf Outfitters",
  companyIndustry: "retail",
  companyEmployees: "11-50",
  businessChallenges: [
    "scheduling_staff_to_match_store_traffic",
    "rising_customer_acquisition_costs",
  ],
  aiFriction: "Nobody has time to learn new software.",
  aiDepartments: ["marketing"],
  enterprisePlatforms: ["none"],
  otherPlatforms: "Square POS and Square Online",
  aiToolsUsed: ["chatgpt"],
};
const fleuriste: Partial<AssessmentInput> = {
  ...outfitter,
  companyName: "Fleuriste Saint-Denis",
  aiFriction: "Personne n'a le temps d'apprendre un nouveau logiciel.",
};

describe("a system's own AI leads only where it answers a stated need", () => {
  it.each([
    ["an outfitter on Square", outfitter],
    ["un fleuriste sur Square", fleuriste],
  ])("%s hears first of the tools for its stated problems", (_, answers) => {
    const tools = documents(answers).report.recommendedApplications;
    const square = tools.find((t) => t.name === "Square AI");
    expect(tools[0]!.name).not.toBe("Square AI");
    if (square) expect(square.priority).not.toBe("High");
  });
});

describe("a stated approver reaches the gates that spend", () => {
  it.each([
    ["a florist", "The board approves anything over $5,000.", "C$5,000", "the board"],
    [
      "un fleuriste, in French",
      "Le conseil doit approuver toute dépense de plus de 2 000 $.",
      "C$2,000",
      "the council",
    ],
  ])(
    "%s: the scaling gate and the next use cases name the approval",
    (_, aiFriction, amount, who) => {
      const { report, roadmap } = documents({ ...fleuriste, aiFriction });
      const scale = `Scaling that costs more than ${amount} goes to ${who} for approval first`;
      expect(roadmap.phases[1]!.decisionGate).toContain(scale);
      expect(report.roadmap.phase2.decisionGate).toContain(scale);
      expect(report.roadmap.phase3.scalingActions!.join(" ")).toContain(
        `anything over ${amount} goes to ${who} for approval first`,
      );
      expect(roadmap.phases[2]!.decisionGate).toContain(`propose next year's AI budget to ${who}`);
    },
  );
});
