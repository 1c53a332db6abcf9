import { getPublicAssessmentOrThrow } from "@/capabilities/leads/assessments/queries";
import { json, route } from "@/platform/http";
import { resumeJob } from "@/platform/jobs/run";

export const GET = route<"public", undefined, { id: string }>(
  { access: "public" },
  async ({ params }) => {
    const { roadmap, report, ...assessment } = await getPublicAssessmentOrThrow(params.id);
    if (!assessment.roadmapGenerated) await resumeJob("roadmap", assessment.id);
    return json(
      {
        assessment: { ...assessment, reportGenerated: Boolean(report) },
        roadmap: roadmap?.content ?? null,
      },
      200,
      { "Cache-Control": "no-store" },
    );
  },
);
