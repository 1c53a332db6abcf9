/** @jest-environment jsdom */
import { jest } from "@jest/globals";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { makeResults, TEST_ASSESSMENT_ID as id, testBooking } from "@/tests/helpers/results";
import type {
  getExecutiveEmail as GetExecutiveEmail,
  getPublicAssessment as GetPublicAssessment,
} from "@/capabilities/leads/assessments/queries";
import type { bookingLinkFor as BookingLinkFor } from "@/capabilities/leads/booking/link";

/** The thank-you page with its read layer replaced. */
const getPublicAssessment = jest.fn<typeof GetPublicAssessment>();
const getExecutiveEmail = jest.fn<typeof GetExecutiveEmail>();
jest.unstable_mockModule("@/capabilities/leads/assessments/queries", () => ({
  getPublicAssessment,
  getExecutiveEmail,
}));
const bookingLinkFor = jest.fn<typeof BookingLinkFor>();
jest.unstable_mockModule("@/capabilities/leads/booking/link", () => ({ bookingLinkFor }));
const { default: ThankYouPage } = await import("./page");

it("names the address of step 1 as where the roadmap goes, and links the roadmap", async () => {
  getPublicAssessment.mockResolvedValue({ ...makeResults().assessment, executiveName: "Dana" });
  getExecutiveEmail.mockResolvedValue("dana@northwind.ca");
  bookingLinkFor.mockResolvedValue(testBooking);
  render(await ThankYouPage({ params: Promise.resolve({ id }) } as PageProps<"/thank-you/[id]">));
  expect(getExecutiveEmail).toHaveBeenCalledWith(id);
  expect(screen.getByText(/sending your AI roadmap to/)).toHaveTextContent("dana@northwind.ca");
  expect(screen.getByRole("link", { name: "View Your Roadmap" })).toHaveAttribute(
    "href",
    `/roadmap/${id}`,
  );
});

it("opens the provider's scheduler for this lead in a dialog when a booking provider is set", async () => {
  getPublicAssessment.mockResolvedValue({ ...makeResults().assessment, executiveName: "Dana" });
  getExecutiveEmail.mockResolvedValue("dana@northwind.ca");
  const url = `https://cal.com/chapter/consultation?name=Dana&metadata%5BassessmentId%5D=${id}`;
  bookingLinkFor.mockResolvedValue({ provider: "calcom", url });
  render(await ThankYouPage({ params: Promise.resolve({ id }) } as PageProps<"/thank-you/[id]">));
  expect(bookingLinkFor).toHaveBeenCalledWith(id);
  await userEvent.setup().click(screen.getByRole("button", { name: "Schedule Free Consultation" }));
  const dialog = await screen.findByRole("dialog", { name: "Book a Free Consultation" });
  expect(dialog.querySelector("iframe")).toHaveAttribute("src", url);
});
