import type { AssessmentInput } from "@/lib/assessment/schemas";
import { constraintPersonas } from "@/lib/report/audit/constraint-personas";
import { auditInput } from "@/lib/report/audit/run";
import { makeAnswers } from "@/lib/scoring/test-answers";
import { readConstraints } from "./constraints";
import { buildContext } from "./context";
import { generateReport } from "./documents";
import { themesOf } from "./roles";
import { selectRisks } from "./risks";

/**
 * Constraints the executive states in their own words, in English and French, are read as
 * rules (constraints.ts): never as a theme to act on or an obstacle to remove, and quoted back
 * in the brief. What each one removes from the report: constraint-fit.test.ts.
 */

const friction = (aiFriction: string): AssessmentInput =>
  makeAnswers({
    otherChallenge: undefined,
    aiExperience: undefined,
    otherPlatforms: undefined,
    aiFriction,
  });
const read = (text: string) => readConstraints(friction(text)).map((c) => c.id);

describe("reading constraints", () => {
  it.each([
    ["Staff refuse to have appointments recorded.", "no-recording"],
    ["Le personnel refuse que les rendez-vous soient enregistrés.", "no-recording"],
    ["We will never put client data in a US cloud.", "no-us-hosting"],
    ["We will not use anything hosted in the US.", "no-us-hosting"],
    ["Nous n'utiliserons jamais de services hébergés aux États-Unis.", "no-us-hosting"],
    ["Privacy: patient information can't leave Canada.", "canada-only"],
    ["Les données de nos patients doivent rester au Canada.", "canada-only"],
    ["Patients must give explicit consent before any AI is used.", "consent"],
    ["Rien ne se fait sans le consentement des patients.", "consent"],
    ["We worry about where our traditional-use and cultural-site data would live.", "ocap"],
    ["Our First Nation partners expect OCAP principles to be respected.", "ocap"],
    ["Nos données sur les sites culturels appartiennent à la Nation.", "ocap"],
    ["Our plant staff are unionized.", "union"],
    ["Le syndicat s'oppose à tout changement.", "union"],
    ["We have no budget for AI this year.", "no-budget"],
    ["Pas de budget cette année.", "no-budget"],
    ["We can spend under $5,000 a year on AI tools.", "budget-cap"],
    ["Notre budget est de moins de 5 000 $ par année.", "budget-cap"],
    ["There is no budget for new software this year beyond $25,000.", "budget-cap"],
    ["Pas de budget pour l'IA au-delà de 10 000 $ cette année.", "budget-cap"],
    ["We will never let a chatbot answer our customers.", "no-customer-ai"],
    ["Jamais de robot conversationnel avec nos clients.", "no-customer-ai"],
    ["We will never use ChatGPT.", "never-named"],
    ["Nous n'utiliserons jamais ChatGPT.", "never-named"],
  ])("reads “%s” as %s", (text, id) => {
    expect(read(text)).toEqual([id]);
  });

  it.each([
    "We record revenue weekly.",
    "Canadian customers expect service in French.",
    "Our credit union members want faster answers.",
    "The European Union market is growing.",
    "Copilot never gives good answers.",
    "Money is tight this year.",
    "Budget",
    "Invoices under $500 are approved automatically.",
    "We spend over $50,000 a year on software already.",
    "We sell outside Canada too.",
    "Our patient records are a mess.",
  ])("reads no constraint in “%s”", (text) => {
    expect(read(text)).toEqual([]);
  });

  it("reads a ceiling as a yearly amount in Canadian dollars", () => {
    const amount = (text: string) => readConstraints(friction(text))[0]?.amountCad;
    expect(amount("We can spend under $5,000 a year on AI tools.")).toBe(5_000);
    expect(amount("Max $300 a month for software.")).toBe(3_600);
    expect(amount("Notre budget est de moins de 5 000 $ par année.")).toBe(5_000);
    expect(amount("There is no budget for new software this year beyond $25,000.")).toBe(25_000);
  });

  it("names the tools of a vendor ruled out by name, and none of another's", () => {
    const [google] = readConstraints(friction("We will never use Google for client work."));
    expect(google?.tools).toEqual(
      expect.arrayContaining(["Google Gemini", "Gemini for Education"]),
    );
    expect(google?.tools).not.toContain("Microsoft 365 Copilot Chat");
  });
});

describe("a constraint is a rule, not a theme", () => {
  const persona = (key: string) => constraintPersonas.find((p) => p.key === key)!;

  it("reads a refusal to be recorded as no theme and no obstacle to remove", () => {
    const ctx = buildContext(auditInput(persona("clinic-no-recording")));
    expect(themesOf(ctx).filter((t) => t.field === "aiFriction")).toEqual([]);
    expect(ctx.friction).toBeNull();
  });

  it("reads a Nation's concern for its cultural data under OCAP, never as data quality", () => {
    const input = auditInput(persona("first-nation-ocap"));
    const ctx = buildContext(input);
    const themes = themesOf(ctx).map((t) => t.themeId);
    expect(themes).toContain("indigenous");
    expect(themes).not.toContain("data-cleanup");
    expect(themes).not.toContain("scattered-data");
    expect(
      selectRisks(ctx)
        .map((r) => r.risk)
        .join(" "),
    ).not.toMatch(/data quality/i);
    const { reportData } = generateReport(input);
    expect(reportData.brief!.position).toMatch(/OCAP/);
  });

  it.each(constraintPersonas.map((p) => [p.key, p] as const))(
    "quotes what %s ruled out in the brief",
    (_key, p) => {
      const { reportData } = generateReport(auditInput(p));
      const stated = p.answers[p.field]!.replace(/[.\s]+$/, "");
      expect(reportData.brief!.position).toContain(
        `What this report respects, in your words: “${stated}”`,
      );
    },
  );

  it("quotes a sentence whole, not the part before its semicolon", () => {
    const [union] = readConstraints(
      friction(
        "Our drivers are Teamsters; anything that changes their work goes through the union first.",
      ),
    );
    expect(union!.quote).toBe(
      "Our drivers are Teamsters; anything that changes their work goes through the union first",
    );
    const { reportData } = generateReport(
      auditInput({
        ...constraintPersonas[0]!,
        answers: makeAnswers({
          aiFriction:
            "Our drivers are Teamsters; anything that changes their work goes through the union first.",
        }),
      }),
    );
    expect(reportData.brief!.position).not.toMatch(/Teamsters;”/);
  });

  it("says nothing about constraints to an executive who stated none", () => {
    const { reportData } = generateReport(
      auditInput({ ...constraintPersonas[0]!, answers: makeAnswers() }),
    );
    expect(reportData.brief!.position).not.toMatch(/respects/);
  });
});
