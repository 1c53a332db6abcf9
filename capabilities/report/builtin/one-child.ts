import type { ReportData } from "@/model/documents/report-schemas";

type FamilyStrategies = NonNullable<ReportData["familyStrategies"]>;

/**
 * The family section for a family whose own words name one child ("our daughter Léa", « mon
 * fils »): the texts are written for children, and read here as "your child", with the verb that
 * follows it in the singular. Sentences about children in general ("children copy what they
 * see") and the names of services (Kids Help Phone) are left as written.
 */
const ONE_CHILD: readonly (readonly [RegExp, string])[] = [
  // The verb only where the children are its subject: "the concerns about the children are" stays plural.
  [/(?<!about )\b(?:the|your) children are\b/g, "your child is"],
  [/(?<!about )\b(?:the|your) children (already )?use\b/g, "your child $1uses"],
  [/(?<!about )\b(?:the|your) children grow\b/g, "your child grows"],
  [/\b(?:the|your) children's\b/g, "your child's"],
  [/\b(?:the|your) children\b/g, "your child"],
  [/\b(?:The|Your) children\b/g, "Your child"],
  [/\beach child\b/g, "your child"],
  [/\bolder children\b/g, "your child"],
  [/\bfor younger children\b/g, "while your child is young"],
];

const forOneChild = (text: string) =>
  ONE_CHILD.reduce((written, [words, singular]) => written.replace(words, singular), text);

/** The family's strategies with every "children" that means this family's one child made singular. */
export function strategiesForOneChild(s: FamilyStrategies): FamilyStrategies {
  return {
    ...s,
    preparednessAssessment: forOneChild(s.preparednessAssessment),
    householdUsageAnalysis: forOneChild(s.householdUsageAnalysis),
    childSafetyRecommendations: s.childSafetyRecommendations.map((r) => ({
      ...r,
      title: forOneChild(r.title),
      description: forOneChild(r.description),
    })),
    familyBestPractices: s.familyBestPractices.map((p) => ({
      ...p,
      ageGroup: forOneChild(p.ageGroup),
      title: forOneChild(p.title),
      description: forOneChild(p.description),
    })),
  };
}
