import type { ReportData } from "@/model/documents/report-schemas";
import { USD_TO_CAD } from "@/capabilities/report/builtin/cost";

/**
 * Prices a consultant would not sign (review r19, classes 1 and 2): a flat company plan that
 * counts seats ("a month for the company …, used by 66"), and a per-user price whose sum is not
 * the seats times the list price (plus any company charge) the assumption states.
 */

/** A flat plan that still counts the people it is "used by". */
const FLAT_WITH_SEATS =
  /a month for the company\b[^;]*?(?:used by [^;]*?\b\d[\d,]*\b|priced as \d[\d,]* people|\b\d[\d,]* (?:staff|people|users)\b)/;

/** "[US$262 a month for …, plus ]6 analysts … at US$250 per user per month". */
const PER_USER =
  /^(?:if not already on this plan: )?(?:(US|C)\$([\d,]+) a month for [^;]*?, plus )?(?:all |the |an estimated |a pilot group of the heaviest users \(priced as )?([\d,]+)\b[^;]*? at (US|C)\$([\d,.]+) per user per month/;

const num = (s: string) => Number(s.replace(/,/g, ""));
const cad = (amount: number, currency: string) =>
  currency === "US" ? amount * USD_TO_CAD : amount;

export function priceViolations(report: ReportData): { rule: string; detail: string }[] {
  const found: { rule: string; detail: string }[] = [];
  for (const tool of report.recommendedApplications) {
    const cost = tool.cost;
    if (!cost) continue;
    const seats = FLAT_WITH_SEATS.exec(cost.assumption);
    if (seats)
      found.push({ rule: "seats counted on a flat plan", detail: `${tool.name}: "${seats[0]}"` });
    const sum = PER_USER.exec(cost.assumption);
    const monthly = /^About C\$([\d,]+) a month/.exec(cost.summary);
    if (!sum || !monthly) continue;
    const [, baseCurrency, base, people, currency, each] = sum;
    const expected =
      (base ? cad(num(base), baseCurrency!) : 0) + num(people!) * cad(num(each!), currency!);
    // Two significant figures of rounding, no more.
    if (Math.abs(num(monthly[1]!) - expected) > expected * 0.06)
      found.push({
        rule: "price that is not seats times the list price",
        detail: `${tool.name}: "${cost.summary}" for "${cost.assumption}"`,
      });
  }
  return found;
}
