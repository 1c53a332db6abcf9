import type { AssessmentInput } from "@/model/assessment/schemas";
import { documentsText } from "@/tests/helpers/documents-text";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { inputFor } from "@/tests/helpers/test-personas";
import { recommendTools } from "./documents";
import { headcountInBand } from "./headcount";
import { ownFigures, quotedFigures } from "./own-figures";

/**
 * Review r18 classes 2 and 5: tools are sized by the people the answers list or count, and the
 * money the executive put a period on is a baseline with that period, never "to confirm".
 */

const firm = (overrides: Partial<AssessmentInput>) =>
  makeAnswers({
    orgPosture: "curious",
    orgAiElements: ["none_yet"],
    enterprisePlatforms: ["microsoft365"],
    aiToolsUsed: ["chatgpt"],
    aiExperience: "",
    aiFriction: "",
    otherChallenge: "",
    otherPlatforms: "",
    ...overrides,
  });

describe("a staff list is the headcount", () => {
  it.each([
    [
      "Staff: me, a lab technician (Dr. Amir Haddad, three days a week), two groomers (Tess and Ola), three kennel attendants. Bookings run on Gingr.",
      7,
    ],
    [
      "Staff: me (general manager), Karen Olsen (office manager), Dale Huber (grain buyer), Tim Wiebe and Sam Reimer (elevator operators), Lisa Chan (bookkeeper).",
      6,
    ],
    ["Équipe : moi, Julie (adjointe), deux techniciennes et trois commis.", 7],
  ])("counts “%s” as %i", (aiFriction, count) => {
    expect(headcountInBand(firm({ companyEmployees: "1-10", aiFriction }))?.count).toBe(count);
  });

  it("reads no list in a sentence that lists no people", () => {
    for (const aiFriction of [
      "The team: Copilot, ChatGPT and Gemini for drafts.",
      "Our team is small and busy.",
    ])
      expect(headcountInBand(firm({ companyEmployees: "1-10", aiFriction }))).toBeNull();
  });
});

describe("a tool for a department's work", () => {
  const staffing = (otherChallenge: string, otherPlatforms = "") =>
    recommendTools(
      inputFor(
        firm({
          companyName: "Harbourline Logistics Inc.",
          companyIndustry: "other",
          companyEmployees: "51-200",
          companyRevenue: "10m-50m",
          businessChallenges: [
            "attracting_and_retaining_talent",
            "managing_costs_and_protecting_margins",
          ],
          otherChallenge,
          otherPlatforms,
        }),
      ),
    );
  const counted = staffing(
    "Our 22 recruiters spend half their day screening résumés for warehouse roles. Good candidates go elsewhere because we call back too late.",
  );
  const uncounted = staffing(
    "Recruiters spend half their day screening résumés for warehouse roles. Good candidates go elsewhere because we call back too late.",
  );

  it("is sized to the group the executive counted, quoted", () => {
    const hiring = counted.find((t) => t.category === "Recruiting software")!;
    expect(hiring.cost!.assumption).toContain(
      "22 people who hire (“Our 22 recruiters”, as you wrote)",
    );
    expect(hiring.businessCase).toContain("each of the 22 people who hire");
  });

  it("is a number to confirm where nobody counted them, never a share of an assumed total", () => {
    const text = JSON.stringify(uncounted);
    expect(text).toContain("a number to confirm: the answers do not count them");
    expect(text).not.toMatch(/% of an assumed|a company of 100 staff/);
  });

  it("is no rival recruiting tool beside an HR suite with a recruiting module", () => {
    for (const suite of ["Ceridian Dayforce payroll and HR", "UKG Pro for payroll"]) {
      const tools = staffing(
        "Our 22 recruiters spend half their day screening résumés for warehouse roles.",
        `${suite}, Microsoft 365`,
      );
      expect(tools.map((t) => t.category)).not.toContain("Recruiting software");
    }
  });
});

describe("money with the period the executive stated", () => {
  it.each([
    [
      "Missed propane deliveries cost us $260,000 last year in emergency runs and credits.",
      "$260,000",
    ],
    ["Last fiscal year we wrote off roughly $74,000 in unpaid invoices.", "roughly $74,000"],
    ["Les pénalités de retard nous ont coûté environ 190 000 $ l'an dernier.", "environ 190 000 $"],
    ["Stockouts cost us about $1.6 million a year in lost sales.", "about $1.6 million a year"],
  ])("is quoted with no period to confirm: %s", (text, figure) => {
    const figures = ownFigures(text);
    expect(figures).toContain(figure);
    expect(quotedFigures(figures, text)).not.toContain("period to confirm");
  });

  it("still asks for the period where none is stated", () => {
    const text = "Spoiled stock cost us about $48,000.";
    expect(quotedFigures(ownFigures(text), text)).toBe("“about $48,000” for a period to confirm");
  });

  it("is the baseline the report takes, with no period to confirm", () => {
    const text = documentsText(
      firm({
        companyName: "Kettle Valley Propane Ltd.",
        companyIndustry: "other",
        companyEmployees: "51-200",
        otherChallenge:
          "Run-outs on keep-full customers cost us about $260,000 last year in emergency deliveries and credits.",
      }),
    );
    expect(text).toContain("about $260,000");
    expect(text).not.toContain("for a period to confirm");
  });
});
