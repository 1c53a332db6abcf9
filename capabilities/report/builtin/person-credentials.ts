/**
 * A name typed with its credentials ("Sanjay Mehta RN", "Priya Kaur, P.Eng.", "Luc Caron ing.,
 * MBA") is the person and their letters: the report addresses "Sanjay Mehta" and shows the
 * letters once, beside the role ("Sanjay Mehta (RN, Director of Care)"), never as part of the
 * name ("Sanjay Mehta RN's words").
 */

export interface PersonName {
  /** "Sanjay Mehta". */
  name: string;
  /** "RN", "P.Eng., PMP"; null when none was typed. */
  credentials: string | null;
}

/**
 * One credential: a dotted designation ("P.Eng.", "P.Ag.", "P.Geo.", "Ph.D.", "LL.B.") or the
 * French "ing." and "agr." the Québec orders use, which no surname looks like; or letters in
 * capitals from the known list, since a surname may be typed in capitals too ("Marie ROY").
 */
const DOTTED =
  /^(?:\p{Lu}[\p{Ll}]{0,4}\.){2,3}$|^(?:\p{Lu}[\p{Ll}]{0,4}\.)\p{Lu}[\p{Ll}]{1,4}\.?$|^(?:ing|agr)\.$/u;
const LETTERS = new Set(
  "RN RPN LPN NP MD DDS DMD CPA CA CMA CGA FCPA CFA CFP PFP CIM CHRP CPHR CRHA CHRL PMP MBA PHD LLB JD QC KC RD RMT OT PT RSW MSW PENG PAG PGEO CET RPF RPBIO EP CEP ICD.D".split(
    " ",
  ),
);

const isCredential = (token: string) => {
  const bare = token.replace(/,$/, "");
  return (
    DOTTED.test(bare) ||
    (LETTERS.has(bare.toUpperCase().replace(/\.(?=.)/g, "")) && bare === bare.toUpperCase()) ||
    /^Ph\.?D\.?$/.test(bare)
  );
};

export function personName(typed: string): PersonName {
  const tokens = typed.trim().split(/\s+/);
  let end = tokens.length;
  // Keep two words of name at least: "Li Na" is never read as "Li" with letters "NA".
  while (end > 2 && isCredential(tokens[end - 1]!)) end -= 1;
  if (end === tokens.length) return { name: typed.trim(), credentials: null };
  const name = tokens.slice(0, end).join(" ").replace(/,$/, "");
  const credentials = tokens
    .slice(end)
    .map((t) => t.replace(/,$/, ""))
    .join(", ");
  return { name, credentials };
}

/** "Sanjay Mehta (RN, Director of Care)", "Sanjay Mehta (Director of Care)". */
export const nameWithRole = (person: PersonName, role: string) =>
  `${person.name} (${[person.credentials, role].filter(Boolean).join(", ")})`;
