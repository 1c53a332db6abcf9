import type { AssessmentInput } from "@/model/assessment/schemas";
import { documentsOf } from "@/tests/helpers/documents-text";
import { makeAnswers } from "@/tests/helpers/test-answers";

/**
 * A body of engineers, geoscientists or agrologists the executive names comes with what it
 * requires (#34, review r18): its member who authenticates the work answers for every
 * AI-assisted part of it, never "write down what APEGA requires".
 */

const risksOf = (more: Partial<AssessmentInput>) =>
  documentsOf(
    makeAnswers({
      companyIndustry: "consulting",
      companyEmployees: "11-50",
      headOfficeLocation: "other",
      customLocation: undefined,
      officeExpansion: [],
      ...more,
    }),
  ).report.risks.map((r) => `${r.risk} ${r.mitigation}`);

describe("a named body of sealing professionals says what it requires", () => {
  it.each([
    [
      "a soil-reclamation firm, its agrologists with their institute",
      "Prairie Reclaim",
      "Our reclamation reports are signed by members of the Saskatchewan Institute of Agrologists.",
      "the Saskatchewan Institute of Agrologists",
    ],
    [
      "une firme d'agronomes, in French",
      "Agro-Conseil Beauce",
      "Nos rapports sont signés par des membres de l'Ordre des agronomes du Québec.",
      "the Ordre des agronomes du Québec",
    ],
    [
      "a geotechnical firm whose engineers answer to APEGA",
      "Bow Valley Geotechnical",
      "All our engineers are registered with APEGA.",
      "APEGA",
    ],
  ])("%s", (_, companyName, otherChallenge, body) => {
    const risk = risksOf({ companyName, otherChallenge }).find((r) => r.includes(body))!;
    expect(risk).toContain(
      `because ${body} holds that member responsible for the whole document however it was drafted`,
    );
    expect(risk).not.toContain(`write down what ${body} requires`);
  });
});

describe("a named building code is a code analysis to check, not a records regime", () => {
  it.each([
    [
      "an architecture practice",
      "Larch Studio Architects",
      "Our code reviews against the Ontario Building Code take a week per project.",
      "the Ontario Building Code",
    ],
    [
      "a home builder",
      "Cedar Ridge Homes",
      "Every permit set is checked against the BC Building Code by one person.",
      "the BC Building Code",
    ],
  ])("for %s", (_, companyName, otherChallenge, code) => {
    const risk = risksOf({ companyName, otherChallenge }).find((r) => r.includes(code))!;
    expect(risk).toContain(`cites a clause of ${code} that does not apply to the project`);
    expect(risk).not.toMatch(/its records, who may see them|keep the records it governs/);
  });
});
