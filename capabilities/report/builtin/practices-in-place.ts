import type { AssessmentInput } from "@/model/assessment/schemas";
import type { CatalogueTool, ChallengeApplication } from "@/capabilities/report/content/types";
import { sentencesOf } from "./theme-patterns";
import { runningTry } from "./experience";
import { trialName, trialToDecide } from "./trial-to-decide";

/**
 * Techniques the executive's words show already running ("We've used dynamic pricing since
 * 2022", "our route optimisation runs daily", « nous utilisons déjà la prévision de la demande »,
 * "we have a Cognex camera pilot on line 2"):
 * what runs is measured, extended or reviewed, never proposed as a first pilot or a new tool to
 * trial (review r16 class 2). A wish, a plan or a denial ("we want dynamic pricing", "we have no
 * demand forecasting") is nothing in place.
 */

interface Practice {
  /** What the report calls it: "dynamic pricing". */
  label: string;
  /** Words that name it. */
  named: RegExp;
  /** The pilots that would propose it anew. */
  pilots: (app: ChallengeApplication) => boolean;
  /** The catalogue tools that would sell it anew. */
  is: (tool: CatalogueTool) => boolean;
  /** The titles of the solution areas that would present it as new. */
  area: RegExp;
  /** The themes of the executive's words whose pilot would propose it anew (content/themes-*.ts). */
  themes?: readonly string[];
}

