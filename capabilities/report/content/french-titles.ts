/**
 * An executive's French title as the report's English names their role: "the Directrice
 * générale" read as a French title glued to an English article (review r18), so the role the
 * report assigns work to ("the General Manager confirms…") is said in English. The title as
 * written stays in the header and the summary. Each pattern matches the whole title; a title
 * none matches is kept as written.
 */
export const FRENCH_TITLES: readonly (readonly [RegExp, string])[] = [
  [
    /^(?:président(?:e)?[- ]directeur|présidente?[- ]directrice) générale?$|^p\.?-?d\.?g\.?$/iu,
    "President and CEO",
  ],
  [/^chef de la direction$/iu, "CEO"],
  [/^(?:directeur général adjoint|directrice générale adjointe)$/iu, "Deputy General Manager"],
  [/^(?:directeur général|directrice générale|dg)$/iu, "General Manager"],
  [/^(?:directeur|directrice) des opérations$/iu, "Director of Operations"],
  [/^(?:directeur|directrice) des finances$/iu, "Director of Finance"],
  [/^(?:directeur|directrice) (?:des ventes|commerciale?)$/iu, "Director of Sales"],
  [/^(?:directeur|directrice)$/iu, "Director"],
  [/^présidente?$/iu, "President"],
  [/^vice-présidente?$/iu, "Vice-President"],
  [/^associée? (?:principale?|directrice|directeur)$/iu, "Managing Partner"],
  [/^associée?$/iu, "Partner"],
  [/^copropriétaire$/iu, "Co-owner"],
  [/^propriétaire$/iu, "Owner"],
  [/^(?:fondateur|fondatrice)$/iu, "Founder"],
  [/^(?:gérant|gérante)$/iu, "Manager"],
  [/^(?:contrôleur|contrôleuse)$/iu, "Controller"],
];

/** The role the report gives the executive: their title in English where it is a French one listed. */
export function executiveRoleOf(title: string): string {
  const trimmed = title.trim();
  return FRENCH_TITLES.find(([pattern]) => pattern.test(trimmed))?.[1] ?? trimmed;
}
