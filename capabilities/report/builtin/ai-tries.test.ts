import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { generateFollowUpQuestions } from "./follow-up";
import { generateReport } from "./documents";
import { describesNoUse, wentWrong } from "./experience";
import { ownUseOf } from "./own-use";
import { challenges, inputFor } from "@/tests/helpers/test-personas";

/**
 * Issue 34 (r9 and r8b reviews): an AI try is never erased or inverted. A try that went wrong or
 * was switched off is a lesson, never "a blank page"; a use is credited to whoever the sentence
 * names, so a relative's or a colleague's tools are never "You use … yourself".
 */

const render = (industry: string, more: Partial<AssessmentInput>) => {
  const input = inputFor(
    makeAnswers({
      companyIndustry: industry as AssessmentInput["companyIndustry"],
      companyEmployees: "11-50",
      businessChallenges: challenges(industry, 0),
      orgPosture: "curious",
      orgAiElements: ["none_yet"],
      otherChallenge: undefined,
      aiFriction: undefined,
      ...more,
    }),
  );
  const followUp = generateFollowUpQuestions(input);
  return `${generateReport(input).markdownReport}\n${JSON.stringify(followUp)}`;
};

describe("a try that went wrong or was switched off", () => {
  it.each([
    [
      "real-estate",
      "We trialled an AI leasing assistant on our website last spring; it booked viewings into the wrong units, so we switched it off.",
    ],
    [
      "manufacturing",
      "I use ChatGPT for my own e-mails and it saves me time. Our estimator asked it about weld sizes and it gave him wrong load numbers, so he stopped.",
    ],
    [
      "healthcare",
      "Nous avons testé un agent conversationnel pour les rendez-vous en 2024, mais il donnait des heures fausses et on l'a désactivé.",
    ],
  ])("is no blank page (%s)", (industry, aiExperience) => {
    const report = render(industry, { aiExperience, aiToolsUsed: ["chatgpt"] });
    expect(report).not.toContain("blank page");
  });

  it.each([
    "It booked patients into the wrong rooms, so we switched it off.",
    "We pulled the plug after two months.",
    "On l'a désactivé après six semaines.",
  ])("reads %j as gone wrong", (sentence) => {
    expect(wentWrong(sentence)).toBe(true);
  });

  it.each([
    "We switched our phones to RingCentral in March.",
    "I use it to turn the lights off in the warehouse schedule.",
    "It saves me about an hour a week on quotes.",
  ])("does not read %j as gone wrong", (sentence) => {
    expect(wentWrong(sentence)).toBe(false);
  });

  it("keeps the blank page only where nothing was tried", () => {
    const report = render("retail", {
      aiExperience: "Nothing yet, we have not looked at it.",
      aiToolsUsed: ["none"],
    });
    expect(report).toContain("blank page");
  });
});

describe("a use credited to whoever the sentence names", () => {
  it.each([
    [
      "food-services",
      "My son runs our catering website and uses ChatGPT and Gemini for the menus.",
      ["chatgpt", "gemini"],
      /You use ChatGPT and Gemini yourself/,
    ],
    [
      "consulting",
      "Our bookkeeper uses Copilot for reconciliations; the analysts use ChatGPT for first drafts.",
      ["copilot", "chatgpt"],
      /You use Microsoft Copilot and ChatGPT yourself|personally uses Microsoft Copilot and ChatGPT/,
    ],
    [
      "retail",
      "Ma fille gère notre boutique en ligne et utilise ChatGPT pour les fiches produits.",
      ["chatgpt"],
      /You use ChatGPT yourself|personally uses ChatGPT/,
    ],
  ] as const)(
    "never credits others' tools to the executive (%s)",
    (industry, aiExperience, tools, mine) => {
      const report = render(industry, { aiExperience, aiToolsUsed: [...tools] });
      expect(report).not.toMatch(mine);
      expect(report).not.toMatch(/Beyond [^.]*'s? own use/);
    },
  );

  it("keeps the executive's own use and leaves out another's", () => {
    const use = ownUseOf(
      makeAnswers({
        aiExperience: "I use ChatGPT for letters. My daughter uses Gemini for homework.",
      }),
      ["ChatGPT", "Gemini"],
    );
    expect(use.labels).toEqual(["ChatGPT"]);
  });

  it("leaves the tick-box when the words name no one", () => {
    const use = ownUseOf(makeAnswers({ aiExperience: "Mostly for e-mails." }), ["ChatGPT"]);
    expect(use).toEqual({ labels: ["ChatGPT"], tried: false });
  });
});

describe("an answer that says nobody uses AI", () => {
  it.each([
    [
      "real-estate",
      "Nobody here uses AI for work as far as I know. I saw a demo of a listing writer at a conference but it wanted our whole MLS feed.",
    ],
    ["manufacturing", "No one at the plant uses AI; our insurer asked us about it last year."],
    ["retail", "Personne n'utilise l'IA au magasin. J'ai vu une démo au salon de l'alimentation."],
  ])("gets no step to turn a use into evidence (%s)", (industry, aiExperience) => {
    const report = render(industry, { aiExperience, aiToolsUsed: ["none"] });
    expect(report).not.toContain("Turn the AI use you described into evidence");
    expect(report).not.toContain("what came of the AI use you described");
  });

  it.each([
    "Nobody else uses it, but I use ChatGPT for letters to suppliers.",
    "Nobody on the floor uses anything. Our controller uses Copilot for the variance notes.",
  ])("keeps the use told beside the denial: %j", (aiExperience) => {
    expect(describesNoUse(aiExperience)).toBe(false);
  });
});

describe("a try quoted as what already works", () => {
  it.each([
    [
      "real-estate",
      "Last year we trialled an AI assistant for tenant questions on our website. It gave wrong answers about deposits, so we switched it off after a month.",
    ],
    [
      "healthcare",
      "I tried an AI scribe demo at a physio conference in May but it was US-hosted so I did not go further.",
    ],
    [
      "consulting",
      "Nous avons testé un assistant pour rédiger nos rapports. Il inventait des chiffres, alors on l'a désactivé.",
    ],
  ])('is never the base of "what already works" (%s)', (industry, aiExperience) => {
    const report = render(industry, { aiExperience, aiToolsUsed: ["chatgpt"] });
    expect(report).not.toMatch(
      /what already works|the drafting people already do|already drafted this way/i,
    );
  });

  it.each([
    "Our two coordinators draft tenant replies with Copilot every day and it saves them an hour.",
    "I use ChatGPT for blog posts and it works well.",
  ])("leaves a use that goes on to build on: %j", (sentence) => {
    expect(wentWrong(sentence)).toBe(false);
  });
});
