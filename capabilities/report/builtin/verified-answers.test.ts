import { proseOf, regionalIsp, rulesRead } from "@/tests/helpers/test-personas";

/**
 * Review r24 (#34): « Aucune IA ne répond aux abonnés au téléphone tant que ses réponses n'ont pas
 * été vérifiées par un superviseur » was quoted as friction and planned nowhere. It is a gate: AI
 * answers the subscribers on the phone only once a supervisor has verified its answers, and the
 * pilot where it would answer them starts under that check.
 */
const GATE =
  "Aucune IA ne répond aux abonnés au téléphone tant que ses réponses n'ont pas été vérifiées par un superviseur.";

describe("a gate on AI answering people until its answers are verified", () => {
  it.each([
    [GATE, "no AI answering subscribers on the phone until a supervisor has verified its answers"],
    [
      "No bot answers our customers until a manager has approved its answers.",
      "no AI answering customers until a manager has verified its answers",
    ],
  ])("%j is read as the gate it states", (rule, respect) => {
    expect(rulesRead(rule)).toEqual([["verified-answers", respect]]);
  });

  it("is no gate when nothing waits for a check", () => {
    for (const words of [
      "No AI answers our subscribers, ever.",
      "Our supervisors verify every answer our agents give.",
    ])
      expect(rulesRead(words).map(([id]) => id)).not.toContain("verified-answers");
  });

  it("holds the outage pilot to the supervisor's check on the phone", () => {
    const isp = proseOf(regionalIsp({ aiFriction: GATE }));
    expect(isp).toMatch(
      /[Aa] supervisor verifies every answer the AI gives in the pilot on answering the calls an outage brings before it answers anyone on the phone/,
    );
  });
});
