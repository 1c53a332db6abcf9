import { figureSaid } from "./english-figures";
import type { Theme } from "@/capabilities/report/content/themes";
import {
  experienceCaughtError,
  experienceDataFailed,
  experienceFinishedPilot,
  experienceOtherFailed,
  experienceReactionStopped,
  experienceVoiceStopped,
  experiencePausedForResidency,
  experiencePausedPilot,
  experienceRule,
  experienceRunningPilot,
  experienceWentWrong,
  experienceWorkedTry,
} from "@/capabilities/report/content/themes-experience";
import { clausesOf, sentencesOf } from "./theme-patterns";
import { aiUsesIn, endOf, pausedOnly } from "./ai-uses";

/**
 * What the AI-experience answer says happened, read before any of it is reused: a try that went
 * wrong ("it cited a decision that doesn't exist. That was enough for me") or was switched off is a concern to
 * answer, never a baseline to beat; a pilot that ran its course ("We ran a Copilot pilot with
 * 25 licences from March to August") is evidence to decide on, never a pilot to start; a rule
 * already set ("which our policy now forbids") is kept and checked, never written again.
 */

export interface ExperienceReading {
  /** The sentence that says the AI went wrong or was given up, when one does and none says it worked. */
  failed: string | null;
  /** The sentence that says a pilot ran and ended. */
  finishedPilot: string | null;
  /** The sentence that states a rule about AI use already set. */
  rule: string | null;
}

/**
 * The people went back to the old way (review r24: "The reps went back to keying everything
 * because checking the AI took as long as typing"): the try ended.
 */
export const WENT_BACK =
  /\b(?:went|gone|go|going) back to (?:keying|typing|doing|entering|the old|paper|manual|our old|it by hand)|\breverted to\b|\b(?:sont|est|sommes) revenu\w* (?:à|au|aux)\b/iu;

