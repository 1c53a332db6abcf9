/** @jest-environment jsdom */
import { jest } from "@jest/globals";
import { render, screen } from "@testing-library/react";
import { makeResults, TEST_ASSESSMENT_ID as id } from "@/tests/helpers/results";
import type {
  getExecutiveEmail as GetExecutiveEmail,
  getPublicAssessment as GetPublicAssessment,
} from "@/capabilities/leads/assessments/queries";

/** The thank-you page with its read layer replaced. */
const getPublicAssessment = jest.fn<typeof GetPublicAssessment>();
const getExecutiveEmail = jest.fn<typeof GetExecutiveEmail>();
jest.unstable_mockModule("@/capabilities/leads/assessments/queries", () => ({
  getPublicAssessment,
  getExecutiveEmail,
}));
const { default: ThankYouPage } = await import("./page");

it("names the address of step 1 as where the roadmap goes, and links the roadmap", async () => {
  getPublicAssessment.mockResolvedValue({ ...makeResults().assessment, executiveName: "Dana" });
  getExecutiveEmail.mockResolvedValue("dana@northwind.ca");
  render(await ThankYouPage({ params: Promise.resolve({ id }) } as PageProps<"/thank-you/[id]">));
  expect(getExecutiveEmail).toHaveBeenCalledWith(id);
  expect(screen.getByText(/sending your AI roadmap to/)).toHaveTextContent("dana@northwind.ca");
  expect(screen.getByRole("link", { name: "View Your Roadmap" })).toHaveAttribute(
    "href",
    `/roadmap/${id}`,
  );
});
