import { BookOpen, ExternalLink, HeartHandshake, ShieldCheck, Users } from "@/platform/ui/icons";
import { Badge } from "@/platform/ui/badge";
import { FamilyFigure } from "@/capabilities/report/components/results/family-score-card";
import { Card, CardContent, CardHeader } from "@/platform/ui/card";
import type { ReportData } from "@/model/documents/report-schemas";
import { FamilyRatingBadge, PriorityBadge } from "../badges";
import { familySafetyHeading, familySectionLead, paragraphs } from "@/model/documents/format";
import { Prose, ReportSection } from "@/platform/ui/report-section";

type Scorecard = NonNullable<ReportData["familyScorecard"]>;
type Strategies = NonNullable<ReportData["familyStrategies"]>;

/** The family score drawn on a 10-point ring (spec section 9). */
function ScoreRing({ score }: { score: number }) {
  const circumference = 2 * Math.PI * 52;
  return (
    <div className="relative size-32 shrink-0">
      <svg viewBox="0 0 120 120" className="size-full -rotate-90" aria-hidden="true">
        <circle cx="60" cy="60" r="52" fill="none" stroke="var(--secondary)" strokeWidth="12" />
        <circle
          cx="60"
          cy="60"
          r="52"
          fill="none"
          stroke="var(--primary)"
          strokeWidth="12"
          strokeLinecap="round"
          strokeDasharray={`${(Math.min(10, Math.max(0, score)) / 10) * circumference} ${circumference}`}
        />
      </svg>
      <p className="absolute inset-0 flex flex-col items-center justify-center">
        <span className="text-3xl font-bold tabular-nums">{score}</span>
        <span className="text-xs text-muted-foreground">out of 10</span>
      </p>
    </div>
  );
}

function Scorecard({ scorecard }: { scorecard: Scorecard }) {
  return (
    <Card className="print:break-inside-avoid print:shadow-none">
      <CardContent className="grid gap-6 md:grid-cols-[auto_1fr] md:items-center">
        <ScoreRing score={scorecard.overallScore} />
        <div className="grid gap-4">
          <div className="flex flex-wrap items-center gap-3">
            <h3 className="text-lg font-semibold">Family AI readiness</h3>
            <FamilyRatingBadge rating={scorecard.rating} />
          </div>
          <p className="text-sm leading-relaxed">{scorecard.summary}</p>
          <FamilyFigure
            breakdown={scorecard.breakdown}
            noChildrenAtHome={scorecard.noChildrenAtHome}
            className="h-40 max-w-md"
          />
        </div>
      </CardContent>
    </Card>
  );
}

function StrategyCards({
  strategies,
  noChildrenAtHome,
}: {
  strategies: Strategies;
  noChildrenAtHome?: boolean;
}) {
  return (
    <>
      <div className="grid gap-4 md:grid-cols-2 print:grid-cols-2">
        {[
          { title: "Preparedness", text: strategies.preparednessAssessment },
          { title: "Household AI use", text: strategies.householdUsageAnalysis },
        ].map(({ title, text }) => (
          <Card key={title} className="gap-3 print:break-inside-avoid print:shadow-none">
            <CardHeader>
              <h3 className="font-semibold">{title}</h3>
            </CardHeader>
            <CardContent>
              <Prose paragraphs={paragraphs(text)} className="text-sm" />
            </CardContent>
          </Card>
        ))}
      </div>

      <Card className="gap-4 print:break-inside-avoid print:shadow-none">
        <CardHeader>
          <h3 className="flex items-center gap-2 font-semibold">
            <ShieldCheck className="size-4 text-primary" aria-hidden="true" />
            {familySafetyHeading(noChildrenAtHome)}
          </h3>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-4">
            {strategies.childSafetyRecommendations.map((item) => (
              <li key={item.title} className="grid gap-1 border-l-2 border-primary/30 pl-4">
                <div className="flex flex-wrap items-center gap-2">
                  <h4 className="font-medium">{item.title}</h4>
                  <PriorityBadge priority={item.priority} />
                </div>
                <p className="muted-prose">{item.description}</p>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>

      <Card className="gap-4 print:break-inside-avoid print:shadow-none">
        <CardHeader>
          <h3 className="flex items-center gap-2 font-semibold">
            <Users className="size-4 text-primary" aria-hidden="true" />
            Family best practices
          </h3>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-4 md:grid-cols-2">
            {strategies.familyBestPractices.map((item) => (
              <li key={item.title} className="grid content-start gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h4 className="font-medium">{item.title}</h4>
                  <Badge variant="outline">
                    <span className="sr-only">Age group: </span>
                    {item.ageGroup}
                  </Badge>
                </div>
                <p className="muted-prose">{item.description}</p>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>

      <Card className="gap-4 print:break-inside-avoid print:shadow-none">
        <CardHeader>
          <h3 className="flex items-center gap-2 font-semibold">
            <BookOpen className="size-4 text-primary" aria-hidden="true" />
            Recommended resources
          </h3>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-3">
            {strategies.recommendedResources.map((resource) => (
              <li key={resource.url} className="grid gap-0.5 text-sm">
                <a
                  href={resource.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex w-fit items-center gap-1 font-medium text-primary underline underline-offset-2 hover:no-underline"
                >
                  {resource.name}
                  <ExternalLink className="size-3" aria-hidden="true" />
                </a>
                <p className="text-muted-foreground">{resource.description}</p>
                <p className="hidden text-xs break-all text-muted-foreground print:block">
                  {resource.url}
                </p>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </>
  );
}

export function hasFamilyData(data: Pick<ReportData, "familyScorecard" | "familyStrategies">) {
  return Boolean(data.familyScorecard || data.familyStrategies);
}

export function FamilySection({
  scorecard,
  strategies,
}: {
  scorecard?: Scorecard;
  strategies?: Strategies;
}) {
  return (
    <ReportSection
      title="Personal and Family AI Readiness"
      icon={HeartHandshake}
      description={familySectionLead(scorecard?.noChildrenAtHome)}
    >
      {scorecard && <Scorecard scorecard={scorecard} />}
      {strategies && (
        <StrategyCards strategies={strategies} noChildrenAtHome={scorecard?.noChildrenAtHome} />
      )}
    </ReportSection>
  );
}
