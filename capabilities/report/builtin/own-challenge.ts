import { scopingStep, type PilotKind } from "@/capabilities/report/content/problem-kinds";
import type { Theme } from "@/capabilities/report/content/themes";
import { statesHeadcount } from "./headcount";
import { readProblem, statesProblem } from "./problem-kinds";
import { ownFigures, quotedFigures } from "./own-figures";
import { statedMeasure } from "./stated-figures";
import { clausesOf, oneLine, quotation, sentencesOf } from "./theme-patterns";
import { meaningful } from "./text";
import { costedProblemTheme, systemNamedIn } from "./costed-problem";
import { documentsTimed, timedWorkName } from "./timed-work-name";
import { describesCompanyOnly } from "./company-clause";
import { trialName, type TrialToDecide } from "./trial-to-decide";

/**
 * The challenge the executive wrote in their own words, sentence by sentence, where no theme
 * answers it: a known kind of problem gets that kind's pilot, owner and measure; a kind AI
 * cannot change is named as context; anything else is quoted whole and scoped with them. No
 * pilot, target or question is ever named by a fragment of their words.
 */

/** What a recognised item adds when it reads the executive's own problem. */
export interface OwnReading {
  /** The problem kind (content/problem-kinds.ts) of a pilot or of context. */
  kind?: string;
  /** Read as no kind: scoped with the executive before any pilot. */
  scoping?: true;
  /** What AI cannot change in the same sentence, in the report's words. */
  context?: string[];
  /** The figures the executive gave for a scoped problem, word for word: its baseline. */
  figures?: string[];
  /** A problem with a sum of money on it that no kind reads: a pilot of its own (costed-problem.ts). */
  costed?: true;
  /** The product the problem's sentence says its work runs on, as written. */
  system?: string;
  /** Answered by other work of the plan: a trial already run, or a chosen challenge's pilot. */
  answeredBy?: "trial" | "challenge";
}

export interface OwnProblem {
  sentence: string;
  /** The whole sentence, cut at a clause only when very long. */
  quote: string;
  theme: Theme;
  reading: OwnReading;
  /**
   * The themes it answers instead of, when it reads one clause of a sentence whose other clause a
   * theme reads ("We cannot hire enough RVTs, and our vets write records at home"): those stand.
   * Unset, it answers the whole sentence.
   */
  replaces?: readonly string[];
}

/** The longest challenge the form takes: a scoped problem is quoted whole, never cut mid-list. */
const WHOLE = 500;
const MIN_WORDS = 4;
/** A long answer can state many problems; the first three are answered. */
const MAX_PROBLEMS = 3;

/** "the pilot on …" in the report's words: the kind's or theme's name, never the executive's. */
export const ownPilotName = (theme: { name?: string }): string => theme.name ?? "your own problem";

/** Clinicians who write the documents: their reports are a clinician's to own, never operations'. */
const CLINICIANS =
  /\b(?:physios?|physiotherapists?|OTs|occupational therapists?|therapists?|nurses?|doctors?|physicians?|dentists?|hygienists?|clinicians?|chiropractors?|kinesiologists?|psychologists?|counsellors?|vets?|veterinarians?)\b/iu;

/** The kind's pilot; safety-critical work is signed off by a qualified person, never sped up by AI alone. */
function kindTheme(kind: PilotKind, sentence: string, whole: string = sentence): Theme {
  const safety = statedMeasure(sentence, sentence)?.safety;
  // Timed work is named by the work the executive timed, never by the kind's label.
  const timed = kind.id === "timed-work" ? timedWorkName(sentence, whole) : undefined;
  // Documents are named as the executive named them ("drafting the MPI and WCB reports").
  const documents = kind.id === "drafting" ? documentsTimed(sentence) : undefined;
  return {
    id: "own-words",
    keywords: [],
    placement: "roadmap",
    title: timed
      ? `Take time out of ${timed}`
      : documents
        ? `Draft ${documents} from your own past work`
        : kind.title,
    name: timed ?? (documents ? `drafting ${documents}` : kind.pilotName),
    action: safety
      ? `${kind.action}: a qualified person signs off every check, and AI never makes one`
      : kind.action,
    owner: documents && CLINICIANS.test(sentence) ? "Clinical Director" : kind.owner,
    department: kind.department,
    measure: kind.measure,
    pilot: kind.pilot,
  };
}

