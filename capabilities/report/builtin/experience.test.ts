import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { buildContext } from "./context";
import { generateReport, generateRoadmap } from "./documents";
import { readExperience } from "./experience";
import { themesOf } from "./roles";
import { inputFor } from "@/tests/helpers/test-personas";

/**
 * Issue 34: the AI-experience answer is classified before it is reused. A try that went wrong is
 * a concern the first pilot answers, never "the baseline the next pilot has to beat"; a pilot
 * that ran its course is evidence to decide on; a rule already set is kept and checked, never
 * written again; any other use is evidence to build on.
 */

type Industry = AssessmentInput["companyIndustry"];
const answers = (overrides: Partial<AssessmentInput>) =>
  makeAnswers({
    otherChallenge: "",
    aiFriction: "",
    otherPlatforms: "",
    ...overrides,
  });
const documents = (a: AssessmentInput) => {
  const input = inputFor(a);
  return `${generateReport(input).markdownReport}\n${JSON.stringify(generateRoadmap(input))}`;
};
const experienceItems = (a: AssessmentInput) =>
  themesOf(buildContext(inputFor(a))).filter((t) => t.field === "aiExperience");

describe("a try that went wrong", () => {
  it.each([
    // An accounting firm, a machine shop and a Quebec contractor.
    [
      "consulting",
      "Our office manager tried ChatGPT for a client letter and it invented a tax rule. Never again.",
    ],
    [
      "manufacturing",
      "I asked Copilot for a parts list and it gave part numbers that don't exist, so we gave up.",
    ],
    [
      "construction",
      "J'ai essayé ChatGPT pour une soumission et il a inventé des prix. Ça n'a pas marché.",
    ],
  ])("is a concern to answer, never a baseline (%s)", (industry, aiExperience) => {
    const a = answers({ companyIndustry: industry as Industry, aiExperience });
    expect(readExperience(aiExperience).failed).not.toBeNull();
    // Answered as a concern: its own step, or the accuracy check the same words raise.
    const titles = experienceItems(a).map((t) => t.title);
    expect(titles).not.toContain("Turn the AI use you described into evidence");
    expect(titles.join()).toMatch(
      /Answer what went wrong before the first pilot|Check AI output before it leaves the team/,
    );
    expect(documents(a)).not.toMatch(
      /baseline the next pilot has to beat|Turn the AI use you described|beats that before-and-after/,
    );
  });

  it.each([
    // A boutique's posts and a hotel's booking chatbot: the work is planned afresh, with a person checking.
    "We tried ChatGPT to write our Instagram posts and it made up prices, so we stopped using it.",
    "We tried a chatbot for booking questions and it gave guests wrong prices.",
  ])("never builds on what went wrong as if it worked: “%s”", (aiExperience) => {
    const a = answers({ companyIndustry: "retail", aiExperience });
    expect(experienceItems(a).length).toBeGreaterThan(0);
    expect(documents(a)).not.toMatch(
      /Turn (?:the drafting you described|what you tried)|what already works|Move the drafting people already do/,
    );
  });

  it.each([
    "I use ChatGPT every week for proposals and it saves me hours.",
    "ChatGPT got one date wrong once, but it saves me hours on letters.",
  ])("leaves a use that works to build on: “%s”", (aiExperience) => {
    expect(readExperience(aiExperience).failed).toBeNull();
    expect(documents(answers({ companyIndustry: "consulting", aiExperience }))).not.toMatch(
      /Answer what went wrong/,
    );
  });
});

