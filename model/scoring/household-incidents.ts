/**
 * What the family's own words tell beyond its uses: an incident that happened (a scam call, a
 * deepfake), the worries it names (a child's AI companion, AI-made videos reaching an elder, a
 * teacher's worry about plagiarism, homework done with AI in secret) and older relatives in the
 * household. English and French.
 */

/** A scam or fraud attempt, a voice clone, an impersonation. */
const SCAM =
  /\b(?:scam\w*|fraud\w*|con artists?|phishing|voice[- ]?clon\w*|clon\w* (?:his |her |their )?voices?|pretend(?:ed|ing) to be|pos(?:ed|ing) as|impersonat\w*|fake (?:calls?|kidnapping|emergency|bank\w*|nephew|niece|grand\w+|son|daughter|relatives?|police\w*|officers?|lawyers?|CRA))\b|(?<!\p{L})(?:arnaqu\w*|escroc\w*|fraud\w*|hameçonnage|clonage de (?:la )?voix|voix clonée|(?:se faisant|s['’]est fait) passer pour|faux (?:appel|petit-fils|policier|banquier)|usurpation)(?!\p{L})/iu;

/** An AI-made intimate or faked image of someone. */
const DEEPFAKE =
  /\b(?:deep ?fakes?|nudif\w*|fake nudes?|(?:AI[- ]generated|fake) (?:nude|explicit) \w+)\b|(?<!\p{L})(?:hypertrucage\w*|fausses? (?:images?|photos?) (?:intimes?|nues?|truquées?))(?!\p{L})/iu;

/** AI-made videos or news taken as true. */
const MISINFORMATION =
  /\b(?:(?:AI[- ](?:generated|made)|fake) (?:\w+ )?(?:videos?|news|posts?|clips?)|misinformation|disinformation)\b|(?<!\p{L})(?:désinformation|fausses nouvelles|infox|vidéos? (?:\p{L}+ )?(?:générées?|faites?|créées?) (?:par|avec) (?:l['’])?IA)(?!\p{L})/iu;

/** A chatbot as a friend or confidant. */
const COMPANION =
  /\b(?:character\.?\s?ai|replika|my ai|ai (?:friend|girlfriend|boyfriend|companion)s?|companion (?:apps?|bots?|chatbots?)|talks? to (?:an? |the )?(?:chatbot|bot|ai)|confides? in)\b|(?<!\p{L})(?:ami(?:e)? virtuel(?:le)?|compagnon virtuel|(?:parle|discute|se confie) (?:à|avec) (?:un |une |le |la )?(?:chatbot|robot|IA))(?!\p{L})/iu;

const PLAGIARISM = /\b(?:plagiari\w*|cheat\w*)\b|(?<!\p{L})(?:plagiat|trich\w*)(?!\p{L})/iu;

const SECRET =
  /\b(?:secretly|in secret|behind (?:our|my) backs?|without (?:telling|asking) (?:us|me))\b|(?<!\p{L})(?:en cachette|en secret|à notre insu|sans nous le dire)(?!\p{L})/iu;

/** Words that say something happened, rather than might. */
const HAPPENED =
  /\b(?:nearly|almost|lost|got (?:an? )?|received|fell for|sent|wired|paid|transferred|gave|clicked|happened|victim|targeted|tricked|fooled|was (?:scammed|defrauded|called)|last (?:week|month|year|spring|summer|fall|autumn|winter))\b|(?<!\p{L})(?:a failli|a presque|a perdu|ont perdu|a reçu|avons reçu|ont reçu|s['’]est fait|se sont fait|victime|a envoyé|a payé|a viré|a transféré|l['’]an dernier|l['’]année dernière|le mois dernier|la semaine dernière)(?!\p{L})/iu;

/** A faked image that was made or spread. */
const SPREAD =
  /\b(?:made|shared|posted|sent|circulat\w*|spread)\b|(?<!\p{L})(?:a fait|ont fait|a partagé|ont partagé|a circulé|a publié|ont publié)(?!\p{L})/iu;

const WORRY =
  /\b(?:worr\w*|concern\w*|afraid|fear\w*|scared|nervous|anxious)\b|(?<!\p{L})(?:inqui\w*|peur|crain\w*)(?!\p{L})/iu;

/** An older relative: "my parents live with us", "my mother (81)", "ma grand-mère". */
const ELDER =
  /\b(?:(?:my|our) (?:elderly |aging |ageing |old )?(?:mother|father|mom|mum|dad|parents|in-laws|mother-in-law|father-in-law|grandmother|grandfather|grandma|grandpa)|grandparents?|(?:elderly|aging|ageing) (?:parents?|mother|father|relatives?))\b|(?<!\p{L})(?:ma mère|mon père|mes parents|nos parents|ma belle-mère|mon beau-père|mes beaux-parents|grands?-parents?|grand-mère|grand-père)(?!\p{L})/iu;

export type HouseholdIncidentKind = "scam" | "deepfake";
export type HouseholdWorry =
  "scam" | "deepfake" | "misinformation" | "companion" | "plagiarism" | "secret";

export interface HouseholdIncident {
  kind: HouseholdIncidentKind;
  /** The family's clause that tells it, to quote back. */
  words: string;
  /** An older relative was the one reached ("My mother (81) nearly wired…"). */
  elder: boolean;
}

/** The family's words as clauses: sentences and the parts a semicolon separates. */
export const clausesOf = (words: string | null | undefined): string[] =>
  (words ?? "")
    .split(/(?<!\d)[.;!?\n]+(?!\d)/u)
    .map((clause) => clause.replace(/\s+/g, " ").trim())
    .filter(Boolean);

/** The scam or deepfake the words say happened, the first one told; null when none did. */
export function householdIncident(words: string | null | undefined): HouseholdIncident | null {
  for (const clause of clausesOf(words)) {
    const kind = SCAM.test(clause) ? "scam" : DEEPFAKE.test(clause) ? "deepfake" : null;
    if (kind && (HAPPENED.test(clause) || (kind === "deepfake" && SPREAD.test(clause))))
      return { kind, words: clause, elder: ELDER.test(clause) };
  }
  return null;
}

/** The worries the words name, an incident's kind among them. */
export function householdWorries(words: string | null | undefined): HouseholdWorry[] {
  const text = words ?? "";
  const found: [HouseholdWorry, RegExp][] = [
    ["scam", SCAM],
    ["deepfake", DEEPFAKE],
    ["misinformation", MISINFORMATION],
    ["companion", COMPANION],
    ["plagiarism", PLAGIARISM],
    ["secret", SECRET],
  ];
  return found.filter(([, pattern]) => pattern.test(text)).map(([worry]) => worry);
}

/** Whether the words tell of a chatbot as a friend or confidant ("talks to Snapchat's My AI"). */
export const namesCompanion = (words: string): boolean => COMPANION.test(words);

/** Whether the words name an older relative in the family. */
export const namesElders = (words: string | null | undefined): boolean => ELDER.test(words ?? "");

/**
 * A clause that tells of a risk rather than a use: an incident, a worry, AI-made videos reaching
 * someone. Its words ("health videos", "a call") are never read as the household's uses.
 */
export const tellsOfRisk = (clause: string): boolean =>
  [SCAM, DEEPFAKE, MISINFORMATION, PLAGIARISM, WORRY].some((pattern) => pattern.test(clause));
