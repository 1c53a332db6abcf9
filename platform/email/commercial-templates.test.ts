import { renderEmail, REDACTED } from "./render";

/** The commercial e-mails as rendered: their content, the CASL footer, and what stays secret. */
const commercial = {
  senderName: "the Vancouver and Vancouver Island chapters",
  postalAddress: "1055 West Georgia Street, Vancouver, BC V6E 3P3, Canada",
  unsubscribeUrl: "https://ai.example/unsubscribe?token=ZGFuYQ.20415.mac",
  websiteUrl: "https://ai.example",
};

const footer = (text: string, html: string) => {
  expect(text).toContain(
    "Sent by the Vancouver and Vancouver Island chapters, 1055 West Georgia Street, Vancouver, BC V6E 3P3, Canada.",
  );
  expect(text).toContain("Reply to this e-mail or visit ai.example");
  expect(html).toContain('href="https://ai.example"');
  expect(text).toContain("because you agreed to receive AI insights and reminders");
  expect(html).toContain(`href="${commercial.unsubscribeUrl}"`);
  expect(text).toMatch(/Unsubscribe.*in one click, no sign-in needed/);
  // Not the transactional footer.
  expect(text).not.toContain("You receive this e-mail because of your AI readiness assessment");
};

describe("draft reminder", () => {
  const props = {
    executiveName: "Dana Scully",
    companyName: "Northwind Logistics",
    stepReached: 3,
    resumeUrl: "https://ai.example/assessment?draft=d1#resume=s3cret-token",
    reminder: 1,
    ...commercial,
  };

  it("says how far the executive got, links the saved answers and ends with the CASL footer", async () => {
    const { subject, html, text } = await renderEmail("draft-reminder", props);
    expect(subject).toBe("Your AI readiness assessment for Northwind Logistics is waiting");
    expect(html).toContain("Dana Scully, you are 3 of 5 steps in");
    expect(text).toContain("Your answers for Northwind Logistics are saved. 2 short steps remain");
    expect(html).toContain(`href="${props.resumeUrl}"`);
    expect(text).not.toContain("last reminder");
    footer(text, html);
  });

  it("the second one says it is the last", async () => {
    const { subject, text } = await renderEmail("draft-reminder", { ...props, reminder: 2 });
    expect(subject).toBe("Last reminder: your AI readiness assessment for Northwind Logistics");
    expect(text).toContain("This is our last reminder.");
  });

  it("keeps the resume link out of the copy stored readable", async () => {
    const { redacted } = await renderEmail("draft-reminder", props);
    expect(redacted!.html).not.toContain("s3cret-token");
    expect(redacted!.html).toContain(REDACTED);
    expect(redacted!.html).toContain(commercial.unsubscribeUrl);
  });
});

describe("unpaid follow-up", () => {
  const props = {
    executiveName: "Dana Scully",
    companyName: "Northwind Logistics",
    score: 57,
    resultsUrl: "https://ai.example/results/a1",
    paymentUrl: "https://ai.example/payment?assessment=a1",
    followUp: 1,
    ...commercial,
  };

  it("gives the score, what the full report adds, the way to it and the CASL footer", async () => {
    const { subject, html, text } = await renderEmail("unpaid-follow-up", props);
    expect(subject).toBe("Northwind Logistics scored 57/100 on AI readiness: what comes next");
    expect(html).toContain("Dana Scully, Northwind Logistics scored 57/100");
    expect(text).toContain("A phased roadmap with owners, targets and decision gates");
    expect(html).toContain(`href="${props.paymentUrl}"`);
    expect(text).toContain(props.resultsUrl);
    expect(text).not.toContain("last e-mail");
    footer(text, html);
  });

  it("the second one says it is the last", async () => {
    const { text } = await renderEmail("unpaid-follow-up", { ...props, followUp: 2 });
    expect(text).toContain("This is the last e-mail we send about your report.");
  });
});
