import { randomInt } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { expect, test } from "./fixtures";
import { E2E_COUPON } from "./settings";

/**
 * The pages about an assessment hold still while they load (#27): each arrives whole, in
 * document order, so nothing painted jumps when the rest comes; and the results' pillar chart
 * still reads its figures to a screen reader, sent once in the markup instead of again in the
 * page's payload.
 */

const PILLARS_CAPTION =
  "Your six readiness pillars: the points earned out of each pillar's maximum";

test.beforeEach(async ({ context }) => {
  const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  await context.setExtraHTTPHeaders({ "x-forwarded-for": ip });
});

/** An unlocked assessment whose roadmap and report exist. */
async function unlockedAssessment(
  request: APIRequestContext,
  company: string,
  email: string,
): Promise<string> {
  const submitted = await request.post("/api/assessments", {
    data: makeAnswers({ companyName: company, executiveEmail: email }),
  });
  expect(submitted.status()).toBe(201);
  const { assessmentId: id } = (await submitted.json()) as { assessmentId: string };
  const coupon = await request.post("/api/validate-coupon", {
    data: { code: E2E_COUPON, assessmentId: id },
  });
  expect(coupon.status()).toBe(200);
  // Generating the roadmap and the report can hold the server's one thread for a while on a
  // busy machine, and a request kept waiting on a reused connection is then reset: asked again.
  await expect
    .poll(
      async () =>
        request
          .get(`/api/assessments/${id}`)
          .then(async (response) => (await response.json()).assessment.roadmapGenerated)
          .catch(() => "no answer"),
      { timeout: 90_000, message: "the roadmap" },
    )
    .toBe(true);
  expect((await request.get(`/api/assessments/${id}/report`)).status()).toBe(200);
  return id;
}

/**
 * Every page the test opens records its layout shifts from its first byte, as CLS counts them,
 * but for those while the accessibility check rendered the page's skipped sections (fixtures.ts).
 */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: [start: number, value: number][] = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) shifts.push([entry.startTime, entry.value]);
    }).observe({ type: "layout-shift", buffered: true });
  });
}

const layoutShift = (page: Page) =>
  page.evaluate(() => {
    const { layoutShifts, a11yChecks = [] } = window as unknown as {
      layoutShifts: [number, number][];
      a11yChecks?: [number, number][];
    };
    return layoutShifts
      .filter(([start]) => !a11yChecks.some(([from, to]) => start >= from && start <= to))
      .reduce((sum, [, value]) => sum + value, 0);
  });

test(
  "results, roadmap and report arrive whole, their content before the footer, and do not shift as they load",
  { tag: "@phone" },
  async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    const tag = `${testInfo.project.name}-${Date.now()}-${randomInt(1e6)}`;
    const company = `Steady Co ${tag}`;
    const id = await unlockedAssessment(page.request, company, `steady-${tag}@example.com`);
    await recordLayoutShifts(page);
    const pages = [
      { path: `/results/${id}`, heading: "here is where you stand" },
      { path: `/roadmap/${id}`, heading: company },
      { path: `/report/${id}`, heading: "Executive Summary" },
    ];
    for (const { path, heading } of pages) {
      // A streamed fallback sends the footer first and the content after it, to be moved up.
      const html = await (await page.request.get(path)).text();
      const footer = html.indexOf("<footer");
      expect(footer, `${path}: a footer`).toBeGreaterThan(0);
      const content = html.indexOf(heading);
      expect(content, `${path}: "${heading}" in the markup`).toBeGreaterThan(0);
      expect(content, `${path}: "${heading}" before the footer`).toBeLessThan(footer);

      await page.goto(path, { waitUntil: "load" });
      await expect(page.getByRole("heading", { name: heading }).first()).toBeVisible();
      await page.waitForLoadState("networkidle");
      expect(await layoutShift(page), `${path}: layout shift`).toBeLessThan(0.01);
    }
  },
);

test("the results' pillar chart reads its figures from a table sent once, in the markup", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const tag = `${testInfo.project.name}-${Date.now()}-${randomInt(1e6)}`;
  const id = await unlockedAssessment(page.request, `Chart Co ${tag}`, `chart-${tag}@example.com`);
  const html = await (await page.request.get(`/results/${id}`)).text();
  expect(html.split(PILLARS_CAPTION.replace("'", "&#x27;")).length - 1).toBe(1);
  expect(html).not.toContain(PILLARS_CAPTION);

  await page.goto(`/results/${id}`);
  const table = page.getByRole("table", { name: PILLARS_CAPTION });
  await expect(table.getByRole("columnheader")).toHaveText(["Pillar", "Points", "Out of", "Share"]);
  const rows = table.getByRole("row").filter({ has: page.getByRole("rowheader") });
  await expect(rows).toHaveCount(6);
  await expect(rows.first()).toHaveText(/^Leadership confidence\d+\d+\d+%$/);
  await expect(table.getByRole("rowheader")).toHaveText([
    "Leadership confidence",
    "Hands-on tool use",
    "Strategic outlook",
    "Governance & investment",
    "Culture & adoption in practice",
    "Data & platform foundation",
  ]);
});
