/** @jest-environment jsdom */
import { jest } from "@jest/globals";
import { answer } from "@/tests/helpers/browser";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import type { AppRouterInstance } from "next/dist/shared/lib/app-router-context.shared-runtime";

import "@/tests/helpers/polyfills";
import { Toaster } from "@/platform/ui/toaster";
import { dismiss } from "@/platform/ui/use-toast";
import { challengesFor } from "@/model/assessment/challenges";
import { headOfficeOptions, industryOptions, labelOf } from "@/model/assessment/options";
import { stepFields } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { AssessmentWizard } from "./assessment-wizard";
import { wizardLooks } from "./wizard-looks";
import { saveDraft } from "./draft-storage";
import { emptyDraft, type AssessmentDraft } from "./form-types";

const fetchMock = jest.fn<typeof fetch>();
const push = jest.fn<AppRouterInstance["push"]>();
const router = {
  push,
  replace: jest.fn(),
  refresh: jest.fn(),
  back: jest.fn(),
  forward: jest.fn(),
  prefetch: jest.fn(),
};
const scrollTo = jest.fn();

beforeEach(() => {
  window.localStorage.clear();
  fetchMock.mockReset();
  push.mockReset();
  scrollTo.mockReset();
  global.fetch = fetchMock;
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});
afterEach(() => act(() => dismiss()));

/** A complete draft (every answer valid) saved at a step, as a returning visitor has it. */
function startAt(step: number, values: Partial<AssessmentDraft> = {}) {
  saveDraft(step, { ...emptyDraft, ...makeAnswers(), ...values } as AssessmentDraft);
}

/** A draft with only the first two steps answered: later answers keep their defaults. */
function startWithTwoStepsAt(step: number) {
  const answers = makeAnswers();
  const firstTwo = [...stepFields[0], ...stepFields[1]].map((field) => [field, answers[field]]);
  saveDraft(step, { ...emptyDraft, ...Object.fromEntries(firstTwo) });
}

function renderWizard() {
  render(
    <AppRouterContext.Provider value={router as unknown as AppRouterInstance}>
      <AssessmentWizard looks={wizardLooks()} />
      <Toaster />
    </AppRouterContext.Provider>,
  );
}

const notifications = () => screen.getByRole("region", { name: /Notifications/ });

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.selectOptions(screen.getByRole("combobox", { name: label }), option);
}

describe("AssessmentWizard", () => {
  it("shows 'Assessment Progress', 'Step 1 of 5' and no Previous button on the first step", () => {
    renderWizard();
    expect(screen.getByText("Assessment Progress")).toBeInTheDocument();
    expect(screen.getByText("Step 1 of 5")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Previous" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Continue" })).toBeInTheDocument();
  });

  it("keeps an empty first step with the validation toast and each field's message", async () => {
    const user = userEvent.setup({ delay: null });
    renderWizard();
    await user.click(screen.getByRole("button", { name: "Continue" }));

    const toast = within(await waitFor(notifications));
    expect(await toast.findByText("Validation Error")).toBeInTheDocument();
    expect(
      toast.getByText("Please fill out all required fields before continuing."),
    ).toBeInTheDocument();
    for (const message of [
      "Executive name is required",
      "Company name is required",
      "Valid email is required",
      "Please select your industry",
      "Please select your head office location",
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByText("Step 1 of 5")).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("clears the custom location when the head office moves away from 'other'", async () => {
    const user = userEvent.setup({ delay: null });
    startAt(0, { headOfficeLocation: "other", customLocation: "Calgary" });
    renderWizard();
    const custom = await screen.findByLabelText("Where is your head office?");
    expect(custom).toHaveValue("Calgary");

    await choose(user, "Head office location", labelOf(headOfficeOptions, "interior"));
    expect(screen.queryByLabelText("Where is your head office?")).not.toBeInTheDocument();
    await choose(user, "Head office location", labelOf(headOfficeOptions, "other"));
    expect(screen.getByLabelText("Where is your head office?")).toHaveValue("");
  });

  it("drops the chosen challenges when the industry changes", async () => {
    const user = userEvent.setup({ delay: null });
    startAt(0);
    renderWizard();
    await screen.findByText("Welcome back: we restored the answers you had started.");
    await choose(user, "Industry", labelOf(industryOptions, "healthcare"));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await screen.findByText("Step 2 of 5");

    const healthcare = challengesFor("healthcare").map((c) => c.label);
    for (const label of healthcare) expect(screen.getByLabelText(label)).not.toBeChecked();
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Please select at least one business challenge")).toBeVisible();
  });

  it("moves to the next step, scrolled to the top, with a Previous button", async () => {
    const user = userEvent.setup({ delay: null });
    startAt(0);
    renderWizard();
    await screen.findByText("Welcome back: we restored the answers you had started.");
    await user.click(screen.getByRole("button", { name: "Continue" }));

    expect(await screen.findByText("Step 2 of 5")).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    await user.click(screen.getByRole("button", { name: "Previous" }));
    expect(await screen.findByText("Step 1 of 5")).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it("rates confidence on a 1 to 10 slider from 'Not confident' to 'Very confident', 5 by default", async () => {
    const user = userEvent.setup({ delay: null });
    startWithTwoStepsAt(2);
    renderWizard();
    const slider = await screen.findByRole("slider", { name: "AI confidence from 1 to 10" });
    expect(slider).toHaveAttribute("aria-valuemin", "1");
    expect(slider).toHaveAttribute("aria-valuemax", "10");
    expect(slider).toHaveAttribute("aria-valuenow", "5");
    expect(screen.getByText("5/10")).toBeInTheDocument();
    expect(screen.getByText("Not confident")).toBeInTheDocument();
    expect(screen.getByText("Very confident")).toBeInTheDocument();

    slider.focus();
    await user.keyboard("{End}");
    expect(slider).toHaveAttribute("aria-valuenow", "10");
    await user.keyboard("{ArrowRight}");
    expect(screen.getByText("10/10")).toBeInTheDocument();
    await user.keyboard("{Home}");
    expect(screen.getByText("1/10")).toBeInTheDocument();
  });

  it("reads 'Submitting...' while the assessment is sent, then opens its summary", async () => {
    const user = userEvent.setup({ delay: null });
    let finish: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (finish = resolve)));
    startAt(4);
    renderWizard();
    await user.click(await screen.findByRole("button", { name: "Complete Assessment" }));

    expect(await screen.findByRole("button", { name: "Submitting..." })).toBeDisabled();
    expect(fetchMock.mock.calls.map((call) => call[0])).toContain("/api/assessments");
    await act(async () => finish(answer(201, { assessmentId: "a-1" })));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/summary/a-1"));
  });

  it.each([
    [
      "the server's message",
      answer(503, { message: "Service unavailable" }),
      "Service unavailable",
    ],
    [
      "a fallback when the network fails",
      new TypeError("fetch failed"),
      "Failed to submit assessment",
    ],
  ])(
    "reports a failed submission with %s and lets the visitor retry",
    async (_case, outcome, text) => {
      const user = userEvent.setup({ delay: null });
      if (outcome instanceof Error) fetchMock.mockRejectedValue(outcome);
      else fetchMock.mockResolvedValue(outcome);
      startAt(4);
      renderWizard();
      await user.click(await screen.findByRole("button", { name: "Complete Assessment" }));

      const toast = within(await waitFor(notifications));
      expect(await toast.findByText("Error")).toBeInTheDocument();
      expect(toast.getByText(text)).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Complete Assessment" })).toBeEnabled();
      expect(push).not.toHaveBeenCalled();
    },
  );
});
