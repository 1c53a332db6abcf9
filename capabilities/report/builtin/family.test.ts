import type { AssessmentInput } from "@/model/assessment/schemas";
import { sentencesOf } from "@/tests/report-audit/sentences";
import { familyStrategiesSchema } from "@/model/documents/report-schemas";
import { scoreFamily, scoreReadiness } from "@/model/scoring";
import { makeAnswers, type FamilyAnswers } from "@/tests/helpers/test-answers";
import { buildContext } from "./context";
import { familyScorecard, familyStrategies } from "./family";

function strategiesFor(family: FamilyAnswers) {
  const answers = makeAnswers(family);
  const result = scoreFamily(answers)!;
  const ctx = buildContext({
    assessmentId: "0b9d1a56-3c55-4f7e-9a51-8c2f0e6d4a11",
    answers,
    readiness: scoreReadiness(answers),
    family: result,
    industryStats: null,
    createdAt: new Date("2026-03-14T17:30:00Z"),
  });
  return familyStrategies(ctx, result);
}

type Strategies = ReturnType<typeof strategiesFor>;
const recommendationText = (s: Strategies) =>
  s.childSafetyRecommendations.map((r) => `${r.title}. ${r.description}`).join(" ");
const allText = (s: Strategies) =>
  [
    s.preparednessAssessment,
    s.householdUsageAnalysis,
    recommendationText(s),
    ...s.familyBestPractices.map((p) => `${p.title}. ${p.description}`),
  ].join(" ");

/** Advice to create or formalise rules: wrong for a family whose rules are clear and enforced. */
const RULE_MAKING =
  /make (?:the )?informal|(?:set|start with|write) (?:three |clear |simple )?(?:family |household )?(?:AI )?rules|agree (?:on )?(?:the )?rules|write down what|family agreement/i;
const CHILD_AGES = /\b(?:ages?|years?|under \d+|\d+ to \d+|children|teens?|teenagers?|kids)\b/i;

