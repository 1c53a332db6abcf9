import type { AssessmentInput } from "@/model/assessment/schemas";
import { newToAiAnswers } from "@/tests/helpers/test-answers";
import { auditInput } from "@/tests/report-audit/audit-input";
import { challenges } from "@/tests/helpers/test-personas";
import { generateReport, generateRoadmap } from "./documents";

/**
 * Review r17 class 11: no machinery shows. An internet link, a social page or another firm's
 * portal is no vendor to ask about AI features, and a budget or a list of systems written in
 * the friction answer is never quoted as the friction.
 */

const documents = (shape: Partial<AssessmentInput>) => {
  const a = newToAiAnswers("retail", shape);
  const i = auditInput({ answers: a });
  return [generateReport(i).markdownReport, JSON.stringify(generateRoadmap(i))].join("\n");
};

const askedVendors = (all: string) => all.match(/the vendors? of [^.]*? which AI/g) ?? [];

describe("only software vendors are asked which AI features a plan includes", () => {
  it.each([
    ["Shopify, Gmail, Instagram page, Starlink", ["Shopify", "Gmail"], ["Instagram", "Starlink"]],
    ["Lightspeed, Xplornet satellite internet, TikTok", ["Lightspeed"], ["Xplornet", "TikTok"]],
    [
      "Acomba (paie), Lightspeed, groupe Facebook des clients, portail du laboratoire",
      ["Acomba", "Lightspeed"],
      ["Facebook", "laboratoire"],
    ],
  ])("%s", (otherPlatforms, asked, never) => {
    const lines = askedVendors(documents({ otherPlatforms })).join(" ");
    for (const name of asked) expect(lines).toContain(name);
    for (const name of never) expect(lines).not.toContain(name);
  });
});

describe("a budget or a systems list is never quoted as the friction", () => {
  it.each([
    [
      "Our POS is Lightspeed, the books are in QuickBooks, time and payroll in Wagepoint. Staff worry AI will get prices wrong. Budget is $200 a month, no more.",
      "Staff worry AI will get prices wrong",
    ],
    [
      "Budget informatique : 3 000 $ par année, pas plus. Nos systèmes : Lightspeed pour la caisse, Acomba pour la comptabilité. Les vendeuses ont peur que l'IA remplace le conseil en boutique.",
      "Les vendeuses ont peur que l'IA remplace le conseil en boutique",
    ],
  ])("%s", (aiFriction, friction) => {
    const all = documents({ aiFriction, otherPlatforms: "Lightspeed, QuickBooks, Acomba" });
    const quoted = all.match(/meets friction, you wrote: “([^”]*)”/)?.[1];
    expect(quoted).toBe(friction);
  });
});

describe("a long use-case title is never pasted into a sentence", () => {
  it.each([
    "Our staff are unionised and the collective agreement requires 60 days' notice of changes to their work.",
  ])("%s", (aiFriction) => {
    const all = documents({
      companyIndustry: "healthcare",
      companyEmployees: "51-200",
      businessChallenges: challenges("healthcare", 3, 3),
      aiFriction,
    });
    const named = [
      ...all.matchAll(
        /notice of ([^.;"“”()]*?) before it starts|; ([^.;"“”()]*?) is presented to the union/g,
      ),
    ].map((m) => (m[1] ?? m[2])!);
    expect(named.length).toBeGreaterThan(0);
    for (const work of named) expect(work.split(/\s+/).length).toBeLessThanOrEqual(8);
  });
});
