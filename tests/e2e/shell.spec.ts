import { expect, test } from "./fixtures";
import { E2E_DATABASE_KIND } from "./settings";

test("the landing page shows its headline and starts the assessment", async ({ page }) => {
  await page.goto("/");

  await expect(
    page.getByRole("heading", { level: 1, name: "Where does your company stand in the AI race?" }),
  ).toBeVisible();
  const start = page.getByRole("link", { name: "Start Your Free AI Roadmap" });
  await expect(start).toBeVisible();
  await expect(start).toHaveAttribute("href", "/assessment");
});

test("text is set in Inter, served by the app itself", async ({ page }) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(new URL(request.url()).origin);
  });
  await page.goto("/");
  await page.evaluate(() => document.fonts.ready);

  const family = await page
    .getByRole("heading", { level: 1 })
    .evaluate((el) => getComputedStyle(el).fontFamily);
  expect(family).toMatch(/inter/i);
  const loaded = await page.evaluate(
    () =>
      [...document.fonts].filter((f) => /inter/i.test(f.family) && f.status === "loaded").length,
  );
  expect(loaded).toBeGreaterThan(0);
  expect(fonts.length).toBeGreaterThan(0);
  expect(new Set(fonts)).toEqual(new Set([new URL(page.url()).origin]));
});

test("the health endpoint reports the database as reachable", async ({ request }) => {
  const response = await request.get("/api/health");

  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-store");
  expect(await response.json()).toEqual({
    status: "ok",
    database: expect.objectContaining({ ok: true, kind: E2E_DATABASE_KIND }),
  });
});

test("an unknown address shows the 404 page, which leads back home", async ({ page }) => {
  const response = await page.goto("/no-such-page");

  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle("Page Not Found");
  await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();

  await page.getByRole("link", { name: "Return Home" }).click();
  await expect(page).toHaveURL("/");
  await expect(
    page.getByRole("heading", { level: 1, name: "Where does your company stand in the AI race?" }),
  ).toBeVisible();
});

test("the first Tab focuses the skip link, which moves to the main content", async ({ page }) => {
  await page.goto("/");

  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();

  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);
});
