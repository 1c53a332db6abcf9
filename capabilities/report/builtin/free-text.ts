import { NUMBER_ONLY, namesAProduct, productFirst } from "./held-systems";
import { PHYSICAL_WORD } from "@/capabilities/report/content/physical-systems";
import { productNames } from "@/capabilities/report/content/product-names";
import { knownSystems } from "@/capabilities/report/content/systems";
import type { ThemeField } from "@/capabilities/report/content/themes";
import { withoutPeople } from "./people-in-systems";
import { withoutCoOwnershipSyndicates } from "./union-sense";
import { joinWords } from "./text";
import { clausesOf } from "./theme-patterns";
import { PRODUCT_NAME } from "./product-name";

/**
 * Reading free text before looking for themes: the systems, vendors and products it names are
 * names, never topics ("Snowflake" is no snow, "Storm Software (ERP)" no storm), and an answer
 * about systems that is only a list of them says nothing about a problem.
 */

const CATEGORY_WORDS = [
  "crm",
  "erp",
  "pms",
  "pos",
  "emr",
  "ehr",
  "lms",
  "hris",
  "hcm",
  "dms",
  "cms",
  "api",
  "app",
  "apps",
  "analytics",
  "platform",
  "software",
  "suite",
  "system",
  "database",
  "data warehouse",
  "portal",
];
const CATEGORY = `(?:${CATEGORY_WORDS.flatMap((w) => [w, w.toUpperCase(), w[0]!.toUpperCase() + w.slice(1)]).join("|")})`;
/** One to four capitalised words ("Storm Software", "Winter Park", "Storm8"). */
const CAPITALISED = "[\\p{Lu}\\d][\\p{L}\\d.&'+-]*(?:\\s+[\\p{Lu}\\d][\\p{L}\\d.&'+-]*){0,3}";

// One \b around the whole alternation, not one per name: a hundred times faster to scan.
const NAMES = new RegExp(
  `\\b(?:${productNames.map((name) => name.replace(/ /g, "[\\s-]?")).join("|")})\\b`,
  "giu",
);
/**
 * "Storm Software (ERP)", "Winter Park CRM", "Weather Underground API", "Storm8 analytics":
 * capitalised words before a category, bracketed or not. Case-sensitive on the capitals.
 */
const NAME_BEFORE_CATEGORY = new RegExp(
  `\\b${CAPITALISED}(?=\\s*\\(${CATEGORY}\\)|\\s+${CATEGORY}\\b)`,
  "gu",
);

const blank = (match: string) => " ".repeat(match.length);

const everywhere = (pattern: RegExp) => new RegExp(pattern.source, "gi");
const SYSTEMS = knownSystems.map((system) => everywhere(system.pattern));
const LOOSE_SYSTEMS = knownSystems.flatMap((system) =>
  "loose" in system && system.loose ? [everywhere(system.loose)] : [],
);

/** The text with every name of a system, vendor or product blanked (same length, same places). */
export function withoutNames(text: string, field: ThemeField): string {
  let out = text.replace(NAMES, blank);
  for (const pattern of SYSTEMS) out = out.replace(pattern, blank);
  if (field === "otherPlatforms")
    for (const pattern of LOOSE_SYSTEMS) out = out.replace(pattern, blank);
  // "HVAC system" is plant, not a product named before its category.
  return out.replace(NAME_BEFORE_CATEGORY, (name) =>
    PHYSICAL_WORD.test(name) ? name : blank(name),
  );
}

/**
 * Whether a clause of the systems answer says something (a verb or a word about a problem),
 * rather than listing systems: "QuickBooks and Excel" says nothing, "nothing talks to each
 * other" or "end of life in 2027, migration not funded" does.
 */
const SAYS_SOMETHING =
  /\b(?:is|are|was|were|be|been|has|have|had|do|does|did|don'?t|doesn'?t|can|can'?t|cannot|could|will|won'?t|would|use[sd]?|using|keeps?|takes?|took|types?|typed|re-?types?|re-?typed|re-?keys?|copies|copy|double-books?|maintain|shares?|breaks?|crash(?:es)?|fails?|enters?|entered|runs?|drops?|needs?|understands?|knows?|talks?|nobody|nothing|only|never|always|manual(?:ly)?|by hand|paper|old|outdated|end of life|not funded|slow|wrong|mess(?:y)?|broken|unreliable|difficile|ancien|lent|manuel|trop)\b/iu;

