import { sampleReportData, sampleReportHeader } from "@/tests/fixtures/documents";
import { computeAlignment } from "@/capabilities/team/alignment";
import { executiveAnswers, makeTeamAnswers } from "@/tests/helpers/team-responses";
import { renderReportPdf } from "./render";
import { pdfText } from "@/tests/helpers/pdf/pdf-text";

const counts = { minimum: 3, invited: 4 };

it("is left out of a report whose executive invited no one", async () => {
  const text = pdfText(
    await renderReportPdf({
      header: sampleReportHeader,
      reportData: sampleReportData,
      showFamily: false,
      team: { minimum: 3, invited: 0, responses: 0, aggregates: null },
    }),
  );
  expect(text).not.toContain("Leadership Alignment");
  expect(text).not.toContain("0 responses");
});

it("before the view opens gives the counts and how answers join it, nothing else", async () => {
  const text = pdfText(
    await renderReportPdf({
      header: sampleReportHeader,
      reportData: sampleReportData,
      showFamily: false,
      team: { ...counts, responses: 0, aggregates: null },
    }),
  );
  expect(text).toContain("Leadership Alignment");
  expect(text).toContain("0 responses · 4 leaders invited");
  expect(text).toContain("The team view opens once 3 leaders have answered");
  expect(text).not.toContain("The largest gaps");
});

it("from the minimum gives the three largest gaps with their conversation, governance and confidence", async () => {
  const rows = [
    makeTeamAnswers({ orgPosture: "curious", aiConfidence: 4 }),
    makeTeamAnswers({ orgPosture: "curious", aiConfidence: 5 }),
    makeTeamAnswers({ orgPosture: "exploring", aiConfidence: 6 }),
  ];
  const aggregates = computeAlignment(rows, executiveAnswers(), 3);
  const text = pdfText(
    await renderReportPdf({
      header: sampleReportHeader,
      reportData: { ...sampleReportData, bottomUpLeaders: 3 },
      showFamily: false,
      team: { ...counts, responses: 3, aggregates },
    }),
  );
  expect(text).toContain("3 responses · 4 leaders invited");
  expect(aggregates.gaps.length).toBeGreaterThan(0);
  for (const gap of aggregates.gaps) {
    expect(text).toContain(gap.finding);
    expect(text).toContain(gap.conversation);
  }
  expect(text).toContain("A written AI use policy 0 of 3 0%");
  // react-pdf draws a nested figure as its own run: "5 /10".
  expect(text).toMatch(
    /Team median 5 ?\/10, the middle half between 4\.5 and 5\.5 \(spread 1 ?\); you: 8 ?\/10\./,
  );
  expect(text).toContain("Bottom-up reflects 3 leaders' answers.");
});
