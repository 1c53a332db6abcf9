import { Users } from "@/platform/ui/icons";
import Link from "next/link";
import {
  NOT_ENOUGH_COMPANIES,
  SIZE_BANDS,
  sizeBandOf,
  type IndexCell,
  type PublishedComparison,
} from "@/capabilities/readiness-index";
import { industryOptions, labelOf } from "@/model/assessment/options";
import { ReportSection } from "@/platform/ui/report-section";

export const HOW_YOU_COMPARE_TITLE = "How You Compare";

/** "7 points above", "3 points below", "level with". */
export function againstMedian(score: number, median: number): string {
  const gap = score - median;
  if (gap === 0) return "Level with it";
  const points = `${Math.abs(gap)} point${Math.abs(gap) === 1 ? "" : "s"}`;
  return gap > 0 ? `${points} above` : `${points} below`;
}

/**
 * The executive's score beside the published AI Readiness Index's groups they belong to:
 * everyone, their industry, their industry and size. The same cells as /index: a group hidden
 * there is hidden here too, and says so.
 */
export function HowYouCompareSection({
  comparison,
  score,
  industry,
  employees,
}: {
  comparison: PublishedComparison;
  score: number;
  industry: string;
  employees: string;
}) {
  const industryName = labelOf(industryOptions, industry);
  const size = SIZE_BANDS.find((band) => band.value === sizeBandOf(employees));
  const groups: [label: string, cell: IndexCell | null][] = [
    ["All companies in the index", comparison.overall],
    [`${industryName} companies`, comparison.industry],
    [`${industryName} companies, ${size?.label ?? "your size"}`, comparison.industryAndSize],
  ];
  return (
    <ReportSection
      title={HOW_YOU_COMPARE_TITLE}
      icon={Users}
      description={
        <>
          Your readiness score, <strong className="tabular-nums">{score}/100</strong>, beside the
          chapter&apos;s published{" "}
          <Link href="/index" className="font-medium text-primary underline underline-offset-2">
            AI Readiness Index
          </Link>{" "}
          ({comparison.period}). A group of fewer than {comparison.minCell} companies is not shown,
          so that no company can be singled out.
        </>
      }
    >
      {/* Four short columns that wrap: a phone shows it whole, with nothing to scroll. */}
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b text-left text-muted-foreground">
            <th scope="col" className="py-2 pr-3 font-medium">
              Group
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              Companies
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              Median score
            </th>
            <th scope="col" className="py-2 font-medium">
              Your score against it
            </th>
          </tr>
        </thead>
        <tbody>
          {groups.map(([label, cell]) => (
            <tr key={label} className="border-b align-top last:border-0">
              <th scope="row" className="py-2 pr-3 text-left font-medium">
                {label}
              </th>
              {cell?.published ? (
                <>
                  <td className="py-2 pr-3 text-right tabular-nums">{cell.figures.companies}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{cell.figures.medianScore}</td>
                  <td className="py-2">{againstMedian(score, cell.figures.medianScore)}</td>
                </>
              ) : (
                <td colSpan={3} className="py-2 text-muted-foreground">
                  {NOT_ENOUGH_COMPANIES.replace(/^./, (first) => first.toUpperCase())}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ReportSection>
  );
}