/**
 * The systems answer as the products it names, for the places that name them ("current in
 * {systems}"): each listed item by its product's name, without what is said about it. "MS365
 * and Zoom. Staff use personal ChatGPT for emails" names "MS365 and Zoom"; "a paper binder"
 * names nothing; null when no item names a product.
 */
export function systemsListed(text: string | null): string | null {
  const items = withoutPeople(text ?? "")
    .split(/(?<=[.;!?])\s+/)
    .map((s) =>
      s
        .replace(/[.;!?]+$/, "")
        .replace(/^we(?:'re| are)? (?:use|run|have|on|work (?:in|with))\s+/i, ""),
    )
    .flatMap((s) => s.replace(/\([^)]*\)/g, "").split(/,|;|\s+(?:and|et|&)\s+/))
    .map((item) => productFirst(item.trim()))
    .filter((item) => item && !SAYS_SOMETHING.test(withoutNames(item, "otherPlatforms")));
  const names = items
    .filter((item) => !NUMBER_ONLY.test(item))
    .flatMap((item) => item.match(PRODUCT_NAME)?.[0].trim() ?? [])
    .filter(namesAProduct);
  return names.length ? joinWords([...new Set(names)]) : null;
}

/**
 * The clauses of an answer that can carry a theme, each with its names blanked, and the
 * co-ownership syndicates the answer refers back to ("les syndicats exigent…": no labour union).
 */
export function readableClauses(
  text: string,
  field: ThemeField,
): { clause: string; read: string }[] {
  return clausesOf(text)
    .map((clause) => ({
      clause,
      read: withoutCoOwnershipSyndicates(withoutNames(clause, field), text),
    }))
    .filter(({ read }) => field !== "otherPlatforms" || SAYS_SOMETHING.test(read));
}

/** A part of the AI-experience answer that says nothing was tried ("None of our own yet"). */
const NOTHING_TRIED =
  /^\s*(?:none|nothing|not yet|never|(?:nobody|no one) (?:uses?|used|has used|has tried|tried)|(?:we|i) (?:have not|haven't|did not|didn't|do not|don't|never)|aucune?|rien|pas encore|personne (?:ne|n'))\b/iu;
const TURNS = /\b(?:but|except|however|mais|sauf|cependant)\b/iu;

/**
 * The AI-experience answer without its sentences (or parts ending in ";") that say nothing was
 * tried, so "None of our own yet; a couple of our agronomists use FieldView" is read, and
 * quoted, as the agronomists' use. Null when nothing else is said.
 */
export function whatWasTried(text: string): string | null {
  const tried = text
    .split(/(?<=[.;!?])\s+/)
    .filter((part) => !NOTHING_TRIED.test(part) || TURNS.test(part));
  return tried.length ? tried.join(" ") : null;
}

/** Words that voice worry about what a clause describes. */
const WORRY =
  /\b(?:worr(?:y|ies|ied|ying)|concern(?:s|ed|ing)?|afraid|fear(?:s|ed)?|nervous|uneasy|alarm(?:s|ed|ing)|inqui[eè]t\w*|crain\w*|peur)\b/iu;
/** A clause that points back at the one before it: "…ChatGPT accounts. That worries me." */
const POINTS_BACK = /^\s*(?:that|this|which|it|ce qui|cela|ça)\b/iu;

/**
 * The clauses of the AI-experience answer that describe a use the executive worries about
 * ("staff paste client emails into free ChatGPT accounts, which worries me"): a risk to govern,
 * never a success to build on.
 */
export function worriedClauses(text: string): Set<string> {
  const clauses = clausesOf(text);
  return new Set(
    clauses.filter(
      (c, i) =>
        WORRY.test(c) || (POINTS_BACK.test(clauses[i + 1] ?? "") && WORRY.test(clauses[i + 1]!)),
    ),
  );
}

/** A condition set on any new tool: "the union wants to be consulted before any tool touches…". */
const CONDITION =
  /\b(?:wants? to be consulted|(?:must|has to|have to|needs? to|wants? to) (?:approve|sign off|be consulted)|before (?:any|an?|the|we) (?:new )?(?:tool|ai|software|system|pilot|change|spend)|doit (?:approuver|être consulté)|avant (?:tout|toute|d'utiliser))/iu;

/**
 * Whether a clause sets a condition on new tools rather than describing a problem: what it names
 * ("timesheets or monitoring") is what the condition guards, never work to automate.
 */
export const statesCondition = (clause: string): boolean => CONDITION.test(clause);
