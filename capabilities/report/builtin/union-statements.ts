import type { StatedConstraint } from "./stated-constraint";
import { sentencesOf } from "./theme-patterns";

/** What a union statement asks: its notice, in days and in the executive's words, and what it covers. */

/** "90 days' written notice", "60 jours avant": the length, then what it is (a kind of notice may sit between). */
const NOTICE_AFTER =
  /\b(\d{1,3})\s*(days?|jours|weeks?|semaines|months?|mois)\b(?:['’]s?)?\s*(?:of\s+)?(?:(?:written|advance|prior|formal)\s+)?(?:notice|before|ahead|in advance|avant|d['’]avance|de préavis|préavis)/iu;
/** "notice of 60 days", "un préavis écrit de 60 jours". */
const NOTICE_BEFORE =
  /\b(?:notice|préavis)\s+(?:(?:écrit|written)\s+)?(?:of\s+|de\s+)?(\d{1,3})\s*(days?|jours|weeks?|semaines|months?|mois)\b/iu;

/**
 * The notice as the executive wrote it, when they call it a notice: "90 days' written notice"; in
 * French, the same words in English ("un préavis écrit de 60 jours" -> "60 days' written notice").
 */
export function noticeWordsIn(sentence: string): string | null {
  const found = [NOTICE_AFTER.exec(sentence), NOTICE_BEFORE.exec(sentence)].find(
    (m) => m && /notice|préavis/iu.test(m[0]),
  );
  if (!found) return null;
  if (!/préavis/iu.test(found[0])) return found[0];
  const unit = /^(?:semaine)/i.test(found[2]!)
    ? "weeks"
    : /^mois/i.test(found[2]!)
      ? "months"
      : "days";
  return `${found[1]} ${unit}' ${/écrit/iu.test(found[0]) ? "written " : ""}notice`;
}

/** The notice a union statement gives, in days: "at least 90 days before", "60 jours avant", "8 weeks' notice". */
export function noticeDaysIn(sentence: string): number | null {
  const found = NOTICE_AFTER.exec(sentence) ?? NOTICE_BEFORE.exec(sentence);
  if (!found) return null;
  const unit = found[2]!.toLowerCase();
  const perUnit = /^(?:week|semaine)/.test(unit) ? 7 : /^(?:month|mois)/.test(unit) ? 30 : 1;
  return Number(found[1]) * perUnit;
}

/** A union rule about monitoring: "bars using electronic monitoring data for discipline", "pas de caméras qui évaluent". */
const MONITORING =
  /\b(?:monitor\w*|surveil\w*|gps|track\w*|cameras?|caméras?|telematics|keystroke\w*)\b[^.]*\b(?:disciplin\w*|performance|rate|rating|évalu\w*|sanction\w*)\b|\b(?:disciplin\w*|évalu\w*)\b[^.]*\b(?:monitor\w*|surveil\w*|gps|track\w*|cameras?|caméras?)\b/iu;

/** A union rule about new monitoring technology itself: "notice before any new monitoring technology on the floor". */
const NEW_MONITORING =
  /\b(?:new|any)\s+(?:\w+\s+)?(?:monitoring|surveillance|tracking|camera|video)\b|(?:technologies?|outils?|systèmes?|équipements?) de (?:surveillance|suivi)\b|\bchanges? how (?:\w+\s+){0,2}(?:is|are) (?:monitored|tracked|watched)\b|\bmodifi\w* (?:la façon|la manière) dont (?:\p{L}+\s+){0,3}(?:est|sont) (?:surveillée?s?|suivie?s?)/iu;
