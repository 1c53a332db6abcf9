import { markdownOf } from "@/tests/helpers/test-personas";

/**
 * Review r27 (issue 34): the pilot a French answer says is running (« Sébastien Roy teste depuis
 * juin des capteurs de vibration avec un logiciel de maintenance prédictive ») is the downtime
 * challenge's pilot, extended and owned by who runs it, never a new one "to be chosen"; and a
 * catalogue repriced by hand each quarter is its own pilot, never "late changes to each job".
 */

const VIBRATION =
  "Notre directeur de l'ingénierie, Sébastien Roy, teste depuis juin des capteurs de vibration avec un logiciel de maintenance prédictive sur nos deux centres d'usinage CNC Homag : un roulement de broche a été changé avant la panne, ce qui nous a évité environ 3 jours d'arrêt.";

describe("a pilot running in French", () => {
  const report = markdownOf({
    companyIndustry: "manufacturing",
    businessChallenges: ["reducing_unplanned_equipment_downtime"],
    aiExperience: VIBRATION,
    aiFriction: "",
    otherChallenge: "",
  });

  it("is the challenge's pilot, extended, never a new one to choose", () => {
    expect(report).toMatch(
      /no new pilot in this plan, since you already run predictive maintenance/,
    );
    expect(report).not.toMatch(
      /Predictive maintenance from machine sensor data \(a tool to be chosen/,
    );
  });

  it("is built on, owned by who runs it, its result read", () => {
    expect(report).toMatch(/Build on the AI you tested that worked/);
    expect(report).toMatch(/\*\*Owner:\*\* Sébastien Roy \(engineering director\)/);
    expect(report).toMatch(/The time the test saved as you gave it \(about 3 days\)/);
  });
});

describe("a catalogue repriced by hand", () => {
  it.each([
    "Les États-Unis représentent 45 % de nos ventes et les tarifs de 2025 nous obligent à refaire les prix de 1 800 produits chaque trimestre.",
    "US tariffs force us to reprice 1,800 products every quarter.",
  ])("is repriced from rules: %s", (otherChallenge) => {
    const report = markdownOf({ companyIndustry: "manufacturing", otherChallenge });
    expect(report).toMatch(/Reprice the catalogue from your rules, not by hand/);
    expect(report).not.toMatch(/late changes to each job/);
  });
});
