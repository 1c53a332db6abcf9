import type { Context } from "./context";

/**
 * A baseline written for a company with layers of managers ("Ask department heads how long
 * last season's hires took", "have account managers log the minutes") reads, at a company of
 * one to ten people, as the work the owner and their few people do themselves: "Write down how
 * long last season's hires took", "log the minutes". No report invents department heads.
 */

const MANAGERS = String.raw`(?:department heads|heads of department|department managers|engagement managers|account managers|line managers|team leads|supervisors|managers)`;
const ASK_MANAGERS = new RegExp(String.raw`\bAsk ${MANAGERS} (how|whether|what|which)\b`, "g");
const HAVE_MANAGERS = new RegExp(String.raw`\bhave ${MANAGERS} (\p{Ll})`, "gu");

export function forTeamSize(ctx: Pick<Context, "sizeBand">, baseline: string): string {
  if (ctx.sizeBand !== "micro") return baseline;
  return baseline.replace(ASK_MANAGERS, "Write down $1").replace(HAVE_MANAGERS, "$1");
}
