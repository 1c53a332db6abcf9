import { Ban, ClipboardList, Eye, FileText, Layers, TriangleAlert } from "@/platform/ui/icons";
import { Card, CardContent, CardHeader } from "@/platform/ui/card";
import type { ReportData } from "@/model/documents/report-schemas";
import { paragraphs } from "@/model/documents/format";
import { reportTakeaways, summarySentences } from "@/capabilities/report/takeaways";
import { BulletList, Eyebrow, Prose, ReportSection } from "@/platform/ui/report-section";

/**
 * The summary as three to five takeaways, then The Brief's "Not yet" (what to leave for now),
 * with the rest of the full text, if any, a click away.
 */
export function ExecutiveSummarySection({
  report,
}: {
  report: Pick<ReportData, "takeaways" | "executiveSummary" | "brief">;
}) {
  const takeaways = reportTakeaways(report);
  // The full text behind the disclosure says only what the takeaways do not (review r26: the
  // summary read twice, word for word).
  const rest = summarySentences(report.executiveSummary).filter(
    (sentence) => !takeaways.some((takeaway) => takeaway.includes(sentence)),
  );
  return (
    <ReportSection title="Executive Summary" icon={FileText}>
      <Card className="border-l-4 border-l-primary print:shadow-none">
        <CardContent className="grid gap-4">
          <Eyebrow id="key-takeaways">Key takeaways</Eyebrow>
          <ol aria-labelledby="key-takeaways" className="grid gap-3">
            {takeaways.map((takeaway, i) => (
              <li key={i} className="flex items-start gap-3 leading-relaxed text-pretty">
                <span
                  aria-hidden="true"
                  className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-md bg-brand-gold/25 text-xs font-bold text-primary"
                >
                  {i + 1}
                </span>
                <span>{takeaway}</span>
              </li>
            ))}
          </ol>
          {report.brief && report.brief.notYet.length > 0 && (
            <div className="grid gap-2 border-t pt-3">
              <Eyebrow className="flex items-center gap-1.5">
                <Ban className="size-3.5" aria-hidden="true" />
                Not yet
              </Eyebrow>
              <BulletList items={report.brief.notYet} />
            </div>
          )}
          {rest.length > 0 && (
            <details className="group border-t pt-3 text-sm print:hidden">
              <summary className="w-fit cursor-pointer rounded-sm py-1 font-medium text-primary underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
                Read the summary in full
              </summary>
              <Prose paragraphs={[rest.join(" ")]} className="mt-2" />
            </details>
          )}
        </CardContent>
      </Card>
    </ReportSection>
  );
}

export function CurrentStateSection({ state }: { state: ReportData["currentState"] }) {
  const views = [
    { title: "Top-down vision", icon: Eye, text: state.topDownVision },
    { title: "Bottom-up capabilities", icon: Layers, text: state.bottomUpCapabilities },
  ];
  return (
    <ReportSection title="Current State Assessment" icon={ClipboardList}>
      <div className="grid gap-4 md:grid-cols-2 print:grid-cols-2">
        {views.map(({ title, icon: Icon, text }) => (
          <Card key={title} className="gap-3 print:break-inside-avoid print:shadow-none">
            <CardHeader>
              <h3 className="flex items-center gap-2 font-semibold">
                <Icon className="size-4 text-primary" aria-hidden="true" />
                {title}
              </h3>
            </CardHeader>
            <CardContent>
              <Prose paragraphs={paragraphs(text)} className="text-sm" />
            </CardContent>
          </Card>
        ))}
      </div>
      <Card className="gap-3 print:break-inside-avoid print:shadow-none">
        <CardHeader>
          <h3 className="flex items-center gap-2 font-semibold">
            <TriangleAlert className="size-4 text-primary" aria-hidden="true" />
            Key challenges
          </h3>
        </CardHeader>
        <CardContent>
          <BulletList items={state.keyChallenges} />
        </CardContent>
      </Card>
    </ReportSection>
  );
}
