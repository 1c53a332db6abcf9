import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { auditInput } from "@/tests/report-audit/audit-input";
import { buildContext } from "./context";
import { generateReport, generateRoadmap } from "./documents";
import { planOf } from "./plan";

/**
 * Review r16 class 7: a Québec residential landlord is busy with lease renewals from December to
 * March (Civil Code art. 1942: the notice goes 3 to 6 months before a lease ending 1 July), and
 * its first pilot starts outside them as it would outside a season the executive names. Only
 * where the answers show both Québec and rental housing. Written on 2 November 2026, when the
 * first pilot would otherwise start within 60 days, in December.
 */

const LEASE_SEASON = [11, 0, 1, 2];

const written = (shape: Partial<AssessmentInput>) => {
  const input = auditInput({
    answers: makeAnswers({
      companyIndustry: "real-estate",
      companyEmployees: "11-50",
      executiveTitle: "President",
      headOfficeLocation: "other",
      aiExperience: undefined,
      aiFriction: undefined,
      ...shape,
    }),
  });
  return {
    firstMonth: planOf(buildContext(input)).firstPilot.month % 12,
    all: [generateReport(input).markdownReport, JSON.stringify(generateRoadmap(input))].join("\n"),
  };
};

describe("a Québec residential landlord's first pilot keeps out of lease renewals", () => {
  it.each([
    [
      "Montréal, Québec",
      "We manage 900 residential rental units and tenants' requests get lost in email.",
    ],
    ["Quebec City, QC", "Our tenants send maintenance requests by phone, text and email."],
    [
      "Laval, Québec",
      "Nous gérons 400 logements locatifs et les demandes des locataires se perdent.",
    ],
    [
      "Sherbrooke, Québec",
      "Les locataires appellent pour tout et nos gestionnaires sont débordés.",
    ],
  ])("%s: %s", (customLocation, otherChallenge) => {
    const { firstMonth, all } = written({ customLocation, otherChallenge });
    expect(LEASE_SEASON).not.toContain(firstMonth);
    expect(all).toContain("article 1942 of the Civil Code of Québec");
    expect(all).not.toContain("the first pilot starts within 60 days");
  });
});

describe("the lease calendar only where the province and the kind are both shown", () => {
  it.each([
    [
      "Ottawa, Ontario",
      "We manage 900 residential rental units and tenants' requests get lost in email.",
    ],
    ["Montréal, Québec", "Our brokers spend evenings writing listing descriptions for buyers."],
  ])("%s: %s", (customLocation, otherChallenge) => {
    expect(written({ customLocation, otherChallenge }).all).not.toContain("article 1942");
  });

  it("a Québec firm in another industry with tenants in its words", () => {
    const { all } = written({
      companyIndustry: "retail",
      customLocation: "Montréal, Québec",
      otherChallenge: "Our tenants at the mall complain about late invoices.",
    });
    expect(all).not.toContain("article 1942");
  });
});
