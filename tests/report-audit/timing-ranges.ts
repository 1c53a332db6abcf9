import { FRENCH_MONTHS } from "@/capabilities/report/builtin/months";
import { MONTHS } from "@/capabilities/report/builtin/text";
import type { TimingSentence } from "./timing-corpus";

/**
 * Ranges of months closed to anything new, written every way an executive writes one, in English
 * and in French (a freeze, or a busy season the work runs through, when nothing new starts): "to", "through", "until", a dash, "between … and", "from … to", "entre … et",
 * "de … à", abbreviations, the middle or end of a month, two sentences ("… Nothing changes
 * then."), and ranges that wrap the year ("November to February"). Each is labelled with the whole
 * range: both ends and every month between (issue 34).
 */

const ENGLISH = MONTHS;
const FRENCH = FRENCH_MONTHS;
const FRENCH_SHORT = [
  "janv.",
  "févr.",
  "mars",
  "avr.",
  "mai",
  "juin",
  "juil.",
  "août",
  "sept.",
  "oct.",
  "nov.",
  "déc.",
];

const short = (m: number) => ENGLISH[m]!.slice(0, 3);
/** "Oct.", "Sep.", and "May" as it is: an abbreviation's full stop. */
const dotted = (m: number) => (ENGLISH[m]!.length > 3 ? `${short(m)}.` : ENGLISH[m]!);
/** "de mai", "d'octobre": French elides "de" before a vowel. */
const fromFrench = (m: number) => (/^[aeiouâéè]/i.test(FRENCH[m]!) ? "d'" : "de ") + FRENCH[m];

type Form = { field: TimingSentence["field"]; text: (from: number, to: number) => string };

const FORMS: readonly Form[] = [
  {
    field: "otherChallenge",
    text: (a, b) => `Our peak is ${ENGLISH[a]} to ${ENGLISH[b]}, nothing changes then.`,
  },
  {
    field: "otherChallenge",
    text: (a, b) => `${ENGLISH[a]} to ${ENGLISH[b]} is our peak and nothing changes then.`,
  },
  {
    field: "aiFriction",
    text: (a, b) => `Nothing new during our busy season, ${short(a)}–${short(b)}.`,
  },
  {
    field: "aiFriction",
    text: (a, b) => `No new projects from ${ENGLISH[a]} through ${ENGLISH[b]}.`,
  },
  {
    field: "otherChallenge",
    text: (a, b) =>
      `We are slammed between ${ENGLISH[a]} and ${ENGLISH[b]}, so nothing new goes in then.`,
  },
  {
    field: "otherChallenge",
    text: (a, b) =>
      `Our busy season runs ${dotted(a)} to ${dotted(b)} and nothing new goes in then.`,
  },
  {
    field: "aiFriction",
    text: (a, b) => `We have a change freeze from mid-${ENGLISH[a]} to mid-${ENGLISH[b]}.`,
  },
  {
    field: "otherChallenge",
    text: (a, b) => `Our peak runs ${ENGLISH[a]} until ${ENGLISH[b]}. Nothing changes then.`,
  },
  {
    field: "aiFriction",
    text: (a, b) => `Rien de nouveau pendant la haute saison, ${fromFrench(a)} à ${FRENCH[b]}.`,
  },
  {
    field: "otherChallenge",
    text: (a, b) =>
      `Notre période de pointe va ${fromFrench(a)} à ${FRENCH[b]} et rien ne change à ce moment-là.`,
  },
  {
    field: "aiFriction",
    text: (a, b) => `Aucun nouveau projet entre ${FRENCH[a]} et ${FRENCH[b]}.`,
  },
  {
    field: "aiFriction",
    text: (a, b) => `Rien de nouveau de la mi-${FRENCH[a]} à la fin ${FRENCH[b]}.`,
  },
  {
    field: "otherChallenge",
    text: (a, b) =>
      `Pendant notre saison la plus occupée (${FRENCH_SHORT[a]} à ${FRENCH_SHORT[b]}), aucun changement.`,
  },
  // Busy seasons the work runs through: no pilot starts and no rollout lands in them.
  { field: "otherChallenge", text: (a, b) => `Our season runs ${ENGLISH[a]} to ${ENGLISH[b]}.` },
  {
    field: "otherChallenge",
    text: (a, b) => `About 60% of our sales come from mid-${ENGLISH[a]} to ${ENGLISH[b]}.`,
  },
  { field: "aiFriction", text: (a, b) => `We roof ${short(a)}–${short(b)} up here.` },
  {
    field: "otherChallenge",
    text: (a, b) => `De la mi-${FRENCH[a]} à ${FRENCH[b]}, on fait 60 % du chiffre d'affaires.`,
  },
  {
    field: "aiFriction",
    text: (a, b) => `Notre haute saison va ${fromFrench(a)} à ${FRENCH[b]}.`,
  },
];

/** Two, three and five months from each month of the year, so ranges start and wrap everywhere. */
const LENGTHS = [2, 3, 5];

const range = (from: number, length: number) => Array.from({ length }, (_, i) => (from + i) % 12);

/** Every form over every range above: the sentences, each labelled with its whole range. */
export const rangeSentences: readonly TimingSentence[] = FORMS.flatMap((form) =>
  ENGLISH.flatMap((_, from) =>
    LENGTHS.map((length) => {
      const closed = range(from, length);
      return { text: form.text(from, closed.at(-1)!), field: form.field, closed };
    }),
  ),
);
