import { adminCode } from "./admin-sign-in";
import { expect, test } from "./fixtures";
import { E2E_ADMIN } from "./settings";

test(
  "an admin signs in with the password and the authenticator's code, and is refused a wrong code",
  { tag: "@phone" },
  async ({ page, checkA11y }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill(E2E_ADMIN.email);
    await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();

    // The password alone opens nothing: the second step asks for the code.
    const code = page.getByLabel("Authentication code");
    await expect(code).toBeVisible();
    await checkA11y();
    expect((await page.request.get("/api/admin/users")).status()).toBe(401);

    await code.fill("000000");
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "That code is not valid" }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await code.fill(await adminCode());
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  },
);
