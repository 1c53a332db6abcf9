import { makeAnswers } from "@/tests/helpers/test-answers";
import { challenges, headOfficeAt, proseOf } from "@/tests/helpers/test-personas";
import { readConstraints } from "./constraints";

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
    const read = readConstraints(makeAnswers({ aiFriction: rule }));
    expect(read.map((c) => [c.id, c.respect])).toEqual([["verified-answers", respect]]);
  });

  it("is no gate when nothing waits for a check", () => {
    for (const words of [
      "No AI answers our subscribers, ever.",
      "Our supervisors verify every answer our agents give.",
    ])
      expect(readConstraints(makeAnswers({ aiFriction: words })).map((c) => c.id)).not.toContain(
        "verified-answers",
      );
  });

  it("holds the outage pilot to the supervisor's check on the phone", () => {
    const isp = proseOf({
      companyIndustry: "other",
      companyEmployees: "51-200",
      ...headOfficeAt("Amos, Québec"),
      businessChallenges: challenges("other", 0),
      otherChallenge:
        "Lors des pannes, nos agents reçoivent jusqu'à 1 500 appels par jour et l'attente dépasse 40 minutes.",
      aiFriction: GATE,
    });
    expect(isp).toMatch(
      /[Aa] supervisor verifies every answer the AI gives in the pilot on answering the calls an outage brings before it answers anyone on the phone/,
    );
  });
});
