import { escapeRegExp } from "@/platform/regexp";

/**
 * A consultant writes the client's name where it introduces a section and says "you" after that
 * (review 16: "Northern Table Restaurant Group" 47 times in one report). Each section of a
 * document keeps its first mention; the later ones become "your", "you" or "your firm" where the
 * grammar is certain, and stay the name where it is not. The executive's quoted words are theirs.
 */

/** The organisation's own word for itself where its kind has one ("a dental practice": "practice"). */
const HEAD_NOUN =
  /\b(firm|company|business|practice|clinic|restaurant|brewery|winery|distillery|bakery|agency|school|college|hotel|shop|store|co-operative|credit union|Nation|charity|museum)$/i;

export const ownWord = (companyNoun: string): string =>
  HEAD_NOUN.exec(companyNoun)?.[1] ?? "organization";

const PREPOSITIONS =
  "at|across|in|within|throughout|for|to|from|of|by|with|into|inside|beyond|than|about|on|around"
    .split("|")
    .flatMap((p) => [p, p.charAt(0).toUpperCase() + p.slice(1)])
    .join("|");
const ADVERBS = "already|still|now|also|only|currently|mostly|rarely|often|never|not yet";
/** Verbs the name governs in the templates: the ones a "you" changes, and those it keeps. */
const IRREGULAR: Readonly<Record<string, string>> = {
  is: "are",
  has: "have",
  was: "were",
  does: "do",
};
const MODALS = "would|could|can|cannot|will|should|may|might|must";
const VERBS =
  "scores|builds|puts|runs|plans|uses|tells|acts|builds|relies|teaches|works|makes|provides|manages|assesses|handles|holds|needs|keeps|gets|pays|sees|wants|starts|treats|reaches|declines|falls|carries|states|misstates|breaks|champions|follows|draws|employs|serves|sells|buys|operates|depends|looks|expects|knows|owns|faces|lacks|spends|takes|gives|shows|answers|drafts|sends|collects|stores|shares|receives|counts|reports|files|processes|ships|offers|pays";

/** "scores" -> "score", "relies" -> "rely", "assesses" -> "assess", "is" -> "are". */
function plural(verb: string): string {
  if (IRREGULAR[verb]) return IRREGULAR[verb];
  if (new RegExp(`^(?:${MODALS})$`).test(verb)) return verb;
  if (/ies$/.test(verb)) return verb.replace(/ies$/, "y");
  if (/(?:ss|sh|ch|x|z)es$/.test(verb)) return verb.replace(/es$/, "");
  return verb.replace(/s$/, "");
}

const atSentenceStart = (text: string, at: number): boolean =>
  /(?:^|[.!?:]\s+|^#+\s*|\*\*\s*)$/.test(text.slice(0, at));

const cap = (word: string, upper: boolean) =>
  upper ? word.charAt(0).toUpperCase() + word.slice(1) : word;

/** One string with the name's mentions after the first `kept` ones said as "you". */
function rewrite(text: string, company: string, own: string, seen: { count: number }): string {
  const name = escapeRegExp(company);
  const mention = new RegExp(
    `(?<prep>\\b(?:${PREPOSITIONS}) )?${name}(?:(?<poss>['’]s\\b|(?<=s)['’](?=\\s))|(?<appos>, an? [^,“]{3,60}(?=, ))|(?<verb> (?:(?:${ADVERBS}) )?(?:${VERBS}|${Object.keys(IRREGULAR).join("|")}|${MODALS})\\b))?`,
    "g",
  );
  // Only the words outside the executive's quotations are the report's own.
  return text
    .split(/(“[^”]*”)/)
    .map((part) =>
      part.startsWith("“")
        ? part
        : part.replace(mention, (all: string, ...args: unknown[]) => {
            const at = args.at(-3) as number;
            const whole = args.at(-2) as string;
            const { prep, poss, appos, verb } = args.at(-1) as Record<string, string | undefined>;
            seen.count += 1;
            if (seen.count === 1) return all;
            // "For Northern Table, a restaurant, the areas…" -> "For a restaurant like yours, the areas…".
            if (appos)
              return /^for $/i.test(prep ?? "") ? `${prep}${appos.slice(2)} like yours` : all;
            if (poss) return `${prep ?? ""}${cap("your", !prep && atSentenceStart(whole, at))}`;
            // "nobody at Northern Table uses": the verb is another subject's.
            if (prep) return `${prep}your ${own}${verb ?? ""}`;
            if (verb) {
              const words = verb.trim().split(" ");
              const last = words.pop()!;
              return `${cap("you", atSentenceStart(whole, at))} ${[...words, plural(last)].join(" ")}`;
            }
            // A name the grammar does not place (an apposition, a list) stays the name.
            return all;
          }),
    )
    .join("");
}

/** A sentence with every mention of the name said as "you", as it reads after a section's first. */
export const saidAsYou = (text: string, company: string, companyNoun: string): string =>
  company.trim().length < 3 ? text : rewrite(text, company, ownWord(companyNoun), { count: 1 });

/** Keys whose strings are names and addresses, never prose. */
const VERBATIM = new Set(["name", "url", "source", "evidence", "sources"]);

/**
 * `value` (a report's data or a roadmap) with the company's name kept at its first mention in each
 * top-level section and said as "you" after that.
 */
export function withCompanyNamedOnce<T extends object>(
  value: T,
  company: string,
  companyNoun: string,
): T {
  if (company.trim().length < 3) return value;
  const own = ownWord(companyNoun);
  const walk = (node: unknown, seen: { count: number }): unknown => {
    if (typeof node === "string") return rewrite(node, company, own, seen);
    if (Array.isArray(node)) return node.map((n) => walk(n, seen));
    if (node && typeof node === "object")
      return Object.fromEntries(
        Object.entries(node).map(([k, v]) => [k, VERBATIM.has(k) ? v : walk(v, seen)]),
      );
    return node;
  };
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, { count: 0 })])) as T;
}
