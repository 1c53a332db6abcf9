/** What the charts draw and their tables read. Nothing imported at run time: the client charts load it. */
import type { ReadinessPillar } from "@/model/scoring";

/** A pillar as the charts draw it: its share of its own maximum, in percent. */
export interface PillarPoint {
  label: string;
  points: number;
  max: number;
  percent: number;
}

export type PillarInput = Pick<ReadinessPillar, "label" | "points" | "max">;

export const pillarPoints = (pillars: readonly PillarInput[]): PillarPoint[] =>
  pillars.map(({ label, points, max }) => ({
    label,
    points,
    max,
    percent: max > 0 ? Math.round((points / max) * 100) : 0,
  }));

export const pillarTable = {
  columns: [
    { header: "Pillar" },
    { header: "Points", numeric: true },
    { header: "Out of", numeric: true },
    { header: "Share", numeric: true },
  ],
  rows: (points: readonly PillarPoint[]) =>
    points.map((p) => [p.label, p.points, p.max, `${p.percent}%`] as const),
} as const;

export interface FamilyPoint {
  label: string;
  score: number;
  /** The part's share of the family score, in percent. */
  share: number;
}

export const familyTable = {
  columns: [
    { header: "Part" },
    { header: "Score out of 10", numeric: true },
    { header: "Share of the score", numeric: true },
  ],
  rows: (points: readonly FamilyPoint[]) =>
    points.map((p) => [p.label, p.score, `${p.share}%`] as const),
} as const;
