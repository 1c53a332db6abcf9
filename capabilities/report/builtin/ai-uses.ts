import { toolCatalogue } from "@/capabilities/report/content/tools";
import { escapeRegExp } from "@/platform/regexp";
import type { AssessmentInput } from "@/model/assessment/schemas";

/**
 * Who uses AI at work, by the executive's words, and whether each use goes on (review r14 class
 * 3): "Kayla uses it to answer emails from German guests" and "Our Samsara trucks use its AI dash
 * cams" are AI in use whatever the tick-boxes say; "Marco tried it … and I told him to stop", "we
 * shelved it", "we now block it on office devices" and "the OCR failed about 30% of the time" are
 * uses that ended, never in use and never "what already works". A ticked tool the words only
 * show ended (the tick may be the executive's own past use) is not costed or reviewed as in use.
 */

export type AiUseStatus = "in use" | "stopped" | "blocked" | "failed";

export interface AiUse {
  /** The part of the answer that says so, to its full stop or semicolon. */
  said: string;
  status: AiUseStatus;
  /** The ticked tools it names, or that its "it" names. */
  tools: string[];
}

/** Stopped by someone: "I told him to stop", "we shelved it", "Aisha stopped it after 2 weeks", « on l'a retiré ». */
const STOPPED =
  /(?<![\p{L}])(?:told (?:him|her|them|staff|everyone|[\p{Lu}][\p{L}]+) to stop|stopped (?:it|them|using|the (?:[\p{L}-]+ )?(?:pilot|trial|tool|app))|shelved|switched (?:it|them) off|turned (?:it|them) off|shut (?:it|them) down|pulled (?:it|them|the plug)|cancel+ed (?:it|them|the|our|its|their|all)|did(?:n't| not) renew|(?:was|were)(?:n't| not) renewed|let (?:it|them|the [\p{L}-]+) lapse|scrapped|abandoned|dropped (?:it|them)|gave (?:it )?up|no longer (?:use|used|allowed)|on l['’]a (?:retiré|arrêté|désactivé|débranché|abandonné)|(?:on a|nous avons|j['’]ai) (?:tout )?(?:arrêté|abandonné|retiré|laissé tomber|annulé|résilié)|(?:n['’](?:avons|a|ai) pas|sans les) renouvel\p{L}*|lui ai dit d['’]arrêter|leur ai dit d['’]arrêter|n['’](?:utilise|utilisons|utilisent) plus)(?![\p{L}])/iu;
/**
 * An end with no object, said of the use just told: "The notes were good, but we stopped because
 * the vendor kept the audio abroad", "we did not continue", « on n'a pas poursuivi ».
 */
const BARE_END =
  /(?<![\p{L}])(?:(?:we|I|they) (?:stopped|discontinued|did(?:n't| not) (?:continue|go ahead|proceed|renew))|and (?:then )?stopped|discontinued|(?:on|nous) (?:n['’](?:a|avons) pas (?:continué|poursuivi|renouvelé)|(?:a|avons) arrêté))(?![\p{L}])(?=\s*(?:[,.;:!?]|$)|\s+(?:because|after|when|as|since|due|once|until|in|at|last|then|à|parce|après|quand|en|car|faute)(?![\p{L}]))/iu;
/** Paused: "then paused it", "the trial ended", "put on hold", « mis en pause »: no longer running, nothing said against it. */
const PAUSED =
  /(?<![\p{L}])(?:paused|(?:put|is|are|was|were|been) on hold|(?:pilot|trial) (?:has )?ended|mise? en pause|suspendu\p{L}*)(?![\p{L}])/iu;
