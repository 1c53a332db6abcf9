/** Valid assessments for the load and the generator: 24 distinct personas over every industry. */
import { challengesFor } from "@/model/assessment/challenges";
import {
  employeeOptions,
  industryOptions,
  perceptionOptions,
  postureOptions,
  preparednessOptions,
  revenueOptions,
  householdRulesOptions,
  valuesOf,
} from "@/model/assessment/options";
import { assessmentInputSchema, type AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers, maximumAnswers, minimumAnswers } from "@/tests/helpers/test-answers";

const pick = <T>(list: readonly T[], i: number) => list[i % list.length];

const names = [
  "Dana Reyes",
  "Priya Natarajan",
  "Marc Tremblay",
  "Aiko Tanaka",
  "Samuel Okafor",
  "Ingrid Larsen",
  "Mateo Alvarez",
  "Chloe Dubois",
  "Raj Mehta",
  "Fatima Haddad",
  "Liam O'Connor",
  "Mei Chen",
  "Noah Fischer",
  "Amara Nwosu",
  "Elena Petrova",
  "Jonas Berg",
  "Sofia Rossi",
  "Omar Saleh",
  "Hannah Kim",
  "Lucas Moreau",
  "Zoe Walker",
  "Kenji Sato",
];
const titles = [
  "CEO",
  "COO",
  "VP Operations",
  "CFO",
  "Managing Director",
  "Head of Strategy",
  "President",
  "Director of IT",
];
const departmentSets = [
  ["sales", "marketing", "operations"],
  ["finance", "customer_service", "executive"],
  ["operations", "supply_chain"],
  ["hr", "product", "marketing"],
] as const;
const platformSets = [
  ["microsoft365", "hubspot"],
  ["salesforce", "slack"],
  ["sap", "workday"],
  ["none"],
] as const;
const orgSets = [
  ["dept_pilots", "internal_champions"],
  ["ai_policy", "steering_committee", "dedicated_budget"],
  ["none_yet"],
  ["external_consultants"],
] as const;
const toolSets = [
  ["chatgpt", "copilot"],
  ["claude", "perplexity"],
  ["none"],
  ["chatgpt", "gemini", "midjourney"],
] as const;

/** 22 personas over the 11 industries (two each, different sizes and postures) + the extremes. */
export function personas(): AssessmentInput[] {
  const industries = valuesOf(industryOptions);
  const list: AssessmentInput[] = [];
  for (let i = 0; i < 22; i++) {
    const industry = pick(industries, i);
    const challengeCount = challengesFor(industry).length;
    const name = names[i];
    list.push(
      makeAnswers({
        executiveName: name,
        executiveTitle: pick(titles, i),
        executiveEmail: `${name.toLowerCase().replace(/[^a-z]+/g, ".")}@example.com`,
        companyName: `${name.split(" ")[1]} ${pick(["Holdings", "Group", "Partners", "Industries"], i)}`,
        companyIndustry: industry,
        companyRevenue: pick(valuesOf(revenueOptions), i * 3),
        companyEmployees: pick(valuesOf(employeeOptions), i * 5),
        businessChallenges: [0, 1, 2]
          .slice(0, 1 + (i % 3))
          .map((k) => challengesFor(industry)[(i + k) % challengeCount].value),
        aiConfidence: 1 + ((i * 7) % 10),
        aiToolsUsed: [...pick(toolSets, i)],
        aiPerception: pick(valuesOf(perceptionOptions), i),
        orgAiElements: [...pick(orgSets, i)],
        orgPosture: pick(valuesOf(postureOptions), i),
        aiDepartments: [...pick(departmentSets, i)],
        enterprisePlatforms: [...pick(platformSets, i)],
        preparednessLevel: pick(valuesOf(preparednessOptions), i),
        rulesForChildren: pick(valuesOf(householdRulesOptions), i),
      }),
    );
  }
  list.push(minimumAnswers(), maximumAnswers());
  for (const answers of list) assessmentInputSchema.parse(answers); // every payload must be valid
  return list;
}
