import { computeAlignment } from "./alignment";
import { executiveAnswers, makeTeamAnswers } from "@/tests/helpers/team-responses";

const team = (...overrides: Parameters<typeof makeTeamAnswers>[0][]) =>
  overrides.map((o) => makeTeamAnswers(o));

describe("computeAlignment", () => {
  it("counts each option beside the executive's own answer", () => {
    const view = computeAlignment(
      team({ orgPosture: "curious" }, { orgPosture: "curious" }, { orgPosture: "activating" }),
      executiveAnswers(),
      3,
    );
    const posture = view.questions.find((q) => q.field === "orgPosture")!;
    expect(posture.options.find((o) => o.value === "curious")).toMatchObject({
      count: 2,
      executive: false,
    });
    expect(posture.options.find((o) => o.value === "activating")).toMatchObject({
      count: 1,
      executive: true,
    });
    expect(posture.options.reduce((sum, o) => sum + o.count, 0)).toBe(3);
  });

  it("names the largest gaps first, each with the counts and the conversation to have", () => {
    const view = computeAlignment(
      team(
        { orgPosture: "curious", aiConfidence: 3 },
        { orgPosture: "curious", aiConfidence: 4 },
        { orgPosture: "curious", aiConfidence: 4 },
        { orgPosture: "curious", aiConfidence: 5 },
        { orgPosture: "exploring", aiConfidence: 5 },
        { orgPosture: "activating", aiConfidence: 6 },
      ),
      executiveAnswers({
        orgPosture: "activating",
        aiConfidence: 8,
        orgAiElements: ["dept_pilots"],
        aiDepartments: ["operations"],
      }),
      3,
    );
    expect(view.gaps.length).toBeLessThanOrEqual(3);
    const posture = view.gaps.find((g) => g.field === "orgPosture")!;
    expect(posture.finding).toBe(
      "You rate the organization 'Activating'; 4 of 6 leaders say 'Curious'.",
    );
    expect(posture.conversation).toMatch(/Curious/);
    const sizes = view.gaps.map((g) => g.size);
    expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
    expect(view.confidence).toMatchObject({
      executive: 8,
      median: 4.5,
      lowerQuartile: 4,
      upperQuartile: 5,
    });
    expect(view.gaps.map((g) => g.field)).toContain("aiConfidence");
  });

  it("lists governance elements the executive ticked that most of the team does not see", () => {
    const view = computeAlignment(
      team(
        { orgAiElements: ["dept_pilots"] },
        { orgAiElements: ["dept_pilots", "ai_policy"] },
        { orgAiElements: ["none_yet"] },
      ),
      executiveAnswers({ orgAiElements: ["ai_policy", "dept_pilots"] }),
      3,
    );
    expect(view.governanceGaps).toEqual([
      { value: "ai_policy", label: "A written AI use policy", seenBy: 1, of: 3 },
    ]);
  });

  it("shows no gap where the team agrees with the executive", () => {
    const view = computeAlignment(
      team({}, {}, {}),
      executiveAnswers({
        orgPosture: "exploring",
        aiConfidence: 5,
        orgAiElements: ["dept_pilots"],
        aiDepartments: ["operations"],
      }),
      3,
    );
    expect(view.gaps).toEqual([]);
    expect(view.governanceGaps).toEqual([]);
  });

  it("breaks down by seniority or function only when every group has the minimum", () => {
    const five = team(
      { seniority: "manager" },
      { seniority: "manager" },
      { seniority: "manager" },
      { seniority: "executive" },
      { seniority: "executive" },
    );
    // Two executives: their group, or the team minus the managers, would give them away.
    expect(computeAlignment(five, executiveAnswers(), 3).breakdowns).toEqual([]);
    const six = [...five, makeTeamAnswers({ seniority: "executive" })];
    const [bySeniority] = computeAlignment(six, executiveAnswers(), 3).breakdowns;
    expect(bySeniority).toMatchObject({ dimension: "seniority" });
    expect(bySeniority!.groups.map((g) => [g.label, g.count])).toEqual([
      ["Executive", 3],
      ["Manager", 3],
    ]);
  });

  it("counts free-text friction into themes once the minimum wrote one, never quoting it", () => {
    const words = [
      "Nobody has time, budgets are frozen",
      "Our data sits in legacy systems",
      "People fear for their jobs and lack training",
    ];
    const two = computeAlignment(
      team({ aiFriction: words[0] }, { aiFriction: words[1] }, {}),
      executiveAnswers(),
      3,
    );
    expect(two.friction).toEqual({ answered: 2, themes: [] });
    const three = computeAlignment(
      team(...words.map((w) => ({ aiFriction: w }))),
      executiveAnswers(),
      3,
    );
    expect(three.friction.answered).toBe(3);
    expect(three.friction.themes.map((t) => t.label)).toEqual(
      expect.arrayContaining([
        "Time and competing priorities",
        "Data and systems",
        "Skills and training",
      ]),
    );
    const text = JSON.stringify(three);
    for (const w of words) expect(text).not.toContain(w);
    for (const word of ["Nobody", "frozen", "legacy", "jobs"]) expect(text).not.toContain(word);
  });

  it("gives the same result whatever the order of the responses", () => {
    const rows = team(
      { orgPosture: "curious", aiConfidence: 2, seniority: "manager" },
      { orgPosture: "fearful", aiConfidence: 9, seniority: "executive" },
      { orgPosture: "exploring", aiConfidence: 6, aiFriction: "Budget" },
    );
    const one = computeAlignment(rows, executiveAnswers(), 3);
    const other = computeAlignment([rows[2]!, rows[0]!, rows[1]!], executiveAnswers(), 3);
    expect(other).toEqual(one);
  });
});
