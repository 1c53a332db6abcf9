import {
  CalendarClock,
  Clock,
  FileText,
  Flag,
  IdCard,
  ShieldAlert,
  Zap,
} from "@/platform/ui/icons";
import type { ReactNode } from "react";
import { ImpactBadge, PriorityBadge } from "@/capabilities/report/components/badges";
import {
  MAX_SIDEBAR_ITEMS,
  NO_SUMMARY_TEXT,
  industryShown,
  paragraphs,
  type RoadmapDetails,
} from "@/model/documents/format";
import { Prose, ReportSection } from "@/platform/ui/report-section";
import { Card, CardContent } from "@/platform/ui/card";
import type { RoadmapContent } from "@/model/documents/roadmap-schemas";
import { roadmapTimeline } from "@/capabilities/report/timeline";
import { RoadmapTiles } from "./roadmap-tiles";
import { RoadmapTimeline } from "./roadmap-timeline";

export type { RoadmapDetails } from "@/model/documents/format";

export interface RoadmapViewProps {
  roadmap: RoadmapContent;
  details: RoadmapDetails;
  /** Header buttons: the page passes 'Export PDF' and 'Schedule Consultation'. */
  actions?: ReactNode;
}

/** The strategic roadmap of one assessment (spec section 2, "Roadmap view"). */
export function RoadmapView({ roadmap, details, actions }: RoadmapViewProps) {
  const summary = roadmap.executiveSummary?.trim();
  return (
    <article aria-labelledby="roadmap-title" className="mx-auto grid w-full max-w-6xl gap-8">
      <header className="overflow-hidden rounded-xl border bg-card shadow-sm print:shadow-none">
        <div aria-hidden="true" className="h-1.5 bg-primary" />
        <div aria-hidden="true" className="h-0.5 bg-brand-gold" />
        <div className="flex flex-col gap-6 p-6 sm:p-8 md:flex-row md:items-center md:justify-between">
          <div className="grid gap-2">
            <p className="text-xs font-semibold tracking-[0.2em] text-primary uppercase">
              AI Strategic Roadmap
            </p>
            <h1 id="roadmap-title" className="text-3xl font-bold tracking-tight text-balance">
              {details.companyName}
            </h1>
            <p className="text-muted-foreground">
              Prepared for {details.executiveName}, {details.executiveTitle}
            </p>
          </div>
          {actions && <div className="flex flex-col gap-3 sm:flex-row print:hidden">{actions}</div>}
        </div>
      </header>

      <ReportSection title="Executive Summary" icon={FileText} id="roadmap-executive-summary">
        <Card className="border-l-4 border-l-primary print:shadow-none">
          <CardContent>
            {summary ? (
              <Prose paragraphs={paragraphs(summary)} />
            ) : (
              <p className="text-muted-foreground">{NO_SUMMARY_TEXT}</p>
            )}
          </CardContent>
        </Card>
      </ReportSection>

      <RoadmapTiles roadmap={roadmap} />

      <ReportSection title="Implementation Timeline" icon={CalendarClock}>
        <Card className="print:shadow-none">
          <CardContent>
            <RoadmapTimeline phases={roadmapTimeline(roadmap, MAX_SIDEBAR_ITEMS)} />
          </CardContent>
        </Card>
      </ReportSection>

      <div className="grid gap-8 lg:grid-cols-3">
        <div className="grid content-start gap-8 lg:col-span-2">
          <ReportSection title="Strategic Recommendations" icon={Flag}>
            <ol className="grid gap-3">
              {roadmap.recommendations.map((item, index) => (
                <li key={item.title}>
                  <Card className="roadmap-item-card">
                    <CardContent className="flex gap-4">
                      <span aria-hidden="true" className="roadmap-step-number">
                        {index + 1}
                      </span>
                      <div className="grid flex-1 gap-2">
                        <div className="item-heading-row">
                          <h3 className="item-title">
                            <span className="sr-only">{index + 1}. </span>
                            {item.title}
                          </h3>
                          <PriorityBadge priority={item.priority} />
                        </div>
                        <p className="text-sm leading-relaxed">{item.description}</p>
                        <p className="roadmap-item-meta">
                          <Clock className="size-3.5" aria-hidden="true" />
                          <span className="sr-only">Timeframe: </span>
                          {item.timeframe}
                        </p>
                      </div>
                    </CardContent>
                  </Card>
                </li>
              ))}
            </ol>
          </ReportSection>
        </div>

        <aside
          aria-label="Quick wins, risks and assessment details"
          className="grid content-start gap-8"
        >
          <ReportSection title="Quick Wins" icon={Zap}>
            <ul className="grid gap-3">
              {roadmap.quickWins.slice(0, MAX_SIDEBAR_ITEMS).map((win) => (
                <li key={win.title}>
                  <Card className="roadmap-quick-win-card">
                    <CardContent className="grid gap-1 px-5">
                      <h3 className="item-title">{win.title}</h3>
                      <p className="muted-prose">{win.description}</p>
                      <p className="roadmap-item-meta-strong">
                        <Clock className="size-3.5" aria-hidden="true" />
                        <span className="sr-only">Timeframe: </span>
                        {win.timeframe}
                      </p>
                    </CardContent>
                  </Card>
                </li>
              ))}
            </ul>
          </ReportSection>

          <ReportSection title="Risk Mitigation" icon={ShieldAlert}>
            <ul className="grid gap-3">
              {roadmap.risks.slice(0, MAX_SIDEBAR_ITEMS).map((item) => (
                <li key={item.risk}>
                  <Card className="roadmap-side-card">
                    <CardContent className="grid gap-2 px-5">
                      <div className="item-heading-row">
                        <h3 className="item-title">{item.risk}</h3>
                        <ImpactBadge impact={item.impact} />
                      </div>
                      <p className="muted-prose">{item.mitigation}</p>
                    </CardContent>
                  </Card>
                </li>
              ))}
            </ul>
          </ReportSection>

          <ReportSection title="Assessment Details" icon={IdCard}>
            <Card className="py-4 print:shadow-none">
              <CardContent className="px-5">
                <dl className="grid gap-3 text-sm">
                  {[
                    ["Executive", details.executiveName],
                    ["Title", details.executiveTitle],
                    ["Company", details.companyName],
                    [
                      "Industry",
                      industryShown({ industry: details.industry, sector: roadmap.sector }),
                    ],
                    ["Assessment ID", details.assessmentId],
                  ].map(([label, value]) => (
                    <div key={label} className="grid gap-0.5">
                      <dt className="eyebrow">{label}</dt>
                      <dd
                        className={label === "Assessment ID" ? "font-mono text-xs break-all" : ""}
                      >
                        {value}
                      </dd>
                    </div>
                  ))}
                </dl>
              </CardContent>
            </Card>
          </ReportSection>
        </aside>
      </div>
    </article>
  );
}
