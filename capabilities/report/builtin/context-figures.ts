/**
 * Figures that set the scene rather than measure the pain (issue 34, round 15): a distance ("up
 * to 180 km a day"), revenue or a budget ("about $950,000 a year"), a deadline the work must meet
 * ("within 5 days"), a headcount ("12 workers a shift"). They stay in the executive's quoted
 * words, but no pilot takes them as its baseline: only a time, a share lost, a backlog, a count of
 * misses or money lost measures a problem. The length of a season or a process is
 * natural-durations.ts's.
 */

const DISTANCE = /\d\s*(?:km|kilom\p{L}*|miles?|mi)(?!\p{L})/iu;
const HEADCOUNT = /(?<!\p{L})(?:staff|employees|workers|employés|salariés|travailleurs)(?!\p{L})/iu;
/** "$950,000", "31 M$", "2 millions de dollars". */
const MONEY_BEFORE = /(?:\$|C\$|CA\$)\s*$/u;
const MONEY_AFTER = /^\s*(?:[km]?\s?\$|millions?|dollars)/iu;
/** "within 5 days", "no later than", "d'ici 5 jours", "dans les 48 heures". */
const DEADLINE_BEFORE =
  /(?<!\p{L})(?:within|in under|no later than|by the|d['’]ici|dans les|dans un délai de|en moins de)\s+$/iu;
/**
 * Money a figure measures when the words say it was lost, paid or tied up by the problem: goods
 * rejected, refused, sent back or returned are money lost too ("rejected pallets were sent back"),
 * and so is work turned away or that could not be done ("$1.2 million in peat we could not
 * harvest", "we turned away $180,000 of work": review r20).
 */
const LOSS =
  /(?<!\p{L})(?:(?:tie[sd]?|tying|locked|locks?) up|immobilis\p{L}*|los[est]\p{L}*|lost|cost\p{L}*|wast\p{L}*|downgrad\p{L}*|written off|wrote off|write-?offs?|claims?|unpaid|chargebacks?|spoil\p{L}*|penalt\p{L}*|fines?|refund\p{L}*|overtime|pertes?|perd\p{L}*|coût\p{L}*|gaspill\p{L}*|amendes?|pénalités?|remboursé\p{L}*|réclamations?|déclass\p{L}*|radié\p{L}*|reject\p{L}*|sent back|(?<!(?:tax|income|investment)\s)returns?(?!\s+on)|returned|refus\p{L}*|deductions?|credits? (?:issued|given|back)|rejet\p{L}*|retourn\p{L}*|renvoy\p{L}*|turn(?:ed|ing)? (?:away|down)|could not|couldn['’]t|unable to|n['’]avons pas pu|refusé\p{L}*)(?!\p{L})/iu;

/**
 * A cost the customer bears, not the business (review r26: "a combine down in harvest costs the
 * farmer $1,000+ an hour"): the business's reason to care, never a cost of its own to bring down.
 */
export const CUSTOMERS_COST =
  /\bcosts?\s+(?:the|our|a|each|every|their)\s+(?:farmers?|customers?|clients?|members?|patients?|owners?|growers?|guests?|tenants?|residents?|shippers?|users?)\b/iu;

/** A figure someone requires or targets: the goal, never today's baseline. */
const REQUIRED_BEFORE =
  /\b(?:will require|requires?|required|must (?:be|stay|get|reach|keep)|target(?:s|ed)?(?: of| is)?|goal(?: of| is)?|exig\w*|cible)\b[^.;]{0,40}?\b(?:under|below|over|above|at least|at most|no more than|of|sous|moins de|au moins)?\s*$/iu;

/**
 * Whether the figure found at `at` in the text is context, not a measure of the problem:
 * `clause` is the clause it stands in.
 */
export function isContextFigure(text: string, at: number, figure: string, clause: string): boolean {
  if (DISTANCE.test(figure)) return true;
  const before = text.slice(Math.max(0, at - 30), at);
  if (DEADLINE_BEFORE.test(before)) return true;
  // "will require missed-visit rates under 2%" (review r27): the figure required is the target.
  if (REQUIRED_BEFORE.test(text.slice(Math.max(0, at - 60), at))) return true;
  const lost = LOSS.test(clause);
  const after = text.slice(at + figure.length, at + figure.length + 12);
  const money = MONEY_BEFORE.test(before) || MONEY_AFTER.test(after) || figure.includes("$");
  if (money && (!lost || CUSTOMERS_COST.test(clause))) return true;
  return HEADCOUNT.test(figure) && !lost;
}
