import type { AssessmentInput } from "@/model/assessment/schemas";
import type { ChallengeMeasure } from "@/capabilities/report/content/challenge-measures";
import type { ChallengeApplication, ChallengeMapping } from "@/capabilities/report/content/types";
import { challengeText } from "@/capabilities/report/content/challenges";
import { joinWords, lowerFirst } from "./text";
import { sentencesOf } from "./theme-patterns";
import { practicesInPlace } from "./practices-in-place";
import { oncePer } from "./once";

/**
 * Quality stated as buyers rejecting lots over the product itself (review r22): "our buyers in
 * Japan reject lots over colour and fill", « nos acheteurs refusent des lots pour la couleur et
 * le remplissage ». That is commercial quality, graded against the buyer's specification: the
 * quality challenge's pilot grades product and is measured by the lots rejected, never by the
 * hours a food-safety recall trace takes, which no rejected lot turns on.
 */

export const QUALITY_SLUG = "improving_quality_control_and_reducing_defects";

export interface BuyerRejections {
  /** The sentence that says so, as written. */
  sentence: string;
  /** What the lots miss, in English: "colour and fill". */
  reasons: string;
}

/** Who rejects: a buyer, a customer, an importer. */
const BUYERS =
  /(?<!\p{L})(?:buyers?|customers?|clients?|importers?|retailers?|distributors?|acheteurs?|clients?|importateurs?|distributeurs?)(?!\p{L})/iu;
/** What they do to a lot: reject, refuse, send back, downgrade, claim against it. */
const REJECT =
  /(?<!\p{L})(?:reject\p{L}*|refus\p{L}*|send(?:s)? back|sent back|return(?:s|ed)?|downgrad\p{L}*|discount\p{L}*|claims? (?:on|against)|renvoi\p{L}*|retourn\p{L}*|déclass\p{L}*)(?!\p{L})/iu;
/** What the lot missed: the product's own qualities, in English and French, named in English. */
const QUALITIES: readonly [RegExp, string][] = [
  [/(?<!\p{L})(?:colou?r|couleur)(?!\p{L})/iu, "colour"],
  [/(?<!\p{L})(?:fill|meat fill|remplissage)(?!\p{L})/iu, "fill"],
  [/(?<!\p{L})(?:size|sizing|count|calibre|caliber|taille)(?!\p{L})/iu, "size"],
  [/(?<!\p{L})(?:grade|grading|classement|catégorie)(?!\p{L})/iu, "grade"],
  [/(?<!\p{L})(?:appearance|apparence|aspect)(?!\p{L})/iu, "appearance"],
  [/(?<!\p{L})(?:texture|firmness|fermeté)(?!\p{L})/iu, "texture"],
  [/(?<!\p{L})(?:weight|poids)(?!\p{L})/iu, "weight"],
  [/(?<!\p{L})(?:moisture|humidité)(?!\p{L})/iu, "moisture"],
  [/(?<!\p{L})(?:glaze|glaçage)(?!\p{L})/iu, "glaze"],
  [/(?<!\p{L})(?:finish|fini)(?!\p{L})/iu, "finish"],
  [/(?<!\p{L})(?:specs?|specifications?|spécifications?)(?!\p{L})/iu, "specification"],
];
/** A rejection for safety is food safety's, traced and recalled: no grading pilot answers it. */
const SAFETY =
  /(?<!\p{L})(?:listeria|salmonella|e\.? ?coli|pathogens?|allergens?|contamina\p{L}*|temperatures?|foreign (?:matter|material|objects?)|recalls?|rappels?|salubrité|food safety)(?!\p{L})/iu;

/** The qualities a sentence says lots were rejected for, after the rejection: "colour and fill". */
function reasonsIn(sentence: string): string | null {
  const at = sentence.search(REJECT);
  const after = at < 0 ? "" : sentence.slice(at);
  const named = QUALITIES.filter(([pattern]) => pattern.test(after)).map(([, name]) => name);
  return named.length ? joinWords([...new Set(named)]) : null;
}