/** It made things up, got them wrong, or was dropped. */
const MADE_UP_OR_DROPPED =
  /(?<![\p{L}\p{N}])(?:made (?:it|things|\w+) up|makes? (?:things|stuff) up|invent(?:ed|s)|fabricat\w+|hallucinat\w+|(?:does|did|do)(?:n't| not) exist|non-?existent|fake (?:case|citation|reference|source|quote)s?|got (?:it|them|the \w+|\w+) wrong|(?:was|were) (?:wrong|inaccurate|unreliable|useless)|wrong (?:[\p{L}-]+ )?(?:answers?|figures?|numbers?|prices?|dates?|facts?|citations?)|(?:into|in|to|with) the wrong [\p{L}-]+|switched (?:it|them|the [\p{L}-]+) off|turned (?:it|them) off|shut (?:it|them) (?:down|off)|pulled the plug|did(?:n't| not) (?:go (?:any )?further|pursue it|take it further)|decided against it|(?:pas allés?|pas aller) plus loin|sans suite|(?:that|this) was enough|never again|gave up|stopped using|dropped it|abandoned|not worth|waste of (?:time|money)|did(?:n't| not) (?:work|help)|backfired|embarrass\w+|inventé\w*|n['’]existe pas|ça n['’]a (?:pas|rien) (?:marché|fonctionné|donné)|inutilisable|on a (?:arrêté|abandonné)|(?:on l['’]a|nous l['’]avons) (?:arrêté|désactivé|débranché|retiré|abandonné))(?![\p{L}\p{N}])/iu;
const WENT_WRONG = new RegExp(`${MADE_UP_OR_DROPPED.source}|${WENT_BACK.source}`, "iu");
/**
 * AI seen, not used: "I watched a demo", "we saw it at a trade show", "a webinar", « une démo au
 * salon ».
 */
const SEEN =
  /(?<![\p{L}])(?:demos?|démos?|démonstrations?|webinars?|webinaires?|trade ?shows?|expo|(?:au|un|le) salon|salons? (?:professionnels?|commerciaux|commercial))(?![\p{L}])/iu;
/**
 * A part that goes on about the one before: "It gave wrong answers…", "we turned it off after
 * six weeks", « on l'a désactivé ».
 */
const REFERS_BACK =
  /^(?:it|this|that|they|il|elle|ça|cela)\b|^(?:we|I|they|nous|on|je)\b[^.;]{0,30}?(?<![\p{L}])(?:it|them|l['’]|les)(?![\p{L}])/iu;

/** It helped: a success outweighs a complaint in the same answer. */
const WORKED =
  /\b(?:useful|helpful|helps|helped|saves?|saved|saving|works? well|worked well|great (?:for|at)|good (?:for|at)|faster|quicker|time-saver|utile|efficace|fait gagner|gagne du temps)\b/iu;
/** "useful, nothing more": faint praise, no success to build on. */
const FAINT =
  /\b(?:sans plus|nothing (?:more|special)|so-so|meh|decent but|mitigé)(?![\p{L}\p{N}])/iu;

/** A pilot that ran and ended: "We ran a … pilot … from March to August", "after the pilot". */
const PILOT = /\b(?:pilot|piloted|projet pilote)\b/iu;
const ENDED =
  /\b(?:ran|did|completed|finished|conducted|wrapped up|ended|concluded|after the|piloted|for (?:\d+|one|two|three|four|five|six|twelve) (?:weeks|months)|pendant \d+ (?:semaines|mois)|from (?:january|february|march|april|may|june|july|august|september|october|november|december)\b[^.;]{0,20}\b(?:to|until|through)|a mené|avons mené|terminé)(?![\p{L}\p{N}])/iu;
const ONGOING = /\b(?:running|are piloting|is running|still|ongoing|under ?way|en cours)\b/iu;

/**
 * A test or pilot still running, in either language: "we've been testing X since September",
 * "on teste X depuis septembre", "nous utilisons X à l'essai depuis mars", "essai de X en cours",
 * "we have a Cognex camera pilot on line 2".
 */
const RUNNING_TRY =
  /(?<![\p{L}])(?:(?:have|has|'ve|’ve) been (?:testing|trialling|trialing|piloting|trying)|(?:are|is|am|'re|’re) (?:testing|trialling|trialing|piloting|trying)|(?:on|nous|je|ils|elles) (?:teste|testons|testent|pilote|pilotons|essaie|essayons)|à l['’]essai|en essai|(?:projet[- ]pilote|essais?|tests?)\b[^.;]{0,60}\b(?:en cours|depuis)|(?:testing|trialling|trialing|piloting)\b[^.;]{0,60}\bsince|(?:teste|testent|essaie|essaient|pilote|pilotent)\s+depuis|(?:have|has|['’]ve got)\s+(?:a|an|one)\s+(?:[\p{L}\d-]+\s+){0,4}?pilot\s*(?:on|in|at|with|for|running|going|under ?way|:))(?![\p{L}])/iu;

/** Whether a sentence tells of a test or pilot of a tool that is still running. */
export const runningTry = (sentence: string): boolean =>
  RUNNING_TRY.test(sentence) && !wentWrong(sentence);

/** A rule about AI use already set: "which our policy now forbids", "we banned ChatGPT". */
const RULE =
  /\b(?:(?:our|the|company|firm|a) (?:\w+ )?polic(?:y|ies)\b[^.;]{0,30}\b(?:forbids?|bans?|prohibits?|no longer allows?|does(?:n't| not) allow|restricts?)|(?:we|I) (?:now )?(?:banned|blocked|forbade|forbid|prohibited|do(?:n't| not) allow|no longer allow)|(?:is|are) (?:now )?(?:banned|forbidden|prohibited|blocked))\b|\b(?:notre politique|la politique)\b[^.;]{0,30}\binterdit\b/iu;

/** Sentences, and the halves of one a semicolon joins ("Marketing found it useful; lenders found it weak"). */
const partsOf = (text: string): string[] =>
  text
    .split(/(?<=[.;!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** A tool tested or piloted ("we tested an AI point-cloud classifier", "We piloted … (Balto)"). */
const TRIED_TOOL =
  /(?<![\p{L}])(?:piloted|piloting|pilot(?:ed)? (?:of|with)|ran a [\p{L}\s-]{0,40}?pilot|tested|testing|trialled|trialed|trialling|trialing|tried|essayé|testé|testons|testent|(?:on|je|il|elle) teste|teste depuis|mis à l['’]essai|à l['’]essai|en essai|essais? (?:de|d['’]|du|avec)|projet pilote)(?![\p{L}])/iu;
/** What came of it: it saved time, did better, helped. */
const RESULT =
  /(?<![\p{L}])(?:sav(?:ed|es)|better|improv\p{L}+|helped|fewer|faster|quicker|shorter|cut|reduced|lower|avoided|prevented|meilleur\p{L}*|amélior\p{L}*|économis\p{L}*|évité|fait gagner|gagné|moins|plus court\p{L}*|plus rapides?|réduit\p{L}*|diminu\p{L}*)(?![\p{L}])/iu;
/** A tool by its name in brackets: "an AI call-scoring tool (Balto)". */
export const BRACKETED = /\(([\p{Lu}][\p{L}\p{N}.&' -]{1,40})\)/u;
/** "saved Jas about a day", "saved us two hours a week", "nous a fait gagner une journée". */
export const SAVED =
  /(?<![\p{L}])(?:sav(?:ed|es)|fait gagner|économisé|évité)\s+(?:[\p{L}]+\s+){0,2}?((?:(?:about|around|roughly|nearly|almost|over|environ|près d['’]une?)\s+)?(?:a|an|one|two|three|four|five|half a|\d+(?:[.,]\d+)?|une?|deux|trois)\s+(?:full\s+)?(?:days?|hours?|weeks?|minutes?|journées?|jours?|heures?|semaines?)(?![\p{L}])(?:\s+(?:a|per|each|every|par)\s+\p{L}+)?)/iu;

/** A percentage, a sum or a count, as written: "71%", « 71 % », "C$2.1M", "12". */
const FIGURE = String.raw`(?:C?\$\s?)?\d+(?:[.,]\d+)?(?:\s?%|\s?[kKmM]\b)?`;
/** "about ", « environ »: a figure's hedge, kept as written. */
const ABOUT = String.raw`(?:(?:about|around|roughly|nearly|almost|environ)\s+)?`;
/** What a figure counts, between it and "to": "5 hours a week to 2", « 9 jours par mois à 6 ». */
const UNIT = String.raw`(?:\s+[\p{L}]+(?:\s+(?:a|an|per|each|par)\s+[\p{L}]+)?)?`;
/**
 * A result as a change between two figures: "from 71% to 93%", « de 71 % à 93 % », "from about 5
 * hours a week to 2" (review r26: an Otter.ai trial's result was not read).
 */
const FROM_TO = new RegExp(
  `(?<![\\p{L}])(?:from|de)\\s+${ABOUT}(${FIGURE})${UNIT}\\s+(?:to|à)\\s+${ABOUT}(${FIGURE})(?:\\s+(?:hours?|days?|minutes?|weeks?|heures?|jours?|minutes?|semaines?)(?![\\p{L}]))?`,
  "iu",
);

/** The result a sentence gives as two figures, as written ("from 71% to 93%"), or null. */
export const resultFigures = (sentence: string): string | null =>
  FROM_TO.exec(sentence)?.[0] ?? null;

/** A tool tried that helped, by the words: "we tested X and it saved a day". */
export const triedAndHelped = (sentence: string): boolean =>
  TRIED_TOOL.test(sentence) &&
  (RESULT.test(sentence) || resultFigures(sentence) !== null) &&
  !wentWrong(sentence);

/** A tool tried with a result the words give (a time saved or a named tool that did better). */
export const workedTry = (sentence: string): boolean =>
  triedAndHelped(sentence) &&
  (SAVED.test(sentence) ||
    BRACKETED.test(sentence) ||
    BY_FIGURE.test(sentence) ||
    resultFigures(sentence) !== null);
/** A result as a figure: "cut giveaway by about 2%", "reduced giveaway 2 percent", « réduit les pertes de 3 % ». */
const BY_FIGURE =
  /(?<![\p{L}])(?:cut|reduced|lowered|improved|raised|increased|réduit\p{L}*|diminu\p{L}*|amélior\p{L}*|augment\p{L}*)(?![\p{L}])[^.;]{0,40}?\d+(?:[.,]\d+)?\s?(?:%|percent|per cent|pour cent)/iu;

/** The parts of an answer, each with the parts after it that go on about it ("…; it cut giveaway by 2%"). */
const triesOf = (text: string): string[] =>
  partsOf(text).reduce<string[]>((tries, part) => {
    const last = tries.at(-1);
    return last !== undefined && REFERS_BACK.test(part)
      ? [...tries.slice(0, -1), `${last} ${part}`]
      : [...tries, part];
  }, []);

/** A pilot still running that gave its result as figures: its figures are the baseline. */
function runningPilotTheme(sentence: string): Theme {
  const figures = resultFigures(sentence);
  if (!figures || !experienceRunningPilot.pilot) return experienceRunningPilot;
  const baseline = `The pilot's result as you gave it (${figures}), on the work it runs on, measured the same way wherever it is extended`;
  return { ...experienceRunningPilot, pilot: { ...experienceRunningPilot.pilot, baseline } };
}

/** A pause with its reason: "paused our TrackTik pilot because clients require…", « suspendu parce que… ». */
const PAUSED_FOR =
  /(?<![\p{L}])(?:because|since|as|until|due to|parce qu|car|en raison|tant que)(?![\p{L}])/iu;
/** The reason is where the data is kept: "require data in Canada", « hébergées au Canada ». */
const RESIDENCY_REASON =
  /(?<![\p{L}])(?:in canada|au canada|data residency|résidence des données|hosted in the (?:us|u\.s\.|united states)|aux états-unis|outside canada|hors du canada)(?![\p{L}])/iu;

/** A pilot paused for a reason the words give: restarting it needs that reason met. */
const pausedPilot = (sentence: string): boolean =>
  PILOT.test(sentence) && pausedOnly(sentence) && PAUSED_FOR.test(sentence);

/** The test's own result is the baseline: "The time the test saved as you gave it (about a day)…". */
function workedTryTheme(sentence: string): Theme {
  const { pilot } = experienceWorkedTry;
  const saved = SAVED.exec(sentence)?.[1];
  if (saved && pilot) {
    const baseline = `The time the test saved as you gave it (${figureSaid(saved)}), on the job it was tried on`;
    return { ...experienceWorkedTry, pilot: { ...pilot, baseline } };
  }
  // Its figures are the bar the next jobs meet, never a target set beside them (review r26).
  const change = resultFigures(sentence);
  if (!change || !pilot) return experienceWorkedTry;
  const result = figureSaid(change);
  return {
    ...experienceWorkedTry,
    pilot: {
      baseline: `The test's result as you gave it (${result}), on the job it was tried on`,
      target: `The same result as the test (${result}) on each of the next jobs of that kind, then a decision to keep it, or to stop`,
    },
  };
}

/** A ban is a rule already set (`RULE`), kept and checked; a use stopped or failed went wrong. */
const STOPPED_OR_FAILED = new Set<string | null>(["stopped", "failed"]);

/**
 * Whether a sentence says an AI use went wrong or was given up (stopped or failed:
 * "I told him to stop", "we shelved it"), with no success beside it.
 */
export const wentWrong = (sentence: string): boolean =>
  (WENT_WRONG.test(sentence) ||
    (STOPPED_OR_FAILED.has(endOf(sentence)) && !pausedOnly(sentence))) &&
  (!WORKED.test(sentence) || FAINT.test(sentence));

/** A trial paused with nothing said against it ("We trialled Otter for a month, then paused it"): a past trial to learn from. */
const pausedTry = (sentence: string): boolean =>
  TRIED_TOOL.test(sentence) && pausedOnly(sentence) && !WENT_WRONG.test(sentence);

/** The first sentence saying an AI try went wrong or was switched off, whatever else worked. */
export const wrongTry = (text: string | null | undefined): string | null =>
  partsOf(text ?? "").find(wentWrong) ?? null;

/** Something was tried, by anyone: "we trialled", "Karen tried", "asked it", "a pilot". */
const TRIED =
  /\b(?:tried|tested|testing|trialled|trialed|trialling|trialing|piloted|pilot|asked (?:it|chatgpt|copilot|gemini|claude)|essayé|testé|testons|(?:on|je) teste|mis à l['’]essai|à l['’]essai|en essai|essais? (?:de|d['’]|du|avec)|projet pilote)(?![\p{L}])/iu;

/** Whether the answer tells of any AI try at all, so the company is never "a blank page". */
export const triedSomething = (text: string | null | undefined): boolean =>
  partsOf(text ?? "").some((s) => TRIED.test(s) || wentWrong(s));

/** "Nobody here uses AI for work", "We don't use any AI", "Personne n'utilise l'IA". */
const NO_USE =
  /^(?:nobody|no one|none of us|nothing|not yet|we (?:do not|don['’]t|have not|haven['’]t) (?:use|used|tried)|personne|aucun\w*|rien|on n['’](?:utilise|a) |nous n['’](?:utilisons|avons) )/iu;
/** A use by anyone, beside the denial: "but I use ChatGPT for letters", "Our controller uses Copilot". */
const SOME_USE = /\b(?:use|uses|used|using|utilise|utilisent|utilisons|utilisé\w*)\b/iu;

/** The answer says nobody uses AI and tells of no use or try beside it: nothing to build on. */
export const describesNoUse = (text: string | null | undefined): boolean => {
  const parts = partsOf(text ?? "");
  if (!parts.length || !NO_USE.test(parts[0]!)) return false;
  // The denial is the first clause; anything after it may still tell of a use.
  const rest = [
    parts[0]!
      .split(/[,;]|\b(?:but|mais)\b/iu)
      .slice(1)
      .join(" "),
    ...parts.slice(1),
  ];
  return !rest.some((s) => TRIED.test(s) || wentWrong(s) || SOME_USE.test(s));
};

/** A use at home, not at work: "I use ChatGPT at home to plan trips". */
export const AT_HOME =
  /(?<!\p{L})(?:at home|for fun|in my own time|à la maison|chez moi|pour le plaisir)(?!\p{L})/iu;

const AT_WORK =
  /(?<!\p{L})(?:at work|for work|in the office|at the office|au travail|au bureau)(?!\p{L})/iu;

/** The answer tells only of AI used at home, beside any denial of use at work: no work use to build on. */
export const homeUseOnly = (text: string | null | undefined): boolean => {
  const parts = partsOf(text ?? "");
  return (
    parts.some((s) => AT_HOME.test(s)) &&
    parts.every((s) => (AT_HOME.test(s) && !AT_WORK.test(s)) || describesNoUse(s))
  );
};

export function readExperience(text: string | null | undefined): ExperienceReading {
  const sentences = partsOf(text ?? "");
  const worked = sentences.some((s) => WORKED.test(s) && !FAINT.test(s) && !WENT_WRONG.test(s));
  return {
    failed: worked ? null : (sentences.find(wentWrong) ?? null),
    finishedPilot:
      triesOf(text ?? "").find(
        (s) =>
          (PILOT.test(s) && ENDED.test(s) && !ONGOING.test(s) && !RUNNING_TRY.test(s)) ||
          pausedTry(s),
      ) ?? null,
    rule: sentences.find((s) => RULE.test(s)) ?? null,
  };
}

/** The AI's output was wrong or made up: checking it against its source is the remedy. */
const WRONG_OUTPUT =
  /\b(?:made (?:it|things|\w+) up|makes? (?:things|stuff) up|invent(?:ed|s|ing)|fabricat\w+|hallucinat\w+|(?:does|did|do)(?:n't| not) exist|non-?existent|fake (?:case|citation|reference|source|quote)s?|got (?:it|them|the \w+|\w+) wrong|(?:was|were) (?:wrong|inaccurate|unreliable)|wrong (?:answers?|figures?|numbers?|prices?|dates?|facts?|citations?|reasons?)|(?:with|had|gave|carried) the wrong (?:[\p{L}-]+ )?(?:times?|dates?|names?|prices?|figures?|amounts?|addresses?|details?)|inaccura\w+|inventé\w*|invente|n['’]existe pas|erron\w+)(?![\p{L}\p{N}])/iu;
/** The data the AI read was at fault: it is cleaned first, and no citation check answers that. */
const DATA_FAULT =
  /\b(?:duplicat\w+|inconsistent|messy|dirty|data quality|bad data|poor data|incomplete (?:data|records)|missing (?:data|records|fields)|item master|master data|clean-?up|garbage in|doublons?|en double|qualité des données)\b|\bdonnées\b[^.;]{0,30}\b(?:sales|incomplètes|erronées|pas à jour|mal saisies|de mauvaise qualité)\b/iu;

/**
 * The people it reached turned it away: "listeners complained it sounded fake", "customers hated
 * the bot", « les auditeurs se sont plaints ».
 */
const TURNED_AWAY =
  /(?<![\p{L}])(?:(?:listeners|viewers|audience|customers|clients|guests|patients|members|callers|residents|parents|readers|people|staff|employees)\s+(?:\p{L}+\s+)?(?:complained|hated|disliked|objected|pushed back|rejected it|did(?:n['’]t| not) like|found it (?:fake|creepy|robotic|cold))|sounded (?:fake|robotic|artificial|cold|off)|(?:auditeurs|auditrices|clients|membres|gens|employés)\s+(?:\p{L}+\s+)?(?:se sont plaints|ont détesté|n['’]ont pas aimé)|sonnait faux)(?![\p{L}])/iu;
/** A synthetic voice: "an AI voice", "voice cloning", « une voix de synthèse ». */
const SYNTHETIC_VOICE =
  /(?<![\p{L}])(?:(?:ai|synthetic|synthesi[sz]ed|cloned|computer|robot|text-to-speech)[- ]voices?|voice[- ]clon\p{L}*|text-to-speech|voix (?:de synthèse|synthétiques?|ia|artificielles?|clonées?))(?![\p{L}])/iu;

/** A try the people it reached turned away ("listeners complained it sounded fake, so we stopped"). */
export const turnedAway = (sentence: string): boolean =>
  TURNED_AWAY.test(sentence) && wentWrong(sentence);

/** What failed and why, for the remedy that fits: turned away by people, a data fault, made-up output, or neither. */
function failureTheme(sentence: string): Theme {
  if (TURNED_AWAY.test(sentence))
    return SYNTHETIC_VOICE.test(sentence) ? experienceVoiceStopped : experienceReactionStopped;
  if (DATA_FAULT.test(sentence) && !WRONG_OUTPUT.test(sentence)) return experienceDataFailed;
  return WRONG_OUTPUT.test(sentence) ? experienceWentWrong : experienceOtherFailed;
}

/** A sentence that said what was tried, said whole: "It saved her two hours…" with the one naming "it". */
function wholeSentenceOf(text: string, part: string): string {
  const sentences = sentencesOf(text);
  const at = sentences.findIndex((s) => s.includes(part));
  if (at < 0) return part;
  const opensOnPronoun = /^(?:it|this|that|they|il|elle|ça|cela)\b/iu.test(sentences[at]!);
  return sentences.slice(at > 0 && opensOnPronoun ? at - 1 : at, at + 1).join(" ");
}

/**
 * The theme for an experience answer no theme reads, with the sentence to quote: a pilot paused
 * for a reason first, then a finished pilot, then a try that went wrong (by what went wrong), then a use that helped but made
 * an error someone caught, then a pilot still running with its result in figures, then a tool
 * tried that worked, then a rule; null for any other use.
 */
export function experienceTheme(text: string): { theme: Theme; sentence: string } | null {
  const read = readExperience(text);
  const paused = partsOf(text).find(pausedPilot);
  if (paused) {
    const theme = RESIDENCY_REASON.test(paused)
      ? experiencePausedForResidency
      : experiencePausedPilot;
    return { theme, sentence: wholeSentenceOf(text, paused) };
  }
  if (read.finishedPilot) return { theme: experienceFinishedPilot, sentence: read.finishedPilot };
  if (read.failed) {
    const sentence = wholeSentenceOf(text, read.failed);
    return { theme: failureTheme(sentence), sentence };
  }
  const caught = partsOf(text).find(
    (s) => WRONG_OUTPUT.test(s) && WORKED.test(s) && !FAINT.test(s),
  );
  if (caught) return { theme: experienceCaughtError, sentence: wholeSentenceOf(text, caught) };
  const running = partsOf(text).find((s) => runningTry(s) && resultFigures(s));
  if (running)
    return { theme: runningPilotTheme(running), sentence: wholeSentenceOf(text, running) };
  const worked = triesOf(text).find(workedTry);
  if (worked) return { theme: workedTryTheme(worked), sentence: wholeSentenceOf(text, worked) };
  if (read.rule) return { theme: experienceRule, sentence: read.rule };
  return null;
}

/** The clauses of sentences that say an AI use went wrong: the work they raise starts afresh, never from them. */
export const wrongClauses = (text: string): Set<string> => {
  const parts = partsOf(text);
  // "We trialled a chatbot. It gave wrong answers": the trial is what went wrong; a demo seen
  // is no use either ("I tried a scribe demo … so I did not go further").
  // A use since blocked ("…before our policy; we now block it") is no use that works either.
  const blocked = aiUsesIn(text, [])
    .filter((u) => u.status === "blocked")
    .map((u) => u.said);
  const wrong = parts.filter(
    (s, i) =>
      wentWrong(s) ||
      blocked.some((b) => b.includes(s) || s.includes(b)) ||
      SEEN.test(s) ||
      (i + 1 < parts.length && REFERS_BACK.test(parts[i + 1]!) && wentWrong(parts[i + 1]!)),
  );
  return new Set(wrong.flatMap((s) => clausesOf(s)));
};

/** The answer without its parts that only saw AI (a demo, a trade show): null when nothing else is said. */
export const withoutSeen = (text: string): string | null => {
  const kept = partsOf(text).filter((part) => !SEEN.test(part));
  return kept.length ? kept.join(" ") : null;
};
