import type { ProfessionProfile } from "./profession-profiles";
import { propertyProfile } from "./profession-profiles-property";

/**
 * The property manager's profile in British Columbia's words (review class 8): under the Strata
 * Property Act a condominium is a strata corporation, run by its strata council under its bylaws
 * and rules, with a contingency reserve fund planned from a depreciation report; it has no
 * declaration, board or reserve fund study (Ontario's Condominium Act words). The same profile,
 * reworded phrase by phrase, so every section that reads it says the same.
 */

/** Each condominium phrase of the property profile and its strata wording, longest first. */
const STRATA_WORDS: readonly [RegExp, string][] = [
  [
    /a condominium's declaration, bylaws, rules and board decisions/g,
    "a strata corporation's bylaws, rules and council decisions",
  ],
  [
    /each corporation's declaration, bylaws and rules/g,
    "each strata corporation's bylaws and rules",
  ],
  [
    /Each corporation's declaration, bylaws, rules and board decisions/g,
    "Each strata corporation's bylaws, rules and council decisions",
  ],
  [/declaration, bylaws/g, "bylaws"],
  [/A condominium manager/g, "A strata manager"],
  [/minutes of board and owners' meetings/g, "minutes of council and general meetings"],
  [/reserve fund study/g, "depreciation report"],
  [/reserve fund plan/g, "contingency reserve fund plan"],
  [/\bBoard meeting minutes\b/g, "Council meeting minutes"],
  [/\bboard meeting minutes\b/g, "council meeting minutes"],
  [/\bboard meetings\b/g, "council meetings"],
  [/\bboard minutes\b/g, "council minutes"],
  [/\bboards\b/g, "councils"],
  [/\bboard\b/g, "council"],
  [/\bBoard\b/g, "Council"],
];

/** A text in strata words. */
export const strataWorded = (text: string): string =>
  STRATA_WORDS.reduce((t, [from, to]) => t.replace(from, to), text);

/** Every string of a value reworded, its shape kept (patterns and keys are left alone). */
function reword<T>(value: T): T {
  if (typeof value === "string") return strataWorded(value) as T;
  if (Array.isArray(value)) return value.map(reword) as T;
  if (value && typeof value === "object" && !(value instanceof RegExp))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, reword(v)])) as T;
  return value;
}

/** The property manager's profile for strata corporations; its kinds keep their recognising words. */
export const strataProfile: ProfessionProfile = {
  ...reword(propertyProfile),
  kinds: propertyProfile.kinds,
};
