/**
 * The clause that says what a figure measures. A figure standing alone in its clause ("Rejected
 * pallets were sent back, about $75k last year"; "Refused shipments at the DC: around $55k") is
 * what the clause before it names: the two are read together.
 */

/** Words a clause may hold beside its figure and still say nothing of what the figure is. */
const BARE_WORDS =
  /^(?:about|around|roughly|nearly|almost|over|some|at|least|more|than|up|to|last|this|past|previous|per|a|an|the|each|every|in|year|years|month|months|quarter|season|week|annually|yearly|alone|total|environ|près|de|plus|au|moins|l|an|dernier|dernière|passé|passée|année|par|chaque|en|\$?\d[\d,.]*\s?(?:k|m|\$)?)$/iu;

/** Whether the clause holds nothing but the figure, its size and its period. */
export const isBareFigureClause = (clause: string, figure = ""): boolean =>
  clause
    .replace(figure, " ")
    .split(/[^\p{L}\d]+/u)
    .filter(Boolean)
    .every((word) => BARE_WORDS.test(word));

/** The clause the figure stands in, joined to the one before it when it stands alone. */
export function figureClause(clauses: readonly string[], figure: string): string | undefined {
  const at = clauses.findIndex((c) => c.includes(figure));
  if (at < 0) return undefined;
  const clause = clauses[at]!;
  return at > 0 && isBareFigureClause(clause, figure) ? `${clauses[at - 1]} ${clause}` : clause;
}
