import type { GenerationInput } from "@/capabilities/report/generation-input";
import type { ReadinessImprovement } from "@/model/scoring";
import { STORY_RULES, storyDisagreements } from "./consistency";
import { generateDocuments, type GeneratedDocuments } from "./lint-documents";
import { auditPersonas } from "./personas";
import { constraintPersonas } from "./constraint-personas";
import { regulatorPersonas } from "./regulator-personas";
import { randomLeaders } from "./random-assessments";
import { auditInput } from "./audit-input";
import { disagreements, seams, write } from "./written";

/** Each contradiction of issue 34, planted in a persona's documents, is found by its rule. */

function written(key: string, team = false, createdAt?: Date) {
  const persona = auditPersonas.find((p) => p.key === key)!;
  const input: GenerationInput = {
    ...auditInput(persona),
    team: team ? randomLeaders(7, persona.answers) : null,
    ...(createdAt && { createdAt }),
  };
  return { input, documents: generateDocuments(input) };
}

function rulesFound(
  { input, documents }: ReturnType<typeof written>,
  edit: (documents: GeneratedDocuments) => void = () => {},
  summary: readonly ReadinessImprovement[] = input.readiness.improvements,
) {
  const copy = structuredClone(documents);
  edit(copy);
  return storyDisagreements(input, copy, summary).map((v) => v.rule);
}

// The constraint and regulator personas: a rule or a profession moves the plan (review r20),
// and the linter reads their documents as it reads the audit personas' (lint-property.test.ts).
it.each([...constraintPersonas, ...regulatorPersonas].map((p) => [p.key, p] as const))(
  "finds no disagreement and no seam in %s's documents as written",
  (key, persona) => {
    const documents = write(key, auditInput(persona));
    expect([...disagreements(documents), ...seams(documents)]).toEqual([]);
  },
);

it("finds none in the documents as written, with and without a team", () => {
  for (const { key } of auditPersonas) {
    expect([key, rulesFound(written(key))]).toEqual([key, []]);
    expect([key, rulesFound(written(key, true))]).toEqual([key, []]);
  }
});

// Prairie Trail Outfitters (calgary-retail): exploring, with pilots in departments. Written on 2
// November, in a retailer's holiday season: a planted step dated in it, or a phase stripped of
// the sentence that says so, also breaks the timing rule, which these tests do not look at.
const retail = () => written("calgary-retail");
const untimed = (rules: string[]) => rules.filter((r) => r !== STORY_RULES.timingRule);
// The Kelowna brokerage fears AI: a measured pace, the first pilot in month 5.
const brokerage = () => written("kelowna-brokerage");

it('flags "Not yet: no new point tools" followed by new tools', () => {
  expect(
    rulesFound(retail(), (d) => {
      d.reportData.brief!.notYet = [
        "No new point tools until the running pilots have had their decision.",
      ];
    }),
  ).toContain(STORY_RULES.notYet);
});

it("flags a lever to start sanctioned pilots beside pilots that run", () => {
  const docs = retail();
  const lever = {
    pillar: "culture",
    action: "Turn experiments into sanctioned pilots with clear goals",
    gain: 6,
  } as const;
  expect(
    rulesFound(
      docs,
      (d) => d.reportData.readinessAssessment.levers!.push({ action: lever.action, points: 6 }),
      [lever],
    ),
  ).toEqual([STORY_RULES.inPlace]);
});

it("flags phase 3 rolling out to other departments in the roadmap than in the report", () => {
  expect(
    untimed(
      rulesFound(retail(), (d) => {
        d.roadmap.phases[2].description =
          "Scale. Roll the pilots that met their targets out across Operations; start the next use cases in Sales and Marketing.";
      }),
    ),
  ).toEqual([STORY_RULES.phases]);
});

it("flags phase 3 rolling out to a department the executive did not choose", () => {
  const docs = written("kelowna-brokerage");
  const chosen = docs.input.answers.aiDepartments;
  expect(chosen).not.toContain("hr");
  const found = rulesFound(docs, (d) => {
    d.reportData.roadmap.phase3.scalingActions![0] =
      "Roll the pilots that met their targets out across Sales; start the next use cases in Human Resources";
    d.roadmap.phases[2].description =
      "Scale. Roll the pilots that met their targets out across Sales; start the next use cases in Human Resources.";
  });
  expect(found).toEqual([STORY_RULES.rollout]);
});

it("flags a summary lever the report leaves out", () => {
  expect(rulesFound(retail(), (d) => d.reportData.readinessAssessment.levers!.pop())).toEqual([
    STORY_RULES.levers,
  ]);
});

