import {
  problemKinds,
  type ContextKind,
  type PilotKind,
  type ProblemKind,
} from "@/capabilities/report/content/problem-kinds";
import { readableClauses, withoutNames } from "./free-text";
import { measureFits } from "./measure-fit";
import { isNaturalDuration } from "./natural-durations";
import { PROBLEM } from "./problem-words";
import { clausesOf } from "./theme-patterns";

/**
 * A sentence of the executive's own challenge read as a known kind of problem
 * (content/problem-kinds.ts), so its pilot, owner and measure are the kind's, never a noun
 * phrase cut from their words; or read as no kind, so it is scoped with them.
 */

export interface ProblemReading {
  /** The kind AI can work on that the sentence states: its pilot answers it. */
  pilot?: PilotKind;
  /** Kinds AI cannot change that it states: named as context, never piloted. */
  context: ContextKind[];
  /** A clause states a problem no kind reads: it is scoped with the executive. */
  unread: boolean;
}

/** A demand placed on the business states a problem as much as a pain does. */
const DEMAND =
  /\b(?:requires?|required|requirements?|demands?|demanded|expects?|expected|insists?|exig\w*|oblig\w*)\b/iu;

/**
 * Whether a sentence (or clause) says something is wrong or asked of the business. The time a
 * process takes by its nature ("Transit to the coast is five days") says nothing is wrong.
 */
export const statesProblem = (text: string): boolean =>
  clausesOf(text).some(
    (clause) => !isNaturalDuration(clause) && (PROBLEM.test(clause) || DEMAND.test(clause)),
  );

/** The kinds a text states whose measure fits the sentence it is in. */
const kindsIn = (read: string, sentence: string): ProblemKind[] =>
  problemKinds.filter(
    (kind) =>
      kind.patterns.some((p) => p.test(read)) &&
      (!kind.within || kind.within.test(sentence)) &&
      measureFits(kind.id, sentence),
  );

/**
 * What one sentence states, with the names of systems blanked first: its kinds read whole (a
 * list such as "butter and flour" is no clause boundary), what is left read clause by clause.
 */
export function readProblem(sentence: string): ProblemReading {
  const kinds = kindsIn(withoutNames(sentence, "otherChallenge"), sentence);
  const context = kinds.filter((k): k is ContextKind => !k.ai);
  // A context that already says a pilot's kind (trained people lost between seasons are no role
  // to fill) leaves that kind unread.
  const pilot = problemKinds.find(
    (k): k is PilotKind =>
      k.ai && kinds.includes(k) && !context.some((c) => c.covers?.includes(k.id)),
  );
  return {
    ...(pilot ? { pilot } : {}),
    context: context.filter((k) => !context.some((other) => other.covers?.includes(k.id))),
    unread: readableClauses(sentence, "otherChallenge").some(
      ({ read }) =>
        !kindsIn(read, sentence).length && read.split(/\s+/).length >= 4 && statesProblem(read),
    ),
  };
}

/** A problem kind by id, for what was recognised with it. */
export const problemKind = (id: string | undefined): ProblemKind | undefined =>
  problemKinds.find((k) => k.id === id);
