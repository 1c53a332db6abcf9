import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { E2E_ADMIN } from "./settings";

/**
 * Signs the seeded admin (E2E_ADMIN) in through /login, as a person would: the welcome toast,
 * then the admin dashboard. The one sign-in of the specs that need an admin's browser.
 */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(
    page.getByRole("region", { name: /Notifications/ }).getByText("Welcome Admin!"),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
}
