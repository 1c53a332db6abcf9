import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { buildContext } from "./context";
import { generateReport, generateRoadmap } from "./documents";
import { inputFor } from "@/tests/helpers/test-personas";

/**
 * Issue 34: a diagnosis sentence is written only when its premise holds in the answers, and the
 * free text outranks the tick-boxes. A budget, policy or pilot the executive states is in place;
 * a question, a wish or a try that went wrong is no use of AI; a relative who works in the
 * business is someone at work.
 */

const answers = (overrides: Partial<AssessmentInput>) =>
  makeAnswers({
    otherChallenge: "",
    aiFriction: "",
    aiExperience: "",
    otherPlatforms: "",
    ...overrides,
  });
const documents = (a: AssessmentInput) => {
  const input = inputFor(a);
  const { reportData, markdownReport } = generateReport(input);
  return { reportData, text: `${markdownReport}\n${JSON.stringify(generateRoadmap(input))}` };
};

describe("governance stated in the free text is in place", () => {
  // A credit union, a dental clinic and a machine shop that state a budget nobody ticked.
  const budgets: Partial<AssessmentInput>[] = [
    {
      companyIndustry: "financial-services",
      companyEmployees: "201-500",
      orgAiElements: ["ai_policy", "steering_committee"],
      orgPosture: "activating",
      aiFriction: "Our AI budget for 2027 is $150k, approved by the board in September.",
    },
    {
      companyIndustry: "healthcare",
      companyEmployees: "11-50",
      orgAiElements: ["ai_policy"],
      orgPosture: "exploring",
      aiExperience: "We set aside $15,000 for AI this year and our hygienists use Gemini.",
    },
    {
      companyIndustry: "manufacturing",
      companyEmployees: "51-200",
      orgAiElements: ["none_yet"],
      orgPosture: "exploring",
      otherChallenge: "Scrap is up 8%. The owners approved a budget of $60,000 for AI in June.",
    },
  ];

  it.each(budgets)("never asks for the budget the executive wrote about (%#)", (overrides) => {
    const a = answers(overrides);
    expect(buildContext(inputFor(a)).elements).toContain("dedicated_budget");
    const { reportData, text } = documents(a);
    expect(text).not.toMatch(
      /Set (?:a dedicated AI budget|a monthly spending line)|Set aside a dedicated AI budget|Still missing:[^.]*(?:budget|spending line)/,
    );
    expect(reportData.currentState.topDownVision).toMatch(/a dedicated AI budget/);
  });

  it("still asks for a budget the answers deny or only plan", () => {
    for (const aiFriction of [
      "We have no AI budget yet.",
      "The AI budget will be set in January.",
    ]) {
      const a = answers({ ...budgets[0], aiFriction });
      expect(buildContext(inputFor(a)).elements).not.toContain("dedicated_budget");
      expect(documents(a).text).toMatch(/Set a dedicated AI budget|Still missing:[^.]*budget/);
    }
  });

  it("says structure lags use only for what is missing", () => {
    const handsOn: Partial<AssessmentInput> = {
      aiConfidence: 2,
      aiPerception: "overhyped",
      aiToolsUsed: ["chatgpt", "claude", "copilot"],
      orgPosture: "championing",
      enterprisePlatforms: ["microsoft365", "salesforce", "quickbooks"],
      otherPlatforms: "Square POS",
      aiExperience: "Our sales reps use ChatGPT every day for proposals.",
    };
    const analysis = (overrides: Partial<AssessmentInput>) =>
      documents(answers({ ...handsOn, ...overrides })).reportData.readinessAssessment.analysis;
    // A builder with everything ticked; a clinic whose policy and budget are in its words.
    expect(
      analysis({
        orgAiElements: ["ai_policy", "dedicated_budget", "internal_champions"],
      }),
    ).not.toMatch(/faster than|practice is ahead of structure/);
    expect(
      analysis({
        orgAiElements: ["internal_champions"],
        aiFriction: "Our AI use policy bans patient names in ChatGPT. We set aside $20,000 for AI.",
      }),
    ).not.toMatch(/faster than|practice is ahead of structure/);
    // A retailer with a policy but no budget or sponsor: only what is missing lags.
    expect(analysis({ orgAiElements: ["ai_policy"] })).toMatch(
      /faster than budget and sponsorship keep up/,
    );
    expect(analysis({ orgAiElements: ["none_yet"] })).toMatch(
      /faster than policy, budget and sponsorship keep up/,
    );
  });
});

