import { createHmac } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { openAdminDashboard } from "./admin-sign-in";
import { expect, test } from "./fixtures";
import { clientAddress, unlockedAssessment } from "./services";
import { E2E_INTERVIEW_WEBHOOK_SECRET } from "./settings";

/** What a voice-agent provider posts after the call, signed as docs/api.md "Voice agent webhooks" says. */
function postInterview(
  request: APIRequestContext,
  payload: unknown,
  secret = E2E_INTERVIEW_WEBHOOK_SECRET,
) {
  const body = JSON.stringify(payload);
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return request.post("/api/webhooks/interview", {
    data: body,
    headers: {
      "content-type": "application/json",
      "x-signature": `sha256=${signature}`,
      "x-timestamp": String(timestamp),
    },
  });
}

test("call back from the results page; the interview then shows on the report", async ({
  page,
  request,
  checkA11y,
}) => {
  const label = `${test.info().project.name}-${Date.now()}`;
  const id = await unlockedAssessment(request, {
    companyName: `Voice Co ${label}`,
    executiveEmail: `voice-${label}@example.com`,
  });

  await page.goto(`/results/${id}`);
  // The charts' accessible tables are hidden without widening the page (a phone scrolled sideways).
  await expect(page.getByRole("table", { name: /six readiness pillars/ })).toBeAttached();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(
    page.viewportSize()!.width,
  );
  await page.getByRole("button", { name: "Call Me Back" }).click();
  const dialog = page.getByRole("dialog", { name: "Request a Call from Emma" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("link", { name: /Click to Call/ })).toHaveAttribute(
    "href",
    /^tel:\+?\d+$/,
  );

  const phone = dialog.getByLabel("Phone number");
  await dialog.getByRole("button", { name: "Request Call" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Phone number is required");
  await phone.fill("+0 604");
  await dialog.getByRole("button", { name: "Request Call" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "Please enter a valid phone number (e.g., +1234567890)",
  );
  await checkA11y("call-request dialog showing an error");
  await phone.fill("+1 (604) 555-0199");
  await expect(dialog.getByRole("alert")).toHaveCount(0);

  const sent = page.waitForResponse((r) => r.url().endsWith("/api/call-request"));
  await dialog.getByRole("button", { name: "Request Call" }).click();
  const answer = await sent;
  expect(answer.status()).toBe(201);
  const { callRequestId } = (await answer.json()) as { callRequestId: string };
  await expect(dialog.getByText("Call request received")).toBeVisible();
  await checkA11y("call-request dialog after success");
  await dialog.getByRole("button", { name: "Close" }).first().click();
  await expect(dialog).toBeHidden();

  // Emma calls; the provider posts the interview, signed. A second delivery changes nothing.
  const interview = {
    interviewId: `e2e-${label}`,
    assessmentId: id,
    callRequestId,
    transcriptSummary: "Dana wants to cut quote turnaround before hiring more sales staff.",
    sections: [
      {
        sectionKey: "business_challenges",
        deeperDiveSummary: "Quotes wait five days on engineering review.",
        insights: ["Deals are lost after the third day"],
        proposedPilot: "Draft quotes with an assistant grounded in past proposals.",
        kpis: ["Quote turnaround", { name: "Win rate", target: "+10%" }],
        nextStep: { action: "Pick 20 past quotes", owner: "Head of Sales" },
        confidence: 0.85,
        quotes: ["We lose deals while we wait."],
      },
    ],
  };
  const delivered = await postInterview(request, interview);
  expect(delivered.status()).toBe(200);
  expect(await delivered.json()).toEqual({ received: true, duplicate: false });
  expect(await (await postInterview(request, interview)).json()).toEqual({
    received: true,
    duplicate: true,
  });
  expect((await postInterview(request, interview, "wrong-secret")).status()).toBe(401);

  await page.goto(`/report/${id}`);
  await expect(page.getByRole("button", { name: "Call Me Back" })).toBeVisible();
  const insights = page.getByRole("region", { name: "Deeper Dive Interview Insights" });
  await expect(insights).toBeVisible({ timeout: 30_000 });
  await expect(
    insights.getByRole("heading", { level: 3, name: "Business challenges" }),
  ).toBeVisible();
  await expect(insights.getByText("Confidence: 85%")).toBeVisible();
  await expect(insights.getByText("“We lose deals while we wait.”")).toBeVisible();
  await expect(
    insights.getByText("Draft quotes with an assistant grounded in past proposals."),
  ).toBeVisible();
  await expect(insights.getByText("Win rate — Target: +10%")).toBeVisible();
  await expect(insights.getByText("Pick 20 past quotes")).toBeVisible();
  // In the spec's order: after the industry benchmarks, before the risks.
  const headings = await page.getByRole("heading", { level: 2 }).allTextContents();
  const at = headings.indexOf("Deeper Dive Interview Insights");
  expect(headings[at - 1]).toBe("Industry Benchmarks");
  expect(headings[at + 1]).toBe("Risks and Mitigation Strategies");

  // The admin side: the call request is completed, the admin report shows it.
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": clientAddress() });
  await openAdminDashboard(page);
  await page.getByRole("tab", { name: "Call Requests" }).click();
  const row = page
    .getByRole("region", { name: "Call requests table" })
    .getByRole("row", { name: new RegExp(`Voice Co ${label}`) });
  await expect(row.getByText("Completed")).toBeVisible();
  await page.goto(`/admin/report/${id}`);
  await expect(
    page
      .getByRole("region", { name: "Deeper Dive Interview Insights" })
      .getByText("Confidence: 85%"),
  ).toBeVisible({ timeout: 30_000 });
});
