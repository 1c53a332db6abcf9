import type { AssessmentInput } from "@/model/assessment/schemas";

/**
 * A 160-bed long-term care home in Sudbury, Ontario, as review r22 read it: charting in
 * PointClickCare, unionised staff, residents who consent through substitute decision-makers,
 * and its IT at the chain's head office.
 */
export const maplecrest: Partial<AssessmentInput> = {
  executiveTitle: "Administrator",
  companyName: "Maplecrest Long-Term Care Home",
  companyRevenue: "10m-50m",
  companyEmployees: "201-500",
  companyIndustry: "healthcare",
  companyBusinessModel: "b2c",
  headOfficeLocation: "other",
  customLocation: "Sudbury, Ontario",
  businessChallenges: [
    "addressing_staff_shortages_and_burnout",
    "reducing_clinician_administrative_burden",
    "protecting_patient_privacy_and_data_security",
  ],
  otherChallenge:
    "We are a 160-bed long-term care home. Our RPNs spend close to two hours a shift charting in PointClickCare, and the Ministry's inspectors want every fall, every medication incident and every complaint documented within 24 hours. We lose about one PSW a month to hospitals that pay more.",
  aiConfidence: 3,
  aiToolsUsed: ["chatgpt"],
  aiExperience:
    "I have used ChatGPT to draft letters to families and a newsletter. Nobody on the floor uses AI, and I am nervous about anything touching resident records.",
  aiPerception: "potential_threat",
  orgAiElements: ["none_yet"],
  orgPosture: "curious",
  aiFriction:
    "Our PSWs and RPNs belong to ONA and SEIU, and the unions will ask what any new tool means for workload and surveillance. Half our residents have dementia and many cannot consent for themselves; their substitute decision-makers must agree to anything that records them. We have no IT person on site: the chain's IT is in Toronto.",
  aiDepartments: ["operations", "hr", "executive"],
  enterprisePlatforms: ["microsoft365"],
  otherPlatforms: "PointClickCare, UKG for scheduling",
  preparednessLevel: "not_at_all",
  householdAiUse: ["health", "shopping"],
  childAiConcerns: ["no_children"],
  rulesForChildren: "no_rules",
};
