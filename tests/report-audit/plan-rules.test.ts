import type { GenerationInput } from "@/capabilities/report/generation-input";
import { STORY_RULES, storyDisagreements } from "./consistency";
import { generateDocuments, type GeneratedDocuments } from "./lint-documents";
import { auditPersonas } from "./personas";
import { auditInput } from "./audit-input";

/**
 * Sections that disagree (#34), planted in a persona's documents, each found by its rule: a
 * pilot count and another number listed, two priorities for one piece of work, a tool approved
 * and placed in no phase, two sanctioned assistants, a first pilot that starts after the season
 * it must be ready for, and two owners for one piece of work.
 */

function written(key: string, more: Partial<GenerationInput> = {}) {
  const persona = auditPersonas.find((p) => p.key === key)!;
  const input: GenerationInput = { ...auditInput(persona), ...more };
  return { input, documents: generateDocuments(input) };
}

function found(
  { input, documents }: ReturnType<typeof written>,
  edit: (d: GeneratedDocuments) => void = () => {},
) {
  const copy = structuredClone(documents);
  edit(copy);
  return storyDisagreements(input, copy, input.readiness.improvements).map((v) => v.rule);
}

// A small brokerage (11-50) and a mid-sized restaurant group (51-200).
const brokerage = () => written("kelowna-brokerage");
const restaurants = () => written("prince-george-restaurants");

describe("as many pilots listed as the phase says it runs", () => {
  it("flags a report phase listing one more pilot than the roadmap runs", () => {
    expect(
      found(restaurants(), (d) => {
        const phase2 = d.reportData.roadmap.phase2;
        phase2.implementations = [
          ...(phase2.implementations ?? []),
          "A fourth pilot: owned by the General Manager; target half the time",
        ];
        phase2.initiatives = [...(phase2.initiatives ?? []), phase2.initiatives![0]!];
      }),
    ).toContain(STORY_RULES.pilotList);
  });

  it("counts work beside the pilots apart", () => {
    expect(
      found(restaurants(), (d) => {
        const phase2 = d.reportData.roadmap.phase2;
        phase2.implementations = [
          ...(phase2.implementations ?? []),
          "Beside the pilots, remove the obstacle you named: owned by the Owner; target none left",
        ];
      }),
    ).not.toContain(STORY_RULES.pilotList);
  });

  it("flags a brief's pilot count beside a phase that runs another number", () => {
    const docs = restaurants();
    const said = /\bRun (\w+) small\b/.exec(docs.documents.roadmap.phases[1]!.description)![1];
    const other = said === "one" ? "two sanctioned pilots" : "one sanctioned pilot";
    expect(
      found(docs, (d) => {
        d.reportData.brief!.position += ` This quarter brings that use into ${other}.`;
      }),
    ).toContain(STORY_RULES.pilotList);
  });
});

describe("one priority for one piece of work", () => {
  it("flags a solution area and the roadmap's recommendation for one challenge at two priorities", () => {
    const docs = brokerage();
    const areas = docs.documents.reportData.solutionLandscape;
    const recommendation = docs.documents.roadmap.recommendations.find((r) =>
      areas.some((a) =>
        a.description.includes(/^Answers (“[^”]+”)/.exec(r.description)?.[1] ?? "∅"),
      ),
    )!;
    const challenge = /^Answers (“[^”]+”)/.exec(recommendation.description)![1]!;
    expect(found(docs)).toEqual([]);
    expect(
      found(docs, (d) => {
        const area = d.reportData.solutionLandscape.find((a) => a.description.includes(challenge));
        area!.priority = recommendation.priority === "High" ? "Medium" : "High";
      }),
    ).toContain(STORY_RULES.priority);
  });

  it("flags a High-priority tool that only a pilot queued for phase 3 uses", () => {
    const d = brokerage().documents;
    const challenge = "Speeding up transaction paperwork";
    expect(
      storyDisagreements(
        brokerage().input,
        {
          ...d,
          reportData: {
            ...d.reportData,
            recommendedApplications: [
              ...d.reportData.recommendedApplications,
              {
                ...d.reportData.recommendedApplications[0]!,
                name: "Dotloop Assist",
                priority: "High",
                evidence: [{ answer: "challenge", says: challenge }],
              },
            ],
            roadmap: {
              ...d.reportData.roadmap,
              phase3: {
                ...d.reportData.roadmap.phase3,
                initiatives: [
                  {
                    action: `Paperwork drafted for review (Dotloop Assist), for “${challenge}”`,
                    owner: "Managing Broker",
                    baseline: "Time five files",
                    target: "Half the time",
                  },
                ],
              },
            },
          },
        },
        brokerage().input.readiness.improvements,
      ).map((v) => v.rule),
    ).toContain(STORY_RULES.priority);
  });
});

describe("every tool the brief approves is placed in a phase", () => {
  it("flags a decision approving a tool no phase names", () => {
    expect(
      found(restaurants(), (d) => {
        const tool = { ...d.reportData.recommendedApplications[0]!, name: "Planday Assist" };
        d.reportData.recommendedApplications.push(tool);
        d.reportData.brief!.decisions[2] =
          "Approve Planday Assist for one pilot group, at about C$90 a month, with a decision date to keep or cancel it.";
      }),
    ).toContain(STORY_RULES.approvedInNoPhase);
  });
});

