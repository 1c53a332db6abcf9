import { PATTERNS } from "@/capabilities/report/content/named-people-patterns";

/** A place where a person was taken out of the words. */
const MARK = "\u0000";

/** What a person named in the systems answer does with a system: "runs QuickBooks", "gère Acomba". */
const RUNS_AFTER = new RegExp(
  String.raw`${MARK}[\s,]*(?:(?:who|qui)\s+)?(?:(?:runs|handles|manages|looks after|keeps|uses|gère|utilise|s['’]occupe d[eu])\s+)?`,
  "giu",
);

/**
 * The systems answer without the people it names in a role and what they do with the system:
 * "Sam, our bookkeeper, runs QuickBooks" is "QuickBooks", never a system called Sam (issue 34: a
 * tool credited to, or named after, the wrong person).
 */
export function withoutPeople(text: string): string {
  let out = text;
  for (const p of PATTERNS) if (p.name && !p.bare) out = out.replace(p.re, MARK);
  return out.replace(RUNS_AFTER, " ").replace(/\s{2,}/g, " ");
}
