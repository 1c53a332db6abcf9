import type { Context } from "@/capabilities/report/builtin/context";
import { governingOf } from "@/capabilities/report/builtin/professions";
import { riskSignals } from "@/capabilities/report/builtin/risk-signals";
import { privacyRegime, regulatorOf } from "@/capabilities/report/content/risks";
import type { RegulatorPersona } from "./regulator-personas";
import type { Violation } from "./rules";

/**
 * What `npm run report:audit` prints of the regulator personas: the profession each one's
 * answers show, the regulator and privacy law its report names, and the regulator rules'
 * violations (tests/report-audit/regulator-rules.ts), a profession misread among them.
 */

/** The rules of regulator-rules.ts and the misread profession, to count their violations apart. */
export const REGULATOR_RULE =
  /regulator|privacy act|human rights|nurse|winery|shipping|college named|profession misread|hospital|consulting|carrier|Nation|workplace law|US state|threshold/;

export interface RegulatorReading {
  persona: RegulatorPersona;
  /** The profession whose regulator governs, as the answers show it. */
  profession: string;
  regulator: string;
  privacy: string;
  violations: number;
}

/** What the persona's answers are read as, and what its report names. */
export function regulatorReading(persona: RegulatorPersona, ctx: Context) {
  const signals = riskSignals(ctx);
  return {
    persona,
    profession: governingOf(ctx)[0] ?? "none",
    regulator: regulatorOf(signals)?.name ?? "none",
    privacy: privacyRegime(signals).short,
  };
}

/** A violation when the persona's answers are read as another profession than it is. */
export function professionMisread(persona: RegulatorPersona, ctx: Context): Violation[] {
  const read = governingOf(ctx)[0] ?? null;
  return read === persona.profession
    ? []
    : [
        {
          rule: "profession misread",
          detail: `${persona.profession ?? "none"} read as ${read ?? "none"}`,
        },
      ];
}

export function renderRegulators(
  readings: readonly RegulatorReading[],
  violations: readonly Violation[],
): string[] {
  const count = violations.filter((v) => REGULATOR_RULE.test(v.rule)).length;
  return [
    "### Regulators named",
    "",
    `The profession each regulator persona's answers show, and the regulator and privacy law its report names (issue 34: no physicians' college, MSP, nurse or hospital for a dental group, no provincial act for a federal bank or a carrier crossing borders, no federal law for a carrier within BC, no restaurant words for a winery, no consultancy's words for an engineering firm, no outside representatives for a Nation, no college guessed, no provincial workplace law for a federal carrier, no Colorado or New York City law where nobody is placed, no threshold hedged for a known headcount). Regulator violations, over every persona: ${count}.`,
    "",
    "| Persona | Profession shown | Regulator | Privacy law | Violations |",
    "| --- | --- | --- | --- | ---: |",
    ...readings.map(
      (r) =>
        `| ${r.persona.summary} | ${r.profession} | ${r.regulator} | ${r.privacy} | ${r.violations} |`,
    ),
    "",
  ];
}
