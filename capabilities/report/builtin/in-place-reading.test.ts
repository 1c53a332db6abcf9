import type { AssessmentInput } from "@/model/assessment/schemas";
import { documentsText } from "@/tests/helpers/documents-text";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { recommendTools } from "./documents";
import { inputFor } from "@/tests/helpers/test-personas";

/** What the executive wrote about the AI already in place is read as written (issue 34). */

const firm = (overrides: Partial<AssessmentInput>) =>
  makeAnswers({
    companyIndustry: "consulting",
    companyEmployees: "51-200",
    companyRevenue: "10m-50m",
    orgPosture: "curious",
    orgAiElements: ["none_yet"],
    aiFriction: "",
    otherChallenge: "",
    ...overrides,
  });
const documents = documentsText;

describe("Copilot Chat the executive says is in place", () => {
  const chat = firm({
    aiToolsUsed: ["copilot"],
    enterprisePlatforms: ["microsoft365"],
    aiExperience:
      "Copilot Chat is there in Edge with our Microsoft 365 accounts and our planners use it to write procedures.",
  });
  const vague = firm({
    aiToolsUsed: ["copilot"],
    enterprisePlatforms: ["microsoft365"],
    aiExperience: "Our planners use Copilot to write procedures.",
  });

  it("is Copilot Chat in use, measured and extended, with no question which Copilot it is", () => {
    const text = documents(chat);
    expect(text).toMatch(/already uses Microsoft 365 Copilot Chat/);
    expect(text).not.toMatch(/do not say which one|Ask who uses Microsoft Copilot and which one/);
    expect(text).not.toMatch(/Switch on Microsoft 365 Copilot Chat/);
    // A bare "Copilot" still leaves the question.
    expect(documents(vague)).toMatch(/do not say which one/);
  });

  it("is no personal Copilot account in the shadow-AI risk", () => {
    expect(documents(chat)).not.toMatch(/personal Microsoft Copilot accounts/);
  });
});

describe("a licence count written in words, by role", () => {
  it("prices the Copilot seats in place from the count the executive gave", () => {
    const answers = firm({
      aiToolsUsed: ["copilot"],
      enterprisePlatforms: ["microsoft365"],
      aiExperience: "Eight account managers have Microsoft 365 Copilot licences since June.",
    });
    const copilot = recommendTools(inputFor(answers)).find(
      (t) => t.name === "Microsoft 365 Copilot",
    )!;
    expect(copilot.cost!.assumption).not.toMatch(/do not say how many/);
    expect(copilot.cost!.assumption).toMatch(/\b8\b|eight/i);
  });
});

describe("staff who use AI, in the executive's words", () => {
  it.each([
    "I asked ChatGPT for a menu once. My barista uses it for our Instagram captions.",
    "I use ChatGPT to write job postings and our store manager tried Gemini to summarise reviews.",
    "Nos techniciens utilisent ChatGPT pour écrire des scripts.",
  ])("reads %j as staff using AI, not the executive alone", (aiExperience) => {
    const text = documents(firm({ aiToolsUsed: ["chatgpt"], aiExperience }));
    expect(text).not.toMatch(/nobody at .* uses AI for work yet|own use, no AI is in use/);
    expect(text).not.toMatch(/personal use to shared, approved practice/);
  });

  it("still reads the executive's use alone as theirs", () => {
    const text = documents(
      firm({ aiToolsUsed: ["chatgpt"], aiExperience: "I asked ChatGPT for a menu once." }),
    );
    expect(text).toMatch(/nobody at .* uses AI for work yet|own use, no AI is in use/);
  });
});

describe("a paid Copilot the executive says was not bought", () => {
  it.each([
    "Three associates use Copilot in Word on our Microsoft 365 E3 licences; we have not bought the Copilot add-on.",
    "Two planners use Copilot in Outlook. We haven't purchased any Copilot licences.",
    "Quelques adjointes utilisent Copilot dans Word; nous n'avons pas acheté les licences Copilot.",
  ])("never says %j is the paid Microsoft 365 Copilot in place", (aiExperience) => {
    const answers = firm({
      aiToolsUsed: ["copilot"],
      enterprisePlatforms: ["microsoft365"],
      aiExperience,
    });
    const text = documents(answers);
    expect(text).not.toMatch(/already uses Microsoft 365 Copilot\b(?! Chat)/);
    expect(text).not.toMatch(/Already paid for/);
    expect(text).not.toMatch(/idle licences/);
  });

  it("still reads licences the company bought as the paid Copilot", () => {
    const text = documents(
      firm({
        aiToolsUsed: ["copilot"],
        enterprisePlatforms: ["microsoft365"],
        aiExperience: "We bought the Copilot add-on for our ten partners last spring.",
      }),
    );
    expect(text).toMatch(/already uses Microsoft 365 Copilot\b(?! Chat)/);
  });
});

describe("staff who use AI, counted or in French", () => {
  it.each([
    "J'utilise Copilot dans Edge pour résumer des devis. Quelques jeunes ingénieurs utilisent ChatGPT, sans règle.",
    "I draft letters with ChatGPT. Three associates use ChatGPT for research memos.",
    "I use Claude. Some of our estimators paste drawings into ChatGPT.",
    "Plusieurs techniciennes utilisent Gemini pour leurs rapports.",
  ])("reads %j as staff using AI today", (aiExperience) => {
    const text = documents(firm({ aiToolsUsed: ["chatgpt"], aiExperience }));
    expect(text).not.toMatch(/nobody at .* uses AI for work yet|own use, no AI is in use/);
  });

  // Round 21: a vet's associates on an AI scribe the catalogue does not know.
  it.each([
    "Two of our associates started using ScribbleVet on their own phones last spring to write SOAP notes, and they love it.",
    "I use ChatGPT. Our estimators use Kojo Assist to build quotes from drawings.",
  ])("reads %j, a product the catalogue does not know, as staff using AI today", (aiExperience) => {
    const text = documents(firm({ aiToolsUsed: ["chatgpt"], aiExperience }));
    expect(text).not.toMatch(/nobody at .* uses AI for work yet|own use, no AI is in use/);
  });

  it.each([
    "I use ChatGPT. Our planners use Excel for the schedules.",
    "I use ChatGPT. Our bookkeeper uses QuickBooks Online.",
  ])("does not read %j, office software or a known system, as AI in use", (aiExperience) => {
    const text = documents(firm({ aiToolsUsed: ["chatgpt"], aiExperience }));
    expect(text).toMatch(/nobody at .* uses AI for work yet|own use, no AI is in use/);
  });

  it.each([
    "J'utilise ChatGPT pour mes courriels. Quelques clients nous ont demandé si nous utilisons l'IA.",
    "I use ChatGPT. Three customers asked whether we use AI.",
  ])("does not read %j as staff using AI", (aiExperience) => {
    const text = documents(firm({ aiToolsUsed: ["chatgpt"], aiExperience }));
    expect(text).toMatch(/nobody at .* uses AI for work yet|own use, no AI is in use/);
  });
});
