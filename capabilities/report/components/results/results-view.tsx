import { CheckCircle2 } from "@/platform/ui/icons";
import type { ReactNode } from "react";
import { CallMeBackBanner } from "@/capabilities/voice/components";
import type { Results } from "@/capabilities/report/results";
import type { ContactLinks } from "@/platform/config/contact";
import type { BookingLink } from "@/capabilities/leads";
import { isUnlockedStatus } from "@/capabilities/payments";
import { FamilyScoreCard } from "./family-score-card";
import { PeerBenchmarkCard } from "./peer-benchmark-card";
import { CompanyProfileCard, ConfidenceCard, PostureCard } from "./profile-cards";
import { ReadinessBreakdown } from "./readiness-breakdown";
import { ResultsStatus } from "./results-status";
import { WhatsNext } from "./whats-next";
import { HydrateSeparately } from "@/platform/ui/hydrate-separately";

/** The results page (spec: Results): the explained score, the profile cards, what's next. */
export function ResultsView({
  results,
  contact,
  booking,
  saved,
  team,
  progress,
}: {
  results: Results;
  contact: ContactLinks;
  /** The consultation: the provider's scheduler in a dialog, or a plain link. */
  booking: BookingLink;
  saved: boolean;
  /** The Leadership Alignment section, for those who may see it (components/team). */
  team?: ReactNode;
  /** "Since your last assessment", for a retake (components/progress). */
  progress?: ReactNode;
}) {
  const { assessment, answers, readiness, family, benchmark } = results;
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-10 sm:px-6">
      <header className="grid gap-2">
        <p className="text-sm font-medium text-primary">{assessment.companyName}</p>
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {assessment.executiveName}, here is where you stand
        </h1>
      </header>
      {saved && (
        <p
          role="status"
          className="flex items-center gap-2 rounded-lg border border-success/40 bg-success/10 px-4 py-3 text-sm"
        >
          <CheckCircle2 className="size-4 text-success" aria-hidden="true" />
          Your report is saved to your account. Find it any time in My Reports.
        </p>
      )}
      <ResultsStatus
        assessmentId={assessment.id}
        initial={{
          roadmapGenerated: assessment.roadmapGenerated,
          paymentStatus: assessment.paymentStatus,
        }}
      />
      {/* Each part hydrates apart from the page: no one long task on a phone. */}
      <HydrateSeparately>
        <ReadinessBreakdown readiness={readiness} />
      </HydrateSeparately>
      <HydrateSeparately>{progress}</HydrateSeparately>
      <HydrateSeparately>
        <div className="grid gap-6 md:grid-cols-3">
          <ConfidenceCard confidence={answers.aiConfidence} />
          <PostureCard posture={answers.orgPosture} />
          <PeerBenchmarkCard benchmark={benchmark} industry={assessment.companyIndustry} />
        </div>
      </HydrateSeparately>
      <HydrateSeparately>
        <div className="grid gap-6 md:grid-cols-2">
          <CompanyProfileCard assessment={assessment} sector={results.sector} />
          {family && <FamilyScoreCard family={family} />}
        </div>
      </HydrateSeparately>
      <HydrateSeparately>{team}</HydrateSeparately>
      <HydrateSeparately>
        <WhatsNext
          assessmentId={assessment.id}
          booking={booking}
          unlocked={isUnlockedStatus(assessment.paymentStatus)}
        />
        <CallMeBackBanner assessmentId={assessment.id} agentPhone={contact} />
      </HydrateSeparately>
    </div>
  );
}
