import type { AssessmentInput } from "@/model/assessment/schemas";
import type { ChallengeMapping } from "@/capabilities/report/content/types";
import { BRACKETED, runningTry, WENT_BACK, wentWrong } from "./experience";
import { pausedOnly } from "./ai-uses";
import { sentencesOf } from "./theme-patterns";
import { oncePer } from "./once";

/**
 * A trial the company already ran that gave a result and waits for a decision (review r22): "We
 * ran a trial of a camera grading system from a Norwegian supplier last season on one line; it
 * matched our graders on 85% of sections but nobody has decided what to do with it", « Nous avons
 * fait un essai d'un système de classement par caméra sur une ligne : il concordait avec nos
 * classeurs à 85 % des sections, mais personne n'a décidé quoi en faire ». It is the pilot in
 * place: named, its result the baseline, and the first decision on its work is to extend it at
 * a target or stop it, never to log the work for two weeks as if nothing had been tried.
 */

export interface TrialToDecide {
  /** The sentence that tells of it, whole. */
  sentence: string;
  /** What was trialled, in the executive's words: "camera grading system"; null when unnamed or in French. */
  what: string | null;
  /** Where it ran, when a line, shift or site: { kind: "line", name: "one line" }. */
  where: { kind: string; name: string } | null;
  /** Its result as written, from the verb: "matched our graders on 85% of sections". */
  result: string;
  /** The result's figure: "85%". */
  figure: string;
  /** The words say no decision was made ("nobody has decided what to do with it"). */
  undecided: boolean;
}

