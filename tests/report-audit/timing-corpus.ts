import { rangeSentences } from "./timing-ranges";

/**
 * Sentences that state a timing rule, in English and in French, each labelled with what it rules
 * out: the months nothing new may start in (a busy season that leaves no time, a window kept for
 * anything new, the busiest month), the notice a union must have before the first pilot, or a
 * date someone leaves by. Sentences labelled `none` state a date that rules nothing out (a budget,
 * a board meeting, a fiscal year, a vendor's review) and must not close a month. The random
 * assessments (random-assessments.ts) add one to the free text; the one-story audit
 * (timing-rules.ts) holds every document to the label.
 */

export interface TimingSentence {
  text: string;
  field: "otherChallenge" | "aiFriction";
  /** The months of the year (0: January) in which nothing new may start. */
  closed?: readonly number[];
  /** The months of the year (0: January) the executive offers for something new: the first pilot starts in one. */
  window?: readonly number[];
  /** Days' notice the union must have before the first pilot starts. */
  noticeDays?: number;
  /** Someone leaves in this month of 2027 (0: January): capturing what they know ends before. */
  leaves2027?: number;
}

const range = (from: number, to: number) => {
  const months = [from];
  for (let m = from; m !== to;) months.push((m = (m + 1) % 12));
  return months;
};

export const timingCorpus: readonly TimingSentence[] = [
  // Busy seasons that leave no time for anything new.
  {
    text: "Our busy season is summer and nothing new goes in then.",
    field: "otherChallenge",
    closed: range(5, 7),
  },
  {
    text: "Nobody has time between April and October.",
    field: "aiFriction",
    closed: range(3, 9),
  },
  {
    text: "We are slammed from September to December and nothing new goes in then.",
    field: "otherChallenge",
    closed: range(8, 11),
  },
  {
    text: "Harvest takes everyone from August to October, so no new projects then.",
    field: "aiFriction",
    closed: range(7, 9),
  },
  {
    text: "The holiday season is all hands on deck, from November to December.",
    field: "otherChallenge",
    closed: range(10, 11),
  },
  {
    text: "Personne n'a le temps de juin à août.",
    field: "aiFriction",
    closed: range(5, 7),
  },
  {
    text: "En haute saison, de mai à septembre, nous sommes débordés et rien de nouveau n'entre.",
    field: "otherChallenge",
    closed: range(4, 8),
  },
  {
    text: "L'hiver, de décembre à février, aucun nouveau projet ne démarre.",
    field: "aiFriction",
    closed: range(11, 1),
  },
  // Windows offered for something new, in other words than a rule: the first pilot starts in them.
  {
    text: "Our quiet months are November to March, that's when we can try new things.",
    field: "otherChallenge",
    window: range(10, 2),
  },
  { text: "We can only try new things in winter.", field: "aiFriction", window: range(11, 1) },
  {
    text: "L'été est plus calme, c'est là qu'on peut essayer des choses.",
    field: "otherChallenge",
    window: range(5, 7),
  },
  // Windows kept for anything new: the months outside them are closed.
  {
    text: "Anything new has to happen between November and March.",
    field: "aiFriction",
    closed: range(3, 9),
  },
  {
    text: "New tools can only go in between January and April.",
    field: "aiFriction",
    closed: range(4, 11),
  },
  {
    text: "Tout nouveau projet doit se faire entre novembre et mars.",
    field: "aiFriction",
    closed: range(3, 9),
  },
  // The busiest month, from the counts the executive gave.
  {
    text: "We handle 40 files a month in April and 12 in January.",
    field: "otherChallenge",
    closed: [3],
  },
  {
    text: "Nous voyons 400 patients par mois en février et 150 en août.",
    field: "otherChallenge",
    closed: [1],
  },
  // A union's notice before the first pilot.
  {
    text: "Our warehouse staff are Teamsters and the collective agreement requires 12 weeks' notice of any technological change.",
    field: "aiFriction",
    noticeDays: 84,
  },
  {
    text: "Nos employés sont syndiqués et la convention collective exige un préavis écrit de 90 jours avant tout changement technologique.",
    field: "aiFriction",
    noticeDays: 90,
  },
  // A departure on a date.
  {
    text: "Our head brewer, Tomas, retires in September 2027 and twenty years of know-how about our recipes lives in his notebooks.",
    field: "otherChallenge",
    leaves2027: 8,
  },
  {
    text: "Notre contremaître, Réjean, part à la retraite en juin 2027 et son savoir-faire sur les vieilles machines n'est écrit nulle part.",
    field: "otherChallenge",
    leaves2027: 5,
  },
  // Dates that close no month.
  { text: "Next year's budget is set in January.", field: "aiFriction" },
  { text: "Le budget est adopté par le conseil en avril.", field: "aiFriction" },
  { text: "Our board meets in March to approve new spending.", field: "aiFriction" },
  { text: "Our fiscal year ends in March.", field: "aiFriction" },
  {
    text: "Every new vendor must pass a security review that takes three months.",
    field: "aiFriction",
  },
  {
    text: "Chaque nouveau fournisseur doit passer une évaluation de sécurité qui prend quatre mois.",
    field: "aiFriction",
  },
  { text: "Our slow season is in January.", field: "otherChallenge" },
  { text: "Nothing new to report on AI since last summer.", field: "aiFriction" },
];

/** The labelled timing sentences an assessment's free text holds, ranges of months (timing-ranges.ts) too. */
export const timingSentencesIn = (texts: readonly (string | undefined)[]): TimingSentence[] =>
  [...timingCorpus, ...rangeSentences].filter((s) => texts.some((t) => t?.includes(s.text)));
