import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { inputFor } from "@/tests/helpers/test-personas";
import { generateReport } from "./documents";
import { aiUsesOf, pilotsEnded, toolsEnded } from "./ai-uses";

/**
 * Review r14 class 3: who uses AI at work, and whether each use goes on, is read from the
 * executive's words, and outranks the tick-boxes. A colleague named by first name who uses a
 * tool is use at work; a use stopped, blocked or failed is none, is never "what already works",
 * and a ticked tool the words show blocked is never reviewed as in use.
 */

const report = (more: Partial<AssessmentInput>) => {
  const input = inputFor(
    makeAnswers({
      companyName: "Harbourline Dental Lab",
      executiveName: "Owen Brandt",
      companyEmployees: "11-50",
      orgPosture: "curious",
      orgAiElements: ["none_yet"],
      aiFriction: undefined,
      otherChallenge: undefined,
      ...more,
    }),
  );
  return generateReport(input).markdownReport;
};

describe("a colleague's use the executive names", () => {
  it.each([
    [
      "en",
      "Priya uses it to draft replies to clinics, which works well. I use ChatGPT for letters.",
      "Priya uses it to draft replies to clinics, which works well",
    ],
    [
      "en, with the role between commas",
      "Hamid, our lab manager, uses ChatGPT to write the case notes; it saves him time.",
      "Hamid, our lab manager, uses ChatGPT to write the case notes",
    ],
    [
      "fr",
      "Notre adjointe, Chantal, utilise ChatGPT pour les courriels aux cliniques.",
      "Notre adjointe, Chantal, utilise ChatGPT pour les courriels aux cliniques",
    ],
  ])("is use at work, never 'nobody uses AI' (%s)", (_, aiExperience, said) => {
    const md = report({ aiExperience, aiToolsUsed: ["chatgpt"] });
    expect(md).not.toMatch(/nobody at Harbourline Dental Lab uses AI/i);
    expect(md).not.toMatch(/No AI is in use across Harbourline Dental Lab/);
    expect(md).toContain(`has people using AI on their own (you wrote “${said}`);
  });

  it("is AI in what the company runs: 'Our delivery vans use its AI dash cams'", () => {
    const md = report({
      aiExperience:
        "Our delivery vans use its AI dash cams from Samsara, which the drivers dislike.",
      aiToolsUsed: ["other"],
    });
    expect(md).not.toMatch(/no AI is in use across/i);
    expect(md).toContain("has people using AI on their own");
  });
});

