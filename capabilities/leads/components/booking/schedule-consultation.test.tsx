/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { schedulerUrl, type BookingLead } from "../../booking/scheduler-url";
import { ScheduleConsultation } from "./schedule-consultation";

const lead: BookingLead = {
  assessmentId: "6b1f0c2e-8d4a-4f3b-9e21-1a2b3c4d5e6f",
  name: "Dana Reyes",
  email: "dana.reyes@northwind.ca",
  company: "Northwind & Sons",
};

/** Opens the dialog and answers the scheduler's address, read back as parameters. */
async function openScheduler() {
  await userEvent.setup().click(screen.getByRole("button", { name: "Schedule Free Consultation" }));
  const dialog = await screen.findByRole("dialog", { name: "Book a Free Consultation" });
  const frame = dialog.querySelector("iframe");
  expect(frame).toHaveAttribute("title", "Scheduler: book a consultation with a strategist");
  return new URL(frame!.getAttribute("src")!);
}

describe("ScheduleConsultation", () => {
  it("is the plain booking link, in a new tab, without a provider", () => {
    render(<ScheduleConsultation booking={{ provider: null, url: "https://calendly.com/" }} />);
    const link = screen.getByRole("link", { name: "Schedule Free Consultation" });
    expect(link).toHaveAttribute("href", "https://calendly.com/");
    expect(link).toHaveAttribute("target", "_blank");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("embeds Cal.com prefilled with the lead, the assessment id as metadata", async () => {
    const url = schedulerUrl("calcom", "https://cal.com/chapter/consultation?theme=light", lead);
    render(<ScheduleConsultation booking={{ provider: "calcom", url }} />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    const src = await openScheduler();
    expect(`${src.origin}${src.pathname}`).toBe("https://cal.com/chapter/consultation");
    expect(Object.fromEntries(src.searchParams)).toEqual({
      theme: "light",
      name: "Dana Reyes",
      email: "dana.reyes@northwind.ca",
      company: "Northwind & Sons",
      "metadata[assessmentId]": lead.assessmentId,
    });
    expect(screen.getByRole("link", { name: "Open it in a new tab" })).toHaveAttribute("href", url);
  });

  it("embeds Calendly prefilled with the lead: company as a1, the assessment id as utm_content", async () => {
    const url = schedulerUrl("calendly", "https://calendly.com/chapter/consultation", {
      ...lead,
      email: null,
    });
    render(<ScheduleConsultation booking={{ provider: "calendly", url }} />);
    const src = await openScheduler();
    expect(Object.fromEntries(src.searchParams)).toEqual({
      name: "Dana Reyes",
      a1: "Northwind & Sons",
      utm_source: "ai-readiness",
      utm_content: lead.assessmentId,
    });
  });
});