// Round 21: "The tools to start with are Autodesk AI … and Apollo.io", both left for phase 3.
describe("the tools to start with start before phase 3", () => {
  it("flags a summary starting with a tool the plan first uses in phase 3", () => {
    expect(
      found(restaurants(), (d) => {
        const tool = { ...d.reportData.recommendedApplications[0]!, name: "Planday Assist" };
        d.reportData.recommendedApplications.push(tool);
        d.reportData.roadmap.phase3.scalingActions = [
          ...(d.reportData.roadmap.phase3.scalingActions ?? []),
          "Then the next use cases: Planday Assist (scheduling)",
        ];
        d.reportData.executiveSummary = d.reportData.executiveSummary.replace(
          /The tools? to start with (?:is|are) [^.]+\./,
          "The tool to start with is Planday Assist.",
        );
      }),
    ).toContain(STORY_RULES.startTool);
  });

  it("finds none in the documents as written", () => {
    expect(found(restaurants())).not.toContain(STORY_RULES.startTool);
    expect(found(brokerage())).not.toContain(STORY_RULES.startTool);
  });
});

describe("one sanctioned assistant", () => {
  it("flags a risk offering another assistant than the brief sanctions", () => {
    expect(
      found(written("montreal-studio"), (d) => {
        d.reportData.brief!.decisions[0] =
          "Approve a one-page AI use policy and ChatGPT Business as the one sanctioned assistant, so your information stays out of personal accounts.";
        d.reportData.risks[0]!.mitigation =
          "Publish a policy, and give people a safe alternative: Gemini in your Google Workspace accounts.";
      }),
    ).toContain(STORY_RULES.assistant);
  });
});

describe("the first pilot can start before the season it must be running for", () => {
  it("flags “within 60 days” beside a season that opens sooner", () => {
    const docs = written("tofino-lodge");
    const created = new Date(docs.input.createdAt);
    const month = new Intl.DateTimeFormat("en-CA", { month: "long", timeZone: "UTC" }).format(
      new Date(Date.UTC(created.getUTCFullYear(), created.getUTCMonth() + 1, 1)),
    );
    const year =
      created.getUTCMonth() === 11 ? created.getUTCFullYear() + 1 : created.getUTCFullYear();
    expect(
      found(docs, (d) => {
        d.roadmap.executiveSummary +=
          " The roadmap is paced for several use cases at once: the first pilot starts within 60 days.";
        d.roadmap.phases[0]!.description += ` Your busy season runs in ${month}: have the first pilot running before the season opens in ${month} ${year}.`;
      }),
    ).toContain(STORY_RULES.seasonDeadline);
  });
});

describe("one owner for one piece of work", () => {
  it("flags the roadmap and the report naming two owners for one pilot", () => {
    expect(
      found(restaurants(), (d) => {
        const initiative = d.reportData.roadmap.phase2.initiatives![0]!;
        const title = initiative.action.split(" (")[0]!;
        d.roadmap.recommendations.push({
          title,
          description: "Answers it.",
          priority: "High",
          owner: "Someone Else",
          timeframe: "Months 1–3",
        });
      }),
    ).toContain(STORY_RULES.owner);
  });

  it("flags a pilot of phase 1 listed again in phase 2 (review r18 class 6)", () => {
    expect(
      found(restaurants(), (d) => {
        const { phase1, phase2 } = d.reportData.roadmap;
        phase1.initiatives = [structuredClone(phase2.initiatives![0]!)];
      }),
    ).toContain(STORY_RULES.owner);
  });

  it("flags one problem given two pilots under two names (review r18 class 6)", () => {
    const pilot = (title: string, answers: string, owner: string) => ({
      title,
      description: `Answers “${answers}”. ${owner} owns it.`,
      priority: "High" as const,
      owner,
      timeframe: "Months 4–6",
    });
    expect(
      found(restaurants(), (d) => {
        d.roadmap.recommendations.push(
          pilot("Price quotes drafted the same day", "Catering quotes take us a week", "Ana"),
          pilot("Quotes for events", "Our event price quotes go out a week late", "Ben"),
        );
      }),
    ).toContain(STORY_RULES.owner);
  });

  it("leaves a problem with the pilot that names it best, and a checker's “check” names no work", () => {
    const pilot = (title: string, answers: string) => ({
      title,
      description: `Answers “${answers}”. Ana owns it.`,
      priority: "High" as const,
      owner: "Ana",
      timeframe: "Months 4–6",
    });
    const rules = (...pilots: ReturnType<typeof pilot>[]) =>
      found(restaurants(), (d) => d.roadmap.recommendations.push(...pilots)).filter(
        (r) => r === STORY_RULES.owner,
      );
    // Drafting the submissions touches the problem; keying them into the portals is its work.
    expect(
      rules(
        pilot(
          "Commercial submissions drafted with the risk information",
          "Improving risk decisions",
        ),
        pilot(
          "Renewals and submissions keyed into each insurer's portal, for the account manager to check",
          "Commercial renewals take days: we re-key each submission into every insurer's portal",
        ),
      ),
    ).toEqual([]);
    expect(
      rules(
        pilot(
          "Review meetings prepared from the client profile, for the adviser to check",
          "Advice at scale",
        ),
        pilot("Account-opening forms pre-filled", "Speeding up client onboarding and KYC checks"),
      ),
    ).toEqual([]);
  });
});
