import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { generateReport } from "./documents";
import { inputFor } from "@/tests/helpers/test-personas";

/**
 * A union's notice before new monitoring technology on the floor covers that technology
 * (cameras, sensors, tracking people), not forecasts or office drafting; BC's Labour Relations
 * Code s. 54 is named beside it only for a BC employer.
 */

const plant = (aiFriction: string | undefined, where: Partial<AssessmentInput>): AssessmentInput =>
  makeAnswers({
    companyName: "Cedar Valley Foods",
    companyIndustry: "manufacturing",
    companyEmployees: "201-500",
    businessChallenges: [
      "improving_quality_control_and_reducing_defects",
      "forecasting_demand_and_optimising_inventory",
    ],
    orgAiElements: ["dept_pilots", "internal_champions"],
    otherChallenge: undefined,
    aiFriction,
    ...where,
  });

const documents = (answers: AssessmentInput) => {
  const { reportData } = generateReport(inputFor(answers));
  const { phase1, phase2, phase3 } = reportData.roadmap;
  return {
    position: reportData.brief!.position,
    pilots: [phase1, phase2, phase3]
      .flatMap((p) => p.initiatives ?? [])
      .map((i) => ({ action: i.action, says: `${i.action} ${i.dependsOn ?? ""}` })),
  };
};
const watches = (action: string) => /vision|camera|sensor/i.test(action);

describe.each([
  [
    "English, in BC",
    "Our line workers are unionised and the collective agreement requires 60 days' notice before any new monitoring technology on the floor.",
    { headOfficeLocation: "lower-mainland" } as Partial<AssessmentInput>,
    true,
  ],
  [
    "French, in Quebec",
    "Nos employés sont syndiqués et la convention collective exige un préavis de 60 jours avant toute nouvelle technologie de surveillance dans l'usine.",
    { headOfficeLocation: "other", customLocation: "Montréal, QC" } as Partial<AssessmentInput>,
    false,
  ],
])("a union's notice before new monitoring technology, %s", (_case, statement, where, bc) => {
  const without = documents(plant(undefined, where));
  const unionised = documents(plant(statement, where));

  it("quotes the notice in the executive's words, never as covering every change", () => {
    expect(unionised.position).toContain(`in your words: “${statement.replace(/\.$/, "")}”.`);
    expect(unionised.position).not.toMatch(/before any change to anyone's work/);
  });

  it("asks the union's notice for the pilots that watch the floor, and for no other", () => {
    for (const pilot of without.pilots) expect(pilot.says).not.toMatch(/union/);
    const onFloor = unionised.pilots.filter((p) => watches(p.action));
    const others = unionised.pilots.filter((p) => !watches(p.action));
    expect(onFloor.length).toBeGreaterThan(0);
    expect(others.length).toBeGreaterThan(0);
    for (const pilot of onFloor)
      expect(pilot.says).toMatch(
        /under the collective agreement, the union is given 60 days' notice of .* before it starts/,
      );
    for (const pilot of others) expect(pilot.says).not.toMatch(/union/);
  });

  it(`names BC's Labour Relations Code s. 54 ${bc ? "for a BC employer" : "nowhere outside BC"}`, () => {
    const said = unionised.pilots.map((p) => p.says).join(" ");
    if (bc) expect(said).toContain("BC's Labour Relations Code, s. 54");
    else expect(said).not.toMatch(/Labour Relations Code|s\. 54/);
  });
});
