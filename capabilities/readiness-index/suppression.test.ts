import { challengeLabels } from "@/model/assessment/challenges";
import {
  departmentOptions,
  employeeOptions,
  headOfficeOptions,
  industryOptions,
  orgElementOptions,
  postureOptions,
} from "@/model/assessment/options";
import { dimensions, quarterOf } from "./cells";
import { computeIndex } from "./compute";
import { suppressLine } from "./suppression";
import type { IndexCell, IndexRow, IndexSnapshot } from "./types";

/** A small seeded generator (mulberry32): every run tests the same datasets. */
function random(seed: number) {
  let t = seed;
  const next = () => {
    t = (t + 0x6d2b79f5) | 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(list: readonly T[]) => list[int(list.length)];
  const some = <T>(list: readonly T[]) => list.filter(() => next() < 0.35);
  return { next, int, pick, some };
}

const challenges = [...challengeLabels.keys()];
const pillarKeys = [
  "confidence",
  "toolUse",
  "outlook",
  "governance",
  "culture",
  "footprint",
] as const;

function answers(r: ReturnType<typeof random>) {
  return {
    score: r.int(101),
    pillars: pillarKeys.map((key) => ({ key, label: key, points: r.int(16), max: 15 })),
    orgElements: r.some(orgElementOptions.map((o) => o.value)),
    posture: r.pick(postureOptions).value,
    challenges: r.some(challenges.slice(0, 12)),
    helpAreas: r.some(departmentOptions.map((o) => o.value)),
  };
}

/** Companies skewed toward a few industries, sizes and regions, so cells of every size occur. */
function dataset(seed: number): IndexRow[] {
  const r = random(seed);
  const count = 8 + r.int(160);
  const skew = <T>(list: readonly T[]) => list[Math.min(r.int(list.length), r.int(list.length))];
  return Array.from({ length: count }, (_, i) => ({
    id: `c${i}`,
    previousAssessmentId: null,
    completedAt: new Date(Date.UTC(2026, r.int(12), 1 + r.int(28))),
    industry: skew(industryOptions).value,
    employees: skew(employeeOptions).value,
    region: skew(headOfficeOptions).value,
    ...answers(r),
  }));
}

const period = { from: "2026-01-01", to: "2026-12-31" };
const now = new Date("2027-01-15T00:00:00Z");
const compute = (rows: IndexRow[], minCell: number) =>
  computeIndex(rows, { minCell, period, now }).snapshot;

interface Line {
  name: string;
  /** The line's total is shown (its own cell is published). */
  totalShown: boolean;
  cells: { cell: IndexCell; members: IndexRow[] }[];
}

/** Every line of the snapshot whose cells add up to a total, with each cell's true members. */
function linesOf(snapshot: IndexSnapshot, rows: IndexRow[]): Line[] {
  const member = (key: keyof typeof dimensions, value: string) => (row: IndexRow) =>
    dimensions[key].of(row) === value;
  const lines: Line[] = (["industry", "size", "region"] as const).map((key) => ({
    name: key,
    totalShown: snapshot.overall.published,
    cells: snapshot.breakdowns[key].map((cell) => ({
      cell,
      members: rows.filter(member(key, cell.key)),
    })),
  }));
  lines.push({
    name: "trend",
    totalShown: snapshot.overall.published,
    cells: snapshot.trend.map((cell) => ({
      cell,
      members: rows.filter((row) => quarterOf(row.completedAt) === cell.key),
    })),
  });
  const gridMembers = (industry: string, size: string) =>
    rows.filter((row) => member("industry", industry)(row) && member("size", size)(row));
  for (const axis of ["industry", "size"] as const) {
    for (const marginCell of snapshot.breakdowns[axis]) {
      const cells = snapshot.industryBySize.filter((g) => g[axis] === marginCell.key);
      lines.push({
        name: `grid ${axis} ${marginCell.key}`,
        totalShown: marginCell.published,
        cells: cells.map((g) => ({
          cell: g.cell,
          members: gridMembers(g.industry, g.size),
        })),
      });
    }
  }
  return lines;
}

/** Every cell of the snapshot with its true members. */
function cellsOf(snapshot: IndexSnapshot, rows: IndexRow[]) {
  const all = [{ name: "overall", cell: snapshot.overall, members: rows }];
  for (const line of linesOf(snapshot, rows)) {
    if (line.name.startsWith("grid size")) continue; // the same cells as the grid's rows
    for (const { cell, members } of line.cells) all.push({ name: line.name, cell, members });
  }
  return all;
}

const seeds = Array.from({ length: 150 }, (_, i) => i + 1);

describe("the index's anonymity", () => {
  it.each(seeds)(
    "dataset %i: no shown group has fewer than the minimum, and no suppressed group can be derived from a line's total",
    (seed) => {
      const rows = dataset(seed);
      const minCell = 5 + (seed % 8);
      const snapshot = compute(rows, minCell);
      expect(snapshot.overall.published).toBe(rows.length >= minCell);

      for (const { cell, members } of cellsOf(snapshot, rows)) {
        if (members.length < minCell) expect(cell.published).toBe(false);
        if (cell.published) expect(cell.figures.companies).toBe(members.length);
        else expect(Object.keys(cell).sort()).toEqual(["key", "label", "published"]);
      }
      for (const line of linesOf(snapshot, rows)) {
        if (!line.totalShown) {
          expect(line.cells.every(({ cell }) => !cell.published)).toBe(true);
          continue;
        }
        const hidden = line.cells
          .filter(({ cell }) => !cell.published)
          .reduce((sum, { members }) => sum + members.length, 0);
        // What the total minus the shown cells gives away is nothing, or a group of the minimum.
        expect(hidden === 0 || hidden >= minCell).toBe(true);
      }
    },
  );

  it.each(seeds)(
    "dataset %i: changing one company's answers changes only figures of shown groups of the minimum or more that hold it",
    (seed) => {
      const rows = dataset(seed);
      const minCell = 5 + (seed % 8);
      const r = random(seed * 7919);
      const changed = r.int(rows.length);
      const after = rows.map((row, i) => (i === changed ? { ...row, ...answers(r) } : row));
      const before = cellsOf(compute(rows, minCell), rows);
      const now = cellsOf(compute(after, minCell), after);

      before.forEach(({ name, cell, members }, i) => {
        const next = now[i].cell;
        expect(next.key).toBe(cell.key);
        expect(next.published).toBe(cell.published);
        if (JSON.stringify(next) === JSON.stringify(cell)) return;
        // A change shows only in a published group that holds the company and is large enough.
        expect({ name, holdsCompany: members.includes(rows[changed]) }).toEqual({
          name,
          holdsCompany: true,
        });
        expect(members.length).toBeGreaterThanOrEqual(minCell);
        expect(cell.published).toBe(true);
      });
    },
  );
});

describe("suppressLine", () => {
  it("suppresses a small cell and, since the total would give it away, the next smallest", () => {
    const line = [
      { key: "a", companies: 12 },
      { key: "b", companies: 3 },
      { key: "c", companies: 20 },
    ];
    expect(Object.fromEntries(suppressLine(line, 10))).toEqual({
      b: "below_minimum",
      a: "complementary",
    });
  });

  it("needs no complementary cell when the suppressed cells together reach the minimum", () => {
    const line = [
      { key: "a", companies: 6 },
      { key: "b", companies: 5 },
      { key: "c", companies: 20 },
    ];
    expect(Object.fromEntries(suppressLine(line, 10))).toEqual({
      a: "below_minimum",
      b: "below_minimum",
    });
  });

  it("hides empty cells without hiding another for them: there is nothing to derive", () => {
    const line = [
      { key: "a", companies: 0 },
      { key: "b", companies: 15 },
      { key: "c", companies: 20 },
    ];
    expect(Object.fromEntries(suppressLine(line, 10))).toEqual({ a: "below_minimum" });
  });
});

describe("computeIndex", () => {
  it("counts a retaken assessment once, by its retake", () => {
    const rows = dataset(3).slice(0, 12);
    const retake = { ...rows[0], id: "retake", previousAssessmentId: rows[0].id, score: 99 };
    const snapshot = compute([...rows, retake], 5);
    expect(snapshot.overall.published && snapshot.overall.figures.companies).toBe(12);
  });

  it("suppresses everything when the whole period has fewer companies than the minimum", () => {
    const snapshot = compute(dataset(5).slice(0, 9), 10);
    expect(snapshot.overall.published).toBe(false);
    expect(snapshot.breakdowns.industry.some((c) => c.published)).toBe(false);
    expect(snapshot.trend.some((c) => c.published)).toBe(false);
  });
});
