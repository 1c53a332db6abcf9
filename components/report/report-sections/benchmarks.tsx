import { BarChart3, ExternalLink } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";
import type { ReportData } from "@/lib/report/schemas";
import { publishedSourceText, submissionsSourceText } from "@/lib/report/format";
import { BulletList, Eyebrow, ReportSection } from "../report-section";

export function IndustryBenchmarksSection({
  benchmarks,
}: {
  benchmarks: ReportData["industryBenchmarks"];
}) {
  return (
    <ReportSection title="Industry Benchmarks" icon={BarChart3}>
      <Card className="print:break-inside-avoid print:shadow-none">
        <CardContent className="grid gap-6">
          <dl className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-1 rounded-lg bg-secondary/60 p-4">
              <dt>
                <Eyebrow>Adoption rate</Eyebrow>
              </dt>
              <dd className="text-lg font-semibold text-secondary-foreground">
                {benchmarks.adoptionRate}
              </dd>
            </div>
            <div className="grid gap-1 rounded-lg bg-secondary/60 p-4">
              <dt>
                <Eyebrow>Maturity level</Eyebrow>
              </dt>
              <dd className="text-lg font-semibold text-secondary-foreground">
                {benchmarks.maturityLevel}
              </dd>
            </div>
          </dl>
          <div className="grid gap-2">
            <h3 className="font-semibold">Common use cases</h3>
            <BulletList items={benchmarks.commonUseCases} />
          </div>
          <div className="grid gap-2 border-t pt-4">
            <h3 className="text-sm font-semibold">Sources</h3>
            <ul className="grid gap-1.5 text-xs text-muted-foreground">
              {benchmarks.sources.map((source, index) => (
                <li key={index}>
                  <span className="font-medium text-foreground">{source.label}</span>
                  {" — "}
                  {source.kind === "submissions" ? (
                    submissionsSourceText(source.sampleSize)
                  ) : (
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
                  )}
                </li>
              ))}
            </ul>
          </div>
        </CardContent>
      </Card>
    </ReportSection>
  );
}
