import { riskLibrary, type RiskEntry, type RiskSignals } from "@/capabilities/report/content/risks";
import type { Priority } from "@/capabilities/report/content/types";
import {
  NAMED_WEIGHT,
  namedBodyRisk,
  namedStatuteRisk,
} from "@/capabilities/report/content/risks-named";
import type { Context } from "./context";
import { themesOf } from "./roles";
import { namedAuthorities, namedIn } from "./named-authorities";
import { riskSignals } from "./risk-signals";
import { withToolRegimes } from "./tool-regimes";

export interface SelectedRisk {
  risk: string;
  impact: Priority;
  mitigation: string;
  /** The answer, jurisdiction or sector that brings the risk, in one sentence. */
  why: string;
}

const MIN_RISKS = 3;
const MAX_RISKS = 6;
const IMPACT_RANK: Record<Priority, number> = { High: 0, Medium: 1, Low: 2 };
/** The executive's own words rank just below the heaviest rules of the same impact. */
const OWN_WORDS_WEIGHT = 96;

/** At most this many named authorities get a risk of their own: the rest are in the policy's rules. */
const MAX_NAMED = 2;

/** A risk for each regulator or statute the executive named that no other risk names already. */
function fromNames(ctx: Context, others: readonly SelectedRisk[]): Ranked[] {
  const said = others.map((r) => `${r.risk} ${r.why} ${r.mitigation}`).join(" ");
  return namedAuthorities(ctx)
    .filter((a) => !namedIn(a.name, said))
    .slice(0, MAX_NAMED)
    .map((a) => ({
      ...(a.kind === "statute" ? namedStatuteRisk : namedBodyRisk)(ctx.company, a),
      impact: "High" as const,
      weight: NAMED_WEIGHT,
      essential: true,
      filler: false,
    }));
}

interface Ranked extends SelectedRisk {
  weight: number;
  essential: boolean;
  filler: boolean;
}

const byRank = (x: Ranked, y: Ranked) =>
  IMPACT_RANK[x.impact] - IMPACT_RANK[y.impact] || y.weight - x.weight;

function ranked(entry: RiskEntry, signals: RiskSignals): Ranked {
  return {
    risk: entry.risk(signals),
    impact: entry.impact(signals),
    mitigation: entry.mitigation(signals),
    why: entry.why(signals),
    weight: entry.weight,
    essential: entry.essential ?? false,
    filler: entry.filler ?? false,
  };
}

/**
 * The three to six risks that apply to this company, highest impact first: from its
 * jurisdiction, sector and answers, plus any risk the executive named in their own words.
 * The privacy law and the sector's regulator are always kept; a rule the executive's own words
 * already cover gives way to them.
 */
export function selectRisks(ctx: Context): SelectedRisk[] {
  const signals = withToolRegimes(riskSignals(ctx), ctx);
  const themes = themesOf(ctx).filter((t) => t.risk);
  const themeIds = new Set(themes.map((t) => t.themeId));
  const fromWords: Ranked[] = themes.map((t) => ({
    ...t.risk!,
    // A theme's rule names the people this sector serves: patients, clients, members.
    mitigation: t.risk!.mitigation.replace("{people}", signals.words.audience),
    impact: "High",
    weight: OWN_WORDS_WEIGHT,
    essential: true,
    filler: false,
  }));
  const fromRules = riskLibrary
    .filter((entry) => !(entry.sameAsTheme && themeIds.has(entry.sameAsTheme)))
    .filter((entry) => entry.applies(signals))
    .map((entry) => ranked(entry, signals));
  const candidates = [
    ...fromWords,
    ...fromRules,
    ...fromNames(ctx, [...fromWords, ...fromRules]),
  ].sort(byRank);
  const kept = candidates.filter((r) => r.essential).slice(0, MAX_RISKS);
  for (const r of candidates.filter((c) => !c.essential && !c.filler))
    if (kept.length < MAX_RISKS) kept.push(r);
  for (const r of candidates.filter((c) => c.filler)) if (kept.length < MIN_RISKS) kept.push(r);
  return kept.sort(byRank).map(({ risk, impact, mitigation, why }) => ({
    risk,
    impact,
    mitigation,
    why,
  }));
}