/** Forbidden by a rule: "we now block it on office devices", "ChatGPT is banned", « on l'a bloqué ». */
const BLOCKED =
  /(?<![\p{L}])(?:(?:we|I|IT|they|the (?:firm|company|board)|committee|partners|council) (?:now |have |then )?(?:block|blocked|ban|banned|forbid|forbade|prohibit|prohibited)|before (?:the|our|that|this) (?:ban|prohibition|directive)|avant (?:l['’]interdiction|la directive)|(?:directive|policy|rule|memo|order)\b[^.;]{0,40}?\b(?:banning|blocking|prohibiting|forbidding)\s+(?:[\p{L}-]+\s+){0,2}?(?:AI|ChatGPT|chatbots?|generative|(?:AI|chat)\s+tools?)|(?:is|are|was|were) (?:now )?(?:blocked|banned|forbidden|prohibited)|(?:on l['’]a|nous l['’]avons|on les a) (?:bloqué|interdit)e?s?|(?:est|sont) (?:maintenant )?(?:bloquée?s?|interdite?s?))(?![\p{L}])/iu;
/** Tried and it did not work: "failed about 30% of the time", "checking it took longer than typing". */
const FAILED =
  /(?<![\p{L}])(?:failed|fails|too many (?:false |wrong )?[\p{L}-]+|false (?:rejects|positives|alarms)|took longer than|did(?:n't| not) work|never worked|a échoué|échou\p{L}*|ça n['’]a pas (?:marché|fonctionné)|plus long que)(?![\p{L}])/iu;

/**
 * A ban on one kind of work leaves the tool in use for the rest: "until we banned it for client
 * work", « interdit pour les dossiers clients » is a rule kept and checked, not an end.
 */
const BANNED_FOR =
  /(?<![\p{L}])(?:block\w*|bann\w*|ban|forb[ia]d\w*|prohibit\w*|bloqu\p{L}*|interdi\p{L}*)\s+(?:(?:it|them|its use|le|la|les)\s+)?(?:for|pour)\s/iu;

/** The part says an AI use ended: stopped, blocked or failed. */
export function endOf(part: string): Exclude<AiUseStatus, "in use"> | null {
  if (BLOCKED.test(part) && !BANNED_FOR.test(part)) return "blocked";
  if (STOPPED.test(part) || BARE_END.test(part) || PAUSED.test(part)) return "stopped";
  if (FAILED.test(part)) return "failed";
  return null;
}

/** The part says a use was paused, and neither stopped for a reason, failed nor banned: a past try. */
export const pausedOnly = (part: string): boolean =>
  PAUSED.test(part) && !STOPPED.test(part) && !FAILED.test(part) && !BLOCKED.test(part);

/** A part that goes on about the one before: "we now block it", "I told him to stop". */
const ABOUT_BEFORE = /(?<![\p{L}])(?:it|them|him|her|l['’]a|les|lui|leur)(?![\p{L}])/iu;

/** Licences let go: "did not renew the 5 licences", "we cancelled our Copilot licences". */
const LICENCE_ENDED =
  /(?<![\p{L}])(?:did(?:n't| not) renew|(?:was|were)(?:n't| not) renewed|let (?:it|them|the [\p{L}-]+) lapse|cancel+ed (?:the|our|its|their|all) (?:[\p{L}\d-]+ )?licen[cs]es?|(?:n['’](?:avons|a|ai) pas|sans les) renouvel\p{L}*)(?![\p{L}])/iu;

/** The catalogue tools by name, as a part may bring one in that nobody ticked. */
const CATALOGUE_NAME = new RegExp(
  `(?<![\\p{L}])(?:${toolCatalogue.map((t) => escapeRegExp(t.name)).join("|")})(?![\\p{L}])`,
  "iu",
);

/** The catalogue tool a sentence names by its name ("Otter.ai"), as the catalogue writes it; none otherwise. */
export function catalogueToolNamedIn(sentence: string): string | undefined {
  const said = CATALOGUE_NAME.exec(sentence)?.[0].toLowerCase();
  return said && toolCatalogue.find((t) => t.name.toLowerCase() === said)?.name;
}

/** Sentences and the halves a semicolon joins, as written. */
const partsOf = (text: string): string[] =>
  text
    .split(/(?<=[.;!?])\s+|\s+[-–—]\s+(?=[\p{Ll}I])/u)
    .map((s) => s.trim())
    .filter(Boolean);

/** A try, a pilot, or a use. */
const USE =
  /(?<![\p{L}])(?:use[sd]?|using|tri(?:ed|es)|trialled|trialed|tested|piloted|pilot|ran|draft\w*|set up|rolled out|had|have|has|pays? for|paid for|utilis\p{L}*|se serv\p{L}*|s['’]en serv\p{L}*|se sert|s['’]en sert|paie|paye|essayé|testé|mené|mis en place)(?![\p{L}])/iu;

/** A part that brings in a new thing: "we trialled an OCR app", "Two advisors trialled a US AI note-taker". */
const NEW_THING =
  /(?<![\p{L}])(?:a|an|un|une)\s+(?:[\p{L}-]+\s+){0,3}?(?:apps?|tools?|pilot|trial|note-?takers?|chat ?bots?|bots?|assistants?|software|system|platform|cameras?|scribes?|vendor|clavardage|outils?|logiciels?|applications?|plateformes?)(?![\p{L}])/iu;

const nameOf = (label: string) =>
  new RegExp(
    `(?<![\\p{L}])${label.replace(/^Microsoft /, "").replace(/ /g, "\\s")}(?![\\p{L}])`,
    "iu",
  );

/**
 * The AI uses the experience answer tells of, in its order, each with its status: a part that
 * says the use ended, or a part whose next one ends it ("Some staff used free ChatGPT before our
 * policy; we now block it"), is that end; any other use is in use.
 */
export const aiUsesOf = (answers: AssessmentInput, labels: readonly string[]): AiUse[] =>
  aiUsesIn(answers.aiExperience ?? "", labels);

/** The AI uses one text tells of (`aiUsesOf`). */
export function aiUsesIn(text: string, labels: readonly string[]): AiUse[] {
  const parts = partsOf(text);
  const uses: AiUse[] = [];
  let last: string[] = [];
  parts.forEach((part, i) => {
    const named = labels.filter((l) => nameOf(l).test(part));
    // "it" is the tool named last, unless the part brings in a tool of its own.
    // A product of its own ("On a essayé Otter.ai … on l'a abandonné", review r28) is a new thing too.
    const fresh = !named.length && (NEW_THING.test(part) || CATALOGUE_NAME.test(part));
    const tools = named.length ? named : ABOUT_BEFORE.test(part) && !fresh ? last : [];
    if (named.length || fresh) last = named;
    const next = parts[i + 1] ?? "";
    // The next part ends this use when it speaks of it: by "it", or by the tool's own name
    // ("…had Copilot licences last year. We cancelled our Copilot licences in March").
    const sameTool = named.some((l) => nameOf(l).test(next));
    // A licence not renewed ends the use whatever else the part says ("…but we did not renew the
    // 5 licences because nobody else had time to learn it", review r27).
    const ended =
      endOf(part) ??
      ((ABOUT_BEFORE.test(next) || sameTool || BARE_END.test(next)) &&
      (!USE.test(next) || LICENCE_ENDED.test(next))
        ? endOf(next)
        : null);
    if (!USE.test(part) && !ended) return;
    uses.push({ said: part, status: ended ?? "in use", tools });
  });
  return uses;
}

/**
 * The ticked tools the words show only as ended (blocked, stopped or failed) and never in use:
 * "Some staff used free ChatGPT before our policy; we now block it on office devices".
 */
export function toolsEnded(answers: AssessmentInput, labels: readonly string[]): string[] {
  const uses = aiUsesOf(answers, labels);
  return labels.filter(
    (l) =>
      uses.some((u) => u.status !== "in use" && u.tools.includes(l)) &&
      !uses.some((u) => u.status === "in use" && u.tools.includes(l)),
  );
}

/** A pilot or trial, run or running: "We ran a vision-camera pilot", "Two advisors trialled…". */
const PILOT =
  /(?<![\p{L}])(?:pilot\w*|trial\w*|trialled|trialed|tested|projet pilote|mis à l['’]essai|testé)(?![\p{L}])/iu;

/**
 * The sentence of the pilot the answers describe, when every pilot or trial they describe ended
 * ("We ran a vision-camera pilot … we shelved it"): no pilot is known to be running. Null when
 * none is described, or one goes on.
 */
export function pilotsEnded(answers: AssessmentInput): string | null {
  const tries = aiUsesOf(answers, []).filter((u) => PILOT.test(u.said));
  if (!tries.length || tries.some((u) => u.status === "in use")) return null;
  return tries[0]!.said.replace(/[;:,]$/, "");
}

/** Use told as going on: "Our sales reps use ChatGPT", « notre directrice utilise Claude ». */
const GOES_ON =
  /(?<![\p{L}])(?:uses?|using|relies on|rely on|utilis(?:e|ent|ons)|se sert|se servent|s['’]en sert|s['’]en servent)(?![\p{L}])/iu;
/** An AI tool or AI itself, by name. */
const AI_NAMED =
  /(?<![\p{L}])(?:AI|IA|ChatGPT|GPT-?\d*|Claude|Copilot|Gemini|Perplexity|Otter(?:\.ai)?|Fireflies|Grammarly|DeepL|Jasper|Midjourney|chat ?bots?)(?![\p{L}])/u;

/**
 * The sentences of the experience answer that tell of AI going on at work beside a trial that
 * ended ("Our sales reps use ChatGPT to write ad copy. We tested an AI voice … so we stopped."):
 * that use is in use, whatever became of the trial (review r22).
 */
export function usesGoingOn(answers: AssessmentInput): string[] {
  return aiUsesOf(answers, [])
    .filter(
      (u) =>
        u.status === "in use" &&
        !PILOT.test(u.said) &&
        GOES_ON.test(u.said) &&
        AI_NAMED.test(u.said),
    )
    .map((u) => u.said.replace(/[.;:,]$/, ""));
}
