/** @jest-environment jsdom */
import { jest } from "@jest/globals";
import { render, screen } from "@testing-library/react";
import type { getRoadmapPage as GetRoadmapPage } from "@/capabilities/report/roadmap/queries";
import { sampleRoadmap, sampleRoadmapDetails } from "@/tests/fixtures/documents";
import { testBooking } from "@/tests/helpers/results";

/** The roadmap page (spec: Roadmap view) with its read layer replaced. */
const getRoadmapPage = jest.fn<typeof GetRoadmapPage>();
jest.unstable_mockModule("@/capabilities/report/roadmap/queries", () => ({ getRoadmapPage }));
jest.unstable_mockModule("@/capabilities/leads/booking/link", () => ({
  bookingLinkFor: async () => testBooking,
}));
const { default: RoadmapPage } = await import("./page");

const id = sampleRoadmapDetails.assessmentId;
const page = () => RoadmapPage({ params: Promise.resolve({ id }) } as PageProps<"/roadmap/[id]">);

it("says 'Roadmap Not Ready' while the roadmap is being generated, with Back to Results", async () => {
  getRoadmapPage.mockResolvedValue({ roadmap: null, details: sampleRoadmapDetails });
  render(await page());
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Roadmap Not Ready");
  expect(
    screen.getByText(
      "Your AI roadmap is still being generated. Please check back in a few minutes.",
    ),
  ).toBeVisible();
  expect(screen.getByRole("link", { name: "Back to Results" })).toHaveAttribute(
    "href",
    `/results/${id}`,
  );
  expect(screen.queryByRole("link", { name: "Export PDF" })).not.toBeInTheDocument();
});

it("shows the roadmap with Export PDF and Schedule Consultation once it exists", async () => {
  getRoadmapPage.mockResolvedValue({ roadmap: sampleRoadmap, details: sampleRoadmapDetails });
  render(await page());
  expect(screen.queryByText("Roadmap Not Ready")).not.toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Export PDF" })).toHaveAttribute(
    "href",
    `/api/assessments/${id}/roadmap/pdf`,
  );
  expect(screen.getByRole("link", { name: "Schedule Consultation" })).toBeVisible();
});

it("answers Not Found for an unknown assessment", async () => {
  getRoadmapPage.mockResolvedValue(null);
  await expect(page()).rejects.toMatchObject({ digest: expect.stringContaining("404") });
});
