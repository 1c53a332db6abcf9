import type { AssessmentInput } from "@/model/assessment/schemas";
import { challenges, headOfficeAt, proseOf } from "@/tests/helpers/test-personas";
import { firstTo } from "./union-statements";

/**
 * Review r23 (#34): a township wrote that anything new goes to its joint labour-management
 * committee first, and its report made Copilot Chat the approved default for all staff this week,
 * with the union step after the pilot's start. A union body that sees anything new first sees the
 * policy and the assistant before staff do, and the pilot plan before the pilot starts.
 */

describe("the body a union's rule says sees anything new first", () => {
  it.each([
    [
      "Anything new goes to the joint labour-management committee first.",
      "the joint labour-management committee",
    ],
    ["We are CUPE; anything new goes to the JLMC first.", "the JLMC"],
    ["The union must see anything new first.", "the union"],
    ["Tout ce qui est nouveau passe d'abord par le syndicat.", "the union"],
  ])("“%s” -> %s", (sentence, body) => {
    expect(firstTo(sentence)).toBe(body);
  });

  it.each([
    "Our staff are unionised and the agreement gives 90 days' notice of any change.",
    "The union was first to raise the idea of scheduling software.",
  ])("none in “%s”", (sentence) => {
    expect(firstTo(sentence)).toBeUndefined();
  });
});

const depot = (aiFriction: string, more: Partial<AssessmentInput> = {}) =>
  proseOf({
    companyName: "Lakeshore Distribution Inc.",
    executiveTitle: "General Manager",
    companyIndustry: "other",
    companyEmployees: "51-200",
    companyRevenue: "10m-50m",
    ...headOfficeAt("Hamilton, Ontario"),
    businessChallenges: challenges("other", 0, 1, 5),
    otherChallenge: "Our office staff retype 600 bills of lading a day into our WMS.",
    aiFriction,
    aiExperience: "",
    aiDepartments: ["operations"],
    enterprisePlatforms: ["microsoft365"],
    ...more,
  });

describe("a union body that sees anything new first", () => {
  const text = depot(
    "Our warehouse and office staff are in Unifor Local 504, and anything new goes to the joint labour-management committee first.",
  );
  const steps = text.split("\n");
  const at = (pattern: RegExp) => steps.findIndex((line) => pattern.test(line));

  it("sees the policy and the assistant before they are published", () => {
    expect(text).toMatch(
      /take the AI use policy and Microsoft 365 Copilot Chat to the joint labour-management committee, which sees anything new first; once it has seen them, publish the policy/,
    );
    expect(text).toMatch(
      /Publish a one-page AI use policy once the joint labour-management committee has seen it/,
    );
    expect(text).not.toMatch(
      /publish the AI use policy and make Microsoft 365 Copilot Chat the approved default\./,
    );
  });

  it("sees the pilot plan before the pilot starts, in that order", () => {
    const committee = at(
      /take the pilot plan to the joint labour-management committee before it starts/,
    );
    const pilot = at(/: start the pilot on/);
    expect(committee).toBeGreaterThanOrEqual(0);
    expect(pilot).toBeGreaterThan(committee);
  });

  it("keeps the usual order where the union asks no such thing", () => {
    const usual = depot("Our warehouse staff are in Unifor Local 504.");
    expect(usual).toMatch(
      /publish the AI use policy and make Microsoft 365 Copilot Chat the approved default\./,
    );
    expect(usual).not.toMatch(/has seen it/);
  });
});
