/** @jest-environment jsdom */
import { jest } from "@jest/globals";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { flushSync } from "react-dom";
import {
  AppRouterContext,
  type AppRouterInstance,
} from "next/dist/shared/lib/app-router-context.shared-runtime";

import "@/tests/helpers/polyfills";
import { Toaster } from "@/platform/ui/toaster";
import { dismiss } from "@/platform/ui/use-toast";
import { businessModelOptions, labelOf, officeExpansionOptions } from "@/model/assessment/options";
import { stepFields } from "@/model/assessment/schemas";
import { consentWording } from "@/capabilities/leads/consent/wording";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { answer } from "@/tests/helpers/browser";
import { AssessmentWizard } from "./assessment-wizard";
import { wizardLooks } from "./wizard-looks";
import { saveDraft } from "./draft-storage";
import { emptyDraft, type AssessmentDraft } from "./form-types";

const answers = makeAnswers();
const DRAFT = "0b0e8c7e-5f6a-4b8e-9c1d-2a3b4c5d6e7f";
const TOKEN = "t".repeat(43);

type Call = { url: string; method: string; body: Record<string, unknown>; token?: string };
let calls: Call[] = [];
let respond: (call: Call) => Response | Promise<Response>;
const push = jest.fn<AppRouterInstance["push"]>();

const defaultResponses = (call: Call): Response => {
  if (call.url === "/api/assessments/drafts")
    return answer(201, { draftId: DRAFT, resumeToken: TOKEN });
  if (call.url.startsWith("/api/assessments/drafts/") && call.method === "PATCH")
    return answer(200, { draftId: DRAFT, stepReached: call.body.step });
  if (call.url === "/api/assessments") return answer(201, { assessmentId: DRAFT });
  return answer(204, null);
};

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, "", "/assessment");
  calls = [];
  respond = defaultResponses;
  push.mockReset();
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const call = {
      url: String(input),
      method: init?.method ?? "GET",
      body: init?.body ? JSON.parse(String(init.body)) : {},
      token: headers.get("x-resume-token") ?? undefined,
    };
    calls.push(call);
    return respond(call);
  }) as typeof fetch;
});
afterEach(() => act(() => dismiss()));

const apiCalls = () => calls.filter((c) => !c.url.startsWith("/api/funnel"));

function renderWizard() {
  return render(
    <AppRouterContext.Provider value={{ push } as unknown as AppRouterInstance}>
      <AssessmentWizard looks={wizardLooks()} />
      <Toaster />
    </AppRouterContext.Provider>,
  );
}

const values = (upTo: number) =>
  ({
    ...emptyDraft,
    ...Object.fromEntries(
      stepFields
        .slice(0, upTo)
        .flat()
        .map((f) => [f, answers[f]]),
    ),
  }) as AssessmentDraft;

async function continueFrom(user: ReturnType<typeof userEvent.setup>, step: number) {
  await user.click(screen.getByRole("button", { name: "Continue" }));
  await screen.findByText(`Step ${step + 1} of 5`);
}

