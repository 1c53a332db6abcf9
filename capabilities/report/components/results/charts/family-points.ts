import { familyPartApplies } from "@/model/documents/format";
import type { FamilyPoint } from "./chart-data";

const familyParts = [
  ["preparednessScore", "Preparedness"],
  ["usageScore", "Household use"],
  ["childSafetyScore", "Child safety"],
  ["rulesScore", "Household rules"],
] as const;

export type FamilyBreakdown = Record<(typeof familyParts)[number][0], number>;

/** The parts that apply: without children at home, child safety and rules are left out. */
export const familyPoints = (
  breakdown: FamilyBreakdown,
  noChildrenAtHome?: boolean,
): FamilyPoint[] =>
  familyParts
    .filter(([key]) => familyPartApplies(key, noChildrenAtHome))
    .map(([key, label]) => ({ label, score: breakdown[key] }));
