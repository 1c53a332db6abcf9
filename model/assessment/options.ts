/**
 * Every option of the assessment: the stored value (as the spec gives it) and the label
 * people read. The single source for the wizard, the validation schema, the scoring model,
 * the report generators and the admin views.
 */

import { exclusiveValues, options, type Option } from "./option";
import {
  businessModelOptions,
  employeeOptions,
  headOfficeOptions,
  industryOptions,
  marketOptions,
  officeExpansionOptions,
  revenueOptions,
} from "./profile-options";

// The first step's lists live apart, so the wizard's first load carries only them.
export { exclusiveValues, type Option };
export {
  businessModelOptions,
  employeeOptions,
  headOfficeOptions,
  industryOptions,
  marketOptions,
  officeExpansionOptions,
  revenueOptions,
};

export const aiToolOptions = options([
  { value: "chatgpt", label: "ChatGPT" },
  { value: "claude", label: "Claude" },
  { value: "gemini", label: "Gemini" },
  { value: "midjourney", label: "Midjourney" },
  { value: "copilot", label: "Microsoft Copilot" },
  { value: "perplexity", label: "Perplexity" },
  { value: "none", label: "None yet" },
  { value: "other", label: "Other" },
]);

export const perceptionOptions = options([
  { value: "major_opportunity", label: "A major opportunity for our business" },
  { value: "potential_threat", label: "A potential threat we need to manage" },
  { value: "helpful_tool", label: "A helpful tool, nothing more" },
  { value: "overhyped", label: "Mostly overhyped" },
  { value: "not_sure", label: "Not sure yet" },
]);

export const orgElementOptions = options([
  { value: "ai_policy", label: "A written AI use policy" },
  { value: "dept_pilots", label: "Pilots in one or more departments" },
  { value: "steering_committee", label: "An AI steering committee" },
  { value: "dedicated_budget", label: "A dedicated AI budget" },
  { value: "internal_champions", label: "Internal AI champions" },
  { value: "external_consultants", label: "External AI consultants" },
  { value: "none_yet", label: "None of these yet" },
]);

export const postureOptions = options([
  {
    value: "fearful",
    label: "Fearful",
    description: "People worry AI will replace them or create risk.",
  },
  {
    value: "curious",
    label: "Curious",
    description: "Interest is growing, but little has been tried.",
  },
  {
    value: "exploring",
    label: "Exploring",
    description: "Individuals experiment with tools on their own.",
  },
  {
    value: "activating",
    label: "Activating",
    description: "Sanctioned pilots are under way with clear goals.",
  },
  {
    value: "championing",
    label: "Championing",
    description: "AI is part of how we plan, work and compete.",
  },
]);

export const departmentOptions = options([
  { value: "hr", label: "Human Resources" },
  { value: "finance", label: "Finance" },
  { value: "sales", label: "Sales" },
  { value: "marketing", label: "Marketing" },
  { value: "operations", label: "Operations" },
  { value: "customer_service", label: "Customer Service" },
  { value: "product", label: "Product" },
  { value: "executive", label: "Executive Team" },
  { value: "supply_chain", label: "Supply Chain" },
]);

export const platformOptions = options([
  { value: "salesforce", label: "Salesforce" },
  { value: "microsoft365", label: "Microsoft 365" },
  { value: "hubspot", label: "HubSpot" },
  { value: "netsuite", label: "NetSuite" },
  { value: "sap", label: "SAP" },
  { value: "workday", label: "Workday" },
  { value: "slack", label: "Slack" },
  { value: "zoom", label: "Zoom" },
  { value: "jira", label: "Jira" },
  { value: "quickbooks", label: "QuickBooks" },
  { value: "none", label: "None of these" },
]);

export const preparednessOptions = options([
  { value: "not_at_all", label: "Not at all prepared" },
  { value: "somewhat", label: "Somewhat prepared" },
  { value: "fully", label: "Fully prepared" },
]);

export const householdUseOptions = options([
  { value: "scheduling", label: "Scheduling and planning" },
  { value: "finances", label: "Household finances" },
  { value: "travel", label: "Travel planning" },
  { value: "shopping", label: "Shopping" },
  { value: "health", label: "Health and fitness" },
  { value: "education", label: "Education and homework" },
  { value: "entertainment", label: "Entertainment" },
  { value: "other", label: "Other" },
]);

export const childConcernOptions = options([
  { value: "shortcuts", label: "Using AI as a shortcut instead of learning" },
  { value: "content", label: "Exposure to inappropriate content" },
  { value: "thinking", label: "Weaker critical thinking" },
  { value: "social", label: "Less real-world social connection" },
  { value: "self_esteem", label: "Effects on self-esteem" },
  { value: "privacy", label: "Privacy and personal data" },
  { value: "none", label: "No particular concerns" },
  { value: "no_children", label: "No children at home" },
]);

export const householdRulesOptions = options([
  { value: "no_rules", label: "We have no rules yet" },
  { value: "informal", label: "Informal guidelines" },
  { value: "difficult", label: "Rules that are difficult to enforce" },
  { value: "enforced", label: "Clear rules that we enforce" },
]);

/** The option list of every answer chosen from options (challenges depend on the industry). */
export const optionsByField = {
  companyRevenue: revenueOptions,
  companyEmployees: employeeOptions,
  companyIndustry: industryOptions,
  companyBusinessModel: businessModelOptions,
  companyMarkets: marketOptions,
  headOfficeLocation: headOfficeOptions,
  officeExpansion: officeExpansionOptions,
  aiToolsUsed: aiToolOptions,
  aiPerception: perceptionOptions,
  orgAiElements: orgElementOptions,
  orgPosture: postureOptions,
  aiDepartments: departmentOptions,
  enterprisePlatforms: platformOptions,
  preparednessLevel: preparednessOptions,
  householdAiUse: householdUseOptions,
  childAiConcerns: childConcernOptions,
  rulesForChildren: householdRulesOptions,
} as const satisfies Record<string, readonly Option[]>;
export type OptionField = keyof typeof optionsByField;

type Values<T extends readonly Option[]> = T[number]["value"];
export const valuesOf = <T extends readonly Option[]>(list: T) =>
  list.map((o) => o.value) as [Values<T>, ...Values<T>[]];

export type Industry = Values<typeof industryOptions>;
export type Revenue = Values<typeof revenueOptions>;
export type Employees = Values<typeof employeeOptions>;
export type Posture = Values<typeof postureOptions>;
export type Perception = Values<typeof perceptionOptions>;
export type OrgElement = Values<typeof orgElementOptions>;
export type Department = Values<typeof departmentOptions>;
export type Platform = Values<typeof platformOptions>;
export type AiTool = Values<typeof aiToolOptions>;

/** The label of a stored value, or the value itself when it is unknown. */
export function labelOf(list: readonly Option[], value: string | null | undefined): string {
  if (!value) return "";
  return list.find((o) => o.value === value)?.label ?? value;
}
