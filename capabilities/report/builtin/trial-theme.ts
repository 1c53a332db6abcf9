import type { AssessmentInput } from "@/model/assessment/schemas";
import type { Theme } from "@/capabilities/report/content/themes";
import { inServiceHappened } from "./ai-in-service-said";
import { buyerRejectionsOf } from "./buyer-rejections";
import { experienceTrialToDecide } from "@/capabilities/report/content/themes-experience";
import { experienceTheme, workedTry } from "./experience";
import { endedAfter, trialIn, trialName, trialWider, type TrialToDecide } from "./trial-to-decide";
import { sentencesOf } from "./theme-patterns";

/**
 * What the experience answer says happened, a trial that waits for a decision first (review r22):
 * it is the pilot in place, decided on before any new pilot of its work. A try that saved time
 * and says nothing of a decision stays a try to build on (`experienceTheme`).
 */

/**
 * The trial's theme, its result the baseline and the decision's target drawn from it; where buyers
 * reject lots for what it grades, its line is also set against the others on those rejections.
 */
export function trialTheme(trial: TrialToDecide, answers?: AssessmentInput): Theme {
  const rejections = answers && buyerRejectionsOf(answers);
  const against = rejections
    ? `, with fewer lots rejected for ${rejections.reasons} from its ${trial.where?.kind ?? "work"} than from those graded as before`
    : "";
  const fill = (text: string) =>
    text
      .replace("{trial}", trialName(trial))
      .replace(/\{wider\}/g, trialWider(trial))
      .replace("{result}", `“${trial.result}”`)
      .replace("{figure}", trial.figure);
  const { pilot } = experienceTrialToDecide;
  return {
    ...experienceTrialToDecide,
    name: `the decision on ${trialName(trial)}`,
    action: fill(experienceTrialToDecide.action),
    measure: fill(experienceTrialToDecide.measure),
    ...(pilot
      ? {
          pilot: {
            baseline: `${fill(pilot.baseline)}${trial.where ? `, on ${trial.where.name}` : ""}`,
            target: fill(pilot.target).replace(/, or stopped$/, `${against}, or stopped`),
          },
        }
      : {}),
  };
}

/** The sentences of an answer, one that goes on about the sentence before joined to it. */
const REFERS = /^(?:(?:and|but|et|mais)\s+)?(?:it|they|il|elle|ils)\s+/iu;
const withFollowers = (text: string): string[] =>
  sentencesOf(text).reduce<string[]>(
    (all, s) =>
      all.length && REFERS.test(s) ? [...all.slice(0, -1), `${all.at(-1)} ${s}`] : [...all, s],
    [],
  );

/** The trial an experience answer tells of that waits for a decision, with its sentence, or null. */
export function trialHappened(
  text: string,
  answers?: AssessmentInput,
): { theme: Theme; sentence: string } | null {
  const sentences = withFollowers(text);
  for (const [i, sentence] of sentences.entries()) {
    const trial = endedAfter(sentences, i) ? null : trialIn(sentence);
    if (trial && (trial.undecided || !workedTry(sentence)))
      return { theme: trialTheme(trial, answers), sentence: trial.sentence };
  }
  return null;
}

/** What the experience answer says happened: a trial to decide on, else `experienceTheme`'s reading. */
export const whatHappened = (
  text: string,
  answers?: AssessmentInput,
): { theme: Theme; sentence: string } | null =>
  trialHappened(text, answers) ?? inServiceHappened(text) ?? experienceTheme(text);

/** Whether a theme is a trial waiting for a decision. */
export const isTrialTheme = (theme: { title: string }): boolean =>
  theme.title === experienceTrialToDecide.title;
