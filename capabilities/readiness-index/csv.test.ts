import { computeIndex } from "./compute";
import { indexCsv } from "./csv";
import { indexRow } from "@/tests/helpers/index-rows";

const row = (i: number, industry: string) => indexRow(i, industry, { score: 40 + i });

describe("indexCsv", () => {
  it("lists each shown figure with its sample size, and a hidden group as one line that says so", () => {
    const rows = [
      ...Array.from({ length: 6 }, (_, i) => row(i, "technology")),
      ...Array.from({ length: 6 }, (_, i) => row(10 + i, "retail")),
      ...Array.from({ length: 5 }, (_, i) => row(20 + i, "education")),
      row(30, "healthcare"),
    ];
    const { snapshot } = computeIndex(rows, {
      minCell: 5,
      period: { from: "2026-01-01", to: "2026-03-31" },
      now: new Date("2026-04-01T00:00:00Z"),
    });
    const lines = indexCsv(snapshot).split("\r\n");
    expect(lines).toContain("overall,All companies,18,median readiness score (0-100),,52.5");
    expect(lines).toContain(
      "industry,Technology,6,share with element in place (%),A written AI use policy,100",
    );
    expect(lines).toContain("industry,Healthcare,,not enough companies yet,,");
    // Healthcare's one company would follow from the total: the smallest shown industry goes too.
    expect(lines).toContain("industry,Education,,not enough companies yet,,");
    expect(lines).toContain("quarter,2026 Q1,18,median readiness score (0-100),,52.5");
  });
});
