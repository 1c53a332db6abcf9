import type { ReadinessPillarKey } from "@/model/scoring";

/** One completed assessment as My Reports' trend reads it. */
export interface TrendInput {
  id: string;
  companyName: string;
  createdAt: Date;
  previousAssessmentId: string | null;
  score: number;
  pillars: { key: ReadinessPillarKey; label: string; points: number; max: number }[];
}

export interface TrendPoint {
  id: string;
  /** "Assessment 2, 23 Nov 2026": unique in its group, for the chart and its table. */
  label: string;
  date: string;
  score: number;
  pillars: TrendInput["pillars"];
}

export interface CompanyTrend {
  /** The newest assessment's company name. */
  companyName: string;
  /** The group's assessment ids, newest first (My Reports' card order). */
  ids: string[];
  /** Oldest first; a trend only from two assessments on. */
  points: TrendPoint[];
}

const companyKey = (name: string) => name.trim().toLowerCase().replace(/\s+/g, " ");

const dateLabel = (date: Date) =>
  date.toLocaleDateString("en-CA", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });

/**
 * My Reports' companies: assessments of the same company (its name, case and spacing aside)
 * and retakes of one another (whatever the name became) form one group. Groups come newest
 * first, by their newest assessment.
 */
export function groupByCompany(assessments: readonly TrendInput[]): CompanyTrend[] {
  const parent = new Map<string, string>();
  const find = (id: string): string => {
    const up = parent.get(id) ?? id;
    if (up === id) return id;
    const root = find(up);
    parent.set(id, root);
    return root;
  };
  const join = (a: string, b: string) => parent.set(find(a), find(b));
  const byName = new Map<string, string>();
  const known = new Set(assessments.map((a) => a.id));
  for (const a of assessments) {
    parent.set(a.id, parent.get(a.id) ?? a.id);
    const first = byName.get(companyKey(a.companyName));
    if (first) join(a.id, first);
    else byName.set(companyKey(a.companyName), a.id);
    if (a.previousAssessmentId && known.has(a.previousAssessmentId)) {
      join(a.id, a.previousAssessmentId);
    }
  }
  const groups = new Map<string, TrendInput[]>();
  for (const a of assessments) groups.set(find(a.id), [...(groups.get(find(a.id)) ?? []), a]);

  const newestFirst = (x: TrendInput, y: TrendInput) =>
    y.createdAt.getTime() - x.createdAt.getTime() || x.id.localeCompare(y.id);
  return [...groups.values()]
    .map((members) => [...members].sort(newestFirst))
    .sort((x, y) => newestFirst(x[0]!, y[0]!))
    .map((members) => {
      const oldest = [...members].reverse();
      return {
        companyName: members[0]!.companyName,
        ids: members.map((m) => m.id),
        points: oldest.map((m, i) => ({
          id: m.id,
          label: `Assessment ${i + 1}, ${dateLabel(m.createdAt)}`,
          date: m.createdAt.toISOString(),
          score: m.score,
          pillars: m.pillars,
        })),
      };
    });
}
