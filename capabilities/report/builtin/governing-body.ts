/**
 * A governing body in French. "Conseil" is also advice ("un conseil", "des conseils", "besoin de
 * conseils"): only "le conseil d'administration", "le CA" and "notre conseil" are a board, and
 * "le conseil" that adopts or meets is a council (of a town, a band, a school), never a board.
 */

/**
 * A board: "le conseil d'administration", "notre conseil", and "CA" where it governs ("approuvé
 * par le CA", "le CA se réunit"): "notre CA a baissé" is turnover.
 */
export const FRENCH_BOARD =
  /(?<!\p{L})(?:[Cc]onseils? d['’]administration|[Nn]otre conseil(?!s|\p{L})|(?:par|devant|au|[Aa]u) (?:le |notre )?CA(?!\p{L})|(?:[Ll]e|[Nn]otre) CA (?:se réunit|approuve|adopte|vote|décide|doit)(?!\p{L}))/u;

/** A council: "le conseil", "au conseil", "du conseil", never "un conseil" or "des conseils". */
export const FRENCH_COUNCIL = /(?<!\p{L})(?:le|du|au|ce|leur|son) conseil(?!s|\p{L})/iu;

/** The body a French clause names, in English, or null: "the board", "the council". */
export function frenchBodyIn(clause: string): string | null {
  if (FRENCH_BOARD.test(clause)) return "the board";
  if (FRENCH_COUNCIL.test(clause)) return "the council";
  return null;
}
