import { randomInt } from "node:crypto";
import { readFile } from "node:fs/promises";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { expect, test } from "./fixtures";

test("an executive downloads their data, then deletes their account and everything in it", async ({
  page,
  request,
  checkA11y,
}) => {
  const email = `privacy-${Date.now()}-${randomInt(1e6)}@example.com`;
  const password = "Sturdy-Passw0rd";
  expect((await request.post("/api/auth/register", { data: { email, password } })).status()).toBe(
    201,
  );
  await page.goto("/auth?mode=login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/my-reports$/);
  const created = await page.request.post("/api/assessments", {
    data: makeAnswers({ companyName: `Privacy Co ${randomInt(1e6)}`, executiveEmail: email }),
  });
  const { assessmentId: id } = (await created.json()) as { assessmentId: string };
  expect(
    (await page.request.post("/api/user/link-assessment", { data: { assessmentId: id } })).status(),
  ).toBe(200);

  await page.goto("/account");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download my data" }).click();
  const file = await (await download).path();
  const held = JSON.parse(await readFile(file, "utf8")) as {
    account: { email: string };
    assessments: { id: string }[];
  };
  expect(held.account.email).toBe(email);
  expect(held.assessments.map((a) => a.id)).toEqual([id]);

  await page.getByRole("button", { name: "Delete my account" }).click();
  await checkA11y("the deletion dialog");
  await page.getByLabel("Your password").fill("Not-My-Passw0rd");
  await page.getByRole("button", { name: "Delete everything" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Your password is not correct." }),
  ).toBeVisible();
  await page.getByLabel("Your password").fill(password);
  await page.getByRole("button", { name: "Delete everything" }).click();
  await expect(page).toHaveURL(/\/\?account=deleted$/);

  expect((await request.get(`/api/assessments/${id}`)).status()).toBe(404);
  const signIn = await request.post("/api/auth/login", { data: { email, password } });
  expect(signIn.status()).toBe(401);
});
