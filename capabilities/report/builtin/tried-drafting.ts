import { experienceWorkedTry } from "@/capabilities/report/content/themes-experience";
import type { RecognisedTheme } from "./recognised-theme";
import { catalogueToolNamedIn } from "./ai-uses";
import { resultFigures } from "./experience";

/**
 * A document the executive times beside a tool already tested on the same documents (review r26:
 * "Colleen … trialled Otter.ai on client meetings: writing up the minutes went from about 5 hours a
 * week to 2" beside "Our project architects spend 4 to 6 hours writing minutes after each design
 * meeting"): one pilot, which extends the tested tool, owned by who tested it, with the test's
 * result beside its target; never a new assistant drafting them and a second item for the test.
 */

const DOCUMENTS =
  /\b(?:minutes|notes|reports?|letters?|proposals?|quotes?|estimates?|summar(?:y|ies)|specs?|specifications?|newsletters?|procès-verbaux|comptes? rendus?|rapports?|lettres?|soumissions?)\b/giu;

const documentsIn = (text: string): Set<string> =>
  new Set([...text.matchAll(DOCUMENTS)].map((m) => m[0].toLowerCase().replace(/s$/, "")));

const sameDocuments = (a: string, b: string): boolean => {
  const theirs = documentsIn(b);
  return [...documentsIn(a)].some((d) => theirs.has(d));
};

/** "the minutes" from the pilot "drafting the minutes"; the kind's own name otherwise. */
const documentsOf = (drafting: RecognisedTheme): string =>
  drafting.name?.startsWith("drafting the ") && !drafting.name.endsWith("you described")
    ? drafting.name.replace(/^drafting /, "")
    : "each document you described";

export function withTriedDrafting(themes: readonly RecognisedTheme[]): RecognisedTheme[] {
  const tried = themes.find((t) => t.title === experienceWorkedTry.title);
  const result = tried && resultFigures(tried.quote);
  const drafting = tried
    ? themes.find(
        (t) =>
          t.kind === "drafting" &&
          t.field !== "aiExperience" &&
          t.action.startsWith("Have the approved assistant") &&
          sameDocuments(t.quote, tried.quote),
      )
    : undefined;
  if (!tried || !result || !drafting?.pilot) return [...themes];
  const tool = catalogueToolNamedIn(tried.quote) ?? "the tool you tested";
  const beside = (target: string) =>
    `${target.replace(/, or a decision to stop$/, "")}, as the test went ${result}; or a decision to stop`;
  const merged: RecognisedTheme = {
    ...drafting,
    action: `Have ${tool} draft ${documentsOf(drafting)} (“${drafting.quote}”) for the person who signs them to check and finish, extending the test you told of (“${tried.quote}”) before any new tool is bought for that work`,
    owner: tried.owner,
    pilot: { ...drafting.pilot, target: beside(drafting.pilot.target) },
    ...(drafting.stated && {
      stated: { ...drafting.stated, target: beside(drafting.stated.target) },
    }),
  };
  return themes.flatMap((t) => (t === tried ? [] : t === drafting ? [merged] : [t]));
}
