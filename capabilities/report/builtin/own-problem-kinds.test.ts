import type { AssessmentInput } from "@/model/assessment/schemas";
import { lintDocuments } from "@/tests/report-audit/lint-documents";
import {
  problemKinds,
  scopingStep,
  type PilotKind,
} from "@/capabilities/report/content/problem-kinds";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { generateFollowUpQuestions } from "./follow-up";
import { generateReport, generateRoadmap } from "./documents";
import { challenges, inputFor } from "@/tests/helpers/test-personas";
import { readProblem } from "./problem-kinds";
import { recogniseThemes } from "./themes";

/**
 * Issue 34 (fifth review): the executive's own challenge is read as a kind of problem before a
 * pilot is named. A kind AI can work on brings its own pilot, owner and measure; one it cannot
 * change (what customers buy, an input price, a rule set outside the business) is context with
 * no pilot; anything else is quoted whole, scoped with the executive and asked about. No pilot
 * name, measure or question is ever a fragment of their words ("the Island", "cremation").
 */

const kind = (id: string) => problemKinds.find((k): k is PilotKind => k.id === id && k.ai)!;

const documents = (otherChallenge: string, more: Partial<AssessmentInput> = {}) => {
  const industry = more.companyIndustry ?? "other";
  const input = inputFor(
    makeAnswers({
      companyEmployees: "11-50",
      companyIndustry: industry,
      businessChallenges: challenges(industry, 0),
      otherChallenge,
      aiFriction: undefined,
      aiExperience: undefined,
      otherPlatforms: undefined,
      aiToolsUsed: ["chatgpt"],
      ...more,
    }),
  );
  const report = generateReport(input).reportData;
  const roadmap = generateRoadmap(input);
  const followUp = generateFollowUpQuestions(input);
  return { input, report, roadmap, followUp };
};

type Documents = ReturnType<typeof documents>;
const decision = (d: Documents) => d.report.brief!.decisions[1]!;
/** Everything the report says about its pilots, outside the executive's quoted words. */
const unquoted = (d: Documents) =>
  JSON.stringify([d.report.brief, d.report.roadmap, d.roadmap, d.followUp, d.report.nextSteps])
    .replace(/“[^”]*”/g, "“”")
    .toLowerCase();
