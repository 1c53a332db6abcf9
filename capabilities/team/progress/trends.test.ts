import { groupByCompany, type TrendInput } from "./trends";

const at = (day: number) => new Date(Date.UTC(2026, 0, day));
const pillars = [
  { key: "confidence" as const, label: "Leadership confidence", points: 9, max: 15 },
];
const input = (
  id: string,
  companyName: string,
  day: number,
  previousAssessmentId: string | null = null,
): TrendInput => ({
  id,
  companyName,
  createdAt: at(day),
  previousAssessmentId,
  score: 40 + day,
  pillars,
});

describe("groupByCompany", () => {
  it("groups one company's assessments, oldest first in the trend, newest company first", () => {
    const groups = groupByCompany([
      input("c", "Northwind", 20, "a"),
      input("b", "Keel & Co", 10),
      input("a", "Northwind", 1),
    ]);
    expect(groups.map((g) => g.companyName)).toEqual(["Northwind", "Keel & Co"]);
    expect(groups[0]!.ids).toEqual(["c", "a"]);
    expect(groups[0]!.points.map((p) => [p.id, p.score, p.label])).toEqual([
      ["a", 41, "Assessment 1, Jan 1, 2026"],
      ["c", 60, "Assessment 2, Jan 20, 2026"],
    ]);
  });

  it("keeps a retake with its earlier assessment when the company was renamed, and merges names by case", () => {
    const groups = groupByCompany([
      input("c", "Northwind Logistics Ltd", 30, "b"),
      input("b", "northwind  logistics", 20),
      input("a", "Northwind Logistics", 1),
    ]);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({
      companyName: "Northwind Logistics Ltd",
      ids: ["c", "b", "a"],
    });
  });
});
