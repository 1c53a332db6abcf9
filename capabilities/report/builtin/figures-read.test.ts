import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { lintDocuments } from "@/tests/report-audit/lint-documents";
import { challenges, inputFor } from "@/tests/helpers/test-personas";
import { generateReport, generateRoadmap } from "./documents";
import { generateFollowUpQuestions } from "./follow-up";
import { inEnglish } from "./english-figures";
import { ownFigures } from "./own-figures";
import { redLinesIn } from "./stated-red-lines";
import { recogniseThemes } from "./themes";

/**
 * Issue 34, round 15: the executive's figures are attached to the problem they measure. HR and
 * admin paperwork is HR's, owned by the person named, never the books' close; a season's length,
 * revenue, a deadline or a distance is no baseline; a retailer's inventory loss is shrink, not
 * waste; "never used AI" is experience, not a rule; and a French figure the report restates in
 * its own English sentence is written in English.
 */

const documents = (more: Partial<AssessmentInput>) => {
  const industry = more.companyIndustry ?? "other";
  const input = inputFor(
    makeAnswers({
      companyEmployees: "51-200",
      companyIndustry: industry,
      businessChallenges: challenges(industry, 0),
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
  // Every document these tests read passes the report audit as well.
  expect(lintDocuments(input, { reportData: report, roadmap, followUp })).toEqual([]);
  return { report, roadmap };
};

type Documents = ReturnType<typeof documents>;
const firstPilot = (d: Documents) => d.report.brief!.decisions[1]!;
const everything = (d: Documents) =>
  JSON.stringify([d.report.brief, d.report.roadmap, d.roadmap, d.report.nextSteps]);
/** What the report says in its own sentences, the executive's quoted words left out. */
const unquoted = (d: Documents) => everything(d).replace(/“[^”]*”/g, "“”");

describe("HR and admin paperwork is HR's, owned by the person who does it", () => {
  it.each([
    // A vineyard with seasonal pickers, in English.
    [
      "Gurpreet in HR spends 15 hours a week on work permits and onboarding paperwork for our seasonal pickers.",
      "Gurpreet (HR)",
      "15 hours a week",
    ],
    // A greenhouse grower in Québec, in French, with payroll among the files.
    [
      "Josée aux RH passe 12 heures par semaine sur les permis de travail, les inspections des logements et la paie des travailleurs saisonniers.",
      "Josée (RH)",
      "12 hours a week",
    ],
  ])("%s", (otherChallenge, owner, hours) => {
    const d = documents({ otherChallenge });
    expect(firstPilot(d)).toContain("Start with the HR and admin paperwork as the first pilot");
    expect(firstPilot(d)).toContain(`owned by ${owner}`);
    expect(firstPilot(d)).toContain(`(${hours} today)`);
    expect(everything(d)).not.toMatch(/month-end close|a person you appoint in finance/);
  });

  it("payroll beside the books is still the close", () => {
    const themes = recogniseThemes(
      makeAnswers({
        otherChallenge: "Payroll and the month-end reconciliation take our bookkeeper a full week.",
      }),
    );
    expect(themes.map((t) => t.themeId)).toContain("reporting");
  });
});

describe("a figure that measures nothing is no baseline", () => {
  it.each([
    // An orchard's harvest, in English and French: the length of the season.
    ["Our apple harvest is only 6 weeks.", []],
    ["Les vendanges ne durent que 3 semaines.", []],
    // A courier's deadline and its drivers' distance; the late share measures the problem.
    ["Parcels we cannot deliver within 2 days go to a competitor.", []],
    ["Our drivers cover up to 250 km a day and 6% of deliveries arrive late.", ["6%"]],
    // A firm's revenue, beside its size.
    ["Twelve of us, about $2,400,000 a year.", []],
    // A headcount is context; people turned away are a count of misses.
    ["We have 12 workers a shift on the packing line.", []],
    ["We turn away 30 people a week at the door.", ["30 people a week"]],
    // Money lost is a measure; time per week is a measure.
    // Quoted whole, its dollar sign and "about" kept (review r18).
    ["We lose about $3,000 a month to no-shows.", ["about $3,000 a month"]],
    ["Notre adjointe passe 6 heures par semaine à relancer les clients.", ["6 heures par semaine"]],
  ])("%s", (text, figures) => {
    expect(ownFigures(text)).toEqual(figures);
  });

  it("a grower's loss is piloted from its share and sum, never from the harvest's length", () => {
    const d = documents({
      otherChallenge:
        "Our peach harvest is only 5 weeks. Last summer 9% of our peaches were downgraded at the packer, about $120,000.",
    });
    // The money lost is a baseline too (review r16); "Last summer" is its period (review r18);
    // a sum of money on it makes it a pilot of its own (review r19).
    expect(unquoted(d)).toContain("Start from the figures you gave (“” and “”)");
    expect(everything(d)).toContain("Start from the figures you gave (“9%” and “about $120,000”)");
    expect(everything(d)).not.toContain("for a period to confirm");
    expect(everything(d)).not.toContain("“5 weeks”");
  });
});

describe("a retailer's inventory loss is shrink, not waste", () => {
  it.each([
    // A pharmacy chain, in English.
    [
      "Inventory shrink is running at 3% of sales across our four pharmacies.",
      "3% down to 2% or less",
    ],
    // A grocery in French: "démarque inconnue", restated in English.
    [
      "La démarque inconnue atteint 1,8 % des ventes dans nos deux épiceries.",
      "1.8% down to 1% or less",
    ],
  ])("%s", (otherChallenge, target) => {
    const d = documents({ otherChallenge, companyIndustry: "retail" });
    expect(firstPilot(d)).toContain("Start with bringing down inventory shrink as the first pilot");
    expect(unquoted(d)).toContain(target);
    expect(unquoted(d)).not.toMatch(/what to make|thrown out|scrapped/);
  });
});

describe("what someone has never done is experience, not a rule", () => {
  it.each([
    ["Our two drivers, Ana and Luc, have never used AI.", 0],
    ["Nos deux techniciennes n'ont jamais utilisé l'IA.", 0],
    ["Half the office has never even tried ChatGPT or any AI tool.", 0],
    // A rule beside the experience, and a rule in the future tense, stay rules.
    ["We have never used AI and we will never let it answer a patient.", 1],
    ["L'IA ne sera jamais utilisée pour répondre à nos clients.", 1],
  ])("%s", (text, rules) => {
    expect(redLinesIn(text, "aiExperience")).toHaveLength(rules);
  });

  it("the AI policy lists the rules, not the staff who never used AI", () => {
    const d = documents({
      aiExperience:
        "Our office manager uses ChatGPT for letters. Our two field techs, Dev and Mia, have never used AI.",
      aiFriction: "We will never put client files into a public AI tool.",
    });
    expect(everything(d)).toContain("“We will never put client files into a public AI tool”");
    expect(everything(d)).not.toMatch(/rules you stated[^)]*never used AI/);
  });
});

describe("a French figure restated in the report's English is written in English", () => {
  it.each([
    ["3 à 5 heures", "3 to 5 hours"],
    ["2,4 %", "2.4%"],
    ["environ deux jours", "about two days"],
    ["1 jour par semaine", "1 day a week"],
    // English stays as written, thousands and all.
    ["1,200 calls a week", "1,200 calls a week"],
    ["12 hours a week", "12 hours a week"],
  ])("%s", (figure, english) => {
    expect(inEnglish(figure)).toBe(english);
  });

  it("an estimator's time per quote is measured in English, and quoted as written", () => {
    const otherChallenge = "Notre estimatrice, Julie, prend 2 à 3 heures par soumission.";
    const d = documents({ otherChallenge, companyIndustry: "other" });
    expect(firstPilot(d)).toContain("(2 to 3 hours today)");
    expect(firstPilot(d)).toContain(
      "“Notre estimatrice, Julie, prend 2 à 3 heures par soumission”",
    );
    expect(unquoted(d)).not.toMatch(/heures|\d à \d/);
  });
});
