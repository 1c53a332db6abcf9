import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { generateReport, generateRoadmap } from "./documents";
import { inputFor } from "@/tests/helpers/test-personas";

/**
 * The safe practice the executive states for a tool in use ("always with no client names in
 * it", "sans aucun nom de patient") is acknowledged (review 8, class 6): no risk or step says client
 * data goes into that tool, none tells them to start doing what they do, and nothing is invented
 * ("the contracts it rests on").
 */

const read = (answers: AssessmentInput) => {
  const input = inputFor(answers);
  const { reportData, markdownReport } = generateReport(input);
  return {
    risks: reportData.risks.map((r) => `${r.risk} ${r.why}`).join("\n"),
    nextSteps: reportData.nextSteps.join("\n"),
    all: `${markdownReport}\n${JSON.stringify(generateRoadmap(input))}`,
  };
};

const accountant = (aiExperience: string, aiFriction?: string) =>
  makeAnswers({
    companyName: "Bow Valley Tax & Advisory",
    companyIndustry: "consulting",
    companyEmployees: "11-50",
    headOfficeLocation: "other",
    customLocation: "Calgary, AB",
    aiToolsUsed: ["chatgpt"],
    orgPosture: "exploring",
    otherChallenge: undefined,
    aiExperience,
    aiFriction,
  });
const physio = (aiExperience: string, aiFriction?: string) =>
  makeAnswers({
    companyName: "Physio Rive-Nord",
    companyIndustry: "healthcare",
    companyEmployees: "11-50",
    headOfficeLocation: "other",
    customLocation: "Terrebonne, QC",
    aiToolsUsed: ["chatgpt"],
    orgPosture: "exploring",
    otherChallenge: undefined,
    aiExperience,
    aiFriction,
  });
const broker = (aiExperience: string, aiFriction?: string) =>
  makeAnswers({
    companyName: "Harbour Mutual Insurance Brokers",
    companyIndustry: "financial-services",
    companyEmployees: "11-50",
    headOfficeLocation: "other",
    customLocation: "Halifax, NS",
    aiToolsUsed: ["chatgpt"],
    orgPosture: "exploring",
    otherChallenge: undefined,
    aiExperience,
    aiFriction,
  });

describe.each([
  [
    "an Alberta tax practice",
    accountant,
    "I use ChatGPT for newsletter drafts, never with client names or numbers.",
    "I paste client names into ChatGPT to draft engagement letters.",
    "Client data must stay in Canada.",
  ],
  [
    "a Quebec physiotherapy clinic, in French",
    physio,
    "J'utilise ChatGPT le soir pour mes infolettres, sans aucun nom de patient.",
    "Je colle les noms des patients dans ChatGPT pour rédiger les lettres.",
    "Les données de nos patients doivent rester au Canada.",
  ],
  [
    "a Nova Scotia insurance broker",
    broker,
    "Our account managers use ChatGPT to tidy renewal emails, always anonymised first.",
    "Our account managers paste whole renewal files into ChatGPT.",
    "Policyholder data has to be stored in Canada only.",
  ],
])("%s", (_case, company, safe, unsafe, residency) => {
  const kept = read(company(safe));
  const pasted = read(company(unsafe));
  const keptWithRule = read(company(safe, residency));
  const pastedWithRule = read(company(unsafe, residency));

  it("acknowledges the stated practice instead of saying client data may already be going in", () => {
    expect(kept.risks).toMatch(/Identifying details are kept out of ChatGPT today, as you wrote/);
    expect(kept.risks).toContain(`You wrote “${safe.replace(/\.$/, "")}”`);
    expect(kept.risks).not.toMatch(/may already be going into personal ChatGPT/);
    // Words that state no safe practice leave the risk as it was.
    expect(pasted.risks).not.toMatch(/Identifying details are kept out/);
  });

  it("under a residency rule, neither accuses the tool in use nor asks to review what is already kept", () => {
    expect(keptWithRule.risks).not.toMatch(/Client data (?:could go|goes) into ChatGPT/);
    expect(keptWithRule.nextSteps).not.toMatch(/review the use of ChatGPT/);
    expect(pastedWithRule.risks).toMatch(/Client data could go into ChatGPT/);
    expect(pastedWithRule.nextSteps).toMatch(
      /review the use of ChatGPT against your rule \(you wrote “/,
    );
  });

  it("invents no contracts the executive never named", () => {
    for (const said of [kept, pasted, keptWithRule, pastedWithRule])
      expect(said.risks).not.toMatch(/contracts it rests on/);
  });
});

describe("a camera ban: no risk speaks of camera data", () => {
  const carrier = (aiFriction: string, where: Partial<AssessmentInput>) =>
    makeAnswers({
      companyIndustry: "other",
      companyEmployees: "51-200",
      otherChallenge:
        "We are a trucking company with 40 trucks and dispatch still runs on a whiteboard.",
      aiExperience: undefined,
      aiFriction,
      ...where,
    });
  const risks = (a: AssessmentInput) =>
    generateReport(inputFor(a))
      .reportData.risks.map((r) => `${r.risk} ${r.mitigation}`)
      .join("\n");

  it.each([
    [
      "an Alberta hauler",
      "We will not allow cameras in our trucks.",
      {
        companyName: "Foothills Haulage",
        headOfficeLocation: "other",
        customLocation: "Red Deer, AB",
      },
    ],
    [
      "un transporteur de la Beauce, in French",
      "Pas de caméras dans nos camions, point final.",
      {
        companyName: "Transport Chaudière",
        headOfficeLocation: "other",
        customLocation: "Saint-Georges, QC",
      },
    ],
    [
      "a Manitoba grain hauler",
      "No dash cameras, the drivers would quit.",
      {
        companyName: "Red River Grain Haul",
        headOfficeLocation: "other",
        customLocation: "Brandon, MB",
      },
    ],
  ] as const)("%s", (_case, ban, where) => {
    const banned = risks(carrier(ban, where));
    const open = risks(carrier("Our yard cameras already record the gate.", where));
    expect(open).toMatch(/drivers' camera and telematics data/);
    expect(banned).toMatch(/drivers' telematics data/);
    expect(banned).not.toMatch(/camera/i);
  });
});
