import { familyParts, type FamilyPart } from "@/model/documents/format";
import type { FamilyPoint } from "./chart-data";

export type FamilyBreakdown = Record<FamilyPart, number>;

/** The parts that apply, each with its share of the score: without children at home, child safety and rules are left out. */
export const familyPoints = (
  breakdown: FamilyBreakdown,
  noChildrenAtHome?: boolean,
): FamilyPoint[] =>
  familyParts(noChildrenAtHome).map(({ part, label, share }) => ({
    label,
    score: breakdown[part],
    share,
  }));
