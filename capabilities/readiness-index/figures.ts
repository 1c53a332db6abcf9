import { challengeLabels } from "@/model/assessment/challenges";
import { departmentOptions, orgElementOptions, postureOptions } from "@/model/assessment/options";
import type { IndexFigures, IndexRow, Share } from "./types";

/** The readiness score's bands, in order (scores are 0-100). */
export const SCORE_BANDS = [
  { value: "0-19", label: "0 – 19", low: 0 },
  { value: "20-39", label: "20 – 39", low: 20 },
  { value: "40-59", label: "40 – 59", low: 40 },
  { value: "60-79", label: "60 – 79", low: 60 },
  { value: "80-100", label: "80 – 100", low: 80 },
] as const;

/** How many challenges a group lists: the most named. */
export const TOP_CHALLENGES = 5;

export function median(values: readonly number[]): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return Math.round(value * 10) / 10;
}

const percentOf = (count: number, total: number) => Math.round((100 * count) / total);

/** The share of the rows that chose each option (a row counts once per option). */
function shares(
  rows: readonly IndexRow[],
  picks: (row: IndexRow) => readonly string[],
  options: readonly { value: string; label: string }[],
): Share[] {
  return options.map(({ value, label }) => ({
    value,
    label,
    percent: percentOf(rows.filter((row) => picks(row).includes(value)).length, rows.length),
  }));
}

/** The challenges named by the most rows, most named first (ties by name). */
function topChallenges(rows: readonly IndexRow[]): Share[] {
  const counts = new Map<string, number>();
  for (const row of rows) {
    for (const value of new Set(row.challenges)) {
      if (challengeLabels.has(value)) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
  }
  return [...counts]
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .slice(0, TOP_CHALLENGES)
    .map(([value, count]) => ({
      value,
      label: challengeLabels.get(value) ?? value,
      percent: percentOf(count, rows.length),
    }));
}

/** Every figure of one group of companies (at least one row). */
export function figuresOf(rows: readonly IndexRow[]): IndexFigures {
  const pillars = rows[0]?.pillars ?? [];
  return {
    companies: rows.length,
    medianScore: median(rows.map((r) => r.score)),
    scoreBands: SCORE_BANDS.map((band, i) => {
      const high = SCORE_BANDS[i + 1]?.low ?? Infinity;
      const count = rows.filter((r) => r.score >= band.low && r.score < high).length;
      return { value: band.value, label: band.label, percent: percentOf(count, rows.length) };
    }),
    pillars: pillars.map(({ key, label, max }) => ({
      key,
      label,
      max,
      median: median(rows.map((r) => r.pillars.find((p) => p.key === key)?.points ?? 0)),
    })),
    governance: shares(
      rows,
      (r) => r.orgElements,
      orgElementOptions.filter((o) => o.value !== "none_yet"),
    ),
    posture: shares(rows, (r) => (r.posture ? [r.posture] : []), postureOptions),
    challenges: topChallenges(rows),
    helpAreas: shares(rows, (r) => r.helpAreas, departmentOptions).sort(
      (a, b) => b.percent - a.percent || a.label.localeCompare(b.label),
    ),
  };
}
