import { expect, test } from "./fixtures";

test(
  "the landing page presents the product and its features",
  { tag: "@phone" },
  async ({ page }) => {
    await page.goto("/");
    for (const point of ["15 minutes", "No obligations", "High strategic value"]) {
      await expect(page.getByText(point, { exact: true }).first()).toBeVisible();
    }
    const features = page.locator("#features");
    for (const title of ["Personalized Assessment", "Strategic Roadmap", "Expert Guidance"]) {
      await expect(features.getByRole("heading", { name: title })).toBeVisible();
    }
    await expect(page.getByRole("img", { name: "Vancouver Chapter logo" })).toBeVisible();
    await expect(page.getByRole("img", { name: "Vancouver Island Chapter logo" })).toBeVisible();
    await expect(page.getByText("© 2025")).toBeVisible();
  },
);

test("the icons and chapter emblems draw: each sprite reaches the browser as SVG, compressed and kept for good", async ({
  page,
}) => {
  await page.goto("/");
  const sprites = await page
    .locator("svg use")
    .evaluateAll((uses) => [...new Set(uses.map((u) => u.getAttribute("href")!.split("#")[0]!))]);
  expect(sprites.map((href) => href.split("?")[0]).sort()).toEqual([
    "/chapter-emblems.svg",
    "/icons.svg",
  ]);
  for (const href of sprites) {
    const response = await page.request.get(href, { headers: { "accept-encoding": "gzip" } });
    expect(response.headers()["content-encoding"]).toBe("gzip");
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(await response.text()).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"><symbol id=/,
    );
  }
});

test("the mobile menu opens and closes", { tag: "@phone" }, async ({ page, isMobile }) => {
  test.skip(!isMobile, "the menu is the phone navigation");
  await page.goto("/");
  const toggle = page.getByRole("button", { name: "Open menu" });
  await toggle.click();
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("link", { name: "My Reports" })).toHaveAttribute(
    "href",
    "/auth?mode=login",
  );
  await expect(menu.getByRole("link", { name: "Admin Login" })).toHaveAttribute("href", "/login");

  await page.getByRole("button", { name: "Close menu" }).click();
  await expect(menu).toBeHidden();

  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByTestId("mobile-menu-backdrop").click({ position: { x: 10, y: 600 } });
  await expect(menu).toBeHidden();

  await page.getByRole("button", { name: "Open menu" }).click();
  await menu.getByRole("link", { name: "Features" }).click();
  await expect(menu).toBeHidden();
  await expect(page.locator("#features")).toBeInViewport();
});
