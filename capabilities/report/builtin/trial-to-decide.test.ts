import type { AssessmentInput } from "@/model/assessment/schemas";
import { datedAuditInput } from "@/tests/report-audit/audit-input";
import { generateReport, generateRoadmap } from "./documents";
import { trialIn } from "./trial-to-decide";

/**
 * Review r22 class 1: a trial already run, with a result and no decision ("it matched our graders
 * on 85% of sections but nobody has decided what to do with it"), is the pilot in place. The
 * report names it, takes its result as the baseline and decides first to extend it at a target or
 * stop it; the problem it worked on is never sent back to "log it for two weeks and decide
 * whether AI has a part".
 */

const documents = (more: Partial<AssessmentInput>) => {
  const input = datedAuditInput("2026-11-20T15:00:00Z", {
    companyIndustry: "manufacturing",
    companyEmployees: "51-200",
    businessChallenges: ["improving_quality_control_and_reducing_defects"],
    orgAiElements: ["dept_pilots"],
    orgPosture: "exploring",
    aiFriction: "",
    enterprisePlatforms: ["microsoft365"],
    otherPlatforms: "",
    ...more,
  });
  const { reportData, markdownReport } = generateReport(input);
  const roadmap = generateRoadmap(input);
  return {
    reportData,
    markdown: markdownReport,
    roadmap,
    text: `${markdownReport}\n${JSON.stringify(roadmap)}`,
  };
};

describe("a trial run with a result and no decision is the pilot in place", () => {
  it.each([
    {
      name: "a PEI potato packer's sorting camera",
      answers: {
        companyName: "Red Soil Potato Packers Ltd.",
        headOfficeLocation: "other" as const,
        customLocation: "Summerside, Prince Edward Island",
        otherChallenge: "Sorting potatoes by hand is slow and our buyers reject loads over size.",
        aiExperience:
          "We ran a trial of an optical sorting camera on one of our lines last fall; it caught 91% of the culls our sorters caught, but nobody has decided whether to keep it.",
      },
      decision:
        "Decide on the optical sorting camera you trialled on one line: extend it to the other lines, with a target of at least the 91% it reached, or stop it",
      result: "caught 91% of the culls our sorters caught",
      problem: "Sorting potatoes by hand is slow and our buyers reject loads over size",
    },
    {
      name: "a Québec blueberry plant writing in French",
      answers: {
        companyName: "Bleuets du Lac inc.",
        headOfficeLocation: "other" as const,
        customLocation: "Dolbeau-Mistassini, Québec",
        otherChallenge: "Le tri des bleuets à la main est lent et coûte cher.",
        aiExperience:
          "Nous avons fait un essai d'un système de tri optique sur une ligne l'été dernier : il concordait avec nos trieuses à 88 % des lots, mais personne n'a décidé quoi en faire.",
      },
      decision:
        "Decide on the trial you ran on one line: extend it to the other lines, with a target of at least the 88% it reached, or stop it",
      result: "concordait avec nos trieuses à 88 % des lots",
      problem: "Le tri des bleuets à la main est lent et coûte cher",
    },
  ])("$name", ({ answers, decision, result, problem }) => {
    const d = documents(answers);
    // Named, and decided first among the quarter's decisions, before the first new pilot.
    expect(d.reportData.brief!.decisions[1]).toContain(decision);
    // Its result is the baseline of the decision taken in phase 1.
    const decided = (d.reportData.roadmap.phase1.initiatives ?? []).find((i) =>
      i.action.startsWith("Decide on the trial you already ran"),
    );
    expect(decided?.baseline).toContain(`(“${result}”)`);
    // The lever on pilots under way is about it, never "pilots in one or more departments".
    expect(JSON.stringify(d.roadmap.recommendations)).toContain("is the pilot under way");
    expect(d.text).not.toMatch(/one or more departments at [^:]+: give each an owner/);
    // The problem it worked on is answered by that decision, never scoped from scratch.
    expect(d.markdown).toContain(`In your words, “${problem}”: answered by the decision on`);
    expect(d.text).not.toMatch(/log each time it happens for two weeks|whether AI has a part/);
  });
});

describe("what is no trial waiting for a decision", () => {
  it.each([
    "We tested a website chatbot (Tidio) for a month but it gave wrong answers, so we switched it off.",
    "We ran a trial of a scheduling tool last spring; it cut overtime by 12% and we bought it.",
    "We've been testing Otter since September on 4 coordinators.",
    "I tried ChatGPT once for a letter.",
    "We piloted an AI coaching tool (Cresta) with 8 agents for two months and saw shorter calls.",
  ])("“%s”", (sentence) => {
    expect(trialIn(sentence)).toBeNull();
  });
});

describe("a trial whose people went back to the old way ended (review r24)", () => {
  const aiExperience =
    "Last year we paid for a three-month pilot of an AI tool that reads e-mailed load tenders and creates the loads in our TMS. It got about 82% of tenders right, but it confused Eastern and Central time on appointment windows. The reps went back to keying everything because checking the AI took as long as typing.";

  it("is no pilot under way to extend at its figure", () => {
    const { text } = documents({ aiExperience });
    expect(text).not.toMatch(/Decide on the trial you already ran|at least the trial's 82%/);
    expect(text).not.toMatch(/extend it to the rest of that work/);
  });

  it("is the failure the first pilot answers", () => {
    const { text } = documents({ aiExperience });
    expect(text).toMatch(
      /Answer what went wrong before the first pilot: treat the failure you described \(“The reps went back to keying everything/,
    );
  });

  it("keeps a trial nobody went back from as the trial to decide", () => {
    const { text } = documents({
      aiExperience:
        "We ran a three-month pilot of an AI tool that reads e-mailed load tenders. It got about 82% of tenders right, but nobody has decided what to do with it.",
    });
    expect(text).toMatch(/at least the trial's 82%/);
  });
});
