import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ArrowLeft, FileDown } from "@/platform/ui/icons";
import { RoadmapView } from "@/capabilities/report/components/roadmap/roadmap-view";
import { Button } from "@/platform/ui/button";
import { ScheduleConsultation } from "@/capabilities/leads/components";
import { bookingLinkFor } from "@/capabilities/leads/booking/link";
import { getRoadmapPage } from "@/capabilities/report/roadmap/queries";

export const metadata: Metadata = { title: "Your AI Roadmap" };

export default async function RoadmapPage({ params }: PageProps<"/roadmap/[id]">) {
  const { id } = await params;
  const [page, booking] = await Promise.all([getRoadmapPage(id), bookingLinkFor(id)]);
  if (!page) notFound();
  const back = (
    <Button asChild variant="ghost">
      <Link href={`/results/${id}`}>
        <ArrowLeft aria-hidden="true" />
        Back to Results
      </Link>
    </Button>
  );

  if (!page.roadmap) {
    return (
      <div className="mx-auto grid max-w-lg justify-items-center gap-4 px-4 py-20 text-center">
        <h1 className="text-2xl font-bold tracking-tight">Roadmap Not Ready</h1>
        <p className="text-muted-foreground">
          Your AI roadmap is still being generated. Please check back in a few minutes.
        </p>
        {back}
      </div>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 sm:px-6">
      <div className="print:hidden">{back}</div>
      <RoadmapView
        roadmap={page.roadmap}
        details={page.details}
        actions={
          <>
            <Button asChild variant="outline">
              <a href={`/api/assessments/${id}/roadmap/pdf`} download>
                <FileDown aria-hidden="true" />
                Export PDF
              </a>
            </Button>
            <ScheduleConsultation booking={booking} label="Schedule Consultation" />
          </>
        }
      />
    </div>
  );
}
