import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers, newToAiAnswers } from "@/tests/helpers/test-answers";
import { auditInput } from "@/tests/report-audit/audit-input";
import { generateReport, generateRoadmap } from "./documents";
import { closedMonthsIn } from "./season-reading";

/**
 * Review r16 ("what the executive wrote, read as written"): AI the words show in use is in use (a
 * plan paid for on one's own card included), a paused trial is past, a group's dated retirement
 * is captured from the first month, a grower's harvest is a busy season in the months given, and
 * money lost with no period is still the baseline. A report written on 2 November 2026.
 */

const documents = (shape: Partial<AssessmentInput>) => {
  const a = newToAiAnswers("other", shape);
  const i = auditInput({ answers: a });
  const report = generateReport(i);
  return {
    report: report.reportData,
    all: [report.markdownReport, JSON.stringify(generateRoadmap(i))].join("\n"),
  };
};

describe("AI a colleague pays for herself is AI in use at work", () => {
  it.each([
    "Camille (office manager) pays for ChatGPT Plus herself and uses it for client letters.",
    "Our bookkeeper uses ChatGPT on her own card for supplier emails.",
    "Martine (adjointe administrative) paie ChatGPT Plus sur son compte perso pour les lettres aux clients.",
  ])("%s", (aiExperience) => {
    const { all } = documents({ aiExperience });
    expect(all).not.toContain("Nobody at");
    expect(all).not.toContain("nobody uses it at work yet");
    expect(all).toContain("has people using AI on their own (you wrote");
  });
});

describe("a paused trial is a past trial, never a pilot running", () => {
  it.each([
    "We trialled Otter for a month last spring, then paused it.",
    "Nous avons testé Fireflies pendant deux mois, puis on l'a mis en pause.",
  ])("%s", (aiExperience) => {
    const { all } = documents({
      aiExperience,
      orgPosture: "exploring",
      orgAiElements: ["dept_pilots"],
    });
    expect(all).toContain("has run AI pilots, but none is known to be running now");
    expect(all).not.toContain("runs sanctioned AI pilots");
    expect(all).not.toContain("Pilots already run in one or more departments");
    expect(all).not.toContain("Treat the failure you described");
    expect(all).toContain("Decide on the pilot you already ran");
  });
});

describe("a group's dated retirement is captured from the first month", () => {
  it.each([
    [
      "Two of our fitters retire by 2026 and nobody else knows the irrigation system.",
      "Two of your fitters retire by 2026",
      "two of your fitters know",
    ],
    [
      "Our three senior estimators retire next year.",
      "Your three senior estimators retire next year",
      "your three senior estimators know",
    ],
    [
      "Nos deux contremaîtres partent à la retraite en 2027.",
      "Your two contremaîtres retire in 2027",
      "your two contremaîtres know",
    ],
  ])("%s", (aiFriction, leaves, know) => {
    const { report, all } = documents({ aiFriction });
    const phase1 = report.roadmap.phase1.objectives.join(" ");
    expect(phase1).toContain(`${leaves} (you wrote`);
    expect(phase1).toContain(`start capturing what only ${know} in December 2026`);
    expect(phase1).toContain("before they leave");
    expect(report.roadmap.phase2.objectives.join(" ")).not.toContain("start capturing what only");
    expect(all).not.toMatch(/retires? by 2026 \(you wrote[^)]*\): start capturing[^.]*in 2027/);
  });
});

describe("the seasons of the work itself are busy seasons, in the months given", () => {
  it.each([
    ["July is cherry harvest and everyone is in the orchard.", [6]],
    ["During the cherry harvest (July) nobody has time.", [6]],
    ["Apple picking Sept-Oct takes everyone.", [8, 9]],
    ["Les récoltes d'août à octobre occupent tout le monde.", [7, 8, 9]],
    ["La cueillette des bleuets en juillet et août mobilise toute l'équipe.", [6, 7]],
    ["Our paving season is May-October.", [4, 5, 6, 7, 8, 9]],
  ])("%s", (otherChallenge, months) => {
    expect(
      closedMonthsIn(makeAnswers({ otherChallenge, aiFriction: "", aiExperience: "" })),
    ).toEqual(months);
  });

  it("a grower's July harvest keeps the pilots' starts out of July", () => {
    const { report } = documents({
      otherChallenge: "July is cherry harvest and everyone is in the orchard.",
    });
    const phase2 = report.roadmap.phase2.objectives.join(" ");
    expect(phase2).toContain("Nothing in this phase starts in July 2027");
  });
});

describe("money lost with no period is still the baseline", () => {
  it.each([
    ["Write-offs from cull fruit cost us about $380,000.", "about $380,000"],
    ["We lost roughly $120K on mis-quoted jobs.", "roughly $120K"],
    ["Les fruits déclassés nous ont coûté environ 380 000 $ en pertes.", "environ 380 000 $"],
  ])("%s", (otherChallenge, figure) => {
    const { all } = documents({ otherChallenge });
    expect(all).toContain(`“${figure}” for a period to confirm`);
    expect(all).not.toContain("write down what it costs in hours, money or customers");
  });
});
