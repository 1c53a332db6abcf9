import { markdownOf } from "@/tests/helpers/test-personas";

/**
 * Review r27 (issue 34): invoices the client rejects for a mismatched ticket are checked against
 * their tickets before they go, measured by the share rejected and the money held up; never
 * "send invoices and reminders without typing them", nor a receipt-capture tool.
 */

describe("invoices the client rejects", () => {
  const report = markdownOf({
    companyIndustry: "other",
    enterprisePlatforms: ["microsoft365"],
    otherPlatforms: "Sage 300 for job costing and payroll, SAP Ariba to submit invoices",
    otherChallenge:
      "Timesheets and field tickets are still paper, and clients reject about 1 invoice in 15 for a mismatched ticket, which holds up roughly $400,000 a month.",
    aiFriction: "",
    aiExperience: "",
  });

  it("are checked against their tickets before they go", () => {
    expect(report).toMatch(/Check each invoice against its tickets before it goes out/);
    expect(report).toMatch(/the share of invoices the client rejects/);
  });

  it("are never answered by typing-free invoicing or receipt capture", () => {
    expect(report).not.toMatch(/Send invoices and reminders without typing them/);
    expect(report).not.toMatch(/### \d\. Dext/);
  });
});
