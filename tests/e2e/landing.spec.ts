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
