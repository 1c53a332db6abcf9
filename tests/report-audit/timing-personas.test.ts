import { closedMonthsIn } from "@/capabilities/report/builtin/season-reading";
import { auditInput } from "./audit-input";
import { storyDisagreements } from "./consistency";
import { durationViolations } from "./duration-rules";
import { generateDocuments } from "./lint-documents";
import { phaseFreezeRules } from "./phase-freeze-rules";
import { auditDocuments } from "./rules";
import { STORY_RULES } from "./story-rules";
import { timingPersonas } from "./timing-personas";

/**
 * The timing personas (issue 34), in English and French: their ranges of months are read whole,
 * no phase runs through them without keeping out of them, and no natural duration of their work
 * becomes a measure. The rules that say so are shown to catch the defect they name.
 */

const written = timingPersonas.map((p) => {
  const input = auditInput(p);
  return { persona: p, input, docs: generateDocuments(input) };
});

describe("the timing personas", () => {
  it.each(written.map((w) => [w.persona.key, w] as const))(
    "%s: closes the whole range it states",
    (_, { persona }) => {
      expect(closedMonthsIn(persona.answers)).toEqual([...persona.closed].sort((a, b) => a - b));
    },
  );

  it.each(written.map((w) => [w.persona.key, w] as const))(
    "%s: breaks no timing, story or audit rule",
    (_, { input, docs }) => {
      expect(storyDisagreements(input, docs, input.readiness.improvements)).toEqual([]);
      expect(auditDocuments(input, docs)).toEqual([]);
    },
  );

  it.each(written.map((w) => [w.persona.key, w] as const))(
    "%s: measures a duration only where it is a problem",
    (_, { persona, docs }) => {
      const text = JSON.stringify(docs);
      for (const figure of persona.natural)
        expect(text).not.toMatch(new RegExp(`${figure} down to`, "i"));
      for (const figure of persona.problem) expect(text).toContain(figure);
    },
  );
});

describe("the rules the timing personas are held to", () => {
  const brewery = written.find((w) => w.persona.key === "fernie-brewery")!;
  const closed = new Set(brewery.persona.closed);

  it("flag a phase that runs through the freeze and says nothing of it", () => {
    const { docs } = brewery;
    const phases = docs.roadmap.phases.map((p) => ({
      ...p,
      description: p.description.replace(/Nothing in this phase starts[^.]*\./g, ""),
    }));
    const silent = phaseFreezeRules(closed, { ...docs, roadmap: { ...docs.roadmap, phases } }, "r");
    expect(silent.map((v) => v.detail)).toEqual([
      expect.stringMatching(
        /^roadmap\.phases\[1\]: "Months 4–9, March to August 2027" runs through May 2027, June 2027, July 2027, August 2027/,
      ),
      expect.stringMatching(/^roadmap\.phases\[2\]: .* runs through September 2027/),
    ]);
    expect(phaseFreezeRules(closed, docs, "r")).toEqual([]);
  });

  it("flag a pilot dated inside the freeze", () => {
    const { input, docs } = brewery;
    const summary = docs.roadmap.executiveSummary.replace(
      /first pilot starts [^:.]+/,
      "first pilot starts in month 7",
    );
    const moved = { ...docs, roadmap: { ...docs.roadmap, executiveSummary: summary } };
    const found = storyDisagreements(input, moved, input.readiness.improvements);
    expect(found.map((v) => v.rule)).toContain(STORY_RULES.timingRule);
  });

  it("flag the batch's three weeks cut to a target", () => {
    const { input, docs } = brewery;
    const gate = "End of months 4–9: three weeks down to at most 12 working days.";
    const phases = docs.roadmap.phases.map((p, i) => (i === 1 ? { ...p, decisionGate: gate } : p));
    const cut = { ...docs, roadmap: { ...docs.roadmap, phases } };
    expect(durationViolations(input, cut).map((v) => v.detail)).toEqual([
      "roadmap.phases[1].decisionGate: “three weeks” of “A batch takes three weeks from brew day to packaging.”",
    ]);
  });
});