describe("family advice follows the rules the family has", () => {
  it("gives a family with enforced rules the next level, never rule-making advice", () => {
    for (const concerns of [["shortcuts", "content"], ["none"]] as const) {
      const s = strategiesFor({ rulesForChildren: "enforced", childAiConcerns: [...concerns] });
      expect(recommendationText(s)).not.toMatch(RULE_MAKING);
      expect(s.preparednessAssessment).not.toMatch(RULE_MAKING);
      expect(recommendationText(s)).toMatch(/review the rules/i);
      expect(recommendationText(s)).toMatch(/use AI together/i);
    }
  });

  it("helps a family whose rules are hard to enforce with device settings and a shared agreement", () => {
    const text = recommendationText(strategiesFor({ rulesForChildren: "difficult" }));
    expect(text).toMatch(/FamilyAnswers Link|Screen Time|FamilyAnswers Safety/);
    expect(text).toMatch(/shared agreement/i);
  });

  it("asks a family with informal guidelines to write them down", () => {
    expect(recommendationText(strategiesFor({ rulesForChildren: "informal" }))).toMatch(
      /write down what is already understood/i,
    );
  });

  it("starts a family with no rules on three, the third chosen by its first concern", () => {
    const content = recommendationText(
      strategiesFor({ rulesForChildren: "no_rules", childAiConcerns: ["content"] }),
    );
    const shortcuts = recommendationText(
      strategiesFor({ rulesForChildren: "no_rules", childAiConcerns: ["shortcuts"] }),
    );
    expect(content).toMatch(/three household AI rules/i);
    expect(content).toMatch(/parent's approval/);
    expect(shortcuts).toMatch(/when AI may help with schoolwork/);
  });
});

describe("household use", () => {
  it.each(["none really", "nothing", "n/a", "Nope."])(
    "never quotes the placeholder %p and reads it as no use",
    (placeholder) => {
      const s = strategiesFor({ householdAiUse: ["other"], householdAiUseOther: placeholder });
      expect(allText(s).toLowerCase()).not.toContain(placeholder.toLowerCase());
      expect(s.householdUsageAnalysis).toMatch(/does not use AI yet/);
    },
  );

  it.each(["We don't use it at home", "Nobody here uses AI", "On ne l'utilise pas à la maison"])(
    "reads %p as no use, never as a use in the family's words",
    (denial) => {
      const s = strategiesFor({ householdAiUse: ["other"], householdAiUseOther: denial });
      expect(allText(s)).not.toContain(denial);
      expect(allText(s)).not.toMatch(/the family's own use/);
      expect(s.householdUsageAnalysis).toMatch(/does not use AI yet/);
    },
  );

  it("keeps a use named beside a denial", () => {
    const s = strategiesFor({
      householdAiUse: ["other"],
      householdAiUseOther: "We don't use it much, only for recipes on weekends",
    });
    expect(s.householdUsageAnalysis).not.toMatch(/does not use AI yet/);
  });

  // The family's words for 'Other' were spliced in as a noun ("include AI features beyond “My
  // husband asked it about grain marketing once”"), then listed as a task (“Our son Liam…”):
  // a sentence about someone is read for the uses it tells (#34).
  it("reads a sentence in 'Other' for its uses, never as a noun in the summary or the advice", () => {
    const answers: FamilyAnswers = {
      householdAiUse: ["other", "travel"],
      householdAiUseOther: "Our teenagers practise Spanish\nwith it",
    };
    const s = strategiesFor(answers);
    expect(allText(s)).not.toMatch(/Our teenagers|did not name/);
    expect(s.householdUsageAnalysis).toMatch(/child's own/);
    expect(scoreFamily(makeAnswers(answers))!.summary).toContain(
      // A use read from the words is the report's name for it, never "in the family's own words" (r18).
      "AI helps with 2 household tasks (travel planning, and education and homework)",
    );
  });

  it("names a short 'Other' use in the family's words in the advice too", () => {
    const s = strategiesFor({
      householdAiUse: ["other", "travel"],
      householdAiUseOther: "Alexa for weather and timers",
    });
    expect(s.householdUsageAnalysis).toContain("“Alexa for weather and timers”");
  });

  it("names as many uses as it counts, reading a sentence for the uses it tells", () => {
    const summary = scoreFamily(
      makeAnswers({
        householdAiUse: ["education", "travel", "other"],
        householdAiUseOther:
          "My son checks his English homework with it and I plan the vegetable garden with it every spring",
      }),
    )!.summary;
    expect(summary).toContain(
      "AI helps with 3 household tasks (education and homework, travel planning, and gardening)",
    );
  });

  it("counts an unnamed 'Other' as one other use, and never says 'other)'", () => {
    const answers = makeAnswers({
      householdAiUse: ["other", "education"],
      householdAiUseOther: "",
    });
    expect(scoreFamily(answers)!.summary).toContain(
      "AI helps with 2 household tasks (education and homework, one other)",
    );
    expect(
      allText(strategiesFor({ householdAiUse: ["other"], householdAiUseOther: "" })),
    ).not.toMatch(/\bother\)|did not name/);
  });
});

describe("best practices by age", () => {
  it("gives a family with no particular concerns adult and household practices, no child ages", () => {
    const s = strategiesFor({ childAiConcerns: ["none"] });
    expect(s.familyBestPractices.length).toBeGreaterThan(0);
    for (const practice of s.familyBestPractices) expect(practice.ageGroup).not.toMatch(CHILD_AGES);
  });

  it("says once how the family holds the practices for the children's ages", () => {
    const s = strategiesFor({
      rulesForChildren: "informal",
      childAiConcerns: ["shortcuts", "content", "social"],
      householdAiUseOther: "Our 6-year-old and our 10-year-old ask Alexa for stories.",
    });
    const ages = s.familyBestPractices.filter((p) => CHILD_AGES.test(p.ageGroup));
    expect(ages.length).toBeGreaterThan(1);
    expect(allText(s).match(/family agreement/g)?.length).toBeLessThanOrEqual(2);
    expect(ages.filter((p) => /into the family agreement/.test(p.description))).toEqual([
      expect.objectContaining({ description: expect.stringMatching(/these practices/) }),
    ]);
  });

  it("never says 'rather than limiting time' beside advice that limits time", () => {
    for (const rulesForChildren of ["no_rules", "informal", "difficult", "enforced"] as const) {
      const text = recommendationText(
        strategiesFor({ rulesForChildren, childAiConcerns: ["thinking", "social"] }),
      );
      if (/downtime|time limits|device-free/i.test(text))
        expect(text).not.toMatch(/rather than limiting/i);
    }
  });

  it("shows only the ages where the named concern matters", () => {
    const householdAiUseOther = "Our 6-year-old and our 15-year-old ask Alexa for stories.";
    const teens = strategiesFor({ childAiConcerns: ["self_esteem"], householdAiUseOther });
    expect(teens.familyBestPractices.map((p) => p.ageGroup)).toEqual([
      "Your 15-year-old",
      "Adults in the household",
    ]);
    const content = strategiesFor({ childAiConcerns: ["content"], householdAiUseOther });
    expect(content.familyBestPractices.map((p) => p.ageGroup)).toContain("Your 6-year-old");
  });

  it("answers each concern with advice about that concern", () => {
    const expected = {
      shortcuts: /schoolwork|homework/i,
      content: /filter/i,
      thinking: /check|true/i,
      social: /device-free|friends|companion/i,
      self_esteem: /image|photo|filter/i,
      privacy: /private|privacy/i,
    } as const;
    for (const [concern, words] of Object.entries(expected)) {
      const s = strategiesFor({
        childAiConcerns: [concern as keyof typeof expected],
        rulesForChildren: "informal",
      });
      const own = s.childSafetyRecommendations.slice(1);
      expect(own.length).toBeGreaterThan(0);
      expect(own.map((r) => `${r.title} ${r.description}`).join(" ")).toMatch(words);
    }
  });
});

describe("preparedness narrative", () => {
  const base: FamilyAnswers = {
    preparednessLevel: "somewhat",
    householdAiUse: ["travel"],
    childAiConcerns: ["privacy"],
    rulesForChildren: "informal",
  };

  // The score differs with every answer; the words around it must differ too.
  const narrative = (family: FamilyAnswers) =>
    sentencesOf(strategiesFor(family).preparednessAssessment.replace(/; family AI .*$/, "."));

  it.each<[string, FamilyAnswers]>([
    ["preparedness", { preparednessLevel: "fully" }],
    ["usage", { householdAiUse: ["travel", "finances", "health", "scheduling"] }],
    ["rules", { rulesForChildren: "enforced" }],
  ])("reads a different sentence when only the %s differs", (_, change) => {
    const before = narrative(base);
    const after = narrative({ ...base, ...change });
    expect(after.filter((s) => !before.includes(s)).length).toBeGreaterThan(0);
  });

  it("reads the same for the same answers", () => {
    expect(strategiesFor(base)).toEqual(strategiesFor(base));
  });
});

describe("contrasting families", () => {
  it("share few sentences", () => {
    const a = strategiesFor({
      preparednessLevel: "not_at_all",
      householdAiUse: ["other"],
      householdAiUseOther: "none really",
      childAiConcerns: ["content", "privacy"],
      rulesForChildren: "no_rules",
    });
    const b = strategiesFor({
      preparednessLevel: "fully",
      householdAiUse: ["scheduling", "education", "finances"],
      childAiConcerns: ["shortcuts", "thinking"],
      rulesForChildren: "enforced",
    });
    const first = sentencesOf(allText(a));
    const second = new Set(sentencesOf(allText(b)));
    expect(first.filter((s) => second.has(s)).length).toBeLessThanOrEqual(1);
  });

  // 3 x 4 x 4 x 5 = 240 families; resources (links) are not sentences and are left out.
  const grid: FamilyAnswers[] = (["not_at_all", "somewhat", "fully"] as const).flatMap((prepared) =>
    (["no_rules", "informal", "difficult", "enforced"] as const).flatMap((rules) =>
      (
        [
          ["finances", "travel"],
          ["education", "scheduling"],
          ["health"],
          ["shopping", "entertainment", "scheduling"],
        ] as const
      ).flatMap((uses) =>
        (
          [
            ["content", "privacy"],
            ["shortcuts", "thinking"],
            ["social"],
            ["self_esteem", "privacy"],
            ["none"],
          ] as const
        ).map((concerns) => ({
          preparednessLevel: prepared,
          rulesForChildren: rules,
          householdAiUse: [...uses],
          childAiConcerns: [...concerns],
        })),
      ),
    ),
  );
  const sentences = new Map(grid.map((f) => [f, new Set(sentencesOf(allText(strategiesFor(f))))]));
  const overlap = (a: FamilyAnswers, b: FamilyAnswers) =>
    a.householdAiUse!.some((u) => b.householdAiUse!.includes(u)) ||
    a.childAiConcerns!.some((c) => b.childAiConcerns!.includes(c));

  it("share at most a quarter of their sentences when every answer differs", () => {
    let pairs = 0;
    const tooClose: string[] = [];
    for (const a of grid)
      for (const b of grid) {
        if (a.preparednessLevel === b.preparednessLevel) continue;
        if (a.rulesForChildren === b.rulesForChildren || overlap(a, b)) continue;
        const own = sentences.get(a)!;
        const shared = [...own].filter((s) => sentences.get(b)!.has(s)).length;
        if (shared / own.size > 0.25) tooClose.push(`${JSON.stringify(a)} ~ ${JSON.stringify(b)}`);
        pairs++;
      }
    expect(pairs).toBeGreaterThan(1000);
    expect(tooClose).toEqual([]);
  });

  it("change words when any one answer changes", () => {
    const key = (f: FamilyAnswers) => JSON.stringify(f);
    const byKey = new Map(grid.map((f) => [key(f), sentences.get(f)!]));
    const same: string[] = [];
    for (const f of grid)
      for (const g of grid) {
        const differing = (Object.keys(f) as (keyof FamilyAnswers)[]).filter(
          (k) => key({ [k]: f[k] }) !== key({ [k]: g[k] }),
        );
        if (differing.length !== 1) continue;
        const theirs = byKey.get(key(g))!;
        if (![...byKey.get(key(f))!].some((s) => !theirs.has(s)))
          same.push(`${key(f)} ~ ${key(g)}`);
      }
    expect(same).toEqual([]);
  });
});

describe("a household with no children at home", () => {
  it("gets household advice only: no child safety, no rules for children, no ages", () => {
    for (const rulesForChildren of ["no_rules", "informal", "difficult", "enforced"] as const) {
      const s = strategiesFor({
        preparednessLevel: "somewhat",
        householdAiUse: ["finances", "travel"],
        childAiConcerns: ["no_children"],
        rulesForChildren,
      });
      expect(s.preparednessAssessment).toMatch(/has no children at home/);
      expect(s.preparednessAssessment).toMatch(/on preparedness and household use alone/);
      // Beyond saying there are none, nothing is about children.
      expect(allText(s).replace("has no children at home", "")).not.toMatch(CHILD_AGES);
      expect(recommendationText(s)).not.toMatch(RULE_MAKING);
      expect(s.childSafetyRecommendations.map((r) => r.title)).toEqual([
        "Keep the household's sensitive information out of AI tools",
        "Check in before concerns arise",
      ]);
      for (const practice of s.familyBestPractices)
        expect(practice.ageGroup).not.toMatch(CHILD_AGES);
    }
  });

  it("marks its scorecard, which the report reads to show only the parts that apply", () => {
    const answers = makeAnswers({ childAiConcerns: ["no_children"] });
    expect(familyScorecard(scoreFamily(answers)!)).toMatchObject({ noChildrenAtHome: true });
    expect(familyScorecard(scoreFamily(makeAnswers())!)).not.toHaveProperty("noChildrenAtHome");
  });
});

describe("family strategies contract", () => {
  const rules = ["no_rules", "informal", "difficult", "enforced"] as const;
  const levels = ["not_at_all", "somewhat", "fully"] as const;
  const concernSets = [
    ["none"],
    ["no_children"],
    ["privacy"],
    ["shortcuts", "social", "self_esteem"],
  ] as const;

  it("passes familyStrategiesSchema for every rules, preparedness and concern combination", () => {
    for (const rulesForChildren of rules)
      for (const preparednessLevel of levels)
        for (const concerns of concernSets) {
          const s = strategiesFor({
            rulesForChildren,
            preparednessLevel,
            childAiConcerns: [...concerns],
          });
          expect(familyStrategiesSchema.safeParse(s).success).toBe(true);
          for (const resource of s.recommendedResources)
            expect(resource.url).toMatch(/^https:\/\//);
          expect(allText(s)).not.toMatch(/\{[a-z]+\}/);
        }
  });
});

describe("family advice says each thing once and claims no more than the answers (issue 34)", () => {
  it("gives a family whose rules are hard to enforce one piece of advice on settings", () => {
    const s = strategiesFor({
      rulesForChildren: "difficult",
      childAiConcerns: ["content", "shortcuts"],
    });
    expect(s.childSafetyRecommendations.filter((r) => /settings/i.test(r.title))).toHaveLength(1);
  });

  it("calls informal guidelines an understanding to put in words, not a line already held", () => {
    const informal = recommendationText(
      strategiesFor({ rulesForChildren: "informal", childAiConcerns: ["shortcuts"] }),
    );
    expect(informal).not.toMatch(/line you already hold/i);
    expect(informal).toMatch(/informal understanding/i);
  });

  it("points a household without children to privacy guidance for adults", () => {
    const resources = (childAiConcerns: AssessmentInput["childAiConcerns"]) =>
      strategiesFor({ childAiConcerns, householdAiUse: ["finances"] }).recommendedResources.map(
        (r) => r.description,
      );
    expect(resources(["no_children"]).join(" ")).not.toMatch(/parents|young people|children/i);
    expect(resources(["none"]).join(" ")).toMatch(/parents and young people/);
  });

  it("quotes the family's own words for its uses once, then names them briefly (review r26)", () => {
    const s = strategiesFor({
      householdAiUse: ["finances", "shopping", "other"],
      householdAiUseOther:
        "My wife Joanne uses ChatGPT to plan meals for the harvest crew on our own farm. Our son runs the home quarters now and uses an app that reads drone pictures of his canola for flea beetle damage.",
      childAiConcerns: ["no_children"],
    });
    const text = JSON.stringify(s);
    expect(text.match(/in the family's own words/g)).toHaveLength(1);
    expect(text).toMatch(/and the family's own use/);
  });

  it("labels a middling score Moderate, not High", () => {
    const card = familyScorecard(
      scoreFamily(
        makeAnswers({
          preparednessLevel: "somewhat",
          householdAiUse: ["scheduling", "education", "entertainment"],
          childAiConcerns: ["no_children"],
        }),
      )!,
    );
    expect(card.overallScore).toBeLessThan(7);
    expect(card.rating).not.toBe("High");
  });
});

describe("a long 'Other' household use", () => {
  it.each([
    [
      ["shopping", "other"],
      "Batch-cooking plans from the weekly flyer specials, plus a grocery list for two stores.",
      "“Batch-cooking plans from the weekly flyer specials…”",
    ],
    [
      ["education", "other"],
      "My 13-year-old uses Copilot to quiz herself before science tests and I check what it says.",
      "AI helps with 1 household task (education and homework)",
    ],
    [
      ["other"],
      "Nous planifions les repas de la semaine avec ChatGPT selon les spéciaux de l'épicerie",
      "AI helps with 2 household tasks (shopping, recipes)",
    ],
  ] as const)(
    "is quoted when it opens on a use, else read for its uses, never a placeholder (%#)",
    (uses, other, quoted) => {
      const summary = scoreFamily(
        makeAnswers({ householdAiUse: [...uses], householdAiUseOther: other }),
      )!.summary;
      expect(summary).toContain(quoted);
      expect(summary).not.toMatch(/one more in the family's words|one other\b/);
    },
  );
});

describe("a long 'Other' household use in the advice", () => {
  it.each([
    [
      "Meal planning from the weekly flyer specials and the garden box, every Sunday night.",
      "“Meal planning from the weekly flyer specials…”",
    ],
    [
      "Planification des repas selon les spéciaux de l'épicerie et le jardin chaque semaine",
      "“Planification des repas selon les spéciaux de l'épicerie…”",
    ],
    [
      "Budgeting for the cottage renovation, room by room, with the contractor's quotes",
      "“Budgeting for the cottage renovation…”",
    ],
  ])("names the use it opens on: %j", (other, named) => {
    const s = strategiesFor({ householdAiUse: ["shopping", "other"], householdAiUseOther: other });
    expect(allText(s)).toContain(named);
    expect(allText(s)).not.toMatch(/the family's own use/);
  });

  it("never makes a sentence about someone a noun", () => {
    const s = strategiesFor({
      householdAiUse: ["shopping", "other"],
      householdAiUseOther:
        "My husband asked it about grain marketing once and did not trust the answer",
    });
    expect(allText(s)).not.toContain("“My husband asked");
  });
});
