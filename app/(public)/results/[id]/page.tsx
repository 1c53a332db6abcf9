import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CheckCircle2 } from "lucide-react";
import { FamilyScoreCard } from "@/components/results/family-score-card";
import { PeerBenchmarkCard } from "@/components/results/peer-benchmark-card";
import {
  CompanyProfileCard,
  ConfidenceCard,
  PostureCard,
} from "@/components/results/profile-cards";
import { ReadinessBreakdown } from "@/components/results/readiness-breakdown";
import { ResultsStatus } from "@/components/results/results-status";
import { WhatsNext } from "@/components/results/whats-next";
import { CallMeBackBanner } from "@/components/voice/call-me-back-banner";
import { getResults } from "@/lib/assessment/results";
import { contactLinks } from "@/lib/config/contact";

export const metadata: Metadata = { title: "Your Results" };

export default async function ResultsPage({ params, searchParams }: PageProps<"/results/[id]">) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const results = await getResults(id);
  if (!results) notFound();
  const { assessment, readiness, family, benchmark } = results;

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-10 sm:px-6">
      <header className="grid gap-2">
        <p className="text-sm font-medium text-primary">{assessment.companyName}</p>
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {assessment.executiveName}, here is where you stand
        </h1>
      </header>
      {query.saved === "true" && (
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
      <ReadinessBreakdown readiness={readiness} />
      <div className="grid gap-6 md:grid-cols-3">
        <ConfidenceCard confidence={assessment.aiConfidence} />
        <PostureCard posture={assessment.orgPosture} />
        <PeerBenchmarkCard benchmark={benchmark} industry={assessment.companyIndustry} />
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <CompanyProfileCard assessment={assessment} />
        {family && <FamilyScoreCard family={family} />}
      </div>
      <WhatsNext assessmentId={assessment.id} contact={contactLinks()} />
      <CallMeBackBanner assessmentId={assessment.id} agentPhone={contactLinks()} />
    </div>
  );
}