const PRACTICES: readonly Practice[] = [
  {
    label: "dynamic pricing",
    named:
      /(?<!\p{L})(?:dynamic pricing|demand[- ]based pricing|revenue management|yield management|tarification dynamique|prix dynamiques?|gestion des revenus)(?!\p{L})/iu,
    pilots: (app) => /\bpric/i.test(app.application),
    is: (tool) => /revenue management|pricing/i.test(tool.category),
    area: /\bpricing\b|\brevenue management\b/i,
  },
  {
    label: "route optimisation",
    named:
      /(?<!\p{L})(?:route optimi[sz]ation|route optimi[sz]er|optimi[sz]ed routes?|route planning (?:software|tool)|optimisation des (?:tournées|itinéraires|trajets|routes))(?!\p{L})/iu,
    pilots: (app) => /\brout(?:e|es|ing)\b/i.test(app.application),
    is: (tool) => /route|routing/i.test(tool.category),
    area: /\brout(?:e|es|ing)\b/i,
  },
  {
    label: "demand forecasting",
    named:
      /(?<!\p{L})(?:demand forecast\w*|sales forecast\w*|forecast\w* (?:of|for) (?:demand|sales)|forecasting (?:model|tool|software)|prévisions? (?:de (?:la )?demande|des ventes))(?!\p{L})/iu,
    pilots: (app) => app.work === "prediction" && /\b(?:demand|sales)\b/i.test(app.application),
    is: (tool) => /forecasting|planning/i.test(tool.category),
    area: /\b(?:demand|sales) forecast/i,
    // "Order from a forecast the buyers trust" would have the company start forecasting.
    themes: ["inventory"],
  },
  {
    label: "camera inspection",
    named:
      /(?<!\p{L})(?:machine vision|computer[- ]vision|vision (?:inspection|system)s?|(?:camera|vision) (?:inspection|pilot|checks?)|(?:Cognex|Keyence)(?: (?:camera|vision))?|inspection cameras?|cameras? (?:on|at) (?:the )?(?:line|station)|vision artificielle|inspection (?:par|visuelle par) caméras?|caméras? (?:d['’]inspection|Cognex|Keyence))(?!\p{L})/iu,
    pilots: (app) => app.work === "vision" && /\binspect/i.test(app.application),
    is: (tool) => /visual inspection|machine vision/i.test(tool.category),
    area: /\b(?:computer[- ]vision|machine vision|visual (?:quality )?inspection|camera inspection)\b/i,
  },
  {
    // Review r27: « Sébastien Roy teste depuis juin des capteurs de vibration avec un logiciel de
    // maintenance prédictive »: the downtime pilot is that one, extended.
    label: "predictive maintenance",
    named:
      /(?<!\p{L})(?:predictive maintenance|condition monitoring|vibration (?:sensors?|monitoring|analysis)|maintenance prédictive|capteurs? de vibration|surveillance (?:vibratoire|de l['’]état))(?!\p{L})/iu,
    pilots: (app) =>
      /\b(?:predictive maintenance|failures?|downtime|sensor)/i.test(app.application),
    is: (tool) =>
      /predictive maintenance|condition monitoring|asset (?:performance|monitoring)/i.test(
        tool.category,
      ),
    area: /\bpredictive maintenance\b|\bcondition monitoring\b/i,
  },
];

/** Words that say it runs: a year it started, a rhythm, "already", "we use". */
const RUNS =
  /(?<!\p{L})(?:since\s+(?:\p{L}+\s+)?\d{4}|for (?:the )?(?:last |past )?(?:\w+ )?(?:months|years)|already|(?:we|I)(?:['’]ve| have)? (?:used|run|had) |(?:we|I) (?:use|run|rely on) |(?:run|runs|running|ran) (?:daily|nightly|weekly|every|each)|in place|is live|went live|depuis\s+(?:\p{L}+\s+)?\d{4}|déjà|(?:nous utilisons|on utilise|nous faisons|on fait) )/iu;

/**
 * "Our Power BI forecast of demand", « notre prévision de la demande »: the company's own, named
 * at most two words before the technique, runs already. "Our biggest gap is demand forecasting"
 * names a gap, not a practice.
 */
const OWNED =
  /(?<!\p{L})(?:our|notre|nos)\s+(?:(?!(?:is|are|was|were|est|sont)(?!\p{L}))[\p{L}\d-]+\s+){0,2}$/iu;

/** Words in the clause before it that make it a wish, a plan, a trial dropped or a denial. */
export const NOT_RUNNING =
  /(?<!\p{L})(?:no|not|never|without|want\w*|wish\w*|lack\w*|manque\w*|hop(?:e|es|ing)|need\w*|plan(?:s|ning)? to|going to|will|would|should|could|consider\w*|thinking|looking (?:at|into)|explor\w*|evaluat\w*|tried|trialled|stopped|dropped|switched off|gave up|pas|aucun\w*|sans|aimerions|voudrions|envisag\p{L}*)(?!\p{L})|n['’]t\b/iu;

/** The clause before the words, back to the last comma or conjunction that starts a new one. */
const clauseBefore = (sentence: string, index: number) =>
  sentence
    .slice(0, index)
    .split(/,|;|\b(?:and|but|while|et|mais)\b/i)
    .pop() ?? "";

export interface PracticeInPlace {
  label: string;
  /** The sentence that says it runs, as written. */
  said: string;
  practice: Practice;
  /** A trial run that waits for a decision (trial-to-decide.ts), not a practice that runs. */
  trial?: true;
}

/** Cameras that see the product: a trial of one is camera inspection waiting for a decision. */
const SEES =
  /(?<!\p{L})(?:cameras?|caméras?|vision|optical|optique|imaging|optical sorters?|trieuses? optiques?)(?!\p{L})/iu;

/** The techniques the free text says run at the company, each once, with its sentence. */
export function practicesInPlace(answers: AssessmentInput): PracticeInPlace[] {
  const found: PracticeInPlace[] = [];
  for (const field of ["otherChallenge", "aiExperience", "aiFriction"] as const)
    for (const sentence of sentencesOf(answers[field] ?? ""))
      for (const practice of PRACTICES) {
        const match = practice.named.exec(sentence);
        if (!match || found.some((f) => f.practice === practice)) continue;
        // A pilot of it still running ("we have a Cognex camera pilot on line 2") runs too.
        const runs = RUNS.test(sentence) || runningTry(sentence);
        if (!runs && !OWNED.test(sentence.slice(0, match.index))) continue;
        if (NOT_RUNNING.test(clauseBefore(sentence, match.index))) continue;
        found.push({ label: practice.label, said: sentence.trim(), practice });
      }
  // A camera trial that waits for a decision (review r22) holds camera inspection's place: no
  // other camera system is piloted or sold for that work until it is decided.
  const trial = trialToDecide(answers);
  const camera = PRACTICES.find((p) => p.label === "camera inspection")!;
  if (trial && SEES.test(trial.what ?? trial.sentence) && !found.some((f) => f.practice === camera))
    found.push({ label: trialName(trial), said: trial.sentence, practice: camera, trial: true });
  return found;
}

/** The technique in place a pilot would propose anew, if any: it is extended, not piloted. */
export const pilotInPlace = (
  app: ChallengeApplication,
  answers: AssessmentInput,
): PracticeInPlace | undefined => practicesInPlace(answers).find((p) => p.practice.pilots(app));

/** Whether a catalogue tool sells a technique the company already runs. */
export const ofPracticeInPlace = (tool: CatalogueTool, answers: AssessmentInput): boolean =>
  practicesInPlace(answers).some((p) => p.practice.is(tool));

/** Whether a solution area's title presents a technique the company already runs as new. */
export const areaInPlace = (title: string, answers: AssessmentInput): boolean =>
  practicesInPlace(answers).some((p) => p.practice.area.test(title));

/** Whether a theme's pilot would propose a technique the company already runs. */
export const themeInPlace = (themeId: string, answers: AssessmentInput): boolean =>
  practicesInPlace(answers).some((p) => p.practice.themes?.includes(themeId));
