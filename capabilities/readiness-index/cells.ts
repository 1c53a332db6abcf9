import { headOfficeOptions, industryOptions } from "@/model/assessment/options";
import type { IndexRow } from "./types";

/** The company sizes the index groups employee counts into (fewer, larger cells). */
export const SIZE_BANDS = [
  { value: "1-50", label: "1 – 50 employees", employees: ["1-10", "11-50"] },
  { value: "51-200", label: "51 – 200 employees", employees: ["51-200"] },
  { value: "201-1000", label: "201 – 1,000 employees", employees: ["201-500", "501-1000"] },
  { value: "over-1000", label: "Over 1,000 employees", employees: ["1001-5000", "over-5000"] },
] as const;

/** The size band of an employee-count answer (unknown answers join the smallest band). */
export function sizeBandOf(employees: string): string {
  return (
    SIZE_BANDS.find((b) => (b.employees as readonly string[]).includes(employees))?.value ?? "1-50"
  );
}

const known = (list: readonly { value: string }[], value: string | null) =>
  value && list.some((o) => o.value === value) ? value : "other";

export interface Dimension {
  options: readonly { value: string; label: string }[];
  of: (row: IndexRow) => string;
}

/** The three breakdowns: industry, company size and head office region. */
export const dimensions = {
  industry: { options: industryOptions, of: (row) => known(industryOptions, row.industry) },
  size: { options: SIZE_BANDS, of: (row) => sizeBandOf(row.employees) },
  region: { options: headOfficeOptions, of: (row) => known(headOfficeOptions, row.region) },
} satisfies Record<string, Dimension>;

/** "2026-Q3": the calendar quarter (UTC) of a date. */
export function quarterOf(date: Date): string {
  return `${date.getUTCFullYear()}-Q${Math.floor(date.getUTCMonth() / 3) + 1}`;
}

/** Every quarter from the first date's to the last's, in order. */
export function quartersBetween(first: Date, last: Date): string[] {
  const quarters: string[] = [];
  let year = first.getUTCFullYear();
  let q = Math.floor(first.getUTCMonth() / 3);
  const end = last.getUTCFullYear() * 4 + Math.floor(last.getUTCMonth() / 3);
  while (year * 4 + q <= end) {
    quarters.push(`${year}-Q${q + 1}`);
    q = (q + 1) % 4;
    if (q === 0) year++;
  }
  return quarters;
}