describe("a use stopped, blocked or failed", () => {
  it.each([
    [
      "en, told to stop",
      "Tomas, our head technician, tried it for the sterilisation log and I told him to stop - that has to come from our quality system, not a chatbot.",
    ],
    [
      "fr, retiré",
      "On a testé pendant deux mois un clavardage IA sur notre site : il répondait n'importe quoi, on l'a retiré.",
    ],
    [
      "en, failed",
      "Last spring we trialled a scanning app to read the paper work orders: it failed on about a third of them and checking took longer than typing.",
    ],
  ])("is never quoted as what already works (%s)", (_, aiExperience) => {
    const md = report({
      aiExperience,
      aiToolsUsed: ["chatgpt"],
      businessChallenges: [],
      aiDepartments: ["customer_service"],
    });
    expect(md).not.toMatch(/(?:Move|Make) what already works/);
    expect(md).not.toMatch(/as quick as the ones already drafted this way/);
  });

  it("is no routine question to answer: a failed trial on delivery tickets", () => {
    const md = report({
      aiExperience:
        "Last winter we trialled an app to read the delivery tickets: handwriting on wet tickets failed half the time, so we went back to typing.",
      aiToolsUsed: ["chatgpt"],
      businessChallenges: [],
    });
    expect(md).not.toMatch(/Answer routine questions faster[^\n]*delivery tickets/);
    expect(md).toMatch(/treat the failure you described \(“Last winter we trialled an app/);
  });

  it.each([
    [
      "en",
      "Our bookkeeper uses Microsoft Copilot for reconciliations. Some staff used free ChatGPT before our policy; we now block it on office devices.",
      "Client data stays in Canada.",
    ],
    [
      "fr",
      "Notre contrôleur utilise Copilot pour les rapprochements. Quelques employés utilisaient ChatGPT; on l'a bloqué sur les postes du bureau.",
      "Les données des clients restent au Canada.",
    ],
  ])("is a ticked tool not reviewed or costed as in use (%s)", (_, aiExperience, aiFriction) => {
    const md = report({
      aiExperience,
      aiFriction,
      aiToolsUsed: ["chatgpt", "copilot"],
      enterprisePlatforms: ["microsoft365"],
    });
    expect(md).toMatch(
      /your answers say ChatGPT, ticked too, is now blocked or banned for work, so it is not counted as in use/,
    );
    expect(md).not.toMatch(/ChatGPT, already in use/);
    expect(md).not.toMatch(/review the use of ChatGPT/i);
  });

  it("reads the status of each use, and only an ended use ends a tool", () => {
    const answers = makeAnswers({
      aiExperience:
        "Kim uses ChatGPT for quotes, which works well. Two techs trialled an AI scheduler; Lena stopped it after a week.",
    });
    expect(aiUsesOf(answers, ["ChatGPT"]).map((u) => u.status)).toEqual([
      "in use",
      "stopped",
      "stopped",
    ]);
    expect(toolsEnded(answers, ["ChatGPT"])).toEqual([]);
  });
});

describe("pilots ticked, and the one described was stopped", () => {
  it.each([
    [
      "en",
      "exploring",
      "We ran a vision pilot on the paint line with a vendor last year: too many false rejects and we shelved it.",
    ],
    [
      "fr",
      "activating",
      "Nous avons fait un projet pilote de prévision avec un fournisseur l'an dernier, mais on l'a abandonné après trois mois.",
    ],
  ])("is no 'runs sanctioned AI pilots' (%s)", (_, orgPosture, aiExperience) => {
    const md = report({
      aiExperience,
      orgPosture: orgPosture as AssessmentInput["orgPosture"],
      orgAiElements: ["dept_pilots"],
      aiToolsUsed: ["chatgpt"],
    });
    expect(md).not.toMatch(/runs sanctioned AI pilots/);
    expect(md).not.toMatch(/Sanctioned pilots are already running/);
    expect(md).not.toMatch(/pilots are under way/);
    expect(md).toContain("has run AI pilots, but none is known to be running now");
    expect(pilotsEnded(makeAnswers({ aiExperience }))).not.toBeNull();
  });

  it("keeps 'runs sanctioned AI pilots' for a pilot that goes on", () => {
    const md = report({
      aiExperience: "We are piloting an AI scheduler with four dispatchers and it saves them time.",
      orgPosture: "activating",
      orgAiElements: ["dept_pilots"],
    });
    expect(md).toMatch(/runs sanctioned AI pilots/);
  });
});

describe("review r27: licences let go", () => {
  const said =
    "Our HR manager, Priya Natarajan, used Microsoft 365 Copilot for five months last year to write job postings; she estimates it saved her 3 hours a week, but we did not renew the 5 licences because nobody else in the office had time to learn it.";

  it("end the use, whatever else the sentence says", () => {
    const answers = makeAnswers({ aiToolsUsed: ["copilot"], aiExperience: said });
    expect(aiUsesOf(answers, ["Microsoft Copilot"]).map((u) => u.status)).toEqual([
      "stopped",
      "stopped",
    ]);
    const md = report({ aiToolsUsed: ["copilot"], aiExperience: said });
    expect(md).not.toMatch(/Already paid for: no new spending to keep it/);
    expect(md).not.toMatch(/### \d\. Microsoft 365 Copilot \(/);
  });
});

describe("review r28: a tool of its own in a later sentence", () => {
  const experience =
    "Nous avons acheté 15 licences Microsoft 365 Copilot en janvier pour la direction et les finances. On a essayé Otter.ai pour les réunions du comité SGS l'automne dernier et on l'a abandonné après trois semaines.";

  it("ends that tool, never the ticked one named before it", () => {
    const answers = makeAnswers({ aiToolsUsed: ["copilot"], aiExperience: experience });
    expect(toolsEnded(answers, ["Microsoft Copilot"])).toEqual([]);
    const md = report({ aiToolsUsed: ["copilot"], aiExperience: experience });
    expect(md).not.toMatch(/Microsoft Copilot, ticked too, was stopped at work/);
  });

  it("reads a Twin Otter as an aircraft, never as Otter.ai in use", () => {
    const md = report({
      aiExperience: experience,
      otherChallenge: "On exploite 11 appareils (Dash 8-100, King Air 200, Twin Otter).",
    });
    expect(md).not.toMatch(/Otter\.ai[^.]*already in use|use of Otter\.ai/);
  });
});

it("reads a directive banning consumer AI tools as the end of the use it followed (review r28)", () => {
  const said =
    "Before that, I found staff pasting draft RTIPPA responses into personal ChatGPT accounts, which is why we issued an IT directive in March 2024 banning consumer AI tools on Town devices.";
  expect(aiUsesOf(makeAnswers({ aiExperience: said }), ["ChatGPT"])[0]?.status).toBe("blocked");
  expect(
    aiUsesOf(
      makeAnswers({
        aiExperience:
          "We issued a policy banning cameras on the floor, and our planners use ChatGPT daily.",
      }),
      ["ChatGPT"],
    )[0]?.status,
  ).toBe("in use");
});

it("reads a use told of as before a ban as ended (review r29)", () => {
  const said =
    "Before the ban, several lawyers had pasted client emails into ChatGPT; we have no record of how many. I use Copilot Chat only for non-client drafting such as staff policies.";
  const uses = aiUsesOf(makeAnswers({ aiExperience: said }), ["ChatGPT", "Microsoft Copilot"]);
  expect(uses.find((u) => u.tools.includes("ChatGPT"))?.status).toBe("blocked");
  expect(uses.find((u) => u.tools.includes("Microsoft Copilot"))?.status).toBe("in use");
});

it("reads a team's try that 'stopped when' it was questioned as ended (review r29)", () => {
  const said =
    "Marketing tried ChatGPT for newsletter copy last year and stopped when our Chief Risk Officer asked where the prompts were stored.";
  expect(aiUsesOf(makeAnswers({ aiExperience: said }), ["ChatGPT"])[0]?.status).toBe("stopped");
});
