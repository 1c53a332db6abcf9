import type { LintFinding } from "./lint-types";

/**
 * Quotations cut where a reader sees the cut (review r18 class 7), found in one string as written:
 * - a quoted figure ending in a bare decimal, or before the scale word it lost: "take your
 *   figures (“about $2.3” for a period to confirm)" from "about $2.3 million a year";
 * - a challenge labelled by a quotation cut at its opening: "“L'an dernier…”, measured first",
 *   where a label in the report's own words belongs.
 */
const CUT_FIGURES: RegExp[] = [
  // "“about $2.3” for a period to confirm": a sum lost, to one decimal, has lost its "million"
  // (a price, "$2.5 per litre", is no sum lost and has its unit).
  /“[^”]{0,40}\$\s?\d{1,3}\.\d”(?= for a period to confirm)/u,
  // "“$2.3” million", "“4.5” billion": the scale word left outside the quotation.
  /\d”\s*(?:million|billion|thousand|milliards?|millions?)\b/iu,
];

const CUT_LABEL = /“[^”]{1,120}…”,\s+measured first/u;

/**
 * A template's placeholder for the executive's own thing, showing (review r19 class 1): "Bring
 * down what the cost you named cost", "…; work you timed; and …", where their words belong.
 */
const TEMPLATE_LABELS = /\b(?:the cost you named|(?:the )?work you timed)\b/iu;

/** The cut figures and cut-quotation labels of one string. */
export function cutQuotationSeams(path: string, written: string): LintFinding[] {
  const found: LintFinding[] = [];
  for (const pattern of CUT_FIGURES) {
    const match = pattern.exec(written);
    if (match)
      found.push({ rule: "quote", path, detail: `a figure cut at its decimal: “${match[0]}”` });
  }
  const label = CUT_LABEL.exec(written);
  if (label)
    found.push({
      rule: "echo",
      path,
      detail: `a challenge labelled by a cut quotation: “${label[0]}”`,
    });
  const template = TEMPLATE_LABELS.exec(written);
  if (template)
    found.push({
      rule: "echo",
      path,
      detail: `a template label where the executive's own thing belongs: “${template[0]}”`,
    });
  return found;
}
