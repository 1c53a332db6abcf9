import { grantsMeans, refusesAi } from "@/capabilities/report/builtin/friction-sentences";
import { sparseRateIn } from "@/capabilities/report/builtin/occurrence-rate";
import type { Violation } from "./rules";

/**
 * Quotes are evidence only for what they say (issue 34, round 20), where that can be read off
 * the text: money already approved quoted as what slows adoption or as an obstacle to remove; a
 * refusal of AI quoted as the reason for a quick win; a union's clause quoted as
 * safety-sensitive work; "you named no friction" said at all; a problem the executive says comes
 * every fortnight or month given a two-week log.
 */

const AS_OBSTACLE =
  /(?:What slows adoption, in [^:]+ words: |obstacle you described \(|meets friction, you wrote: )“([^”]+)”/g;
const AS_REASON = /\((?:you wrote|in your words) “([^”]+)”\)/g;
const AS_SAFETY_WORK = /safety-sensitive work \(you wrote “([^”]+)”\)/g;
const UNION =
  /\b(?:collective agreements?|collective bargaining|grievances?)\b|convention collective/i;
const TWO_WEEK_LOG = /“([^”]+)”[^“]*?\blog each time it happens for two weeks\b/g;

export function quoteViolations(all: readonly { path: string; text: string }[]): Violation[] {
  const found: Violation[] = [];
  const flag = (rule: string, path: string, quote: string) =>
    found.push({ rule, detail: `${path}: “${quote.slice(0, 120)}”` });
  for (const { path, text } of all) {
    for (const [, quote] of text.matchAll(AS_OBSTACLE))
      if (grantsMeans(quote!)) flag("money approved quoted as an obstacle", path, quote!);
    // A quick win put to work the executive or staff refuse AI for; a step that keeps to the
    // refusal (the use policy's rules) cites it rightly.
    if (/quickWins/i.test(path) && !/rules you stated/i.test(text))
      for (const [, quote] of text.matchAll(AS_REASON))
        if (refusesAi(quote!)) flag("a refusal of AI quoted as a quick win's reason", path, quote!);
    for (const [, quote] of text.matchAll(AS_SAFETY_WORK))
      if (UNION.test(quote!)) flag("a union clause quoted as safety-sensitive work", path, quote!);
    for (const [, quote] of text.matchAll(TWO_WEEK_LOG))
      if (sparseRateIn(quote!))
        flag("a two-week log for a problem that comes less often", path, quote!);
    if (/You named no friction/.test(text))
      flag("no friction named, said", path, "You named no friction");
  }
  return found;
}