/** The floor the rule names: "on the floor", "sur le plancher". */
const ON_THE_FLOOR =
  /\b(?:on the (?:shop |plant )?floor|sur le plancher|dans l'usine|in the plant)\b/iu;

/** Whether a union's rule covers new monitoring technology only (not every change of work). */
export const monitoringOnly = (sentence: string): boolean =>
  NEW_MONITORING.test(sentence) && !MONITORING.test(sentence);

/** A statement limited to the members' work: "changes to members' work", "le travail des syndiqués". */
const MEMBERS_WORK =
  /\b(?:members['’]? (?:work|jobs?|duties)|(?:work|jobs?|duties) of (?:its |our |the )?members|bargaining[- ]unit (?:work|jobs?)|unionised (?:work|jobs?|staff)|unionized (?:work|jobs?|staff))\b|(?<!\p{L})(?:travail|tâches) (?:des|de nos) (?:membres|syndiquée?s)(?!\p{L})/iu;

/**
 * Work that is the executive's own, not union members': their own use of AI as they describe it
 * ("I draft board updates with ChatGPT"), with no staff in it. Read from the quotation when the
 * work quotes them.
 */
export function leadersOwnWork(about: string): boolean {
  const quoted = /“([^”]*)”/.exec(about)?.[1] ?? about;
  return (
    /^\s*(?:I|I['’](?:ve|m|d)|J['’]|Je|Moi)\b|^\s*(?:my|mon|ma|mes) /iu.test(quoted) &&
    !/\b(?:staff|team|teams|crews?|employees|workers|members|line|floor|plant|shop|our people|employés|équipes?|travailleurs|membres|usine|atelier)\b/iu.test(
      quoted,
    )
  );
}

/** The body a union's rule names, as the report names it. */
const BODY = String.raw`(?:the\s+|our\s+)?(union|JLMC|(?:joint\s+)?labou?r[- ]management committee|joint committee)`;
/**
 * "anything new goes to the JLMC first", "the union must see anything new first", « tout ce qui
 * est nouveau passe d'abord par le syndicat »: the body that sees every change before it starts.
 */
const FIRST_TO = [
  new RegExp(
    String.raw`\b(?:goes?|go|must go|has to go|is taken|gets taken|is brought|is presented|comes?)\s+(?:to|before)\s+${BODY}\s+first\b`,
    "iu",
  ),
  new RegExp(
    String.raw`${BODY}\s+(?:must|has to|needs to|gets to)\s+(?:see|review|approve)\s+(?:anything|everything|any\s+\w+)(?:\s+new)?\s+first\b`,
    "iu",
  ),
];
const FIRST_TO_FRENCH =
  /\bpass\w*\s+d['’]abord\s+(?:par|devant)\s+(?:le\s+|la\s+)?(syndicat|comité)/iu;

/** The body a union's rule says sees anything new first ("the JLMC"); none when it says no such thing. */
export function firstTo(sentence: string): string | undefined {
  const french = FIRST_TO_FRENCH.exec(sentence)?.[1];
  if (french) return /^syndicat/iu.test(french) ? "the union" : "the joint committee";
  const body = FIRST_TO.map((p) => p.exec(sentence)?.[1]).find(Boolean);
  if (!body) return undefined;
  return /^JLMC$/i.test(body) ? "the JLMC" : `the ${body.toLowerCase()}`;
}

/** The union body the stated rules say sees anything new first ("the JLMC"), if any. */
export const seesAnythingNewFirst = (
  constraints: readonly StatedConstraint[],
): string | undefined => constraints.find((c) => c.id === "union" && c.firstTo)?.firstTo;

/**
 * A union's bar on AI judging people one by one (review r24): "Le syndicat interdit d'utiliser
 * l'IA pour évaluer les agents un par un", "the union bars AI from rating individual agents".
 * The people it names, in English.
 */
const EVALUATED =
  /(?<!\p{L})(?:evaluat\w*|assess\w*|rat(?:e|es|ing)|scor(?:e|es|ing)|rank\w*|évalu\p{L}*|noter|classer)\s+(?:(?:the|our|its|individual|les|nos|chaque|each)\s+)*(agents?|employees?|staff|workers?|members?|reps?|operators?|drivers?|nurses?|employé\p{L}*|travailleu\p{L}*|membres?|préposé\p{L}*|chauffeurs?|infirmi\p{L}*)(?!\p{L})/iu;
const AI_WORDS =
  /(?<!\p{L})(?:AI|IA|intelligence artificielle|algorithm\w*|algorithme\w*)(?!\p{L})/u;
const PEOPLE_IN_ENGLISH: Record<string, string> = {
  employé: "employees",
  employés: "employees",
  employées: "employees",
  travailleurs: "workers",
  travailleuses: "workers",
  membres: "members",
  préposés: "attendants",
  chauffeurs: "drivers",
  infirmières: "nurses",
  infirmiers: "nurses",
};

/** Those the union bars AI from evaluating one by one ("agents"), if the sentence says so. */
export function evaluationBarred(sentence: string): string | undefined {
  if (!AI_WORDS.test(sentence)) return undefined;
  const people = EVALUATED.exec(sentence)?.[1]?.toLowerCase();
  if (!people) return undefined;
  const english = PEOPLE_IN_ENGLISH[people] ?? people;
  return english.endsWith("s") || english === "staff" ? english : `${english}s`;
}

/** Per-person figures a bar on evaluating people one by one turns into the team's. */
const PER_PERSON =
  /\bper (?:support |sales |call-centre |contact-centre )?(?:agent|rep|employee|worker)\b/giu;

/** A measure, baseline or target counted for the team, never per person: "resolved per agent" -> "resolved across the team". */
export const acrossTheTeam = (text: string): string => text.replace(PER_PERSON, "across the team");

/** The union objected in its own words: a letter, an objection, a grievance. */
const OBJECTED =
  /\b(?:letter|object\w*|grievances?|complain\w*|protest\w*|lettre|grief|griefs|s'oppos\w*)\b/iu;

/** What the report respects of a union's statement, in words. */
export function unionRespect(sentence: string, days: number | null): string {
  const barred = evaluationBarred(sentence);
  if (barred)
    return `AI never used to evaluate or rate ${barred} one by one, as the union requires: every measure counted for the team`;
  if (monitoringOnly(sentence)) {
    const notice = days ? `at least ${days} days' notice` : "notice";
    const floor = ON_THE_FLOOR.test(sentence) ? " on the floor" : "";
    return `the union given ${notice} before any new monitoring technology${floor} (cameras, sensors, tracking people), as the collective agreement requires`;
  }
  if (MONITORING.test(sentence)) {
    // An objection the union sent ("the local sent us a letter objecting…") is its request, not the agreement's words.
    const why = OBJECTED.test(sentence)
      ? "as the union has asked"
      : "as the collective agreement requires";
    return /\bwithout (?:notice|notifying|telling|informing)\b/i.test(sentence)
      ? `no monitoring data (GPS, cameras, app logs) used to discipline staff without notice to the union, ${why}`
      : `no monitoring data (GPS, cameras, app logs) used to discipline or rate staff, ${why}`;
  }
  // "changes to members' work": the union's members, never the leaders' own work.
  const whose = MEMBERS_WORK.test(sentence) ? "its members' work" : "anyone's work";
  if (days)
    return `the union given at least ${days} days' notice before any change to ${whose}, as the collective agreement requires`;
  return /\b(?:notice|notified|notify|inform\w*|avis|préavis|aviser|informer|présent\w*)\b/iu.test(
    sentence,
  )
    ? `the union given notice before any change to ${whose}, as the collective agreement requires`
    : `changes to ${whose} agreed with the union first, under the collective agreement`;
}

/**
 * A union sentence whose notice is stated in the next: both, quoted together ("L'usine est
 * syndiquée (CSN). La convention collective prévoit … au moins 90 jours avant"); null otherwise.
 */
export function noticeElsewhere(text: string, sentence: string): string | null {
  if (noticeDaysIn(sentence) !== null) return null;
  const notice = sentencesOf(text).find((s) => s !== sentence && noticeDaysIn(s) !== null);
  if (!notice) return null;
  const flat = (s: string) => s.trim().replace(/[.;]+$/, "");
  return `${flat(sentence)}. ${flat(notice)}`;
}
