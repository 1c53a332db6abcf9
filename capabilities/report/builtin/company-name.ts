/**
 * The company as the report's prose names it after the first mention (review r27: "Sandhu
 * Lindqvist LLP, Chartered Professional Accountants" 38 times read as mail-merge): its legal form
 * and a descriptor after a comma left out ("Sandhu Lindqvist", "Northshield Underground
 * Services", "Meubles Chaudière-Poulin"). The first sentence keeps the full name.
 */

/** A legal form at the end of the name, in English or French. */
const LEGAL_FORM =
  /,?\s+(?:Inc\.?|Incorporated|Ltd\.?|Limited|Ltée|Ltee|LLP|LLC|L\.L\.P\.|Corp\.?|Corporation|Co\.|ULC|S\.E\.N\.C\.R\.L\.|SENCRL|s\.e\.n\.c\.r\.l\.|inc\.?|ltée)$/u;
/** A descriptor after the legal form: ", Chartered Professional Accountants", ", CPA". */
const DESCRIPTOR = /^(.*?\s(?:LLP|LLC|Inc\.?|Ltd\.?|inc\.?|Ltée|S\.E\.N\.C\.R\.L\.)),\s+[^,]+$/u;

export function shortCompanyName(name: string): string {
  let short = (DESCRIPTOR.exec(name)?.[1] ?? name).trim();
  for (let again = true; again;) {
    const cut = short.replace(LEGAL_FORM, "").trim();
    again = cut !== short && cut.length > 1;
    if (again) short = cut;
  }
  return short.length > 1 ? short : name;
}
