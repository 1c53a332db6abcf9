import { Gauge } from "@/platform/ui/icons";
import type { PillarInput } from "@/capabilities/report/components/results/charts/chart-data";
import { PillarFigure } from "@/capabilities/report/components/results/readiness-breakdown";
import { Card, CardContent } from "@/platform/ui/card";
import type { ReportData } from "@/model/documents/report-schemas";
import { LeverList } from "@/capabilities/report/components/results/lever-list";
import { LEVERS_HEADING, paragraphs } from "@/model/documents/format";
import { bottomUpDescription } from "@/capabilities/report/team";
import { Eyebrow, Prose, ReportSection } from "@/platform/ui/report-section";
import { ScoreMeter } from "../score-meter";

export function ReadinessSection({
  assessment,
  pillars,
  bottomUpLeaders,
}: {
  assessment: ReportData["readinessAssessment"];
  /** How many leaders' answers the bottom-up score reflects (reportData.bottomUpLeaders). */
  bottomUpLeaders?: number;
  /** The six pillars of the readiness score, when the page has them (the user's report). */
  pillars?: readonly PillarInput[];
}) {
  return (
    <ReportSection title="AI Readiness Assessment" icon={Gauge}>
      <Card className="print:break-inside-avoid print:shadow-none">
        <CardContent className="grid gap-6">
          <div className="grid gap-6 md:grid-cols-2">
            <ScoreMeter
              label="Top-down score"
              description="Leadership vision, strategy and sponsorship"
              score={assessment.topDownScore}
            />
            <ScoreMeter
              label="Bottom-up score"
              description={bottomUpDescription(bottomUpLeaders)}
              score={assessment.bottomUpScore}
            />
          </div>
          <ScoreMeter
            label="Overall score"
            description="Your combined AI readiness"
            score={assessment.overallScore}
            emphasis
            className="rounded-lg bg-secondary/60 p-4"
          />
          {pillars && pillars.length > 0 && (
            <div className="grid gap-2">
              <Eyebrow>Your six readiness pillars</Eyebrow>
              <PillarFigure pillars={pillars} className="mx-auto h-72 w-full max-w-md" />
            </div>
          )}
          <div className="grid gap-2">
            <Eyebrow>Analysis</Eyebrow>
            <Prose paragraphs={paragraphs(assessment.analysis)} className="text-sm" />
          </div>
          {assessment.levers && assessment.levers.length > 0 && (
            <div className="grid gap-2">
              <Eyebrow>{LEVERS_HEADING}</Eyebrow>
              <LeverList levers={assessment.levers} />
            </div>
          )}
        </CardContent>
      </Card>
    </ReportSection>
  );
}
