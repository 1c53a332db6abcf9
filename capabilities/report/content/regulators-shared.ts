import type { ProvinceCode } from "./jurisdictions";
import type { RiskSignals } from "./risks-types";
import type { Profession } from "./types";

/** A regulator or set of rules that governs a company's AI use, as its risk sentences name it. */
export interface Regulator {
  /** The regulator or its rules, as the sentences name it. */
  name: string;
  /** What could go wrong under it, in this sector's terms. */
  risk: string;
  /** What it expects of AI use, for the mitigation. */
  duty: string;
  /** Why it governs this company, for the "why" sentence. */
  because: string;
}

export const provinceOf = (s: RiskSignals): ProvinceCode | null => s.jurisdiction.province;

/** "in Kelowna, British Columbia". */
export const inPlace = (s: RiskSignals) => s.jurisdiction.inLabel;

/** " (shown by its name)": what in the answers shows the profession, or nothing. */
export const shown = (s: RiskSignals, profession: Profession) => {
  const by = s.shownBy[profession];
  return by ? ` (shown by ${by})` : "";
};

/** A body named by province, or the general wording where the province has none listed. */
export const byProvince = <T>(
  s: RiskSignals,
  table: Partial<Record<ProvinceCode, T>>,
  otherwise: T,
): T => {
  const p = provinceOf(s);
  return (p && table[p]) ?? otherwise;
};

/**
 * A body no table lists, described by what it does and where, never an unfilled "your provincial
 * college of X" slot (a territory has no provincial body): "the body that licenses pharmacists and
 * pharmacies in Yukon", "in the Northwest Territories", "where you operate" with no place known.
 */
export const bodyThere = (s: RiskSignals, does: string): string => {
  const named = bodyNamedIn(s.ownWords, does.replace(/^\S+\s+/, ""));
  if (named) return named;
  const p = provinceOf(s);
  if (!p || !s.jurisdiction.provinceName) return `the body that ${does} where you operate`;
  return `the body that ${does} in ${p === "NT" ? "the " : ""}${s.jurisdiction.provinceName}`;
};

const BODY_HEAD = String.raw`(?:Association|Corporation|College|Institute|Society|Order|Board|Council|Chamber)`;
const titled = (words: string) =>
  words
    .split(" ")
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(" ");

/**
 * The licensing body the executive names for the members the body licenses ("the Association of
 * Prince Edward Island Land Surveyors", "the Alberta Land Surveyors' Association"), as written.
 */
export const bodyNamedIn = (words: string, members: string): string | null => {
  const who = titled(members);
  const name = new RegExp(
    String.raw`\b${BODY_HEAD} of (?:(?:[A-Z][\w'’.-]*|and|of|the|du|de)\s+){0,6}?${who}\b(?: of (?:[A-Z][\w'’.-]*\s?){1,4})?` +
      String.raw`|\b(?:[A-Z][\w'’.-]*\s+){1,5}${who}['’]?\s+(?:Association|Society)\b`,
    "u",
  ).exec(words);
  return name ? `the ${name[0].trim()}` : null;
};

/**
 * Rules no table lists, said of the place: "Yukon's child care licensing law", "the Northwest
 * Territories' …", "the child care licensing law where you operate", never "your province's" for
 * a territory.
 */
export const lawThere = (s: RiskSignals, what: string): string => {
  const p = provinceOf(s);
  const name = s.jurisdiction.provinceName;
  if (!p || !name) return `the ${what} where you operate`;
  return p === "NT" ? `the Northwest Territories' ${what}` : `${name}'s ${what}`;
};

/** Clauses as one sentence's list: "a; b; and c", "a, b and c", "a; b; or c". */
export function joinedList(
  items: readonly string[],
  separator: "; " | ", ",
  last: "and" | "or",
): string {
  if (items.length < 2) return items.join("");
  const end = separator === ", " ? ` ${last} ` : `${separator}${last} `;
  return `${items.slice(0, -1).join(separator)}${end}${items.at(-1)}`;
}
