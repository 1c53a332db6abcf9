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
