import type { AssessmentInput } from "@/model/assessment/schemas";
import { answersWith, makeAnswers } from "@/tests/helpers/test-answers";
import { challenges, inputFor } from "@/tests/helpers/test-personas";
import { generateReport } from "./documents";
import { recogniseThemes } from "./themes";

/**
 * A keyword read in the sense its sentence gives it (#34): a quote a funder or insurer must
 * approve before the work is the pre-approval's paperwork, never a quoting pilot; money owed
 * (arrears, receivables, impayés) is collected, never read as bookings to schedule.
 */

const report = (more: Partial<AssessmentInput>) => {
  const industry = more.companyIndustry ?? "healthcare";
  const input = inputFor(
    makeAnswers({
      companyEmployees: "11-50",
      companyIndustry: industry,
      businessChallenges: challenges(industry, 0),
      aiFriction: undefined,
      aiExperience: undefined,
      otherPlatforms: undefined,
      ...more,
    }),
  );
  const { reportData, markdownReport } = generateReport(input);
  return { firstPilot: reportData.brief!.decisions[1]!, markdown: markdownReport };
};

const themeIds = (field: "otherChallenge" | "aiFriction", text: string) =>
  recogniseThemes(answersWith(field, text)).map((t) => t.themeId);

describe("a quote a funder must approve first", () => {
  it.each([
    [
      "Island Hearing Centre",
      "Funder prior approval takes 4 to 8 weeks: we send the quote to the ministry and cannot fit the hearing aids until it is approved.",
    ],
    [
      "Physio Rive-Sud",
      "Les autorisations préalables de la CNESST prennent des semaines : on envoie le devis et on attend avant de commencer les traitements.",
    ],
  ])("leads a pre-approval pilot, never a quoting one, at %s", (companyName, otherChallenge) => {
    const d = report({ companyName, otherChallenge });
    expect(d.firstPilot).toMatch(/^Start with pre-approvals and claims to funders and insurers/);
    expect(d.markdown).toContain("Send pre-approvals and claims complete the first time");
    expect(d.markdown).not.toMatch(/quoting from your past work|Quote faster/i);
  });

  it("keeps a quote to a private client a quote", () => {
    expect(
      themeIds("otherChallenge", "Quotes for private-pay clients take us three days."),
    ).toContain("quoting");
  });
});

describe("money owed is collected, not booked", () => {
  it.each([
    [
      "otherChallenge",
      "Billing arrears from clients who keep booking appointments are now $45,000.",
    ],
    ["aiFriction", "Members in arrears still book classes and our receivables keep growing."],
    [
      "otherChallenge",
      "Nos arriérés de paiement dépassent 50 000 $ et le recouvrement se fait à la main.",
    ],
    [
      "otherChallenge",
      "Les parents en retard de paiement réservent quand même des places; les impayés montent.",
    ],
  ] as const)("%s: “%s”", (field, text) => {
    const ids = themeIds(field, text);
    expect(ids).toContain("invoicing");
    expect(ids).not.toContain("scheduling");
    expect(ids).not.toContain("cancellations");
  });

  it("reads a physiotherapy clinic's arrears as invoices and reminders in the report", () => {
    const d = report({
      companyName: "Kootenay Physio",
      otherChallenge:
        "Patients in arrears keep booking appointments and the unpaid balance is $30,000.",
    });
    expect(d.markdown).toContain("Send invoices and reminders without typing them");
    expect(d.markdown).not.toContain("Build the schedule from the rules");
  });

  it("leaves a museum's collections alone", () => {
    expect(
      themeIds("otherChallenge", "Our museum collections are catalogued on index cards."),
    ).not.toContain("invoicing");
  });
});
