import { Lightbulb, MessagesSquare, Target } from "@/platform/ui/icons";
import { BulletList, Eyebrow, Prose, ReportSection } from "@/platform/ui/report-section";
import { Badge } from "@/platform/ui/badge";
import { Card, CardContent, CardHeader } from "@/platform/ui/card";
import { paragraphs } from "@/model/documents/format";
import {
  readableEntries,
  readableKpi,
  sectionTitle,
  type InsightSection,
  type InterviewInsights,
} from "@/capabilities/voice/insights";

export const INTERVIEW_INSIGHTS_TITLE = "Deeper Dive Interview Insights";

function NextStep({ step }: { step: InsightSection["nextStep"] }) {
  if (!step) return null;
  if (typeof step === "string") return <p className="text-sm leading-relaxed">{step}</p>;
  const entries = readableEntries(step);
  if (!entries.length) return null;
  return (
    <dl className="grid gap-1.5 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-4">
      {entries.map((e) => (
        <div key={e.label} className="contents">
          <dt className="font-medium text-muted-foreground">{e.label}</dt>
          <dd>{e.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function SectionCard({ section }: { section: InsightSection }) {
  return (
    <Card className="gap-4 print:break-inside-avoid print:shadow-none">
      <CardHeader className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg leading-snug font-semibold">{sectionTitle(section.sectionKey)}</h3>
        {section.confidence !== null && (
          <Badge variant="secondary">Confidence: {section.confidence}%</Badge>
        )}
      </CardHeader>
      <CardContent className="grid gap-5">
        {section.deeperDiveSummary && <Prose paragraphs={paragraphs(section.deeperDiveSummary)} />}
        {(section.insights.length > 0 || section.kpis.length > 0) && (
          <div className="grid gap-5 md:grid-cols-2">
            {section.insights.length > 0 && (
              <div className="grid content-start gap-2">
                <Eyebrow>Key insights</Eyebrow>
                <BulletList items={section.insights} />
              </div>
            )}
            {section.kpis.length > 0 && (
              <div className="grid content-start gap-2">
                <Eyebrow>KPIs</Eyebrow>
                <BulletList items={section.kpis.map(readableKpi)} />
              </div>
            )}
          </div>
        )}
        {section.proposedPilot && (
          <div className="grid gap-1.5 rounded-lg bg-secondary/60 p-4">
            <Eyebrow className="flex items-center gap-1.5">
              <Lightbulb className="size-3.5" aria-hidden="true" />
              Proposed pilot
            </Eyebrow>
            <p className="text-sm leading-relaxed">{section.proposedPilot}</p>
          </div>
        )}
        {section.quotes.length > 0 && (
          <div className="grid gap-2">
            <Eyebrow>In your words</Eyebrow>
            {section.quotes.map((quote, i) => (
              <blockquote
                key={i}
                className="border-l-4 border-brand-gold pl-4 text-sm leading-relaxed italic"
              >
                “{quote}”
              </blockquote>
            ))}
          </div>
        )}
        {section.nextStep && (
          <div className="grid gap-2 border-t pt-4">
            <Eyebrow className="flex items-center gap-1.5">
              <Target className="size-3.5" aria-hidden="true" />
              Next step
            </Eyebrow>
            <NextStep step={section.nextStep} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** The report's "Deeper Dive Interview Insights" section; nothing without interview data. */
export function InterviewInsightsSection({ insights }: { insights: InterviewInsights }) {
  if (!insights.hasInterviewData) return null;
  const summary = insights.interview?.transcriptSummary;
  return (
    <ReportSection
      title={INTERVIEW_INSIGHTS_TITLE}
      icon={MessagesSquare}
      description="From your follow-up conversation with Emma, our AI strategist."
    >
      {summary && (
        <Card className="print:break-inside-avoid print:shadow-none">
          <CardContent className="grid gap-2">
            <Eyebrow>Conversation summary</Eyebrow>
            <Prose paragraphs={paragraphs(summary)} />
          </CardContent>
        </Card>
      )}
      {insights.sections.map((section) => (
        <SectionCard key={section.id} section={section} />
      ))}
    </ReportSection>
  );
}
