import { sampleReportData, sampleReportHeader } from "@/tests/fixtures/documents";
import { compareAssessments } from "@/capabilities/team/progress/compare";
import { scoreReadiness } from "@/model/scoring";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { renderReportPdf } from "./render";
import { pdfText } from "@/tests/helpers/pdf/pdf-text";

const at = (answers: ReturnType<typeof makeAnswers>, day: number) => ({
  id: `id-${day}`,
  createdAt: new Date(Date.UTC(2026, 0, day)),
  answers,
  readiness: scoreReadiness(answers),
});

it("puts Since Your Last Assessment in a retake's PDF: score, pillars, answers and quick wins", async () => {
  const before = makeAnswers({ orgAiElements: ["none_yet"] });
  const after = makeAnswers({ orgAiElements: ["ai_policy"] });
  const progress = compareAssessments(at(before, 1), at(after, 90), [
    { title: "Publish a one-page AI use policy", description: "List the approved tools." },
  ]);
  const text = pdfText(
    await renderReportPdf({
      header: sampleReportHeader,
      reportData: sampleReportData,
      showFamily: true,
      progress,
    }),
  );
  expect(text).toContain("Since Your Last Assessment");
  const { before: then, after: now } = progress.score;
  expect(text).toMatch(
    new RegExp(`${then}\\s*/100 then, ${now}\\s*/100 now \\(\\s*\\+${now - then}`),
  );
  expect(text).toContain("Governance & investment");
  expect(text).toContain("None of these yet, now A written AI use policy");
  expect(text).toContain("Reflected now: Publish a one-page AI use policy");

  const first = pdfText(
    await renderReportPdf({
      header: sampleReportHeader,
      reportData: sampleReportData,
      showFamily: true,
    }),
  );
  expect(first).not.toContain("Since Your Last Assessment");
});
