import { sectorWords, type SectorWords } from "@/capabilities/report/content/sector-words";
import type { RiskSignals } from "@/capabilities/report/content/risks";
import type { Profession } from "@/capabilities/report/content/types";
import {
  strataProfile,
  strataWorded,
} from "@/capabilities/report/content/profession-profiles-strata";
import {
  BROKER_NAME,
  BROKER_WORDS,
  INSURER_NAME,
  INVESTMENT_NAME,
} from "@/capabilities/report/content/risk-signal-words";
import type { Context } from "./context";
import { groundingWithout, reservedTopicsOf } from "./reserved-topics";
import { clinicShown, k12Shown } from "./settings-shown";
import { governingProfessions } from "./professions";

/** The words of the company's sector, its profession's and its kind of financial firm's. */

/** The executive's own free text: the other challenge, their experience of AI, what gets in the way. */
export const freeText = (ctx: Context) =>
  [ctx.otherChallenge, ctx.experience, ctx.friction].filter(Boolean).join(" \n ");

/** The professions whose regulators govern the company (capabilities/report/builtin/professions.ts). */
export const governing = (ctx: Context) => governingProfessions(ctx.industry, ctx.professions);

/** An insurance brokerage, which sells insurers' policies and underwrites none: by its name, or its own words. */
const insuranceBroker = (ctx: Context) =>
  BROKER_NAME.test(ctx.company) || BROKER_WORDS.test(freeText(ctx));

const FINANCIAL_KINDS: readonly NonNullable<RiskSignals["financialKind"]>[] = [
  "bank",
  "credit-union",
  "insurer",
  "insurance-broker",
  "investment",
  "mortgage-broker",
];
const isFinancialKind = (p: Profession): p is NonNullable<RiskSignals["financialKind"]> =>
  (FINANCIAL_KINDS as readonly string[]).includes(p);

/** For financial services: the kind of firm the answers show, strongest first, or one its name suggests. */
export function financialKindOf(
  ctx: Context,
  shown: readonly Profession[],
): RiskSignals["financialKind"] {
  const kind = shown.find(isFinancialKind);
  if (kind) return kind;
  if (ctx.industry !== "financial-services") return null;
  if (insuranceBroker(ctx)) return "insurance-broker";
  if (INSURER_NAME.test(ctx.company)) return "insurer";
  if (INVESTMENT_NAME.test(ctx.company)) return "investment";
  return null;
}

export const wordsFor = (
  ctx: Context,
  professions: readonly Profession[],
  kind: RiskSignals["financialKind"],
): SectorWords => {
  // A kind's own profile speaks its own words: an architecture practice's, not an engineering firm's.
  const words = {
    ...sectorWords(
      ctx.industry,
      professions,
      kind === "bank" || kind === "credit-union" ? null : kind,
      clinicShown(ctx) ? "clinic" : k12Shown(ctx) ? "school" : null,
    ),
    ...ctx.profile?.words,
  };
  const grounding = groundingWithout(words.grounding, reservedTopicsOf(ctx.answers));
  // A strata manager's buildings have councils and bylaws, never boards and declarations.
  if (ctx.profile !== strataProfile) return { ...words, grounding };
  return {
    ...words,
    grounding: strataWorded(grounding),
    draftError: strataWorded(words.draftError),
  };
};

/** The sector's words for this company: its profession's where the answers show one. */
export function sectorWordsOf(ctx: Context): SectorWords {
  const professions = governing(ctx).map((e) => e.profession);
  return wordsFor(ctx, professions, financialKindOf(ctx, professions));
}
