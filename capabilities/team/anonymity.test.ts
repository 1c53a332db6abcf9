import { resetData } from "@/tests/helpers/database";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { adminRequest, withId } from "@/tests/helpers/admin";
import { db } from "@/platform/db";
import { renderReportPdf } from "@/capabilities/report/pdf/render";
import { pdfText } from "@/tests/helpers/pdf/pdf-text";
import * as builtin from "@/capabilities/report/builtin";
import { loadGenerationInput } from "@/capabilities/report/queries";
import { answer, invitationToken, seedProvenAssessment } from "@/tests/helpers/team";
import { makeTeamAnswers } from "@/tests/helpers/team-responses";
import { LeadershipTeamSection } from "@/capabilities/report/components/report-sections/leadership-team";
import { POST as invite } from "@/app/api/assessments/[id]/team/invites/route";
import { GET as teamView } from "@/app/api/assessments/[id]/team/route";
import { getTeamViewForPage } from "./page-data";

/**
 * Three invited leaders whose answers differ in ONE answer (one sees the organization as
 * fearful, two as curious). Everything the executive can read about the team (the API's
 * answer, the report's Leadership Alignment section as rendered, the report written from the
 * team, and the PDF's text) is recorded; run again with the odd answer given by another leader,
 * it must be identical: nothing tells who answered what.
 */

const leaders = ["ana@example.org", "ben@example.org", "cai@example.org"];

async function whatTheExecutiveSees(oddOneOut: number) {
  await resetData();
  const id = await seedProvenAssessment(
    { executiveEmail: "dana@example.com", orgPosture: "activating" },
    { paymentStatus: "paid" },
  );
  await invite(
    adminRequest(`/api/assessments/${id}/team/invites`, {
      method: "POST",
      body: { emails: leaders },
    }),
    withId(id),
  );
  for (const [i, email] of leaders.entries()) {
    const answers = makeTeamAnswers({ orgPosture: i === oddOneOut ? "fearful" : "curious" });
    expect((await answer(await invitationToken(email), answers)).status).toBe(201);
  }

  const api = await (
    await teamView(adminRequest(`/api/assessments/${id}/team`), withId(id))
  ).json();
  const view = (await getTeamViewForPage(id, null))!;
  const section = renderToStaticMarkup(createElement(LeadershipTeamSection, { view }));
  const { reportData } = builtin.generateReport(
    await loadGenerationInput(id, { industryStats: true }),
  );
  const assessment = await db.assessment.findUniqueOrThrow({ where: { id } });
  const pdf = pdfText(
    await renderReportPdf({
      showFamily: true,
      reportData,
      team: view,
      header: {
        companyName: assessment.companyName,
        executiveName: assessment.executiveName,
        executiveTitle: assessment.executiveTitle,
        date: "14 March 2026",
        industry: assessment.companyIndustry,
        overallScore: reportData.readinessAssessment.overallScore,
      },
    }),
  );
  return { api, section, reportData, pdf, id };
}

it("lets no API answer, page section, report or PDF tell who answered what", async () => {
  const seen = [];
  for (const odd of [0, 1, 2]) {
    const { id, ...rest } = await whatTheExecutiveSees(odd);
    seen.push(JSON.stringify(rest).replaceAll(id, "<id>"));
  }
  const first = JSON.parse(seen[0]!);
  expect(first.api.aggregates.questions[0].options).toContainEqual(
    expect.objectContaining({ label: "Fearful", count: 1 }),
  );
  expect(first.section).toContain("2 of 3 leaders say &#x27;Curious&#x27;");
  expect(first.pdf).toContain("Leadership Alignment");
  expect(first.pdf).toContain("3 responses · 3 leaders invited");
  expect(first.pdf).toContain("Bottom-up reflects 3 leaders' answers.");
  for (const email of leaders) expect(seen[0]).not.toContain(email);
  expect(seen[1]).toBe(seen[0]);
  expect(seen[2]).toBe(seen[0]);
});