it('flags "the first pilot starts in month 5" beside "within 60 days: start the pilot"', () => {
  const docs = brokerage();
  expect(docs.documents.roadmap.executiveSummary).toContain("the first pilot starts in month 5");
  expect(
    rulesFound(docs, (d) =>
      d.reportData.nextSteps.push("Within 60 days: start the pilot on listing descriptions."),
    ),
  ).toEqual([STORY_RULES.firstPilot]);
});

it('flags "the first pilot starts in month 1" beside "Within 60 days: start the pilot"', () => {
  // Written in March, out of the retailer's holiday season: its first pilot starts within 60 days.
  const docs = written("calgary-retail", false, new Date("2026-03-02T17:00:00Z"));
  const say = (d: GeneratedDocuments, when: string) => {
    d.roadmap.executiveSummary = `The roadmap is paced: the first pilot starts ${when}.`;
    d.reportData.nextSteps = ["Within 60 days: start the pilot on demand forecasting."];
  };
  expect(rulesFound(docs, (d) => say(d, "in month 1"))).toEqual([STORY_RULES.firstPilot]);
  expect(rulesFound(docs, (d) => say(d, "within 60 days"))).toEqual([]);
});

it('flags "Run two small, well-supported pilots" beside three listed', () => {
  const docs = brokerage();
  const phase = docs.documents.roadmap.phases[1]!;
  const listed = phase.description.match(/\(owned by /g)?.length ?? 0;
  expect(phase.description).toMatch(/\bRun \w+ small, well-supported pilots?\b/);
  expect(rulesFound(docs)).toEqual([]);
  const planted = rulesFound(docs, (d) => {
    d.roadmap.phases[1]!.description = `Run ${listed === 2 ? "three" : "two"} small, well-supported pilots with volunteers. ${phase.description.replace(/^[^.]*\. /, "")}`;
  });
  // The report's phase lists the other number: plan-rules.ts finds that too.
  expect(new Set(planted)).toEqual(new Set([STORY_RULES.pilotCount, STORY_RULES.pilotList]));
});

it("flags a pilot the roadmap queues for phase 3 that the report or a recommendation starts sooner", () => {
  const docs = written("kelowna-brokerage");
  expect(rulesFound(docs)).toEqual([]);
  const queued = rulesFound(docs, (d) => {
    const started = d.reportData.roadmap.phase2.initiatives![0]!.action.split(" (")[0]!;
    d.roadmap.phases[1]!.description += ` Queued for phase 3, one as each running pilot meets its target, because a firm of this size can support two pilots at a time: ${started.toLowerCase()}.`;
  });
  expect(queued).toContain(STORY_RULES.queue);
});

it("flags a pilot in phase 1 when the first pilot starts in a later month", () => {
  const docs = written("kelowna-brokerage");
  expect(docs.documents.roadmap.executiveSummary).toMatch(/first pilot starts in month \d+/);
  expect(rulesFound(docs)).toEqual([]);
  const early = rulesFound(docs, (d) => {
    d.reportData.roadmap.phase1.initiatives = [d.reportData.roadmap.phase2.initiatives![0]!];
  });
  // Listed in phase 1 but timed in phase 2's months: the label rule names it too, and, still
  // listed in phase 2, it is one piece of work in two phases.
  expect(early).toEqual([STORY_RULES.early, STORY_RULES.owner, STORY_RULES.phaseLabel]);
});

it("flags an overall score below both of its parts, and one the roadmap quotes differently", () => {
  const docs = retail();
  const below = rulesFound(docs, (d) => {
    Object.assign(d.reportData.readinessAssessment, { topDownScore: 4.8, bottomUpScore: 4.3 });
  });
  expect(below).toContain(STORY_RULES.overall);
  expect(rulesFound(docs, (d) => (d.roadmap.readinessScore = 4.1))).toEqual([STORY_RULES.overall]);
});

it("flags a tool the brief approves in two decisions, not nested names said once", () => {
  const docs = written("kelowna-brokerage");
  const tool = docs.documents.reportData.recommendedApplications[0]!.name;
  const twice = rulesFound(docs, (d) => {
    d.reportData.brief!.decisions = [
      `Approve a one-page AI use policy and ${tool} as the one sanctioned assistant.`,
      "Make the first pilot count.",
      `Approve ${tool} for the people it serves, at no extra licence cost.`,
    ];
  });
  expect(twice).toEqual([STORY_RULES.decisions]);
  const nested = rulesFound(docs, (d) => {
    d.reportData.recommendedApplications = [
      { ...d.reportData.recommendedApplications[0]!, name: "Microsoft 365 Copilot" },
      { ...d.reportData.recommendedApplications[0]!, name: "Microsoft 365 Copilot Chat" },
    ];
    d.reportData.brief!.decisions = [
      "Approve a one-page AI use policy and Microsoft 365 Copilot Chat as the one sanctioned assistant.",
      "Make the first pilot count.",
      "Approve Microsoft 365 Copilot for the people it serves, at C$45 a user a month.",
    ];
  });
  expect(nested).not.toContain(STORY_RULES.decisions);
});

it("flags two views called level when one leads by more than a few points, or the wrong one ahead", () => {
  const setViews = (top: number, bottom: number, analysis: string) => (d: GeneratedDocuments) => {
    Object.assign(d.reportData.readinessAssessment, {
      topDownScore: top,
      bottomUpScore: bottom,
      overallScore: (top + bottom) / 2,
      analysis,
    });
    d.roadmap.readinessScore = (top + bottom) / 2;
  };
  const level = "At Prairie Trail Outfitters, leadership and capability are level.";
  const ahead = "At Prairie Trail Outfitters, capability is a little ahead of leadership.";
  const rules = (top: number, bottom: number, analysis: string) =>
    rulesFound(retail(), setViews(top, bottom, analysis)).filter((r) => r === STORY_RULES.level);
  expect(rules(5.6, 6.6, level)).toEqual([STORY_RULES.level]);
  expect(rules(6.6, 5.6, ahead)).toEqual([STORY_RULES.level]);
  expect(rules(6.2, 6.4, level)).toEqual([]);
  expect(rules(5.6, 6.6, ahead)).toEqual([]);
});

it("flags a decision gate whose first target is another pilot's", () => {
  // The brokerage's first pilot is its own written problem's, not its first chosen challenge's.
  const docs = brokerage();
  expect(docs.documents.roadmap.phases[1]!.decisionGate).toMatch(/\(first: /);
  expect(
    rulesFound(docs, (d) => {
      const gate = d.roadmap.phases[1]!.decisionGate!;
      const other = d.reportData.roadmap.phase2
        .initiatives!.map((i) => i.target.replace(/\.$/, ""))
        .find((t) => !gate.toLowerCase().includes(t.toLowerCase()))!;
      d.roadmap.phases[1]!.decisionGate = gate.replace(
        /\(first: .+?\);/,
        `(first: ${other.toLowerCase()});`,
      );
    }),
  ).toContain(STORY_RULES.gate);
});

it("flags the AI use policy given one deadline as a quick win and another as a next step", () => {
  const docs = brokerage();
  const step = docs.documents.reportData.nextSteps.findIndex((s) =>
    /: publish the AI use policy\b/.test(s),
  );
  expect(step).toBeGreaterThanOrEqual(0);
  expect(rulesFound(docs)).toEqual([]);
  expect(
    rulesFound(docs, (d) => {
      d.reportData.nextSteps[step] = d.reportData.nextSteps[step]!.replace(
        /^[^:]+:/,
        "Within 30 days:",
      );
    }),
  ).toEqual([STORY_RULES.policyDeadline]);
});

it("flags licences matched to use where no AI subscription is paid for, not where one is", () => {
  const match = {
    title: "Match AI licences to real use",
    description:
      "Compare the seats paid for in each AI subscription with the seats used last month.",
    timeframe: "First 30 days",
    owner: "Controller",
  };
  // The manufacturer runs pilots on tools it pays nothing for; the bank pays for its AI.
  const manufacturer = written("delta-manufacturer");
  expect(manufacturer.documents.roadmap.quickWins.map((w) => w.title)).not.toContain(match.title);
  expect(rulesFound(manufacturer, (d) => d.roadmap.quickWins.push(match))).toEqual([
    STORY_RULES.licences,
  ]);
  const bank = written("vancouver-bank");
  expect(bank.documents.roadmap.quickWins.map((w) => w.title)).toContain(match.title);
  expect(rulesFound(bank)).toEqual([]);
});

it("flags a tool rolled out beyond a pilot group no earlier phase formed", () => {
  // The studio runs Slack; its phase 3 once rolled Slack AI out "beyond the pilot group".
  const studio = written("montreal-studio");
  expect(studio.documents.roadmap.phases[2]!.description).toMatch(/\bSlack AI\b/);
  expect(studio.documents.roadmap.phases[2]!.description).not.toMatch(/pilot group/);
  const rollOut = (d: GeneratedDocuments) => {
    d.roadmap.phases[2]!.description += " Roll Slack AI out beyond the pilot group.";
  };
  expect(rulesFound(studio, rollOut)).toEqual([STORY_RULES.pilotGroup]);
  expect(
    rulesFound(studio, (d) => {
      rollOut(d);
      d.roadmap.recommendations[0]!.title = "Pilot Slack AI with a small group";
    }),
  ).toEqual([]);
});
