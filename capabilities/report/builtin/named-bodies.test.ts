import type { AssessmentInput } from "@/model/assessment/schemas";
import { auditInput } from "@/tests/report-audit/audit-input";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { generateReport } from "./documents";

/**
 * Round 17 class 9: a professional body or sector regulator the executive names (an Institute of
 * agrologists, an Ordre of Québec professionals, the AER) is named in the risks, not only the one
 * the profile expects; a Québec company reads where Law 25's incidents are reported.
 */

const riskText = (more: Partial<AssessmentInput>) =>
  generateReport(
    auditInput({
      answers: makeAnswers({
        companyIndustry: "consulting",
        companyEmployees: "11-50",
        aiExperience: undefined,
        aiFriction: undefined,
        ...more,
      }),
    }),
  )
    .reportData.risks.map((r) => `${r.risk} ${r.why} ${r.mitigation}`)
    .join(" | ");

describe("the bodies the executive names are in the risks", () => {
  it.each([
    [
      "Every soil report we issue is signed by a member of the Saskatchewan Institute of Agrologists.",
      "Saskatchewan Institute of Agrologists",
    ],
    [
      "Chaque plan que nous livrons est signé par un membre de l'Ordre des urbanistes du Québec.",
      "Ordre des urbanistes du Québec",
    ],
    ["Every closure report we write goes to the AER for approval.", "AER"],
  ])("%s", (otherChallenge, body) => {
    expect(riskText({ otherChallenge })).toContain(body);
  });
});

describe("a body one person on staff belongs to governs that person, not the company", () => {
  it.each([
    [
      "Our GIS technician is registered with the Association of Ontario Land Surveyors as a student member.",
      "Association of Ontario Land Surveyors",
    ],
    [
      "Notre technicienne est membre de l'Ordre des technologues professionnels du Québec.",
      "Ordre des technologues professionnels du Québec",
    ],
  ])("%s", (aiFriction, body) => {
    expect(riskText({ aiFriction })).not.toContain(body);
  });

  it("while a body the firm's professionals answer to is named", () => {
    const otherChallenge =
      "Our engineers are registered with the Association of Professional Engineers of Nova Scotia and stamp every report.";
    expect(riskText({ otherChallenge })).toContain(
      "Association of Professional Engineers of Nova Scotia",
    );
  });
});

describe("a Québec company reads where privacy incidents are reported", () => {
  it.each([
    ["Montréal, QC", "Our clients' files hold their home addresses."],
    ["Sherbrooke, QC", "Les dossiers de nos clients contiennent leurs adresses."],
  ])("%s", (customLocation, otherChallenge) => {
    expect(riskText({ headOfficeLocation: "other", customLocation, otherChallenge })).toContain(
      "Commission d'accès à l'information",
    );
  });
});
