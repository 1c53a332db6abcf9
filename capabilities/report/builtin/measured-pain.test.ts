import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { challenges, inputFor } from "@/tests/helpers/test-personas";
import { generateReport, generateRoadmap } from "./documents";
import { fallenRate, shareWon } from "./pain-figures";

/**
 * Review r12 classes 3 and 9: a problem the executive states in their own words with a figure (a
 * time each piece of work takes, weeks of backlog, a rate that fell) is the first pilot's, with
 * that figure as its baseline and a target in the same unit, ahead of the tick-box challenges;
 * it is never "scoped with you" while a generic challenge gets the pilots. A backlog is measured
 * as work waiting, never as the time one job takes.
 */

const documents = (otherChallenge: string, more: Partial<AssessmentInput> = {}) => {
  const industry = more.companyIndustry ?? "other";
  const input = inputFor(
    makeAnswers({
      companyEmployees: "51-200",
      companyIndustry: industry,
      businessChallenges: challenges(industry, 0, 1, 2),
      otherChallenge,
      aiFriction: undefined,
      aiExperience: undefined,
      otherPlatforms: undefined,
      ...more,
    }),
  );
  const report = generateReport(input);
  return {
    report: report.reportData,
    markdown: report.markdownReport,
    roadmap: generateRoadmap(input),
  };
};

const firstPilot = (d: ReturnType<typeof documents>) => d.report.brief!.decisions[1]!;
const whole = (text: string) => `“${text.replace(/\.$/, "")}”`;

describe("a problem stated with a figure leads the pilots", () => {
  it.each([
    [
      "Shop drawings for every kitchen job take Priyanka three full days, and we only land about 1 in 4 bids.",
      "shop drawings for every kitchen job",
      "the time it takes (three full days today) and the share won (about 1 in 4 today)",
    ],
    [
      "Chaque soumission de toiture prend deux jours à notre estimateur.",
      "the work that takes two days",
      "the time it takes (two days today)",
    ],
    [
      "Our warranty repair backlog is 6 weeks and customers keep calling to ask where their unit is.",
      "clearing the backlog of waiting work",
      "the backlog in working days (6 weeks today) and the jobs finished each week",
    ],
    [
      "Le service d'entretien paysager a 4 semaines de retard en plein été.",
      "clearing the backlog of waiting work",
      "the backlog in working days (4 weeks today) and the jobs finished each week",
    ],
    [
      "Our renewal rate has dropped from 88% to 79% since 2023 and nobody can say why.",
      "winning back the rate that fell",
      "the renewal rate (79% today, down from 88%)",
    ],
    [
      "Notre taux de conversion est passé de 30 % à 22 % en deux ans.",
      "winning back the rate that fell",
      "the rate (22% today, down from 30%)",
    ],
    [
      "Shrink in the produce department runs at 15% and nobody knows which items.",
      "bringing down inventory shrink",
      "the share of goods lost to shrink (15% today)",
    ],
    [
      "On jette 20 % de nos fromages frais chaque semaine.",
      "cutting the goods lost to waste, scrap or returns",
      "the share of goods thrown out (20% today)",
    ],
    [
      "Our scrap rate of 8% on the CNC line eats the margin.",
      "cutting the goods lost to waste, scrap or returns",
      "the share of goods scrapped (8% today)",
    ],
    [
      "Nous avons 12 % de retours sur les commandes en ligne, surtout en vêtements.",
      "cutting the goods lost to waste, scrap or returns",
      "the share of goods returned (12% today)",
    ],
  ])("“%s”", (text, name, measure) => {
    const d = documents(text);
    expect(firstPilot(d)).toMatch(new RegExp(`^Start with ${name} as the first pilot`));
    expect(firstPilot(d)).toContain(`(you wrote ${whole(text)})`);
    expect(firstPilot(d)).toContain(`measured by ${measure}`);
    expect(firstPilot(d)).not.toContain("scoped with you");
    expect(d.markdown).not.toContain("Measure your own problem before any pilot on it");
    // Its pilot runs first, launched in phase 1, and is never listed again in phase 2 (review
    // r18 class 6: the old expectation listed it in both).
    expect(d.roadmap.phases[0]!.description).toContain(`launching the pilot on ${name}`);
    expect(d.roadmap.phases[1]!.description).not.toContain(`the pilot on ${name}`);
  });

  it("sets a target in the figure's own unit", () => {
    const backlog = documents("Our drafting backlog is 3 weeks and builders are waiting.");
    expect(backlog.markdown).toContain(
      "the backlog down from 3 weeks to at most 12 working days and at least as many jobs finished each week",
    );
    const rate = documents("Our renewal rate has dropped from 88% to 79% since 2023.");
    expect(rate.markdown).toContain("the renewal rate back from 79% to at least 84%");
    const lost = documents("Our sharpest pain: we dump 10-14% of each day's sushi at close.");
    expect(firstPilot(lost)).toContain("measured by the share of goods thrown out (10-14% today)");
    expect(lost.markdown).toContain("10-14% down to 7% or less");
    const timed = documents("Month-end close takes our bookkeeper four days every month.");
    expect(timed.markdown).toMatch(/four days every month down to at most 3 days a month/i);
  });
});