/** Any three words in a row of the executive's sentence. */
const fragments = (text: string): string[] => {
  const words = text.toLowerCase().match(/[\p{L}\p{N}'’-]+/gu) ?? [];
  return words.slice(0, -2).map((_, i) => words.slice(i, i + 3).join(" "));
};
const whole = (text: string) => `“${text.replace(/\.$/, "")}”`;

describe("a challenge of a known kind gets that kind's pilot, owner and measure", () => {
  it.each([
    // A dental clinic that cannot hire: the hours of the missing person's work and the backlog.
    [
      "capacity",
      "We can't find a hygienist anywhere in the Kootenays, so the two we have work Saturdays to keep up.",
      { companyIndustry: "healthcare" },
      /missing person's work and the files or jobs waiting/,
    ],
    // A cabinet-maker (French): late changes and the days they cost each job.
    [
      "rework",
      "Chaque modification après l'approbation des plans nous oblige à refaire des caissons entiers.",
      { companyIndustry: "manufacturing" },
      /late changes per job/,
    ],
    // An electrical contractor: the same kind in English.
    [
      "rework",
      "Every change the owner makes after rough-in means our electricians redo a day of work.",
      { companyIndustry: "other" },
      /late changes per job/,
    ],
    // A pharmacy whose older customers are scammed: cases caught and missed.
    [
      "fraud",
      "Several of our older customers were targeted by gift-card scams at the counter last month.",
      { companyIndustry: "retail" },
      /cases caught and cases missed/,
    ],
    // A regional ISP (review r23): storms bring a surge of calls, answered by telling customers first.
    [
      "outage-calls",
      "Lors des tempêtes, notre centre d'appels reçoit 1 500 appels en une journée.",
      { companyIndustry: "other" },
      /calls reaching an agent and calls abandoned in each outage/,
    ],
    [
      "outage-calls",
      "When a storm takes the network down, calls spike to 1,500 in a day and half are abandoned.",
      { companyIndustry: "other" },
      /calls reaching an agent and calls abandoned in each outage/,
    ],
    // The wait callers bear is no time the work takes (review r24).
    [
      "outage-calls",
      "Lors d'une panne majeure, le centre d'appels reçoit 3 200 appels en une journée, et l'attente dépasse 45 minutes.",
      { companyIndustry: "other" },
      /the wait \(45 minutes today\)/,
    ],
    // A cleaning contractor (review r21): wages up under fixed prices, so the hours are what it controls.
    [
      "labour-cost",
      "Wages went up 12% this year but most of our cleaning contracts are fixed-price for three years.",
      { companyIndustry: "other" },
      /hours worked on each contract, site or job against the hours its price allows/,
    ],
    [
      "labour-cost",
      "Le salaire minimum a augmenté de 8 % et nos contrats d'entretien sont à prix fixe.",
      { companyIndustry: "other" },
      /hours its price allows/,
    ],
    // A condominium manager (review r22): a statutory deadline missed, measured by requests on time.
    [
      "deadline",
      "Document requests from buyers' lawyers must go out within 10 days under the Act and we miss that date too often.",
      { companyIndustry: "real-estate" },
      /share (?:of requests out within the deadline|sent within the (?:10|ten) days)/,
    ],
    [
      "deadline",
      "Les demandes des notaires doivent partir en dix jours et nous ratons trop souvent ce délai.",
      { companyIndustry: "real-estate" },
      /share (?:of requests out within the deadline|sent within the (?:10|ten) days)/,
    ],
    // A builder's project managers writing for owners: hours per document.
    [
      "drafting",
      "Our project managers lose two evenings a week writing progress summaries for owners.",
      { companyIndustry: "other" },
      /hours per document/,
    ],
  ] as const)("%s: %s", (id, text, more, measure) => {
    const d = documents(text, more);
    const own = kind(id);
    expect(decision(d)).toContain(`Start with ${own.pilotName} as the first pilot`);
    expect(decision(d)).toContain(`(you wrote ${whole(text)})`);
    expect(decision(d)).toMatch(measure);
    expect(d.followUp.q2Primary).toContain(`You wrote ${whole(text)}: ${own.step}`);
    expect(d.followUp.q2Primary).toMatch(/\?$/);
    const said = unquoted(d);
    for (const fragment of fragments(text)) expect(said).not.toContain(fragment);
    expect(said).not.toMatch(/hours (?:and|or) dollars/);
    expect(
      lintDocuments(d.input, { reportData: d.report, roadmap: d.roadmap, followUp: d.followUp }),
    ).toEqual([]);
  });

  it("a problem a chosen challenge's pilot already does joins it, measured by its kind", () => {
    const d = documents(
      "Several of our members were targeted by grandchild scams; we stopped some and missed others.",
      {
        companyIndustry: "financial-services",
        companyEmployees: "201-500",
        businessChallenges: ["detecting_fraud_and_financial_crime_earlier"],
      },
    );
    expect(decision(d)).toMatch(/^Start with catching fraud and scams as the first pilot/);
    expect(decision(d)).toContain("with cases caught and cases missed each month");
  });
});

describe("a problem AI cannot change is context, never a pilot", () => {
  it.each([
    // A bakery: what it pays for butter and flour.
    ["The price of butter and flour has gone up 30% since last spring.", /cost per unit of output/],
    // A travel agency: bookings moving online, discounts expected.
    [
      "Customers now book 70% of trips online and expect a discount for anything booked by phone.",
      /revenue and margin per sale/,
    ],
    // A marina (French): day passes instead of seasons.
    [
      "Nos clients veulent maintenant des forfaits à la journée, qui rapportent une fraction d'une saison complète.",
      /revenue and margin per sale/,
    ],
    // A carrier: a rule set by the ministry.
    [
      "The new hours-of-service rule from the ministry requires a second driver on long hauls.",
      /every AI step must keep to it/,
    ],
    // A maple syrup bottler (review r21): a tariff on what it sells, not on what it buys.
    [
      "The US tariffs on our syrup exports have cut our margin on half of what we sell.",
      /sell into another market.*margin by market/,
    ],
  ])("%s", (text, figure) => {
    const d = documents(text);
    // Never one of the priority challenges the summary names: no pilot answers it (review r21).
    expect(JSON.stringify(d.report)).not.toContain(`${readProblem(text).context[0]!.name} (from`);
    expect(JSON.stringify(d.report)).not.toMatch(
      new RegExp(`priority challenges are[^."]*${readProblem(text).context[0]!.name}`),
    );
    const line = d.report.currentState.keyChallenges.find((c) => c.includes(whole(text)))!;
    expect(line).toMatch(/context for the plan rather than a pilot/);
    expect(line).toMatch(figure);
    expect(decision(d)).not.toContain(whole(text));
    expect(JSON.stringify([d.roadmap.recommendations, d.report.roadmap])).not.toContain(
      whole(text),
    );
    // No question asks which step of it AI could take on.
    expect(d.followUp.q2Primary).not.toContain(whole(text));
  });
});

describe("a problem of no known kind is quoted whole, scoped with the executive and asked about", () => {
  it.each([
    "Our glass kilns crack a batch every fortnight and nobody knows why.",
    "Nos clients pharmaceutiques exigent un registre complet de chaque lot expédié.",
    "Nos fournisseurs livrent toujours avec deux semaines de retard sur les commandes.",
  ])("%s", (text) => {
    const d = documents(text, { companyIndustry: "manufacturing" });
    const line = d.report.currentState.keyChallenges.find((c) => c.includes(whole(text)))!;
    expect(line).toMatch(
      /”: the first step is to have \S.* (?:log each time it happens (?:for two weeks|over the next \w+ months)|take your figures)/,
    );
    expect(decision(d)).toContain("the first step is to have");
    expect(decision(d)).not.toMatch(/^Start with/);
    const step = d.roadmap.quickWins.find((w) => w.title === scopingStep.title);
    expect(step?.description).toContain(whole(text));
    // A figure they gave ("deux semaines de retard") is the baseline, never asked for again.
    expect(d.followUp.q2Primary).toBe(
      /semaines/.test(text)
        ? `You wrote ${whole(text)}. Taking your figures as the baseline, who deals with it today, what does it cost ${d.input.answers.companyName} in hours, money or customers, and what result against those figures would you call good?`
        : `You wrote ${whole(text)}. What does it cost ${d.input.answers.companyName} today in hours, money or customers, who deals with it, and what would a good result look like?`,
    );
    // No pilot, target or measure is built from it.
    const { phase1, phase2, phase3 } = d.report.roadmap;
    const pilots = [d.roadmap.recommendations, phase1.initiatives, phase2, phase3];
    expect(JSON.stringify(pilots)).not.toContain(whole(text));
    const said = unquoted(d);
    for (const fragment of fragments(text)) expect(said).not.toContain(fragment);
  });

  it("is asked about beside a problem that gets a pilot", () => {
    const kilns = "Our glass kilns crack a batch every fortnight and nobody knows why.";
    const d = documents(
      `${kilns} We can't find a second kiln technician anywhere in the province.`,
      {
        companyIndustry: "manufacturing",
      },
    );
    expect(decision(d)).toMatch(/^Start with the work of an unfilled role as the first pilot/);
    expect(decision(d)).toContain(
      // Named by its own words, short enough to quote whole (review r20 class 8).
      "For “Our glass kilns crack a batch every fortnight and nobody knows why”, the first step is to have",
    );
    expect(d.followUp.q2Primary).toContain(kind("capacity").step);
    expect(d.followUp.q1Followup).toBe(
      `You also wrote ${whole(kilns)}. What does it cost ${d.input.answers.companyName} today in hours, money or customers, who deals with it, and what would a good result look like?`,
    );
  });

  it("names what AI cannot change in the same sentence, and gives the rest its first step", () => {
    const text =
      "Le prix de l'aluminium a augmenté de 25 % cette année, et nos clients exigent des certificats pour chaque lot.";
    const d = documents(text, { companyIndustry: "manufacturing" });
    const line = d.report.currentState.keyChallenges.find((c) => c.includes(whole(text)))!;
    expect(line).toMatch(/cost per unit of output\. For the rest, the first step is to have/);
  });
});

describe("what must not be read as a kind", () => {
  it.each([
    // A scam on the company's own staff stays a security risk.
    ["Phishing and scam calls pretending to be our CEO", "cybersecurity"],
    // Building a schedule is no late change.
    ["Scheduling the crews takes hours", "scheduling"],
    // Retiring experts' know-how is the succession theme's, in French too.
    ["Trois de nos cinq soudeurs partent à la retraite d'ici 2028.", "succession"],
  ])("%s", (text, theme) => {
    const items = recogniseThemes(makeAnswers({ otherChallenge: text, aiFriction: undefined }));
    expect(items.map((t) => t.themeId)).toContain(theme);
    expect(items.filter((t) => t.kind)).toEqual([]);
  });

  it("a headcount alone is no problem to scope", () => {
    const d = documents("We are a 14-person survey firm.");
    expect(d.roadmap.quickWins.map((w) => w.title)).not.toContain(scopingStep.title);
  });
});
