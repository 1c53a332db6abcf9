import { runs, type Context } from "./context";
import { THEME_FIELDS } from "@/capabilities/report/content/themes";

/**
 * Whether the answers show people who write software (round 12): a technology company, a code
 * platform it runs (GitHub, Jira) or words about its developers ("our two developers", "the dev
 * team", "nos développeurs"). A contractor who built a spreadsheet model, or vendor software the
 * company does not own, shows no one to give a coding assistant to.
 */
const DEVELOPERS =
  /\b(?:developers?|software engineers?|programmers?|dev(?:elopment)? team|our devs|coders?|full[- ]stack|back[- ]end|front[- ]end|développeu(?:r|se)s?|programmeu(?:r|se)s?|équipe de développement)\b/iu;

export const developersShown = (ctx: Context): boolean =>
  ctx.industry === "technology" ||
  runs(ctx, "github") ||
  runs(ctx, "jira") ||
  THEME_FIELDS.some((f) => DEVELOPERS.test(ctx.answers[f] ?? ""));
