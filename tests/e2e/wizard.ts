import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** Driving the assessment wizard as a person does. */

export async function pick(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label }).selectOption({ label: option });
}

export const step = (page: Page, n: number) =>
  expect(page.getByText(`Step ${n} of 5`)).toBeVisible();
export const next = (page: Page) => page.getByRole("button", { name: "Continue" }).click();

export async function fillProfile(
  page: Page,
  company: string,
  email = "morgan@example.com",
  name = "Morgan Lee",
) {
  await page.getByLabel("Your full name").fill(name);
  await page.getByLabel("Your title").fill("Chief Executive Officer");
  await page.getByLabel("Work email").fill(email);
  await page.getByLabel("Company name").fill(company);
  await pick(page, "Annual revenue", "$10M – $50M");
  await pick(page, "Number of employees", "51 – 200");
  await pick(page, "Industry", "Healthcare");
  await pick(page, "Primary market", "Canada");
  await page.getByRole("radio", { name: "B2B – we sell to businesses" }).check();
  await pick(page, "Head office location", "Other");
  await page.getByLabel("Where is your head office?").fill("Whistler");
  await page.getByRole("checkbox", { name: "Canada-wide" }).check();
}

export async function fillChallenges(page: Page) {
  await page.getByRole("checkbox", { name: "Reducing clinician administrative burden" }).check();
}

export async function fillConfidence(page: Page) {
  await page.getByRole("checkbox", { name: "ChatGPT" }).check();
  await page.getByRole("radio", { name: "A major opportunity for our business" }).check();
}

export async function fillOrganisation(page: Page) {
  await page.getByRole("checkbox", { name: "Pilots in one or more departments" }).check();
  await page.getByRole("radio", { name: /^Exploring/ }).check();
  await page.getByRole("checkbox", { name: "Operations" }).check();
  await page.getByRole("checkbox", { name: "Microsoft 365" }).check();
}

export async function fillFamily(page: Page) {
  await page.getByRole("radio", { name: "Somewhat prepared" }).check();
  await page.getByRole("checkbox", { name: "Travel planning" }).check();
  await page.getByRole("checkbox", { name: "Privacy and personal data" }).check();
  await page.getByRole("radio", { name: "Informal guidelines" }).check();
}

/** From step 3 on: the last three steps answered, completed, on the summary. */
export async function finishAssessment(page: Page) {
  await step(page, 3);
  await fillConfidence(page);
  await next(page);
  await step(page, 4);
  await fillOrganisation(page);
  await next(page);
  await step(page, 5);
  await fillFamily(page);
  await page.getByRole("button", { name: "Complete Assessment" }).click();
  await expect(page).toHaveURL(/\/summary\/[0-9a-f-]{36}$/);
}
