import { recogniseThemes } from "@/capabilities/report/builtin/themes";
import type { RecognisedTheme } from "@/capabilities/report/builtin/recognised-theme";
import { themes } from "@/capabilities/report/content/themes";
import { answersWith } from "@/tests/helpers/test-answers";
import { freeTextCorpus } from "./free-text-corpus";

/**
 * The theme recogniser against the hand-labelled free-text corpus, counted over (answer,
 * theme) pairs: precision (no theme without evidence) and recall. "own-words" items answer no
 * theme; a theme another one covers counts as found when that one is (the tender plan answers
 * the estimates too).
 */

const coveredBy = (id: string) => themes.filter((t) => t.covers?.includes(id)).map((t) => t.id);

export interface CorpusOutcome {
  text: string;
  found: RecognisedTheme[];
  wrong: string[];
  missed: string[];
}

export function measureThemes() {
  const outcomes: CorpusOutcome[] = freeTextCorpus.map(({ field, text, themes: expected }) => {
    const found = recogniseThemes(answersWith(field, text)).filter(
      (t) => t.themeId !== "own-words",
    );
    const ids = found.map((t) => t.themeId);
    const answered = (id: string) =>
      ids.includes(id) || coveredBy(id).some((by) => ids.includes(by));
    return {
      text,
      found,
      wrong: ids.filter((id) => !expected.includes(id)),
      missed: expected.filter((id) => !answered(id)),
    };
  });
  const right = outcomes.reduce((n, o) => n + o.found.length - o.wrong.length, 0);
  const wrong = outcomes.reduce((n, o) => n + o.wrong.length, 0);
  const missed = outcomes.reduce((n, o) => n + o.missed.length, 0);
  return {
    answers: outcomes.length,
    outcomes,
    precision: right / (right + wrong),
    recall: right / (right + missed),
  };
}

/** The lines of the audit that say how well free text is read, and where it is not. */
export function renderThemeMeasure(measure: ReturnType<typeof measureThemes>): string[] {
  const list = (key: "wrong" | "missed") =>
    measure.outcomes
      .filter((o) => o[key].length)
      .map((o) => `- ${key}: ${o[key].join(", ")} ← “${o.text}”`);
  return [
    `## Free text (${measure.answers} hand-labelled answers)`,
    "",
    `Theme precision ${measure.precision.toFixed(3)} (goal 0.95: ${measure.precision >= 0.95 ? "pass" : "MISS"}), recall ${measure.recall.toFixed(3)}.`,
    "",
    ...list("wrong"),
    ...list("missed"),
    "",
  ];
}
