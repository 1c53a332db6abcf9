import { randomInt } from "node:crypto";
import { readFile } from "node:fs/promises";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { openAdminDashboard } from "./admin-sign-in";
import { expect, test } from "./fixtures";
import { emailsTo } from "./services";

// A client address of its own: the per-client limits of sign-in and requests stay this test's.
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({
    "x-forwarded-for": `10.8.${randomInt(256)}.${randomInt(1, 255)}`,
  });
});

/** The link of the newest "Your data" e-mail to the address, once it has arrived. */
async function privacyLinkTo(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const sent = (await emailsTo(email)).filter((m) => m.subject.startsWith("Your data"));
      link = sent.at(-1)?.text.match(/https?:\/\/\S+\/privacy\/requests\/[\w.-]+/)?.[0];
      return link;
    })
    .toBeTruthy();
  return link!;
}

test(
  "an executive downloads their data, then deletes their account and everything in it",
  { tag: "@phone" },
  async ({ page, request, checkA11y }) => {
    const email = `privacy-${Date.now()}-${randomInt(1e6)}@example.com`;
    const password = "Sturdy-Passw0rd";
    expect(
      (
        await request.post("/api/auth/register", {
          data: { email, password },
          headers: { "x-forwarded-for": `10.9.${randomInt(256)}.${randomInt(1, 255)}` },
        })
      ).status(),
    ).toBe(201);
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
      (
        await page.request.post("/api/user/link-assessment", { data: { assessmentId: id } })
      ).status(),
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
    await expect(page).toHaveURL(/\/\?data=deleted$/);

    expect((await request.get(`/api/assessments/${id}`)).status()).toBe(404);
    const signIn = await request.post("/api/auth/login", { data: { email, password } });
    expect(signIn.status()).toBe(401);
  },
);

test(
  "a visitor without an account asks on /privacy, and deletes their data from the e-mailed link",
  { tag: "@phone" },
  async ({ page, request, checkA11y }) => {
    const email = `visitor-${Date.now()}-${randomInt(1e6)}@example.com`;
    const company = `Visitor Co ${randomInt(1e6)}`;
    const created = await request.post("/api/assessments", {
      data: makeAnswers({ companyName: company, executiveEmail: email }),
    });
    const { assessmentId } = (await created.json()) as { assessmentId: string };

    await page.goto("/privacy");
    await page.getByLabel("Your e-mail address").fill(email);
    await page.getByRole("button", { name: "E-mail me a link to my data" }).click();
    await expect(page.getByRole("status")).toContainText("If we hold data for this address");

    const link = await privacyLinkTo(email);
    await page.goto(new URL(link).pathname);
    await expect(page.getByRole("list", { name: "Assessments" })).toContainText(company);
    await checkA11y();
    await page.getByRole("button", { name: "Delete my data" }).click();
    await page.getByRole("button", { name: "Delete everything" }).click();
    await expect(page).toHaveURL(/\/\?data=deleted$/);
    expect((await request.get(`/api/assessments/${assessmentId}`)).status()).toBe(404);
  },
);

test("the privacy officer records a written request and holds the lead: the owner's deletion keeps it and says so", async ({
  page,
  browser,
  request,
  checkA11y,
}) => {
  const email = `held-${Date.now()}-${randomInt(1e6)}@example.com`;
  const company = `Held Co ${randomInt(1e6)}`;
  const created = await request.post("/api/assessments", {
    data: makeAnswers({ companyName: company, executiveEmail: email }),
  });
  const { assessmentId } = (await created.json()) as { assessmentId: string };

  await openAdminDashboard(page);
  await page.getByRole("tab", { name: "Privacy" }).click();
  await page.getByLabel(/A request received by e-mail or letter/).fill(email);
  await page.getByRole("button", { name: "Record and send the link" }).click();
  const requests = page.getByRole("table", { name: "Requests" });
  const officerRequest = requests.getByRole("row").filter({ hasText: "To the officer" });
  await expect(officerRequest).toContainText("Open: 30 days left");
  await expect(requests).not.toContainText(email);

  await page.getByRole("tab", { name: "Assessment Data" }).click();
  await page.getByPlaceholder("Search by name, company, or email").fill(company);
  await page.getByRole("button", { name: `Actions for ${company}`, exact: true }).click();
  await page.getByRole("menuitem", { name: "Legal hold", exact: true }).click();
  await page.getByLabel("Reason").fill("Litigation hold: contract dispute");
  await page.getByRole("button", { name: "Put on hold" }).click();
  await expect(page.getByRole("dialog")).toBeHidden();

  // The owner uses the e-mailed link in a browser of their own.
  const link = await privacyLinkTo(email);
  const owner = await browser.newPage();
  await owner.goto(new URL(link).pathname);
  await owner.getByRole("button", { name: "Delete my data" }).click();
  await owner.getByRole("button", { name: "Delete everything" }).click();
  await expect(owner.getByRole("status")).toContainText(
    "One assessment is kept under a legal hold",
  );
  await owner.close();
  expect((await request.get(`/api/assessments/${assessmentId}`)).status()).toBe(200);

  await page.getByRole("tab", { name: "Privacy" }).click();
  await page.reload();
  await page.getByRole("tab", { name: "Privacy" }).click();
  await expect(officerRequest).toContainText("Kept: legal hold");
  const holds = page.getByRole("table", { name: "Legal holds" });
  await expect(holds).toContainText("Litigation hold: contract dispute");
  await checkA11y("the Privacy tab");
  await holds.getByRole("button", { name: `Lift hold on ${company}` }).click();
  await expect(holds).toBeHidden();
});
