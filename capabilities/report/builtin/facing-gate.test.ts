import type { AssessmentInput } from "@/model/assessment/schemas";
import { findTool } from "@/capabilities/report/content/tools";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { readConstraints } from "./constraints";
import { generateReport } from "./documents";
import { inputFor } from "@/tests/helpers/test-personas";

/**
 * A gate on anything customer-facing ("I need to win back trust before trying anything
 * owner-facing", review 8, class 1) is a rule: quoted as respected, never quoted as the reason for
 * an owner-facing step, and no tool that answers those people is recommended.
 */

const read = (answers: AssessmentInput) => {
  const { reportData } = generateReport(inputFor(answers));
  const { phase1, phase2, phase3 } = reportData.roadmap;
  return {
    position: reportData.brief!.position,
    actions: [phase1, phase2, phase3].flatMap((p) => p.initiatives ?? []).map((i) => i.action),
    tools: reportData.recommendedApplications.map((t) => t.name),
  };
};

describe.each([
  [
    "a Saskatchewan dental office",
    {
      companyName: "Prairie Smiles Dental",
      companyIndustry: "healthcare",
      companyEmployees: "11-50",
      headOfficeLocation: "other",
      customLocation: "Regina, SK",
    },
    "After last year's booking bot gave wrong answers, patients complained and I need to rebuild trust before trying anything patient-facing.",
  ],
  [
    "a Yukon lodge",
    {
      companyName: "Klondike Ridge Lodge",
      companyIndustry: "travel-hospitality-tourism",
      companyEmployees: "11-50",
      headOfficeLocation: "other",
      customLocation: "Whitehorse, YT",
    },
    "The chatbot we tried annoyed our regulars, so we will wait before launching anything guest-facing.",
  ],
  [
    "un syndicat de copropriété à Gatineau, in French",
    {
      companyName: "Gestion Outaouais Condo",
      companyIndustry: "real-estate",
      companyEmployees: "11-50",
      headOfficeLocation: "other",
      customLocation: "Gatineau, QC",
    },
    "Après l'échec du robot conversationnel, je veux regagner la confiance avant d'essayer quoi que ce soit qui s'adresse aux copropriétaires.",
  ],
] as const)("%s", (_case, shape, gate) => {
  const gated = read(makeAnswers({ ...shape, aiFriction: gate }));

  it("quotes the gate as respected and never as the reason for a customer-facing step", () => {
    const respected = gated.position.split("What this report respects, in your words:")[1] ?? "";
    expect(respected).toContain(`“${gate.replace(/\.$/, "")}”`);
    for (const action of gated.actions) expect(action).not.toContain(gate.slice(0, 25));
  });

  it("recommends no tool that answers those people", () => {
    for (const name of gated.tools) expect(findTool(name)?.answersCustomers ?? false).toBe(false);
  });
});

it.each([
  "Our customer-facing staff are busy before Christmas.",
  "Before trying anything new we ask the team.",
])("reads no gate in %j", (text) => {
  expect(readConstraints(makeAnswers({ aiFriction: text }))).toEqual([]);
});