describe("who uses AI, read from the words before the tick-boxes", () => {
  const quiet = (aiExperience: string, aiFriction = "") =>
    answers({
      companyIndustry: "consulting",
      companyEmployees: "1-10",
      aiToolsUsed: ["none"],
      orgAiElements: ["none_yet"],
      orgPosture: "curious",
      aiExperience,
      aiFriction,
    });

  it.each([
    // An accounting firm, a machine shop and a landscaper: a question or a wish is no use.
    ["", "The bar's guidance on generative AI is strict. Our insurer asked whether we use it."],
    ["", "Our bank asked if we use ChatGPT on client files."],
    ["We want to use ChatGPT for quotes next year.", ""],
    // A bookkeeper's one try that went wrong is no use going on.
    ["Our bookkeeper tried ChatGPT once and it got the totals wrong. Never again.", ""],
  ])("reads no use at work in “%s%s”", (aiExperience, aiFriction) => {
    const { reportData, text } = documents(quiet(aiExperience, aiFriction));
    expect(reportData.brief!.position).toMatch(/has not started with AI/);
    expect(text).not.toMatch(
      /people using AI on their own|individuals experiment|individuals already use AI|practice is ahead of structure/,
    );
  });

  it.each([
    // A plumbing contractor, a dental clinic and a Quebec shop run with family.
    "My son does our books and uses ChatGPT to draft the payment reminders.",
    "My wife runs the front desk and uses Gemini to answer patients' emails.",
    "Ma fille gère notre boutique en ligne et utilise ChatGPT pour les fiches produits.",
  ])("counts a relative who works in the business: “%s”", (aiExperience) => {
    const { reportData, text } = documents(quiet(aiExperience));
    expect(reportData.brief!.position).toMatch(/has people using AI on their own \(you wrote “M/);
    expect(text).not.toMatch(/nobody uses it at work|Nobody at [^.]* uses AI for work/);
  });

  it("still leaves a relative's use at home out", () => {
    const { reportData } = documents(quiet("My son uses ChatGPT for homework and games."));
    expect(reportData.brief!.position).toMatch(/has not started with AI/);
  });
});

describe("the executive's own use, read from their words", () => {
  const use = (aiToolsUsed: AssessmentInput["aiToolsUsed"], aiExperience: string) =>
    documents(answers({ companyEmployees: "11-50", aiToolsUsed, aiExperience })).reportData
      .currentState.topDownVision;

  it.each([
    // A gift shop, a bookkeeping firm and an engineering firm.
    [
      ["chatgpt"],
      "My son runs our shop's website and uses ChatGPT for product descriptions. I tried it once for a letter.",
      /has tried ChatGPT/,
      /personally uses/,
    ],
    [
      ["chatgpt", "gemini"],
      "Our bookkeeper uses ChatGPT for reconciliations, and I tested Gemini on my emails.",
      /has tried Gemini \(and says the bookkeeper uses ChatGPT\)/,
      /(?:has tried|personally uses) [^(]*ChatGPT/,
    ],
    [
      ["claude", "copilot"],
      "Our drafters use Claude for specifications; I use Copilot every day for email.",
      /personally uses Microsoft Copilot \(and says the drafters use Claude\)/,
      /personally uses [^(]*Claude/,
    ],
  ] as const)(
    "credits the executive only with their own use (%#)",
    (tools, text, said, notSaid) => {
      const vision = use([...tools], text);
      expect(vision).toMatch(said);
      expect(vision.split(". In ")[0]).not.toMatch(notSaid);
    },
  );

  it.each([
    [["chatgpt"], "I use ChatGPT daily for proposals.", /personally uses ChatGPT/],
    [["chatgpt"], "Our team uses ChatGPT for proposals.", /personally uses ChatGPT/],
  ] as const)(
    "keeps the tick-box where the words do not say otherwise (%#)",
    (tools, text, said) => {
      expect(use([...tools], text)).toMatch(said);
    },
  );
});
