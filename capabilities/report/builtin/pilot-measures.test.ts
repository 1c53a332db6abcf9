import { challengesFor } from "@/model/assessment/challenges";
import { industryOptions, valuesOf } from "@/model/assessment/options";
import type { AssessmentInput } from "@/model/assessment/schemas";
import { freeTextCorpus } from "@/tests/report-audit/free-text-corpus";
import { challengeMeasure } from "@/capabilities/report/content/challenge-measures";
import { ownWords, themes } from "@/capabilities/report/content/themes";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { generateReport } from "./documents";
import { settingOf } from "./theme-item";
import { inputFor } from "@/tests/helpers/test-personas";
import { problemKinds, type PilotKind } from "@/capabilities/report/content/problem-kinds";
import { statedMeasure } from "./stated-figures";
import { departureIn } from "./decision-dates";

/**
 * Every pilot on the roadmap is measured by its own challenge or theme: the baseline and target
 * printed under it are the ones written for that challenge or theme, never another's.
 */

const noFreeText = {
  otherChallenge: undefined,
  aiFriction: undefined,
  aiExperience: undefined,
  otherPlatforms: undefined,
} satisfies Partial<AssessmentInput>;

function initiatives(answers: AssessmentInput) {
  const { roadmap } = generateReport(inputFor(answers)).reportData;
  return [roadmap.phase1, roadmap.phase2, roadmap.phase3].flatMap((p) => p.initiatives ?? []);
}

const challengeCases = valuesOf(industryOptions).flatMap((industry) =>
  challengesFor(industry).map((c) => [industry, c.value, c.label] as const),
);

describe("a challenge's pilot", () => {
  it.each(challengeCases)(
    "in %s, %s is measured by its own baseline and target",
    (industry, slug, label) => {
      const pilots = initiatives(
        makeAnswers({
          ...noFreeText,
          industry,
          businessChallenges: [slug],
        } as Partial<AssessmentInput>),
      ).filter((i) => i.action.includes(`“${label}”`));
      const measure = challengeMeasure(slug)!;
      expect(pilots).toHaveLength(1);
      expect(pilots[0]).toMatchObject({ baseline: measure.baseline, target: measure.target });
    },
  );
});

/** A corpus answer about the theme alone, in the field the theme is read from. */
function answerAbout(id: string) {
  const found = freeTextCorpus.find((a) => a.themes.length === 1 && a.themes[0] === id);
  return found && { [found.field]: found.text };
}

const roadmapThemes = themes.filter((t) => t.placement === "roadmap");

describe("a theme's pilot", () => {
  it.each(roadmapThemes.map((t) => [t.id, t] as const))(
    "%s is measured by its own baseline and target",
    (id, theme) => {
      const text = answerAbout(id);
      expect(text).toBeDefined();
      const answers = makeAnswers({ ...noFreeText, ...text });
      // The theme as the setting its words show says it (orders that ship, files that are filed).
      const own = settingOf(theme, answers);
      const pilots = initiatives(answers).filter((i) =>
        i.action.startsWith(`${own?.title ?? theme.title}:`),
      );
      expect(pilots).toHaveLength(1);
      // The figures the executive gave for their own problem measure it (stated-figures.ts).
      const written = text?.otherChallenge;
      const stated = written ? statedMeasure(written, written) : null;
      // A dated departure ("Our two senior estimators retire next year") sets the deadline (review r16).
      const leaves = written
        ? departureIn(written, makeAnswers({ otherChallenge: written }))
        : null;
      const due = leaves?.leaver
        ? `before ${leaves.leaver.who} ${leaves.leaver.verb} ${leaves.leaver.when}`
        : "by the phase review";
      const expected = (own?.pilot ?? theme.pilot)!;
      const pilot = { ...expected, target: expected.target.replace("by the phase review", due) };
      expect(pilots[0]).toMatchObject(
        stated ? { baseline: stated.baseline, target: stated.target } : pilot,
      );
    },
  );

  it.each([
    ["aiFriction", "Our accountant keeps saying the numbers will not add up"],
    // A demo only seen is no use (seen-or-switched-off.test.ts): the answer tells of one used.
    ["aiExperience", "A colleague used Gemini last spring but nothing came of it"],
  ] as const)("an answer in %s that no theme reads is measured as its own words", (field, text) => {
    const own = ownWords[field];
    const pilots = initiatives(makeAnswers({ ...noFreeText, [field]: text })).filter((i) =>
      i.action.startsWith(`${own.title}:`),
    );
    expect(pilots).toHaveLength(1);
    expect(pilots[0]).toMatchObject(own.pilot!);
  });

  it("a challenge of a known kind is measured by its kind's baseline and target", () => {
    const kind = problemKinds.find((k): k is PilotKind => k.id === "rework")!;
    const text =
      "Every change the owner makes after rough-in means our electricians redo a day of work";
    const pilots = initiatives(makeAnswers({ ...noFreeText, otherChallenge: text })).filter((i) =>
      i.action.startsWith(`${kind.title}:`),
    );
    expect(pilots).toHaveLength(1);
    expect(pilots[0]).toMatchObject(kind.pilot);
  });

  it("a challenge of no known kind gets no pilot and no measure of its own", () => {
    const text = "Our parking lot floods every spring and customers cannot reach the door";
    const all = initiatives(makeAnswers({ ...noFreeText, otherChallenge: text }));
    expect(JSON.stringify(all)).not.toContain("parking lot");
  });
});