/** A trial, test or pilot that ran: "we ran a trial of", "we trialled", « nous avons fait un essai de ». */
const TRIAL =
  /(?<!\p{L})(?:(?:ran|did|had|conducted|completed|held)\s+(?:a|an|one)\s+(?:[\p{L}-]+\s+){0,3}?(?:trial|pilot|test)|trial(?:l)?ed|tested|piloted|(?:trial|pilot|test) (?:of|with)|(?:avons|a|on a)\s+(?:fait|mené|réalisé|eu)\s+(?:un|une)\s+(?:essai|projet[- ]pilote|test)|(?:avons|a|on a)\s+(?:testé|essayé|mis à l['’]essai)|essai (?:d['’]un|d['’]une|de|du|avec))(?!\p{L})/iu;
/** A result in figures: "85% of sections", « 85 % des sections », "9 out of 10". */
const FIGURE =
  /(?<![\p{L}\d])(\d+(?:[.,]\d+)?\s?(?:%|percent|per cent|pour cent)|\d+\s+(?:out\s+)?of\s+(?:every\s+)?\d+|\d+\s+sur\s+\d+)(?!\p{L})/iu;
/** No decision was made on it. */
const UNDECIDED =
  /(?<!\p{L})(?:no ?(?:one|body) (?:has |have |had )?(?:yet )?(?:decided|made (?:a|the) (?:call|decision))|(?:has|have|had|was|were)(?:n['’]t| not)(?: yet)? (?:been )?decided|never (?:been )?decided|no decision|undecided|still (?:deciding|undecided)|(?:sits?|sitting|sat) (?:there|idle|on (?:a|the) shelf|in a drawer)|on (?:a|the) shelf|never followed up|nobody followed up|(?:waiting|awaiting) (?:for )?(?:a |the )?decision|personne n['’]a (?:encore |rien |pas encore )?décidé|aucune décision|(?:pas|rien n['’]a) (?:encore )?(?:été )?décidé|on n['’]a (?:rien|pas encore) décidé|en attente d['’]une décision|sur les tablettes)(?!\p{L})/iu;
/** A decision already taken: bought, adopted, rolled out, kept. */
const DECIDED =
  /(?<!\p{L})(?:we (?:then )?(?:bought|adopted|rolled (?:it )?out|kept (?:it|using)|signed|installed it)|decided to (?:buy|keep|adopt|roll|extend|use|install)|(?:now|since) (?:runs?|in use|live)|avons (?:acheté|adopté|déployé|gardé))(?!\p{L})/iu;
/** A pronoun or a reading that refers back to the trial: "it matched…", « il concordait… ». */
const REFERS =
  /^(?:(?:and|but|et|mais)\s+)?(?:it|they|the (?:camera|system|model|tool|trial|pilot)|il|elle|ils|le système)\s+/iu;

/** What was trialled: "a trial of a camera grading system from …" gives "camera grading system". */
const WHAT =
  /(?:(?:trial|pilot|test)\s+(?:of|with)|trial(?:l)?ed|tested|piloted)\s+(?:a|an|the|our)\s+((?:[\p{L}-]+\s+){0,3}?[\p{L}-]+?)(?=\s+(?:from|by|with|on|in|at|for|last|this|over|during|that|which|made)\b|\s*[,;:(]|$)/iu;
/** Where it ran: "on one line", "on line 2", "at one site", « sur une ligne », « sur la ligne 2 ». */
const WHERE =
  /(?<!\p{L})(?:on|at|in|sur|dans)\s+(?:(one|a|une|un)\s+|(?:la|le)\s+)?(?:of our\s+)?(line|ligne|shift|quart|site|store|magasin|plant|usine)s?(?:\s+(\d+|[A-Z]))?(?!\p{L})/u;
const KIND: Record<string, string> = {
  ligne: "line",
  quart: "shift",
  magasin: "store",
  usine: "plant",
};

function whereOf(sentence: string): TrialToDecide["where"] {
  const found = WHERE.exec(sentence);
  if (!found) return null;
  const kind = KIND[found[2]!.toLowerCase()] ?? found[2]!.toLowerCase();
  const name = found[3] ? `${kind} ${found[3]}` : found[1] ? `one ${kind}` : null;
  return name ? { kind, name } : null;
}

/** The clause that gives the result, from its verb: "matched our graders on 85% of sections". */
function resultOf(sentence: string, figure: RegExpExecArray): string {
  const before = sentence.slice(0, figure.index);
  const start = Math.max(before.lastIndexOf(";"), before.lastIndexOf(":"), before.lastIndexOf(","));
  const rest = sentence.slice(start + 1);
  const clause = rest.split(/[;,]|\s+(?:but|mais)\s+/u)[0] ?? rest;
  return clause
    .trim()
    .replace(REFERS, "")
    .replace(/[.!?]+$/u, "");
}

/** The sentences of an answer, a second joined to the first when it goes on about the trial. */
const triesIn = (text: string): string[] =>
  sentencesOf(text).reduce<string[]>((all, s) => {
    const last = all.at(-1);
    return last !== undefined && REFERS.test(s) && TRIAL.test(last) && !TRIAL.test(s)
      ? [...all.slice(0, -1), `${last} ${s}`]
      : [...all, s];
  }, []);

/** A sentence that tells of a trial run with a result and no decision, read; null otherwise. */
export function trialIn(sentence: string): TrialToDecide | null {
  if (!TRIAL.test(sentence) || DECIDED.test(sentence)) return null;
  if (runningTry(sentence) || pausedOnly(sentence) || wentWrong(sentence)) return null;
  const figure = FIGURE.exec(sentence);
  if (!figure) return null;
  const french = /(?<!\p{L})(?:nous|avons|essai|il|personne)(?!\p{L})/u.test(sentence);
  const named = BRACKETED.exec(sentence)?.[1]?.trim();
  const what = named ?? (french ? null : (WHAT.exec(sentence)?.[1]?.trim() ?? null));
  return {
    sentence: sentence.trim(),
    what,
    where: whereOf(sentence),
    result: resultOf(sentence, figure),
    figure: figure[1]!.replace(/\s+/g, " ").replace(/ %/, "%"),
    undecided: UNDECIDED.test(sentence),
  };
}

/** Whether a sentence after the i-th says the work went back to the old way. */
export const endedAfter = (sentences: readonly string[], i: number): boolean =>
  sentences.slice(i + 1).some((later) => WENT_BACK.test(later));

/** The trials the experience and challenge answers tell of that wait for a decision, in order. */
export const trialsToDecide = oncePer((answers: AssessmentInput): TrialToDecide[] =>
  (["aiExperience", "otherChallenge"] as const).flatMap((field) => {
    const tries = triesIn(answers[field] ?? "");
    return tries.flatMap((s, i) => (endedAfter(tries, i) ? [] : (trialIn(s) ?? [])));
  }),
);

/** The first trial that waits for a decision, or undefined. */
export const trialToDecide = (answers: AssessmentInput): TrialToDecide | undefined =>
  trialsToDecide(answers)[0];

/** "the camera grading system you trialled on one line", "the trial you ran on one line". */
export const trialName = (trial: TrialToDecide): string =>
  `${trial.what ? `the ${trial.what} you trialled` : "the trial you ran"}${trial.where ? ` on ${trial.where.name}` : ""}`;

/** Where it goes next: "to the other lines", "to the rest of the work". */
export const trialWider = (trial: TrialToDecide): string =>
  trial.where ? `to the other ${trial.where.kind}s` : "to the rest of that work";

/** Words that name no work of their own: the trial's, the system's, the season's, small words. */
const GENERIC =
  /^(?:trial\p{L}*|pilot\p{L}*|test\p{L}*|essai\p{L}*|system\p{L}*|systèm\p{L}*|tools?|outils?|software|logiciel\p{L}*|supplier\p{L}*|fournisseur\p{L}*|season\p{L}*|saison\p{L}*|lines?|lignes?|last|dernier|the|and|our|from|with|for|les|des|une|un|nos|notre|par|sur|dans|avec|est|pour|aux|leur|new|one)$/iu;
const stems = (text: string) =>
  new Set(
    (text.toLowerCase().match(/\p{L}{3,}/gu) ?? [])
      .filter((w) => !GENERIC.test(w))
      .map((w) => w.replace(/(?:ing|ed|ers|er|es|s|ement|ements)$/u, "").slice(0, 6))
      .filter((w) => w.length >= 3),
  );

/** The work a trial was of, in the executive's words: "camera grading system", « tri optique ». */
const WORK_FR =
  /(?:essai|projet[- ]pilote|test)\s+(?:d['’]un|d['’]une|de|du|des|avec)\s*(?:(?:système|outil|logiciel)\s+(?:de\s+|d['’])?)?((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+?)(?=\s+(?:sur|dans|à|chez|l['’]|en|depuis|avec)\b|\s*[,;:(]|$)/iu;
const workOf = (trial: TrialToDecide): string =>
  trial.what ?? WORK_FR.exec(trial.sentence)?.[1] ?? trial.sentence.split(/[;:]/)[0]!;

/** Whether a problem the executive wrote is the trial's work: "Grading crab sections by hand is slow". */
export function trialDoes(trial: TrialToDecide, said: string): boolean {
  if (said.includes(trial.sentence) || trial.sentence.includes(said)) return false;
  const own = stems(workOf(trial));
  const theirs = stems(said);
  return [...own].some((s) => theirs.has(s));
}

/**
 * A challenge's applications with the lead one starting from the trial that did its work ("…by
 * line and supplier lot, starting from the camera grading system you trialled on one line").
 */
export function fromTrial(
  mapping: ChallengeMapping | undefined,
  answers: AssessmentInput,
): ChallengeMapping | undefined {
  const trial = trialToDecide(answers);
  const [lead, ...rest] = mapping?.applications ?? [];
  if (!mapping || !trial || !lead || !trialDoes(trial, lead.application)) return mapping;
  const application = `${lead.application}, starting from ${trialName(trial)}`;
  return { ...mapping, applications: [{ ...lead, application }, ...rest] };
}
