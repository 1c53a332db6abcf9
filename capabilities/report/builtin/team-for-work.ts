import type { AssessmentInput } from "@/model/assessment/schemas";
import { THEME_FIELDS } from "@/capabilities/report/content/themes";
import { OFFICERS } from "./rule-parties";

/**
 * The team the executive names for a pilot's work (review r25: "Our AML team of 6 clears about
 * 300 Verafin alerts a week" beside a fraud pilot owned by "a person you appoint for this work"):
 * the pilot is the team's, owned by its lead. Only a team or officer the words name, and only
 * work it does.
 */

/** "our AML team", "the claims team", « notre équipe de conformité ». */
const TEAM =
  /\b(?:our|the)\s+((?:[\p{L}&/-]+\s+){0,2}?[\p{L}&/-]+)\s+(?:team|unit|desk)\b|\b(?:notre|l['’])\s*équipe\s+(?:de\s+(?:la\s+)?|d['’])([\p{L}-]+)/giu;

/** The work each kind of team does, by the words of its name. */
const TEAM_WORK: readonly { name: RegExp; work: RegExp }[] = [
  {
    name: /\b(?:aml|anti-money|financial crimes?|fraud|blanchiment)\b/iu,
    work: /\b(?:aml|anti-money|money laundering|fraud\w*|financial crime|suspicious|transaction monitoring|alerts?|blanchiment)\b/iu,
  },
  {
    name: /\b(?:compliance|regulatory|conformité)\b/iu,
    work: /\b(?:compliance|regulatory|returns?|conformité)\b/iu,
  },
  {
    name: /\b(?:underwriting|credit|lending|crédit)\b/iu,
    work: /\b(?:underwrit\w*|credit|lending|loans?|adjudicat\w*|crédit|prêts?)\b/iu,
  },
  { name: /\b(?:claims|réclamations)\b/iu, work: /\b(?:claims?|réclamations?)\b/iu },
  {
    name: /\b(?:collections?|recouvrement)\b/iu,
    work: /\b(?:collect\w*|arrears|overdue|recouvrement)\b/iu,
  },
  {
    name: /\b(?:billing|invoicing|facturation)\b/iu,
    work: /\b(?:bill\w*|invoic\w*|factur\w*)\b/iu,
  },
];

/** The work that is an officer's own: a CRO's regulatory returns. */
const OFFICER_WORK: Readonly<Record<string, RegExp>> = {
  "Chief Risk Officer": /\b(?:regulatory|compliance|risk|returns?)\b/iu,
  "Compliance Officer": /\b(?:regulatory|compliance|returns?)\b/iu,
};

const GENERIC = /^(?:whole|entire|management|leadership|senior|executive|same|small|new|own)$/iu;

/**
 * "your AML team's lead" when a named team does this work, "your Chief Risk Officer" when an
 * officer the words name does; undefined otherwise.
 */
export function teamDoingWork(answers: AssessmentInput, work: string): string | undefined {
  const text = THEME_FIELDS.map((f) => answers[f] ?? "").join("\n");
  for (const m of text.matchAll(TEAM)) {
    const team = (m[1] ?? m[2] ?? "").trim();
    if (!team || GENERIC.test(team)) continue;
    const kind = TEAM_WORK.find((k) => k.name.test(team));
    if (kind && kind.work.test(work)) return `your ${team} team's lead`;
  }
  const officer = OFFICERS.find((o) => o.said.test(text) && OFFICER_WORK[o.title]?.test(work));
  return officer && `your ${officer.title}`;
}
