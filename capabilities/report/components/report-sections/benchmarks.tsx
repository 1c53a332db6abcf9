import { BarChart3, ExternalLink } from "@/platform/ui/icons";
import { Card, CardContent } from "@/platform/ui/card";
import { benchmarkFigures, type BenchmarkFigure } from "@/capabilities/report/benchmark-figures";
import type { ReportData } from "@/model/documents/report-schemas";
import { publishedSourceText, submissionsSourceText } from "@/model/documents/format";
import { BulletList, Eyebrow, ReportSection } from "@/platform/ui/report-section";

function SourceLine({ source }: { source: BenchmarkFigure["source"] }) {
  if (source.kind === "submissions") return <>Source: {submissionsSourceText(source.sampleSize)}</>;
  return (
    <>
      Source:{" "}
      <a
        href={source.url}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1 font-medium text-primary underline underline-offset-2 hover:no-underline"
      >
        {publishedSourceText(source)}
        <ExternalLink className="size-3" aria-hidden="true" />
      </a>
    </>
  );
}

/** Each benchmark as a large figure with its finding and source, then maturity and use cases. */
export function IndustryBenchmarksSection({
  benchmarks,
}: {
  benchmarks: ReportData["industryBenchmarks"];
}) {
  const { figures, commentary } = benchmarkFigures(benchmarks);
  return (
    <ReportSection title="Industry Benchmarks" icon={BarChart3}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {figures.map((figure, index) => (
          <li key={index} className="flex">
            <Card className="flex-1 gap-3 py-5 print:break-inside-avoid print:shadow-none">
              <CardContent className="grid h-full content-start gap-2 px-5">
                {figure.value && (
                  <p className="text-4xl font-bold tracking-tight text-primary tabular-nums">
                    {figure.value}
                  </p>
                )}
                <p className="text-sm leading-relaxed">{figure.text}</p>
                <p className="mt-auto text-xs text-muted-foreground">
                  <SourceLine source={figure.source} />
                </p>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      <Card className="print:break-inside-avoid print:shadow-none">
        <CardContent className="grid gap-5">
          {commentary.length > 0 && (
            <p className="text-sm leading-relaxed">{commentary.join(" ")}</p>
          )}
          <div className="grid gap-1">
            <Eyebrow>Maturity level</Eyebrow>
            <p className="text-sm leading-relaxed">{benchmarks.maturityLevel}</p>
          </div>
          <div className="grid gap-2">
            <h3 className="font-semibold">Common use cases</h3>
            <BulletList items={benchmarks.commonUseCases} />
          </div>
        </CardContent>
      </Card>
    </ReportSection>
  );
}
