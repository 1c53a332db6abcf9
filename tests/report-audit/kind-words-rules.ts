import type { Industry } from "@/model/assessment/options";
import type { Context } from "@/capabilities/report/builtin/context";
import { governingOf } from "@/capabilities/report/builtin/professions";
import type { Profession } from "@/capabilities/report/content/types";
import { professionProfiles } from "@/capabilities/report/content/profession-profiles";
import { compileKeywords, firstMatch } from "@/capabilities/report/builtin/theme-patterns";
import type { Violation } from "./rules";

/**
 * A kind of business's own vocabulary in the report of a company whose answers show another
 * kind (issue 34): a recipe for a funeral home, an order that ships for an immigration
 * consultancy, RevPAR or "a hotel or lodge" for a ski resort. Each vocabulary names the kinds and
 * the industry options that own it; a company whose answers show no kind is not judged, nor one
 * whose own words state that work (a random assessment's dental office "ships wine club orders"),
 * and the executive's own quoted words may name anything.
 */
const KIND_WORDS: {
  rule: string;
  words: RegExp;
  /** The executive's words that make the vocabulary theirs. */
  stated: RegExp;
  owners: readonly Profession[];
  industries: readonly Industry[];
}[] = [
  {
    rule: "a kitchen's words for another kind of business",
    words: /\brecipes?\b|\bdiners\b|\bfood cost\b|\bmenu costing\b/i,
    stated: /recipe|menu|kitchen|dishes|diners|food cost|recette|cuisine/i,
    owners: [
      "restaurant",
      "bakery",
      "food-processing",
      "grocery",
      "alcohol-producer",
      "recreation",
      "hotel",
      "ski-resort",
      "food-importer",
      "care-home",
      "child-care",
      "school",
      "career-college",
      "nonprofit",
      "grower-packer",
      "tour-operator",
    ],
    industries: ["food-services"],
  },
  {
    rule: "a shipper's words for a business that ships nothing",
    words: /\bbefore it ships\b|\border shipped\b|\bno order shipped\b/i,
    stated: /\bship|\borders?\b|liquor|\bwine|expédi|commandes?/i,
    owners: [
      "alcohol-producer",
      "food-processing",
      "bakery",
      "printer",
      "wood-products",
      "grocery",
      "store-chain",
      "apparel-retail",
      "food-importer",
      "grower-packer",
      "job-shop",
      "car-dealer",
      "life-sciences",
      "agri-coop",
      "trucking",
    ],
    industries: ["manufacturing", "retail", "technology"],
  },
  {
    // A pharmacy or a care home under Healthcare counts its own waits, not a clinic's access.
    rule: "a clinic's access measure for another kind of business",
    words: /\bthird next available\b/i,
    stated: /third next available|\bclinics?\b|clinique/i,
    owners: ["medical", "dental", "allied-health"],
    industries: [],
  },
  {
    rule: "a hotel's words for another kind of business",
    words: /\bRevPAR\b|\ba hotel or lodge\b|\broom nights\b|\baverage daily rate\b/i,
    stated: /RevPAR|\bhotel|\brooms?\b|room nights|daily rate|chambres?/i,
    owners: ["hotel"],
    industries: [],
  },
];

/**
 * Every kind of every profession profile, with the vocabulary only it uses: a maple producer's
 * report never speaks of "the catch" or "landings", a seafood plant's signature.
 */
const SIBLING_KINDS = Object.values(professionProfiles).flatMap((profile) =>
  (profile?.kinds ?? [])
    .filter((kind) => kind.signature?.length)
    .map((kind) => ({
      noun: kind.noun,
      shown: compileKeywords([...kind.words, ...kind.signature!]),
      signature: compileKeywords(kind.signature!),
    })),
);

/** Another kind's signature words in the report of a company the summary calls something else. */
export function siblingKindViolations(
  ctx: Context,
  prose: readonly { path: string; text: string }[],
): Violation[] {
  const said = saidOf(ctx);
  const found: Violation[] = [];
  for (const { noun, shown, signature } of SIBLING_KINDS) {
    if (noun === ctx.companyNoun || firstMatch(said, shown) >= 0) continue;
    for (const { path, text } of prose) {
      signature.lastIndex = 0;
      const match = signature.exec(ownProse(text));
      signature.lastIndex = 0;
      if (match)
        found.push({
          rule: "another kind's own words",
          detail: `${path}: ${match[0]} (${noun}'s, in ${ctx.companyNoun}'s report)`,
        });
    }
  }
  return found;
}

/** What the executive wrote about the company: its own words may name anything. */
const saidOf = (ctx: Context) =>
  [
    ctx.company,
    ctx.title,
    ctx.otherChallenge,
    ctx.friction,
    ctx.experience,
    ctx.answers.otherPlatforms,
  ]
    .filter(Boolean)
    .join("\n");

/** The text with the executive's quoted words left out: they may name anything. */
const ownProse = (text: string) => text.replace(/“[^”]*”/g, "“”");

export function kindWordViolations(
  ctx: Context,
  prose: readonly { path: string; text: string }[],
): Violation[] {
  const governing = governingOf(ctx);
  const found: Violation[] = siblingKindViolations(ctx, prose);
  if (!governing.length) return found;
  const said = saidOf(ctx);
  for (const { rule, words, stated, owners, industries } of KIND_WORDS) {
    if (governing.some((p) => owners.includes(p)) || stated.test(said)) continue;
    // The option's own business is judged only where the answers show no other kind.
    if (industries.includes(ctx.industry) && governing.every((p) => !KINDS_OF_OTHER_WORK.has(p)))
      continue;
    for (const { path, text } of prose) {
      const match = ownProse(text).match(words);
      if (match) found.push({ rule, detail: `${path}: ${match[0]} (${governing[0]})` });
    }
  }
  return found;
}

/** Kinds whose work is never a kitchen's, a shipper's or a hotel's, whatever option they chose. */
const KINDS_OF_OTHER_WORK: ReadonlySet<Profession> = new Set<Profession>([
  "funeral-home",
  "immigration-consultant",
  "legal",
  "accounting",
  "land-surveyor",
  "collection-agency",
  "insurance-broker",
  "mortgage-broker",
  "investment",
  "property-management",
  "ski-resort",
]);
