import type { AssessmentInput } from "@/model/assessment/schemas";
import { documentsText } from "@/tests/helpers/documents-text";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { challenges, headOfficeAt } from "@/tests/helpers/test-personas";

/**
 * Answers the report must read as written (review r18 class 5), on a carrier writing in English
 * and a greenhouse writing in French: a budget stated with a hedge is read back, never called
 * missing; the tools ticked are named even when the words hand them to colleagues; a plan to
 * operate in the United States is no office there; a staff list or a rule is no friction; and
 * the "not yet" on AI facing customers keeps to the executive's own rule.
 */

const carrier: Partial<AssessmentInput> = {
  executiveName: "Maureen Gallant",
  executiveTitle: "Owner",
  companyName: "Fundy Reefer Carriers",
  companyIndustry: "other",
  companyEmployees: "11-50",
  companyRevenue: "1m-10m",
  ...headOfficeAt("Saint John, NB"),
  officeExpansion: ["united-states"],
  companyMarkets: "canada",
  businessChallenges: challenges("other", 1, 5),
  otherChallenge:
    "Our trucking dispatchers retype every load tender by hand, and we haul chilled seafood to New England every week.",
  aiToolsUsed: ["claude", "gemini", "other"],
  aiExperience:
    "Our planner, Wendell Hachey, uses Claude for rate sheets. Our bookkeeper turned on Gemini for the office staff last spring.",
  orgAiElements: ["none_yet"],
  aiDepartments: ["operations", "customer_service"],
  aiFriction:
    "Staff: me, two dispatchers (Wendell and Rita), eleven drivers and a mechanic. Budget for anything new is about $400 a month. We will never use facial recognition on our drivers. We do not want a chatbot answering the dispatch line. Drivers are too busy on the road to learn new tools.",
};

const greenhouse: Partial<AssessmentInput> = {
  executiveName: "Josée Bérubé",
  executiveTitle: "Propriétaire",
  companyName: "Serres Boréales",
  companyIndustry: "other",
  companyEmployees: "11-50",
  companyRevenue: "1m-10m",
  ...headOfficeAt("Rimouski, Québec"),
  officeExpansion: ["other-provinces"],
  companyMarkets: "canada",
  businessChallenges: challenges("other", 0, 2),
  aiToolsUsed: ["chatgpt"],
  aiExperience: "J'utilise ChatGPT pour mes courriels.",
  orgAiElements: ["none_yet"],
  aiDepartments: ["operations", "customer_service"],
  aiFriction:
    "Équipe : moi, deux serristes (Lucie et Marc) et six cueilleurs. Budget : environ 15 000 $ pour la première année. Nous n'utiliserons jamais la reconnaissance faciale sur les employés. Nous ne voulons pas de robot conversationnel qui répond aux clients. Les cueilleurs n'ont pas le temps de se former en pleine saison.",
};

let english = "";
let french = "";
let rosterOnly = "";
beforeAll(() => {
  english = documentsText(makeAnswers(carrier));
  french = documentsText(makeAnswers(greenhouse));
  // A team list and a rule, and nothing that says what gets in the way.
  rosterOnly = documentsText(
    makeAnswers({
      ...greenhouse,
      aiFriction:
        "Équipe : moi, deux serristes (Lucie et Marc) et six cueilleurs. Nous n'utiliserons jamais la reconnaissance faciale sur les employés.",
    }),
  );
});

it("reads a budget stated with a hedge back, never as missing (English and French)", () => {
  for (const text of [english, french]) {
    expect(text).not.toMatch(
      /dedicated AI budget|monthly spending line for AI tools[^ ]|budget or champions yet/,
    );
  }
  expect(english).toContain("a spending line for AI tools held to the C$400 a month you set");
  expect(french).toContain("its budget is the C$15,000 Josée Bérubé stated");
});

it("names the ticked tools when only the unnamed “Other” is left as the executive's own", () => {
  expect(english).toContain("personally uses AI tools other than Claude and Gemini");
  expect(english).not.toMatch(/personally uses other AI tools/);
});

it("reads a plan to operate in the United States as a plan, never as offices there", () => {
  expect(english).toContain("the United States, where you plan to operate or expand");
  expect(english).not.toMatch(/offices in the United States|offices in other provinces/);
});

it("quotes as friction only a sentence that says what gets in the way, never a staff list or a rule", () => {
  expect(english).toContain(
    "Where AI adoption meets friction, you wrote: “Drivers are too busy on the road to learn new tools”",
  );
  expect(french).toContain(
    "Where AI adoption meets friction, you wrote: “Les cueilleurs n'ont pas le temps de se former en pleine saison”",
  );
  expect(rosterOnly).not.toContain("Where AI adoption meets friction");
  // Nothing is said of a friction the executive did not name (review r20 class 3).
  expect(rosterOnly).not.toContain("You named no friction");
});

it("keeps the “not yet” on AI facing customers to the executive's own standing rule", () => {
  expect(english).toMatch(
    /No AI answering \w+ directly, now or later, as you wrote: “We do not want a chatbot answering the dispatch line”/,
  );
  expect(french).toMatch(
    /No AI answering \w+ directly, now or later, as you wrote: “Nous ne voulons pas de robot conversationnel/,
  );
  for (const text of [english, french]) expect(text).not.toContain("checked in-house for a month");
});