describe("AssessmentWizard with a server draft", () => {
  it("starts a draft on step 1's Continue, unticked consent by default, and a hidden honeypot", async () => {
    const user = userEvent.setup({ delay: null });
    saveDraft(0, values(5));
    renderWizard();
    const consent = await screen.findByRole("checkbox", { name: consentWording });
    expect(consent).not.toBeChecked();
    const honeypot = document.querySelector<HTMLInputElement>("input[name=website]")!;
    expect(honeypot.closest("[aria-hidden=true]")).not.toBeNull();
    expect(honeypot.tabIndex).toBe(-1);

    await continueFrom(user, 1);
    const [created] = apiCalls();
    expect(created).toMatchObject({ url: "/api/assessments/drafts", method: "POST" });
    expect(created.body).toMatchObject({
      executiveName: answers.executiveName,
      companyMarkets: answers.companyMarkets,
      marketingConsent: false,
    });
    expect(created.body.businessChallenges).toBeUndefined();
    expect(created.body.website).toBeUndefined();
  });

  it("sends consent only when ticked, and the landing's attribution with the draft", async () => {
    const user = userEvent.setup({ delay: null });
    window.sessionStorage.setItem(
      "ai-readiness.attribution",
      JSON.stringify({ utm_source: "linkedin", chapter: "vancouver-island", landingPath: "/" }),
    );
    saveDraft(0, values(5));
    renderWizard();
    await user.click(await screen.findByRole("checkbox", { name: consentWording }));
    await continueFrom(user, 1);
    expect(apiCalls()[0].body).toMatchObject({
      marketingConsent: true,
      attribution: { utm_source: "linkedin", chapter: "vancouver-island" },
    });
  });

  it("saves each later step with the resume token, and completes the same draft", async () => {
    const user = userEvent.setup({ delay: null });
    saveDraft(0, values(5));
    renderWizard();
    await screen.findByText("Step 1 of 5");
    for (const step of [1, 2, 3, 4]) await continueFrom(user, step);
    const patches = apiCalls().filter((c) => c.method === "PATCH");
    expect(patches.map((c) => c.body.step)).toEqual([2, 3, 4]);
    expect(
      patches.every((c) => c.token === TOKEN && c.url === `/api/assessments/drafts/${DRAFT}`),
    ).toBe(true);
    expect(patches[1].body.answers).toMatchObject({ aiConfidence: answers.aiConfidence });

    await user.click(screen.getByRole("button", { name: "Complete Assessment" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith(`/summary/${DRAFT}`));
    const submitted = apiCalls().find((c) => c.url === "/api/assessments")!;
    expect(submitted.body.draftId).toBe(DRAFT);
    expect(submitted.token).toBe(TOKEN);
    expect(window.localStorage.getItem("ai-readiness.server-draft")).toBeNull();
  });

  it("saves step 1 again, with the consent answer, when the executive goes back and edits it", async () => {
    const user = userEvent.setup({ delay: null });
    saveDraft(0, values(5));
    renderWizard();
    await screen.findByText("Step 1 of 5");
    await continueFrom(user, 1);
    await user.click(screen.getByRole("button", { name: "Previous" }));
    await screen.findByText("Step 1 of 5");
    const title = screen.getByLabelText(/Your title/);
    await user.clear(title);
    await user.type(title, "Chief Executive Officer");
    await user.click(screen.getByRole("checkbox", { name: consentWording }));
    calls = [];
    await continueFrom(user, 1);
    expect(apiCalls()).toEqual([
      expect.objectContaining({
        method: "PATCH",
        url: `/api/assessments/drafts/${DRAFT}`,
        token: TOKEN,
        body: {
          step: 1,
          answers: expect.objectContaining({
            executiveTitle: "Chief Executive Officer",
            marketingConsent: true,
          }),
        },
      }),
    ]);
  });

  it("shows the server's messages under the fields and stays on the step", async () => {
    const user = userEvent.setup({ delay: null });
    saveDraft(0, values(5));
    respond = (call) =>
      call.url === "/api/assessments/drafts"
        ? answer(400, {
            message: "Please select your primary market",
            error: { fields: { companyMarkets: "Please select your primary market" } },
          })
        : defaultResponses(call);
    renderWizard();
    await screen.findByText("Step 1 of 5");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Please select your primary market")).toBeVisible();
    expect(screen.getByText("Step 1 of 5")).toBeInTheDocument();
  });

  it("goes on when a save fails, keeps the answers and saves the missed step on the next Continue", async () => {
    const user = userEvent.setup({ delay: null });
    saveDraft(0, values(5));
    renderWizard();
    await screen.findByText("Step 1 of 5");
    await continueFrom(user, 1);
    respond = (call) =>
      call.method === "PATCH"
        ? Promise.reject(new TypeError("Failed to fetch"))
        : defaultResponses(call);
    await continueFrom(user, 2);
    expect(screen.getByText(/Not saved yet/)).toBeInTheDocument();

    respond = defaultResponses;
    calls = [];
    await continueFrom(user, 3);
    expect(apiCalls().map((c) => c.body.step)).toEqual([2, 3]);
    expect(screen.queryByText(/Not saved yet/)).not.toBeInTheDocument();
  });

  it("opens a resume link at the step after the last saved, with the saved answers", async () => {
    window.history.replaceState(null, "", `/assessment?draft=${DRAFT}#resume=${TOKEN}`);
    respond = (call) =>
      call.method === "GET" && call.url === `/api/assessments/drafts/${DRAFT}`
        ? answer(200, {
            draftId: DRAFT,
            stepReached: 3,
            marketingConsent: true,
            answers: values(3),
          })
        : defaultResponses(call);
    renderWizard();
    expect(await screen.findByText("Step 4 of 5")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "GET")?.token).toBe(TOKEN);
    // The token leaves the address bar.
    expect(window.location.hash).toBe("");
    expect(window.location.search).toBe("");
    await userEvent.setup({ delay: null }).click(screen.getByRole("button", { name: "Previous" }));
    await userEvent.setup({ delay: null }).click(screen.getByRole("button", { name: "Previous" }));
    await userEvent.setup({ delay: null }).click(screen.getByRole("button", { name: "Previous" }));
    expect(await screen.findByLabelText(/Your full name/)).toHaveValue(answers.executiveName);
    expect(screen.getByRole("checkbox", { name: consentWording })).toBeChecked();
  });

  it("opens a resumed draft's later steps with their defaults, whatever else the answers hold", async () => {
    window.history.replaceState(null, "", `/assessment?draft=${DRAFT}#resume=${TOKEN}`);
    respond = (call) =>
      call.method === "GET"
        ? answer(200, {
            draftId: DRAFT,
            stepReached: 2,
            marketingConsent: false,
            answers: { ...values(2), aiConfidence: null, aiToolsUsed: [1], isAdmin: true },
          })
        : defaultResponses(call);
    renderWizard();
    expect(await screen.findByText("Step 3 of 5")).toBeInTheDocument();
    expect(screen.getByRole("slider")).toHaveAttribute("aria-valuenow", "5");
    expect(screen.getByText("5/10")).toBeInTheDocument();
    const kept = JSON.parse(window.localStorage.getItem("ai-readiness.assessment-draft")!);
    expect(kept.step).toBe(2);
    expect(kept.values).toMatchObject({
      executiveName: answers.executiveName,
      aiConfidence: 5,
      aiToolsUsed: [],
    });
    expect(kept.values).not.toHaveProperty("isAdmin");
  });

  it("says so when a resume link no longer works, and starts fresh", async () => {
    window.history.replaceState(null, "", `/assessment?draft=${DRAFT}#resume=${TOKEN}`);
    respond = (call) =>
      call.method === "GET" ? answer(404, { message: "Not found" }) : defaultResponses(call);
    renderWizard();
    expect(await screen.findByRole("alert")).toHaveTextContent(/This link has expired/);
    expect(screen.getByText("Step 1 of 5")).toBeInTheDocument();
  });

  it("makes each step a history entry: the browser's Back returns to the previous step", async () => {
    const user = userEvent.setup({ delay: null });
    saveDraft(0, values(5));
    renderWizard();
    await screen.findByText("Step 1 of 5");
    await continueFrom(user, 1);
    await continueFrom(user, 2);
    act(() => {
      window.dispatchEvent(new PopStateEvent("popstate", { state: { wizardStep: 1 } }));
    });
    expect(await screen.findByText("Step 2 of 5")).toBeInTheDocument();
  });

  it("focuses the first field with a message after a failed Continue", async () => {
    const user = userEvent.setup({ delay: null });
    saveDraft(0, { ...values(5), companyMarkets: "" });
    renderWizard();
    await screen.findByText("Step 1 of 5");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: /Primary market/ })).toHaveFocus(),
    );
    expect(apiCalls()).toHaveLength(0);
  });

  it("on a phone, scrolls the first field with a message clear of the toast at the top", async () => {
    const user = userEvent.setup({ delay: null });
    saveDraft(0, { ...values(5), companyMarkets: "" });
    renderWizard();
    await screen.findByText("Step 1 of 5");
    // A phone's layout: the toasts across the top 130 px, the field's label under them.
    const rect = (top: number, bottom: number) =>
      ({ top, bottom, left: 0, right: 390, width: 390, height: bottom - top }) as DOMRect;
    const rects = jest
      .spyOn(Element.prototype, "getBoundingClientRect")
      .mockImplementation(function (this: Element) {
        return this.matches("[data-slot=toast-viewport]") ? rect(0, 130) : rect(60, 150);
      });
    Object.defineProperty(window, "scrollY", { value: 500, configurable: true });
    try {
      await user.click(screen.getByRole("button", { name: "Continue" }));
      await waitFor(() =>
        expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 418 })),
      );
      expect(screen.getByRole("combobox", { name: /Primary market/ })).toHaveFocus();
    } finally {
      rects.mockRestore();
      Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
    }
  });

  it("counts each step shown, once per session", async () => {
    const user = userEvent.setup({ delay: null });
    saveDraft(0, values(5));
    renderWizard();
    await screen.findByText("Step 1 of 5");
    await continueFrom(user, 1);
    await user.click(screen.getByRole("button", { name: "Previous" }));
    await screen.findByText("Step 1 of 5");
    const visits = calls.filter((c) => c.url === "/api/funnel/visits").map((c) => c.body.path);
    expect(visits).toEqual(["/assessment/step-1", "/assessment/step-2"]);
  });

  it("in a new wizard, the browser's Back returns to step 1 with the answers typed", async () => {
    const user = userEvent.setup({ delay: null });
    renderWizard();
    await user.type(screen.getByLabelText(/Your full name/), answers.executiveName);
    await user.type(screen.getByLabelText(/Your title/), answers.executiveTitle);
    await user.type(screen.getByLabelText(/Work email/), answers.executiveEmail!);
    await user.type(screen.getByLabelText(/Company name/), answers.companyName);
    for (const [label, value] of [
      [/Annual revenue/, answers.companyRevenue],
      [/Number of employees/, answers.companyEmployees],
      [/Industry/, answers.companyIndustry],
      [/Primary market/, answers.companyMarkets],
      [/Head office location/, answers.headOfficeLocation],
    ] as const) {
      await user.selectOptions(screen.getByRole("combobox", { name: label }), value);
    }
    await user.click(
      screen.getByRole("radio", {
        name: labelOf(businessModelOptions, answers.companyBusinessModel),
      }),
    );
    await user.click(
      screen.getByRole("checkbox", {
        name: labelOf(officeExpansionOptions, answers.officeExpansion[0]),
      }),
    );
    await continueFrom(user, 1);

    act(() => window.history.back());
    expect(await screen.findByText("Step 1 of 5")).toBeInTheDocument();
    expect(screen.getByLabelText(/Your full name/)).toHaveValue(answers.executiveName);
    expect(screen.getByRole("combobox", { name: /Primary market/ })).toHaveValue(
      answers.companyMarkets,
    );
  });

  it("follows the browser's Back when the router re-renders the page during the same event", async () => {
    const user = userEvent.setup({ delay: null });
    saveDraft(0, values(5));
    const page = (router: object) => (
      <AppRouterContext.Provider value={router as AppRouterInstance}>
        <AssessmentWizard looks={wizardLooks()} />
      </AppRouterContext.Provider>
    );
    const { rerender } = render(page({ push }));
    // As Next.js's own listener (registered first) does: a synchronous render of the page.
    const routerListener = () => flushSync(() => rerender(page({ push })));
    window.addEventListener("popstate", routerListener);
    try {
      await screen.findByText("Step 1 of 5");
      await continueFrom(user, 1);
      await continueFrom(user, 2);
      act(() => window.history.back());
      expect(await screen.findByText("Step 2 of 5")).toBeInTheDocument();
    } finally {
      window.removeEventListener("popstate", routerListener);
    }
  });

  it("after Previous, the browser's Back goes to the step before, not forward again", async () => {
    const user = userEvent.setup({ delay: null });
    saveDraft(0, values(5));
    renderWizard();
    await screen.findByText("Step 1 of 5");
    await continueFrom(user, 1);
    await continueFrom(user, 2);
    await user.click(screen.getByRole("button", { name: "Previous" }));
    expect(await screen.findByText("Step 2 of 5")).toBeInTheDocument();
    act(() => window.history.back());
    expect(await screen.findByText("Step 1 of 5")).toBeInTheDocument();
    act(() => window.history.forward());
    expect(await screen.findByText("Step 2 of 5")).toBeInTheDocument();
  });

  it("after a refresh, Previous and the browser's Back still walk back through the steps", async () => {
    const user = userEvent.setup({ delay: null });
    saveDraft(0, values(5));
    const first = renderWizard();
    await screen.findByText("Step 1 of 5");
    await continueFrom(user, 1);
    await continueFrom(user, 2);
    first.unmount();

    renderWizard();
    expect(await screen.findByText("Step 3 of 5")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Previous" }));
    expect(await screen.findByText("Step 2 of 5")).toBeInTheDocument();
    act(() => window.history.back());
    expect(await screen.findByText("Step 1 of 5")).toBeInTheDocument();
  });

  it("after a resume link, a refresh opens the same step, and only the steps shown are counted", async () => {
    window.history.replaceState(null, "", `/assessment?draft=${DRAFT}#resume=${TOKEN}`);
    respond = (call) =>
      call.method === "GET" && call.url === `/api/assessments/drafts/${DRAFT}`
        ? answer(200, {
            draftId: DRAFT,
            stepReached: 3,
            marketingConsent: false,
            answers: values(3),
          })
        : defaultResponses(call);
    const first = renderWizard();
    expect(await screen.findByText("Step 4 of 5")).toBeInTheDocument();
    const visits = calls.filter((c) => c.url === "/api/funnel/visits").map((c) => c.body.path);
    expect(visits).toEqual(["/assessment/step-4"]);
    first.unmount();

    calls = [];
    renderWizard();
    expect(await screen.findByText("Step 4 of 5")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "GET")).toHaveLength(0);
    await waitFor(() => expect(screen.getByRole("button", { name: "Previous" })).toBeEnabled());

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole("button", { name: "Previous" }));
    await screen.findByText("Step 3 of 5");
    await continueFrom(user, 3);
    const [patch] = apiCalls();
    expect(patch).toMatchObject({ method: "PATCH", token: TOKEN, body: { step: 3 } });
  });

  it("counts the step a resumed draft opens on, not step 1 it never showed", async () => {
    saveDraft(2, values(5));
    renderWizard();
    expect(await screen.findByText("Step 3 of 5")).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((c) => c.url === "/api/funnel/visits").map((c) => c.body.path)).toEqual([
        "/assessment/step-3",
      ]),
    );
  });

  it("starts a new draft with the answers in hand when the server no longer knows the old one", async () => {
    const user = userEvent.setup({ delay: null });
    saveDraft(2, values(5));
    window.localStorage.setItem(
      "ai-readiness.server-draft",
      JSON.stringify({ draftId: "old-draft", resumeToken: "o".repeat(43), savedStep: 1 }),
    );
    respond = (call) =>
      call.url.startsWith("/api/assessments/drafts/old-draft")
        ? answer(404, { message: "Not found" })
        : defaultResponses(call);
    renderWizard();
    await screen.findByText("Step 3 of 5");
    await continueFrom(user, 3);
    expect(apiCalls().map((c) => [c.method, c.url, c.body.step])).toEqual([
      ["PATCH", "/api/assessments/drafts/old-draft", 3],
      ["POST", "/api/assessments/drafts", undefined],
      ["PATCH", `/api/assessments/drafts/${DRAFT}`, 2],
      ["PATCH", `/api/assessments/drafts/${DRAFT}`, 3],
    ]);
    expect(apiCalls()[1].body).toMatchObject({ executiveEmail: answers.executiveEmail });
    expect(apiCalls()[3].token).toBe(TOKEN);
    expect(screen.queryByText(/Not saved yet/)).not.toBeInTheDocument();
  });

  it("goes on when the draft cannot be started, and starts it on the next Continue", async () => {
    const user = userEvent.setup({ delay: null });
    saveDraft(0, values(5));
    respond = (call) =>
      call.url === "/api/assessments/drafts"
        ? answer(503, { message: "Service unavailable" })
        : defaultResponses(call);
    renderWizard();
    await screen.findByText("Step 1 of 5");
    await continueFrom(user, 1);
    expect(screen.getByText(/Not saved yet/)).toBeInTheDocument();
    expect(screen.getAllByRole("checkbox").some((box) => (box as HTMLInputElement).checked)).toBe(
      true,
    );

    respond = defaultResponses;
    calls = [];
    await continueFrom(user, 2);
    expect(apiCalls().map((c) => [c.method, c.body.step])).toEqual([
      ["POST", undefined],
      ["PATCH", 2],
    ]);
    expect(screen.queryByText(/Not saved yet/)).not.toBeInTheDocument();
  });

  it("starts one draft when Continue is pressed twice in a row", async () => {
    saveDraft(0, values(5));
    renderWizard();
    await screen.findByText("Step 1 of 5");
    const button = screen.getByRole("button", { name: "Continue" });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByText("Step 2 of 5")).toBeInTheDocument();
    expect(apiCalls().filter((c) => c.url === "/api/assessments/drafts")).toHaveLength(1);
  });

  it("shows a refused answer of a step saved late on that step", async () => {
    const user = userEvent.setup({ delay: null });
    saveDraft(2, values(5));
    window.localStorage.setItem(
      "ai-readiness.server-draft",
      JSON.stringify({ draftId: DRAFT, resumeToken: TOKEN, savedStep: 0 }),
    );
    respond = (call) =>
      call.method === "PATCH" && call.body.step === 2
        ? answer(400, {
            message: "Please choose challenges of your industry",
            error: { fields: { businessChallenges: "Please choose challenges of your industry" } },
          })
        : defaultResponses(call);
    renderWizard();
    await screen.findByText("Step 3 of 5");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Step 2 of 5")).toBeInTheDocument();
    expect(await screen.findByText("Please choose challenges of your industry")).toBeVisible();
  });

  it("says so when a link has no token, without asking the server", async () => {
    window.history.replaceState(null, "", `/assessment?draft=${DRAFT}`);
    renderWizard();
    expect(await screen.findByRole("alert")).toHaveTextContent(/This link has expired/);
    expect(screen.getByText("Step 1 of 5")).toBeInTheDocument();
    expect(apiCalls()).toHaveLength(0);
  });
});