/** The lots buyers reject over the product's own quality, from the free text, or null. */
export const buyerRejectionsOf = oncePer((answers: AssessmentInput): BuyerRejections | null => {
  for (const field of ["otherChallenge", "aiFriction"] as const)
    for (const sentence of sentencesOf(answers[field] ?? "")) {
      if (!BUYERS.test(sentence) || !REJECT.test(sentence) || SAFETY.test(sentence)) continue;
      const reasons = reasonsIn(sentence);
      if (reasons) return { sentence: sentence.trim(), reasons };
    }
  return null;
});

/** Food-safety records and the recall trace: no lot a buyer rejects for its quality turns on them. */
const FOOD_SAFETY = /\bHACCP\b|\brecall\b|\btrace\b|\bpreventive-control\b/iu;
/** Work that grades or inspects the product against what it should be. */
const GRADES = /\bgrad(?:e|es|ed|ing)\b|\binspect\w*|\bdefects?\b|\bdowngraded\b/iu;

/**
 * The quality challenge's applications with one that grades the product leading, where the words
 * say buyers reject lots over its quality: a food plant's HACCP records step back to a second track.
 */
export function mappingForRejections(
  slug: string,
  mapping: ChallengeMapping | undefined,
  answers: AssessmentInput,
): ChallengeMapping | undefined {
  if (slug !== QUALITY_SLUG || !mapping || !buyerRejectionsOf(answers)) return mapping;
  const grading = (app: ChallengeApplication) =>
    GRADES.test(app.application) && !FOOD_SAFETY.test(app.application);
  const lead = mapping.applications.find(grading);
  if (!lead) return mapping;
  return { ...mapping, applications: [lead, ...mapping.applications.filter((a) => a !== lead)] };
}

/** The quality challenge's measure as the lots buyers reject, by what they reject them for. */
export function measureForRejections(
  slug: string,
  measure: ChallengeMeasure | undefined,
  answers: AssessmentInput,
): ChallengeMeasure | undefined {
  const rejections = buyerRejectionsOf(answers);
  if (slug !== QUALITY_SLUG || !measure || !rejections) return measure;
  const { reasons } = rejections;
  return {
    ...measure,
    metric: `lots rejected or discounted by buyers for ${reasons}, by line and lot`,
    baseline: `From last year's buyer claims and rejections, count the lots rejected or discounted for ${reasons}, by line and lot, with what each cost`,
    target: `Fewer lots rejected for ${reasons} from the pilot line than from the lines graded as before, over the same weeks, with every grade checked by a trained grader`,
    dependsOn:
      "Each lot's grade recorded with its line, shift and supplier lot, and each buyer's claim filed against the lot it names",
    dependsOnUnrecorded: undefined,
    dependsOnUnseen: undefined,
  };
}

/** Whether a landscape area is food-safety traceability, which steps back where buyers reject on quality. */
export const foodSafetyArea = (text: string): boolean => FOOD_SAFETY.test(text);

/**
 * What the quality challenge's pilot says of the sentence that states the rejections, when the
 * executive chose that challenge: it measures them, so the sentence needs no scoping of its own.
 */
export function rejectionsPiloted(answers: AssessmentInput, sentence: string): string | undefined {
  const rejections = buyerRejectionsOf(answers);
  const chosen = answers.businessChallenges?.includes(QUALITY_SLUG);
  if (!rejections || !chosen || !sentence.includes(rejections.sentence.replace(/[.!?]+$/u, "")))
    return undefined;
  const measured = `measured by the lots buyers reject or discount for ${rejections.reasons}, on the roadmap`;
  // A camera trial waiting for a decision holds the quality work: its decision answers them.
  const trial = practicesInPlace(answers).find((p) => p.trial);
  return trial
    ? `answered by the decision on ${trial.label}, ${measured}`
    : `answered by the pilot on ${lowerFirst(challengeText(QUALITY_SLUG) ?? "quality")}, ${measured}`;
}