describe("a pilot that ran its course", () => {
  it.each([
    // An insurance brokerage, a hospital foundation and a Quebec printer.
    ["financial-services", "We ran a Gemini pilot with 8 brokers from May to September."],
    ["other", "We completed a three-month Copilot pilot in finance; it helped with reports."],
    ["manufacturing", "Nous avons mené un projet pilote avec Copilot de janvier à avril."],
  ])("is evidence to decide on (%s)", (industry, aiExperience) => {
    const a = answers({ companyIndustry: industry as Industry, aiExperience });
    expect(experienceItems(a).map((t) => t.title)).toContain("Decide on the pilot you already ran");
    expect(documents(a)).not.toMatch(/baseline the next pilot has to beat/);
  });

  it.each([
    // A brokerage, an engineering firm and a college that paid for a Copilot pilot.
    [
      "financial-services",
      "We ran a Microsoft 365 Copilot pilot with 15 licences from January to April.",
    ],
    [
      "consulting",
      "We completed a Microsoft 365 Copilot pilot with 20 licences; the engineers liked it.",
    ],
    ["education", "We ran a Microsoft 365 Copilot pilot with 12 licences last term in admissions."],
  ])("is acted on in the brief, never measured again (%s)", (industry, aiExperience) => {
    const { brief } = generateReport(
      inputFor(
        answers({
          companyIndustry: industry as Industry,
          aiToolsUsed: ["copilot"],
          enterprisePlatforms: ["microsoft365"],
          orgAiElements: ["ai_policy"],
          orgPosture: "activating",
          aiPerception: "major_opportunity",
          aiExperience,
        }),
      ),
    ).reportData;
    expect(brief!.decisions[2]).toMatch(
      /^Act on the Microsoft 365 Copilot pilot you ran \(\d+ licences\)/,
    );
  });

  it("leaves licences in use to be measured", () => {
    const { brief } = generateReport(
      inputFor(
        answers({
          companyIndustry: "financial-services",
          aiToolsUsed: ["copilot"],
          enterprisePlatforms: ["microsoft365"],
          orgAiElements: ["ai_policy"],
          orgPosture: "activating",
          aiPerception: "major_opportunity",
          aiExperience: "We have had 15 Microsoft 365 Copilot licences in finance since January.",
        }),
      ),
    ).reportData;
    expect(brief!.decisions[2]).toMatch(/^Measure (?:the \d+ )?Microsoft 365 Copilot/);
  });

  it("is not read in a pilot still running", () => {
    expect(readExperience("We are running a Copilot pilot in sales.").finishedPilot).toBeNull();
  });
});

describe("a trial whose result the answer gives as a figure", () => {
  it.each([
    "Last spring we trialled a Marel vision grading system on the haddock line; it cut giveaway by about 2% but we never rolled it out.",
    "We trialled Marel's grading camera last year and it reduced giveaway 2 percent.",
  ])("is built on, the trial named in the report: %j", (aiExperience) => {
    const a = answers({ companyIndustry: "manufacturing", aiExperience });
    expect(experienceItems(a).map((t) => t.title)).toContain(
      "Build on the AI you tested that worked",
    );
    expect(generateReport(inputFor(a)).markdownReport).toMatch(
      /Build on the AI you tested that worked: [^\n]*Marel/,
    );
  });
});

describe("a rule already set on a tool in use", () => {
  const residency = "Client data has to stay in Canada.";
  it.each([
    // A credit union, a law firm and a physiotherapy clinic.
    [
      "financial-services",
      "Staff used ChatGPT on their phones, which our policy now forbids for member files.",
    ],
    ["consulting", "Associates pasted drafts into ChatGPT until we banned it for client work."],
    ["healthcare", "Our policy forbids ChatGPT for patient notes since the spring."],
  ])("is kept and checked, never written again (%s)", (industry, aiExperience) => {
    const text = documents(
      answers({
        companyIndustry: industry as Industry,
        companyEmployees: "51-200",
        aiToolsUsed: ["chatgpt"],
        aiFriction: residency,
        aiExperience,
      }),
    );
    expect(text).toMatch(/Check this month that the rule you already set is kept/);
    expect(text).not.toMatch(/write into the AI policy that no client data goes into/);
  });

  it("is still asked for where none was set", () => {
    const text = documents(
      answers({
        companyIndustry: "financial-services",
        companyEmployees: "51-200",
        aiToolsUsed: ["chatgpt"],
        aiFriction: residency,
        aiExperience: "Staff use ChatGPT on their phones for member letters.",
      }),
    );
    expect(text).toMatch(/write into the AI policy that no client data goes into/);
  });
});