/** The scoping step, started from the executive's own figures when they gave any. */
const scopingTheme = (figures: readonly string[] = [], quote = ""): Theme => ({
  id: "own-words",
  keywords: [],
  placement: "quickWin",
  title: scopingStep.title,
  name: scopingStep.name,
  action: figures.length
    ? scopingStep.fromFigures(quotedFigures(figures, quote))
    : scopingStep.action,
  owner: scopingStep.owner,
  department: scopingStep.department,
  measure: figures.length
    ? scopingStep.measureFrom(quotedFigures(figures, quote))
    : scopingStep.measure,
});

/** A scoped problem, quoted whole and read for the figures the executive gave. */
function scoped(sentence: string, quote: string, context: string[] = []): OwnProblem {
  // A sum of money on it makes it a pilot of its own, never a step to measure it first.
  const costed = context.length ? null : costedProblemTheme(quote);
  if (costed) {
    const system = systemNamedIn(quote);
    return {
      sentence,
      quote,
      theme: costed,
      reading: { costed: true, ...(system ? { system } : {}) },
    };
  }
  const figures = ownFigures(quote);
  return {
    sentence,
    quote,
    theme: scopingTheme(figures, quote),
    reading: {
      scoping: true,
      ...(context.length ? { context } : {}),
      ...(figures.length ? { figures } : {}),
    },
  };
}

/** What AI cannot change, named: no pilot, no measure of its own. */
const contextTheme = (name: string, context: string): Theme => ({
  id: "own-words",
  keywords: [],
  placement: "context",
  title: name,
  name,
  action: context,
  owner: scopingStep.owner,
  department: scopingStep.department,
  measure: context,
});

/** Whether the kind's measure fits better than every one of these themes'. */
const supersedesAll = (pilot: PilotKind | undefined, themeIds: readonly string[]) =>
  themeIds.every((id) => pilot?.supersedes?.includes(id));

/**
 * The clause of a sentence carrying two problems that the kind reads, when a theme it supersedes
 * reads that clause and another theme reads another: each problem is answered apart.
 */
function kindClause(
  sentence: string,
  pilot: PilotKind,
  readBy: (text: string) => readonly string[],
): { clause: string; replaces: readonly string[] } | null {
  const clauses = clausesOf(sentence);
  if (clauses.length < 2) return null;
  const clause = clauses.find((c) => {
    const readers = readBy(c);
    return (
      readers.length > 0 && readProblem(c).pilot?.id === pilot.id && supersedesAll(pilot, readers)
    );
  });
  return clause ? { clause: clause.replace(/[.!?]+$/u, ""), replaces: readBy(clause) } : null;
}

/** One sentence of the challenge, read: null when a theme answers it or it states no problem. */
function ownProblemIn(
  sentence: string,
  readBy: (text: string) => readonly string[],
  keptFromAi: (sentence: string) => boolean,
): OwnProblem | null {
  if (sentence.split(/\s+/).length < MIN_WORDS || meaningful(sentence) === null) return null;
  const readByThemes = readBy(sentence);
  const reading = readProblem(sentence);
  const { pilot, context } = reading;
  // A theme answers what it reads, unless the kind's measure fits better (a change order is no
  // schedule to build, a scam on members no security gap of the company's), in the whole
  // sentence or in the clause the kind reads.
  if (readByThemes.length && !supersedesAll(pilot, readByThemes)) {
    const own = pilot && !keptFromAi(sentence) ? kindClause(sentence, pilot, readBy) : null;
    if (!own) return null;
    const quote = quotation(own.clause, own.clause, WHOLE);
    return {
      sentence,
      quote,
      theme: kindTheme(pilot!, own.clause, sentence),
      reading: { kind: pilot!.id },
      replaces: own.replaces,
    };
  }
  const kinds = [...(pilot ? [pilot] : []), ...context];
  if (!kinds.length && (!statesProblem(sentence) || statesHeadcount(sentence))) return null;
  const quote = quotation(sentence, sentence, WHOLE);
  const contexts = context.map((k) => k.context);
  // Work a stated rule keeps from AI (a reporter's stories) is scoped with the executive, never piloted.
  if (pilot && !keptFromAi(sentence))
    return { sentence, quote, theme: kindTheme(pilot, sentence), reading: { kind: pilot.id } };
  if (pilot) return scoped(sentence, oneLine(sentence, WHOLE), contexts);
  if (!context.length || reading.unread)
    return scoped(sentence, oneLine(sentence, WHOLE), contexts);
  return {
    sentence,
    quote,
    theme: contextTheme(context[0]!.name, contexts.join("; ")),
    reading: { kind: context[0]!.id, context: contexts },
  };
}

