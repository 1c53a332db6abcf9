/**
 * A product's name as the executive writes it in a list of systems: capitalised words or figures
 * ("Sage 300 CRE", "myLTSA", "RTP|One"), with a version that follows it in lower case ("Trados
 * Studio version 14", "memoQ v11") kept with it, never a list item of its own.
 */
const WORD = String.raw`(?:\p{Lu}|\d|\p{Ll}+\p{Lu})[\p{L}\d.&+'’|-]*`;
const VERSION = String.raw`(?:[Vv]ersion|[Vv]er\.|[Vv]\.?|[Rr]elease|[ÉéEe]dition)\s?\d[\d.]*`;
const SOURCE = String.raw`(?<![\p{L}\d])${WORD}(?:\s+|$)(?:(?:${WORD}|${VERSION})(?:\s+|$))*`;

/** Every product named in a text. */
export const productsPattern = (): RegExp => new RegExp(SOURCE, "gu");

/** The first product named in a text. */
export const PRODUCT_NAME = new RegExp(SOURCE, "u");
