import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { A11Y_TAGS, expect, test } from "./fixtures";
import { emailsTo, unlockedAssessment } from "./services";

/** The survey link of the invitation e-mail to `to`, as the leader finds it in their inbox. */
async function surveyLink(to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const invitations = (await emailsTo(to)).filter((m) =>
          m.subject.includes("asks for your view"),
        );
        link = invitations.at(-1)?.text.match(/https?:\/\/\S+\/team\/[\w-]{43}/)?.[0];
        return link;
      },
      { timeout: 20_000, message: `an invitation e-mail to ${to}` },
    )
    .toBeTruthy();
  return link!;
}

/** The code in the latest code e-mail to `to` (a leader's survey code, or the executive's own). */
async function codeIn(to: string, subject = "survey code"): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const sent = (await emailsTo(to)).filter((m) => m.subject.includes(subject));
        code = sent.at(-1)?.text.match(/\b(\d{6})\b/)?.[1];
        return code;
      },
      { timeout: 20_000, message: `a code e-mail to ${to}` },
    )
    .toBeTruthy();
  return code!;
}

/**
 * One leader answers on a phone, in a browser of their own (no account, no cookie shared).
 * Through a team link (`email` given), they confirm their address with the code first.
 */
async function answerOnPhone(
  browser: Browser,
  link: string,
  posture: string,
  checkA11y: boolean,
  email?: string,
) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const phone = await context.newPage();
  await phone.goto(link);
  await expect(phone.getByRole("heading", { name: /would like your view on AI/ })).toBeVisible();
  if (checkA11y) {
    const { violations } = await new AxeBuilder({ page: phone }).withTags(A11Y_TAGS).analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
  }
  await phone
    .getByRole("group", { name: /Your seniority/ })
    .getByLabel("Senior leader")
    .check();
  await phone
    .getByRole("group", { name: /Your function/ })
    .getByLabel("Operations")
    .check();
  await phone.getByLabel("ChatGPT").check();
  await phone.getByLabel("A major opportunity for our business").check();
  await phone.getByLabel("Pilots in one or more departments").check();
  await phone.getByLabel(new RegExp(`^${posture}`)).check();
  await phone
    .getByRole("group", { name: /Which departments would benefit most/ })
    .getByLabel("Operations")
    .check();
  if (email) {
    await phone.getByLabel(/Your work e-mail/).fill(email);
    await phone.getByRole("button", { name: "Send me a code" }).click();
    await expect(
      phone.getByText(`A code is on its way to ${email}.`, { exact: false }),
    ).toBeVisible();
    await phone.getByLabel(/Code from the e-mail/).fill(await codeIn(email));
  }
  await phone.getByRole("button", { name: "Send my answers" }).click();
  await expect(
    phone.getByRole("heading", { name: "Thank you: your answers are in" }),
  ).toBeVisible();
  await context.close();
}

/**
 * The report, re-read until the team_refresh job (TEAM_REGENERATE_DELAY_SECONDS=2, then the
 * worker's next pass) has written it again with `leaders` answers.
 */
async function reportReflects(page: Page, assessmentId: string, leaders: number) {
  // One goto (the fixture runs axe on it); then reloads, which it does not audit again.
  await page.goto(`/report/${assessmentId}`);
  await expect
    .poll(
      async () => {
        await page.reload();
        return page
          .getByText(`Bottom-up reflects ${leaders} leaders' answers.`)
          .first()
          .isVisible();
      },
      { timeout: 60_000, intervals: [2_000, 3_000, 5_000], message: `a report of ${leaders}` },
    )
    .toBe(true);
}