/** A problem something already in the plan answers, said as context beside it. */
function answeredProblem(
  sentence: string,
  quote: string,
  title: string,
  answered: string,
  answeredBy: "trial" | "challenge",
): OwnProblem {
  return {
    sentence,
    quote,
    theme: {
      id: "own-words",
      keywords: [],
      placement: "context",
      title,
      ...(answeredBy === "trial" && { name: title }),
      action: answered,
      owner: scopingStep.owner,
      department: scopingStep.department,
      measure: answered,
    },
    reading: { context: [answered], answeredBy },
  };
}

/**
 * A problem whose work a trial already ran on waits for no scoping (review r22): the decision on
 * that trial answers it, its result the baseline.
 */
function triedProblem(sentence: string, quote: string, trial: TrialToDecide): OwnProblem {
  const name = `the decision on ${trialName(trial)}`;
  const answered = `answered by ${name}, whose result (“${trial.result}”) is the baseline, on the roadmap`;
  return answeredProblem(sentence, quote, name, answered, "trial");
}

/**
 * A problem a chosen challenge's pilot measures ("our importers send back shipments over size and
 * weight" beside the quality challenge, measured by the lots buyers reject): answered by that pilot.
 */
const joinedProblem = (sentence: string, quote: string, answered: string): OwnProblem =>
  answeredProblem(sentence, quote, answered, answered, "challenge");

/**
 * The executive's own problems no theme answers (`readBy` says which themes read a sentence),
 * in their order; an answer that states none but reads as something is scoped whole. A problem
 * a trial already ran on (`tried`) is answered by the decision on it, one a chosen challenge's
 * pilot measures (`piloted`) by that pilot.
 */
export function ownProblems(
  text: string,
  readBy: (sentence: string) => readonly string[],
  keptFromAi: (sentence: string) => boolean = () => false,
  tried: (sentence: string) => TrialToDecide | undefined = () => undefined,
  piloted: (sentence: string) => string | undefined = () => undefined,
): OwnProblem[] {
  const sentences = sentencesOf(text);
  // A sentence no theme reads that a trial or a chosen challenge's pilot answers ("our buyers
  // reject lots over colour and fill") is read even where it names no problem word.
  const answeredOnly = (s: string): OwnProblem | null =>
    !readBy(s).length && (tried(s) || piloted(s))
      ? { ...scoped(s, oneLine(s, WHOLE)), reading: { scoping: true } }
      : null;
  const readings = sentences.map((s) => ownProblemIn(s, readBy, keptFromAi) ?? answeredOnly(s));
  // The sentences after a scoped problem that neither a theme nor a kind reads say more of it
  // ("On a 95 camions et il y en a 8 qui dorment dans la cour"): it is quoted with them, whole.
  // A scoped problem a trial or a chosen challenge's pilot already answers is theirs.
  const answeredElsewhere = (own: OwnProblem): OwnProblem => {
    if (!own.reading.scoping) return own;
    const trial = tried(own.sentence);
    if (trial) return triedProblem(own.sentence, own.quote, trial);
    const answered = piloted(own.sentence);
    return answered ? joinedProblem(own.sentence, own.quote, answered) : own;
  };
  const read = readings.flatMap((own, i) => {
    if (own?.reading.scoping && answeredElsewhere(own) !== own) return answeredElsewhere(own);
    if (!own?.reading.scoping && !own?.reading.costed) return own ?? [];
    let end = i + 1;
    while (end < sentences.length && !readings[end] && !readBy(sentences[end]!).length) end++;
    const whole = sentences.slice(i, end).join(" ");
    return scoped(own.sentence, oneLine(whole, WHOLE), own.reading.context);
  });
  if (read.length || readBy(text).length || statesHeadcount(text) || describesCompanyOnly(text))
    return read.slice(0, MAX_PROBLEMS);
  return [answeredElsewhere(scoped(text, oneLine(text, WHOLE)))];
}
