import type { AssessmentInput } from "@/model/assessment/schemas";
import { oneLine, sentencesOf } from "./theme-patterns";

/**
 * The executive's words saying personal or client data already went into an AI tool ("she
 * stopped when we realised we were pasting drivers' personal information into it"), quoted: the
 * shadow-AI risk then says it happened, never "once staff follow your lead". A rule that keeps
 * such data out ("with no client names in it") is no incident.
 */

const PUT_IN =
  /\b(?:past(?:ed|ing)|put(?:ting)?|enter(?:ed|ing)|upload(?:ed|ing)|typ(?:ed|ing)|fed|feeding|shared|sharing|coll(?:ait|aient|é|ée|és|ées|ions)|y collait|saisi\w*|mis|mettait|téléversé\w*)\b/iu;
const PERSONAL =
  /\b(?:personal (?:information|data|details)|client (?:names|files|data|details|information)|customer (?:names|data|details|information)|patient (?:names|data|details|information)|employee (?:data|records)|confidential|renseignements personnels|données (?:personnelles|confidentielles|des clients)|noms? de(?:s)? clients?)\b/iu;
/** "never", "no", "without", "jamais": a rule or a safe practice, not an incident. */
const KEPT_OUT =
  /\b(?:never|no|not|without|don['’]t|do not|keep|kept|jamais|sans|aucun\w*|ne\s+\w+\s+pas)\b[^.;]{0,30}$/iu;

export function dataIncidentIn(text: string | null | undefined): string | null {
  for (const sentence of sentencesOf(text ?? "")) {
    const data = PERSONAL.exec(sentence);
    if (!data || !PUT_IN.test(sentence.slice(0, data.index))) continue;
    if (KEPT_OUT.test(sentence.slice(0, data.index))) continue;
    return oneLine(sentence.replace(/[.!?;]+$/, ""), 200);
  }
  return null;
}

/** Client or staff data, as a list or records: "a client list", "candidate files", « la liste des clients ». */
const DATA_SET =
  /(?<!\p{L})(?:(?:client|customer|candidate|patient|member|employee|staff|donor|guest|tenant)s?['’]?\s+(?:lists?|names|files|records|data|details|information|spreadsheets?|database|contacts)|(?:liste|fichier|base de données|dossiers?)s?\s+(?:des |de )?(?:clients?|candidats?|patients?|membres?|employés?|donateurs?))(?!\p{L})/iu;
/** Sent where the company does not control it: "to a personal account", "to his Gmail", « à son adresse personnelle ». */
const OUTSIDE =
  /(?<!\p{L})(?:to (?:(?:a|an|his|her|their|our|my) )?(?:own |private )?(?:personal|home|private|gmail|hotmail|yahoo)\b|(?:data )?(?:breach|leak)(?:ed)?|(?:à|vers) (?:son|sa|leur|une?) (?:adresse |compte |courriel )?(?:personnel(?:le)?|privée?)|fuite|(?:compte|adresse|courriel) personnel(?:le)?)(?!\p{L})/iu;

/** Said as done: "emailed", "sent", "took", « a envoyé », « ont transféré ». */
const HAPPENED =
  /(?<!\p{L})(?:(?:e-?mail|forward|upload|download|copi|leak|post|shar|text|transferr)ed|sent|took|lost|(?:a|ont|avait|avaient)\s+(?:envoyé|transféré|copié|perdu|emporté|téléchargé|partagé|publié)|s['’]est (?:retrouvée?|fait voler))(?!\p{L})/iu;
/** A rule, a fear or a hypothesis, not a leak: "never", "might", "we worry", « jamais », « pourrait ». */
const MIGHT_HAPPEN =
  /(?<!\p{L})(?:never|no one|nobody|not|don['’]t|might|could|would|may|worr\w*|afraid|fear\w*|if|in case|jamais|pourrai\p{L}*|crain\p{L}*|peur|si)(?!\p{L})/iu;

/**
 * The executive's words saying client or staff data already left the company outside any AI
 * tool ("last year an employee emailed a client list to a personal account", « une employée a
 * envoyé la liste des clients à son adresse personnelle »), quoted: the AI policy and the
 * shadow-AI risk refer to it. A rule that keeps data in ("never to a personal account") is no
 * incident.
 */
export function dataLeakIn(answers: AssessmentInput): string | null {
  for (const field of ["aiFriction", "otherChallenge", "aiExperience"] as const)
    for (const sentence of sentencesOf(answers[field] ?? "")) {
      const data = DATA_SET.exec(sentence);
      if (!data || !OUTSIDE.test(sentence)) continue;
      if (!HAPPENED.test(sentence) || MIGHT_HAPPEN.test(sentence)) continue;
      return oneLine(sentence.replace(/[.!?;]+$/, ""), 200);
    }
  return null;
}