test("the executive invites three leaders; they answer on phones; the results show the alignment", async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const label = `${test.info().project.name}-${Date.now()}`;
  const assessmentId = await unlockedAssessment(request, {
    companyName: `Team Co ${label}`,
    executiveEmail: `team-exec-${label}@example.com`,
    orgPosture: "activating",
  });
  // The report exists before the team answers: the team's answers regenerate it.
  expect((await request.get(`/api/assessments/${assessmentId}/report`)).status()).toBe(200);

  await page.goto(`/results/${assessmentId}`);
  const section = page.getByRole("region", { name: "Leadership Alignment" });
  // Before anyone is invited there is no count to show.
  await expect(section.getByRole("button", { name: "Send invitations" })).toBeVisible();
  await expect(section.getByTestId("team-response-count")).toHaveCount(0);
  const leaders = ["ana", "ben", "cai"].map((n) => `team-${n}-${label}@example.org`);
  await section
    .getByLabel("Invite your leadership team")
    .fill(`${leaders[0]}, ${leaders[1]}\n${leaders[2]}\nnot-an-address`);
  await section.getByRole("button", { name: "Send invitations" }).click();
  // The executive's address is not proven yet (no account, no e-mailed link): a code first.
  await expect(section.getByText(/we first confirm it is you/)).toBeVisible();
  await section
    .getByLabel(/Code from the e-mail/)
    .fill(await codeIn(`team-exec-${label}@example.com`, "send survey invitations"));
  await section.getByRole("button", { name: "Send invitations" }).click();
  await expect(section.getByText("Invited 3 leaders:")).toBeVisible();
  await expect(section.getByText("not-an-address: Not a valid e-mail address")).toBeVisible();
  await expect(section.getByTestId("team-response-count")).toContainText(
    "0 responses · 3 leaders invited",
  );

  const postures = ["Curious", "Curious", "Exploring"];
  for (const [i, email] of leaders.entries())
    await answerOnPhone(browser, await surveyLink(email), postures[i]!, i === 0);

  await page.reload();
  await expect(section.getByTestId("team-response-count")).toContainText(
    "3 responses · 3 leaders invited",
  );
  await expect(
    section.getByText("You rate the organization 'Activating'; 2 of 3 leaders say 'Curious'."),
  ).toBeVisible();
  await expect(section.getByRole("heading", { name: "Question by question" })).toBeVisible();
  await expect(
    section.getByRole("table", { name: /posture toward AI\?: leaders choosing each option/ }),
  ).toBeAttached();
  await section.getByRole("heading", { name: "Question by question" }).scrollIntoViewIfNeeded();
  await expect(section.locator('[data-slot="chart"]').first()).toBeVisible({ timeout: 15_000 });
  if (process.env.TEAM_SCREENSHOTS)
    await section.screenshot({ path: `${process.env.TEAM_SCREENSHOTS}/alignment-${label}.png` });

  const notices = await emailsTo(`team-exec-${label}@example.com`);
  expect(notices.map((m) => m.subject)).toContain(
    `Your leadership team's view is ready: Team Co ${label}`,
  );
  for (const notice of notices)
    for (const email of leaders) expect(notice.text).not.toContain(email);

  // The report: the same view as a section, its charts, and the bottom-up view of the team.
  await reportReflects(page, assessmentId, 3);
  const report = page.getByRole("region", { name: "Leadership Alignment" });
  await expect(report.getByTestId("team-response-count")).toContainText(
    "3 responses · 3 leaders invited",
  );
  await expect(
    report.getByText("You rate the organization 'Activating'; 2 of 3 leaders say 'Curious'."),
  ).toBeVisible();
  const menu = page.getByRole("navigation", { name: "Report sections" });
  // On a phone the menu is a disclosure: open it first.
  const disclosure = menu.getByRole("button");
  const folded = await disclosure.isVisible();
  if (folded) await disclosure.click();
  await expect(menu.getByRole("link", { name: "Leadership team" })).toBeVisible();
  if (folded) await disclosure.click();
  await report.getByRole("heading", { name: "Question by question" }).scrollIntoViewIfNeeded();
  await expect(report.locator('[data-slot="chart"]').first()).toBeVisible({ timeout: 15_000 });
  const { violations } = await new AxeBuilder({ page })
    .include('section[aria-labelledby="section-leadership-alignment"]')
    .withTags(A11Y_TAGS)
    .analyze();
  expect(violations.map((v) => v.id)).toEqual([]);

  // A fourth leader, invited from the report, answers: the answer waits for its group.
  const fourth = `team-dev-${label}@example.org`;
  await report.getByLabel("Invite your leadership team").fill(fourth);
  await report.getByRole("button", { name: "Send invitations" }).click();
  await expect(report.getByText("Invited 1 leader:")).toBeVisible();
  await answerOnPhone(browser, await surveyLink(fourth), "Exploring", false);
  await page.reload();
  await expect(
    page.getByRole("region", { name: "Leadership Alignment" }).getByTestId("team-response-count"),
  ).toContainText("3 responses · 4 leaders invited");

  // Two more answer through a team link, each confirming their address with a code: the
  // group of three joins the view, and the report is written again.
  await report.getByRole("button", { name: "Create team link" }).click();
  const teamLink = await report.getByLabel("Team link").inputValue();
  for (const name of ["eve", "fay"])
    await answerOnPhone(
      browser,
      teamLink,
      "Curious",
      name === "eve",
      `team-${name}-${label}@example.org`,
    );
  await reportReflects(page, assessmentId, 6);
  await expect(
    page.getByRole("region", { name: "Leadership Alignment" }).getByTestId("team-response-count"),
  ).toContainText("6 responses · 4 leaders invited");
  await expect(
    page
      .getByRole("region", { name: "Leadership Alignment" })
      .getByText("You rate the organization 'Activating'; 4 of 6 leaders say 'Curious'."),
  ).toBeVisible();
});