describe("a backlog is measured as work waiting, not as the time one job takes", () => {
  it("leads the measure of the chosen challenge's pilot it joins", () => {
    const text =
      "Site plans and survey certificates for home builders are most of our work, and the drafting backlog is 3 weeks.";
    const d = documents(text, {
      companyIndustry: "consulting",
      businessChallenges: ["producing_proposals_and_reports_faster"],
    });
    expect(firstPilot(d)).toMatch(
      /measured by the backlog in working days \(3 weeks today\) and the jobs finished each week, with /,
    );
    expect(d.markdown).not.toMatch(/the time it takes \(3 weeks today\)/);
  });

  it("counts the backlog once when the challenge's own measure counts it too", () => {
    const d = documents(
      "Building-location certificates are our bread and butter, and the drafting backlog is 3 weeks.",
      {
        companyName: "Fraser Delta Land Surveying Ltd.",
        companyIndustry: "consulting",
        businessChallenges: ["producing_proposals_and_reports_faster"],
      },
    );
    const measure = firstPilot(d).match(/measured by (.*)$/)![1]!;
    expect(measure).toContain("the backlog in working days (3 weeks today)");
    expect(measure.match(/backlog/g)).toHaveLength(1);
  });
});

describe("figures that are no pain of the business's own", () => {
  it.each([
    "Interest rates went from 2% to 6% and our equipment loans cost far more.",
    "Mortgage rates dropped from 6% to 4% and buyers are back.",
  ])("a rate set outside the business gets no pilot: “%s”", (text) => {
    expect(firstPilot(documents(text))).not.toContain("winning back the rate that fell");
  });

  it.each([
    "Sales grew 20% last year and the warehouse cannot keep up.",
    "Online now brings 40% of revenue and returns are a headache.",
    "We file 400 tax returns each spring and 30% come in late.",
    "Our staff waste 30% of their time re-keying orders.",
    "Les ventes en ligne ont connu une croissance de 25 % et les retours suivent.",
  ])("a percentage of growth, revenue or time is no share of goods lost: “%s”", (text) => {
    expect(firstPilot(documents(text))).not.toContain("goods lost");
  });

  it("reads a fall, never a rise, as a rate to win back", () => {
    expect(fallenRate("our win rate went from 18% to 25% this year")).toBeNull();
    expect(fallenRate("recovery rate has slipped from 21% to 17% in two years")).toMatchObject({
      name: "recovery rate",
      from: 21,
      to: 17,
    });
    expect(shareWon("and we only win about 1 in 5")).toBe("about 1 in 5");
  });

  it("gives a supplier's late delivery its first step", () => {
    const d = documents(
      "Nos fournisseurs livrent toujours avec deux semaines de retard sur les commandes.",
    );
    expect(firstPilot(d)).toContain("the first step is to have");
  });
});
