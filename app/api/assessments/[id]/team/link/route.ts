import { json, route } from "@/platform/http";
import { getTeamAssessmentOrThrow } from "@/capabilities/team/access";
import { createTeamLink, revokeTeamLinks } from "@/capabilities/team/links";

/** A new team link: `201 {url, expiresAt}` (30 days). */
export const POST = route<"public", undefined, { id: string }>(
  { access: "public" },
  async ({ params, caller }) => {
    const assessment = await getTeamAssessmentOrThrow(params.id, caller);
    return json(await createTeamLink(assessment.id), 201);
  },
);

/** Revokes every team link of the assessment: `200 {revoked}` (how many were working). */
export const DELETE = route<"public", undefined, { id: string }>(
  { access: "public" },
  async ({ params, caller }) => {
    const assessment = await getTeamAssessmentOrThrow(params.id, caller);
    return json({ revoked: await revokeTeamLinks(assessment.id) });
  },
);
