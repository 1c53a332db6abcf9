import { jurisdictionOf } from "@/capabilities/report/content/jurisdictions";
import { RENTAL } from "@/capabilities/report/content/regulators-property";
import type { Context } from "./context";
import { governingOf } from "./professions";
import { freeText } from "./sector-words-of";
import { runsThrough, seasonsOf, type BusySeason } from "./season-reading";
import { kindSeasonsOf } from "./kind-seasons";
import { offSeasonsOf } from "./off-season";
import { oncePer } from "./once";

/**
 * Busy seasons a province's rules set for a kind of business, beside the ones the executive
 * names: the plan keeps its first pilot out of them as it does out of a stated season. Only where
 * the answers show both the province and the kind.
 */

/**
 * A Québec residential landlord's lease renewals: for 12-month leases ending 1 July, the notice of
 * renewal or change goes to tenants 3 to 6 months before the lease ends (Civil Code of Québec,
 * art. 1942), and the answers, refusals and TAL filings follow, December to March.
 */
const QUEBEC_LEASE_RENEWALS: BusySeason = {
  quote: "lease renewals",
  during: "from December to March",
  months: [11, 0, 1, 2],
  noTime: false,
  preparation: null,
  known:
    "lease renewals: in Québec, the notice of renewal or change for a lease ending 1 July goes to the tenant 3 to 6 months before it ends, under article 1942 of the Civil Code of Québec",
};

function provinceSeasons(ctx: Context): BusySeason[] {
  const quebec = jurisdictionOf(ctx.answers).province === "QC";
  const landlord =
    governingOf(ctx).includes("property-management") &&
    RENTAL.test([ctx.company, freeText(ctx)].join("\n"));
  return quebec && landlord ? [QUEBEC_LEASE_RENEWALS] : [];
}

/**
 * Every season the plan is timed around: the executive's (else the one the kind of business is
 * known for), the province's, and the months the piloted work stops.
 */
export const seasonsIn = oncePer((ctx: Context): readonly BusySeason[] => {
  const off = offSeasonsOf(ctx);
  // The season the work runs in, beside the months it stops, is when a pilot can be measured:
  // it closes nothing (a freeze the words set in it still does).
  const working = (s: BusySeason) =>
    runsThrough(s) && off.some((o) => s.months!.every((m) => !o.months!.includes(m)));
  return [
    ...seasonsOf(ctx.answers).filter((s) => !working(s)),
    ...kindSeasonsOf(ctx),
    ...provinceSeasons(ctx),
    ...off,
  ];
});
